import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { likeContaining, type Executor } from '../../db/client.js';
import { warehouses } from '../../db/schema.js';

export type WarehouseRow = typeof warehouses.$inferSelect;

/**
 * A warehouse as a ship-from address, in v2024 AddressInput's field names (a plan request keeps it,
 * as the warehouse may change later; `toAddressInput` cuts it to the model's lengths).
 */
export function warehouseAddress(w: WarehouseRow): Record<string, string> {
  return {
    name: w.contactName,
    companyName: w.name,
    addressLine1: w.addressLine1,
    addressLine2: w.addressLine2,
    city: w.city,
    stateOrProvinceCode: w.stateOrProvinceCode,
    postalCode: w.postalCode,
    countryCode: w.countryCode,
    phoneNumber: w.contactPhone,
    email: w.contactEmail,
  };
}
export type WarehouseValues = Partial<
  Omit<typeof warehouses.$inferInsert, 'id' | 'accountId' | 'createdAt' | 'updatedAt' | 'isDefault'>
>;

/** Queries only; every one names the account, so another seller's ids find nothing. */
export function createWarehousesRepository(db: Executor) {
  return {
    /** Holds the account's row until the transaction ends: default changes take turns. */
    async lockAccount(accountId: string) {
      await db.execute(sql`select 1 from accounts where id = ${accountId} for update`);
    },

    async list(accountId: string, filter: { search?: string | undefined; limit: number; offset: number }) {
      const pattern = filter.search ? likeContaining(filter.search) : undefined;
      const where = and(
        eq(warehouses.accountId, accountId),
        pattern
          ? or(
              ilike(warehouses.name, pattern),
              ilike(warehouses.addressLine1, pattern),
              ilike(warehouses.city, pattern),
              ilike(warehouses.postalCode, pattern),
              ilike(warehouses.contactName, pattern),
              ilike(warehouses.contactEmail, pattern),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(warehouses)
          .where(where)
          .orderBy(sql`lower(${warehouses.name})`, asc(warehouses.createdAt), asc(warehouses.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(warehouses).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async find(accountId: string, id: string) {
      const [row] = await db
        .select()
        .from(warehouses)
        .where(and(eq(warehouses.accountId, accountId), eq(warehouses.id, id)));
      return row;
    },

    async hasDefault(accountId: string) {
      const [row] = await db
        .select({ id: warehouses.id })
        .from(warehouses)
        .where(and(eq(warehouses.accountId, accountId), eq(warehouses.isDefault, true)));
      return Boolean(row);
    },

    async insert(accountId: string, values: Omit<typeof warehouses.$inferInsert, 'accountId'>) {
      const [row] = await db
        .insert(warehouses)
        .values({ accountId, ...values })
        .returning();
      return row!;
    },

    async update(accountId: string, id: string, values: WarehouseValues) {
      const [row] = await db
        .update(warehouses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(warehouses.accountId, accountId), eq(warehouses.id, id)))
        .returning();
      return row;
    },

    /** Moves the default to `id`: the old default is cleared first, as the one-default index requires. */
    async makeDefault(accountId: string, id: string) {
      await db
        .update(warehouses)
        .set({ isDefault: false })
        .where(and(eq(warehouses.accountId, accountId), eq(warehouses.isDefault, true)));
      await db
        .update(warehouses)
        .set({ isDefault: true })
        .where(and(eq(warehouses.accountId, accountId), eq(warehouses.id, id)));
    },

    async delete(accountId: string, id: string) {
      const [row] = await db
        .delete(warehouses)
        .where(and(eq(warehouses.accountId, accountId), eq(warehouses.id, id)))
        .returning({ id: warehouses.id, isDefault: warehouses.isDefault });
      return row;
    },

    async findOldest(accountId: string) {
      const [row] = await db
        .select({ id: warehouses.id })
        .from(warehouses)
        .where(eq(warehouses.accountId, accountId))
        .orderBy(asc(warehouses.createdAt), asc(warehouses.id))
        .limit(1);
      return row;
    },
  };
}
export type WarehousesRepository = ReturnType<typeof createWarehousesRepository>;
