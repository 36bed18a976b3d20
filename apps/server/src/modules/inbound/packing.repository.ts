import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inboundPackingGroups, inboundPlans } from '../../db/schema.js';

export type PackingGroupRow = typeof inboundPackingGroups.$inferSelect;

/**
 * Queries of a pack-first plan's packing groups (inbound_packing_groups) and of its packing
 * option's one confirmation (columns of inbound_plans). Calls from routes name the account; the
 * job works inside the account of the request it was handed.
 */
export function createPackingRepository(db: Executor) {
  return {
    /** The groups of the plan's packing option as Amazon listed them (listed again: items replaced). */
    async upsertGroups(rows: (typeof inboundPackingGroups.$inferInsert)[]) {
      if (!rows.length) return;
      await db
        .insert(inboundPackingGroups)
        .values(rows)
        .onConflictDoUpdate({
          target: [inboundPackingGroups.planRowId, inboundPackingGroups.packingGroupId],
          set: { items: sql`excluded.items`, seq: sql`excluded.seq`, updatedAt: sql`now()` },
        });
    },

    async groupsOf(planRowIds: string[], accountId?: string): Promise<PackingGroupRow[]> {
      if (!planRowIds.length) return [];
      return db
        .select()
        .from(inboundPackingGroups)
        .where(
          and(
            inArray(inboundPackingGroups.planRowId, planRowIds),
            accountId ? eq(inboundPackingGroups.accountId, accountId) : undefined,
          ),
        )
        .orderBy(asc(inboundPackingGroups.planRowId), asc(inboundPackingGroups.seq));
    },

    /**
     * Create Shipment on a packing group asks for every group of its plan at once (Amazon takes the
     * box content of all the groups of a packing option in one call): one statement, so of two tabs
     * one wins. Names follow the groups' order. False when the plan's groups are under way or made.
     */
    async requestCreations(
      accountId: string,
      planRowId: string,
      values: { names: string[]; boxContentSource: string; isPartnered: string; requestedBy: string },
    ): Promise<boolean> {
      const rows = await db
        .update(inboundPackingGroups)
        .set({
          name: sql`${JSON.stringify(values.names)}::jsonb ->> ${inboundPackingGroups.seq}`,
          boxContentSource: values.boxContentSource,
          isPartnered: values.isPartnered,
          requestedBy: values.requestedBy,
          creationStatus: 'IN_PROGRESS',
          message: null,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(inboundPackingGroups.accountId, accountId),
            eq(inboundPackingGroups.planRowId, planRowId),
            inArray(inboundPackingGroups.creationStatus, ['NOT_STARTED', 'FAILED']),
            sql`not exists (select 1 from ${inboundPackingGroups} g where g.plan_row_id = ${planRowId}
              and g.creation_status in ('IN_PROGRESS', 'CREATED'))`,
          ),
        )
        .returning({ id: inboundPackingGroups.id });
      return rows.length > 0;
    },

    async updateGroup(id: string, values: Partial<typeof inboundPackingGroups.$inferInsert>) {
      await db
        .update(inboundPackingGroups)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(inboundPackingGroups.id, id));
    },

    async failGroupCreations(planRowId: string, message: string) {
      await db
        .update(inboundPackingGroups)
        .set({ creationStatus: 'FAILED', message, updatedAt: sql`now()` })
        .where(
          and(eq(inboundPackingGroups.planRowId, planRowId), eq(inboundPackingGroups.creationStatus, 'IN_PROGRESS')),
        );
    },

    /** Claims the one confirmation of the plan's packing option; false when one was claimed before. */
    async startPackingConfirm(planId: string): Promise<boolean> {
      const [row] = await db
        .update(inboundPlans)
        .set({ packingConfirmStatus: 'CONFIRMING', packingConfirmOperationId: null, updatedAt: sql`now()` })
        .where(and(eq(inboundPlans.id, planId), isNull(inboundPlans.packingConfirmStatus)))
        .returning({ id: inboundPlans.id });
      return Boolean(row);
    },
  };
}
export type PackingRepository = ReturnType<typeof createPackingRepository>;
