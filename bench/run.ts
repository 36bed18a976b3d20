/**
 * `npm run bench`: the speed targets of the foundation issue, measured and printed.
 * Uses the PostgreSQL server at BENCH_DATABASE_URL or DATABASE_URL (the targets are for a
 * server), or embedded PGlite when neither is set, and says which.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
const PASSWORD = 'Bench_Pass_1234';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (n: number) => `${n.toFixed(2)} ms`;

/** Runs `task` `total` times with `concurrency` in flight; returns each latency and the wall time. */
async function load(total: number, concurrency: number, task: () => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t = performance.now();
        await task();
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error('the server exited');
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the server did not become healthy');
}

function startServer(env: Record<string, string>, command: string[]): ChildProcess {
  return spawn(command[0]!, command.slice(1), { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function json(url: string, init: RequestInit = {}): Promise<any> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = await res.json();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'stowline-bench-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  console.log(`Database: ${databaseUrl ? 'PostgreSQL server' : 'embedded PGlite (set BENCH_DATABASE_URL for the server figures)'}`);
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SIGNIN_PER_CLIENT: '100000000',
    RATE_LIMIT_SIGNIN_FAILURES_PER_ADDRESS: '100000000',
    RATE_LIMIT_MAIL_PER_CLIENT: '100000000',
    RATE_LIMIT_MAIL_PER_ADDRESS: '100000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };

  // 1. A warm `npm start`: built web app, existing data directory; time to a healthy answer.
  const first = startServer(env, ['npm', 'start']);
  await waitForHealth(base, first);
  await stop(first);
  const warm = startServer(env, ['npm', 'start']);
  const warmMs = await waitForHealth(base, warm);
  console.log(`\nWarm npm start ready: ${(warmMs / 1000).toFixed(2)} s (target < 10 s)`);

  // 2. Current user at 20 concurrent clients, and the same SQL run bare.
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  await json(`${base}/api/v1/auth/signup`, { method: 'POST', body: JSON.stringify({ name: 'Bench', email, password: PASSWORD }) });
  const { token } = await json(`${base}/api/v1/auth/signin`, { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
  const headers = { authorization: `Bearer ${token}` };
  await load(200, 20, async () => void (await (await fetch(`${base}/api/v1/onboarding/get-current-user`, { headers })).arrayBuffer()));
  const cu = await load(4000, 20, async () => {
    const res = await fetch(`${base}/api/v1/onboarding/get-current-user`, { headers });
    if (!res.ok) throw new Error(`current user: ${res.status}`);
    await res.arrayBuffer();
  });
  console.log(`\nCurrent user, 20 concurrent clients, ${cu.latencies.length} requests:`);
  console.log(`  p50 ${ms(percentile(cu.latencies, 50))}  p95 ${ms(percentile(cu.latencies, 95))}  p99 ${ms(percentile(cu.latencies, 99))}  ${(cu.latencies.length / cu.seconds).toFixed(0)} req/s (target p95 < 25 ms)`);
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
    const { rows } = await pool.query('select s.id as sid, u.id as uid, u.account_id from sessions s join users u on u.id = s.user_id where u.email = $1 limit 1', [email]);
    const { sid, uid, account_id: accountId } = rows[0];
    const bare = await load(4000, 20, async () => {
      await pool.query('select u.id from sessions s join users u on u.id = s.user_id join accounts a on a.id = u.account_id where s.id = $1 and s.revoked_at is null and s.expires_at > now()', [sid]);
      await Promise.all([
        pool.query('select u.*, a.* from users u join accounts a on a.id = u.account_id where u.id = $1', [uid]),
        pool.query('select * from stores where account_id = $1 order by created_at', [accountId]),
        pool.query('select * from store_marketplaces where account_id = $1 order by created_at', [accountId]),
      ]);
    });
    const bareP95 = percentile(bare.latencies, 95);
    console.log(`  the same SQL bare: p95 ${ms(bareP95)}; API/SQL p95 ratio ${(percentile(cu.latencies, 95) / bareP95).toFixed(2)}`);
    await pool.end();
  }

  // 3. Sign-in: one argon2id verification each, by design.
  const signIn = async () => {
    const res = await fetch(`${base}/api/v1/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    if (!res.ok) throw new Error(`sign-in: ${res.status}`);
    await res.arrayBuffer();
  };
  const single = await load(150, 1, signIn);
  console.log(`\nSign-in, one client, ${single.latencies.length} requests: p50 ${ms(percentile(single.latencies, 50))}  p95 ${ms(percentile(single.latencies, 95))} (target p95 < 40 ms)`);
  const concurrency = 4;
  const many = await load(400, concurrency, signIn);
  const signInRate = many.latencies.length / many.seconds;
  await stop(warm);

  const storedHash = await hash(PASSWORD, { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const hashing = await load(400, concurrency, async () => void (await verify(storedHash, PASSWORD)));
  const hashRate = hashing.latencies.length / hashing.seconds;
  console.log(`Sign-in throughput at ${concurrency} clients: ${signInRate.toFixed(1)}/s; bare argon2id verify: ${hashRate.toFixed(1)}/s (${((signInRate / hashRate) * 100).toFixed(0)}% of bare, target >= 80%); one bare verify p50 ${ms(percentile(hashing.latencies, 50))}`);

  // 4. Initial JavaScript of the sign-in page, as a browser loads it.
  const server = startServer(env, ['node', '--import', 'tsx', 'apps/server/src/main.ts']);
  await waitForHealth(base, server);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.set(res.url(), gzipSync(await res.body()).length);
  });
  await page.goto(`${base}/auth/signin`, { waitUntil: 'networkidle' });
  await browser.close();
  await stop(server);
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  console.log(`\nSign-in page initial JavaScript: ${(total / 1024).toFixed(1)} kB gzip in ${scripts.size} files (target <= 250 kB)`);
}

await main();
