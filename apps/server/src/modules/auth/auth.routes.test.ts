import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig, sandboxPaymentsConfig, type RateLimits } from '../../config.js';
import { getHarness } from '../../test-support/harness.js';
import {
  api,
  countMailTo,
  createSeller,
  PASSWORD,
  readLatestMail,
  signIn,
  uniqueEmail,
  waitForMailCount,
} from '../../test-support/client.js';
import { currentUserSchema, signInResponseSchema, signUpResponseSchema } from '@stowline/domain';

const tokenOf = (link: string, name: string) => new URL(link).searchParams.get(name)!;

describe('sign up', () => {
  it('creates the account and mails a verification link built from PUBLIC_URL', async () => {
    const email = uniqueEmail();
    const res = await api('POST', '/auth/signup', {
      body: { name: 'Ann', email: email.toUpperCase(), password: PASSWORD },
      response: signUpResponseSchema,
    });
    expect(res).toEqual({ status: 201, body: { message: 'Sent Email Verification!', email } });
    const mail = await readLatestMail(email);
    expect(mail?.link).toMatch(/^http:\/\/stowline\.test\/auth\/verify-email\?token=[\w-]{40,}$/);
  });

  it('refuses an address that already has an account', async () => {
    const { email } = await createSeller();
    const res = await api('POST', '/auth/signup', {
      body: { name: 'Ann', email, password: PASSWORD },
      response: signUpResponseSchema,
    });
    expect(res).toEqual({ status: 409, body: { message: 'Email already exist', code: 'EMAIL_EXISTS' } });
  });

  it.each([
    [{ name: 'Ann', email: 'not-an-email', password: PASSWORD }, 'Invalid Email!'],
    [
      { name: 'Ann', email: uniqueEmail(), password: 'alllowercase1!' },
      'Password must contain capital, small letter, number and symbols',
    ],
    [{ name: 'Ann', email: uniqueEmail(), password: 'Sh0rt!pass' }, 'Password must be at least 12 characters'],
    [{ name: '', email: uniqueEmail(), password: PASSWORD }, 'Name is required'],
  ])('answers 400 with the rule message for %j', async (body, message) => {
    const res = await api('POST', '/auth/signup', { body, response: signUpResponseSchema });
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
    const res = await api('POST', '/auth/signup', { rawBody, response: signUpResponseSchema });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.message).toBe('string');
  });

  it('answers 413 for an oversized body and 415 for a non-JSON one', async () => {
    const huge = await api('POST', '/auth/signup', {
      rawBody: JSON.stringify({ name: 'x'.repeat(300_000) }),
      response: signUpResponseSchema,
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('Request body is too large');
    const text = await api('POST', '/auth/signup', {
      rawBody: '<name/>',
      headers: { 'content-type': 'application/xml' },
      response: signUpResponseSchema,
    });
    expect(text.status).toBe(415);
  });
});

describe('e-mail verification', () => {
  it('verifies once; the same link then fails', async () => {
    const email = uniqueEmail();
    await api('POST', '/auth/signup', {
      body: { name: 'Ann', email, password: PASSWORD },
      response: signUpResponseSchema,
    });
    const token = tokenOf((await readLatestMail(email))!.link, 'token');
    const session = await signIn(email);
    const before = await api('GET', '/onboarding/get-current-user', { token: session, response: currentUserSchema });
    expect(before.body.onboardingInfo.isEmailVerified).toBe(false);

    expect(await api('GET', `/auth/email-verificaton?token=${token}`)).toEqual({
      status: 200,
      body: { message: 'Email Verified Successfully!' },
    });
    const after = await api('GET', '/onboarding/get-current-user', { token: session, response: currentUserSchema });
    expect(after.body.onboardingInfo.isEmailVerified).toBe(true);
    const again = await api('GET', `/auth/email-verificaton?token=${token}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link is invalid or has expired');
  });

  it('resends a new link that replaces the old one', async () => {
    const email = uniqueEmail();
    await api('POST', '/auth/signup', {
      body: { name: 'Ann', email, password: PASSWORD },
      response: signUpResponseSchema,
    });
    const first = tokenOf((await readLatestMail(email))!.link, 'token');
    const res = await api('POST', '/auth/resend-email-verificaton', { body: { email } });
    expect(res).toEqual({ status: 200, body: { message: 'Resend Email Successfully!' } });
    await waitForMailCount(email, 2);
    expect((await api('GET', `/auth/email-verificaton?token=${first}`)).status).toBe(400);
    const second = tokenOf((await readLatestMail(email))!.link, 'token');
    expect((await api('GET', `/auth/email-verificaton?token=${second}`)).status).toBe(200);
  });
});

describe('sign in and sign out', () => {
  it('gives the same answer for an unknown address and a wrong password', async () => {
    const { email } = await createSeller();
    const wrong = await api('POST', '/auth/signin', {
      body: { email, password: 'Wrong-Pass-123' },
      response: signInResponseSchema,
    });
    const unknown = await api('POST', '/auth/signin', {
      body: { email: uniqueEmail(), password: PASSWORD },
      response: signInResponseSchema,
    });
    expect(wrong).toEqual({ status: 401, body: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } });
    expect(unknown).toEqual(wrong);
  });

  it('asks for both fields with the spec message', async () => {
    const res = await api('POST', '/auth/signin', {
      body: { email: '', password: '' },
      response: signInResponseSchema,
    });
    expect(res.body.message).toBe('please enter email and password');
  });

  it('ends the session on the server at sign-out', async () => {
    const { email } = await createSeller();
    const token = await signIn(email);
    expect((await api('GET', '/onboarding/get-current-user', { token, response: currentUserSchema })).status).toBe(200);
    expect((await api('POST', '/auth/signout', { token })).status).toBe(200);
    const after = await api('GET', '/onboarding/get-current-user', { token, response: currentUserSchema });
    expect(after).toEqual({ status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } });
  });

  it('refuses forged and malformed tokens', async () => {
    const { token } = await createSeller();
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const bad of [forged, 'garbage', `${header}.e30.x`]) {
      expect(
        (await api('GET', '/onboarding/get-current-user', { token: bad, response: currentUserSchema })).status,
      ).toBe(401);
    }
  });

  it('signs a rejected seller out with a clear message', async () => {
    const seller = await createSeller({ approved: false });
    const op = await signIn('operator@stowline.test', 'Operator-Pass1!');
    await api('POST', '/users/updated-approval-status', {
      token: op,
      body: { _id: seller.id, approvalStatus: 'rejected' },
    });
    const res = await api('POST', '/auth/signin', {
      body: { email: seller.email, password: PASSWORD },
      response: signInResponseSchema,
    });
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
    await waitForMailCount(email, 2);
    expect((await readLatestMail(email))?.subject).toBe('Reset your Stowline password');
    expect(await countMailTo(unknown)).toBe(0);
  });

  it('sets the new password once, ends every session and keeps the old password out', async () => {
    const { email } = await createSeller();
    const oldSession = await signIn(email);
    await api('POST', '/auth/request-for-reset-password', { body: { email } });
    await waitForMailCount(email, 2);
    const token = tokenOf((await readLatestMail(email))!.link, 'confirmation_token');
    const newPassword = 'Brand_New_Pass9';
    const res = await api('POST', '/auth/reset-new-password', { body: { email, password: newPassword, token } });
    expect(res).toEqual({ status: 200, body: { message: 'Password changed successfully!' } });
    expect(
      (await api('GET', '/onboarding/get-current-user', { token: oldSession, response: currentUserSchema })).status,
    ).toBe(401);
    expect(
      (await api('POST', '/auth/signin', { body: { email, password: PASSWORD }, response: signInResponseSchema }))
        .status,
    ).toBe(401);
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
    await waitForMailCount(email, 2);
    expect((await readLatestMail(email))?.subject).toBe('Reset your Stowline password');
  });
});

/** A client address no other test of this run uses (the counters live in the shared database). */
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `10.91.${Math.floor(clients / 250)}.${clients % 250}`;
};

const limitsOf = (overrides: Partial<RateLimits>): RateLimits => ({
  signInPerClient: 100_000,
  signInFailuresPerAddress: 100_000,
  mailPerClient: 100_000,
  mailPerAddress: 100_000,
  ...overrides,
});

describe('rate limits, shared through the database', () => {
  const limits = limitsOf;

  it('limits sign-in attempts per client address, across server processes', async () => {
    const harness = await getHarness();
    const a = await harness.startApp({ trustProxy: true, rateLimits: limits({ signInPerClient: 3 }) });
    const b = await harness.startApp({ trustProxy: true, rateLimits: limits({ signInPerClient: 3 }) });
    const headers = { 'x-forwarded-for': nextClient() };
    const body = { email: uniqueEmail(), password: PASSWORD };
    // Two server processes share one counter: 3 attempts in all, then 429 on either.
    const statuses = [];
    for (const baseUrl of [a.baseUrl, b.baseUrl, a.baseUrl, b.baseUrl]) {
      statuses.push(
        (await api('POST', '/auth/signin', { baseUrl, headers, body, response: signInResponseSchema })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    await Promise.all([a.close(), b.close()]);
  });

  it('counts each attempt before checking its password, so 60 concurrent guesses check only the limit', async () => {
    const harness = await getHarness();
    const app = await harness.startApp({ trustProxy: true, rateLimits: limits({ signInFailuresPerAddress: 10 }) });
    const { email } = await createSeller();
    const headers = { 'x-forwarded-for': nextClient() };
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        api('POST', '/auth/signin', {
          baseUrl: app.baseUrl,
          headers,
          body: { email, password: 'Wrong-Pass-123' },
          response: signInResponseSchema,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    await app.close();
  });

  it('lets the owner in from elsewhere after strangers’ failures, and clears a client’s count on success', async () => {
    const harness = await getHarness();
    const app = await harness.startApp({ trustProxy: true, rateLimits: limits({ signInFailuresPerAddress: 3 }) });
    const { email } = await createSeller();
    const attempt = (client: string, password: string) =>
      api('POST', '/auth/signin', {
        baseUrl: app.baseUrl,
        headers: { 'x-forwarded-for': client },
        body: { email, password },
        response: signInResponseSchema,
      });
    const stranger = nextClient();
    const strangerStatuses = [];
    for (let i = 0; i < 4; i++) strangerStatuses.push((await attempt(stranger, 'Wrong-Pass-123')).status);
    expect(strangerStatuses).toEqual([401, 401, 401, 429]);
    expect((await attempt(stranger, PASSWORD)).status).toBe(429);
    const owner = nextClient();
    expect((await attempt(owner, 'Typo-Pass-123')).status).toBe(401);
    expect((await attempt(owner, 'Typo-Pass-456')).status).toBe(401);
    expect((await attempt(owner, PASSWORD)).status).toBe(200);
    // The success forgot the owner's two typos: three more tries before the client's limit.
    expect([
      (await attempt(owner, 'Typo-1-Pass')).status,
      (await attempt(owner, 'Typo-2-Pass')).status,
      (await attempt(owner, PASSWORD)).status,
    ]).toEqual([401, 401, 200]);
    await app.close();
  });

  it('slows an address hammered from many clients, and the owner’s password reset lifts it at once', async () => {
    const harness = await getHarness();
    const app = await harness.startApp({
      trustProxy: true,
      rateLimits: limits({ signInFailuresPerAddress: 2, mailPerAddress: 2 }),
    });
    const { email } = await createSeller();
    const attempt = (client: string, password: string) =>
      api('POST', '/auth/signin', {
        baseUrl: app.baseUrl,
        headers: { 'x-forwarded-for': client },
        body: { email, password },
        response: signInResponseSchema,
      });
    // Ten times the per-client limit from all clients together, then the address is slowed.
    for (let i = 0; i < 10; i++) {
      const client = nextClient();
      expect([
        (await attempt(client, 'Wrong-Pass-123')).status,
        (await attempt(client, 'Wrong-Pass-123')).status,
      ]).toEqual([401, 401]);
    }
    const owner = nextClient();
    expect((await attempt(owner, PASSWORD)).status).toBe(429);
    // Strangers asking for reset mails from elsewhere do not use up the owner's.
    for (let i = 0; i < 3; i++)
      await api('POST', '/auth/request-for-reset-password', {
        baseUrl: app.baseUrl,
        headers: { 'x-forwarded-for': nextClient() },
        body: { email },
      });
    // Mail is written after the answer: the verification mail and the strangers' three come first,
    // so the owner's link is the newest (each reset link replaces the one before).
    await waitForMailCount(email, 4);
    const asked = await api('POST', '/auth/request-for-reset-password', {
      baseUrl: app.baseUrl,
      headers: { 'x-forwarded-for': owner },
      body: { email },
    });
    expect(asked.status).toBe(200);
    await waitForMailCount(email, 5);
    const token = tokenOf((await readLatestMail(email))!.link, 'confirmation_token');
    expect(
      (
        await api('POST', '/auth/reset-new-password', {
          baseUrl: app.baseUrl,
          body: { password: 'Owner_Again_42x', token },
        })
      ).status,
    ).toBe(200);
    expect((await attempt(owner, 'Owner_Again_42x')).status).toBe(200);
    await app.close();
  });

  it('limits reset mails per address from one client', async () => {
    const harness = await getHarness();
    const app = await harness.startApp({ trustProxy: true, rateLimits: limits({ mailPerAddress: 2 }) });
    const email = uniqueEmail();
    const headers = { 'x-forwarded-for': nextClient() };
    const ask = () =>
      api('POST', '/auth/request-for-reset-password', { baseUrl: app.baseUrl, headers, body: { email } });
    expect([(await ask()).status, (await ask()).status, (await ask()).status]).toEqual([200, 200, 429]);
    await app.close();
  });
});

describe('forgot password', () => {
  it('answers before looking the address up or sending, so known and unknown addresses take the same time', async () => {
    const harness = await getHarness();
    const { email } = await createSeller();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const mailer = { send: async (message: { to: string }) => void (await held, sent.push(message.to)) };
    const config = {
      ...loadConfig({ DATA_DIR: harness.dataDir, LOG_LEVEL: 'silent' }),
      // The suite's other mail came from this client address too: this test is not about limits.
      rateLimits: limitsOf({}),
      payments: sandboxPaymentsConfig(harness.sandbox.port),
      jobWorkers: false,
    };
    const app = await buildApp({ config, database: harness.database, mailer, masterSecret: Buffer.alloc(32, 7) });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/request-for-reset-password',
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      expect(sent).toEqual([]);
      release();
      await expect.poll(() => sent).toEqual([email]);
    } finally {
      await app.close();
    }
  });
});

describe('common passwords', () => {
  it.each(['Password123!', 'P@ssw0rd2024!', 'Qwerty123456!'])('are refused at sign-up: %s', async (password) => {
    const res = await api('POST', '/auth/signup', {
      body: { name: 'Ann', email: uniqueEmail(), password },
      response: signUpResponseSchema,
    });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'This password is too common. Choose one that is harder to guess.' },
    });
  });

  it('are refused for a reset too', async () => {
    const { email } = await createSeller();
    await api('POST', '/auth/request-for-reset-password', { body: { email } });
    await waitForMailCount(email, 2);
    const token = tokenOf((await readLatestMail(email))!.link, 'confirmation_token');
    const res = await api('POST', '/auth/reset-new-password', { body: { password: 'Password123!', token } });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'This password is too common. Choose one that is harder to guess.' },
    });
    expect(
      (await api('POST', '/auth/reset-new-password', { body: { password: 'Uncommon_Pass_77', token } })).status,
    ).toBe(200);
  });
});
