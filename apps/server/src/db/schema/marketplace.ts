import { doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
