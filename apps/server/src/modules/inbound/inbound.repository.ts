import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  inboundPlanRequests,
  inboundPlans,
  inboundPlanShipments,
  products,
  shipmentItems,
  shipments,
  storeMarketplaces,
  stores,
  type InboundRequestItem,
} from '../../db/schema.js';

export type PlanRequestRow = typeof inboundPlanRequests.$inferSelect;
export type PlanRow = typeof inboundPlans.$inferSelect;
export type PlanShipmentRow = typeof inboundPlanShipments.$inferSelect;

/**
 * Queries of the inbound module's tables (inbound_plan_requests, inbound_plans,
 * inbound_plan_shipments) and the reads it needs of the store. Calls from routes name the
 * account; the job reads a request by id and then works inside that request's account.
 */
export function createInboundRepository(db: Executor) {
  return {
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

    // -- Amazon inbound plans of a request --------------------------------------------------

    async insertPlans(rows: (typeof inboundPlans.$inferInsert)[]) {
      if (!rows.length) return;
      await db.insert(inboundPlans).values(rows).onConflictDoNothing();
    },

    async plansOf(requestIds: string[], accountId?: string): Promise<PlanRow[]> {
      if (!requestIds.length) return [];
      return db
        .select()
        .from(inboundPlans)
        .where(
          and(
            inArray(inboundPlans.requestId, requestIds),
            accountId ? eq(inboundPlans.accountId, accountId) : undefined,
          ),
        )
        .orderBy(asc(inboundPlans.seq));
    },

    async findPlan(id: string) {
      const [row] = await db.select().from(inboundPlans).where(eq(inboundPlans.id, id));
      return row;
    },

    async findPlanByAmazonId(accountId: string, inboundPlanId: string) {
      const [row] = await db
        .select()
        .from(inboundPlans)
        .where(and(eq(inboundPlans.accountId, accountId), eq(inboundPlans.inboundPlanId, inboundPlanId)));
      return row;
    },

    async updatePlan(id: string, values: Partial<typeof inboundPlans.$inferInsert>) {
      await db
        .update(inboundPlans)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(inboundPlans.id, id));
    },

    /**
     * Marks a create as sent, before it is sent, while `holder` holds the request's lease: after
     * a crash or a lost answer the mark says to look for the plan before creating another.
     */
    async markCreateSent(planId: string, requestId: string, holder: string, name: string): Promise<boolean> {
      const [row] = await db
        .update(inboundPlans)
        .set({
          callStartedAt: sql`now()`,
          attempts: sql`${inboundPlans.attempts} + 1`,
          name,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(inboundPlans.id, planId),
            isNull(inboundPlans.callStartedAt),
            isNull(inboundPlans.inboundPlanId),
            sql`exists (select 1 from ${inboundPlanRequests} r where r.id = ${requestId} and r.lease_holder = ${holder})`,
          ),
        )
        .returning({ id: inboundPlans.id });
      return Boolean(row);
    },

    /** Chooses an option while none is confirmed; false once one is. */
    async choose(accountId: string, planId: string, placementOptionId: string): Promise<boolean> {
      const [row] = await db
        .update(inboundPlans)
        .set({ chosenOptionId: placementOptionId, updatedAt: sql`now()` })
        .where(
          and(
            eq(inboundPlans.accountId, accountId),
            eq(inboundPlans.id, planId),
            isNull(inboundPlans.confirmedOptionId),
          ),
        )
        .returning({ id: inboundPlans.id });
      return Boolean(row);
    },

    /** Claims the one confirmation of a plan's option; false when one was claimed before. */
    async startConfirm(planId: string, placementOptionId: string): Promise<boolean> {
      const [row] = await db
        .update(inboundPlans)
        .set({
          confirmedOptionId: placementOptionId,
          chosenOptionId: placementOptionId,
          confirmStatus: 'CONFIRMING',
          confirmStartedAt: sql`now()`,
          confirmOperationId: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(inboundPlans.id, planId), isNull(inboundPlans.confirmedOptionId)))
        .returning({ id: inboundPlans.id });
      return Boolean(row);
    },

    // -- the shipments of placement options ---------------------------------------------------

    async upsertPlanShipments(rows: (typeof inboundPlanShipments.$inferInsert)[]) {
      if (!rows.length) return;
      await db
        .insert(inboundPlanShipments)
        .values(rows)
        .onConflictDoUpdate({
          target: [inboundPlanShipments.planRowId, inboundPlanShipments.amazonShipmentId],
          set: {
            placementOptionId: sql`excluded.placement_option_id`,
            destinationFc: sql`excluded.destination_fc`,
            shipToAddress: sql`excluded.ship_to_address`,
            items: sql`excluded.items`,
            updatedAt: sql`now()`,
          },
        });
    },

    async shipmentsOf(planRowIds: string[], accountId?: string): Promise<PlanShipmentRow[]> {
      if (!planRowIds.length) return [];
      return db
        .select()
        .from(inboundPlanShipments)
        .where(
          and(
            inArray(inboundPlanShipments.planRowId, planRowIds),
            accountId ? eq(inboundPlanShipments.accountId, accountId) : undefined,
          ),
        )
        .orderBy(asc(inboundPlanShipments.createdAt), asc(inboundPlanShipments.amazonShipmentId));
    },

    /**
     * Asks for a shipment's creation: one statement, so of two tabs pressing Create at once one
     * wins and the other finds it under way. A failed creation may be asked for again.
     */
    async requestCreation(
      accountId: string,
      id: string,
      values: {
        name: string;
        boxContentSource: string;
        shipmentType: string;
        isPartnered: string;
        requestedBy: string;
      },
    ): Promise<boolean> {
      const [row] = await db
        .update(inboundPlanShipments)
        .set({ ...values, creationStatus: 'IN_PROGRESS', message: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(inboundPlanShipments.accountId, accountId),
            eq(inboundPlanShipments.id, id),
            inArray(inboundPlanShipments.creationStatus, ['NOT_STARTED', 'FAILED']),
          ),
        )
        .returning({ id: inboundPlanShipments.id });
      return Boolean(row);
    },

    async updatePlanShipment(id: string, values: Partial<typeof inboundPlanShipments.$inferInsert>) {
      await db
        .update(inboundPlanShipments)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(inboundPlanShipments.id, id));
    },

    /** Creations under way of one plan, by the statuses given. */
    async failCreations(planRowId: string, message: string) {
      await db
        .update(inboundPlanShipments)
        .set({ creationStatus: 'FAILED', message, updatedAt: sql`now()` })
        .where(
          and(eq(inboundPlanShipments.planRowId, planRowId), eq(inboundPlanShipments.creationStatus, 'IN_PROGRESS')),
        );
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
