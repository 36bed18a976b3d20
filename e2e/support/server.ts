/**
 * The journeys' server: the real Stowline server (same modules as `npm start`) on a fresh
 * embedded database, with a known operator. Beside it, on the next port, one test control:
 * `/billing/advance?days=N` moves billing's clock forward and runs the due charges (renewals
 * without waiting a month). The product has no such endpoint.
 */
import { createServer } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildApp,
  ensureOperator,
  loadConfig,
  openDatabase,
  createOffsetClock,
  startEmbeddedSandbox,
  createMailer,
} from '@stowline/server/testing';
import { MASTER_SECRET, OPERATOR } from './constants.js';

const port = Number(process.env.E2E_PORT || 3555);
const dataDir = await mkdtemp(path.join(tmpdir(), 'stowline-e2e-'));
// The marketplace sandbox on port + 2, with quick reports and the models' rate limits raised for speed.
const env = {
  ...process.env,
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  SANDBOX_PORT: String(port + 2),
  SANDBOX_PUBLIC_URL: `http://127.0.0.1:${port + 2}`,
  SANDBOX_RATE_SCALE: '50',
  SANDBOX_REPORT_DELAY_MS: '300',
  JOB_POLLING_SECONDS: '1',
};
const config = loadConfig(env);
await startEmbeddedSandbox(config, env);
const database = await openDatabase({ dataDir });
await ensureOperator(database, OPERATOR);
const clock = createOffsetClock();
const app = await buildApp({
  config,
  database,
  mailer: createMailer({ from: config.mailFrom, dataDir }),
  masterSecret: MASTER_SECRET,
  clock,
});
await app.listen({ port, host: '127.0.0.1' });

createServer(async (req, res) => {
  const url = new URL(req.url!, 'http://x');
  if (url.pathname !== '/billing/advance') {
    res.statusCode = 404;
    res.end();
    return;
  }
  clock.advance(Number(url.searchParams.get('days') ?? 0) * 24 * 60 * 60 * 1000);
  res.end(JSON.stringify(await app.billing.chargeDue()));
}).listen(port + 1, '127.0.0.1');
