import { createHmac, timingSafeEqual } from 'node:crypto';
import { systemClock } from '../../lib/clock.js';

/**
 * The check of a session token on every authenticated request, with node:crypto's HMAC. jose signs
 * the tokens (sessions.ts); its verify runs HMAC through WebCrypto, which cost a quarter of a
 * millisecond of the event loop per request under the workbench's load (`npm run bench`), this
 * a few microseconds. It accepts exactly what jose's `jwtVerify(token, key, { algorithms:
 * ['HS256'] })` accepts of our tokens: our one header (so no other algorithm, `none` included,
 * can be named), a valid HMAC-SHA256 signature compared in constant time, and a numeric `exp`
 * still ahead; anything else is null.
 */

/** The protected header of every token we sign: `{"alg":"HS256"}`, base64url. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

/** The token's claims when it is ours and unexpired at `nowMs` (the session store passes its clock's time). */
export function verifySessionToken(
  token: string,
  key: Uint8Array,
  nowMs = systemClock.now().getTime(),
): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  const { exp } = claims as { exp?: unknown };
  if (typeof exp !== 'number' || !(exp > nowMs / 1000)) return null;
  return claims as Record<string, unknown>;
}
