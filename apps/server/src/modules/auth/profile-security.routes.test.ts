import { describe, expect, it } from 'vitest';
import { getHarness } from '../../test-support/harness.js';
import { messages } from '@stowline/domain';
import {
  api,
  countMailTo,
  createSeller,
  PASSWORD,
  readLatestMail,
  signIn,
  uniqueEmail,
} from '../../test-support/client.js';

const NEW_PASSWORD = 'Fresh_Harbor_2468';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function me(token: string) {
  return api('GET', '/onboarding/get-current-user', { token });
}

describe('change password from Profile', () => {
  it('needs the current password, keeps this session and ends every other one', async () => {
    const seller = await createSeller();
    const otherDevice = await signIn(seller.email);

    const wrong = await api('POST', '/users/change-password', {
      token: seller.token,
      body: { currentPassword: 'Not_The_Password_1', password: NEW_PASSWORD },
    });
    expect(wrong).toEqual({
      status: 400,
      body: { message: messages.currentPasswordWrong, code: 'CURRENT_PASSWORD_WRONG' },
    });
    expect((await me(otherDevice)).status).toBe(200);

    const res = await api('POST', '/users/change-password', {
      token: seller.token,
      body: { currentPassword: PASSWORD, password: NEW_PASSWORD },
    });
    expect(res).toEqual({ status: 200, body: { message: messages.passwordChanged } });
    expect((await me(seller.token)).status).toBe(200);
    expect((await me(otherDevice)).status).toBe(401);

    expect((await api('POST', '/auth/signin', { body: { email: seller.email, password: PASSWORD } })).status).toBe(401);
    expect(await signIn(seller.email, NEW_PASSWORD)).toEqual(expect.any(String));
    expect((await readLatestMail(seller.email))?.subject).toBe('Your Stowline password was changed');
  });

  it('applies the sign-up rules: composition, length, common passwords, and a change at all', async () => {
    const seller = await createSeller();
    const attempt = (password: string) =>
      api('POST', '/users/change-password', { token: seller.token, body: { currentPassword: PASSWORD, password } });
    expect((await attempt('alllowercase_but_long1')).body.message).toBe(messages.passwordHint);
    expect((await attempt('Sh0rt_a')).body.message).toBe(messages.passwordLength);
    expect(await attempt('Password123!')).toEqual({
      status: 400,
      body: { message: messages.passwordTooCommon, code: 'VALIDATION' },
    });
    expect((await attempt(PASSWORD)).body.message).toBe(messages.passwordUnchanged);
    const missing = await api('POST', '/users/change-password', {
      token: seller.token,
      body: { currentPassword: '', password: NEW_PASSWORD },
    });
    expect(missing).toEqual({ status: 400, body: { message: messages.currentPasswordRequired, code: 'VALIDATION' } });
    // Nothing changed.
    expect(await signIn(seller.email)).toEqual(expect.any(String));
  });

  it('is refused signed out', async () => {
    const res = await api('POST', '/users/change-password', {
      body: { currentPassword: PASSWORD, password: NEW_PASSWORD },
    });
    expect(res.status).toBe(401);
  });
});

