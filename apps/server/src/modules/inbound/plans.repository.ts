import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inboundPlanRequests, inboundPlans, inboundPlanShipments } from '../../db/schema.js';

export type PlanRow = typeof inboundPlans.$inferSelect;
export type PlanShipmentRow = typeof inboundPlanShipments.$inferSelect;

/**
 * Queries of the Amazon inbound plans of a request (inbound_plans) and of their placement
 * options' shipments (inbound_plan_shipments): the create marked as sent, the option chosen and
 * confirmed once, the creations asked for and recorded. Part of inbound.repository.ts's
 * `InboundRepository`.
 */
export function createPlansRepository(db: Executor) {
  return {
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
  };
}
