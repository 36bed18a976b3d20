import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { stores, storeMarketplaces } from './stores.js';
import { accountId } from './users.js';

/**
 * One data-sync job of a store (the spec's agenda log): its state, progress and schedule.
 * `scope` is the marketplace id for per-marketplace jobs and 'store' for shipments.
 * `checkpoint` lets an interrupted run resume (for example with the report it already asked for).
 */
export const syncLogs = pgTable(
  'sync_logs',
  {
    id: id(),
    accountId: accountId(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    storeMarketplaceId: uuid('store_marketplace_id').references(() => storeMarketplaces.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    name: text('name').notNull(),
    state: text('state').notNull().default('PENDING'),
    progress: integer('progress').notNull().default(0),
    repeatIntervalSeconds: integer('repeat_interval_seconds').notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The code of lastError for programs (STORE_UNAUTHORIZED: the store must be connected again). */
    lastErrorCode: text('last_error_code'),
    /** Failed attempts of the current run; reset when a run completes. */
    attempts: integer('attempts').notNull().default(0),
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>(),
    /** The pg-boss job running this log now, and when its process last said it was alive. */
    jobId: text('job_id'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sync_logs_store_scope_name_key').on(t.storeId, t.scope, t.name),
    index('sync_logs_account_idx').on(t.accountId),
  ],
);
