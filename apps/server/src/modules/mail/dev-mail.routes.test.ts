import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { api, PASSWORD, uniqueEmail } from '../../test-support/client.js';
import { getHarness } from '../../test-support/harness.js';
import { devMailKey } from './dev-mail.routes.js';
import { signUpResponseSchema } from '@stowline/domain';

/** The harness's master secret, so its outbox key. */
const KEY = devMailKey(Buffer.alloc(32, 7));

describe('the local outbox page', () => {
  async function mailToNewSeller() {
    const email = uniqueEmail('outbox');
    expect(
      (
        await api('POST', '/auth/signup', {
          body: { name: 'Olive Outbox', email, password: PASSWORD },
          response: signUpResponseSchema,
        })
      ).status,
    ).toBe(201);
    return email;
  }

  it('shows the mail to the person at the machine who has the key printed at start, and remembers the key in a cookie', async () => {
    const email = await mailToNewSeller();
    const { baseUrl } = await getHarness();
    const response = await fetch(`${baseUrl}/dev/mail?key=${KEY}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(email);
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const again = await fetch(`${baseUrl}/dev/mail`, { headers: { cookie } });
    expect(await again.text()).toContain(email);
  });

  it('shows nothing without the key or with a wrong one', async () => {
    const email = await mailToNewSeller();
    const { baseUrl } = await getHarness();
    for (const url of [
      `${baseUrl}/dev/mail`,
      `${baseUrl}/dev/mail?key=${KEY.slice(0, -1)}x`,
      `${baseUrl}/dev/mail?key=`,
    ]) {
      const response = await fetch(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(email);
    }
  });

  it('shows nothing to another machine, even with the key and a forwarded loopback address', async () => {
    const email = await mailToNewSeller();
    const { startApp } = await getHarness();
    const app = await startApp({ trustProxy: true });
    try {
      const response = await app.app.inject({
        method: 'GET',
        url: `/dev/mail?key=${KEY}`,
        remoteAddress: '192.0.2.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(email);
      const local = await app.app.inject({
        method: 'GET',
        url: `/dev/mail?key=${KEY}`,
        remoteAddress: '::ffff:127.0.0.1',
      });
      expect(local.body).toContain(email);
    } finally {
      await app.close();
    }
  });

  it('does not exist when the server binds a public address, in production or with SMTP', async () => {
    for (const env of [
      { HOST: '0.0.0.0' },
      { HOST: '192.0.2.1' },
      { NODE_ENV: 'production' },
      { SMTP_URL: 'smtp://mail.example.com:25' },
    ]) {
      expect(loadConfig(env).devMail).toBe(false);
    }
    expect(loadConfig({}).devMail).toBe(true);
    expect(loadConfig({ HOST: 'localhost' }).devMail).toBe(true);
    const { startApp } = await getHarness();
    const app = await startApp({ devMail: false });
    try {
      expect((await fetch(`${app.baseUrl}/dev/mail?key=${KEY}`)).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
