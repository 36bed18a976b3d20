/**
 * What the bench steps share: the API called with a route's response schema, a seller written
 * straight to the database, the app on a free port against a sandbox, and a large demo store
 * connected through the sandbox's consent page.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hash, type Algorithm } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { authorizeStoreResponseSchema, connectStoreResponseSchema, signInResponseSchema } from '@stowline/domain';
import {
  buildApp,
  createMailer,
  loadConfig,
  rowsOf,
  passConsent,
  sandboxMarketplaceConfig,
  type Database,
} from '@stowline/server/testing';

const PASSWORD = 'Bench_Pass_1234';

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
