import { and, asc, desc, eq, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  inboundPlanRequests,
  products,
  shipmentItems,
  shipments,
  storeMarketplaces,
  stores,
  type InboundRequestItem,
} from '../../db/schema.js';
import { createPlansRepository, type PlanRow, type PlanShipmentRow } from './plans.repository.js';

export type PlanRequestRow = typeof inboundPlanRequests.$inferSelect;
export type { PlanRow, PlanShipmentRow };

/**
 * Queries of the inbound module's tables: inbound_plan_requests here (requests, the job's lease,
 * Clear Ship Plan), inbound_plans and inbound_plan_shipments in plans.repository.ts, and the reads
 * it needs of the store and its products. Calls from routes name the account; the job reads a
 * request by id and then works inside that request's account.
 */
export function createInboundRepository(db: Executor) {
  return {
    ...createPlansRepository(db),

    async findStoreMarketplace(accountId: string, storeMarketplaceId: string) {
      const [row] = await db
        .select({
          storeId: stores.id,
          sellerId: stores.sellerId,
          isAuthorized: stores.isAuthorized,
          marketplaceId: storeMarketplaces.marketplaceId,
          code: storeMarketplaces.code,
        })
        .from(storeMarketplaces)
        .innerJoin(stores, eq(stores.id, storeMarketplaces.storeId))
        .where(and(eq(storeMarketplaces.accountId, accountId), eq(storeMarketplaces.id, storeMarketplaceId)));
      return row;
    },

    async findStore(accountId: string, storeId: string) {
      const [row] = await db
        .select({ storeId: stores.id, sellerId: stores.sellerId, isAuthorized: stores.isAuthorized })
        .from(stores)
        .where(and(eq(stores.accountId, accountId), eq(stores.id, storeId)));
      return row;
    },

    // -- requests ---------------------------------------------------------------------------

    /** Inserts a request; with an idempotency key already used by the account, nothing (undefined). */
    async insertRequest(values: typeof inboundPlanRequests.$inferInsert): Promise<PlanRequestRow | undefined> {
      const [row] = await db.insert(inboundPlanRequests).values(values).onConflictDoNothing().returning();
      return row;
    },

    async findRequestByKey(accountId: string, idempotencyKey: string) {
      const [row] = await db
        .select()
        .from(inboundPlanRequests)
        .where(
          and(eq(inboundPlanRequests.accountId, accountId), eq(inboundPlanRequests.idempotencyKey, idempotencyKey)),
        );
      return row;
    },

    async findRequest(accountId: string, id: string) {
      const [row] = await db
        .select()
        .from(inboundPlanRequests)
        .where(and(eq(inboundPlanRequests.accountId, accountId), eq(inboundPlanRequests.id, id)));
      return row;
    },

    /** For the job, which is handed a request id and works in that request's account. */
    async findRequestById(id: string) {
      const [row] = await db.select().from(inboundPlanRequests).where(eq(inboundPlanRequests.id, id));
      return row;
    },

    async listRequests(accountId: string, storeMarketplaceId: string, limit: number) {
      return db
        .select()
        .from(inboundPlanRequests)
        .where(
          and(
            eq(inboundPlanRequests.accountId, accountId),
            eq(inboundPlanRequests.storeMarketplaceId, storeMarketplaceId),
            isNull(inboundPlanRequests.dismissedAt),
          ),
        )
        .orderBy(desc(inboundPlanRequests.createdAt), desc(inboundPlanRequests.id))
        .limit(limit);
    },

    async updateRequest(id: string, values: Partial<typeof inboundPlanRequests.$inferInsert>) {
      await db
        .update(inboundPlanRequests)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(inboundPlanRequests.id, id));
    },

    /**
     * Clear Ship Plan: hides the request and gives the job its plans to cancel at Amazon (a
     * request cleared before is left as it is). False when the account has no such request.
     */
    async dismiss(accountId: string, id: string) {
      const [row] = await db
        .update(inboundPlanRequests)
        .set({
          dismissedAt: sql`coalesce(${inboundPlanRequests.dismissedAt}, now())`,
          needsWork: sql`${inboundPlanRequests.needsWork} or ${inboundPlanRequests.dismissedAt} is null`,
          workVersion: sql`${inboundPlanRequests.workVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(inboundPlanRequests.accountId, accountId), eq(inboundPlanRequests.id, id)))
        .returning({ id: inboundPlanRequests.id });
      return Boolean(row);
    },

    /**
     * A new plan request supersedes the store marketplace's earlier ones: they are cleared (and
     * their plans cancelled by the job, as Clear Ship Plan does). The ids cleared.
     */
    async dismissEarlier(accountId: string, storeMarketplaceId: string, exceptId: string): Promise<string[]> {
      const rows = await db
        .update(inboundPlanRequests)
        .set({
          dismissedAt: sql`now()`,
          needsWork: true,
          workVersion: sql`${inboundPlanRequests.workVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(inboundPlanRequests.accountId, accountId),
            eq(inboundPlanRequests.storeMarketplaceId, storeMarketplaceId),
            isNull(inboundPlanRequests.dismissedAt),
            ne(inboundPlanRequests.id, exceptId),
          ),
        )
        .returning({ id: inboundPlanRequests.id });
      return rows.map((r) => r.id);
    },

    /** Tells the job there is work (a new request, a creation asked for). */
    async addWork(accountId: string, id: string) {
      await db
        .update(inboundPlanRequests)
        .set({
          needsWork: true,
          workVersion: sql`${inboundPlanRequests.workVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(inboundPlanRequests.accountId, accountId), eq(inboundPlanRequests.id, id)));
    },

    /** Takes the request's lease when it has work and nobody holds it; the work version seen, or undefined. */
    async claim(id: string, holder: string, leaseMs: number): Promise<number | undefined> {
      const [row] = await db
        .update(inboundPlanRequests)
        .set({ leaseHolder: holder, leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
        .where(
          and(
            eq(inboundPlanRequests.id, id),
            eq(inboundPlanRequests.needsWork, true),
            or(isNull(inboundPlanRequests.leaseUntil), lte(inboundPlanRequests.leaseUntil, sql`now()`)),
          ),
        )
        .returning({ version: inboundPlanRequests.workVersion });
      return row?.version;
    },

    /** Extends the lease; false when another process has taken it over. */
    async renew(id: string, holder: string, leaseMs: number): Promise<boolean> {
      const [row] = await db
        .update(inboundPlanRequests)
        .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
        .where(and(eq(inboundPlanRequests.id, id), eq(inboundPlanRequests.leaseHolder, holder)))
        .returning({ id: inboundPlanRequests.id });
      return Boolean(row);
    },

    /** The work version now, while holding the lease (undefined when it was lost). */
    async workVersion(id: string, holder: string): Promise<number | undefined> {
      const [row] = await db
        .select({ version: inboundPlanRequests.workVersion })
        .from(inboundPlanRequests)
        .where(and(eq(inboundPlanRequests.id, id), eq(inboundPlanRequests.leaseHolder, holder)));
      return row?.version;
    },

    /** Ends the job's turn with nothing left, unless work came in since `version` (then false). */
    async finishIfIdle(id: string, holder: string, version: number): Promise<boolean> {
      const [row] = await db
        .update(inboundPlanRequests)
        .set({ needsWork: false, leaseHolder: null, leaseUntil: null })
        .where(
          and(
            eq(inboundPlanRequests.id, id),
            eq(inboundPlanRequests.leaseHolder, holder),
            eq(inboundPlanRequests.workVersion, version),
          ),
        )
        .returning({ id: inboundPlanRequests.id });
      return Boolean(row);
    },

    async release(id: string, holder: string) {
      await db
        .update(inboundPlanRequests)
        .set({ leaseHolder: null, leaseUntil: null })
        .where(and(eq(inboundPlanRequests.id, id), eq(inboundPlanRequests.leaseHolder, holder)));
    },

    /** Requests with work and no live lease: a job is sent for each (a restart, a lost job). */
    async findUnattended(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: inboundPlanRequests.id })
        .from(inboundPlanRequests)
        .where(
          and(
            eq(inboundPlanRequests.needsWork, true),
            or(isNull(inboundPlanRequests.leaseUntil), lte(inboundPlanRequests.leaseUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(inboundPlanRequests.updatedAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    // -- reads for the other tabs -------------------------------------------------------------

    /** Low SKUs of a marketplace that no WORKING shipment of its store holds. */
    async lowSkusOutsideWorkingShipments(
      accountId: string,
      storeMarketplaceId: string,
      atOrBelow: number,
      limit: number,
    ) {
      return db
        .select()
        .from(products)
        .where(
          and(
            eq(products.accountId, accountId),
            eq(products.storeMarketplaceId, storeMarketplaceId),
            eq(products.status, 'Active'),
            // A SKU the seller keeps out of FBA, or put in the error bucket, is no suggestion.
            sql`coalesce(${products.fbaType}, '') not in ('NOT ATTACHED', 'ERRORED')`,
            lte(products.afnFulfillableQuantity, atOrBelow),
            sql`not exists (
              select 1 from ${shipmentItems} i join ${shipments} s on s.id = i.shipment_row_id
              where s.account_id = ${accountId} and s.store_marketplace_id = ${storeMarketplaceId}
                and s.shipment_status = 'WORKING' and lower(i.seller_sku) = lower(${products.sellerSku}))`,
          ),
        )
        .orderBy(asc(products.afnFulfillableQuantity), asc(products.sellerSku))
        .limit(limit);
    },
  };
}
export type InboundRepository = ReturnType<typeof createInboundRepository>;
export type { InboundRequestItem };
