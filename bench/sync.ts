/**
 * The data-sync figures of the marketplace issue: a full sync of a large demo store against
 * the sandbox enforcing the models' rate limits, beside the least time those limits allow for
 * the calls made; then the same sync with the limits lifted, which leaves the local work
 * (HTTP to a local sandbox, parsing, upserts).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MARKETPLACES } from '@stowline/domain';
import { startSandbox } from '@stowline/sandbox';
import { leastTimeSeconds, openDatabase, rowsOf, type Database, type Operation } from '@stowline/server/testing';
import { call, connectLargeStore, createSeller, startBenchApp } from './support.js';

const US = MARKETPLACES[0].marketplaceId;
/** The jobs onboarding waits for; the catalog job enriches in the background afterwards. */
const GATING_JOBS = ['listing', 'quantity', 'prepInstruction', 'shipments'];
const GATING_OPERATIONS: Operation[] = [
  'getMarketplaceParticipations',
  'createReport',
  'getReport',
  'getReportDocument',
  'getPrepInstructions',
  'getShipments',
  'getShipmentItems',
  'getShipmentItemsByShipmentId',
];

async function waitForGatingJobs(database: Database, storeId: string): Promise<void> {
  for (;;) {
    const rows = rowsOf<{ name: string; state: string; code: string | null }>(
      await database.db.execute(sql`
        select l.name, l.state from sync_logs l where l.store_id = ${storeId}`),
    );
    const gating = rows.filter((r) => GATING_JOBS.includes(r.name));
    if (gating.length === GATING_JOBS.length && gating.every((r) => r.state === 'COMPLETED')) return;
    if (gating.some((r) => r.state === 'FAILED')) throw new Error(`a sync job failed: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Waits until no job of the queue is running. The app's close gives running jobs 10 s; a job
 * still running after that would write to a database the next part has closed.
 */
async function waitForIdleJobs(database: Database): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 250) {
    const [row] = rowsOf<{ active: number }>(
      await database.db.execute(sql`select count(*)::int as active from pgboss.job where state = 'active'`),
    );
    if (!row?.active) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function syncOnce(database: Database, options: { skus: number; rateScale: number; reportDelayMs: number }) {
  const sandbox = await startSandbox({
    port: 0,
    largeStoreSkus: options.skus,
    rateScale: options.rateScale,
    reportDelayMs: options.reportDelayMs,
  });
  const { app, base } = await startBenchApp(database, sandbox.port, 'sync');
  try {
    const token = await createSeller(database, base);
    const { connected, sellerId } = await connectLargeStore(base, token);
    const storeId = connected.connectedStore._id;
    const started = performance.now();
    await call(base, 'POST', '/onboarding/save-store-marketplaces', token, z.unknown(), {
      storeId,
      storeMarketplaces: [US],
      newStore: true,
      action: 'newstore',
    });
    await waitForGatingJobs(database, storeId);
    const seconds = (performance.now() - started) / 1000;
    const finished = rowsOf<{ name: string; at: number }>(
      await database.db.execute(sql`
        select name, extract(epoch from last_run_at - ${new Date(Date.now() - seconds * 1000).toISOString()}::timestamptz)::float8 as at
        from sync_logs where store_id = ${storeId} order by last_run_at`),
    );
    const jobs = finished
      .filter((r) => GATING_JOBS.includes(r.name))
      .map((r) => `${r.name} done at ${Number(r.at).toFixed(1)} s`)
      .join(', ');
    const stats = sandbox.stats(sellerId);
    const calls = Object.fromEntries(GATING_OPERATIONS.map((op) => [op, stats.calls[op] ?? 0])) as Record<
      Operation,
      number
    >;
    const throttled = Object.values(stats.throttled).reduce((a, b) => a + b, 0);
    const runs = app.syncEngine.timings().filter((t) => GATING_JOBS.includes(t.name));
    const localSeconds = runs.reduce((sum, t) => sum + t.localSeconds, 0);
    // The catalog job may still be running: deleting the store ends its work before the app closes.
    await call(base, 'PUT', '/onboarding/delete-store', token, z.unknown(), { storeId });
    await waitForIdleJobs(database);
    return { seconds, calls, throttled, jobs, localSeconds, skus: stats.skusByMarketplace[US] ?? 0 };
  } finally {
    await app.close();
    await sandbox.close();
  }
}

export async function benchSync(databaseUrl: string | undefined): Promise<void> {
  const skus = Number(process.env.BENCH_SYNC_SKUS || 20000);
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? await mkdtemp(path.join(tmpdir(), 'stowline-bench-db-')) : 'memory://',
  });
  try {
    console.log(`\nFull data sync of a ${skus}-SKU demo store (US), sandbox enforcing the models' rate limits:`);
    const limited = process.env.BENCH_SYNC_LOCAL_ONLY
      ? { seconds: 0, calls: {}, throttled: 0, jobs: '', localSeconds: 0, skus: 0 }
      : await syncOnce(database, { skus, rateScale: 1, reportDelayMs: 2000 });
    const floor = leastTimeSeconds(limited.calls);
    console.log(
      `  ${limited.skus} SKUs; calls: ${Object.entries(limited.calls)
        .filter(([, n]) => n)
        .map(([op, n]) => `${op} ${n}`)
        .join(', ')}; 429s seen ${limited.throttled}`,
    );
    console.log(`  ${limited.jobs}`);
    console.log(
      `  least time the rate limits allow for these calls: ${floor.toFixed(1)} s; measured ${limited.seconds.toFixed(1)} s = ${(limited.seconds / Math.max(floor, 0.001)).toFixed(2)}x (target <= 1.2x)`,
    );
    console.log(
      `  local work (parsing and database writes) in those jobs: ${limited.localSeconds.toFixed(1)} s (target < 10 s)`,
    );

    console.log(`\nThe same sync with rate limits lifted (HTTP to a sandbox in the same process, parsing, upserts):`);
    const local = await syncOnce(database, { skus, rateScale: 100_000, reportDelayMs: 0 });
    console.log(
      `  ${local.skus} SKUs in ${local.seconds.toFixed(1)} s, of which local work ${local.localSeconds.toFixed(1)} s; ${local.jobs}`,
    );
  } finally {
    await database.close();
  }
}
