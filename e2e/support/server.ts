/**
 * The journeys' server: the real Stowline server (same modules as `npm start`) on a fresh
 * embedded database, with a known operator. Beside it, on the next port, a fixture endpoint
 * runs seedOnboardedAccount, so journeys that need an onboarded seller can run before the
 * store, billing and sync issues land. Test scaffolding: the product has no such endpoint.
 */
import { createServer } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { ensureOperator } from '../../apps/server/src/bootstrap.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { createMailer } from '../../apps/server/src/modules/mail/mailer.js';
import { seedOnboardedAccount } from '../../apps/server/src/test-support/fixtures.js';
import { OPERATOR } from './constants.js';

const port = Number(process.env.E2E_PORT || 3555);
const dataDir = await mkdtemp(path.join(tmpdir(), 'stowline-e2e-'));
const config = loadConfig({ ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' });
const database = await openDatabase({ dataDir });
await ensureOperator(database, OPERATOR);
const app = await buildApp({ config, database, mailer: createMailer({ from: config.mailFrom, dataDir }), masterSecret: Buffer.alloc(32, 9) });
await app.listen({ port, host: '127.0.0.1' });

createServer(async (req, res) => {
  await seedOnboardedAccount(database.db, new URL(req.url!, 'http://x').searchParams.get('email') ?? '');
  res.end('ok');
}).listen(port + 1, '127.0.0.1');
