import { randomUUID } from 'node:crypto';
import { seedOnboardedAccount } from './fixtures.js';
import { getHarness, OPERATOR } from './harness.js';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
}

export async function api<T = any>(
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    baseUrl?: string;
  } = {},
): Promise<ApiResponse<T>> {
  const baseUrl = options.baseUrl ?? (await getHarness()).baseUrl;
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, body: payload });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

export const PASSWORD = 'Sturdy_Pass_123';

export function uniqueEmail(label = 'seller'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The newest outbox mail to an address, and the first link in it. */
export async function readLatestMail(to: string): Promise<{ subject: string; link: string } | undefined> {
  const { mailer } = await getHarness();
  const mail = (await mailer.readOutbox!()).find((m) => m.to === to);
  if (!mail) return undefined;
  const link = /https?:\/\/[^\s]+/.exec(mail.text)?.[0] ?? '';
  return { subject: mail.subject, link };
}

export async function countMailTo(to: string): Promise<number> {
  const { mailer } = await getHarness();
  return (await mailer.readOutbox!()).filter((m) => m.to === to).length;
}

/** Waits until `count` mails to an address are in the outbox (mail work runs after the answer). */
export async function waitForMailCount(to: string, count = 1): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if ((await countMailTo(to)) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail #${count} to ${to}`);
}

export async function signIn(email: string, password = PASSWORD): Promise<string> {
  const res = await api('POST', '/auth/signin', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

export function signInOperator(): Promise<string> {
  return signIn(OPERATOR.email, OPERATOR.password);
}

/**
 * A seller who signed up and verified the e-mail; approved unless told otherwise; with
 * `onboarded`, also past onboarding (seeded store and subscription), as the dashboard's calls need.
 */
export async function createSeller(options: { approved?: boolean; name?: string; onboarded?: boolean } = {}) {
  const email = uniqueEmail();
  const name = options.name ?? 'Test Seller';
  const signUp = await api('POST', '/auth/signup', { body: { name, email, password: PASSWORD } });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  const mail = await readLatestMail(email);
  const token = new URL(mail!.link).searchParams.get('token')!;
  await api('GET', `/auth/email-verificaton?token=${token}`);
  const sellerToken = await signIn(email);
  const me = await api('GET', '/onboarding/get-current-user', { token: sellerToken });
  if (options.approved !== false) {
    const op = await signInOperator();
    await api('POST', '/users/updated-approval-status', {
      token: op,
      body: { _id: me.body._id, email, approvalStatus: 'approved', amountToUse: 99 },
    });
  }
  if (options.onboarded) await completeOnboarding(email);
  return { email, name, token: sellerToken, id: me.body._id as string };
}

export async function completeOnboarding(email: string) {
  await seedOnboardedAccount((await getHarness()).database.db, email);
}

export async function addWorker(ownerToken: string) {
  const email = uniqueEmail('worker');
  const res = await api('POST', '/users/add-worker', { token: ownerToken, body: { userName: 'Packer', email } });
  if (res.status !== 201) throw new Error(`add-worker failed: ${JSON.stringify(res.body)}`);
  // The worker accepts the mailed invitation with a password of their own.
  const token = new URL((await readLatestMail(email))!.link).searchParams.get('token')!;
  const accepted = await api('POST', '/auth/accept-invitation', { body: { token, password: PASSWORD } });
  if (accepted.status !== 200) throw new Error(`accept-invitation failed: ${JSON.stringify(accepted.body)}`);
  return { email, id: res.body.worker._id as string, token: await signIn(email) };
}
