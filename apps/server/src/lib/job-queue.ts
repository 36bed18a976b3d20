import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

/**
 * The process's one pg-boss instance, on the app's own database connection (PGlite or
 * PostgreSQL). The data-sync and billing engines register their queues on it; the app
 * starts it before them and stops it after them.
 */
export function createJobQueue(database: Database, log: { error(obj: object, msg: string): void }): PgBoss {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Finished jobs are history we do not need: sync logs and invoices keep what sellers see.
    deleteAfterDays: 2,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  return boss;
}

/** Stops the queue after the engines: running jobs get a few seconds to finish. */
export function stopJobQueue(boss: PgBoss): Promise<void> {
  return boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
}
