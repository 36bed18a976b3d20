/**
 * One run of the journeys' app (started and restarted by server.ts): the real Stowline server
 * (same modules as `npm start`) with its embedded sandbox, on the DATA_DIR (and the server
 * database, if any) the supervisor gives, so a restart finds the database, the outbox and the
 * sandbox's state (grants, saved cards) as it left them. On E2E_CONTROL_PORT, one test control:
 * `/billing/advance?days=N` moves billing's clock forward and runs the due charges. The clock starts at E2E_CLOCK_OFFSET_MS, so days
 * advanced before a restart stay advanced. SIGTERM stops it as `npm start` stops.
 */
import { createServer } from 'node:http';
import {
  buildApp,
  createMailer,
  createOffsetClock,
  ensureOperator,
  loadConfig,
  openDatabase,
  startEmbeddedSandbox,
} from '@stowline/server/testing';
import { MASTER_SECRET, OPERATOR } from './constants.js';

const port = Number(process.env.E2E_PORT || 3555);
const dataDir = process.env.E2E_DATA_DIR!;
const controlPort = Number(process.env.E2E_CONTROL_PORT);
// The marketplace sandbox on port + 2, with quick reports and operations and the models' rate limits raised for speed.
const env = {
  ...process.env,
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The supervisor's database on the PostgreSQL server when `npm test` has one (support/server.ts), else PGlite.
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  SANDBOX_PORT: String(port + 2),
  SANDBOX_PUBLIC_URL: `http://127.0.0.1:${port + 2}`,
  SANDBOX_RATE_SCALE: '50',
  SANDBOX_REPORT_DELAY_MS: '300',
  // Inbound operations stay IN_PROGRESS 300 ms, as in the API tests (the sandbox's default is 1.5 s).
  SANDBOX_OPERATION_DELAY_MS: '300',
  JOB_POLLING_SECONDS: '1',
  // Every journey signs up from 127.0.0.1 within the hour: the per-client mail limit (30 an hour) would refuse
  // the later ones. The limits themselves are proven by the API tests.
  RATE_LIMIT_MAIL_PER_CLIENT: '1000',
  RATE_LIMIT_SIGNIN_PER_CLIENT: '1000',
};
const config = loadConfig(env);
const sandbox = await startEmbeddedSandbox(config, env);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir });
await ensureOperator(database, OPERATOR);
const clock = createOffsetClock();
clock.advance(Number(process.env.E2E_CLOCK_OFFSET_MS || 0));
const app = await buildApp({
  config,
  database,
  mailer: createMailer({ from: config.mailFrom, dataDir }),
  masterSecret: MASTER_SECRET,
  clock,
});

const control = createServer(async (req, res) => {
  const url = new URL(req.url!, 'http://x');
  if (url.pathname !== '/billing/advance') {
    res.statusCode = 404;
    res.end();
    return;
  }
  clock.advance(Number(url.searchParams.get('days') ?? 0) * 24 * 60 * 60 * 1000);
  res.end(JSON.stringify(await app.billing.chargeDue()));
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  control.close();
  await app.close();
  await sandbox?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));
await app.listen({ port, host: '127.0.0.1' });
