/**
 * The journeys' server: the real Stowline server (app-process.ts, the same modules as `npm
 * start`) on a fresh database (embedded, or on the PostgreSQL server at DATABASE_URL), with a
 * known operator, run as a child process so that a journey can stop it and start it again on the
 * same DATA_DIR, as a seller's `npm start` would be. Beside it, on the next port, the test controls:
 * - `/billing/advance?days=N` moves billing's clock forward and runs the due charges (renewals
 *   without waiting a month); the days stay advanced across restarts.
 * - `/restart` stops the app (SIGTERM, as Ctrl-C) and starts it again on the same DATA_DIR,
 *   answering once it is healthy.
 * - `/seller?store=small|large&name=…` hands out a new seller, onboarded with that demo store
 *   synced (support/sellers.ts), the store renamed as asked. A seller of each store is prepared
 *   ahead through the real API while other journeys run (the first as soon as the app answers, the
 *   next as one is handed out; the 5,000-SKU sync is the longest wait of the journeys), so a
 *   journey about something else starts at once.
 *   E2E_PREPARE_AHEAD=0 prepares each only when asked.
 * The product has no such endpoints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshServerDatabase } from '@stowline/server/testing';
import { APP_URL, PASSWORD } from './constants.js';
import { createApi, prepareSeller, type DemoStore } from './sellers.js';

const port = Number(process.env.E2E_PORT || 3555);
/** The app's own control port, behind this one: the app's ports are port, port + 2 and this. */
const appControlPort = port + 3;
const dataDir = await mkdtemp(path.join(tmpdir(), 'stowline-e2e-'));
/**
 * With a PostgreSQL server at DATABASE_URL (CI), the app keeps its data in an empty database of its
 * own there (`<database>_e2e_<port>`); otherwise in PGlite under dataDir, as on a fresh machine.
 * PGlite runs its queries on the app's one thread: a 5,000-SKU sync there held up every other
 * journey's calls while it ran.
 */
const databaseUrl = process.env.DATABASE_URL ? await freshServerDatabase(process.env.DATABASE_URL, `e2e_${port}`) : '';
const DAY_MS = 24 * 60 * 60 * 1000;
let clockOffsetMs = 0;
let app: ChildProcess;

function startApp(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'app-process.ts')], {
    cwd: path.join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      E2E_DATABASE_URL: databaseUrl,
      E2E_CONTROL_PORT: String(appControlPort),
      E2E_CLOCK_OFFSET_MS: String(clockOffsetMs),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitUntilHealthy(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the app did not become healthy');
}

/** SIGTERM, then its exit (SIGKILL after 30 s). */
function stopApp(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

app = startApp();
let restarts = 0;

const AHEAD: Record<DemoStore, number> =
  process.env.E2E_PREPARE_AHEAD === '0' ? { small: 0, large: 0 } : { small: 1, large: 1 };
type Prepared = Promise<{ email: string; storeId: string }>;
const prepared: Record<DemoStore, Prepared[]> = { small: [], large: [] };

function prepare(store: DemoStore): Prepared {
  const seller = prepareSeller(APP_URL, { store, storeName: `Demo ${store} store` });
  seller.catch(() => undefined); // a seller prepared ahead may fail (a restart mid-way): handed out, it is made anew
  return seller;
}

function prepareAhead(store: DemoStore) {
  while (prepared[store].length < AHEAD[store]) prepared[store].push(prepare(store));
}

/** The next seller of `store`, its store renamed `name`. */
async function handOutSeller(store: DemoStore, name: string) {
  const next = prepared[store].shift() ?? prepare(store);
  prepareAhead(store);
  const { email, storeId } = await next.catch(() => prepare(store));
  const api = createApi(`${APP_URL}/api/v1`);
  const { token } = await api<{ token: string }>('POST', '/auth/signin', { body: { email, password: PASSWORD } });
  await api('PUT', '/onboarding/update-store', { token, body: { storeId, name } });
  return { email };
}

// The first seller of each store is prepared as soon as the app answers, before a journey asks: the 5,000-SKU
// sync then runs beside the first journeys instead of holding up the first that needs it.
void waitUntilHealthy(app).then(
  () => (['large', 'small'] as const).forEach(prepareAhead),
  () => undefined,
);

createServer(async (req, res) => {
  const url = new URL(req.url!, 'http://x');
  try {
    if (url.pathname === '/billing/advance') {
      const days = Number(url.searchParams.get('days') ?? 0);
      const answer = await fetch(`http://127.0.0.1:${appControlPort}/billing/advance?days=${days}`);
      if (answer.ok) clockOffsetMs += days * DAY_MS;
      res.statusCode = answer.status;
      res.end(await answer.text());
    } else if (url.pathname === '/restart') {
      await stopApp(app);
      app = startApp();
      await waitUntilHealthy(app);
      res.end(JSON.stringify({ restarts: ++restarts }));
    } else if (url.pathname === '/seller') {
      const store = url.searchParams.get('store') === 'large' ? 'large' : 'small';
      res.end(JSON.stringify(await handOutSeller(store, url.searchParams.get('name') ?? 'Maple Goods')));
    } else {
      res.statusCode = 404;
      res.end();
    }
  } catch (error) {
    res.statusCode = 500;
    res.end(String(error));
  }
}).listen(port + 1, '127.0.0.1');

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void stopApp(app).finally(() => process.exit(0)));
}
