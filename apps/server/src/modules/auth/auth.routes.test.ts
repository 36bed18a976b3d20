import { describe, expect, it } from 'vitest';
import { getHarness } from '../../test-support/harness.js';
import { api, countMailTo, createSeller, PASSWORD, readLatestMail, signIn, uniqueEmail } from '../../test-support/client.js';

const tokenOf = (link: string, name: string) => new URL(link).searchParams.get(name)!;

describe('sign up', () => {
  it('creates the account and mails a verification link built from PUBLIC_URL', async () => {
    const email = uniqueEmail();
    const res = await api('POST', '/auth/signup', { body: { name: 'Ann', email: email.toUpperCase(), password: PASSWORD } });
    expect(res).toEqual({ status: 201, body: { message: 'Sent Email Verification!', email } });
    const mail = await readLatestMail(email);
    expect(mail?.link).toMatch(/^http:\/\/stowline\.test\/auth\/verify-email\?token=[\w-]{40,}$/);
  });

  it('refuses an address that already has an account', async () => {
    const { email } = await createSeller();
    const res = await api('POST', '/auth/signup', { body: { name: 'Ann', email, password: PASSWORD } });
    expect(res).toEqual({ status: 409, body: { message: 'Email already exist', code: 'EMAIL_EXISTS' } });
  });

  it.each([
    [{ name: 'Ann', email: 'not-an-email', password: PASSWORD }, 'Invalid Email!'],
    [{ name: 'Ann', email: uniqueEmail(), password: 'alllowercase1!' }, 'Password must contain capital, small letter, number and symbols'],
    [{ name: 'Ann', email: uniqueEmail(), password: 'Sh0rt!pass' }, 'Password must be at least 12 characters'],
    [{ name: '', email: uniqueEmail(), password: PASSWORD }, 'Name is required'],
  ])('answers 400 with the rule message for %j', async (body, message) => {
    const res = await api('POST', '/auth/signup', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    ['missing fields', '{}'],
    ['wrong types', JSON.stringify({ name: 5, email: ['a'], password: null })],
    ['an array', '[]'],
    ['broken JSON', '{"name":'],
    ['a string', '"hello"'],
  ])('answers 4xx with a message for %s, never 500', async (_label, rawBody) => {
    const res = await api('POST', '/auth/signup', { rawBody });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.message).toBe('string');
  });

  it('answers 413 for an oversized body and 415 for a non-JSON one', async () => {
    const huge = await api('POST', '/auth/signup', { rawBody: JSON.stringify({ name: 'x'.repeat(300_000) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('Request body is too large');
    const text = await api('POST', '/auth/signup', { rawBody: '<name/>', headers: { 'content-type': 'application/xml' } });
    expect(text.status).toBe(415);
  });
});

describe('e-mail verification', () => {
  it('verifies once; the same link then fails', async () => {
    const email = uniqueEmail();
    await api('POST', '/auth/signup', { body: { name: 'Ann', email, password: PASSWORD } });
    const token = tokenOf((await readLatestMail(email))!.link, 'token');
    const session = await signIn(email);
    const before = await api('GET', '/onboarding/get-current-user', { token: session });
    expect(before.body.onboardingInfo.isEmailVerified).toBe(false);

    expect(await api('GET', `/auth/email-verificaton?token=${token}`)).toEqual({ status: 200, body: { message: 'Email Verified Successfully!' } });
    const after = await api('GET', '/onboarding/get-current-user', { token: session });
    expect(after.body.onboardingInfo.isEmailVerified).toBe(true);
    const again = await api('GET', `/auth/email-verificaton?token=${token}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link is invalid or has expired');
  });

  it('resends a new link that replaces the old one', async () => {
    const email = uniqueEmail();
    await api('POST', '/auth/signup', { body: { name: 'Ann', email, password: PASSWORD } });
    const first = tokenOf((await readLatestMail(email))!.link, 'token');
    const res = await api('POST', '/auth/resend-email-verificaton', { body: { email } });
    expect(res).toEqual({ status: 200, body: { message: 'Resend Email Successfully!' } });
    expect(await countMailTo(email)).toBe(2);
    expect((await api('GET', `/auth/email-verificaton?token=${first}`)).status).toBe(400);
    const second = tokenOf((await readLatestMail(email))!.link, 'token');
    expect((await api('GET', `/auth/email-verificaton?token=${second}`)).status).toBe(200);
  });
});

describe('sign in and sign out', () => {
  it('gives the same answer for an unknown address and a wrong password', async () => {
    const { email } = await createSeller();
    const wrong = await api('POST', '/auth/signin', { body: { email, password: 'Wrong-Pass-123' } });
    const unknown = await api('POST', '/auth/signin', { body: { email: uniqueEmail(), password: PASSWORD } });
    expect(wrong).toEqual({ status: 401, body: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } });
    expect(unknown).toEqual(wrong);
  });

  it('asks for both fields with the spec message', async () => {
    const res = await api('POST', '/auth/signin', { body: { email: '', password: '' } });
    expect(res.body.message).toBe('please enter email and password');
  });

  it('ends the session on the server at sign-out', async () => {
    const { email } = await createSeller();
    const token = await signIn(email);
    expect((await api('GET', '/onboarding/get-current-user', { token })).status).toBe(200);
    expect((await api('POST', '/auth/signout', { token })).status).toBe(200);
    const after = await api('GET', '/onboarding/get-current-user', { token });
    expect(after).toEqual({ status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } });
  });

  it('refuses forged and malformed tokens', async () => {
    const { token } = await createSeller();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const bad of [forged, 'garbage', `${header}.e30.x`]) {
      expect((await api('GET', '/onboarding/get-current-user', { token: bad })).status).toBe(401);
    }
  });

  it('signs a rejected seller out with a clear message', async () => {
    const seller = await createSeller({ approved: false });
    const op = await signIn('operator@stowline.test', 'Operator-Pass1!');
    await api('POST', '/users/updated-approval-status', { token: op, body: { _id: seller.id, approvalStatus: 'rejected' } });
    const res = await api('POST', '/auth/signin', { body: { email: seller.email, password: PASSWORD } });
    expect(res).toEqual({ status: 403, body: { message: 'Your account has been rejected', code: 'ACCOUNT_REJECTED' } });
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses and mails only the known', async () => {
    const { email } = await createSeller();
    const unknown = uniqueEmail();
    const a = await api('POST', '/auth/request-for-reset-password', { body: { email } });
    const b = await api('POST', '/auth/request-for-reset-password', { body: { email: unknown } });
    expect(a).toEqual({ status: 200, body: { message: 'Verification Email sent!' } });
    expect(b).toEqual(a);
    expect((await readLatestMail(email))?.subject).toBe('Reset your Stowline password');
    expect(await countMailTo(unknown)).toBe(0);
  });

  it('sets the new password once, ends every session and keeps the old password out', async () => {
    const { email } = await createSeller();
    const oldSession = await signIn(email);
    await api('POST', '/auth/request-for-reset-password', { body: { email } });
    const token = tokenOf((await readLatestMail(email))!.link, 'confirmation_token');
    const newPassword = 'Brand_New_Pass9';
    const res = await api('POST', '/auth/reset-new-password', { body: { email, password: newPassword, token } });
    expect(res).toEqual({ status: 200, body: { message: 'Password changed successfully!' } });
    expect((await api('GET', '/onboarding/get-current-user', { token: oldSession })).status).toBe(401);
    expect((await api('POST', '/auth/signin', { body: { email, password: PASSWORD } })).status).toBe(401);
    await signIn(email, newPassword);
    const replay = await api('POST', '/auth/reset-new-password', { body: { password: 'Another-Pass-99', token } });
    expect(replay.status).toBe(400);
  });

  it('refuses a reset without a token with the spec message', async () => {
    const res = await api('POST', '/auth/reset-new-password', { body: { password: PASSWORD, token: '' } });
    expect(res.body.message).toBe('You are not allowed to reset password');
  });

  it('re-sends the reset mail from the check-email screen', async () => {
    const { email } = await createSeller();
    const res = await api('POST', '/auth/reset-email-verificaton', { body: { email } });
    expect(res).toEqual({ status: 200, body: { message: 'Resend Email Successfully!' } });
    expect((await readLatestMail(email))?.subject).toBe('Reset your Stowline password');
  });
});

describe('rate limits, shared through the database', () => {
  it('limits sign-in attempts per client address', async () => {
    const harness = await getHarness();
    const limits = { signInPerClient: 3, signInFailuresPerAddress: 100, mailPerClient: 100, mailPerAddress: 100 };
    const a = await harness.startApp({ trustProxy: true, rateLimits: limits });
    const b = await harness.startApp({ trustProxy: true, rateLimits: limits });
    const headers = { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
    const body = { email: uniqueEmail(), password: PASSWORD };
    // Two server processes share one counter: 3 attempts in all, then 429 on either.
    const statuses = [];
    for (const baseUrl of [a.baseUrl, b.baseUrl, a.baseUrl, b.baseUrl]) {
      statuses.push((await api('POST', '/auth/signin', { baseUrl, headers, body })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    await Promise.all([a.close(), b.close()]);
  });

  it('limits failed sign-ins per address, whatever the client', async () => {
    const harness = await getHarness();
    const app = await harness.startApp({
      trustProxy: true,
      rateLimits: { signInPerClient: 100, signInFailuresPerAddress: 2, mailPerClient: 100, mailPerAddress: 100 },
    });
    const { email } = await createSeller();
    const attempt = (ip: string, password: string) =>
      api('POST', '/auth/signin', { baseUrl: app.baseUrl, headers: { 'x-forwarded-for': ip }, body: { email, password } });
    expect((await attempt('10.1.1.1', 'Wrong-Pass-123')).status).toBe(401);
    expect((await attempt('10.1.1.2', 'Wrong-Pass-123')).status).toBe(401);
    const blocked = await attempt('10.1.1.3', PASSWORD);
    expect(blocked).toEqual({ status: 429, body: { message: 'Too many attempts, please try again later', code: 'RATE_LIMITED' } });
    await app.close();
  });

  it('limits reset mails per address', async () => {
    const harness = await getHarness();
    const app = await harness.startApp({
      // The client's count is shared with every sign-up of the suite; this test is about the address.
      rateLimits: { signInPerClient: 100, signInFailuresPerAddress: 100, mailPerClient: 100_000, mailPerAddress: 2 },
    });
    const email = uniqueEmail();
    const ask = () => api('POST', '/auth/request-for-reset-password', { baseUrl: app.baseUrl, body: { email } });
    expect([(await ask()).status, (await ask()).status, (await ask()).status]).toEqual([200, 200, 429]);
    await app.close();
  });
});
