import type PgBoss from 'pg-boss';
import { transactionWith, type Db } from '../../db/client.js';
import type { UploadReader } from '../../lib/imports/index.js';
import type { WithLock } from '../../lib/locks.js';
import { startProductsJobs } from './products.jobs.js';
import { createProductsRepository, prepareListQueries } from './products.repository.js';
import { createProductsService } from './products.service.js';

/**
 * Wires the SKU list: the repository (inbound and shipments read products through it), the
 * service its routes call, and its housekeeping job (started with the app's job queue).
 */
export function createProductsModule(deps: {
  db: Db;
  withLock: WithLock;
  uploads: UploadReader;
  searchIndexMaxRows: number;
  log: { error(obj: object, msg: string): void };
}) {
  const { db } = deps;
  const repo = createProductsRepository(db);
  const service = createProductsService({
    productsRepo: repo,
    transaction: transactionWith(db, (tx) => ({ productsRepo: createProductsRepository(tx) })),
    listQueries: prepareListQueries(db),
    withLock: deps.withLock,
    uploads: deps.uploads,
    searchIndexMaxRows: deps.searchIndexMaxRows,
    log: (error) => deps.log.error({ err: error }, 'building a SKU search index failed'),
  });
  return {
    repo,
    service,
    /** Declares the products queues and, in a worker process, runs them. */
    startJobs: (boss: PgBoss, options: { workers: boolean; pollingIntervalSeconds: number }) =>
      startProductsJobs(boss, db, options),
  };
}
