import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { shipToWarehouses } from '../../db/schema.js';

export type ShipToWarehouseRow = typeof shipToWarehouses.$inferSelect;

/** Queries only; every one names the account. */
export function createShipToFcRepository(db: Executor) {
  const byKey = (accountId: string, fbaType: string, fcId: string) =>
    and(
      eq(shipToWarehouses.accountId, accountId),
      eq(shipToWarehouses.fbaType, fbaType),
      eq(shipToWarehouses.destinationFulfillmentId, fcId),
    );

  return {
    /** Holds the account's row until the transaction ends: default changes take turns. */
    async lockAccount(accountId: string) {
      await db.execute(sql`select 1 from accounts where id = ${accountId} for update`);
    },

    async list(accountId: string) {
      return db
        .select()
        .from(shipToWarehouses)
        .where(eq(shipToWarehouses.accountId, accountId))
        .orderBy(asc(shipToWarehouses.fbaType), asc(shipToWarehouses.createdAt), asc(shipToWarehouses.id));
    },

    async find(accountId: string, fbaType: string, fcId: string) {
      const [row] = await db
        .select()
        .from(shipToWarehouses)
        .where(byKey(accountId, fbaType, fcId));
      return row;
    },

    async countForType(accountId: string, fbaType: string) {
      const [row] = await db
        .select({ n: count() })
        .from(shipToWarehouses)
        .where(and(eq(shipToWarehouses.accountId, accountId), eq(shipToWarehouses.fbaType, fbaType)));
      return row?.n ?? 0;
    },

    async hasDefault(accountId: string, fbaType: string) {
      const [row] = await db
        .select({ id: shipToWarehouses.id })
        .from(shipToWarehouses)
        .where(
          and(
            eq(shipToWarehouses.accountId, accountId),
            eq(shipToWarehouses.fbaType, fbaType),
            eq(shipToWarehouses.isDefault, true),
          ),
        );
      return Boolean(row);
    },

    async insert(values: { accountId: string; fbaType: string; destinationFulfillmentId: string }) {
      const [row] = await db.insert(shipToWarehouses).values(values).returning();
      return row!;
    },

    /** Moves the type's default to the FC: the old one is cleared first, as the one-default index requires. */
    async makeDefault(accountId: string, fbaType: string, fcId: string) {
      await db
        .update(shipToWarehouses)
        .set({ isDefault: false })
        .where(
          and(
            eq(shipToWarehouses.accountId, accountId),
            eq(shipToWarehouses.fbaType, fbaType),
            eq(shipToWarehouses.isDefault, true),
          ),
        );
      await db
        .update(shipToWarehouses)
        .set({ isDefault: true })
        .where(byKey(accountId, fbaType, fcId));
    },

    async delete(accountId: string, fbaType: string, fcId: string) {
      const [row] = await db
        .delete(shipToWarehouses)
        .where(byKey(accountId, fbaType, fcId))
        .returning();
      return row;
    },

    async findOldest(accountId: string, fbaType: string) {
      const [row] = await db
        .select()
        .from(shipToWarehouses)
        .where(and(eq(shipToWarehouses.accountId, accountId), eq(shipToWarehouses.fbaType, fbaType)))
        .orderBy(asc(shipToWarehouses.createdAt), asc(shipToWarehouses.id))
        .limit(1);
      return row;
    },
  };
}
export type ShipToFcRepository = ReturnType<typeof createShipToFcRepository>;
