import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accountId } from './users.js';

/**
 * SP-API token buckets per selling partner and operation, shared by every process. Tokens
 * may go below zero: a negative balance is a queue of callers already promised a slot.
 */
export const spApiBuckets = pgTable('sp_api_buckets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  /** Requests per second: the model's figure until Amazon's x-amzn-RateLimit-Limit says otherwise. */
  rate: doublePrecision('rate').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * How long Amazon's inbound operations of each kind last, as the operation poller last saw them
 * (modules/marketplace/inbound-operations.ts): the moment after its start an operation of the kind
 * was last seen IN_PROGRESS. No seller's data: shared by every process and kept across restarts,
 * so the first poll of an operation is timed right in any process, after a start too.
 */
export const operationTimings = pgTable(
  'operation_timings',
  {
    kind: text('kind').primaryKey(),
    runningUntilMs: integer('running_until_ms').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('operation_timings_running_check', sql`${t.runningUntilMs} >= 0`)],
);

/**
 * An operation of Amazon's a call or a job started and has not seen end yet (issue 26, item 7):
 * kept under the caller's key (and the fingerprint of what it asked), so a retry or a restart
 * polls the same operation instead of starting the step again. Dropped once its end is seen.
 */
export const inboundOperations = pgTable(
  'inbound_operations',
  {
    accountId: accountId(),
    key: text('key').notNull(),
    operationId: text('operation_id').notNull(),
    kind: text('kind').notNull(),
    fingerprint: text('fingerprint'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);
