import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accountSettings } from '../../db/schema.js';

export type AccountSettingsRow = typeof accountSettings.$inferSelect;
type SettingsValues = Omit<typeof accountSettings.$inferInsert, 'accountId' | 'updatedAt'>;

/** The account's one settings row; queries only. */
export function createSettingsRepository(db: Executor) {
  return {
    async find(accountId: string): Promise<AccountSettingsRow | undefined> {
      const [row] = await db.select().from(accountSettings).where(eq(accountSettings.accountId, accountId));
      return row;
    },

    /** Writes the given columns, making the row on first use; other columns keep their values. */
    async save(accountId: string, values: SettingsValues): Promise<void> {
      await db
        .insert(accountSettings)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: accountSettings.accountId, set: { ...values, updatedAt: sql`now()` } });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
