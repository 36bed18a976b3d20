/**
 * What the browser benches share (the SKU list's rendering, the workbench's): the web app built when
 * its sources are newer than the last build (as `npm start` does), the app and its embedded sandbox
 * with a seller whose large demo store (5,000 SKUs) is connected, synced and onboarded through the
 * API, headless Chromium, and the figures: percentiles and a Chrome trace's main-thread time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { z } from 'zod';
import {
  authorizeStoreResponseSchema,
  connectStoreResponseSchema,
  MARKETPLACES,
  syncLogResponseSchema,
} from '@stowline/domain';
import {
  buildApp,
  createMailer,
  loadConfig,
  openDatabase,
  passConsent,
  startEmbeddedSandbox,
  type Database,
} from '@stowline/server/testing';
import { BENCH_RATE_LIMITS, call, createSeller } from './support.js';

const root = path.resolve(import.meta.dirname, '..');
const US = MARKETPLACES[0].marketplaceId;

/**
 * Headless Chromium as the journeys run it (Playwright adds --headless): no GPU, none of the
 * browser's own background traffic.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function newestMtime(p: string): number {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(path.join(p, name))));
}

/** Builds the web app when its sources are newer than the last build, as `npm start` does. */
export function buildWebWhenStale(): void {
  const built = path.join(root, 'apps/web/dist/index.html');
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];
  if (existsSync(built) && Math.max(...sources.map(newestMtime)) <= statSync(built).mtimeMs) return;
  console.log('  building the web app...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@stowline/web'], { cwd: root, stdio: 'ignore' });
  if (result.status !== 0) throw new Error('the web app did not build');
}

/** The renderer's main-thread work in a Chrome trace: all its tasks, and the frames among them, in ms. */
export function mainThreadWork(traceFile: string): { busy: number; frames: number; inFrames: number } {
  const trace = JSON.parse(readFileSync(traceFile, 'utf8')) as {
    traceEvents: { name: string; ph: string; pid: number; tid: number; dur?: number; args?: { name?: string } }[];
  };
  const events = trace.traceEvents;
  const main = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const work = { busy: 0, frames: 0, inFrames: 0 };
  for (const e of events) {
    if (e.ph !== 'X' || !main.has(`${e.pid}:${e.tid}`)) continue;
    if (e.name === 'RunTask') work.busy += (e.dur ?? 0) / 1000;
    if (e.name === 'ProxyMain::BeginMainFrame') {
      work.frames += 1;
      work.inFrames += (e.dur ?? 0) / 1000;
    }
  }
  return work;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50 and p95 of `times` against a target, as the browser benches print them. */
export function describeTimes(times: number[], target: number): string {
  const p95 = percentile(times, 95);
  return `p50 ${percentile(times, 50).toFixed(0)} ms  p95 ${p95.toFixed(0)} ms (target under ${target} ms${p95 < target ? '' : ': MISSED'})`;
}

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * In the page, a string (so the bundler's helpers never reach it): resolves once the browser has
 * painted what is in the DOM now (the next frame's callback runs once it is laid out and painted).
 */
export const AFTER_PAINT = `new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))`;

export interface LargeStoreInChromium {
  database: Database;
  base: string;
  token: string;
  browser: Browser;
}

/**
 * The app on `BENCH_RENDER_PORT` (random otherwise) with its embedded sandbox and an in-memory
 * database, a seller with the large demo store connected in the US, subscribed, synced and
 * onboarded through the API, and headless Chromium. `run` gets them; all is closed after.
 */
export async function withLargeStoreInChromium<T>(
  name: string,
  run: (bench: LargeStoreInChromium) => Promise<T>,
): Promise<T> {
  buildWebWhenStale();
  const dataDir = await mkdtemp(path.join(tmpdir(), `stowline-bench-${name}-`));
  const port = Number(process.env.BENCH_RENDER_PORT) || 4000 + Math.floor(Math.random() * 500);
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SANDBOX_PORT: String(port + 1),
    SANDBOX_PUBLIC_URL: `http://127.0.0.1:${port + 1}`,
    SANDBOX_RATE_SCALE: '100000',
    SANDBOX_REPORT_DELAY_MS: '0',
    JOB_POLLING_SECONDS: '1',
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
  };
  const config = { ...loadConfig(env), rateLimits: { ...BENCH_RATE_LIMITS } };
  const sandbox = await startEmbeddedSandbox(config, env);
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({
    config,
    database,
    mailer: createMailer({ from: config.mailFrom, dataDir }),
    masterSecret: Buffer.alloc(32, 7),
  });
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const token = await createSeller(database, base);
    await connectSyncedLargeStore(base, token);
    return await run({ database, base, token, browser });
  } finally {
    await browser.close();
    await app.close();
    await sandbox?.close();
    await database.close();
  }
}

/** The large demo store connected in the US, a card added, its sync waited for and onboarding completed. */
async function connectSyncedLargeStore(base: string, token: string): Promise<void> {
  const start = await call(base, 'POST', '/onboarding/authorize-store-url', token, authorizeStoreResponseSchema, {
    storeName: `Render ${randomUUID().slice(0, 6)}`,
    region: 'na',
  });
  const back = await passConsent(start.url, `large+${randomUUID().slice(0, 8)}@demo.sandbox`);
  const q = Object.fromEntries(back.searchParams);
  const { connectedStore } = await call(
    base,
    'POST',
    '/onboarding/connect-new-store',
    token,
    connectStoreResponseSchema,
    {
      state: q.state,
      spapi_oauth_code: q.spapi_oauth_code,
      selling_partner_id: q.selling_partner_id,
    },
  );
  await call(base, 'POST', '/onboarding/save-store-marketplaces', token, z.unknown(), {
    storeId: connectedStore._id,
    storeMarketplaces: [US],
    newStore: true,
    action: 'newstore',
  });
  await call(base, 'POST', '/payment/add-payment-card-details', token, z.unknown(), {
    cardData: {
      firstName: 'Bench',
      lastName: 'Seller',
      expiryDate: '1234',
      cardToken: 'tok_visa',
      cvcToken: 'cvctok_bench',
      cardResult: { complete: true },
      cvcResult: { complete: true },
    },
    address: {
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      country: 'US',
    },
  });
  await waitFor(async () => {
    const { agendaLogs } = await call(
      base,
      'GET',
      '/setting/get-data-sync-log?perPage=100',
      token,
      syncLogResponseSchema,
    );
    return agendaLogs.length === 5 && agendaLogs.every((l: { state: string }) => l.state === 'COMPLETED');
  }, 'the data sync');
  await call(base, 'POST', '/onboarding/onboarding-completed', token, z.unknown());
}
