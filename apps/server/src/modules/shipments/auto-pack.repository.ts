import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import { itemWeightSql, productJoin } from './item-facts.js';

/** An item auto-pack may box, with its weight and its product's packaging rules. */
export interface AutoPackItemRow {
  id: string;
  seller_sku: string;
  rest: number;
  quantity_in_case: number;
  weight_value: string | number | null;
  weight_unit: string | null;
  /** The product's size in inches (the catalogue's), when known. */
  length_in: string | null;
  width_in: string | null;
  height_in: string | null;
  rules: { boxCategoryId: string; quantity: number; isDefault: boolean }[];
}

export interface CategoryRow {
  id: string;
  name: string;
  length: number;
  width: number;
  height: number;
  weight: number;
  weight_unit: string;
}

/**
 * Queries of Pack Boxes with Case Qty and auto-pack: what is left to box with its packaging rules
 * and box categories (read), and the packed boxes with their units, each made in one statement.
 */
export function createAutoPackRepository(db: Executor) {
  return {
    /** Items with units left to box, and their units per case (for Pack Boxes with Case Qty). */
    async unpacked(shipmentRowId: string): Promise<{ seller_sku: string; quantity_in_case: number; rest: number }[]> {
      return rowsOf<{ seller_sku: string; quantity_in_case: number; rest: number }>(
        await db.execute(sql`
          select seller_sku, quantity_in_case, quantity_shipped - quantity_boxed as rest from shipment_items
          where shipment_row_id = ${shipmentRowId} and quantity_shipped > quantity_boxed order by seller_sku`),
      );
    },

    /**
     * Pack Boxes with Case Qty: each item's units left to box into new boxes of its units per
     * case (the last one with the rest when they do not divide), numbered after the last box, one
     * SKU a box, with the box category of the SKU's packaging rule for that case size when it has
     * one. Run with the shipment locked ('update'). The boxes made, and the items packed.
     */
    async packCases(input: {
      accountId: string;
      shipmentRowId: string;
      userId: string;
      firstNumber: number;
    }): Promise<{ boxes: number; items: string[] }> {
      const rows = rowsOf<{ shipment_item_id: string }>(
        await db.execute(sql`
          with todo as (
            select si.id, si.seller_sku, si.quantity_in_case as per_case, si.quantity_shipped - si.quantity_boxed as rest,
                   cat.id as category_id, cat.length, cat.width, cat.height, cat.weight, cat.weight_unit
            from shipment_items si
            join shipments s on s.id = si.shipment_row_id
            left join lateral (
              select bc.id, bc.length, bc.width, bc.height, bc.weight, bc.weight_unit
              from products p
              join packaging_rules pr on pr.product_id = p.id
              join box_categories bc on bc.id = pr.box_category_id
              where p.seller_sku = si.seller_sku and p.store_marketplace_id = s.store_marketplace_id
                and pr.quantity = si.quantity_in_case
              order by pr.is_default desc, bc.name limit 1) cat on true
            where si.shipment_row_id = ${input.shipmentRowId} and si.quantity_shipped > si.quantity_boxed
              and si.quantity_in_case > 0),
          plan as (
            select t.*, least(t.per_case, t.rest - (g - 1) * t.per_case) as units,
                   (${input.firstNumber} - 1 + row_number() over (order by t.seller_sku, g))::int as number
            from todo t cross join lateral generate_series(1, ((t.rest + t.per_case - 1) / t.per_case)::int) g),
          made as (
            insert into boxes (account_id, shipment_row_id, number, length, width, height, weight, weight_unit, category_id, created_by)
            select ${input.accountId}, ${input.shipmentRowId}, number, length, width, height, weight, weight_unit, category_id, ${input.userId}
            from plan
            returning id, number)
          insert into box_items (account_id, shipment_row_id, box_id, shipment_item_id, quantity)
          select ${input.accountId}, ${input.shipmentRowId}, m.id, p.id, p.units
          from made m join plan p on p.number = m.number
          returning shipment_item_id`),
      );
      return { boxes: rows.length, items: [...new Set(rows.map((r) => r.shipment_item_id))] };
    },

    /**
     * Auto-pack's reading: each item with units left to box (by SKU), its weight (the item's own,
     * else the product's), units per case and its product's packaging rules.
     */
    async autoPackItems(shipmentRowId: string): Promise<AutoPackItemRow[]> {
      return rowsOf<AutoPackItemRow>(
        await db.execute(sql`
          select si.id, si.seller_sku, si.quantity_shipped - si.quantity_boxed as rest, si.quantity_in_case,
                 ${itemWeightSql(sql`si`, sql.raw('weight_value'), sql.raw('weight_unit'))},
                 p.length_in, p.width_in, p.height_in,
                 coalesce((select json_agg(json_build_object('boxCategoryId', pr.box_category_id, 'quantity', pr.quantity,
                                                             'isDefault', pr.is_default)
                                           order by pr.is_default desc, pr.created_at, pr.id)
                           from packaging_rules pr where pr.product_id = p.id and pr.account_id = s.account_id),
                          '[]'::json) as rules
          from shipment_items si
          join shipments s on s.id = si.shipment_row_id
          ${productJoin(sql`si`, sql`s`)}
          where si.shipment_row_id = ${shipmentRowId} and si.quantity_shipped > si.quantity_boxed
          order by si.seller_sku`),
      );
    },

    /** The account's box categories, by name. */
    async categories(accountId: string): Promise<CategoryRow[]> {
      return rowsOf<CategoryRow>(
        await db.execute(sql`
          select id, name, length, width, height, weight, weight_unit from box_categories
          where account_id = ${accountId} order by lower(name), id`),
      );
    },

    /**
     * Auto-pack's boxes: each group's `count` boxes numbered from `firstNumber` in the order given,
     * with its category's dimensions (or the standard size given, or none), each holding `units` of
     * its item. Two statements; run with the shipment locked ('update'). The items packed.
     */
    async createPackedBoxes(input: {
      accountId: string;
      shipmentRowId: string;
      userId: string;
      firstNumber: number;
      groups: readonly {
        count: number;
        categoryId: string | null;
        /** A standard box size (no category): inches, empty weight in pounds. */
        size?: { length: number; width: number; height: number; weight: number };
        itemId: string;
        units: number;
      }[];
    }): Promise<string[]> {
      const groups = JSON.stringify(
        input.groups.map((g, i) => ({
          n: i,
          count: g.count,
          category_id: g.categoryId,
          item_id: g.itemId,
          units: g.units,
          ...(g.size
            ? { length: g.size.length, width: g.size.width, height: g.size.height, weight: g.size.weight }
            : {}),
        })),
      );
      const rows = rowsOf<{ shipment_item_id: string }>(
        await db.execute(sql`
          with plan as (
            select g.item_id, g.units, c.id as category_id,
                   coalesce(c.length, g.length) as length, coalesce(c.width, g.width) as width,
                   coalesce(c.height, g.height) as height, coalesce(c.weight, g.weight) as weight,
                   coalesce(c.weight_unit, case when g.weight is not null then 'pounds' end) as weight_unit,
                   (${input.firstNumber} - 1 + row_number() over (order by g.n, k))::int as number
            from jsonb_to_recordset(${groups}::jsonb)
              as g(n int, count int, category_id uuid, item_id uuid, units int,
                   length float8, width float8, height float8, weight float8)
            cross join lateral generate_series(1, g.count) k
            left join box_categories c on c.id = g.category_id and c.account_id = ${input.accountId}),
          made as (
            insert into boxes (account_id, shipment_row_id, number, length, width, height, weight, weight_unit, category_id, created_by)
            select ${input.accountId}, ${input.shipmentRowId}, number, length, width, height, weight, weight_unit, category_id, ${input.userId}
            from plan
            returning id, number)
          insert into box_items (account_id, shipment_row_id, box_id, shipment_item_id, quantity)
          select ${input.accountId}, ${input.shipmentRowId}, m.id, p.item_id, p.units
          from made m join plan p on p.number = m.number
          returning shipment_item_id`),
      );
      return [...new Set(rows.map((r) => r.shipment_item_id))];
    },
  };
}
export type AutoPackRepository = ReturnType<typeof createAutoPackRepository>;
