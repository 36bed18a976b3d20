import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import { uuidArray } from './box-sql.js';

/** A box of the shipment with Amazon's packageId and its units per SKU, as a quantity change reads it. */
export interface ChangeBoxRow {
  id: string;
  number: number;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  weight_unit: string | null;
  package_id: string | null;
  items: { msku: string; quantity: number }[];
}

/**
 * The box side of a quantity change confirmed at Amazon (item-quantity.service.ts, quantity-change.ts):
 * the shipment's boxes with their contents, and the SKU's units moved in them. Runs in the caller's
 * transaction, the shipment taken first with the audit named, so box_items' triggers keep the boxed
 * counts and record each move in the unit history under the seller's name.
 */
export function createQuantityChangeRepository(db: Executor) {
  return {
    async boxes(accountId: string, shipmentRowId: string): Promise<ChangeBoxRow[]> {
      return rowsOf<ChangeBoxRow>(
        await db.execute(sql`
          select b.id, b.number, b.length, b.width, b.height, b.weight, b.weight_unit, b.package_id,
            coalesce((select json_agg(json_build_object('msku', si.seller_sku, 'quantity', bi.quantity) order by si.seller_sku)
              from box_items bi join shipment_items si on si.id = bi.shipment_item_id where bi.box_id = b.id), '[]') as items
          from boxes b
          where b.account_id = ${accountId} and b.shipment_row_id = ${shipmentRowId}
          order by b.number`),
      );
    },

    /** Sets the item's units in each box (0 takes them out); boxes and item of this shipment only. */
    async setUnits(
      accountId: string,
      shipmentRowId: string,
      itemId: string,
      units: readonly { boxId: string; quantity: number }[],
    ): Promise<void> {
      const kept = units.filter((u) => u.quantity > 0);
      const emptied = units.filter((u) => u.quantity === 0).map((u) => u.boxId);
      if (emptied.length)
        await db.execute(sql`
          delete from box_items
          where account_id = ${accountId} and shipment_row_id = ${shipmentRowId} and shipment_item_id = ${itemId}
            and box_id = any(${uuidArray(emptied)})`);
      if (kept.length)
        await db.execute(sql`
          update box_items bi set quantity = x.quantity, updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) as x("boxId" uuid, quantity int)
          where bi.account_id = ${accountId} and bi.shipment_row_id = ${shipmentRowId}
            and bi.shipment_item_id = ${itemId} and bi.box_id = x."boxId" and bi.quantity <> x.quantity`);
    },

    /**
     * Deletes boxes Amazon removed (left empty by the change). The others keep their numbers:
     * Amazon keeps its box ids, so our numbers keep following them (a gap where the box was).
     */
    async deleteEmptyBoxes(accountId: string, shipmentRowId: string, boxIds: readonly string[]): Promise<void> {
      if (!boxIds.length) return;
      await db.execute(sql`
        delete from boxes b
        where b.account_id = ${accountId} and b.shipment_row_id = ${shipmentRowId} and b.id = any(${uuidArray(boxIds)})
          and not exists (select 1 from box_items bi where bi.box_id = b.id)`);
    },
  };
}
export type QuantityChangeRepository = ReturnType<typeof createQuantityChangeRepository>;
