import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callSpApi,
  connectSeller,
  createTestClock,
  postToken,
  REDIRECT_URI,
  runConsent,
  startTestSandbox,
} from './test-support/harness.js';
import type { Sandbox } from './types.js';

const clock = createTestClock();
let sandbox: Sandbox;
let client: { client_id: string; client_secret: string };

beforeAll(async () => {
  sandbox = await startTestSandbox({}, clock);
  client = { client_id: sandbox.options.clientId, client_secret: sandbox.options.clientSecret };
});
afterAll(() => sandbox.close());

async function freshCode(redirectUri = REDIRECT_URI) {
  return (await runConsent(sandbox, 'small@demo.sandbox', 'authorize', 's', redirectUri)).searchParams.get(
    'spapi_oauth_code',
  )!;
}

describe('LWA token endpoint', () => {
  it('exchanges an authorization code for tokens, once', async () => {
    const code = await freshCode();
    const first = await postToken(sandbox, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      ...client,
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      access_token: expect.stringMatching(/^Atza\|/),
      refresh_token: expect.stringMatching(/^Atzr\|/),
      token_type: 'bearer',
      expires_in: 3600,
    });
    const again = await postToken(sandbox, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      ...client,
    });
    expect(again).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: expect.any(String) } });
  });

  it('accepts a JSON body too', async () => {
    const response = await fetch(`${sandbox.url}/auth/o2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'authorization_code',
        code: await freshCode(),
        redirect_uri: REDIRECT_URI,
        ...client,
      }),
    });
    expect(response.status).toBe(200);
  });

  it('refuses a redirect_uri other than the one the code was issued for', async () => {
    const code = await freshCode();
    const result = await postToken(sandbox, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'https://evil.example/cb',
      ...client,
    });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe('invalid_grant');
  });

  it('refuses a code older than five minutes', async () => {
    const code = await freshCode();
    clock.advance(5 * 60_000 + 1);
    const result = await postToken(sandbox, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      ...client,
    });
    expect(result.body.error).toBe('invalid_grant');
  });

  it('refuses a wrong client with invalid_client', async () => {
    const result = await postToken(sandbox, {
      grant_type: 'authorization_code',
      code: await freshCode(),
      redirect_uri: REDIRECT_URI,
      client_id: client.client_id,
      client_secret: 'nope',
    });
    expect(result).toEqual({ status: 401, body: { error: 'invalid_client', error_description: expect.any(String) } });
  });

  it('answers invalid_request when parameters are missing', async () => {
    expect((await postToken(sandbox, { grant_type: 'refresh_token', ...client })).body.error).toBe('invalid_request');
    expect((await postToken(sandbox, {})).status).toBe(400);
  });

  it('refreshes, and refuses a revoked refresh token', async () => {
    const { refreshToken, seller } = await connectSeller(sandbox, 'large');
    const refreshed = await postToken(sandbox, { grant_type: 'refresh_token', refresh_token: refreshToken, ...client });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual({
      access_token: expect.stringMatching(/^Atza\|/),
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: 3600,
    });
    const accessToken = refreshed.body.access_token as string;
    expect((await callSpApi(sandbox, accessToken, '/sellers/v1/marketplaceParticipations')).status).toBe(200);

    const control = await fetch(`${sandbox.url}/_sandbox/sellers/${seller.sellerId}/revoke`, { method: 'POST' });
    expect(control.status).toBe(204);
    expect(await postToken(sandbox, { grant_type: 'refresh_token', refresh_token: refreshToken, ...client })).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: expect.any(String) },
    });
    expect((await callSpApi(sandbox, accessToken, '/sellers/v1/marketplaceParticipations')).status).toBe(403);
  });

  it('refuses an absent, unknown or expired access token', async () => {
    const { accessToken } = await connectSeller(sandbox, 'small');
    expect((await callSpApi(sandbox, accessToken, '/sellers/v1/marketplaceParticipations')).status).toBe(200);
    expect((await callSpApi(sandbox, undefined, '/sellers/v1/marketplaceParticipations')).status).toBe(403);
    expect((await callSpApi(sandbox, 'Atza|forged', '/sellers/v1/marketplaceParticipations')).status).toBe(403);
    clock.advance(3600 * 1000);
    const expired = await callSpApi(sandbox, accessToken, '/sellers/v1/marketplaceParticipations');
    expect(expired.status).toBe(403);
    expect(expired.body.errors[0].code).toBe('Unauthorized');
  });

  it('sandbox.revoke does the same as the control endpoint', async () => {
    const { refreshToken, seller } = await connectSeller(sandbox, 'limited');
    sandbox.revoke(seller.sellerId);
    expect(
      (await postToken(sandbox, { grant_type: 'refresh_token', refresh_token: refreshToken, ...client })).body.error,
    ).toBe('invalid_grant');
  });
});
