import { sql, type SQL } from 'drizzle-orm';
import type { BoxErrorFilter } from '@stowline/domain';
import { rowsOf, type Executor } from '../../db/client.js';
import {
  BOX_COLUMNS,
  boxErrorSql,
  boxesSql,
  boxItemsSql,
  emptyBoxes,
  uuidArray,
  type BoxItemRow,
  type BoxRow,
} from './box-sql.js';
import { itemWeightSql, productJoin } from './item-facts.js';

export interface DimensionsValues {
  length: number;
  width: number;
  height: number;
  weight: number;
  weightUnit: string;
}

/** A box and one of its items (null item fields: an empty box), as Export Boxes for Amazon reads them. */
export interface BoxContentRow {
  number: number;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  weight_unit: string | null;
  seller_sku: string | null;
  fnsku: string | null;
  quantity: number | null;
  quantity_in_case: number | null;
  exp_date: string | null;
  item_weight_value: string | number | null;
  item_weight_unit: string | null;
}

/**
 * Queries of the box list (boxes, the shipments module's table, migration 0017): reading boxes and
 * their items, making, numbering, measuring and deleting boxes; every one names the shipment. The
 * counts and invariants are the database's (triggers and CHECKs), so a write here either keeps them
 * or fails whole.
 */
export function createBoxesRepository(db: Executor) {
  return {
    async boxCount(shipmentRowId: string): Promise<{ count: number; max: number }> {
      const [row] = rowsOf<{ count: number; max: number }>(
        await db.execute(
          sql`select count(*)::int as count, coalesce(max(number), 0)::int as max from boxes where shipment_row_id = ${shipmentRowId}`,
        ),
      );
      return row ?? { count: 0, max: 0 };
    },

    /** One page of boxes by number, with the count and ids of every box matching. */
    async page(
      shipmentRowId: string,
      options: { query?: string | undefined; errorFilter?: BoxErrorFilter | undefined; offset: number; limit: number },
    ): Promise<{ rows: BoxRow[]; total: number; ids: string[] }> {
      const conditions: SQL[] = [sql`b.shipment_row_id = ${shipmentRowId}`];
      if (options.query) {
        const like = `%${options.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(sql`exists (select 1 from box_items bi join shipment_items si on si.id = bi.shipment_item_id
                                    where bi.box_id = b.id
                                      and (lower(si.seller_sku) like ${like} or lower(si.fulfillment_network_sku) like ${like}))`);
      }
      if (options.errorFilter) conditions.push(boxErrorSql(options.errorFilter));
      const where = sql.join(conditions, sql` and `);
      const all = rowsOf<{ id: string }>(
        await db.execute(
          sql`select b.id from boxes b join shipments s on s.id = b.shipment_row_id where ${where} order by b.number`,
        ),
      );
      const limit = options.limit === 0 ? sql`` : sql`limit ${options.limit}`;
      const rows = rowsOf<BoxRow>(
        await db.execute(sql`
          select ${BOX_COLUMNS} from boxes b join shipments s on s.id = b.shipment_row_id
          where ${where} order by b.number offset ${options.offset} ${limit}`),
      );
      return { rows, total: all.length, ids: all.map((r) => r.id) };
    },

    async boxesByIds(shipmentRowId: string, ids: readonly string[]): Promise<BoxRow[]> {
      if (!ids.length) return [];
      return rowsOf<BoxRow>(await db.execute(boxesSql(shipmentRowId, ids)));
    },

    async numbers(shipmentRowId: string): Promise<{ id: string; number: number; units: number }[]> {
      return rowsOf<{ id: string; number: number; units: number }>(
        await db.execute(
          sql`select id, number, units from boxes where shipment_row_id = ${shipmentRowId} order by number`,
        ),
      );
    },

    /** The items of these boxes with their product facts, by box then SKU. */
    async itemsOfBoxes(boxIds: readonly string[]): Promise<BoxItemRow[]> {
      if (!boxIds.length) return [];
      return rowsOf<BoxItemRow>(await db.execute(boxItemsSql(boxIds)));
    },

    /**
     * Every box of the shipment with its items (Export Boxes for Amazon): one row per box and SKU,
     * one row with null SKU for an empty box, by box number then SKU. One statement at any size.
     */
    async boxContent(shipmentRowId: string): Promise<BoxContentRow[]> {
      return rowsOf<BoxContentRow>(
        await db.execute(sql`
          select b.number, b.length, b.width, b.height, b.weight, b.weight_unit,
                 si.seller_sku, si.fulfillment_network_sku as fnsku, bi.quantity, si.quantity_in_case,
                 to_char(si.exp_date, 'YYYY-MM-DD') as exp_date,
                 ${itemWeightSql(sql`si`, sql.raw('item_weight_value'), sql.raw('item_weight_unit'))}
          from boxes b
          join shipments s on s.id = b.shipment_row_id
          left join box_items bi on bi.box_id = b.id
          left join shipment_items si on si.id = bi.shipment_item_id
          ${productJoin(sql`si`, sql`s`)}
          where b.shipment_row_id = ${shipmentRowId}
          order by b.number, si.seller_sku`),
      );
    },

    async category(
      accountId: string,
      id: string,
    ): Promise<
      { id: string; length: number; width: number; height: number; weight: number; weight_unit: string } | undefined
    > {
      const [row] = rowsOf<{
        id: string;
        length: number;
        width: number;
        height: number;
        weight: number;
        weight_unit: string;
      }>(
        await db.execute(sql`
          select id, length, width, height, weight, weight_unit from box_categories where account_id = ${accountId} and id = ${id}`),
      );
      return row;
    },

    /** Whether the pallet is one of the shipment's (create-boxes' pallet choice). */
    async palletInShipment(shipmentRowId: string, palletId: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`select id from pallets where shipment_row_id = ${shipmentRowId} and id = ${palletId}`),
      );
      return rows.length > 0;
    },

    /**
     * New boxes numbered after the shipment's last, with the category's dimensions when given,
     * each holding `units` of the item when given. Run with the shipment locked ('update').
     */
    async createBoxes(input: {
      accountId: string;
      shipmentRowId: string;
      userId: string;
      count: number;
      firstNumber: number;
      category?: DimensionsValues & { id: string };
      item?: { id: string; units: number };
      /** The pallet the boxes go on (LTL); the (shipment, pallet) key keeps it in the shipment. */
      palletId?: string | null;
    }): Promise<string[]> {
      const c = input.category;
      const created = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into boxes (account_id, shipment_row_id, number, length, width, height, weight, weight_unit, category_id, created_by, pallet_id)
          select ${input.accountId}, ${input.shipmentRowId}, ${input.firstNumber} + g - 1,
                 ${c?.length ?? null}::float8, ${c?.width ?? null}::float8, ${c?.height ?? null}::float8,
                 ${c?.weight ?? null}::float8, ${c?.weightUnit ?? null}::text, ${c?.id ?? null}::uuid, ${input.userId},
                 ${input.palletId ?? null}::uuid
          from generate_series(1, ${input.count}::int) g
          returning id`),
      ).map((r) => r.id);
      if (input.item)
        await db.execute(sql`
          insert into box_items (account_id, shipment_row_id, box_id, shipment_item_id, quantity)
          select ${input.accountId}, ${input.shipmentRowId}, id, ${input.item.id}, ${input.item.units}
          from unnest(${uuidArray(created)}) as id`);
      return created;
    },

    /** Deletes boxes (their items first, so the trail names each box) and renumbers the rest 1..N. */
    async deleteBoxes(
      shipmentRowId: string,
      boxIds?: readonly string[],
    ): Promise<{ deleted: string[]; items: string[] }> {
      const items = await emptyBoxes(db, shipmentRowId, boxIds);
      const only = boxIds ? sql`and id = any(${uuidArray(boxIds)})` : sql``;
      const deleted = rowsOf<{ id: string }>(
        await db.execute(sql`delete from boxes where shipment_row_id = ${shipmentRowId} ${only} returning id`),
      ).map((r) => r.id);
      if (deleted.length && boxIds)
        await db.execute(sql`
          update boxes b set number = r.n, updated_at = now()
          from (select id, row_number() over (order by number)::int as n from boxes where shipment_row_id = ${shipmentRowId}) r
          where b.id = r.id and b.number <> r.n`);
      return { deleted, items };
    },

    async setDimensions(shipmentRowId: string, boxIds: readonly string[], d: DimensionsValues): Promise<string[]> {
      return rowsOf<{ id: string }>(
        await db.execute(sql`
          update boxes set length = ${d.length}, width = ${d.width}, height = ${d.height}, weight = ${d.weight},
                           weight_unit = ${d.weightUnit}, updated_at = now()
          where shipment_row_id = ${shipmentRowId} and id = any(${uuidArray(boxIds)})
          returning id`),
      ).map((r) => r.id);
    },

    async setTrackingId(shipmentRowId: string, boxId: string, trackingId: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          update boxes set tracking_id = ${trackingId}, updated_at = now()
          where shipment_row_id = ${shipmentRowId} and id = ${boxId} returning id`),
      );
      return rows.length > 0;
    },

    /** One tracking id per box, in box-number order. */
    async setTrackingIds(shipmentRowId: string, trackingIds: readonly string[]): Promise<string[]> {
      return rowsOf<{ id: string }>(
        await db.execute(sql`
          update boxes b set tracking_id = t.tracking_id, updated_at = now()
          from jsonb_array_elements_text(${JSON.stringify(trackingIds)}::jsonb) with ordinality as t(tracking_id, n)
          where b.shipment_row_id = ${shipmentRowId} and b.number = t.n
          returning b.id`),
      ).map((r) => r.id);
    },

    /** Each box in error with the rules it breaks (`boxErrorsOf`), by number. */
    async errors(shipmentRowId: string): Promise<{ id: string; number: number; errors: string[] }[]> {
      return rowsOf<{ id: string; number: number; errors: string[] }>(
        await db.execute(sql`
          select id, number, errors from (
            select b.id, b.number,
                   array_remove(array[
                     case when ${boxErrorSql('EMPTY_BOXES')} then 'EMPTY_BOXES' end,
                     case when ${boxErrorSql('PALLET_NOT_ASSIGNED')} then 'PALLET_NOT_ASSIGNED' end,
                     case when ${boxErrorSql('MISSING_DIMENSIONS')} then 'MISSING_DIMENSIONS' end,
                     case when ${boxErrorSql('MISSING_TRACKING')} then 'MISSING_TRACKING' end], null) as errors
            from boxes b join shipments s on s.id = b.shipment_row_id
            where b.shipment_row_id = ${shipmentRowId}) x
          where cardinality(errors) > 0
          order by number`),
      );
    },
  };
}
export type BoxesRepository = ReturnType<typeof createBoxesRepository>;
