import type { FastifyBaseLogger } from 'fastify';
import {
  messages,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type SignInBody,
  type SignUpBody,
} from '@stowline/domain';
import type { RateLimits } from '../../config.js';
import { isUniqueViolation, type InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { hashNewPassword, verifyPassword } from '../../lib/passwords.js';
import { createOpaqueToken, hashForKey, hashOpaqueToken } from '../../lib/secrets.js';
import type { Mailer } from '../mail/mailer.js';
import {
  confirmEmailChangeMail,
  emailChangedNoticeMail,
  invitationMail,
  passwordChangedNoticeMail,
  resetPasswordMail,
  verificationMail,
} from '../mail/templates.js';
import type { AccountsRepository } from '../users/accounts.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { AuthRepository } from './auth.repository.js';
import type { RateLimiter } from './rate-limiter.js';
import type { Actor, SessionStore } from './sessions.js';
import type { Clock } from '../../lib/clock.js';

const VERIFY_TTL_MS = 24 * 3600_000;
const RESET_TTL_MS = 3600_000;
const INVITE_TTL_MS = 7 * 24 * 3600_000;
const SIGN_IN_WINDOW_S = 15 * 60;
const MAIL_WINDOW_S = 3600;

/** What auth writes in one transaction: its links and sessions, and the users (users module's) they change. */
export interface AuthTransactionRepos {
  authRepo: AuthRepository;
  usersRepo: Pick<
    UsersRepository,
    'insertUser' | 'updateEmail' | 'setPasswordHash' | 'markEmailVerified' | 'updatePassword'
  >;
  accountsRepo: Pick<AccountsRepository, 'insertAccount'>;
}

export interface AuthServiceDeps {
  /** The time of day: verify, reset and invite links expire. */
  clock: Clock;
  authRepo: AuthRepository;
  transaction: InTransaction<AuthTransactionRepos>;
  sessions: SessionStore;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  limits: RateLimits;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Why a worker may not sign in now (the seller's store or payment), or null. */
  workerSignInRefusal(userId: string): Promise<string | null>;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { authRepo, transaction, sessions, mailer, rateLimiter, limits, publicUrl, log } = deps;
  const tooMany = () => new AppError('RATE_LIMITED', messages.tooManyAttempts);

  async function sendSafely(kind: string, send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      // The address stays out of the log; the user can ask again.
      log.error({ err: error, kind }, 'sending mail failed');
    }
  }

  /**
   * Mail per client, per address from one client, and per address from all clients at four
   * times that: strangers asking from elsewhere cannot use up an owner's own reset mails.
   */
  async function limitMail(email: string, client: string) {
    const address = hashForKey(email);
    const allowed = await rateLimiter.hit(
      [
        { key: `mail:client:${client}`, max: limits.mailPerClient },
        { key: `mail:pair:${address}:${client}`, max: limits.mailPerAddress },
        { key: `mail:address:${address}`, max: limits.mailPerAddress * 4 },
      ],
      MAIL_WINDOW_S,
    );
    if (!allowed) throw tooMany();
  }

  /** Runs mail work after the answer has gone, so a known and an unknown address answer alike. */
  function afterResponse(kind: string, work: () => Promise<void>) {
    setImmediate(() => {
      work().catch((error: unknown) => log.error({ err: error, kind }, 'mail work failed'));
    });
  }

  async function sendVerification(user: { id: string; name: string; email: string }) {
    const { token, hash } = createOpaqueToken();
    await authRepo.insertToken({
      userId: user.id,
      purpose: 'verify',
      tokenHash: hash,
      expiresAt: new Date(deps.clock.now().getTime() + VERIFY_TTL_MS),
    });
    const link = `${publicUrl}/auth/verify-email?token=${token}`;
    await sendSafely('verify', () => mailer.send(verificationMail(user.email, user.name, link)));
  }

  /**
   * A signed-in person proving they know the password (change password or e-mail): counted per
   * user before the check, like sign-in, so a stolen session cannot guess it; a success clears it.
   */
  async function checkCurrentPassword(actor: Actor, password: string) {
    const key = `password-check:user:${actor.userId}`;
    const allowed = await rateLimiter.hit([{ key, max: limits.signInFailuresPerAddress }], SIGN_IN_WINDOW_S);
    if (!allowed) throw tooMany();
    const user = await authRepo.findUserById(actor.userId);
    if (!user) throw new AppError('UNAUTHORIZED', messages.unauthorized);
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new AppError('CURRENT_PASSWORD_WRONG', messages.currentPasswordWrong);
    await rateLimiter.clear([key]);
    return user;
  }

  async function sendReset(user: { id: string; name: string; email: string }) {
    const { token, hash } = createOpaqueToken();
    await authRepo.insertToken({
      userId: user.id,
      purpose: 'reset',
      tokenHash: hash,
      expiresAt: new Date(deps.clock.now().getTime() + RESET_TTL_MS),
    });
    const link = `${publicUrl}/auth/reset-password?confirmation_token=${token}`;
    await sendSafely('reset', () => mailer.send(resetPasswordMail(user.email, user.name, link)));
  }

  return {
    /** Mails a worker the link to choose a password; until then no password of theirs exists. */
    async sendInvitation(worker: { id: string; name: string; email: string }, inviter: string) {
      const { token, hash } = createOpaqueToken();
      await authRepo.insertToken({
        userId: worker.id,
        purpose: 'invite',
        tokenHash: hash,
        expiresAt: new Date(deps.clock.now().getTime() + INVITE_TTL_MS),
      });
      const link = `${publicUrl}/auth/accept-invitation?token=${token}`;
      await sendSafely('invite', () => mailer.send(invitationMail(worker.email, worker.name, inviter, link)));
    },

    /** The invited worker's chosen password: the account works from now on. */
    async acceptInvitation(token: string, password: string) {
      const passwordHash = await hashNewPassword(password);
      await transaction(async (tx) => {
        const userId = await tx.authRepo.consumeToken(hashOpaqueToken(token), 'invite');
        if (!userId) throw new AppError('INVALID_TOKEN', messages.invalidToken);
        await tx.usersRepo.updatePassword(userId, passwordHash);
      });
    },

    async signUp(body: SignUpBody, client: string): Promise<{ email: string }> {
      await limitMail(body.email, client);
      const passwordHash = await hashNewPassword(body.password);
      const user = await transaction(async (tx) => {
        const accountId = await tx.accountsRepo.insertAccount();
        const row = await tx.usersRepo.insertUser({
          accountId,
          email: body.email,
          name: body.name,
          passwordHash,
          userType: 'user',
        });
        if (!row) throw new AppError('EMAIL_EXISTS', messages.emailAlreadyExist);
        return { id: row.id, name: body.name, email: body.email };
      });
      await sendVerification(user);
      return { email: user.email };
    },

    /**
     * Every attempt is counted before its password is checked (so concurrent guesses cannot
     * all be checked): per client, per address from that client, and per address from all
     * clients at ten times that. Strangers' failures elsewhere do not lock the owner out; the
     * owner's success or password reset clears the address's counts.
     */
    async signIn(body: SignInBody, client: string): Promise<string> {
      const address = hashForKey(body.email);
      const pairKey = `signin:pair:${address}:${client}`;
      const [allowed, user] = await Promise.all([
        rateLimiter.hit(
          [
            { key: `signin:client:${client}`, max: limits.signInPerClient },
            { key: pairKey, max: limits.signInFailuresPerAddress },
            { key: `signin:address:${address}`, max: limits.signInFailuresPerAddress * 10 },
          ],
          SIGN_IN_WINDOW_S,
        ),
        authRepo.findUserByEmail(body.email),
      ]);
      if (!allowed) throw tooMany();
      if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
        throw new AppError('INVALID_CREDENTIALS', messages.invalidCredentials);
      }
      await rateLimiter.clear([pairKey, `signin:address:${address}`]);
      if (user.adminApproval === 'rejected') throw new AppError('ACCOUNT_REJECTED', messages.accountRejected);
      if (user.userType === 'worker') {
        const refusal = await deps.workerSignInRefusal(user.id);
        if (refusal) throw new AppError('FORBIDDEN', refusal);
      }
      return sessions.create(user.id);
    },

    signOut(sessionId: string) {
      return sessions.revoke(sessionId);
    },

    /** Same answer, in the same time, whatever the address: nobody learns who has an account. */
    async requestPasswordReset(email: string, client: string) {
      await limitMail(email, client);
      afterResponse('reset', async () => {
        const user = await authRepo.findUserByEmail(email);
        if (user) await sendReset(user);
      });
    },

    async resendVerification(email: string, client: string) {
      await limitMail(email, client);
      afterResponse('verify', async () => {
        const user = await authRepo.findUserByEmail(email);
        if (user && !user.emailVerified) await sendVerification(user);
      });
    },

    async verifyEmail(token: string) {
      await transaction(async (tx) => {
        const userId = await tx.authRepo.consumeToken(hashOpaqueToken(token), 'verify');
        if (!userId) throw new AppError('INVALID_TOKEN', messages.invalidToken);
        await tx.usersRepo.markEmailVerified(userId);
      });
    },

    /**
     * Change password from Profile: the current one first, the same rules as sign-up (common
     * passwords refused), then every other session of the user ends and this one stays.
     */
    async changePassword(actor: Actor, body: ChangePasswordBody) {
      const user = await checkCurrentPassword(actor, body.currentPassword);
      if (await verifyPassword(user.passwordHash, body.password))
        throw new AppError('VALIDATION', messages.passwordUnchanged);
      const passwordHash = await hashNewPassword(body.password);
      await transaction(async (tx) => {
        await tx.usersRepo.setPasswordHash(user.id, passwordHash);
        await tx.authRepo.revokeOtherSessionsOf(user.id, actor.sessionId);
        // A reset link already mailed would undo the change.
        await tx.authRepo.revokeTokens(user.id, 'reset');
      });
      await sendSafely('password-changed', () => mailer.send(passwordChangedNoticeMail(user.email, user.name)));
    },

    /**
     * Change e-mail from Profile: the current password, then a link to the new address; the
     * address changes only when it is opened. A taken address gets sign-up's answer (sign-up
     * already tells it, under the same mail limits), so nothing more is learnt here.
     */
    async requestEmailChange(actor: Actor, body: ChangeEmailBody, client: string) {
      await limitMail(body.email, client);
      const user = await checkCurrentPassword(actor, body.currentPassword);
      if (body.email === user.email) throw new AppError('EMAIL_UNCHANGED', messages.emailUnchanged);
      if (await authRepo.isEmailTaken(body.email)) throw new AppError('EMAIL_EXISTS', messages.emailAlreadyExist);
      const { token, hash } = createOpaqueToken();
      await authRepo.insertToken({
        userId: user.id,
        purpose: 'email_change',
        tokenHash: hash,
        expiresAt: new Date(deps.clock.now().getTime() + VERIFY_TTL_MS),
        newEmail: body.email,
      });
      const link = `${publicUrl}/auth/confirm-email-change?token=${token}`;
      await sendSafely('email-change', () => mailer.send(confirmEmailChangeMail(body.email, user.name, link)));
      return { email: body.email };
    },

    /** The link in the mail to the new address: the change happens now, and the old address is told. */
    async confirmEmailChange(token: string): Promise<{ email: string }> {
      const changed = await transaction(async (tx) => {
        const found = await tx.authRepo.consumeEmailChangeToken(hashOpaqueToken(token));
        if (!found) throw new AppError('INVALID_TOKEN', messages.invalidToken);
        const user = await tx.authRepo.findUserById(found.userId);
        if (!user) throw new AppError('INVALID_TOKEN', messages.invalidToken);
        if (await tx.authRepo.isEmailTaken(found.newEmail))
          throw new AppError('EMAIL_EXISTS', messages.emailAlreadyExist);
        await tx.usersRepo.updateEmail(user.id, found.newEmail);
        // Links mailed to the old address no longer act on the account.
        await tx.authRepo.revokeTokens(user.id, 'reset');
        await tx.authRepo.revokeTokens(user.id, 'verify');
        return { name: user.name, oldEmail: user.email, newEmail: found.newEmail };
      }).catch((error: unknown) => {
        // Taken between the check and the write (two links for one address at once).
        if (isUniqueViolation(error)) throw new AppError('EMAIL_EXISTS', messages.emailAlreadyExist);
        throw error;
      });
      await sendSafely('email-changed', () =>
        mailer.send(emailChangedNoticeMail(changed.oldEmail, changed.name, changed.newEmail)),
      );
      return { email: changed.newEmail };
    },

    async resetPassword(token: string, password: string) {
      const passwordHash = await hashNewPassword(password);
      const email = await transaction(async (tx) => {
        const userId = await tx.authRepo.consumeToken(hashOpaqueToken(token), 'reset');
        if (!userId) throw new AppError('INVALID_TOKEN', messages.invalidToken);
        const changed = await tx.usersRepo.updatePassword(userId, passwordHash);
        // Whoever knew the old password is signed out everywhere.
        await tx.authRepo.revokeSessionsOf(userId);
        return changed.email;
      });
      // The owner proved the address: strangers' failed guesses no longer slow it down.
      const address = hashForKey(email);
      await rateLimiter.clear([`signin:address:${address}`, `signin:pair:${address}:*`]);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
