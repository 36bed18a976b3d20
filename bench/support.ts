/**
 * What the bench steps share: the API called with a route's response schema, a seller written
 * straight to the database, the app on a free port against a sandbox, a large demo store
 * connected through the sandbox's consent page with its SKUs as products, a ship-from warehouse,
 * a plan request followed to its end, and the least time the SP-API usage plans allow.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash, type Algorithm } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  authorizeStoreResponseSchema,
  connectStoreResponseSchema,
  MARKETPLACES,
  planRequestResponseSchema,
  signInResponseSchema,
  warehouseResponseSchema,
  type PlanRequestResponse,
} from '@stowline/domain';
import { startSandbox, type InboundSkuFacts, type Sandbox } from '@stowline/sandbox';
import {
  buildApp,
  createMailer,
  loadConfig,
  openDatabase,
  rowsOf,
  passConsent,
  sandboxMarketplaceConfig,
  USAGE_PLANS,
  type Database,
  type Operation,
} from '@stowline/server/testing';

const PASSWORD = 'Bench_Pass_1234';

/**
 * The rate limits a bench's app runs with: every bench signs in from 127.0.0.1, and the counts live
 * in the database, so earlier parts and earlier runs on the same database would use up the
 * product's per-client allowance (the product's own limits are unchanged).
 */
export const BENCH_RATE_LIMITS = {
  signInPerClient: 1e9,
  signInFailuresPerAddress: 1e9,
  mailPerClient: 1e9,
  mailPerAddress: 1e9,
} as const;

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

/**
 * The seller of `userId` subscribed and onboarded, with a connected store and its US
 * marketplace, written straight to the database (the workbench benches' starting point).
 */
export async function seedBenchStore(
  database: Database,
  userId: string,
): Promise<{ accountId: string; storeId: string; storeMarketplaceId: string }> {
  const [row] = rowsOf<{ account_id: string; store_id: string; store_marketplace_id: string }>(
    await database.db.execute(sql`
      with acc as (update accounts set subscribed = true, onboard_completed = true, payment_status = 'success'
                   where id = (select account_id from users where id = ${userId}) returning id),
           st as (insert into stores (account_id, name, is_authorized, is_default, shipments_synced)
                  select id, 'Bench store', true, true, true from acc returning id, account_id),
           sm as (insert into store_marketplaces (account_id, store_id, marketplace_id, code, is_default, listing_synced,
                                                 catalog_synced, quantity_synced, prep_instruction_synced)
                  select account_id, id, 'ATVPDKIKX0DER', 'US', true, true, true, true, true from st
                  returning id, store_id, account_id)
      select account_id, store_id, id as store_marketplace_id from sm`),
  );
  return { accountId: row!.account_id, storeId: row!.store_id, storeMarketplaceId: row!.store_marketplace_id };
}