describe('change e-mail from Profile', () => {
  it('mails a link to the new address and changes nothing until it is opened', async () => {
    const seller = await createSeller({ name: 'Mover' });
    const newEmail = uniqueEmail('moved');
    const res = await api('POST', '/users/change-email', {
      token: seller.token,
      body: { email: newEmail.toUpperCase(), currentPassword: PASSWORD },
    });
    expect(res).toEqual({ status: 200, body: { message: messages.emailChangeSent(newEmail), email: newEmail } });
    expect((await me(seller.token)).body.email).toBe(seller.email);
    expect(await signIn(seller.email)).toEqual(expect.any(String));

    const mail = await readLatestMail(newEmail);
    expect(mail?.subject).toBe('Confirm your new e-mail for Stowline');
    expect(mail?.link).toMatch(/\/auth\/confirm-email-change\?token=/);

    const confirmed = await api('POST', '/auth/confirm-email-change', { body: { token: tokenOf(mail!.link) } });
    expect(confirmed).toEqual({ status: 200, body: { message: messages.emailChanged, email: newEmail } });
    expect((await me(seller.token)).body).toMatchObject({ email: newEmail, onboardingInfo: { isEmailVerified: true } });
    expect(await signIn(newEmail)).toEqual(expect.any(String));
    expect((await api('POST', '/auth/signin', { body: { email: seller.email, password: PASSWORD } })).status).toBe(401);

    const notice = await readLatestMail(seller.email);
    expect(notice?.subject).toBe('Your Stowline e-mail address was changed');

    // The link works once.
    const again = await api('POST', '/auth/confirm-email-change', { body: { token: tokenOf(mail!.link) } });
    expect(again).toEqual({ status: 400, body: { message: messages.invalidToken, code: 'INVALID_TOKEN' } });
  });

  it('needs the current password and sends nothing without it', async () => {
    const seller = await createSeller();
    const newEmail = uniqueEmail('moved');
    const res = await api('POST', '/users/change-email', {
      token: seller.token,
      body: { email: newEmail, currentPassword: 'Wrong_Password_99' },
    });
    expect(res).toEqual({
      status: 400,
      body: { message: messages.currentPasswordWrong, code: 'CURRENT_PASSWORD_WRONG' },
    });
    expect(await countMailTo(newEmail)).toBe(0);
  });

  it('answers an address taken by another account as sign-up does, and the own address as unchanged', async () => {
    const seller = await createSeller();
    const other = await createSeller();
    const taken = await api('POST', '/users/change-email', {
      token: seller.token,
      body: { email: other.email, currentPassword: PASSWORD },
    });
    const signUp = await api('POST', '/auth/signup', {
      body: { name: 'Someone', email: other.email, password: PASSWORD },
    });
    expect(taken).toEqual({ status: 409, body: { message: messages.emailAlreadyExist, code: 'EMAIL_EXISTS' } });
    expect(taken).toEqual(signUp);
    const countBefore = await countMailTo(other.email);
    expect(countBefore).toBe(1);

    const same = await api('POST', '/users/change-email', {
      token: seller.token,
      body: { email: seller.email, currentPassword: PASSWORD },
    });
    expect(same).toEqual({ status: 400, body: { message: messages.emailUnchanged, code: 'EMAIL_UNCHANGED' } });
  });

  it('refuses the link when the address was taken after it was sent', async () => {
    const seller = await createSeller();
    const newEmail = uniqueEmail('raced');
    await api('POST', '/users/change-email', {
      token: seller.token,
      body: { email: newEmail, currentPassword: PASSWORD },
    });
    const link = (await readLatestMail(newEmail))!.link;
    const signUp = await api('POST', '/auth/signup', { body: { name: 'Quick', email: newEmail, password: PASSWORD } });
    expect(signUp.status).toBe(201);
    const res = await api('POST', '/auth/confirm-email-change', { body: { token: tokenOf(link) } });
    expect(res).toEqual({ status: 409, body: { message: messages.emailAlreadyExist, code: 'EMAIL_EXISTS' } });
    expect((await me(seller.token)).body.email).toBe(seller.email);
  });

  it('invalidates a reset link mailed to the old address', async () => {
    const seller = await createSeller();
    await api('POST', '/auth/request-for-reset-password', { body: { email: seller.email } });
    let reset: string | undefined;
    for (let i = 0; i < 100 && !reset; i++) {
      const mail = await readLatestMail(seller.email);
      if (mail?.subject === 'Reset your Stowline password') reset = mail.link;
      else await new Promise((r) => setTimeout(r, 50));
    }
    const newEmail = uniqueEmail('moved');
    await api('POST', '/users/change-email', {
      token: seller.token,
      body: { email: newEmail, currentPassword: PASSWORD },
    });
    await api('POST', '/auth/confirm-email-change', {
      body: { token: tokenOf((await readLatestMail(newEmail))!.link) },
    });
    const res = await api('POST', '/auth/reset-new-password', {
      body: { token: new URL(reset!).searchParams.get('confirmation_token'), password: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
  });
});

describe('limits on Profile changes', () => {
  const limits = { signInPerClient: 100_000, signInFailuresPerAddress: 3, mailPerClient: 100_000, mailPerAddress: 2 };

  it('counts current-password checks per user, so a stolen session cannot guess the password', async () => {
    const harness = await getHarness();
    const app = await harness.startApp({ rateLimits: limits });
    const seller = await createSeller();
    const attempt = (currentPassword: string) =>
      api('POST', '/users/change-password', {
        baseUrl: app.baseUrl,
        token: seller.token,
        body: { currentPassword, password: NEW_PASSWORD },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(`Guess_Number_${i}0`)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Even the right password waits out the window now.
    expect((await attempt(PASSWORD)).status).toBe(429);
    await app.close();
  });

  it('limits change-e-mail mail like sign-up and reset mail', async () => {
    const harness = await getHarness();
    const app = await harness.startApp({ rateLimits: limits });
    const seller = await createSeller();
    const newEmail = uniqueEmail('flood');
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await api('POST', '/users/change-email', {
        baseUrl: app.baseUrl,
        token: seller.token,
        body: { email: newEmail, currentPassword: PASSWORD },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(await countMailTo(newEmail)).toBe(2);
    await app.close();
  });
});
