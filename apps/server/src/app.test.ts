import { describe, expect, it } from 'vitest';
import { getHarness } from './test-support/harness.js';
import { api } from './test-support/client.js';

describe('the app shell', () => {
  it('answers health once the database is ready', async () => {
    expect(await api('GET', '/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const { baseUrl } = await getHarness();
    const doc: any = await (await fetch(`${baseUrl}/api/docs/json`)).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/signin', '/api/v1/onboarding/get-current-user', '/api/v1/users/admin/{perPage}/{pageNumber}']),
    );
    const signIn = doc.paths['/api/v1/auth/signin'].post;
    expect(Object.keys(signIn.requestBody.content['application/json'].schema.properties)).toEqual(['email', 'password']);
    expect(signIn.responses['200']).toBeDefined();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    expect(await api('GET', '/no/such/thing')).toEqual({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } });
  });
});
