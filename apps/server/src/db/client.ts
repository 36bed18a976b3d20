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
    return { db, engine: 'postgres', executeSql: (text, values) => pool.query(text, values), close: () => pool.end() };
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
  return { db: pgliteDb as unknown as Db, engine: 'pglite', executeSql, close: () => client.close() };
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
