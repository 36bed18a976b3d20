// Stopping the server and its embedded sandbox and starting them again on the same DATA_DIR
// changes nothing a seller sees: the store's grant and the saved card live on in the sandbox's
// own state (DATA_DIR/sandbox), as they would at Amazon and at the payment processor.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  authorizeStoreResponseSchema,
  connectStoreResponseSchema,
  currentUserSchema,
  syncLogResponseSchema,
} from '@stowline/domain';
import { buildApp } from './app.js';
import { ensureOperator } from './bootstrap.js';
import { loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { startEmbeddedSandbox } from './embedded-sandbox.js';
import { createOffsetClock } from './lib/clock.js';
import { createMailer } from './modules/mail/mailer.js';
import { api, PASSWORD, type ApiOptions } from './test-support/client.js';
import { OPERATOR } from './test-support/harness.js';
import { demoSellerEmail, passConsent } from './test-support/marketplace.js';
import { ADDRESS, newCard, TEST_CARDS } from './test-support/payments.js';
import { freePort } from './test-support/ports.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const masterSecret = Buffer.alloc(32, 5);

/** The server and its embedded sandbox as `npm start` runs them, on one DATA_DIR. */
async function startStack(dataDir: string, sandboxPort: number) {
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: 'http://stowline.test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_RATE_SCALE: '50',
    SANDBOX_REPORT_DELAY_MS: '200',
    JOB_POLLING_SECONDS: '1',
  };
  const config: Config = loadConfig(env);
  const sandbox = await startEmbeddedSandbox(config, env);
  if (!sandbox) throw new Error('the sandbox did not start');
  const database = await openDatabase({ dataDir });
  await ensureOperator(database, OPERATOR);
  const mailer = createMailer({ from: 'test@stowline.test', dataDir });
  const clock = createOffsetClock();
  const app = await buildApp({ config, database, mailer, masterSecret, clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    sandbox,
    mailer,
    clock,
    call: <S extends z.ZodType | undefined = undefined>(method: string, route: string, options: ApiOptions<S> = {}) =>
      api(method, route, { ...options, baseUrl }),
    async stop() {
      await app.close();
      await database.close();
      await sandbox.close();
    },
  };
}

type Stack = Awaited<ReturnType<typeof startStack>>;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 800)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const syncLogs = async (stack: Stack, token: string) =>
  (await stack.call('GET', '/setting/get-data-sync-log?perPage=100', { token, response: syncLogResponseSchema })).body
    .agendaLogs;

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('a restart on the same DATA_DIR', () => {
  it('keeps the store connected and the saved card chargeable', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'stowline-restart-'));
    dirs.push(dataDir);
    const sandboxPort = await freePort();
    let stack = await startStack(dataDir, sandboxPort);
    let stopped = false;
    try {
      // A seller signs up, is approved, connects the demo store and subscribes with a card.
      const email = `restart-${Date.now()}@example.com`;
      expect(
        (await stack.call('POST', '/auth/signup', { body: { name: 'Pat', email, password: PASSWORD } })).status,
      ).toBe(201);
      const mail = (await stack.mailer.readOutbox!()).find((m) => m.to === email)!;
      const verify = new URL(/https?:\/\/[^\s]+/.exec(mail.text)![0]).searchParams.get('token')!;
      await stack.call('GET', `/auth/email-verificaton?token=${verify}`);
      const signIn = async () =>
        (await stack.call('POST', '/auth/signin', { body: { email, password: PASSWORD } })).body.token as string;
      const operator = (await stack.call('POST', '/auth/signin', { body: OPERATOR })).body.token as string;
      let token = await signIn();
      const me = async () =>
        (await stack.call('GET', '/onboarding/get-current-user', { token, response: currentUserSchema })).body;
      const approved = await stack.call('POST', '/users/updated-approval-status', {
        token: operator,
        body: { _id: (await me())._id, email, approvalStatus: 'approved', amountToUse: 99 },
      });
      expect(approved.status).toBe(200);

      const start = await stack.call('POST', '/onboarding/authorize-store-url', {
        token,
        response: authorizeStoreResponseSchema,
        body: { storeName: 'Restart store', region: 'na' },
      });
      expect(start.status, JSON.stringify(start.body)).toBe(200);
      const back = Object.fromEntries((await passConsent(start.body.url, demoSellerEmail('small'))).searchParams);
      const connected = await stack.call('POST', '/onboarding/connect-new-store', {
        token,
        response: connectStoreResponseSchema,
        body: {
          state: back.state,
          spapi_oauth_code: back.spapi_oauth_code,
          selling_partner_id: back.selling_partner_id,
          mws_auth_token: back.mws_auth_token,
        },
      });
      expect(connected.status, JSON.stringify(connected.body)).toBe(200);
      const saved = await stack.call('POST', '/onboarding/save-store-marketplaces', {
        token,
        body: {
          storeId: connected.body.connectedStore._id,
          storeMarketplaces: ['ATVPDKIKX0DER'],
          newStore: true,
          action: 'newstore',
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const subscribed = await stack.call('POST', '/payment/add-payment-card-details', {
        token,
        body: { cardData: newCard(TEST_CARDS.visa), address: ADDRESS },
      });
      expect(subscribed.body.status, JSON.stringify(subscribed.body)).toBe('succeeded');
      const before = await until(
        () => syncLogs(stack, token),
        (logs) => logs.length > 0 && logs.every((l) => l.state === 'COMPLETED' || l.state === 'FAILED'),
        'the first sync',
      );
      expect(before.filter((l) => l.state === 'FAILED')).toEqual([]);

      // Both stop, as `npm start` does on Ctrl-C, and start again on the same folder.
      await stack.stop();
      stopped = true;
      stack = await startStack(dataDir, sandboxPort);
      stopped = false;
      token = await signIn();

      // A sync after the restart completes: the sandbox still knows the store's grant.
      const quantity = before.find((l) => l.name === 'quantity')!;
      const resync = await stack.call('PUT', '/setting/update-data-sync-log', { token, body: { _id: quantity._id } });
      expect(resync.status, JSON.stringify(resync.body)).toBe(200);
      const after = await until(
        () => syncLogs(stack, token),
        (logs) => ['COMPLETED', 'FAILED'].includes(logs.find((l) => l._id === quantity._id)?.state ?? ''),
        'the sync after the restart',
      );
      const rerun = after.find((l) => l._id === quantity._id)!;
      expect(rerun.lastError ?? null).toBeNull();
      expect(rerun.state).toBe('COMPLETED');
      const user = await me();
      expect(user.defaultStore?.isAuthorized).toBe(true);
      expect(user.stores.every((s) => s.isAuthorized)).toBe(true);

      // The trial ends: the renewal charges the card saved before the restart.
      stack.clock.advance(7.01 * DAY_MS);
      await stack.app.billing.chargeDue();
      const customer = (await stack.call('GET', '/payment/get-invoices', { token })).body;
      expect(customer.totalInvoices).toBe(1);
      const sub = (await stack.call('GET', '/payment/subscription', { token })).body.subscription;
      expect(sub).toMatchObject({ isSubscriptionActive: true, isTrialGoing: false, showRetry: false });
    } finally {
      if (!stopped) await stack.stop();
    }
  }, 180_000);
});
