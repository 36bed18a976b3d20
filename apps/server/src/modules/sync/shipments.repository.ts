import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';

/**
 * Bulk writes of synced inbound shipments and their items (the sync owns both tables). Rows
 * travel as one JSON parameter (jsonb_to_recordset), which both PostgreSQL drivers pass
 * unchanged, and every write is an upsert on the natural key: a job run twice, resumed, or run
 * by two processes at once leaves one row per shipment and per shipment SKU.
 */

export interface ShipmentRow {
  shipment_id: string;
  shipment_name: string;
  shipment_status: string;
  label_prep_type: string | null;
  are_cases_required: boolean;
  destination_fulfillment_center_id: string;
  ship_from_address: Record<string, string> | null;
  box_contents_source: string | null;
  confirmed_need_by_date: string | null;
}

export interface ShipmentItemRow {
  shipment_id: string;
  seller_sku: string;
  fulfillment_network_sku: string;
  quantity_shipped: number;
  quantity_received: number;
  quantity_in_case: number;
  release_date: string | null;
  prep_details_list: { prepInstruction: string; prepOwner: string }[];
}

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

export function createShipmentsRepository(db: Executor) {
  return {
    async upsertShipments(
      store: { accountId: string; storeId: string; storeMarketplaceId: string },
      rows: ShipmentRow[],
    ) {
      if (!rows.length) return;
      await db.execute(sql`
        insert into shipments (account_id, store_id, store_marketplace_id, shipment_id, shipment_name, shipment_status,
                               label_prep_type, are_cases_required, destination_fulfillment_center_id, ship_from_address,
                               box_contents_source, confirmed_need_by_date)
        select ${store.accountId}, ${store.storeId}, ${store.storeMarketplaceId}, x.shipment_id, x.shipment_name, x.shipment_status,
               x.label_prep_type, x.are_cases_required, x.destination_fulfillment_center_id, x.ship_from_address,
               x.box_contents_source, x.confirmed_need_by_date
        from jsonb_to_recordset(${json(rows)}) as x(shipment_id text, shipment_name text, shipment_status text, label_prep_type text,
             are_cases_required boolean, destination_fulfillment_center_id text, ship_from_address jsonb, box_contents_source text,
             confirmed_need_by_date text)
        on conflict (store_id, shipment_id) do update set
          shipment_name = excluded.shipment_name, shipment_status = excluded.shipment_status,
          label_prep_type = excluded.label_prep_type, are_cases_required = excluded.are_cases_required,
          destination_fulfillment_center_id = excluded.destination_fulfillment_center_id,
          ship_from_address = excluded.ship_from_address, box_contents_source = excluded.box_contents_source,
          confirmed_need_by_date = excluded.confirmed_need_by_date, updated_at = now()`);
    },

    /** Items attach to the store's shipments by Amazon's shipment id; items of unknown shipments are skipped. */
    async upsertShipmentItems(store: { accountId: string; storeId: string }, rows: ShipmentItemRow[]) {
      if (!rows.length) return 0;
      const result = await db.execute(sql`
        insert into shipment_items (account_id, shipment_row_id, seller_sku, fulfillment_network_sku, quantity_shipped,
                                    quantity_received, quantity_in_case, release_date, prep_details_list)
        select ${store.accountId}, s.id, x.seller_sku, x.fulfillment_network_sku, x.quantity_shipped, x.quantity_received,
               x.quantity_in_case, x.release_date, x.prep_details_list
        from jsonb_to_recordset(${json(rows)}) as x(shipment_id text, seller_sku text, fulfillment_network_sku text,
             quantity_shipped int, quantity_received int, quantity_in_case int, release_date text, prep_details_list jsonb)
        join shipments s on s.store_id = ${store.storeId} and s.account_id = ${store.accountId} and s.shipment_id = x.shipment_id
        on conflict (shipment_row_id, seller_sku) do update set
          fulfillment_network_sku = excluded.fulfillment_network_sku, quantity_shipped = excluded.quantity_shipped,
          quantity_received = excluded.quantity_received, quantity_in_case = excluded.quantity_in_case,
          release_date = excluded.release_date, prep_details_list = excluded.prep_details_list, updated_at = now()
        returning 1`);
      return rowsOf(result).length;
    },
  };
}
export type ShipmentsRepository = ReturnType<typeof createShipmentsRepository>;
