// Test helpers: connect a demo seller through the real consent page and LWA, call SP-API.
import { launchSandbox } from '../server.js';
import type { Sandbox, SandboxOptions } from '../types.js';

export const REDIRECT_URI = 'https://app.example.test/stores/callback';

export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function createTestClock(start = Date.now()): TestClock {
  let offset = 0;
  return { now: () => start + offset + (Date.now() - start), advance: (ms) => void (offset += ms) };
}

export function startTestSandbox(options: SandboxOptions = {}, clock?: TestClock): Promise<Sandbox> {
  return launchSandbox(
    { port: 0, rateScale: 50, reportDelayMs: 300, operationDelayMs: 0, ...options },
    clock ? { now: clock.now } : undefined,
  );
}

export function form(values: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
    redirect: 'manual',
  };
}

export function consentUrl(sandbox: Sandbox, state: string, redirectUri = REDIRECT_URI): string {
  const query = new URLSearchParams({
    application_id: sandbox.options.applicationId,
    state,
    redirect_uri: redirectUri,
    version: 'beta',
  });
  return `${sandbox.url}/apps/authorize/consent?${query}`;
}

/** Hidden inputs of an HTML form, by name. */
export function hiddenInputs(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]!] = match[2]!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return fields;
}

/** Signs in on the consent page and presses a button; returns the redirect Location. */
export async function runConsent(
  sandbox: Sandbox,
  email: string,
  decision: 'authorize' | 'cancel',
  state = 'state-123',
  redirectUri = REDIRECT_URI,
): Promise<URL> {
  const signIn = await (await fetch(consentUrl(sandbox, state, redirectUri))).text();
  const consent = await fetch(
    `${sandbox.url}/apps/authorize/consent`,
    form({ ...hiddenInputs(signIn), email, password: 'sandbox' }),
  );
  const consentHtml = await consent.text();
  const decided = await fetch(
    `${sandbox.url}/apps/authorize/consent`,
    form({ ...hiddenInputs(consentHtml), decision }),
  );
  if (decided.status !== 302) throw new Error(`consent answered ${decided.status}`);
  return new URL(decided.headers.get('location')!);
}

export async function postToken(
  sandbox: Sandbox,
  values: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${sandbox.url}/auth/o2/token`, form(values));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A connected seller: refresh token and a fresh access token, through consent and LWA. */
export async function connectSeller(sandbox: Sandbox, kind: 'small' | 'large' | 'limited' = 'small') {
  const seller = sandbox.demoSellers().find((s) => s.kind === kind)!;
  const location = await runConsent(sandbox, seller.email, 'authorize');
  const { body } = await postToken(sandbox, {
    grant_type: 'authorization_code',
    code: location.searchParams.get('spapi_oauth_code')!,
    redirect_uri: REDIRECT_URI,
    client_id: sandbox.options.clientId,
    client_secret: sandbox.options.clientSecret,
  });
  return { seller, accessToken: body.access_token as string, refreshToken: body.refresh_token as string };
}

export interface SpResponse {
  status: number;
  headers: Headers;
  body: any;
}

/** An SP-API call with the access token; `query` values that are arrays go comma-separated. */
export async function callSpApi(
  sandbox: Sandbox,
  accessToken: string | undefined,
  path: string,
  init: {
    method?: string;
    query?: Record<string, string | number | boolean | string[] | undefined>;
    body?: unknown;
  } = {},
): Promise<SpResponse> {
  const url = new URL(path, sandbox.url);
  for (const [name, value] of Object.entries(init.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const headers: Record<string, string> = {};
  if (accessToken) headers['x-amz-access-token'] = accessToken;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
