import { sql, type SQL } from 'drizzle-orm';
import type { BoxErrorFilter } from '@stowline/domain';
import { rowsOf, type Executor } from '../../db/client.js';
import { ITEM_FACTS, ITEM_PREP, productJoin, type ItemFacts } from './item-facts.js';

// The SQL the box repositories share: boxes, box items and shipment items read the same way
// whichever call answers with them.

export interface BoxRow {
  id: string;
  shipment_row_id: string;
  number: number;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  weight_unit: string | null;
  units: number;
  tracking_id: string | null;
  category_id: string | null;
  pallet_id: string | null;
  /** The pallet's number (migration 0020), null when the box is on none. */
  pallet_number: number | null;
  created_at: string | Date;
  updated_at: string | Date;
}

/** A box item with what the cards show of its shipment item and product. */
export interface BoxItemRow extends ItemFacts {
  id: string;
  box_id: string;
  shipment_item_id: string;
  quantity: number;
  seller_sku: string;
  fnsku: string;
}

/** uuids as a PostgreSQL array literal (uuids need no quoting). */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The SQL of a box error rule (as `boxErrorsOf` in packages/domain), for a box `b` of shipment `s`. */
export function boxErrorSql(filter: BoxErrorFilter): SQL {
  const empty = sql`b.units = 0`;
  const noPallet = sql`(s.shipment_type = 'LTL' and b.pallet_id is null)`;
  const noDimensions = sql`(b.length is null or b.width is null or b.height is null or b.weight is null or b.weight_unit is null)`;
  const noTracking = sql`(coalesce(s.shipment_type, 'SP') <> 'LTL' and s.is_partnered = 'false' and coalesce(btrim(b.tracking_id), '') = '')`;
  switch (filter) {
    case 'EMPTY_BOXES':
      return empty;
    case 'PALLET_NOT_ASSIGNED':
      return noPallet;
    case 'MISSING_DIMENSIONS':
      return noDimensions;
    case 'MISSING_TRACKING':
      return noTracking;
    case 'ALL_ERRORS':
      return sql`(${empty} or ${noPallet} or ${noDimensions} or ${noTracking})`;
  }
}

/** A box's columns, with its pallet's number. */
export const BOX_COLUMNS = sql`b.id, b.shipment_row_id, b.number, b.length, b.width, b.height, b.weight, b.weight_unit, b.units,
  b.tracking_id, b.category_id, b.pallet_id, (select pl.number from pallets pl where pl.id = b.pallet_id) as pallet_number,
  b.created_at, b.updated_at`;

/** Boxes of a shipment by id, in number order. */
export const boxesSql = (shipmentRowId: string, ids: readonly string[]) => sql`
  select ${BOX_COLUMNS} from boxes b
  where b.shipment_row_id = ${shipmentRowId} and b.id = any(${uuidArray(ids)}) order by b.number`;

/** The items of these boxes with their product facts, by box then SKU. */
export const boxItemsSql = (boxIds: readonly string[]) => sql`
  select bi.id, bi.box_id, bi.shipment_item_id, bi.quantity, si.seller_sku, si.fulfillment_network_sku as fnsku,
         ${ITEM_FACTS}
  from box_items bi
  join shipment_items si on si.id = bi.shipment_item_id
  join shipments s on s.id = bi.shipment_row_id
  ${productJoin(sql`si`, sql`s`)}
  where bi.box_id = any(${uuidArray(boxIds)})
  order by bi.box_id, si.seller_sku`;

/** Shipment items with their product facts: these ids, or the whole shipment, by SKU. */
export const itemsSql = (shipmentRowId: string, ids?: readonly string[]) => sql`
  select si.id, si.shipment_row_id, si.seller_sku, si.fulfillment_network_sku, si.quantity_shipped, si.quantity_boxed,
         si.quantity_received, si.quantity_in_case, ${ITEM_PREP}, ${ITEM_FACTS}
  from shipment_items si
  join shipments s on s.id = si.shipment_row_id
  ${productJoin(sql`si`, sql`s`)}
  where si.shipment_row_id = ${shipmentRowId} ${ids ? sql`and si.id = any(${uuidArray(ids)})` : sql``}
  order by si.seller_sku`;

/** Empties boxes (all of the shipment's without ids); the items whose boxed units changed. */
export async function emptyBoxes(db: Executor, shipmentRowId: string, boxIds?: readonly string[]): Promise<string[]> {
  const only = boxIds ? sql`and box_id = any(${uuidArray(boxIds)})` : sql``;
  const rows = rowsOf<{ shipment_item_id: string }>(
    await db.execute(sql`
        delete from box_items where shipment_row_id = ${shipmentRowId} ${only} returning shipment_item_id`),
  );
  return [...new Set(rows.map((r) => r.shipment_item_id))];
}
