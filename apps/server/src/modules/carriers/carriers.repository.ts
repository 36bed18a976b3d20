import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { carrierAccounts } from '../../db/schema.js';

export type CarrierAccountRow = typeof carrierAccounts.$inferSelect;

/** Queries only; every one names the account. Credentials arrive and leave sealed. */
export function createCarriersRepository(db: Executor) {
  return {
    async list(accountId: string) {
      return db
        .select()
        .from(carrierAccounts)
        .where(eq(carrierAccounts.accountId, accountId))
        .orderBy(asc(carrierAccounts.carrierName));
    },

    async upsert(values: Omit<typeof carrierAccounts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>) {
      const { clientIdEnc, secretKeyEnc, accountNumberEnc, labelStockType } = values;
      await db
        .insert(carrierAccounts)
        .values(values)
        .onConflictDoUpdate({
          target: [carrierAccounts.accountId, carrierAccounts.carrierName],
          set: { clientIdEnc, secretKeyEnc, accountNumberEnc, labelStockType, updatedAt: sql`now()` },
        });
    },

    /** Every account's rows whose number is still plain text (saved before it was sealed). */
    async listUnsealedAccountNumbers() {
      return db
        .select({ id: carrierAccounts.id, accountNumber: carrierAccounts.accountNumberEnc })
        .from(carrierAccounts)
        .where(sql`${carrierAccounts.accountNumberEnc} not like 'v1.%'`);
    },

    async sealAccountNumber(id: string, plain: string, sealed: string) {
      await db
        .update(carrierAccounts)
        .set({ accountNumberEnc: sealed })
        .where(and(eq(carrierAccounts.id, id), eq(carrierAccounts.accountNumberEnc, plain)));
    },

    async delete(accountId: string, carrierName: string) {
      const deleted = await db
        .delete(carrierAccounts)
        .where(and(eq(carrierAccounts.accountId, accountId), eq(carrierAccounts.carrierName, carrierName)))
        .returning({ id: carrierAccounts.id });
      return deleted.length > 0;
    },
  };
}
export type CarriersRepository = ReturnType<typeof createCarriersRepository>;
