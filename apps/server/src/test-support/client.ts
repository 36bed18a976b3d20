import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { addWorkerResponseSchema, currentUserSchema, signInResponseSchema } from '@stowline/domain';
import { seedOnboardedAccount } from './fixtures.js';
import { getHarness, OPERATOR } from './harness.js';

/**
 * What a call answers when the test names no response schema: a refusal (message, code, the
 * gate's redirectTo, a 5xx's requestId) or a plain message; any other field is unknown until the
 * call names its route's schema.
 */
export interface AnswerBody {
  message?: string;
  code?: string;
  redirectTo?: string;
  requestId?: string;
  [field: string]: unknown;
}

export type ApiBody<S extends z.ZodType | undefined> = S extends z.ZodType ? z.output<S> : AnswerBody;

export interface ApiResponse<B = AnswerBody> {
  status: number;
  body: B;
}

export interface ApiOptions<S extends z.ZodType | undefined> {
  token?: string;
  body?: unknown;
  /** Sent as is (a file's bytes, or text that is not JSON); set its content-type in `headers`. */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  baseUrl?: string;
  /**
   * The route's response schema (from @stowline/domain, as the route declares it): the body is
   * typed by it, and a 2xx answer is checked against it. Name none for a call that expects a
   * refusal: its body is then typed as one (AnswerBody).
   */
  response?: S;
}

function assertBody<S extends z.ZodType | undefined>(
  schema: S | undefined,
  status: number,
  body: unknown,
  call: string,
): asserts body is ApiBody<S> {
  if (!schema || status < 200 || status >= 300) return;
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`${call} answered outside its schema: ${result.error.message}`);
}

/**
 * One call over real HTTP. Name the route's response schema to read a success body:
 *
 *   const res = await api('GET', '/payment/get-payment-cards', { token, response: cardsResponseSchema });
 *   res.body.cards[0].defaultCard; // typed from the domain
 */
export async function api<S extends z.ZodType | undefined = undefined>(
  method: string,
  path: string,
  options: ApiOptions<S> = {},
): Promise<ApiResponse<ApiBody<S>>> {
  const baseUrl = options.baseUrl ?? (await getHarness()).baseUrl;
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | Uint8Array<ArrayBuffer> | undefined;
  if (typeof options.rawBody === 'string') payload = options.rawBody;
  else if (options.rawBody !== undefined) payload = new Uint8Array(options.rawBody);
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${baseUrl}/api/v1${path}`, { method, headers, body: payload });
  const text = await res.text();
  // A file (an export's CSV) is read as text; every other answer is JSON.
  const isJson = !text || (res.headers.get('content-type') ?? '').includes('json');
  const body: unknown = !text ? undefined : isJson ? JSON.parse(text) : text;
  assertBody(options.response, res.status, body, `${method} ${path}`);
  return { status: res.status, body };
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
  const res = await api('POST', '/auth/signin', { body: { email, password }, response: signInResponseSchema });
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
  const me = await api('GET', '/onboarding/get-current-user', { token: sellerToken, response: currentUserSchema });
  if (options.approved !== false) {
    const op = await signInOperator();
    await api('POST', '/users/updated-approval-status', {
      token: op,
      body: { _id: me.body._id, email, approvalStatus: 'approved', amountToUse: 99 },
    });
  }
  if (options.onboarded) await completeOnboarding(email);
  return { email, name, token: sellerToken, id: me.body._id };
}

export async function completeOnboarding(email: string) {
  await seedOnboardedAccount((await getHarness()).database.db, email);
}

export async function addWorker(ownerToken: string) {
  const email = uniqueEmail('worker');
  const res = await api('POST', '/users/add-worker', {
    token: ownerToken,
    body: { userName: 'Packer', email },
    response: addWorkerResponseSchema,
  });
  if (res.status !== 201) throw new Error(`add-worker failed: ${JSON.stringify(res.body)}`);
  // The worker accepts the mailed invitation with a password of their own.
  const token = new URL((await readLatestMail(email))!.link).searchParams.get('token')!;
  const accepted = await api('POST', '/auth/accept-invitation', { body: { token, password: PASSWORD } });
  if (accepted.status !== 200) throw new Error(`accept-invitation failed: ${JSON.stringify(accepted.body)}`);
  return { email, id: res.body.worker._id, token: await signIn(email) };
}
