/**
 * The SKU list's rendering, measured in headless Chromium on the large demo store (5,000 SKUs):
 * from a click on 'Go to next page' to the new page's rows on screen (the API call included),
 * 15 and 60 rows a page, beside the page's API call alone. Run by `npm run bench` and alone by `BENCH_ONLY=render`
 * (BENCH_RENDER_PAGES sets the page changes measured per size, BENCH_RENDER_PORT the ports, random
 * otherwise). The web app is built first when its sources are newer than the last build, as
 * `npm start` does. Wall times on a busy machine vary a lot; BENCH_RENDER_TRACE=<dir> also records
 * a Chrome trace of each size's page changes and prints the page's main-thread time and frames
 * per change, which vary less (the trace slows the wall times down a little).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
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
} from '@stowline/server/testing';
import { BENCH_RATE_LIMITS, call, createSeller } from './support.js';

const root = path.resolve(import.meta.dirname, '..');
const US = MARKETPLACES[0].marketplaceId;
const PAGES = Number(process.env.BENCH_RENDER_PAGES || 30);
const WARM_UP = 3;
const TARGETS: Record<number, number> = { 15: 150, 60: 250 };

function newestMtime(p: string): number {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(path.join(p, name))));
}

function buildWebWhenStale(): void {
  const built = path.join(root, 'apps/web/dist/index.html');
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];
  if (existsSync(built) && Math.max(...sources.map(newestMtime)) <= statSync(built).mtimeMs) return;
  console.log('  building the web app...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@stowline/web'], { cwd: root, stdio: 'ignore' });
  if (result.status !== 0) throw new Error('the web app did not build');
}

/** The renderer's main-thread work in a Chrome trace: all its tasks, and the frames among them, in ms. */
function mainThreadWork(traceFile: string): { busy: number; frames: number; inFrames: number } {
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

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * In the page: clicks 'Go to next page' and resolves with the milliseconds until the table shows
 * other rows and is no longer busy, and the browser has painted them (the frame after the change).
 * A string, so the bundler's helpers never reach the page.
 */
const CLICK_NEXT_PAGE_AND_TIME = `new Promise((resolve) => {
  const table = document.querySelector('table[aria-label="sku list"]');
  const firstRow = () => table.querySelector('tbody tr')?.textContent ?? '';
  const before = firstRow();
  const next = document.querySelector('button[aria-label="Go to next page"]');
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (firstRow() === before || table.getAttribute('aria-busy') !== 'false') return;
    observer.disconnect();
    // The rows are in the DOM; the next frame's callback runs once they are laid out and painted.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const total = performance.now() - started;
        // The page's API call, from its request to its last byte: the rest is the browser's work.
        const call = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/products/get-products') && e.startTime >= started)
          .pop();
        performance.clearResourceTimings();
        resolve({ total, api: call ? call.responseEnd - call.startTime : 0 });
      }, 0),
    );
  });
  observer.observe(table, { subtree: true, childList: true, characterData: true, attributes: true });
  next.click();
})`;

export async function benchSkuListRender(): Promise<void> {
  console.log(
    `\nSKU list rendering in headless Chromium, large demo store (5,000 SKUs): click 'Go to next page' to the new rows painted`,
  );
  buildWebWhenStale();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stowline-bench-render-'));
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
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    // A seller with the large demo store connected in the US, subscribed and onboarded, through the API.
    const token = await createSeller(database, base);
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

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(token)})`);
    const page = await context.newPage();
    for (const perPage of [15, 60]) {
      await page.goto(`${base}/dashboard/skulist?perPage=${perPage}`);
      await page.getByText(`1 - ${perPage} of 5000 Items`).waitFor({ timeout: 60_000 });
      const times: number[] = [];
      const apiTimes: number[] = [];
      // BENCH_RENDER_PROFILE=<dir> saves a CPU profile of each size's page changes (open it in Chrome's DevTools).
      const profile = process.env.BENCH_RENDER_PROFILE ? await context.newCDPSession(page) : null;
      const traceFile = process.env.BENCH_RENDER_TRACE
        ? path.join(process.env.BENCH_RENDER_TRACE, `sku-list-${perPage}.trace.json`)
        : null;
      for (let i = 0; i < WARM_UP + PAGES; i++) {
        if (i === WARM_UP && traceFile)
          await browser.startTracing(page, {
            path: traceFile,
            categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'cc'],
          });
        if (i === WARM_UP && profile) {
          await profile.send('Profiler.enable');
          await profile.send('Profiler.start');
        }
        const { total, api } = await page.evaluate<{ total: number; api: number }>(CLICK_NEXT_PAGE_AND_TIME);
        if (i >= WARM_UP) {
          times.push(total);
          apiTimes.push(api);
        }
      }
      if (traceFile) {
        await browser.stopTracing();
        const work = mainThreadWork(traceFile);
        console.log(
          `  ${perPage} rows a page: the page's main thread busy ${(work.busy / PAGES).toFixed(0)} ms a page change, ${(work.frames / PAGES).toFixed(1)} frames (${(work.inFrames / PAGES).toFixed(0)} ms); trace: ${traceFile}`,
        );
      }
      if (profile) {
        const { profile: data } = await profile.send('Profiler.stop');
        const file = path.join(process.env.BENCH_RENDER_PROFILE!, `sku-list-${perPage}.cpuprofile`);
        writeFileSync(file, JSON.stringify(data));
        console.log(`  CPU profile: ${file}`);
      }
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      console.log(
        `  ${perPage} rows a page, ${times.length} page changes: p50 ${p50.toFixed(0)} ms  p95 ${p95.toFixed(0)} ms (target under ${TARGETS[perPage]} ms); its API call alone p50 ${percentile(apiTimes, 50).toFixed(0)} ms  p95 ${percentile(apiTimes, 95).toFixed(0)} ms`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
    await app.close();
    await sandbox?.close();
    await database.close();
  }
}