/** The app on a free port of 127.0.0.1, talking to the sandbox on `sandboxPort`; close `app` when done. */
export async function startBenchApp(database: Database, sandboxPort: number, name: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `stowline-bench-${name}-`));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOB_POLLING_SECONDS: '1' }),
    marketplace: sandboxMarketplaceConfig(sandboxPort),
    rateLimits: { ...BENCH_RATE_LIMITS },
  };
  const app = await buildApp({
    config,
    database,
    mailer: createMailer({ from: config.mailFrom, dataDir }),
    masterSecret: Buffer.alloc(32, 5),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** A new large demo seller of the sandbox, connected as a store of the signed-in seller. */
export async function connectLargeStore(base: string, token: string) {
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
  return { connected, sellerId: q.selling_partner_id! };
}

/**
 * The connected store `storeId` onboarded and synced as the sync would leave it, with the SKUs of
 * `facts` as products of its US marketplace (written straight to the database: the sync has its
 * own figures). Returns the store marketplace.
 */
export async function onboardWithProducts(
  database: Database,
  storeId: string,
  facts: readonly InboundSkuFacts[],
): Promise<{ id: string; accountId: string }> {
  const US = MARKETPLACES[0].marketplaceId;
  const [market] = rowsOf<{ id: string; account_id: string }>(
    await database.db.execute(sql`
      with acc as (update accounts set subscribed = true, onboard_completed = true, payment_status = 'success'
                   where id = (select account_id from stores where id = ${storeId}) returning id),
           st as (update stores set shipments_synced = true where id = ${storeId} returning id, account_id)
      insert into store_marketplaces (account_id, store_id, marketplace_id, code, is_default, listing_synced,
                                      catalog_synced, quantity_synced, prep_instruction_synced)
      select account_id, id, ${US}, 'US', true, true, true, true, true from st
      returning id, account_id`),
  );
  const products = facts.map((f) => ({
    seller_sku: f.sku,
    asin: f.asin,
    fnsku: f.fnsku,
    fba_type: f.sizeClass === 'standard' ? 'STANDARD' : 'OVERSIZED',
    amz_expirable: f.expirationDated,
    prep_details_list: [{ prepInstruction: f.prepRequired ? 'Polybagging' : 'NoPrep', prepOwner: 'SELLER' }],
  }));
  await database.db.execute(sql`
    insert into products (account_id, store_marketplace_id, seller_sku, asin, fnsku, fba_type, amz_expirable, prep_details_list)
    select ${market!.account_id}, ${market!.id}, x.seller_sku, x.asin, x.fnsku, x.fba_type, x.amz_expirable, x.prep_details_list
    from jsonb_to_recordset(${JSON.stringify(products)}::jsonb)
      as x(seller_sku text, asin text, fnsku text, fba_type text, amz_expirable boolean, prep_details_list jsonb)`);
  return { id: market!.id, accountId: market!.account_id };
}

/** A ship-from warehouse in Portland, OR, added through add-warehouse; returns its id. */
/** The SKUs weighed, as the catalogue sync leaves them (the workbench asks every item's weight). */
export async function weighProducts(
  database: Database,
  storeMarketplaceId: string,
  facts: readonly { sku: string; shippingWeightLb: number }[],
): Promise<void> {
  await database.db.execute(sql`
    update products p set weight_value = x.lb, weight_unit = 'pounds'
    from jsonb_to_recordset(${JSON.stringify(facts.map((f) => ({ sku: f.sku, lb: f.shippingWeightLb })))}::jsonb)
      as x(sku text, lb double precision)
    where p.store_marketplace_id = ${storeMarketplaceId} and p.seller_sku = x.sku`);
}

export async function addBenchWarehouse(base: string, token: string): Promise<string> {
  const added = await call(base, 'POST', '/createShipment/add-warehouse', token, warehouseResponseSchema, {
    obj: {
      name: 'Bench warehouse',
      addressline1: '1200 Industrial Way',
      city: 'Portland',
      stateOrProvinceCode: 'OR',
      postalCode: '97217',
      countryCode: 'US',
      companyContact: { name: 'Pat Packer', phone: '5035550100', email: 'pat@example.com' },
    },
  });
  return added.warehouse._id;
}

/** Reads a plan request every 100 ms until `done` says so. */
export async function followPlanRequest(
  base: string,
  token: string,
  id: string,
  done: (r: PlanRequestResponse) => boolean,
): Promise<PlanRequestResponse> {
  for (;;) {
    const request = await call(base, 'GET', `/createShipment/plan-requests/${id}`, token, planRequestResponseSchema);
    if (done(request)) return request;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type Phase = { wait: number } | { calls: Partial<Record<Operation, number>> };

/**
 * The least time a sequence of phases takes: a wait is a wait; a phase's calls run side by side
 * across operations, each operation's calls as its token bucket (burst, then `rate` a second)
 * allows, and the next phase starts when the slowest is done. Buckets carry over between phases.
 */
export function leastTimeOfPhases(phases: readonly Phase[]): number {
  const buckets = new Map<string, { tokens: number; at: number }>();
  let now = 0;
  for (const phase of phases) {
    if ('wait' in phase) {
      now += phase.wait;
      continue;
    }
    let end = now;
    for (const [operation, count] of Object.entries(phase.calls)) {
      const plan = USAGE_PLANS[operation as Operation];
      const bucket = buckets.get(operation) ?? { tokens: plan.burst, at: 0 };
      let tokens = Math.min(plan.burst, bucket.tokens + (now - bucket.at) * plan.rate);
      let t = now;
      for (let i = 0; i < (count ?? 0); i += 1) {
        if (tokens < 1) {
          t += (1 - tokens) / plan.rate;
          tokens = 1;
        }
        tokens -= 1;
      }
      buckets.set(operation, { tokens, at: t });
      end = Math.max(end, t);
    }
    now = end;
  }
  return now;
}

/**
 * A bench against the large demo store: the database (`databaseUrl`, else in memory), a sandbox at
 * the models' rate limits whose operations take `operationDelayMs`, the app, and a new seller with
 * a large demo store connected. `run` gets them; everything is closed after, whatever happens.
 */
export async function withLargeStore<T>(
  databaseUrl: string | undefined,
  name: string,
  operationDelayMs: number,
  run: (bench: {
    database: Database;
    sandbox: Sandbox;
    base: string;
    token: string;
    connected: Awaited<ReturnType<typeof connectLargeStore>>['connected'];
    sellerId: string;
  }) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? await mkdtemp(path.join(tmpdir(), 'stowline-bench-db-')) : 'memory://',
  });
  const sandbox = await startSandbox({ port: 0, rateScale: 1, operationDelayMs });
  const { app, base } = await startBenchApp(database, sandbox.port, name);
  try {
    const token = await createSeller(database, base);
    const { connected, sellerId } = await connectLargeStore(base, token);
    return await run({ database, sandbox, base, token, connected, sellerId });
  } finally {
    await app.close();
    await sandbox.close();
    await database.close();
  }
}

/**
 * Refreshes the planner's statistics of `tables` after a bulk seed, one statement each (PGlite,
 * like a prepared statement, takes one command at a time).
 */
export async function analyze(database: Database, ...tables: string[]): Promise<void> {
  for (const table of tables) await database.db.execute(sql.raw(`analyze ${table}`));
}
