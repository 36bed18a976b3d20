// Live updates across server processes (issue 14): two `npm start` servers on one PostgreSQL
// server; a change made through one (a box created) reaches the streams open on both, because
// each process LISTENs on the database and none keeps state the other needs. PGlite is one process by nature, so this runs with DATABASE_URL
// only (CI's PostgreSQL run: `DATABASE_URL=... npm run test:api`).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBoxesResponseSchema, shipmentEventsPath, signInResponseSchema } from '@stowline/domain';
import { sql } from 'drizzle-orm';
import { LISTEN_APPLICATION_NAME } from './db/client.js';
import { publishShipmentChange } from './lib/live.js';
import { api, createSeller, PASSWORD } from './test-support/client.js';
import { openEventStream, seedShipment, type StreamEvent } from './test-support/event-stream.js';
import { getHarness } from './test-support/harness.js';
import { freePort } from './test-support/ports.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

/** One server as `npm start` runs it (apps/server/src/main.ts), API only, on the shared database. */
async function startServer(databaseUrl: string, dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      // One secret for both, as the README asks of servers sharing a database: a sign-in holds on either.
      STOWLINE_SECRET_KEY: 'live-processes-test',
      DATA_DIR: dataDir,
      PORT: String(port),
      SANDBOX_PORT: String(await freePort()),
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      JOB_WORKERS: 'false',
      // The whole API suite signs in from 127.0.0.1 before this test: its per-client limit is not what is tested here.
      RATE_LIMIT_SIGNIN_PER_CLIENT: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 1200 && !output.includes('is ready') && child.exitCode === null; i++)
    await new Promise((r) => setTimeout(r, 100));
  if (!output.includes('is ready')) throw new Error(`the server did not start:\n${output}`);
  return { baseUrl: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

const started: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!process.env.DATABASE_URL)('live updates across server processes on one PostgreSQL', () => {
  it('delivers a box made through one server process to the streams open on both', async () => {
    const harness = await getHarness();
    const seller = await createSeller({ onboarded: true });
    const shipment = await seedShipment(harness.database.db, seller.email);
    const [a, b] = await Promise.all(
      [1, 2].map(async () => {
        const dir = await mkdtemp(path.join(tmpdir(), 'stowline-live-'));
        dirs.push(dir);
        const server = await startServer(harness.databaseUrl!, dir);
        started.push(server);
        return server;
      }),
    );
    // Signed in through A; the token holds on B (sessions live in the database).
    const signIn = await api('POST', '/auth/signin', {
      baseUrl: a!.baseUrl,
      body: { email: seller.email, password: PASSWORD },
      response: signInResponseSchema,
    });
    expect(signIn.status).toBe(200);
    const token = signIn.body.token;
    const onA = await openEventStream(a!.baseUrl, shipmentEventsPath(shipment.id), token);
    const onB = await openEventStream(b!.baseUrl, shipmentEventsPath(shipment.id), token);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    for (const stream of [onA, onB]) expect((await stream.next()).event).toBe('ready');

    // A packer makes a box through A: both servers hear it from the database, B included.
    const made = await api('POST', '/fullfilment/create-boxes', {
      baseUrl: a!.baseUrl,
      token,
      body: { inboundShipmentId: shipment.id, emptyBox: true, newBoxCount: 1 },
      response: createBoxesResponseSchema,
    });
    expect(made.status).toBe(200);
    const isChange = (e: StreamEvent) => e.event === 'change';
    for (const stream of [onA, onB])
      expect((await stream.next(isChange)).data).toEqual({ shipmentId: shipment.id, kind: 'boxes' });

    // A stops (SIGTERM, as a deploy does) with a stream open: it ends the stream and exits cleanly,
    // and B goes on hearing changes.
    a!.child.kill('SIGTERM');
    await onA.ended;
    expect(await a!.exited, a!.output()).toBe(0);
    await publishShipmentChange(harness.database.db, {
      accountId: shipment.accountId,
      shipmentRowId: shipment.id,
      kind: 'items',
    });
    expect((await onB.next(isChange)).data).toEqual({ shipmentId: shipment.id, kind: 'items' });
    onB.close();
    b!.child.kill('SIGTERM');
    expect(await b!.exited, b!.output()).toBe(0);
  }, 180_000);

  it('tells open streams to refresh everything when the listening connection was lost, and goes on delivering', async () => {
    const harness = await getHarness();
    const seller = await createSeller({ onboarded: true });
    const shipment = await seedShipment(harness.database.db, seller.email);
    const stream = await openEventStream(harness.baseUrl, shipmentEventsPath(shipment.id), seller.token);
    expect((await stream.next()).event).toBe('ready');
    // An administrator's pg_terminate_backend, a failover or a network cut: changes sent meanwhile are missed.
    await harness.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTEN_APPLICATION_NAME}`,
    );
    expect((await stream.next((e) => e.event !== 'comment', 15_000)).event).toBe('resync');
    await publishShipmentChange(harness.database.db, {
      accountId: shipment.accountId,
      shipmentRowId: shipment.id,
      kind: 'shipment',
    });
    expect((await stream.next((e) => e.event === 'change')).data).toEqual({
      shipmentId: shipment.id,
      kind: 'shipment',
    });
    stream.close();
  });
});
