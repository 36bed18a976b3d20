import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, emailTokens, sessions, users } from '../../db/schema.js';

export type TokenPurpose = 'verify' | 'reset' | 'invite' | 'email_change';

/**
 * The mailed links (email_tokens) and the ending of sessions; auth owns both tables. The users
 * themselves are the users module's: auth reads them here and writes them through its repository.
 */
export function createAuthRepository(db: Executor) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          passwordHash: users.passwordHash,
          emailVerified: users.emailVerified,
          userType: users.userType,
          adminApproval: accounts.adminApproval,
        })
        .from(users)
        .innerJoin(accounts, eq(accounts.id, users.accountId))
        .where(eq(users.email, email));
      return row;
    },

    async findUserById(userId: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async isEmailTaken(email: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return Boolean(row);
    },

    async insertToken(values: {
      userId: string;
      purpose: TokenPurpose;
      tokenHash: string;
      expiresAt: Date;
      newEmail?: string;
    }) {
      // A new link replaces the old ones of the same purpose.
      await db
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.userId, values.userId),
            eq(emailTokens.purpose, values.purpose),
            isNull(emailTokens.usedAt),
          ),
        );
      await db.insert(emailTokens).values(values);
    },

    /** Marks a valid token used and returns its user, in one statement so it works once. */
    async consumeToken(tokenHash: string, purpose: TokenPurpose) {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: emailTokens.userId });
      return row?.userId;
    },

    /** An e-mail change link: marks it used and returns its user and the address it was sent to. */
    async consumeEmailChangeToken(tokenHash: string) {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, 'email_change'),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
      return row?.newEmail ? { userId: row.userId, newEmail: row.newEmail } : undefined;
    },

    /** Outstanding links of a kind stop working (a reset link sent to an address no longer the user's). */
    async revokeTokens(userId: string, purpose: TokenPurpose) {
      await db
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    },

    /** Ends every session of the user (a password reset). */
    async revokeSessionsOf(userId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    /** Ends every session of the user but one (the one that changed the password). */
    async revokeOtherSessionsOf(userId: string, keepSessionId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
    },

    /** Ends the sessions of everyone in the account, the seller's workers too (a rejected account). */
    async revokeSessionsOfAccount(accountId: string) {
      await db.execute(sql`
        update sessions set revoked_at = now()
        where revoked_at is null and user_id in (select id from users where account_id = ${accountId})`);
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
