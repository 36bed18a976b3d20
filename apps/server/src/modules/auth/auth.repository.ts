import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, emailTokens, users } from '../../db/schema.js';

export type TokenPurpose = 'verify' | 'reset' | 'invite' | 'email_change';

export function createAuthRepository(db: Executor) {
  return {
    async findUserByEmail(email: string, executor: Executor = db) {
      const [row] = await executor
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

    async insertAccount(executor: Executor, values: { adminApproval?: string } = {}) {
      const [row] = await executor.insert(accounts).values(values).returning({ id: accounts.id });
      return row!.id;
    },

    async insertUser(
      executor: Executor,
      values: {
        accountId: string;
        email: string;
        name: string;
        passwordHash: string;
        userType: string;
        emailVerified?: boolean;
      },
    ) {
      const [row] = await executor
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id, createdAt: users.createdAt });
      return row;
    },

    async insertToken(
      executor: Executor,
      values: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date; newEmail?: string },
    ) {
      // A new link replaces the old ones of the same purpose.
      await executor
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.userId, values.userId),
            eq(emailTokens.purpose, values.purpose),
            isNull(emailTokens.usedAt),
          ),
        );
      await executor.insert(emailTokens).values(values);
    },

    /** Marks a valid token used and returns its user, in one statement so it works once. */
    async consumeToken(executor: Executor, tokenHash: string, purpose: TokenPurpose) {
      const [row] = await executor
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
    async consumeEmailChangeToken(executor: Executor, tokenHash: string) {
      const [row] = await executor
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
    async revokeTokens(executor: Executor, userId: string, purpose: TokenPurpose) {
      await executor
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    },

    async findUserById(userId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ id: users.id, name: users.name, email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async isEmailTaken(executor: Executor, email: string) {
      const [row] = await executor.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return Boolean(row);
    },

    /** The new sign-in address; proven by the link, so it counts as verified. */
    async updateEmail(executor: Executor, userId: string, email: string) {
      await executor.update(users).set({ email, emailVerified: true }).where(eq(users.id, userId));
    },

    /** The password only (a signed-in change: the address was proven before). */
    async setPasswordHash(executor: Executor, userId: string, passwordHash: string) {
      await executor.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async markEmailVerified(executor: Executor, userId: string) {
      await executor.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    },

    async updatePassword(executor: Executor, userId: string, passwordHash: string) {
      const [row] = await executor
        .update(users)
        .set({ passwordHash, emailVerified: true })
        .where(eq(users.id, userId))
        .returning({ email: users.email });
      return row!;
    },

    async hasOwner(executor: Executor = db) {
      const [row] = await executor.select({ id: users.id }).from(users).where(eq(users.userType, 'owner')).limit(1);
      return Boolean(row);
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
