import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import { shipments } from '../../db/schema.js';
import type { ShipmentRecord } from './shipments.repository.js';

/** A shipment as the carrier calls read it (issue 17): its settings, addresses and transport fields. */
export interface TransportShipmentRow {
  id: string;
  shipment_id: string;
  shipment_status: string;
  shipment_type: string | null;
  is_partnered: string | null;
  carrier_name: string | null;
  ship_from_address: Record<string, string> | null;
  /** Amazon's destination address of a shipment created here (inbound_plan_shipments), when known. */
  ship_to_address: Record<string, string> | null;
  destination_fulfillment_center_id: string;
  transport_status: string | null;
  master_tracking_number: string | null;
}

export type ShipmentTransportPatch = Partial<
  Pick<
    ShipmentRecord,
    | 'transportStatus'
    | 'estimatedCost'
    | 'estimatedCostCurrency'
    | 'voidDate'
    | 'shipmentStatus'
    | 'feedStatus'
    | 'feedErrors'
    | 'masterTrackingNumber'
  >
>;

/**
 * The one writer of a shipment's transport fields (transport status, estimate, void date, the
 * status transport moves, the feed, the master tracking number) and of the carrier's tracking ids
 * on its boxes. Amazon's steps (modules/transport) and FedEx's (modules/fedex) both write through
 * it, handed to them in app.ts (table ownership). Every statement names the account.
 *
 * The order of the two carriers' writes (README.md of modules/transport): a FedEx shipment sets the
 * master tracking number and the boxes' tracking ids and leaves the transport status alone; Amazon's
 * confirm of the own-carrier option then makes it CONFIRMED, with those tracking ids sent to Amazon.
 */
export function createShipmentTransportRepository(db: Executor) {
  return {
    /** The shipment with its transport fields; `lock` takes it FOR NO KEY UPDATE for the transaction. */
    async shipment(accountId: string, id: string, lock = false): Promise<TransportShipmentRow | undefined> {
      const [row] = rowsOf<TransportShipmentRow>(
        await db.execute(sql`
          select s.id, s.shipment_id, s.shipment_status, s.shipment_type, s.is_partnered, s.carrier_name,
                 s.ship_from_address, s.destination_fulfillment_center_id, s.transport_status, s.master_tracking_number,
                 (select ps.ship_to_address from inbound_plan_shipments ps
                  where ps.shipment_row_id = s.id and ps.account_id = s.account_id limit 1) as ship_to_address
          from shipments s where s.account_id = ${accountId} and s.id = ${id}
          ${lock ? sql`for no key update of s` : sql``}`),
      );
      return row;
    },

    /** Amazon's steps: the settled transport status, estimate, void date, status and feed. */
    async setTransport(accountId: string, id: string, patch: ShipmentTransportPatch): Promise<void> {
      await db
        .update(shipments)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(shipments.accountId, accountId), eq(shipments.id, id)));
    },

    /** A carrier's rate: ESTIMATED with the cost and currency; false (nothing written) once CONFIRMED. */
    async setEstimate(accountId: string, id: string, cost: number, currency: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          update shipments set transport_status = 'ESTIMATED', estimated_cost = ${cost},
                 estimated_cost_currency = ${currency}, updated_at = now()
          where account_id = ${accountId} and id = ${id} and transport_status is distinct from 'CONFIRMED'
          returning id`),
      );
      return rows.length > 0;
    },

    /**
     * A carrier shipment bought: its master tracking number, and each box's tracking id. The
     * transport status is Amazon's to settle (confirm); false (nothing written) once CONFIRMED.
     */
    async setCarrierShipment(
      accountId: string,
      id: string,
      masterTrackingNumber: string,
      boxes: readonly { boxId: string; trackingNumber: string }[],
    ): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          update shipments set master_tracking_number = ${masterTrackingNumber}, updated_at = now()
          where account_id = ${accountId} and id = ${id} and transport_status is distinct from 'CONFIRMED'
          returning id`),
      );
      if (!rows.length) return false;
      await db.execute(sql`
        update boxes b set tracking_id = t."trackingNumber", updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(boxes)}::jsonb) as t("boxId" uuid, "trackingNumber" text)
        where b.account_id = ${accountId} and b.shipment_row_id = ${id} and b.id = t."boxId"`);
      return true;
    },

    /**
     * A carrier shipment cancelled: the master tracking number goes, and the boxes' tracking ids
     * that are still its numbers (a seller's own later edits stay). A carrier estimate goes with it
     * unless Amazon's transport is CONFIRMED (then the shipment was voided: CANCELLED, its fields kept).
     */
    async clearCarrierShipment(accountId: string, id: string, trackingNumbers: readonly string[]): Promise<void> {
      await db.execute(sql`
        update shipments set master_tracking_number = null, updated_at = now(),
               transport_status = case when transport_status = 'CONFIRMED' then transport_status end,
               estimated_cost = case when transport_status = 'CONFIRMED' then estimated_cost end,
               estimated_cost_currency = case when transport_status = 'CONFIRMED' then estimated_cost_currency end
        where account_id = ${accountId} and id = ${id}`);
      await db.execute(sql`
        update boxes set tracking_id = null, updated_at = now()
        where account_id = ${accountId} and shipment_row_id = ${id}
          and tracking_id in (select jsonb_array_elements_text(${JSON.stringify(trackingNumbers)}::jsonb))`);
    },
  };
}
export type ShipmentTransportRepository = ReturnType<typeof createShipmentTransportRepository>;
