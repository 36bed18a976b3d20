import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { UserType } from '@stowline/domain';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { sessions } from '../../db/schema.js';
import { verifySessionToken } from './session-token.js';

/** Who is calling: the user, and the account whose data they act in. */
export interface Actor {
  userId: string;
  accountId: string;
  userType: UserType;
  sessionId: string;
}

export interface SessionStore {
  create(userId: string): Promise<string>;
  /**
   * The session id a bearer token was signed for, or null when the token is not one of ours or
   * has expired. Whether the session is still live (not revoked) is the database's to say: the
   * caller reads it with the user (users' `sessionCaller`), in one query per request.
   */
  sessionIdOf(token: string): Promise<string | null>;
  /** Ends the session; `reason` is told to every request that comes with it afterwards. */
  revoke(sessionId: string, reason?: string): Promise<void>;
  /** Why the server ended this session on purpose, or null (signed out, expired, unknown). */
  endedReasonOf(sessionId: string): Promise<string | null>;
}

/**
 * Signed JWTs tied to a server-side session row: the signature saves nothing but a lookup
 * of a random id, and the row lets Sign Out, a password reset or deleting a worker end
 * a session at once. Ending all of a user's or an account's sessions is the auth repository's,
 * so it can join the transaction that changes the password.
 */
export function createSessionStore(options: { db: Db; key: Uint8Array; ttlHours: number; clock: Clock }): SessionStore {
  const { db, key, ttlHours, clock } = options;
  return {
    async create(userId) {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + ttlHours * 3600_000);
      const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
      return new SignJWT({ sid: row!.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key);
    },
    async sessionIdOf(token) {
      const sid = verifySessionToken(token, key, clock.now().getTime())?.sid;
      return typeof sid === 'string' && /^[0-9a-f-]{36}$/.test(sid) ? sid : null;
    },
    async revoke(sessionId, reason) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, now())`, ...(reason ? { endedReason: reason } : {}) })
        .where(eq(sessions.id, sessionId));
    },
    async endedReasonOf(sessionId) {
      const [row] = await db
        .select({ reason: sessions.endedReason })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), isNotNull(sessions.revokedAt)))
        .limit(1);
      return row?.reason ?? null;
    },
  };
}
