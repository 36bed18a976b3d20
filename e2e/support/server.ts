/**
 * The journeys' server: the real Stowline server (same modules as `npm start`) on a fresh
 * embedded database, with a known operator. Beside it, on the next port, a fixture endpoint
 * that puts a seller's account where the later issues (store connection, billing, sync)
 * will put it, so journeys that need an onboarded seller can run today. It is test
 * scaffolding: the product has no such endpoint.
 */
import { createServer } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { ensureOperator } from '../../apps/server/src/bootstrap.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { createMailer } from '../../apps/server/src/modules/mail/mailer.js';
import { OPERATOR } from './constants.js';

const port = Number(process.env.E2E_PORT || 3555);
const dataDir = await mkdtemp(path.join(tmpdir(), 'stowline-e2e-'));
const config = loadConfig({ ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' });
const database = await openDatabase({ dataDir });
await ensureOperator(database, OPERATOR);
const app = await buildApp({ config, database, mailer: createMailer({ from: config.mailFrom, dataDir }), masterSecret: Buffer.alloc(32, 9) });
await app.listen({ port, host: '127.0.0.1' });

createServer(async (req, res) => {
  const email = new URL(req.url!, 'http://x').searchParams.get('email') ?? '';
  await database.db.execute(sql`
    with acc as (update accounts set subscribed = true, onboard_completed = true, payment_status = 'success'
                 where id = (select account_id from users where email = ${email}) returning id),
         st as (insert into stores (account_id, name, is_authorized, is_default, shipments_synced)
                select id, 'Demo store', true, true, true from acc returning id, account_id)
    insert into store_marketplaces (account_id, store_id, marketplace_id, code, is_default, listing_synced, catalog_synced, quantity_synced, prep_instruction_synced)
    select account_id, id, 'ATVPDKIKX0DER', 'US', true, true, true, true, true from st`);
  res.end('ok');
}).listen(port + 1, '127.0.0.1');
