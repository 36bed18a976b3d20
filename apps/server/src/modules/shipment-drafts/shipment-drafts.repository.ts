import { and, eq, sql } from 'drizzle-orm';
import type { DraftContent } from '@stowline/domain';
import type { Executor } from '../../db/client.js';
import { shipmentDrafts, storeMarketplaces, users } from '../../db/schema.js';

/** Queries only; every one names the account and the store marketplace. */
export function createShipmentDraftsRepository(db: Executor) {
  const byKey = (accountId: string, storeMarketplaceId: string) =>
    and(eq(shipmentDrafts.accountId, accountId), eq(shipmentDrafts.storeMarketplaceId, storeMarketplaceId));

  return {
    /**
     * Whether the store marketplace is the account's. Inside a transaction it also holds the row
     * (KEY SHARE) until the end, so the marketplace cannot be deleted under a save.
     */
    async holdStoreMarketplace(accountId: string, storeMarketplaceId: string, lock = false): Promise<boolean> {
      const query = db
        .select({ id: storeMarketplaces.id })
        .from(storeMarketplaces)
        .where(and(eq(storeMarketplaces.id, storeMarketplaceId), eq(storeMarketplaces.accountId, accountId)));
      const [row] = lock ? await query.for('key share') : await query;
      return Boolean(row);
    },

    async find(accountId: string, storeMarketplaceId: string) {
      const [row] = await db
        .select({
          version: shipmentDrafts.version,
          content: shipmentDrafts.content,
          updatedAt: shipmentDrafts.updatedAt,
          updatedBy: users.name,
        })
        .from(shipmentDrafts)
        .leftJoin(users, eq(users.id, shipmentDrafts.updatedBy))
        .where(byKey(accountId, storeMarketplaceId));
      return row && { ...row, content: row.content as DraftContent };
    },

    async findVersion(accountId: string, storeMarketplaceId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ version: shipmentDrafts.version })
        .from(shipmentDrafts)
        .where(byKey(accountId, storeMarketplaceId));
      return row?.version;
    },

    /** The first draft of the marketplace (version 1); nothing when another one got there first. */
    async insert(values: { accountId: string; storeMarketplaceId: string; content: DraftContent; userId: string }) {
      const [row] = await db
        .insert(shipmentDrafts)
        .values({
          accountId: values.accountId,
          storeMarketplaceId: values.storeMarketplaceId,
          content: values.content,
          updatedBy: values.userId,
          version: 1,
        })
        .onConflictDoNothing({ target: shipmentDrafts.storeMarketplaceId })
        .returning({ version: shipmentDrafts.version, updatedAt: shipmentDrafts.updatedAt });
      return row;
    },

    /** Replaces the draft if it is still at `version`; nothing when it moved on (or is gone). */
    async replace(
      key: { accountId: string; storeMarketplaceId: string; version: number },
      values: { content: DraftContent; userId: string },
    ) {
      const [row] = await db
        .update(shipmentDrafts)
        .set({
          content: values.content,
          updatedBy: values.userId,
          version: sql`${shipmentDrafts.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(byKey(key.accountId, key.storeMarketplaceId), eq(shipmentDrafts.version, key.version)))
        .returning({ version: shipmentDrafts.version, updatedAt: shipmentDrafts.updatedAt });
      return row;
    },

    /** Deletes the draft (only at `version` when given); the number of rows deleted. */
    async delete(accountId: string, storeMarketplaceId: string, version?: number): Promise<number> {
      const where =
        version === undefined
          ? byKey(accountId, storeMarketplaceId)
          : and(byKey(accountId, storeMarketplaceId), eq(shipmentDrafts.version, version));
      const rows = await db.delete(shipmentDrafts).where(where).returning({ id: shipmentDrafts.id });
      return rows.length;
    },
  };
}
export type ShipmentDraftsRepository = ReturnType<typeof createShipmentDraftsRepository>;
