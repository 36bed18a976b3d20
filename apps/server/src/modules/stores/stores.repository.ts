import { and, asc, eq, ilike, inArray, isNull, gt, notInArray, sql } from 'drizzle-orm';
import { MARKETPLACES, type SyncJobName } from '@stowline/domain';
import { likeContaining, type Executor } from '../../db/client.js';
import { oauthStates, storeCredentials, storeMarketplaces, stores } from '../../db/schema.js';
import { lockInTransaction } from '../../lib/locks.js';

/** The synced flag each marketplace job sets when it completes (spec: syncedStatus). */
const SYNCED_FLAG = {
  listing: 'listingSynced',
  prepInstruction: 'prepInstructionSynced',
  quantity: 'quantitySynced',
  catalog: 'catalogSynced',
} as const satisfies Record<Exclude<SyncJobName, 'shipments'>, keyof typeof storeMarketplaces.$inferInsert>;

/**
 * Every write to stores, store_marketplaces, oauth_states and store_credentials (the stores
 * module owns them). The marketplace client (credentials) and the sync (synced flags) are given
 * the few functions they need. Queries the seller's requests make name the account: a store id
 * from another account finds nothing; the ones keyed by a store id alone serve the jobs and
 * the marketplace client, which got the id from such a query.
 */
export function createStoresRepository(db: Executor) {
  return {
    /**
     * Writes that pick the account's default store and store marketplace take turns, so one of
     * each stays default. Call inside the writing transaction; the turn ends with it.
     */
    takeDefaultsTurn(accountId: string): Promise<void> {
      return lockInTransaction(db, 'store-defaults', accountId);
    },

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

    /** The store's LWA credentials (the marketplace client's). */
    async findCredentials(storeId: string) {
      const [row] = await db.select().from(storeCredentials).where(eq(storeCredentials.storeId, storeId));
      return row;
    },

    /** A fresh LWA access token, sealed, shared by every process until it nears expiry. */
    async saveAccessToken(storeId: string, accessTokenEnc: string, expiresAt: Date) {
      await db
        .update(storeCredentials)
        .set({ accessTokenEnc, accessTokenExpiresAt: expiresAt, updatedAt: sql`now()` })
        .where(eq(storeCredentials.storeId, storeId));
    },

    /** Amazon refused the store's grant: the seller must connect it again. */
    async markUnauthorized(storeId: string) {
      await db.update(stores).set({ isAuthorized: false }).where(eq(stores.id, storeId));
    },

    /** The shipments sync of the store has completed (once is enough: the flag stays). */
    async markShipmentsSynced(storeId: string) {
      await db.update(stores).set({ shipmentsSynced: true }).where(eq(stores.id, storeId));
    },

    /** A marketplace job of the store marketplace has completed: its synced flag is set. */
    async markMarketplaceSynced(storeMarketplaceId: string, job: keyof typeof SYNCED_FLAG) {
      await db
        .update(storeMarketplaces)
        .set({ [SYNCED_FLAG[job]]: true })
        .where(eq(storeMarketplaces.id, storeMarketplaceId));
    },
  };
}
export type StoresRepository = ReturnType<typeof createStoresRepository>;
