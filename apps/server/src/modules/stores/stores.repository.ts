import { and, asc, eq, ilike, inArray, isNull, gt, notInArray, sql } from 'drizzle-orm';
import { MARKETPLACES } from '@stowline/domain';
import { likeContaining, type Executor } from '../../db/client.js';
import { accounts, oauthStates, storeCredentials, storeMarketplaces, stores } from '../../db/schema.js';

/** Every query names the account: a store id from another account finds nothing. */
export function createStoresRepository(db: Executor) {
  return {
    async insertOauthState(values: typeof oauthStates.$inferInsert) {
      await db.insert(oauthStates).values(values);
    },

    /** Uses a state once: it must exist, be unexpired, unused and belong to this session. */
    async consumeOauthState(stateHash: string, sessionId: string) {
      const [row] = await db
        .update(oauthStates)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(oauthStates.stateHash, stateHash),
            eq(oauthStates.sessionId, sessionId),
            isNull(oauthStates.usedAt),
            gt(oauthStates.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row;
    },

    async findStore(accountId: string, storeId: string) {
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.id, storeId), eq(stores.accountId, accountId)));
      return row;
    },

    async findStoreBySeller(sellerId: string, region: string) {
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.sellerId, sellerId), eq(stores.region, region)));
      return row;
    },

    async isStoreNameTaken(accountId: string, name: string, exceptStoreId?: string) {
      const [row] = await db
        .select({ id: stores.id })
        .from(stores)
        .where(
          and(
            eq(stores.accountId, accountId),
            sql`lower(${stores.name}) = lower(${name})`,
            exceptStoreId ? sql`${stores.id} <> ${exceptStoreId}` : undefined,
          ),
        );
      return Boolean(row);
    },

    async hasDefaultStore(accountId: string) {
      const [row] = await db
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.accountId, accountId), eq(stores.isDefault, true)));
      return Boolean(row);
    },

    async insertStore(values: typeof stores.$inferInsert) {
      const [row] = await db.insert(stores).values(values).returning();
      return row!;
    },

    async updateStore(accountId: string, storeId: string, values: Partial<typeof stores.$inferInsert>) {
      const [row] = await db
        .update(stores)
        .set(values)
        .where(and(eq(stores.id, storeId), eq(stores.accountId, accountId)))
        .returning();
      return row;
    },

    async saveCredentials(values: {
      storeId: string;
      accountId: string;
      refreshTokenEnc: string;
      mwsAuthTokenEnc: string | null;
    }) {
      await db
        .insert(storeCredentials)
        .values(values)
        .onConflictDoUpdate({
          target: storeCredentials.storeId,
          set: { ...values, accessTokenEnc: null, accessTokenExpiresAt: null, updatedAt: sql`now()` },
        });
    },

    async listStores(accountId: string, name?: string) {
      const storeRows = await db
        .select()
        .from(stores)
        .where(and(eq(stores.accountId, accountId), name ? ilike(stores.name, likeContaining(name)) : undefined))
        .orderBy(asc(stores.createdAt), asc(stores.id));
      const ids = storeRows.map((s) => s.id);
      const marketplaceRows = ids.length
        ? await db
            .select()
            .from(storeMarketplaces)
            .where(and(eq(storeMarketplaces.accountId, accountId), inArray(storeMarketplaces.storeId, ids)))
            .orderBy(asc(storeMarketplaces.createdAt), asc(storeMarketplaces.id))
        : [];
      return storeRows.map((store) => ({ store, marketplaces: marketplaceRows.filter((m) => m.storeId === store.id) }));
    },

    async listStoreMarketplaces(accountId: string, storeId: string) {
      return db
        .select()
        .from(storeMarketplaces)
        .where(and(eq(storeMarketplaces.accountId, accountId), eq(storeMarketplaces.storeId, storeId)));
    },

    /** Adds the marketplaces the store does not have yet; returns the rows added. */
    async addStoreMarketplaces(accountId: string, storeId: string, marketplaceIds: readonly string[]) {
      const values = marketplaceIds.map((marketplaceId) => ({
        accountId,
        storeId,
        marketplaceId,
        code: MARKETPLACES.find((m) => m.marketplaceId === marketplaceId)!.code,
      }));
      if (!values.length) return [];
      return db.insert(storeMarketplaces).values(values).onConflictDoNothing().returning();
    },

    async removeOtherStoreMarketplaces(accountId: string, storeId: string, keepMarketplaceIds: readonly string[]) {
      return db
        .delete(storeMarketplaces)
        .where(
          and(
            eq(storeMarketplaces.accountId, accountId),
            eq(storeMarketplaces.storeId, storeId),
            notInArray(storeMarketplaces.marketplaceId, [...keepMarketplaceIds]),
          ),
        )
        .returning({ id: storeMarketplaces.id });
    },

    /**
     * Makes one store marketplace the account's default, and its store the default store.
     * Returns false when the id is not one of the account's.
     */
    async setDefaultStoreMarketplace(accountId: string, storeMarketplaceId: string) {
      const [target] = await db
        .select({ storeId: storeMarketplaces.storeId })
        .from(storeMarketplaces)
        .where(and(eq(storeMarketplaces.id, storeMarketplaceId), eq(storeMarketplaces.accountId, accountId)));
      if (!target) return false;
      await db
        .update(storeMarketplaces)
        .set({ isDefault: sql`${storeMarketplaces.id} = ${storeMarketplaceId}` })
        .where(eq(storeMarketplaces.accountId, accountId));
      await db
        .update(stores)
        .set({ isDefault: sql`${stores.id} = ${target.storeId}` })
        .where(eq(stores.accountId, accountId));
      return true;
    },

    /** The first store marketplace of the account, for when the default one went away. */
    async findFirstStoreMarketplace(accountId: string) {
      const [row] = await db
        .select({ id: storeMarketplaces.id })
        .from(storeMarketplaces)
        .where(eq(storeMarketplaces.accountId, accountId))
        .orderBy(asc(storeMarketplaces.createdAt), asc(storeMarketplaces.id))
        .limit(1);
      return row;
    },

    async hasDefaultStoreMarketplace(accountId: string) {
      const [row] = await db
        .select({ id: storeMarketplaces.id })
        .from(storeMarketplaces)
        .where(and(eq(storeMarketplaces.accountId, accountId), eq(storeMarketplaces.isDefault, true)));
      return Boolean(row);
    },

    async deleteStore(accountId: string, storeId: string) {
      const deleted = await db
        .delete(stores)
        .where(and(eq(stores.id, storeId), eq(stores.accountId, accountId)))
        .returning({ id: stores.id });
      return deleted.length > 0;
    },

    async markOnboardingCompleted(accountId: string) {
      await db.update(accounts).set({ onboardCompleted: true }).where(eq(accounts.id, accountId));
    },
  };
}
export type StoresRepository = ReturnType<typeof createStoresRepository>;
