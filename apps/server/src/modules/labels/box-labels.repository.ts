import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';

export interface LabelShipmentRow {
  id: string;
  store_id: string;
  shipment_id: string;
  shipment_status: string;
  shipment_type: string | null;
  is_partnered: string | null;
  content_preference: string | null;
  /** Create Shipment's Box Content Information, as Amazon names the source (the fallback of content_preference). */
  box_contents_source: string | null;
  /** Set while a small-parcel shipment is packed before placement: Amazon has no shipment (FBA id) for it yet. */
  packing_group_id: string | null;
  amazon_shipment_id: string | null;
  transport_status: string | null;
  /** The store marketplace's country ('US'…): which page types Amazon takes. */
  country_code: string | null;
}

/** Reads for box and pallet shipping labels; always scoped to the caller's account. */
export function createBoxLabelsRepository(db: Executor) {
  return {
    async findShipment(accountId: string, id: string): Promise<LabelShipmentRow | undefined> {
      const [row] = rowsOf<LabelShipmentRow>(
        await db.execute(sql`
          select s.id, s.store_id, s.shipment_id, s.shipment_status, s.shipment_type, s.is_partnered,
                 s.content_preference, s.box_contents_source, s.packing_group_id, s.amazon_shipment_id,
                 s.transport_status, m.code as country_code
          from shipments s left join store_marketplaces m on m.id = s.store_marketplace_id
          where s.account_id = ${accountId} and s.id = ${id}`),
      );
      return row;
    },
    /** The shipment's boxes (id, number, Amazon's box id once placed), by number. */
    async boxes(
      accountId: string,
      shipmentRowId: string,
    ): Promise<{ id: string; number: number; amazon_box_id: string | null }[]> {
      return rowsOf<{ id: string; number: number; amazon_box_id: string | null }>(
        await db.execute(sql`
          select id, number, amazon_box_id from boxes
          where account_id = ${accountId} and shipment_row_id = ${shipmentRowId} order by number`),
      );
    },
    /** The units of the shipment's boxes with their FNSKU and expiry, by box number (boxes without units give a null item). */
    async boxContents(accountId: string, shipmentRowId: string) {
      return rowsOf<{
        box_id: string;
        number: number;
        amazon_box_id: string | null;
        fnsku: string | null;
        quantity: number | null;
        exp_date: string | null;
      }>(
        await db.execute(sql`
          select b.id as box_id, b.number, b.amazon_box_id, si.fulfillment_network_sku as fnsku, bi.quantity, si.exp_date::text as exp_date
          from boxes b
          left join box_items bi on bi.box_id = b.id and bi.account_id = b.account_id
          left join shipment_items si on si.id = bi.shipment_item_id and si.account_id = b.account_id
          where b.account_id = ${accountId} and b.shipment_row_id = ${shipmentRowId}
          order by b.number, si.fulfillment_network_sku`),
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
