import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { UserType } from '@stowline/domain';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';

/** Who is calling: the user, and the account whose data they act in. */
export interface Actor {
  userId: string;
  accountId: string;
  userType: UserType;
  sessionId: string;
}

export interface SessionStore {
  create(userId: string): Promise<string>;
  /** The actor for a bearer token, or null when the token or its session is not valid. */
  authenticate(token: string): Promise<Actor | null>;
  revoke(sessionId: string): Promise<void>;
}

/**
 * Signed JWTs tied to a server-side session row: the signature saves nothing but a lookup
 * of a random id, and the row lets Sign Out, a password reset or deleting a worker end
 * a session at once. Ending all of a user's or an account's sessions is the auth repository's,
 * so it can join the transaction that changes the password.
 */
export function createSessionStore(options: { db: Db; key: Uint8Array; ttlHours: number }): SessionStore {
  const { db, key, ttlHours } = options;
  // Runs on every authenticated request: prepared once per connection, planned once.
  const findSession = db
    .select({ userId: users.id, accountId: users.accountId, userType: users.userType })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('find_session');
  return {
    async create(userId) {
      const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
      const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
      return new SignJWT({ sid: row!.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
    },
    async authenticate(token) {
      let sessionId: unknown;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        sessionId = payload.sid;
      } catch {
        return null;
      }
      if (typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/.test(sessionId)) return null;
      const [row] = await findSession.execute({ sessionId });
      return row ? { ...row, userType: row.userType as UserType, sessionId } : null;
    },
    async revoke(sessionId) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.id, sessionId));
    },
  };
}
