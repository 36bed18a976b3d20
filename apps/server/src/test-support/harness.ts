import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startSandbox, type Sandbox } from '@stowline/sandbox';
import { buildApp } from '../app.js';
import { ensureOperator } from '../bootstrap.js';
import {
  loadConfig,
  sandboxMarketplaceConfig,
  sandboxFedexConfig,
  sandboxPaymentsConfig,
  type Config,
  type MarketplaceConfig,
} from '../config.js';
import { createOffsetClock } from '../lib/clock.js';
import type { BillingService } from '../modules/billing/billing.service.js';
import type { ProductsService } from '../modules/products/products.service.js';
import type { BoxesService } from '../modules/shipments/boxes.service.js';
import { openDatabase, type Database } from '../db/client.js';
import { freshServerDatabase } from './server-database.js';
import { createMailer, type Mailer } from '../modules/mail/mailer.js';

export const OPERATOR = { email: 'operator@stowline.test', password: 'Operator-Pass1!' };

export interface Harness {
  database: Database;
  /** This test process's PostgreSQL database (DATABASE_URL's, one per vitest worker), or none on PGlite. */
  databaseUrl: string | undefined;
  mailer: Mailer;
  dataDir: string;
  baseUrl: string;
  /** The marketplace sandbox every app of the harness talks to. */
  sandbox: Sandbox;
  marketplaceConfig: MarketplaceConfig;
  /** Billing's clock in every app of the harness; tests move it forward to reach trial ends and renewals. */
  clock: ReturnType<typeof createOffsetClock>;
  /** The main app's billing service: tests run its due-charges job directly. */
  billing: BillingService;
  /** The main app's SKU list: tests wait for its search indexes. */
  products: ProductsService;
  /** The main app's boxes (tests call clearShipmentBoxes, which another module's route calls). */
  boxes: BoxesService;
  /** Starts another server process-equivalent on the same database, with other settings. */
  startApp(overrides?: Partial<Config>): Promise<{ baseUrl: string; app: FastifyInstance; close(): Promise<void> }>;
  /**
   * The job workers run in a process of their own (the API server runs none), so a test can
   * stop them mid-job and start them again, as an operator restarting a server would.
   */
  stopWorkers(): Promise<void>;
  startWorkers(): Promise<void>;
}

async function createHarness(): Promise<Harness> {
  // On the server, vitest's worker n (files run side by side) takes `<database>_<n>`.
  const databaseUrl = process.env.DATABASE_URL
    ? await freshServerDatabase(process.env.DATABASE_URL, process.env.VITEST_POOL_ID ?? '0')
    : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stowline-test-'));
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? dataDir : 'memory://' });
  await ensureOperator(database, OPERATOR);
  const mailer = createMailer({ from: 'test@stowline.test', dataDir });
  const masterSecret = Buffer.alloc(32, 7);
  // Rate limits scaled up so the suite is quick; the bench runs the models' own limits.
  const sandbox = await startSandbox({ port: 0, rateScale: 50, reportDelayMs: 200, operationDelayMs: 300 });
  const marketplaceConfig = sandboxMarketplaceConfig(sandbox.port);
  const apps: FastifyInstance[] = [];
  const clock = createOffsetClock();

  async function startApp(overrides: Partial<Config> = {}) {
    const config: Config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://stowline.test',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      }),
      // Generous limits: the whole suite signs in from one address.
      rateLimits: {
        signInPerClient: 100_000,
        signInFailuresPerAddress: 100_000,
        mailPerClient: 100_000,
        mailPerAddress: 100_000,
      },
      marketplace: marketplaceConfig,
      payments: sandboxPaymentsConfig(sandbox.port),
      fedex: sandboxFedexConfig(sandbox.port),
      jobPollingSeconds: 0.5,
      ...overrides,
    };
    const app = await buildApp({ config, database, mailer, masterSecret, clock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { baseUrl: `http://127.0.0.1:${port}`, app, close: () => app.close() };
  }

  const main = await startApp({ jobWorkers: false });
  let workers: { close(): Promise<void> } | undefined = await startApp({ jobWorkers: true });
  return {
    database,
    databaseUrl,
    mailer,
    dataDir,
    baseUrl: main.baseUrl,
    sandbox,
    marketplaceConfig,
    clock,
    billing: main.app.billing,
    products: main.app.products,
    boxes: main.app.boxes,
    startApp,
    async stopWorkers() {
      await workers?.close();
      workers = undefined;
    },
    async startWorkers() {
      workers ??= await startApp({ jobWorkers: true });
    },
  };
}

const globalKey = Symbol.for('stowline.test.harness');
type GlobalWithHarness = typeof globalThis & { [globalKey]?: Promise<Harness> };

/** One database and server for the whole test process (its files share them; accounts keep tests apart). */
export function getHarness(): Promise<Harness> {
  const g = globalThis as GlobalWithHarness;
  g[globalKey] ??= createHarness();
  return g[globalKey];
}
