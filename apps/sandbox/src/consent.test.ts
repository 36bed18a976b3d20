import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentUrl, form, hiddenInputs, REDIRECT_URI, runConsent, startTestSandbox } from './test-support/harness.js';
import type { Sandbox } from './types.js';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

describe('consent page', () => {
  it('shows an accessible sign-in form listing the demo sign-ins', async () => {
    const html = await (await fetch(consentUrl(sandbox, 'x'))).text();
    expect(html).toContain('<label for="email">Email</label><input id="email"');
    expect(html).toContain('<label for="password">Password</label><input id="password"');
    expect(html).toContain('<button type="submit">Sign in</button>');
    for (const seller of sandbox.demoSellers()) expect(html).toContain(seller.email);
  });

  it('re-shows the form after a wrong password, then signs in and authorizes', async () => {
    const first = await (await fetch(consentUrl(sandbox, 'st@te 1'))).text();
    const wrong = await fetch(
      `${sandbox.url}/apps/authorize/consent`,
      form({ ...hiddenInputs(first), email: 'small@demo.sandbox', password: 'wrong' }),
    );
    const wrongHtml = await wrong.text();
    expect(wrong.status).toBe(200);
    expect(wrongHtml).toContain('Your password is incorrect.');
    expect(wrongHtml).toContain('name="password"');

    const right = await fetch(
      `${sandbox.url}/apps/authorize/consent`,
      form({ ...hiddenInputs(wrongHtml), email: 'small@demo.sandbox', password: 'sandbox' }),
    );
    const consentHtml = await right.text();
    expect(consentHtml).toContain('>Authorize</button>');
    expect(consentHtml).toContain('>Cancel</button>');
    expect(consentHtml).toContain('Stowline');

    const decided = await fetch(
      `${sandbox.url}/apps/authorize/consent`,
      form({ ...hiddenInputs(consentHtml), decision: 'authorize' }),
    );
    expect(decided.status).toBe(302);
    const location = new URL(decided.headers.get('location')!);
    const small = sandbox.demoSellers().find((s) => s.kind === 'small')!;
    expect(location.origin + location.pathname).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('st@te 1');
    expect(location.searchParams.get('selling_partner_id')).toBe(small.sellerId);
    expect(location.searchParams.get('spapi_oauth_code')).toMatch(/^\w{10,}$/);
    expect(location.searchParams.get('mws_auth_token')).toMatch(/^amzn\.mws\./);
  });

  it('Cancel redirects with access_denied and the state', async () => {
    const location = await runConsent(sandbox, 'large@demo.sandbox', 'cancel', 'keep-me');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_description')).toBeTruthy();
    expect(location.searchParams.get('state')).toBe('keep-me');
    expect(location.searchParams.has('spapi_oauth_code')).toBe(false);
  });

  it('never redirects for an unknown application, a missing state or redirect_uri', async () => {
    const base = { application_id: sandbox.options.applicationId, state: 's', redirect_uri: REDIRECT_URI };
    for (const query of [
      { ...base, application_id: 'amzn1.sp.solution.other' },
      { ...base, state: '' },
      { ...base, redirect_uri: '' },
      { ...base, redirect_uri: 'javascript:alert(1)' },
    ]) {
      const response = await fetch(`${sandbox.url}/apps/authorize/consent?${new URLSearchParams(query)}`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('role="alert"');
    }
    const posted = await fetch(
      `${sandbox.url}/apps/authorize/consent`,
      form({ ...base, application_id: 'other', step: 'decide', decision: 'authorize' }),
    );
    expect(posted.status).toBe(400);
  });

  it('refuses a forged sign-in ticket', async () => {
    const seller = sandbox.demoSellers()[0]!;
    const response = await fetch(
      `${sandbox.url}/apps/authorize/consent`,
      form({
        application_id: sandbox.options.applicationId,
        state: 's',
        redirect_uri: REDIRECT_URI,
        step: 'decide',
        decision: 'authorize',
        ticket: `${seller.sellerId}.${Date.now() + 60_000}.forged`,
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Your sign-in has expired');
  });
});

describe('plus-addressed demo sellers', () => {
  it('get a seller of their own with the base seller catalogue', async () => {
    const location = await runConsent(sandbox, 'small+t1@demo.sandbox', 'authorize');
    const again = await runConsent(sandbox, 'small+t1@demo.sandbox', 'authorize');
    const other = await runConsent(sandbox, 'small+t2@demo.sandbox', 'authorize');
    const base = sandbox.demoSellers().find((s) => s.email === 'small@demo.sandbox')!;
    const derived = sandbox.demoSellers().find((s) => s.email === 'small+t1@demo.sandbox')!;
    expect(location.searchParams.get('selling_partner_id')).toBe(derived.sellerId);
    expect(again.searchParams.get('selling_partner_id')).toBe(derived.sellerId);
    expect(other.searchParams.get('selling_partner_id')).not.toBe(derived.sellerId);
    expect(derived.sellerId).not.toBe(base.sellerId);
    expect(derived.sellerId).toMatch(/^A[A-Z0-9]{12,13}$/);
    expect(sandbox.stats(derived.sellerId).skusByMarketplace).toEqual(sandbox.stats(base.sellerId).skusByMarketplace);
  });
});
