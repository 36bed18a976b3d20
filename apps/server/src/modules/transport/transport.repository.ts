import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TransportStep } from '@stowline/domain';
import { rowsOf, type Executor } from '../../db/client.js';
import { shipments, shipmentTransports, type StoredTransportOption } from '../../db/schema.js';

export type TransportRow = typeof shipmentTransports.$inferSelect;
export type TransportShipment = typeof shipments.$inferSelect;

/**
 * shipment_transports (migration 0021; this module's table) and the reads transport needs of the
 * shipments module's tables (boxes, their items, pallets, the ship-from warehouse). Every query is
 * scoped to the caller's account.
 */
export function createTransportRepository(db: Executor) {
  return {
    async shipment(accountId: string, id: string, lock?: 'update'): Promise<TransportShipment | undefined> {
      const query = db
        .select()
        .from(shipments)
        .where(and(eq(shipments.accountId, accountId), eq(shipments.id, id)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async find(accountId: string, shipmentRowId: string): Promise<TransportRow | undefined> {
      const [row] = await db
        .select()
        .from(shipmentTransports)
        .where(and(eq(shipmentTransports.accountId, accountId), eq(shipmentTransports.shipmentRowId, shipmentRowId)));
      return row;
    },

    async upsert(
      accountId: string,
      shipmentRowId: string,
      patch: Partial<Omit<TransportRow, 'shipmentRowId' | 'accountId' | 'createdAt' | 'updatedAt'>>,
    ): Promise<void> {
      await db
        .insert(shipmentTransports)
        .values({ accountId, shipmentRowId, ...patch })
        .onConflictDoUpdate({
          target: shipmentTransports.shipmentRowId,
          set: { ...patch, updatedAt: sql`now()` },
          setWhere: eq(shipmentTransports.accountId, accountId),
        });
    },

    /** Sets the step only when none is in flight; false when another step runs. */
    async startStep(
      accountId: string,
      shipmentRowId: string,
      step: TransportStep,
      patch: Partial<Omit<TransportRow, 'shipmentRowId' | 'accountId' | 'createdAt' | 'updatedAt'>> = {},
    ): Promise<boolean> {
      await db.insert(shipmentTransports).values({ accountId, shipmentRowId }).onConflictDoNothing();
      const rows = await db
        .update(shipmentTransports)
        .set({ ...patch, step, error: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(shipmentTransports.accountId, accountId),
            eq(shipmentTransports.shipmentRowId, shipmentRowId),
            isNull(shipmentTransports.step),
          ),
        )
        .returning({ id: shipmentTransports.shipmentRowId });
      return rows.length === 1;
    },

    /**
     * Ends the step in flight with its outcome, only when `step` is still the one in flight (a
     * stale or concurrent run never overwrites a later step); false otherwise.
     */
    async finishStep(
      accountId: string,
      shipmentRowId: string,
      step: string,
      patch: Partial<Omit<TransportRow, 'shipmentRowId' | 'accountId' | 'createdAt' | 'updatedAt'>>,
    ): Promise<boolean> {
      const rows = await db
        .update(shipmentTransports)
        .set({ step: null, ...patch, updatedAt: sql`now()` })
        .where(
          and(
            eq(shipmentTransports.accountId, accountId),
            eq(shipmentTransports.shipmentRowId, shipmentRowId),
            eq(shipmentTransports.step, step),
          ),
        )
        .returning({ id: shipmentTransports.shipmentRowId });
      return rows.length === 1;
    },

    /** The operation timings every process learnt (operation_timings: no seller's data). */
    /** Rows with a step in flight (a restart resumes them). */
    async inFlight(limit = 200): Promise<{ accountId: string; shipmentRowId: string }[]> {
      return db
        .select({ accountId: shipmentTransports.accountId, shipmentRowId: shipmentTransports.shipmentRowId })
        .from(shipmentTransports)
        .where(sql`${shipmentTransports.step} is not null`)
        .limit(limit);
    },

    /** The boxes with their items (msku, quantity), by number. */
    async boxes(shipmentRowId: string) {
      return rowsOf<{
        id: string;
        number: number;
        length: number | null;
        width: number | null;
        height: number | null;
        weight: number | null;
        weight_unit: string | null;
        units: number;
        tracking_id: string | null;
        amazon_box_id: string | null;
        items: { msku: string; quantity: number }[];
      }>(
        await db.execute(sql`
          select b.id, b.number, b.length, b.width, b.height, b.weight, b.weight_unit, b.units, b.tracking_id, b.amazon_box_id,
            coalesce((select json_agg(json_build_object('msku', si.seller_sku, 'quantity', bi.quantity) order by si.seller_sku)
              from box_items bi join shipment_items si on si.id = bi.shipment_item_id where bi.box_id = b.id), '[]') as items
          from boxes b where b.shipment_row_id = ${shipmentRowId} order by b.number`),
      );
    },

    async pallets(shipmentRowId: string) {
      return rowsOf<{ height: number | null; weight: number | null; is_stacked: boolean; box_weight: number }>(
        await db.execute(sql`
          select p.height, p.weight, p.is_stacked,
            coalesce((select sum(case when b.weight_unit = 'ounces' then b.weight / 16 else b.weight end)
              from boxes b where b.pallet_id = p.id), 0)::float8 as box_weight
          from pallets p where p.shipment_row_id = ${shipmentRowId} order by p.number`),
      );
    },

    async units(shipmentRowId: string): Promise<number> {
      const [row] = rowsOf<{ units: number }>(
        await db.execute(
          sql`select coalesce(sum(quantity_shipped), 0)::int as units from shipment_items where shipment_row_id = ${shipmentRowId}`,
        ),
      );
      return row?.units ?? 0;
    },

    async warehouseContact(accountId: string, warehouseId: string | null) {
      const [row] = rowsOf<{ name: string; phone: string; email: string }>(
        await db.execute(sql`
          select contact_name as name, contact_phone as phone, contact_email as email from warehouses
          where account_id = ${accountId} and (id = ${warehouseId} or ${warehouseId}::uuid is null)
          order by (id = ${warehouseId}) desc nulls last, is_default desc limit 1`),
      );
      return row;
    },

    async store(accountId: string, storeId: string) {
      const [row] = rowsOf<{ seller_id: string | null; is_authorized: boolean }>(
        await db.execute(
          sql`select seller_id, is_authorized from stores where account_id = ${accountId} and id = ${storeId}`,
        ),
      );
      return row;
    },

    /**
     * The shipments of the placement option `shipment` belongs to (its plan's transport is one:
     * Amazon generates and confirms it for all of them at once), `shipment` first, then by FBA id.
     */
    async siblings(shipment: TransportShipment): Promise<TransportShipment[]> {
      if (!shipment.inboundPlanId || !shipment.placementOptionId) return [shipment];
      const rows = await db
        .select()
        .from(shipments)
        .where(
          and(
            eq(shipments.accountId, shipment.accountId),
            eq(shipments.inboundPlanId, shipment.inboundPlanId),
            eq(shipments.placementOptionId, shipment.placementOptionId),
            sql`${shipments.shipmentStatus} <> 'CANCELLED'`,
            sql`${shipments.id} <> ${shipment.id}`,
          ),
        )
        .orderBy(shipments.shipmentId);
      return [shipment, ...rows];
    },

    /** How many of our live shipments share the inbound plan (void cancels the whole plan). */
    async shipmentsOfPlan(accountId: string, inboundPlanId: string): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from shipments
              where account_id = ${accountId} and inbound_plan_id = ${inboundPlanId} and shipment_status <> 'CANCELLED'`,
        ),
      );
      return row?.n ?? 0;
    },
  };
}
export type TransportRepository = ReturnType<typeof createTransportRepository>;
export type { StoredTransportOption };
