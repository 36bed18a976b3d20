import { sql, type SQL } from 'drizzle-orm';
import type { BoxErrorFilter, UnitEventSource } from '@stowline/domain';
import { rowsOf, type Executor } from '../../db/client.js';
import { ITEM_FACTS, ITEM_PREP, itemWeightSql, productJoin, type ItemFacts, type ItemRow } from './item-facts.js';

/** The shipment facts the workbench's rules read. */
export interface WorkbenchShipmentRow {
  id: string;
  account_id: string;
  store_id: string;
  store_marketplace_id: string | null;
  shipment_id: string;
  shipment_status: string;
  are_cases_required: boolean;
  shipment_type: string | null;
  is_partnered: string | null;
  app_created: boolean;
  transport_status: string | null;
}

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

export interface UnitEventRow {
  id: string;
  created_at: string | Date;
  kind: string;
  source: string;
  action: string;
  quantity: number;
  shipment_item_id: string | null;
  seller_sku: string;
  fnsku: string;
  box_id: string | null;
  box_number: number | null;
  from_box_id: string | null;
  from_box_number: number | null;
  user_id: string | null;
  user_name: string | null;
}

export interface DimensionsValues {
  length: number;
  width: number;
  height: number;
  weight: number;
  weightUnit: string;
}

/** Who changes units, how and by which call: the audit trail's columns (migration 0017). */
export interface UnitAudit {
  userId: string;
  source: UnitEventSource;
  action: string;
}

/** uuids as a PostgreSQL array literal (uuids need no quoting). */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The product of a shipment item: by SKU in the shipment's marketplace (its store's default one
 * when it has none), through products' (marketplace, SKU) key.
 */
/** The SQL of a box error rule (as `boxErrorsOf` in packages/domain), for a box `b` of shipment `s`. */
function boxErrorSql(filter: BoxErrorFilter): SQL {
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

/**
 * What the cards show of an item beside its counts: the product's facts, the item's own weight
 * (the product's when it has none), expiry date and printed labels (migration 0018), and whether
 * it expires (the seller's word over Amazon's).
 */
const BOX_COLUMNS = sql`b.id, b.shipment_row_id, b.number, b.length, b.width, b.height, b.weight, b.weight_unit, b.units,
  b.tracking_id, b.category_id, b.pallet_id, (select pl.number from pallets pl where pl.id = b.pallet_id) as pallet_number,
  b.created_at, b.updated_at`;

/** Boxes of a shipment by id, in number order. */
const boxesSql = (shipmentRowId: string, ids: readonly string[]) => sql`
  select ${BOX_COLUMNS} from boxes b
  where b.shipment_row_id = ${shipmentRowId} and b.id = any(${uuidArray(ids)}) order by b.number`;

/** The items of these boxes with their product facts, by box then SKU. */
const boxItemsSql = (boxIds: readonly string[]) => sql`
  select bi.id, bi.box_id, bi.shipment_item_id, bi.quantity, si.seller_sku, si.fulfillment_network_sku as fnsku,
         ${ITEM_FACTS}
  from box_items bi
  join shipment_items si on si.id = bi.shipment_item_id
  join shipments s on s.id = bi.shipment_row_id
  ${productJoin(sql`si`, sql`s`)}
  where bi.box_id = any(${uuidArray(boxIds)})
  order by bi.box_id, si.seller_sku`;

/** Shipment items with their product facts: these ids, or the whole shipment, by SKU. */
const itemsSql = (shipmentRowId: string, ids?: readonly string[]) => sql`
  select si.id, si.shipment_row_id, si.seller_sku, si.fulfillment_network_sku, si.quantity_shipped, si.quantity_boxed,
         si.quantity_received, si.quantity_in_case, ${ITEM_PREP}, ${ITEM_FACTS}
  from shipment_items si
  join shipments s on s.id = si.shipment_row_id
  ${productJoin(sql`si`, sql`s`)}
  where si.shipment_row_id = ${shipmentRowId} ${ids ? sql`and si.id = any(${uuidArray(ids)})` : sql``}
  order by si.seller_sku`;

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
 * Queries of boxes, box_items and shipment_unit_events (the shipments module's tables, migration
 * 0017); every one names the account. The counts and invariants are the database's (triggers and
 * CHECKs), so a write here either keeps them or fails whole.
 */
