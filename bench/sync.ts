/**
 * The data-sync figures of the marketplace issue: a full sync of a large demo store against
 * the sandbox enforcing the models' rate limits, beside the least time those limits allow for
 * the calls made; then the same sync with the limits lifted, which leaves the local work
 * (HTTP to a local sandbox, parsing, upserts).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { hash, type Algorithm } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  authorizeStoreResponseSchema,
  connectStoreResponseSchema,
  MARKETPLACES,
  signInResponseSchema,
} from '@stowline/domain';
import { startSandbox } from '@stowline/sandbox';
import {
  buildApp,
  loadConfig,
  sandboxMarketplaceConfig,
  openDatabase,
  rowsOf,
  type Database,
  createMailer,
  leastTimeSeconds,
  type Operation,
  passConsent,
} from '@stowline/server/testing';

const PASSWORD = 'Bench_Pass_1234';
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

/** Calls the API and reads the answer with the route's response schema (z.unknown() where the answer is not read). */
export async function call<S extends z.ZodType>(
  base: string,
  method: string,
  route: string,
  token: string | undefined,
  schema: S,
  body?: unknown,
): Promise<z.output<S>> {
  const res = await fetch(`${base}/api/v1${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${route}: ${res.status} ${JSON.stringify(json)}`);
  return schema.parse(json);
}

/** An approved seller, written straight to the database (sign-up and e-mail are not what we measure). */
export async function createSeller(database: Database, base: string): Promise<string> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const passwordHash = await hash(PASSWORD, { algorithm: 2 as Algorithm });
  await database.db.execute(sql`
    with acc as (insert into accounts (admin_approval) values ('approved') returning id)
    insert into users (account_id, email, name, password_hash, user_type, email_verified)
    select id, ${email}, 'Bench Seller', ${passwordHash}, 'user', true from acc`);
  return (await call(base, 'POST', '/auth/signin', undefined, signInResponseSchema, { email, password: PASSWORD }))
    .token;
}

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

async function syncOnce(database: Database, options: { skus: number; rateScale: number; reportDelayMs: number }) {
  const sandbox = await startSandbox({
    port: 0,
    largeStoreSkus: options.skus,
    rateScale: options.rateScale,
    reportDelayMs: options.reportDelayMs,
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stowline-bench-sync-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOB_POLLING_SECONDS: '1' }),
    marketplace: sandboxMarketplaceConfig(sandbox.port),
  };
  const app = await buildApp({
    config,
    database,
    mailer: createMailer({ from: config.mailFrom, dataDir }),
    masterSecret: Buffer.alloc(32, 5),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const token = await createSeller(database, base);
    const start = await call(base, 'POST', '/onboarding/authorize-store-url', token, authorizeStoreResponseSchema, {
      storeName: `Bench ${randomUUID().slice(0, 6)}`,
      region: 'na',
    });
    const back = await passConsent(start.url, `large+${randomUUID().slice(0, 8)}@demo.sandbox`);
    const q = Object.fromEntries(back.searchParams);
    const connected = await call(base, 'POST', '/onboarding/connect-new-store', token, connectStoreResponseSchema, {
      state: q.state,
      spapi_oauth_code: q.spapi_oauth_code,
      selling_partner_id: q.selling_partner_id,
    });
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
    const stats = sandbox.stats(q.selling_partner_id!);
    const calls = Object.fromEntries(GATING_OPERATIONS.map((op) => [op, stats.calls[op] ?? 0])) as Record<
      Operation,
      number
    >;
    const throttled = Object.values(stats.throttled).reduce((a, b) => a + b, 0);
    const runs = app.syncEngine.timings().filter((t) => GATING_JOBS.includes(t.name));
    const localSeconds = runs.reduce((sum, t) => sum + t.localSeconds, 0);
    // The catalog job may still be running: deleting the store ends its work before the app closes.
    await call(base, 'PUT', '/onboarding/delete-store', token, z.unknown(), { storeId });
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
