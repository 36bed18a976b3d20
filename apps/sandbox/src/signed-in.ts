import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { SandboxContext } from './context.js';

/**
 * What the sandbox's Seller Central pages (the consent flow and the shipment summary) share: a
 * seller's sign-in as a signed value, the demo sellers the sign-in page lists, and the HTML reply.
 */

/**
 * `sellerId.expires.mac`: the seller signed in until `expires`, for `purpose` only (a consent
 * request's parameters, or a Seller Central session), so a value issued for one is no good for another.
 */
export function signSeller(
  context: SandboxContext,
  sellerId: string,
  expires: number,
  purpose: readonly string[],
): string {
  const mac = createHmac('sha256', context.secret)
    .update([sellerId, expires, ...purpose].join('\n'))
    .digest('base64url');
  return `${sellerId}.${expires}.${mac}`;
}

/** The seller id of a value `signSeller` made for `purpose`, if it is unchanged and not expired. */
export function readSignedSeller(
  context: SandboxContext,
  value: string,
  purpose: readonly string[],
): string | undefined {
  const [sellerId, expiresText] = value.split('.');
  const expires = Number(expiresText);
  if (!sellerId || !Number.isFinite(expires) || expires <= context.now()) return undefined;
  const expected = Buffer.from(signSeller(context, sellerId, expires, purpose));
  const given = Buffer.from(value);
  return expected.length === given.length && timingSafeEqual(expected, given) ? sellerId : undefined;
}

/** The demo sellers' sign-ins, listed under the sign-in form. */
export const demoSellers = (context: SandboxContext) =>
  context.sellers.map(({ email, password, name }) => ({ email, password, name }));

export function sendHtml(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}
