import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Leased locks (lib/locks.ts): one row per held key, shared by every server process. A lease
 * that outlives its holder (a process that died) lapses at expires_at.
 */
export const locks = pgTable('locks', {
  key: text('key').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
