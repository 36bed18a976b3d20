import { sql, type SQL } from 'drizzle-orm';
import type { ItemErrorFilter } from '@stowline/domain';
import { rowsOf, type Executor } from '../../db/client.js';
import { ITEM_FACTS, ITEM_PREP, productJoin, type ItemRow } from './item-facts.js';
import { createPalletsRepository } from './pallets.repository.js';

/** The shipment facts the items calls and the readiness rules read. */
export interface ItemsShipmentRow {
  id: string;
  account_id: string;
  store_id: string;
  store_marketplace_id: string | null;
  shipment_id: string;
  shipment_status: string;
  are_cases_required: boolean;
  shipment_type: string | null;
  is_partnered: string | null;
  /** The seller's carrier (migration 0019, shipment settings); null until chosen. */
  carrier_name: string | null;
  label_prep_type: string | null;
  app_created: boolean;
  inbound_plan_id: string | null;
  amazon_shipment_id: string | null;
  /** Box Content Information and Amazon's source (shipmentContentPreference reads both). */
  content_preference: string | null;
  box_contents_source: string | null;
  transport_status: string | null;
  /**
   * Stowline placed it before it was packed (the pallet path): created from an inbound plan with
   * no packing groups. A shipment packed first keeps its packing group (and its plan its packing
   * option); synced and v0 shipments have no plan of Stowline's.
   */
  placed_before_packing: boolean;
}

/** A shipment item with its product's facts: what an item card shows. */
/** One item's fields to change (absent: unchanged; expDate null clears it). */
export interface ItemDetailsPatch {
  id: string;
  expDate?: string | null;
  weight?: { value: number; unit: 'pounds' | 'ounces' };
  quantityPrinted?: number;
}

export interface ItemsPageQuery {
  search?: string | undefined;
  errorFilter?: ItemErrorFilter | undefined;
  offset: number;
  /** 0: every row. */
  limit: number;
}

/** Escapes LIKE's wildcards so a search matches its text literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The item rows with their product's facts (item-facts.sql.ts), as one derived table `i`: the items
 * list, the error list and the readiness all read it, so they agree.
 */
function itemRows(accountId: string, shipmentRowId: string): SQL {
  return sql`(
    select si.id, si.shipment_row_id, si.seller_sku, si.fulfillment_network_sku, si.quantity_shipped, si.quantity_boxed,
           si.quantity_received, si.quantity_in_case, ${ITEM_PREP}, ${ITEM_FACTS}
    from shipment_items si
    join shipments s on s.id = si.shipment_row_id and s.account_id = si.account_id
    ${productJoin(sql`si`, sql`s`)}
    where si.account_id = ${accountId} and si.shipment_row_id = ${shipmentRowId}
  ) i`;
}

/** The item error rules (domain itemErrorsOf) in SQL, so a filtered page and its count come from the database. */
function errorCondition(filter: ItemErrorFilter): SQL {
  const missingWeight = sql`i.weight_value is null`;
  const missingExpiry = sql`(i.expirable and i.exp_date is null)`;
  const toBox = sql`i.quantity_shipped <> i.quantity_boxed`;
  switch (filter) {
    case 'MISSING_WEIGHT':
      return missingWeight;
    case 'MISSING_EXPIRY':
      return missingExpiry;
    case 'QUANTITY_TO_BOX':
      return toBox;
    case 'ALL_ERRORS':
      return sql`(${missingWeight} or ${missingExpiry} or ${toBox})`;
  }
}

/**
 * Queries of shipment items for the workbench (the shipments module's table, migration 0018's
 * columns); every one names the account. Quantity changes confirmed at Amazon are written by
 * shipments.repository's `syncItemsWithAmazon`.
 */
