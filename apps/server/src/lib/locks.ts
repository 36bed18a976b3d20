import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Executor } from '../db/client.js';
import { AppError } from '../errors.js';

const LEASE_MS = 60_000;
const WAIT_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while holding `key`, across every server process sharing the database: for
 * read-decide-write sequences that include calls to another service (the payment processor),
 * which a transaction cannot cover. Waiting holds no connection (a lease row, polled), so
 * twenty waiters cannot starve the holder of connections. A holder that dies loses the lease
 * after a minute; a request that waits more than 30 s is told to try again.
 */
export async function withLock<T>(db: Db, key: string, work: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const holder = randomUUID();
  // How long this request has waited, not the time of day: the process's own clock.
  const deadline = Date.now() + (options.waitMs ?? WAIT_MS);
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    const taken = await db.execute(sql`
      insert into locks (key, holder, expires_at) values (${key}, ${holder}, now() + make_interval(secs => ${LEASE_MS / 1000}))
      on conflict (key) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where locks.expires_at < now()
      returning holder`);
    if (rowsOf(taken).length) break;
    if (Date.now() >= deadline)
      throw (
        options.busy?.() ??
        new AppError('CONFLICT', 'Another change to this is still in progress. Try again in a moment.')
      );
    await sleep(pause + Math.random() * pause);
  }
  try {
    return await work();
  } finally {
    await db.execute(sql`delete from locks where key = ${key} and holder = ${holder}`);
  }
}

export type LockOptions = { waitMs?: number; busy?: () => AppError };
/** `withLock` bound to the database: what services receive. */
export type WithLock = <T>(key: string, work: () => Promise<T>, options?: LockOptions) => Promise<T>;

export function createWithLock(db: Db): WithLock {
  return (key, work, options) => withLock(db, key, work, options);
}

/**
 * Makes the rest of a transaction take turns with every other transaction that locks the same
 * scope and id (a transaction-scoped advisory lock: released at commit or rollback).
 */
export async function lockInTransaction(tx: Executor, scope: string, id: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scope}), hashtext(${id}))`);
}
