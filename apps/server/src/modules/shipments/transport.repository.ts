import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';

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

/**
 * The shipments module's writes of transport fields for the carrier calls (modules/fedex): the
 * estimate, the confirmed carrier shipment with each box's tracking id, and their clearing. Every
 * statement names the account; the fedex module gets these through app.ts (table ownership).
 */
export function createTransportRepository(db: Executor) {
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

    /** Calculate cost: ESTIMATED with the cost and currency; false (nothing written) once CONFIRMED. */
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

    /** Confirm: CONFIRMED with the master tracking number, and each box's tracking id. */
    async setConfirmed(
      accountId: string,
      id: string,
      masterTrackingNumber: string,
      boxes: readonly { boxId: string; trackingNumber: string }[],
    ): Promise<void> {
      await db.execute(sql`
        update shipments set transport_status = 'CONFIRMED', master_tracking_number = ${masterTrackingNumber},
               updated_at = now()
        where account_id = ${accountId} and id = ${id}`);
      await db.execute(sql`
        update boxes b set tracking_id = t."trackingNumber", updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(boxes)}::jsonb) as t("boxId" uuid, "trackingNumber" text)
        where b.account_id = ${accountId} and b.shipment_row_id = ${id} and b.id = t."boxId"`);
    },

    /**
     * Void: back to no transport status, the estimate and master tracking number cleared, and the
     * boxes' tracking ids that are still these numbers (a seller's own later edits stay).
     */
    async clearCarrierShipment(accountId: string, id: string, trackingNumbers: readonly string[]): Promise<void> {
      await db.execute(sql`
        update shipments set transport_status = null, estimated_cost = null, estimated_cost_currency = null,
               master_tracking_number = null, void_date = null, updated_at = now()
        where account_id = ${accountId} and id = ${id}`);
      await db.execute(sql`
        update boxes set tracking_id = null, updated_at = now()
        where account_id = ${accountId} and shipment_row_id = ${id}
          and tracking_id in (select jsonb_array_elements_text(${JSON.stringify(trackingNumbers)}::jsonb))`);
    },
  };
}
export type TransportRepository = ReturnType<typeof createTransportRepository>;
