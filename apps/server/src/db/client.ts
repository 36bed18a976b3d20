import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A database or a transaction: repositories take either. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with'>;

/**
 * Runs `work` in one transaction, handing it repositories bound to that transaction. Services
 * receive one instead of a database, so they never build a repository themselves; the app
 * composes it (`transactionWith`) from the repositories the service names.
 */
export type InTransaction<R> = <T>(work: (repos: R) => Promise<T>) => Promise<T>;

export function transactionWith<R>(db: Db, bind: (tx: Executor) => R): InTransaction<R> {
  return (work) => db.transaction((tx) => work(bind(tx)));
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Raw SQL with positional parameters, for pg-boss (several statements when there are none). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * LISTENs on `channel` (a lowercase identifier) and hands each NOTIFY's payload to `onPayload`.
   * On a server this opens one connection of its own (outside the pool), reconnects with backoff
   * when it drops and then calls `onReconnect`, since notifications sent meanwhile are lost; PGlite
   * listens on its one in-process connection. Close the listener before the database.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onPayload(payload: string): void;
  /** The listener was down and is back: anything notified meanwhile was missed. */
  onReconnect?(): void;
  /** A lost connection or a failed reconnect (it keeps trying). */
  onError?(error: unknown): void;
}

export interface Listener {
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');
/** Any constant: it only has to be the same in every process that migrates. */
const MIGRATION_LOCK = 727_001;

/**
 * Opens PostgreSQL: the server at `databaseUrl` when given, otherwise embedded PGlite with
 * its data under `dataDir` (or in memory when dataDir is 'memory://'). Applies migrations.
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const lockClient = await pool.connect();
    try {
      // Several processes may start together: one migrates, the others wait and find it done.
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      lockClient.release();
    }
    return {
      db,
      engine: 'postgres',
      executeSql: (text, values) => pool.query(text, values),
      listen: (channel, handlers) => listenOnServer(options.databaseUrl!, channel, handlers),
      close: () => pool.end(),
    };
  }
  const inMemory = options.dataDir === 'memory://';
  if (!inMemory) await mkdir(options.dataDir, { recursive: true });
  // pg_trgm serves the SKU list's substring search (migration 0004).
  const extensions = { pg_trgm };
  const client = inMemory
    ? new PGlite({ extensions })
    : new PGlite(path.join(options.dataDir, 'pglite'), { extensions });
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS });
  async function executeSql(text: string, values?: unknown[]) {
    if (values?.length) return client.query(text, values);
    const results = await client.exec(text);
    return results[results.length - 1] ?? { rows: [] };
  }
  async function listen(channel: string, handlers: ListenHandlers): Promise<Listener> {
    const unlisten = await client.listen(channel, (payload) => handlers.onPayload(payload));
    return { close: () => (client.closed ? Promise.resolve() : unlisten()) };
  }
  return { db: pgliteDb as unknown as Db, engine: 'pglite', executeSql, listen, close: () => client.close() };
}

/** How often the listening connection is checked, and how long a reconnect waits at most. */
/** `application_name` of each process's listening connection (pg_stat_activity shows it). */
export const LISTEN_APPLICATION_NAME = 'stowline-listen';
const LISTEN_CHECK_MS = 30_000;
const LISTEN_BACKOFF_MS = { first: 250, max: 10_000 };

/**
 * One connection that only LISTENs (a pooled one could be handed to a query mid-listen). A
 * connection that drops, or fails the periodic `select 1` (a half-open TCP connection raises
 * nothing by itself), is replaced, and `onReconnect` tells the caller it may have missed some.
 */
async function listenOnServer(url: string, channel: string, handlers: ListenHandlers): Promise<Listener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = LISTEN_BACKOFF_MS.first;

  async function connect(): Promise<void> {
    // Named, so an operator (or a test) can tell the listening connection from the pool's.
    const client = new pg.Client({ connectionString: url, keepAlive: true, application_name: LISTEN_APPLICATION_NAME });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    client.on('error', (error) => handlers.onError?.(error));
    client.on('end', () => {
      if (current !== client) return;
      current = undefined;
      if (!closed) scheduleReconnect();
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    current = client;
  }

  function scheduleReconnect(): void {
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          delay = LISTEN_BACKOFF_MS.first;
          if (closed) void current?.end().catch(() => {});
          else handlers.onReconnect?.();
        },
        (error: unknown) => {
          handlers.onError?.(error);
          delay = Math.min(delay * 2, LISTEN_BACKOFF_MS.max);
          if (!closed) scheduleReconnect();
        },
      );
    }, delay);
    retry.unref();
  }

  await connect();
  const check = setInterval(() => {
    const client = current;
    client?.query('select 1').catch(() => void client.end().catch(() => {}));
  }, LISTEN_CHECK_MS);
  check.unref();
  return {
    async close() {
      closed = true;
      clearInterval(check);
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The rows of a raw `db.execute`, which both drivers return under `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** PostgreSQL's unique_violation, whether the driver or Drizzle's wrapper carries it. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** A LIKE pattern for "contains `text`", its wildcards escaped so '50%' means the text '50%'. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