export function createBoxesRepository(db: Executor) {
  async function clearBoxes(shipmentRowId: string, boxIds?: readonly string[]): Promise<string[]> {
    const only = boxIds ? sql`and box_id = any(${uuidArray(boxIds)})` : sql``;
    const rows = rowsOf<{ shipment_item_id: string }>(
      await db.execute(sql`
        delete from box_items where shipment_row_id = ${shipmentRowId} ${only} returning shipment_item_id`),
    );
    return [...new Set(rows.map((r) => r.shipment_item_id))];
  }

  return {
    /**
     * The shipment, locked for the transaction when asked: 'share' for content changes (many at
     * once), 'update' for changes of the box list (numbering). With `audit`, also names the
     * transaction's user, source and call for the audit trail, in the same statement.
     */
    async shipment(
      accountId: string,
      id: string | { boxId: string },
      options: { lock?: 'share' | 'update'; audit?: UnitAudit } = {},
    ): Promise<WorkbenchShipmentRow | undefined> {
      // By its id, or as the shipment of a box (calls that name only the box): one statement either way.
      const target =
        typeof id === 'string'
          ? sql`id = ${id}`
          : sql`id = (select shipment_row_id from boxes where account_id = ${accountId} and id = ${id.boxId})`;
      const lock =
        options.lock === 'update' ? sql`for no key update` : options.lock === 'share' ? sql`for share` : sql``;
      const audit = options.audit
        ? sql`, set_config('stowline.unit_user', ${options.audit.userId}, true) as _u,
               set_config('stowline.unit_source', ${options.audit.source}, true) as _s,
               set_config('stowline.unit_action', ${options.audit.action}, true) as _a`
        : sql``;
      const [row] = rowsOf<WorkbenchShipmentRow>(
        await db.execute(sql`
          select id, account_id, store_id, store_marketplace_id, shipment_id, shipment_status, are_cases_required,
                 shipment_type, is_partnered, app_created, transport_status ${audit}
          from shipments where account_id = ${accountId} and ${target} ${lock}`),
      );
      return row;
    },

    async shipmentIdOfBox(accountId: string, boxId: string): Promise<string | undefined> {
      const [row] = rowsOf<{ shipment_row_id: string }>(
        await db.execute(sql`select shipment_row_id from boxes where account_id = ${accountId} and id = ${boxId}`),
      );
      return row?.shipment_row_id;
    },

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

    /** Whether the pallet is one of the shipment's (create-boxes' pallet choice). */
    async palletInShipment(shipmentRowId: string, palletId: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`select id from pallets where shipment_row_id = ${shipmentRowId} and id = ${palletId}`),
      );
      return rows.length > 0;
    },

    async boxIdsOf(shipmentRowId: string): Promise<string[]> {
      return rowsOf<{ id: string }>(
        await db.execute(sql`select id from boxes where shipment_row_id = ${shipmentRowId} order by number`),
      ).map((r) => r.id);
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

    /** Shipment items with their product facts: these ids, or the whole shipment. */
    async items(shipmentRowId: string, ids?: readonly string[]): Promise<ItemRow[]> {
      if (ids && !ids.length) return [];
      return rowsOf<ItemRow>(await db.execute(itemsSql(shipmentRowId, ids)));
    },

    async itemBySku(
      shipmentRowId: string,
      sellerSku: string,
    ): Promise<{ id: string; quantity_shipped: number; quantity_boxed: number } | undefined> {
      const [row] = rowsOf<{ id: string; quantity_shipped: number; quantity_boxed: number }>(
        await db.execute(sql`
          select id, quantity_shipped, quantity_boxed from shipment_items
          where shipment_row_id = ${shipmentRowId} and seller_sku = ${sellerSku}`),
      );
      return row;
    },

    async itemByFnsku(
      shipmentRowId: string,
      fnsku: string,
    ): Promise<{ id: string; quantity_shipped: number; quantity_boxed: number } | undefined> {
      const [row] = rowsOf<{ id: string; quantity_shipped: number; quantity_boxed: number }>(
        await db.execute(sql`
          select id, quantity_shipped, quantity_boxed from shipment_items
          where shipment_row_id = ${shipmentRowId} and fulfillment_network_sku = ${fnsku}
          order by quantity_shipped - quantity_boxed desc, seller_sku limit 1`),
      );
      return row;
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
    clearBoxes,

    /** Deletes boxes (their items first, so the trail names each box) and renumbers the rest 1..N. */
    async deleteBoxes(
      shipmentRowId: string,
      boxIds?: readonly string[],
    ): Promise<{ deleted: string[]; items: string[] }> {
      const items = await clearBoxes(shipmentRowId, boxIds);
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

    /**
     * The box content import's units (one line per box number and item, summed by the caller):
     * added to the boxes with these numbers in one statement; a CHECK error when they do not fit.
     */
    async addImportedUnits(
      accountId: string,
      shipmentRowId: string,
      lines: readonly { boxNumber: number; itemId: string; units: number }[],
    ): Promise<number> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into box_items (account_id, shipment_row_id, box_id, shipment_item_id, quantity)
          select ${accountId}, b.shipment_row_id, b.id, si.id, t.units
          from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as t("boxNumber" int, "itemId" uuid, units int)
          join boxes b on b.shipment_row_id = ${shipmentRowId} and b.number = t."boxNumber"
          join shipment_items si on si.shipment_row_id = b.shipment_row_id and si.id = t."itemId"
          on conflict (box_id, shipment_item_id) do update
            set quantity = box_items.quantity + excluded.quantity, updated_at = now()
          returning id`),
      );
      return rows.length;
    },

    /** The shipment's latest unit event (any change of a box's contents writes one), or null. */
    async latestUnitEventId(shipmentRowId: string): Promise<string | null> {
      const [row] = rowsOf<{ id: string | null }>(
        await db.execute(sql`
          select max(id)::text as id from shipment_unit_events where shipment_row_id = ${shipmentRowId}`),
      );
      return row?.id ?? null;
    },

    /** A box content import applied with these rows, and the unit event it left. */
    async appliedImport(
      shipmentRowId: string,
      contentHash: string,
    ): Promise<{ lastEventId: string | null; result: unknown } | undefined> {
      const [row] = rowsOf<{ last_event_id: string | null; result: unknown }>(
        await db.execute(sql`
          select last_event_id::text as last_event_id, result from box_content_imports
          where shipment_row_id = ${shipmentRowId} and content_hash = ${contentHash}`),
      );
      return row && { lastEventId: row.last_event_id, result: row.result };
    },

    /** Records an applied box content import (the same rows again replace the record). */
    async recordImport(input: {
      accountId: string;
      shipmentRowId: string;
      contentHash: string;
      lastEventId: string | null;
      result: unknown;
    }): Promise<void> {
      await db.execute(sql`
        insert into box_content_imports (account_id, shipment_row_id, content_hash, last_event_id, result)
        values (${input.accountId}, ${input.shipmentRowId}, ${input.contentHash}, ${input.lastEventId}::bigint,
                ${JSON.stringify(input.result)}::jsonb)
        on conflict (shipment_row_id, content_hash) do update
          set last_event_id = excluded.last_event_id, result = excluded.result, created_at = now()`);
    },

    /** The dimension import: each box by number gets its inches and its empty weight in ounces, in one statement. */
    async setDimensionsByNumber(
      shipmentRowId: string,
      lines: readonly { boxNumber: number; length: number; width: number; height: number; weight: number }[],
    ): Promise<string[]> {
      return rowsOf<{ id: string }>(
        await db.execute(sql`
          update boxes b set length = t.length, width = t.width, height = t.height, weight = t.weight,
                             weight_unit = 'ounces', updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
               as t("boxNumber" int, length float8, width float8, height float8, weight float8)
          where b.shipment_row_id = ${shipmentRowId} and b.number = t."boxNumber"
          returning b.id`),
      ).map((r) => r.id);
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

    /** Items with units left to box, and their units per case (for Pack Boxes with Case Qty). */
    async unpacked(shipmentRowId: string): Promise<{ seller_sku: string; quantity_in_case: number; rest: number }[]> {
      return rowsOf<{ seller_sku: string; quantity_in_case: number; rest: number }>(
        await db.execute(sql`
          select seller_sku, quantity_in_case, quantity_shipped - quantity_boxed as rest from shipment_items
          where shipment_row_id = ${shipmentRowId} and quantity_shipped > quantity_boxed order by seller_sku`),
      );
    },

    /** The audit trail, newest first; `before` an event id for the next page. */
    async history(
      accountId: string,
      shipmentRowId: string,
      options: { boxId?: string | undefined; before?: string | undefined; limit: number },
    ): Promise<UnitEventRow[]> {
      const box = options.boxId ? sql`and (e.box_id = ${options.boxId} or e.from_box_id = ${options.boxId})` : sql``;
      const before = options.before ? sql`and e.id < ${options.before}::bigint` : sql``;
      return rowsOf<UnitEventRow>(
        await db.execute(sql`
          select e.id::text as id, e.created_at, e.kind, e.source, e.action, e.quantity, e.shipment_item_id, e.seller_sku, e.fnsku,
                 e.box_id, e.box_number, e.from_box_id, e.from_box_number, e.user_id, u.name as user_name
          from shipment_unit_events e left join users u on u.id = e.user_id
          where e.account_id = ${accountId} and e.shipment_row_id = ${shipmentRowId} ${box} ${before}
          order by e.id desc limit ${options.limit}`),
      );
    },
  };
}
export type BoxesRepository = ReturnType<typeof createBoxesRepository>;

/** PostgreSQL's check_violation and the constraint it names, whether the driver or Drizzle's wrapper carries it. */
export function violatedCheck(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  if (e?.code === '23514') return e.constraint ?? '';
  if (e?.cause?.code === '23514') return e.cause.constraint ?? '';
  return undefined;
}

/** A foreign key that no longer finds its row (a box deleted by another packer meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}