export function createItemsRepository(db: Executor) {
  return {
    /** The shipment, locked against status changes until the transaction ends when `lock` is set. */
    async findShipment(accountId: string, id: string, lock = false): Promise<ItemsShipmentRow | undefined> {
      const [row] = rowsOf<ItemsShipmentRow>(
        await db.execute(sql`
          select s.id, s.account_id, s.store_id, s.store_marketplace_id, s.shipment_id, s.shipment_status,
                 s.are_cases_required, s.shipment_type, s.is_partnered, s.carrier_name,
                 s.label_prep_type, s.app_created, s.inbound_plan_id, s.amazon_shipment_id,
                 s.content_preference, s.box_contents_source, s.transport_status,
                 (s.app_created and s.inbound_plan_id is not null and s.packing_group_id is null
                  and not exists (select 1 from inbound_plans p
                                  where p.account_id = s.account_id and p.inbound_plan_id = s.inbound_plan_id
                                    and p.packing_option_id is not null)) as placed_before_packing
          from shipments s where s.account_id = ${accountId} and s.id = ${id}
          ${lock ? sql`for share` : sql``}`),
      );
      return row;
    },

    /** A page of the shipment's items by seller SKU, searched and filtered, with the count of all that match. */
    async listItems(accountId: string, shipmentRowId: string, query: ItemsPageQuery) {
      const conditions: SQL[] = [sql`true`];
      if (query.search) {
        const pattern = likePattern(query.search);
        conditions.push(
          sql`(i.seller_sku ilike ${pattern} or i.fulfillment_network_sku ilike ${pattern} or i.asin ilike ${pattern} or i.title ilike ${pattern})`,
        );
      }
      if (query.errorFilter) conditions.push(errorCondition(query.errorFilter));
      const where = sql.join(conditions, sql` and `);
      const rows = rowsOf<ItemRow & { total: number }>(
        await db.execute(sql`
          select i.*, count(*) over ()::int as total from ${itemRows(accountId, shipmentRowId)}
          where ${where}
          order by i.seller_sku, i.id
          offset ${query.offset} ${query.limit > 0 ? sql`limit ${query.limit}` : sql``}`),
      );
      if (rows.length || query.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      // A page past the end: count without rows.
      const [counted] = rowsOf<{ total: number }>(
        await db.execute(sql`select count(*)::int as total from ${itemRows(accountId, shipmentRowId)} where ${where}`),
      );
      return { rows, total: counted?.total ?? 0 };
    },

    /** Every item's id, SKU and whether it expires, by seller SKU (select-all and the expiry import). */
    async itemIds(accountId: string, shipmentRowId: string) {
      return rowsOf<{ id: string; seller_sku: string; expirable: boolean }>(
        await db.execute(
          sql`select i.id, i.seller_sku, i.expirable from ${itemRows(accountId, shipmentRowId)} order by i.seller_sku, i.id`,
        ),
      );
    },

    /** Every item of the shipment (readiness, errors), by seller SKU. */
    async allItems(accountId: string, shipmentRowId: string): Promise<ItemRow[]> {
      return rowsOf<ItemRow>(
        await db.execute(sql`select i.* from ${itemRows(accountId, shipmentRowId)} order by i.seller_sku, i.id`),
      );
    },

    async itemsByIds(accountId: string, shipmentRowId: string, ids: string[]): Promise<ItemRow[]> {
      if (!ids.length) return [];
      return rowsOf<ItemRow>(
        await db.execute(sql`
          select i.* from ${itemRows(accountId, shipmentRowId)}
          where i.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          order by i.seller_sku, i.id`),
      );
    },

    /** The item of a seller SKU (case-insensitive, as sellers type it), locked for update when `lock` is set. */
    async findItemBySku(
      accountId: string,
      shipmentRowId: string,
      sellerSku: string,
      lock = false,
    ): Promise<{ id: string; seller_sku: string; quantity_shipped: number; quantity_boxed: number } | undefined> {
      const [row] = rowsOf<{ id: string; seller_sku: string; quantity_shipped: number; quantity_boxed: number }>(
        await db.execute(sql`
          select id, seller_sku, quantity_shipped, quantity_boxed from shipment_items
          where account_id = ${accountId} and shipment_row_id = ${shipmentRowId} and lower(seller_sku) = lower(${sellerSku})
          order by seller_sku = ${sellerSku} desc limit 1
          ${lock ? sql`for update` : sql``}`),
      );
      return row;
    },

    /** Totals over the whole shipment: units boxed and to ship. */
    async totals(accountId: string, shipmentRowId: string) {
      const [row] = rowsOf<{ boxed: number; shipped: number }>(
        await db.execute(sql`
          select coalesce(sum(quantity_boxed), 0)::int as boxed, coalesce(sum(quantity_shipped), 0)::int as shipped
          from shipment_items where account_id = ${accountId} and shipment_row_id = ${shipmentRowId}`),
      );
      return row ?? { boxed: 0, shipped: 0 };
    },

    /**
     * Applies the patches in one statement; answers the ids changed (an id of another shipment or
     * account changes nothing and is missing from the answer).
     */
    async updateDetails(accountId: string, shipmentRowId: string, patches: ItemDetailsPatch[]): Promise<string[]> {
      const rows = patches.map((p) => ({
        id: p.id,
        has_exp: p.expDate !== undefined,
        exp_date: p.expDate ?? null,
        has_weight: p.weight !== undefined,
        weight_value: p.weight?.value ?? null,
        weight_unit: p.weight?.unit ?? null,
        has_printed: p.quantityPrinted !== undefined,
        quantity_printed: p.quantityPrinted ?? null,
      }));
      return rowsOf<{ id: string }>(
        await db.execute(sql`
          update shipment_items si set
            exp_date = case when x.has_exp then x.exp_date else si.exp_date end,
            weight_value = case when x.has_weight then x.weight_value else si.weight_value end,
            weight_unit = case when x.has_weight then x.weight_unit else si.weight_unit end,
            quantity_printed = case when x.has_printed then x.quantity_printed else si.quantity_printed end,
            updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, has_exp boolean, exp_date date,
               has_weight boolean, weight_value numeric, weight_unit text, has_printed boolean, quantity_printed int)
          where si.id = x.id and si.account_id = ${accountId} and si.shipment_row_id = ${shipmentRowId}
          returning si.id`),
      ).map((r) => r.id);
    },

    /** Units per case after a confirmed change of a case-packed item. */
    /**
     * Adds labels printed to items' printed counts in one statement (`quantity_printed + n`, so
     * concurrent prints both count; row locks order them), at most MAX_QUANTITY_PRINTED. Answers
     * the ids changed (an id of another shipment or account changes nothing).
     */
    async raisePrinted(
      accountId: string,
      shipmentRowId: string,
      counts: { id: string; quantity: number }[],
      max: number,
    ): Promise<string[]> {
      // Call inside a transaction: the rows are locked in id order first, so two prints of the
      // same items in another order wait for each other instead of deadlocking.
      await db.execute(sql`
        select si.id from shipment_items si
        where si.account_id = ${accountId} and si.shipment_row_id = ${shipmentRowId}
          and si.id in (select x.id from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) as x(id uuid))
        order by si.id for no key update`);
      return rowsOf<{ id: string }>(
        await db.execute(sql`
          update shipment_items si set
            quantity_printed = least(si.quantity_printed + x.quantity, ${max}::int),
            updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) as x(id uuid, quantity int)
          where si.id = x.id and si.account_id = ${accountId} and si.shipment_row_id = ${shipmentRowId}
          returning si.id`),
      ).map((r) => r.id);
    },

    async setCaseQuantity(accountId: string, itemId: string, caseQuantity: number): Promise<void> {
      await db.execute(sql`
        update shipment_items set quantity_in_case = ${caseQuantity}, updated_at = now()
        where account_id = ${accountId} and id = ${itemId}`);
    },

    /** How many boxes hold units of each item of the shipment (Export Shipment's 'Boxes'), by item id. */
    async boxCounts(accountId: string, shipmentRowId: string): Promise<Map<string, number>> {
      const rows = rowsOf<{ shipment_item_id: string; boxes: number }>(
        await db.execute(sql`
          select shipment_item_id, count(*)::int as boxes from box_items
          where account_id = ${accountId} and shipment_row_id = ${shipmentRowId} and quantity > 0
          group by shipment_item_id`),
      );
      return new Map(rows.map((r) => [r.shipment_item_id, r.boxes]));
    },

    /** Every box of the shipment with what readiness reads (migration 0017's boxes). */
    async boxesForRules(accountId: string, shipmentRowId: string) {
      return rowsOf<{
        units: number;
        length: number | null;
        width: number | null;
        height: number | null;
        weight: number | null;
        weight_unit: string | null;
        tracking_id: string | null;
        pallet_id: string | null;
      }>(
        await db.execute(sql`
          select units, length, width, height, weight, weight_unit, tracking_id, pallet_id::text as pallet_id
          from boxes where account_id = ${accountId} and shipment_row_id = ${shipmentRowId}
          order by number`),
      );
    },

    /** Every pallet of the shipment with its box count and total weight (migration 0020), by number. */
    async palletsForRules(shipmentRowId: string) {
      return createPalletsRepository(db).all(shipmentRowId);
    },

    /** The ship-from warehouse's contact (the shipment's warehouse_id), or undefined without one. */
    async warehouseContact(accountId: string, shipmentRowId: string) {
      const [row] = rowsOf<{ name: string; email: string; phone: string }>(
        await db.execute(sql`
          select w.contact_name as name, w.contact_email as email, w.contact_phone as phone
          from shipments s join warehouses w on w.account_id = s.account_id and w.id = s.warehouse_id
          where s.account_id = ${accountId} and s.id = ${shipmentRowId}`),
      );
      return row;
    },

    /** Whether the account's FedEx details are saved (Setting → Connect Carrier). */
    async hasFedexAccount(accountId: string): Promise<boolean> {
      const [row] = rowsOf<{ found: boolean }>(
        await db.execute(sql`
          select exists (select 1 from carrier_accounts where account_id = ${accountId} and carrier_name = 'FEDEX') as found`),
      );
      return row?.found ?? false;
    },
  };
}
export type ItemsRepository = ReturnType<typeof createItemsRepository>;
