import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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
import { storeMarketplaces } from './stores.js';
import { accountId } from './users.js';

/** A seller's SKU in one store marketplace, as the listing, quantity, prep and catalog syncs fill it. */
export const products = pgTable(
  'products',
  {
    id: id(),
    accountId: accountId(),
    storeMarketplaceId: uuid('store_marketplace_id')
      .notNull()
      .references(() => storeMarketplaces.id, { onDelete: 'cascade' }),
    sellerSku: text('seller_sku').notNull(),
    asin: text('asin').notNull().default(''),
    fnsku: text('fnsku').notNull().default(''),
    title: text('title').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    /** Amazon's numeric condition code (11 New, 1-4 Used, ...). */
    condition: integer('condition').notNull().default(11),
    /** Active, Inactive or Incomplete. */
    status: text('status').notNull().default('Active'),
    listPrice: numeric('list_price', { precision: 12, scale: 2 }),
    fulfillmentChannel: text('fulfillment_channel').notNull().default(''),
    afnFulfillableQuantity: integer('afn_fulfillable_quantity').notNull().default(0),
    weightValue: numeric('weight_value', { precision: 12, scale: 4 }),
    /** 'pounds' or 'ounces'. */
    weightUnit: text('weight_unit'),
    /** Set by the seller, and then kept over Amazon's figure. */
    weightIsUserSet: boolean('weight_is_user_set').notNull().default(false),
    lengthIn: numeric('length_in', { precision: 10, scale: 2 }),
    widthIn: numeric('width_in', { precision: 10, scale: 2 }),
    heightIn: numeric('height_in', { precision: 10, scale: 2 }),
    sizeTier: text('size_tier'),
    amzExpirable: boolean('amz_expirable').notNull().default(false),
    /** The seller's own answer; null until the seller sets it. */
    expirable: boolean('expirable'),
    isHazmat: boolean('is_hazmat').notNull().default(false),
    /** The catalogue's dangerous-goods transport class ('2.1', '3', '5.1', '9') and UN number, for the HAZMAT kind. */
    dangerousGoodsClass: text('dangerous_goods_class'),
    unNumber: text('un_number'),
    /** The fees report's measures and price fit Small and Light (domain isSmallAndLightEligible). */
    isSmallAndLight: boolean('is_small_and_light').notNull().default(false),
    fbaType: text('fba_type'),
    /** 'amazon' (derived from the data above on every sync) or 'seller' (kept over Amazon's); null without a type. */
    fbaTypeSource: text('fba_type_source'),
    prepGuidance: text('prep_guidance'),
    prepDetailsList: jsonb('prep_details_list')
      .$type<{ prepInstruction: string; prepOwner: string }[]>()
      .notNull()
      .default([]),
    barcodeInstruction: text('barcode_instruction'),
    listingSeenAt: timestamp('listing_seen_at', { withTimezone: true }),
    catalogSyncedAt: timestamp('catalog_synced_at', { withTimezone: true }),
    /** What the SKU list's search matches (SKU, ASIN, FNSKU, title), lower-cased once on write; trigram-indexed. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(seller_sku || ' ' || asin || ' ' || fnsku || ' ' || title)`,
    ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_marketplace_sku_key').on(t.storeMarketplaceId, t.sellerSku),
    index('products_account_idx').on(t.accountId, t.storeMarketplaceId),
    /** Uploads and look-ups compare SKUs case-insensitively; the Single tab looks up by ASIN. */
    index('products_marketplace_lower_sku_idx').on(t.storeMarketplaceId, sql`lower(${t.sellerSku})`),
    index('products_marketplace_asin_idx').on(t.storeMarketplaceId, t.asin),
  ],
);

/**
 * One row per statement that wrote a store marketplace's products, added by triggers on products
 * (migration 0008). The newest id tells the SKU-list search index whether it is current; an
 * hourly job prunes the older rows (products.jobs.ts).
 */
export const productChanges = pgTable(
  'product_changes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    storeMarketplaceId: uuid('store_marketplace_id').notNull(),
  },
  (t) => [index('product_changes_marketplace_idx').on(t.storeMarketplaceId, t.id)],
);

/** A SKU's packaging rule: how many units go in one box of a box category; at most one default per SKU. */
export const packagingRules = pgTable(
  'packaging_rules',
  {
    id: id(),
    accountId: accountId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    boxCategoryId: uuid('box_category_id')
      .notNull()
      .references(() => boxCategories.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('packaging_rules_product_category_key').on(t.productId, t.boxCategoryId),
    uniqueIndex('packaging_rules_one_default')
      .on(t.productId)
      .where(sql`is_default`),
    index('packaging_rules_account_idx').on(t.accountId),
  ],
);
