/**
 * Sellers for the journeys that are about something other than onboarding, made through the
 * real API and the sandbox's consent page over HTTP, without a browser: signed up and verified
 * from the outbox, approved by the operator, a demo store connected in the US, subscribed with
 * Stripe's test card token, synced and onboarded. The accounts, stores, billing and app-shell
 * journeys drive onboarding through the screens instead.
 *
 * Plain fetch, so that the journeys' server (server.ts) can prepare large-store sellers ahead of
 * the journeys that need them, while other journeys run.
 */
import { randomUUID } from 'node:crypto';
import { MARKETPLACES } from '@stowline/domain';
import { APP_URL, DEV_MAIL_PATH, OPERATOR, PASSWORD, SANDBOX_PASSWORD, SANDBOX_URL } from './constants.js';

export type DemoStore = 'small' | 'large';
/** The demo stores' sizes (apps/sandbox: 40 SKUs in the small store, 5,000 in the large one). */
export const DEMO_STORE_SKUS: Record<DemoStore, number> = { small: 40, large: 5_000 };
const US = MARKETPLACES.find((m) => m.code === 'US')!.marketplaceId;

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A plus-addressed sandbox sign-in: a seller of its own with the demo store's catalogue. */
export const sandboxSellerEmail = (store: DemoStore | 'limited' = 'small') =>
  `${store}+${randomUUID().slice(0, 8)}@demo.sandbox`;

export function createApi(baseUrl: string) {
  return async function api<T = unknown>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/** A seller made through the real API: signed up, verified from the outbox, approved by the operator. */
export async function createApprovedSeller(baseUrl = APP_URL): Promise<string> {
  const api = createApi(`${baseUrl}/api/v1`);
  const email = uniqueEmail('seller');
  await api('POST', '/auth/signup', { body: { name: 'Sam Seller', email, password: PASSWORD } });
  const mailbox = await (await fetch(`${baseUrl}${DEV_MAIL_PATH}`)).text();
  const link = new RegExp(`${email}[\\s\\S]*?href="([^"]+)"`).exec(mailbox)?.[1];
  if (!link) throw new Error(`no verification mail to ${email}`);
  const token = new URL(link.replace(/&amp;/g, '&')).searchParams.get('token');
  await api('GET', `/auth/email-verificaton?token=${token}`);
  const operator = await api<{ token: string }>('POST', '/auth/signin', { body: OPERATOR });
  const list = await api<{ users: { _id: string }[] }>('GET', `/users/admin/15/1?search=${encodeURIComponent(email)}`, {
    token: operator.token,
  });
  await api('POST', '/users/updated-approval-status', {
    token: operator.token,
    body: { _id: list.users[0]!._id, email, approvalStatus: 'approved', amountToUse: 99 },
  });
  return email;
}

/** The sandbox's consent page over HTTP, as a browser walks it: sign in, Authorize; the redirect's query. */
async function authorizeOnConsentPage(consentUrl: string, sellerEmail: string): Promise<Record<string, string>> {
  const params = Object.fromEntries(new URL(consentUrl).searchParams);
  const post = (form: Record<string, string>) =>
    fetch(`${SANDBOX_URL}/apps/authorize/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...params, ...form }),
      redirect: 'manual',
    });
  const signedIn = await (await post({ email: sellerEmail, password: SANDBOX_PASSWORD })).text();
  const ticket = /name="ticket" value="([^"]+)"/.exec(signedIn)?.[1];
  if (!ticket) throw new Error(`consent sign-in failed: ${signedIn.slice(0, 300)}`);
  const decided = await post({ step: 'decide', ticket, decision: 'authorize' });
  if (decided.status !== 302) throw new Error(`consent page answered ${decided.status}, not a redirect`);
  return Object.fromEntries(new URL(decided.headers.get('location')!).searchParams);
}

/**
 * Waits for every sync log of the account (four jobs for the US, shipments for the store) to reach
 * COMPLETED, for as long as the store's size needs: a minute, and 30 s more per thousand SKUs.
 * Connection errors are waited out (the restart journey stops and starts the app meanwhile).
 */
export async function waitForSync(baseUrl: string, token: string, store: DemoStore): Promise<void> {
  const api = createApi(`${baseUrl}/api/v1`);
  const deadline = Date.now() + 60_000 + 30 * DEMO_STORE_SKUS[store];
  for (;;) {
    const logs = await api<{ agendaLogs: { name: string; state: string; lastError: string | null }[] }>(
      'GET',
      '/setting/get-data-sync-log?perPage=100',
      { token },
    ).catch((error: Error) =>
      /fetch failed|ECONNREFUSED/.test(String(error.cause ?? error)) ? null : Promise.reject(error),
    );
    const failed = logs?.agendaLogs.find((log) => log.state === 'FAILED');
    if (failed) throw new Error(`${failed.name} failed: ${failed.lastError}`);
    if (logs && logs.agendaLogs.length === 5 && logs.agendaLogs.every((log) => log.state === 'COMPLETED')) return;
    if (Date.now() > deadline) throw new Error(`the ${store} store's sync did not complete: ${JSON.stringify(logs)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The subscription with Stripe's test card token (the server sets it up with the sandbox processor). */
export async function subscribe(baseUrl: string, token: string): Promise<void> {
  await createApi(`${baseUrl}/api/v1`)('POST', '/payment/add-payment-card-details', {
    token,
    body: {
      cardData: {
        firstName: 'Sam',
        lastName: 'Seller',
        expiryDate: '1234',
        cardToken: 'tok_visa',
        cvcToken: 'cvctok_journey',
        cardResult: { complete: true },
        cvcResult: { complete: true },
      },
      address: {
        addressLine1: '1 Main St',
        addressLine2: '',
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
        country: 'US',
      },
    },
  });
}

/** A new seller with a demo store connected in the US (the store named `storeName`), subscribed, synced and onboarded. */
export async function prepareSeller(
  baseUrl: string,
  { store, storeName }: { store: DemoStore; storeName: string },
): Promise<{ email: string; storeId: string }> {
  const api = createApi(`${baseUrl}/api/v1`);
  const email = await createApprovedSeller(baseUrl);
  const { token } = await api<{ token: string }>('POST', '/auth/signin', { body: { email, password: PASSWORD } });
  const { url } = await api<{ url: string }>('POST', '/onboarding/authorize-store-url', {
    token,
    body: { storeName, region: 'na' },
  });
  const back = await authorizeOnConsentPage(url, sandboxSellerEmail(store));
  const connected = await api<{ connectedStore: { _id: string } }>('POST', '/onboarding/connect-new-store', {
    token,
    body: {
      state: back.state,
      spapi_oauth_code: back.spapi_oauth_code,
      selling_partner_id: back.selling_partner_id,
      mws_auth_token: back.mws_auth_token,
    },
  });
  const storeId = connected.connectedStore._id;
  await api('POST', '/onboarding/save-store-marketplaces', {
    token,
    body: { storeId, storeMarketplaces: [US], newStore: true, action: 'newstore' },
  });
  await subscribe(baseUrl, token);
  await waitForSync(baseUrl, token, store);
  await api('POST', '/onboarding/onboarding-completed', { token });
  // The SKU list's first page, as the seller's first visit asks for it: the server builds the store's search index.
  await api('POST', '/products/get-products', {
    token,
    body: {
      filter: { search: '', type: 'ALL', status: 'All', weight: false },
      pagination: { pageNum: 1, perPage: 15 },
    },
  });
  return { email, storeId };
}
