import { sql, type SQL } from 'drizzle-orm';
import { itemErrorsOf, type ItemWeight, type WorkbenchItem } from '@stowline/domain';

/**
 * What a shipment item shows of its product, in one place for every query that reads items or box
 * items (the items list, its errors, the readiness, box cards, auto-pack, imports and exports) and
 * for the item the cards read, so they all agree.
 */

/**
 * The product of shipment item `item` in shipment `shipment`, as `p`: the same account and seller
 * SKU, in the shipment's store marketplace or, for a shipment that has none, the store's default
 * one. A SKU missing from the catalogue leaves `p` empty.
 */
export const productJoin = (item: SQL, shipment: SQL) => sql`
  left join products p
    on p.account_id = ${item}.account_id
   and p.seller_sku = ${item}.seller_sku
   and p.store_marketplace_id = coalesce(${shipment}.store_marketplace_id,
         (select sm.id from store_marketplaces sm where sm.store_id = ${shipment}.store_id
          order by sm.is_default desc, sm.created_at limit 1))`;

/** The item's own weight, else its product's when that is a positive value in pounds or ounces, else null. */
export const itemWeightSql = (item: SQL, valueAs: SQL, unitAs: SQL) => sql`
  case when ${item}.weight_value is not null then ${item}.weight_value
       when p.weight_value > 0 and p.weight_unit in ('pounds', 'ounces') then p.weight_value end as ${valueAs},
  case when ${item}.weight_value is not null then ${item}.weight_unit
       when p.weight_value > 0 and p.weight_unit in ('pounds', 'ounces') then p.weight_unit end as ${unitAs}`;

/**
 * The facts of shipment item `si` and its product `p`: empty strings for a product the catalogue
 * lacks, condition 0 (Unknown) then; `expirable` is the seller's answer over Amazon's,
 * `amz_expirable` Amazon's own.
 */
export const ITEM_FACTS = sql`
  coalesce(p.asin, '') as asin, coalesce(p.title, '') as title, coalesce(p.image_url, '') as image_url,
  coalesce(p.condition, 0) as condition, coalesce(p.expirable, p.amz_expirable, false) as expirable,
  coalesce(p.amz_expirable, false) as amz_expirable,
  ${itemWeightSql(sql`si`, sql.raw('weight_value'), sql.raw('weight_unit'))},
  to_char(si.exp_date, 'YYYY-MM-DD') as exp_date, si.quantity_printed`;

/** The item's prep instructions: its own, else its product's. */
export const ITEM_PREP = sql`
  case when jsonb_array_length(si.prep_details_list) > 0 or p.id is null then si.prep_details_list
       else p.prep_details_list end as prep_details_list`;

/** What ITEM_FACTS reads. */
export interface ItemFacts {
  asin: string;
  title: string;
  image_url: string;
  /** 0 (Unknown) for a SKU the catalogue lacks. */
  condition: number;
  /** The seller's answer over Amazon's (products.expirable, then amz_expirable). */
  expirable: boolean;
  /** Amazon's own answer: Amazon wants an expiration with these units whatever the seller says. */
  amz_expirable: boolean;
  /** The item's own weight, else the product's (a positive value with a unit), else null. */
  weight_value: string | number | null;
  weight_unit: string | null;
  /** YYYY-MM-DD or null. */
  exp_date: string | null;
  quantity_printed: number;
}

/** A shipment item with its product's facts (spec section 3's item). */
export interface ItemRow extends ItemFacts {
  id: string;
  shipment_row_id: string;
  seller_sku: string;
  fulfillment_network_sku: string;
  quantity_shipped: number;
  quantity_boxed: number;
  quantity_received: number;
  quantity_in_case: number;
  prep_details_list: { prepInstruction: string; prepOwner: string }[];
}

export const weightUnitOf = (unit: string | null): 'pounds' | 'ounces' | null =>
  unit === 'pounds' || unit === 'ounces' ? unit : null;

export function weightOf(row: { weight_value: string | number | null; weight_unit: string | null }): ItemWeight {
  const value = row.weight_value === null ? null : Number(row.weight_value);
  return { value: value !== null && Number.isFinite(value) ? value : null, unit: weightUnitOf(row.weight_unit) };
}

/** The item as the items panel and cards read it (workbench contract). */
export function toWorkbenchItem(row: ItemRow): WorkbenchItem {
  const item = {
    _id: row.id,
    shipmentItemId: row.id,
    inboundShipmentId: row.shipment_row_id,
    sellerSku: row.seller_sku,
    asin: row.asin,
    fulfillmentNetworkSku: row.fulfillment_network_sku,
    title: row.title,
    imageUrl: row.image_url,
    condition: row.condition,
    quantityShipped: row.quantity_shipped,
    quantityBoxed: row.quantity_boxed,
    quantityPrinted: row.quantity_printed,
    quantityReceived: row.quantity_received,
    quantityInCase: row.quantity_in_case,
    weight: weightOf(row),
    amzExpirable: row.expirable,
    expDate: row.exp_date,
    prepDetailsList: row.prep_details_list ?? [],
    prepLabelingDetails: [] as WorkbenchItem['prepLabelingDetails'],
  };
  return { ...item, errorList: itemErrorsOf(item) };
}
