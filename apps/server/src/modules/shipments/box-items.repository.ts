import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import { boxesSql, boxItemsSql, emptyBoxes, itemsSql, type BoxItemRow, type BoxRow } from './box-sql.js';
import type { ItemRow } from './item-facts.js';
import type { UnitAudit, WorkbenchShipmentRow } from './workbench.repository.js';

/**
 * Queries of box_items (the shipments module's table, migration 0017): units in and out of boxes,
 * by hand and by scan. box_items' triggers keep the boxed counts and write the unit audit trail;
 * their CHECKs refuse more units than shipped or than a box holds.
 */
export function createBoxItemsRepository(db: Executor) {
  return {
    /**
     * One box with its items, and one item of the shipment, in one round trip (a scan's answer):
     * the three reads above as JSON.
     */
    async boxAndItem(
      shipmentRowId: string,
      boxId: string,
      itemId: string,
    ): Promise<{ box: BoxRow | undefined; boxItems: BoxItemRow[]; item: ItemRow | undefined }> {
      const asJson = (query: SQL) => sql`(select coalesce(json_agg(x), '[]') from (${query}) x)`;
      const [row] = rowsOf<{ boxes: BoxRow[]; box_items: BoxItemRow[]; items: ItemRow[] }>(
        await db.execute(sql`
          select ${asJson(boxesSql(shipmentRowId, [boxId]))} as boxes, ${asJson(boxItemsSql([boxId]))} as box_items,
                 ${asJson(itemsSql(shipmentRowId, [itemId]))} as items`),
      );
      return { box: row!.boxes[0], boxItems: row!.box_items, item: row!.items[0] };
    },

    /**
     * Adds units of an item to a box: one statement, the box and item both of the shipment.
     * Undefined when either is not there; a CHECK error when the units do not fit.
     */
    async addUnits(input: {
      accountId: string;
      shipmentRowId: string;
      boxId: string;
      itemId: string;
      units: number;
    }): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into box_items (account_id, shipment_row_id, box_id, shipment_item_id, quantity)
          select ${input.accountId}, b.shipment_row_id, b.id, si.id, ${input.units}::int
          from boxes b join shipment_items si on si.shipment_row_id = b.shipment_row_id
          where b.id = ${input.boxId} and b.shipment_row_id = ${input.shipmentRowId} and si.id = ${input.itemId}
          on conflict (box_id, shipment_item_id) do update
            set quantity = box_items.quantity + excluded.quantity, updated_at = now()
          returning id`),
      );
      return rows.length > 0;
    },

    /**
     * The whole scan as one statement (so one round trip, atomic without a transaction block): the
     * shipment taken FOR SHARE (by its id, or as the box's), the audit named, and when it is
     * WORKING and loose-packed, the units of the item with this FNSKU (the one with the most units
     * left when two SKUs share it) added to the box. Answers the shipment (none: not found) and the
     * item the units went to (null: nothing added). A CHECK error when the units do not fit.
     */
    async scanUnits(input: {
      accountId: string;
      shipment: string | { boxId: string };
      boxId: string;
      fnsku: string;
      units: number;
      audit: UnitAudit;
    }): Promise<(WorkbenchShipmentRow & { item_id: string | null }) | undefined> {
      const target =
        typeof input.shipment === 'string'
          ? sql`id = ${input.shipment}`
          : sql`id = (select shipment_row_id from boxes where account_id = ${input.accountId} and id = ${input.shipment.boxId})`;
      const [row] = rowsOf<WorkbenchShipmentRow & { item_id: string | null }>(
        await db.execute(sql`
          with s as (
            select id, account_id, store_id, store_marketplace_id, shipment_id, shipment_status, are_cases_required,
                   shipment_type, is_partnered, app_created,
                   set_config('stowline.unit_user', ${input.audit.userId}, true) as _u,
                   set_config('stowline.unit_source', ${input.audit.source}, true) as _s,
                   set_config('stowline.unit_action', ${input.audit.action}, true) as _a
            from shipments where account_id = ${input.accountId} and ${target} for share),
          ins as (
            insert into box_items (account_id, shipment_row_id, box_id, shipment_item_id, quantity)
            select ${input.accountId}, b.shipment_row_id, b.id, si.id, ${input.units}::int
            from s
            join boxes b on b.shipment_row_id = s.id and b.id = ${input.boxId}
            cross join lateral (
              select id from shipment_items
              where shipment_row_id = s.id and fulfillment_network_sku = ${input.fnsku}
              order by quantity_shipped - quantity_boxed desc, seller_sku limit 1) si
            where s.shipment_status = 'WORKING' and not s.are_cases_required and s._u is not null and s._s is not null and s._a is not null
            on conflict (box_id, shipment_item_id) do update
              set quantity = box_items.quantity + excluded.quantity, updated_at = now()
            returning shipment_item_id)
          select s.id, s.account_id, s.store_id, s.store_marketplace_id, s.shipment_id, s.shipment_status, s.are_cases_required,
                 s.shipment_type, s.is_partnered, s.app_created, (select shipment_item_id from ins limit 1) as item_id
          from s`),
      );
      return row;
    },

    async setUnits(shipmentRowId: string, boxId: string, itemId: string, units: number): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          update box_items set quantity = ${units}, updated_at = now()
          where shipment_row_id = ${shipmentRowId} and box_id = ${boxId} and shipment_item_id = ${itemId}
          returning id`),
      );
      return rows.length > 0;
    },

    async removeItem(shipmentRowId: string, boxId: string, itemId: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          delete from box_items where shipment_row_id = ${shipmentRowId} and box_id = ${boxId} and shipment_item_id = ${itemId}
          returning id`),
      );
      return rows.length > 0;
    },

    /** Empties boxes (all of the shipment's without ids); the items whose boxed units changed. */
    clearBoxes: (shipmentRowId: string, boxIds?: readonly string[]) => emptyBoxes(db, shipmentRowId, boxIds),
  };
}
export type BoxItemsRepository = ReturnType<typeof createBoxItemsRepository>;
