import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { api } from './client.js';
import { getHarness } from './harness.js';
import {
  authorizeStoreResponseSchema,
  connectStoreResponseSchema,
  currentUserSchema,
  syncLogResponseSchema,
  type CurrentUser,
  type SyncLog,
} from '@stowline/domain';

export const DEMO_PASSWORD = 'sandbox';

/**
 * A demo seller's sign-in for the consent page. Plus-addressing (small+tag@demo.sandbox)
 * gives a seller of its own with the same catalogue, since one Amazon seller account can be
 * connected to one Stowline account only.
 */
export function demoSellerEmail(kind: 'small' | 'large' | 'limited', tag = randomUUID().slice(0, 8)): string {
  return `${kind}+${tag}@demo.sandbox`;
}

/** Walks the sandbox's consent page over HTTP, as a browser would: sign in, then Authorize or Cancel. */
export async function passConsent(
  consentUrl: string,
  sellerEmail: string,
  decision: 'authorize' | 'cancel' = 'authorize',
): Promise<URL> {
  const url = new URL(consentUrl);
  const params = Object.fromEntries(url.searchParams);
  const post = (form: Record<string, string>) =>
    fetch(`${url.origin}/apps/authorize/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...params, ...form }),
      redirect: 'manual',
    });
  const signedIn = await (await post({ email: sellerEmail, password: DEMO_PASSWORD })).text();
  const ticket = /name="ticket" value="([^"]+)"/.exec(signedIn)?.[1];
  if (!ticket) throw new Error(`consent sign-in failed: ${signedIn.slice(0, 300)}`);
  const decided = await post({ step: 'decide', ticket, decision });
  if (decided.status !== 302) throw new Error(`consent page answered ${decided.status}, not a redirect`);
  return new URL(decided.headers.get('location')!);
}

/** Connects a demo store for a seller through the real consent flow; returns the store and the seller id. */
export async function connectDemoStore(
  token: string,
  options: { sellerEmail?: string; storeName?: string; storeId?: string } = {},
) {
  const sellerEmail = options.sellerEmail ?? demoSellerEmail('small');
  const body = options.storeId
    ? { storeId: options.storeId }
    : { storeName: options.storeName ?? `Store ${randomUUID().slice(0, 6)}`, region: 'na' };
  const start = await api('POST', '/onboarding/authorize-store-url', {
    token,
    body,
    response: authorizeStoreResponseSchema,
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const back = await passConsent(start.body.url, sellerEmail);
  const q = Object.fromEntries(back.searchParams);
  const connected = await api('POST', '/onboarding/connect-new-store', {
    token,
    body: {
      state: q.state,
      spapi_oauth_code: q.spapi_oauth_code,
      selling_partner_id: q.selling_partner_id,
      mws_auth_token: q.mws_auth_token,
    },
    response: connectStoreResponseSchema,
  });
  expect(connected.status, JSON.stringify(connected.body)).toBe(200);
  return {
    store: connected.body.connectedStore,
    action: connected.body.action,
    sellerId: q.selling_partner_id!,
    sellerEmail,
  };
}

/** Waits until a condition on the current user holds (sync runs in the background). */
export async function waitForUser(
  token: string,
  predicate: (user: CurrentUser) => boolean,
  timeoutMs = 90_000,
): Promise<CurrentUser> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const me = await api('GET', '/onboarding/get-current-user', { token, response: currentUserSchema });
    if (predicate(me.body)) return me.body;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting; last user: ${JSON.stringify(me.body).slice(0, 800)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export async function waitForLogs(
  token: string,
  predicate: (logs: SyncLog[]) => boolean,
  timeoutMs = 90_000,
): Promise<SyncLog[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api('GET', '/setting/get-data-sync-log?perPage=100', { token, response: syncLogResponseSchema });
    if (predicate(res.body.agendaLogs)) return res.body.agendaLogs;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting; last logs: ${JSON.stringify(res.body).slice(0, 1500)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export async function sandboxSellerId(email: string): Promise<string | undefined> {
  const { sandbox } = await getHarness();
  return sandbox.demoSellers().find((s) => s.email === email)?.sellerId;
}
