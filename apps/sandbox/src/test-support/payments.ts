// Test helpers for the payments API: the official SDK pointed at the sandbox, card tokens made
// the way the card fields make them (plain HTTP with the publishable key), saved cards.
import Stripe from 'stripe';
import type { Sandbox } from '../types.js';

export const RETURN_URL = 'https://app.example.test/billing/return?from=test';
export const EXP_YEAR = new Date().getUTCFullYear() + 3;

/** The SDK configured as Stowline's server configures it. */
export function stripeFor(sandbox: Sandbox, secretKey = sandbox.options.paymentsSecretKey): Stripe {
  return new Stripe(secretKey, { host: '127.0.0.1', port: sandbox.port, protocol: 'http' });
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: any;
}

/** A raw form POST (or GET without a body) to the sandbox, for what the SDK would never send. */
export async function callApi(
  sandbox: Sandbox,
  method: 'GET' | 'POST' | 'OPTIONS',
  path: string,
  options: {
    key?: string | null;
    body?: string | Record<string, string>;
    contentType?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? sandbox.options.paymentsSecretKey : options.key;
  if (key) headers.authorization = `Bearer ${key}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : new URLSearchParams(options.body).toString();
    headers['content-type'] = options.contentType ?? 'application/x-www-form-urlencoded';
  }
  const response = await fetch(`${sandbox.url}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** POST /v1/tokens with the publishable key, as the card-number field does. */
export function postCardToken(
  sandbox: Sandbox,
  card: Record<string, string>,
  key: string | null = sandbox.options.paymentsPublishableKey,
): Promise<ApiAnswer> {
  const body = Object.fromEntries(
    Object.entries({ exp_month: '12', exp_year: String(EXP_YEAR), ...card }).map(([name, value]) => [
      `card[${name}]`,
      value,
    ]),
  );
  return callApi(sandbox, 'POST', '/v1/tokens', { key, body });
}

/** A card token for a number (with a CVC made through a cvc_update token, like the CVC field does). */
export async function createCardToken(
  sandbox: Sandbox,
  number: string,
  cvc = number.length === 15 ? '1234' : '123',
): Promise<Stripe.Token> {
  const cvcToken = await callApi(sandbox, 'POST', '/v1/tokens', {
    key: sandbox.options.paymentsPublishableKey,
    body: { 'cvc_update[cvc]': cvc },
  });
  if (cvcToken.status !== 200) throw new Error(`cvc token: ${JSON.stringify(cvcToken.body)}`);
  const token = await postCardToken(sandbox, { number, cvc_token: cvcToken.body.id, name: 'Jane Doe' });
  if (token.status !== 200) throw new Error(`card token: ${JSON.stringify(token.body)}`);
  return token.body as Stripe.Token;
}

/** A customer with the card saved (token, payment method, attach), not yet set up. */
export async function saveCard(sandbox: Sandbox, stripe: Stripe, number: string) {
  const customer = await stripe.customers.create({ email: 'jane@example.test', name: 'Jane Doe' });
  const token = await createCardToken(sandbox, number);
  const paymentMethod = await stripe.paymentMethods.create({ type: 'card', card: { token: token.id } });
  await stripe.paymentMethods.attach(paymentMethod.id, { customer: customer.id });
  return { customer, paymentMethod };
}

/** The error a promise rejects with (fails the test if it resolves). */
export async function errorOf(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}
