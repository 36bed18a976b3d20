import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { boxCategories } from './box-categories.js';
import { id, createdAt } from './columns.js';
import { stores, storeMarketplaces } from './stores.js';
import { accountId, users } from './users.js';
import { warehouses } from './warehouses.js';

/** An inbound shipment (spec document 2, section 3), as the shipments sync or Stowline created it. */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    accountId: accountId(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    storeMarketplaceId: uuid('store_marketplace_id').references(() => storeMarketplaces.id, { onDelete: 'cascade' }),
    shipmentId: text('shipment_id').notNull(),
    shipmentName: text('shipment_name').notNull().default(''),
    shipmentStatus: text('shipment_status').notNull(),
    labelPrepType: text('label_prep_type'),
    areCasesRequired: boolean('are_cases_required').notNull().default(false),
    destinationFulfillmentCenterId: text('destination_fulfillment_center_id').notNull().default(''),
    shipFromAddress: jsonb('ship_from_address').$type<Record<string, string>>(),
    boxContentsSource: text('box_contents_source'),
    confirmedNeedByDate: text('confirmed_need_by_date'),
    appCreated: boolean('app_created').notNull().default(false),
    /** Set for shipments Stowline created through v2024-03-20 (modules/inbound): Amazon's plan and shipment ids. */
    inboundPlanId: text('inbound_plan_id'),
    amazonShipmentId: text('amazon_shipment_id'),
    /** The confirmed placement option and this shipment's share of its placement fee. */
    placementOptionId: text('placement_option_id'),
    /** Small parcel packed first: the packing group this shipment packs until placement gives it Amazon's shipment. */
    packingGroupId: text('packing_group_id'),
    placementFee: numeric('placement_fee', { precision: 12, scale: 2 }),
    placementFeeCurrency: text('placement_fee_currency'),
    /** 'SP' or 'LTL', and 'true' or 'false', as the create call set them. */
    shipmentType: text('shipment_type'),
    isPartnered: text('is_partnered'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The seller's settings of this shipment (migration 0019); null means section 4's defaults apply. */
    contentPreference: text('content_preference'),
    carrierName: text('carrier_name'),
    /** The ship-from warehouse the seller chose (the plan request's one for shipments created here). */
    warehouseId: uuid('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    /** Transport (later issues): blank shows 'Pending'; ESTIMATED, CONFIRMED. */
    transportStatus: text('transport_status'),
    estimatedCost: numeric('estimated_cost', { precision: 12, scale: 2 }),
    estimatedCostCurrency: text('estimated_cost_currency'),
    voidDate: timestamp('void_date', { withTimezone: true }),
    masterTrackingNumber: text('master_tracking_number'),
    /** The box-content feed: null (Pending), Success or Failed with Amazon's result descriptions. */
    feedStatus: text('feed_status'),
    feedErrors: jsonb('feed_errors').$type<{ resultDescription: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_store_shipment_key').on(t.storeId, t.shipmentId),
    index('shipments_list_idx').on(t.accountId, t.storeMarketplaceId, t.createdAt),
    index('shipments_account_idx').on(t.accountId, t.storeId),
    index('shipments_amazon_shipment_idx').on(t.storeId, t.amazonShipmentId),
    /** The shipments of a plan (the plan's transport reads them on every get-transport; migration 0033). */
    index('shipments_inbound_plan_idx').on(t.accountId, t.inboundPlanId),
  ],
);

export const shipmentItems = pgTable(
  'shipment_items',
  {
    id: id(),
    accountId: accountId(),
    shipmentRowId: uuid('shipment_row_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    sellerSku: text('seller_sku').notNull(),
    fulfillmentNetworkSku: text('fulfillment_network_sku').notNull().default(''),
    quantityShipped: integer('quantity_shipped').notNull().default(0),
    quantityReceived: integer('quantity_received').notNull().default(0),
    quantityInCase: integer('quantity_in_case').notNull().default(0),
    /**
     * Units in boxes: the sum of the item's box_items, kept by migration 0017's triggers alone
     * (a direct write is refused); CHECK 0 <= quantity_boxed <= quantity_shipped.
     */
    quantityBoxed: integer('quantity_boxed').notNull().default(0),
    releaseDate: text('release_date'),
    prepDetailsList: jsonb('prep_details_list')
      .$type<{ prepInstruction: string; prepOwner: string }[]>()
      .notNull()
      .default([]),
    /** The weight this shipment declares for one unit (migration 0018); null shows the product's. */
    weightValue: numeric('weight_value', { precision: 12, scale: 4 }),
    /** 'pounds' or 'ounces', set with the value. */
    weightUnit: text('weight_unit'),
    /** The units' expiry date (expirable products). */
    expDate: date('exp_date', { mode: 'string' }),
    /** Product labels printed for the item (Print Product Labels adds to it). */
    quantityPrinted: integer('quantity_printed').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipment_items_shipment_sku_key').on(t.shipmentRowId, t.sellerSku),
    index('shipment_items_account_idx').on(t.accountId),
    check(
      'shipment_items_weight_check',
      sql`(${t.weightValue} IS NULL AND ${t.weightUnit} IS NULL) OR (${t.weightValue} > 0 AND ${t.weightUnit} IN ('pounds', 'ounces'))`,
    ),
    check('shipment_items_quantity_printed_check', sql`${t.quantityPrinted} >= 0`),
    /** The target of box_items' (shipment, item) foreign key: an item boxes only in its shipment. */
    uniqueIndex('shipment_items_shipment_id_key').on(t.shipmentRowId, t.id),
    index('shipment_items_shipment_fnsku_idx').on(t.shipmentRowId, t.fulfillmentNetworkSku),
  ],
);

/**
 * A box of a shipment (spec document 2, section 3; migration 0017). `number` is 1..N without gaps
 * in the shipment (unique, deferrable, so deleting a box renumbers the later ones in one UPDATE);
 * `units` is the sum of its box_items (kept by triggers, 0..150). Dimensions in inches, each null
 * until set; `pallet_id` is the pallet it is on (LTL; migration 0020's (shipment, pallet) foreign key
 * keeps it in the box's shipment).
 */
export const boxes = pgTable(
  'boxes',
  {
    id: id(),
    accountId: accountId(),
    shipmentRowId: uuid('shipment_row_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    length: doublePrecision('length'),
    width: doublePrecision('width'),
    height: doublePrecision('height'),
    weight: doublePrecision('weight'),
    /** 'pounds' or 'ounces'. */
    weightUnit: text('weight_unit'),
    units: integer('units').notNull().default(0),
    trackingId: text('tracking_id'),
    /** Amazon's ids once the shipment is placed (listShipmentBoxes; migration 0031): label and tracking id, and packageId. */
    amazonBoxId: text('amazon_box_id'),
    packageId: text('package_id'),
    categoryId: uuid('category_id').references(() => boxCategories.id, { onDelete: 'set null' }),
    palletId: uuid('pallet_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // In SQL a DEFERRABLE constraint (boxes_shipment_number_key), which drizzle cannot declare.
    uniqueIndex('boxes_shipment_number_key').on(t.shipmentRowId, t.number),
    uniqueIndex('boxes_shipment_id_key').on(t.shipmentRowId, t.id),
    index('boxes_account_idx').on(t.accountId),
  ],
);

/**
 * A pallet of an LTL shipment (spec document 2, section 3; migration 0020). `number` is 1..N without
 * gaps in the shipment (unique, deferrable); width and length are Amazon's fixed 48 x 40 in, so only
 * height (in) and the empty pallet's weight (lb) are stored, null until set, never negative. Boxes
 * point at it through (shipment_row_id, pallet_id) -> (shipment_row_id, id), SET NULL on delete.
 */
export const pallets = pgTable(
  'pallets',
  {
    id: id(),
    accountId: accountId(),
    shipmentRowId: uuid('shipment_row_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    height: doublePrecision('height'),
    weight: doublePrecision('weight'),
    isStacked: boolean('is_stacked').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // In SQL a DEFERRABLE constraint (pallets_shipment_number_key), which drizzle cannot declare.
    uniqueIndex('pallets_shipment_number_key').on(t.shipmentRowId, t.number),
    uniqueIndex('pallets_shipment_id_key').on(t.shipmentRowId, t.id),
    index('pallets_account_idx').on(t.accountId),
  ],
);

/**
 * Units of one shipment item in one box (one row per box and item, quantity above 0). Its
 * (shipment, box) and (shipment, item) foreign keys keep both in the box's shipment; its triggers
 * keep shipment_items.quantity_boxed and boxes.units and write shipment_unit_events.
 */
export const boxItems = pgTable(
  'box_items',
  {
    id: id(),
    accountId: accountId(),
    shipmentRowId: uuid('shipment_row_id').notNull(),
    boxId: uuid('box_id').notNull(),
    shipmentItemId: uuid('shipment_item_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('box_items_box_item_key').on(t.boxId, t.shipmentItemId),
    index('box_items_item_idx').on(t.shipmentItemId),
    index('box_items_shipment_idx').on(t.shipmentRowId),
  ],
);

/**
 * Box content imports applied to a shipment, by the content of their rows: a confirm of the same
 * rows while the shipment's box contents have not changed since (its latest unit event is the one
 * the import left) answers the first result instead of adding the units again: a double click,
 * two tabs or a retried request apply an import once.
 */
export const boxContentImports = pgTable(
  'box_content_imports',
  {
    id: id(),
    accountId: accountId(),
    shipmentRowId: uuid('shipment_row_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    contentHash: text('content_hash').notNull(),
    /** The shipment's latest unit event once the import was applied. */
    lastEventId: bigint('last_event_id', { mode: 'bigint' }),
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('box_content_imports_shipment_hash_key').on(t.shipmentRowId, t.contentHash)],
);

/**
 * The audit trail of units (issue 14): every change of a box's contents, written by box_items'
 * triggers with the user, source and call the transaction set (stowline.unit_*). `quantity` is
 * signed (placed above 0, removed below); box and item are kept by id and by name, as they were.
 */
export const shipmentUnitEvents = pgTable(
  'shipment_unit_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    accountId: accountId(),
    shipmentRowId: uuid('shipment_row_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    boxId: uuid('box_id'),
    boxNumber: integer('box_number'),
    fromBoxId: uuid('from_box_id'),
    fromBoxNumber: integer('from_box_number'),
    shipmentItemId: uuid('shipment_item_id'),
    sellerSku: text('seller_sku').notNull().default(''),
    fnsku: text('fnsku').notNull().default(''),
    quantity: integer('quantity').notNull(),
    kind: text('kind').notNull(),
    source: text('source').notNull().default('system'),
    action: text('action').notNull().default(''),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipment_unit_events_shipment_idx').on(t.shipmentRowId, t.id),
    index('shipment_unit_events_box_idx').on(t.boxId, t.id),
  ],
);
