import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';

export interface LabelShipmentRow {
  id: string;
  store_id: string;
  shipment_id: string;
  shipment_status: string;
  shipment_type: string | null;
  is_partnered: string | null;
}

/** Reads for box and pallet shipping labels; always scoped to the caller's account. */
export function createBoxLabelsRepository(db: Executor) {
  return {
    async findShipment(accountId: string, id: string): Promise<LabelShipmentRow | undefined> {
      const [row] = rowsOf<LabelShipmentRow>(
        await db.execute(sql`
          select id, store_id, shipment_id, shipment_status, shipment_type, is_partnered
          from shipments where account_id = ${accountId} and id = ${id}`),
      );
      return row;
    },
    /** The shipment's boxes (id, number), by number. */
    async boxes(accountId: string, shipmentRowId: string): Promise<{ id: string; number: number }[]> {
      return rowsOf<{ id: string; number: number }>(
        await db.execute(sql`
          select id, number from boxes
          where account_id = ${accountId} and shipment_row_id = ${shipmentRowId} order by number`),
      );
    },
    /** The shipment's pallets (id, number), by number. */
    async pallets(accountId: string, shipmentRowId: string): Promise<{ id: string; number: number }[]> {
      return rowsOf<{ id: string; number: number }>(
        await db.execute(sql`
          select id, number from pallets
          where account_id = ${accountId} and shipment_row_id = ${shipmentRowId} order by number`),
      );
    },
  };
}
export type BoxLabelsRepository = ReturnType<typeof createBoxLabelsRepository>;
