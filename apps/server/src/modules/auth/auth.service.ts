import type { FastifyBaseLogger } from 'fastify';
import { messages, type SignInBody, type SignUpBody } from '@stowline/domain';
import type { RateLimits } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { createOpaqueToken, hashForKey, hashOpaqueToken } from '../../lib/secrets.js';
import type { Mailer } from '../mail/mailer.js';
import { resetPasswordMail, verificationMail } from '../mail/templates.js';
import type { AuthRepository } from './auth.repository.js';
import type { RateLimiter } from './rate-limiter.js';
import type { SessionStore } from './sessions.js';

const VERIFY_TTL_MS = 24 * 3600_000;
const RESET_TTL_MS = 3600_000;
const SIGN_IN_WINDOW_S = 15 * 60;
const MAIL_WINDOW_S = 3600;

export interface AuthServiceDeps {
  db: Db;
  authRepo: AuthRepository;
  sessions: SessionStore;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  limits: RateLimits;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, authRepo, sessions, mailer, rateLimiter, limits, publicUrl, log } = deps;
  const tooMany = () => new AppError('RATE_LIMITED', messages.tooManyAttempts);

  async function sendSafely(kind: string, send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      // The address stays out of the log; the user can ask again.
      log.error({ err: error, kind }, 'sending mail failed');
    }
  }

  async function limitMail(email: string, client: string) {
    const clientOk = await rateLimiter.hit(`mail:client:${client}`, limits.mailPerClient, MAIL_WINDOW_S);
    const addressOk = await rateLimiter.hit(`mail:address:${hashForKey(email)}`, limits.mailPerAddress, MAIL_WINDOW_S);
    if (!clientOk || !addressOk) throw tooMany();
  }

  async function sendVerification(user: { id: string; name: string; email: string }) {
    const { token, hash } = createOpaqueToken();
    await authRepo.insertToken(db, { userId: user.id, purpose: 'verify', tokenHash: hash, expiresAt: new Date(Date.now() + VERIFY_TTL_MS) });
    const link = `${publicUrl}/auth/verify-email?token=${token}`;
    await sendSafely('verify', () => mailer.send(verificationMail(user.email, user.name, link)));
  }

  async function sendReset(user: { id: string; name: string; email: string }) {
    const { token, hash } = createOpaqueToken();
    await authRepo.insertToken(db, { userId: user.id, purpose: 'reset', tokenHash: hash, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    const link = `${publicUrl}/auth/reset-password?confirmation_token=${token}`;
    await sendSafely('reset', () => mailer.send(resetPasswordMail(user.email, user.name, link)));
  }

  return {
    async signUp(body: SignUpBody, client: string): Promise<{ email: string }> {
      await limitMail(body.email, client);
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) => {
        const accountId = await authRepo.insertAccount(tx);
        const row = await authRepo.insertUser(tx, { accountId, email: body.email, name: body.name, passwordHash, userType: 'user' });
        if (!row) throw new AppError('EMAIL_EXISTS', messages.emailAlreadyExist);
        return { id: row.id, name: body.name, email: body.email };
      });
      await sendVerification(user);
      return { email: user.email };
    },

    async signIn(body: SignInBody, client: string): Promise<string> {
      const addressKey = `signin:fail:${hashForKey(body.email)}`;
      const [allowed, user] = await Promise.all([
        rateLimiter.hitAndPeek(`signin:client:${client}`, limits.signInPerClient, addressKey, limits.signInFailuresPerAddress, SIGN_IN_WINDOW_S),
        authRepo.findUserByEmail(body.email),
      ]);
      if (!allowed) throw tooMany();
      if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
        await rateLimiter.hit(addressKey, limits.signInFailuresPerAddress, SIGN_IN_WINDOW_S);
        throw new AppError('INVALID_CREDENTIALS', messages.invalidCredentials);
      }
      if (user.adminApproval === 'rejected') throw new AppError('ACCOUNT_REJECTED', messages.accountRejected);
      return sessions.create(user.id);
    },

    signOut(sessionId: string) {
      return sessions.revoke(sessionId);
    },

    /** Same answer whatever the address, so nobody learns who has an account. */
    async requestPasswordReset(email: string, client: string) {
      await limitMail(email, client);
      const user = await authRepo.findUserByEmail(email);
      if (user) await sendReset(user);
    },

    async resendVerification(email: string, client: string) {
      await limitMail(email, client);
      const user = await authRepo.findUserByEmail(email);
      if (user && !user.emailVerified) await sendVerification(user);
    },

    async verifyEmail(token: string) {
      await db.transaction(async (tx) => {
        const userId = await authRepo.consumeToken(tx, hashOpaqueToken(token), 'verify');
        if (!userId) throw new AppError('INVALID_TOKEN', messages.invalidToken);
        await authRepo.markEmailVerified(tx, userId);
      });
    },

    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const userId = await authRepo.consumeToken(tx, hashOpaqueToken(token), 'reset');
        if (!userId) throw new AppError('INVALID_TOKEN', messages.invalidToken);
        await authRepo.updatePassword(tx, userId, passwordHash);
        // Whoever knew the old password is signed out everywhere.
        await sessions.revokeAllOf(userId, tx);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
