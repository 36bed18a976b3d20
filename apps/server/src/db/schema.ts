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

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The tenant. A seller's account holds the seller-level state (approval, subscription,
 * payment) that the seller's workers share; every seller-owned row carries account_id.
 */
export const accounts = pgTable('accounts', {
  id: id(),
  adminApproval: text('admin_approval').notNull().default('pending'),
  amountToUseCents: integer('amount_to_use_cents').notNull().default(9900),
  subscribed: boolean('subscribed').notNull().default(false),
  onboardCompleted: boolean('onboard_completed').notNull().default(false),
  paymentStatus: text('payment_status').notNull().default('pending'),
  /** The account's customer at the payment processor (Stripe's cus_ id), made on first subscription. */
  processorCustomerId: text('processor_customer_id'),
  /** The seller's billing address (BillingAddress), also sent to the processor's customer; shown on receipts. */
  billingAddress: jsonb('billing_address'),
  createdAt: createdAt(),
});

/** The tenant column every seller-owned row carries; the row goes with its account. */
const accountId = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    accountId: accountId(),
    /** Stored lower-cased; unique across the service because it is the sign-in name. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_account_idx').on(t.accountId, t.userType)],
);

/** Server-side sessions: a JWT names its row, so deleting or revoking the row ends it at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Why the server ended the session on purpose (a worker whose seller must act): every later
     * request of it is told so, not only the first, as a page's reads race.
     */
    endedReason: text('ended_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** E-mail verification and password reset tokens: random, stored as SHA-256, single use. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** For an e-mail change: the address the link was sent to, applied when the link is followed. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Leased locks (lib/locks.ts): one row per held key, shared by every server process. A lease
 * that outlives its holder (a process that died) lapses at expires_at.
 */
export const locks = pgTable('locks', {
  key: text('key').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A connected marketplace store (an Amazon seller account in one region). */
export const stores = pgTable(
  'stores',
  {
    id: id(),
    accountId: accountId(),
    name: text('name').notNull(),
    region: text('region').notNull().default('na'),
    sellerId: text('seller_id'),
    isAuthorized: boolean('is_authorized').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    shipmentsSynced: boolean('shipments_synced').notNull().default(false),
    /** getMarketplaceParticipations, kept from the last connection: that call allows one request a minute. */
    participations: jsonb('participations').$type<{ marketplaceId: string; isParticipating: boolean }[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stores_account_idx').on(t.accountId),
    // One Amazon seller account belongs to one Stowline account.
    uniqueIndex('stores_seller_region_key').on(t.sellerId, t.region),
  ],
);

export const storeMarketplaces = pgTable(
  'store_marketplaces',
  {
    id: id(),
    accountId: accountId(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    marketplaceId: text('marketplace_id').notNull(),
    code: text('code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    listingSynced: boolean('listing_synced').notNull().default(false),
    catalogSynced: boolean('catalog_synced').notNull().default(false),
    quantitySynced: boolean('quantity_synced').notNull().default(false),
    prepInstructionSynced: boolean('prep_instruction_synced').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_marketplaces_account_idx').on(t.accountId),
    uniqueIndex('store_marketplaces_store_marketplace_key').on(t.storeId, t.marketplaceId),
  ],
);

/**
 * A consent redirect in flight: the `state` we send to Seller Central, stored as a hash and
 * bound to the session that started it, so a forged, replayed or stolen state is refused.
 */
export const oauthStates = pgTable('oauth_states', {
  id: id(),
  stateHash: text('state_hash').notNull().unique(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  accountId: accountId(),
  /** Set when reauthorising an existing store; otherwise the new store's name is kept. */
  storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
  storeName: text('store_name'),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A store's LWA credentials, encrypted with AES-256-GCM (lib/crypto.ts). */
export const storeCredentials = pgTable('store_credentials', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  accountId: accountId(),
  refreshTokenEnc: text('refresh_token_enc').notNull(),
  mwsAuthTokenEnc: text('mws_auth_token_enc'),
  /** The cached LWA access token, shared by every process until it nears expiry. */
  accessTokenEnc: text('access_token_enc'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * SP-API token buckets per selling partner and operation, shared by every process. Tokens
 * may go below zero: a negative balance is a queue of callers already promised a slot.
 */
export const spApiBuckets = pgTable('sp_api_buckets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  /** Requests per second: the model's figure until Amazon's x-amzn-RateLimit-Limit says otherwise. */
  rate: doublePrecision('rate').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * How long Amazon's inbound operations of each kind last, as the transport jobs last saw them
 * (issue 17, modules/transport README 'Speed'): the moment after its start an operation of the kind
 * was last seen IN_PROGRESS. No seller's data: shared by every process and kept across restarts,
 * so the first poll of an operation is timed right in any process, after a start too.
 */
export const operationTimings = pgTable(
  'operation_timings',
  {
    kind: text('kind').primaryKey(),
    runningUntilMs: integer('running_until_ms').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('operation_timings_running_check', sql`${t.runningUntilMs} >= 0`)],
);

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

/**
 * One data-sync job of a store (the spec's agenda log): its state, progress and schedule.
 * `scope` is the marketplace id for per-marketplace jobs and 'store' for shipments.
 * `checkpoint` lets an interrupted run resume (for example with the report it already asked for).
 */
export const syncLogs = pgTable(
  'sync_logs',
  {
    id: id(),
    accountId: accountId(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    storeMarketplaceId: uuid('store_marketplace_id').references(() => storeMarketplaces.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    name: text('name').notNull(),
    state: text('state').notNull().default('PENDING'),
    progress: integer('progress').notNull().default(0),
    repeatIntervalSeconds: integer('repeat_interval_seconds').notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The code of lastError for programs (STORE_UNAUTHORIZED: the store must be connected again). */
    lastErrorCode: text('last_error_code'),
    /** Failed attempts of the current run; reset when a run completes. */
    attempts: integer('attempts').notNull().default(0),
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>(),
    /** The pg-boss job running this log now, and when its process last said it was alive. */
    jobId: text('job_id'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sync_logs_store_scope_name_key').on(t.storeId, t.scope, t.name),
    index('sync_logs_account_idx').on(t.accountId),
  ],
);

/**
 * The seller's plan. Period n (from 1) is charged at trial_ends_at + (n - 1) months, so
 * renewals never drift; `period` is the next period to charge. A failed or unauthenticated
 * charge leaves its payment intent open for Retry Payment Now.
 */
export const subscriptions = pgTable('subscriptions', {
  id: id(),
  accountId: accountId().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('USD'),
  status: text('status').notNull().default('active'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }).notNull(),
  period: integer('period').notNull().default(1),
  /**
   * Which run of the account's subscription this is: subscribing again after one ended starts
   * at period 1 again, so charges and invoices name the generation too.
   */
  generation: integer('generation').notNull().default(1),
  nextChargeAt: timestamp('next_charge_at', { withTimezone: true }).notNull(),
  lastChargeAt: timestamp('last_charge_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  openPaymentIntentId: text('open_payment_intent_id'),
  lastFailure: text('last_failure'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cards as the processor describes them: its id, brand, last four digits and expiry. Never the number. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: id(),
    accountId: accountId(),
    processorPaymentMethodId: text('processor_payment_method_id').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_cards_account_idx').on(t.accountId),
    uniqueIndex('payment_cards_one_default')
      .on(t.accountId)
      .where(sql`is_default`),
  ],
);

/** A card waiting for its 3-D Secure step: what to do with it once the seller comes back. */
export const cardSetups = pgTable('card_setups', {
  id: id(),
  accountId: accountId(),
  setupIntentId: text('setup_intent_id').notNull().unique(),
  paymentMethodId: text('payment_method_id').notNull(),
  purpose: text('purpose').notNull(),
  makeDefault: boolean('make_default').notNull().default(false),
  createdAt: createdAt(),
});

/** One paid period: at most one per subscription and period, so a charge is never recorded twice. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    accountId: accountId(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    period: integer('period').notNull(),
    generation: integer('generation').notNull().default(1),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    processorPaymentIntentId: text('processor_payment_intent_id').notNull(),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    /** What the payment paid for: the period's start and end (the next charge's date). */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** The account's billing address when it was paid, as the receipt prints it. */
    billingAddress: jsonb('billing_address'),
    /** The receipt's number (SL-000001…): one sequence for the service, never reused. */
    number: bigserial('number', { mode: 'number' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    nextPaymentAt: timestamp('next_payment_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_subscription_generation_period_key').on(t.subscriptionId, t.generation, t.period),
    index('invoices_account_paid_idx').on(t.accountId, t.paidAt),
  ],
);

/**
 * An account's shipping defaults (Default Inbound Shipments Setting) and label page types
 * (Labels Settings): one row, made on the first save; until then the spec's defaults apply.
 */
export const accountSettings = pgTable('account_settings', {
  accountId: accountId().primaryKey(),
  contentPreference: text('content_preference'),
  shipmentType: text('shipment_type'),
  /** 'true' or 'false', as shipments carry it. */
  isPartnered: text('is_partnered'),
  carrier: text('carrier'),
  defaultExpMonths: integer('default_exp_months'),
  shipmentLabel: text('shipment_label'),
  boxContentLabel: text('box_content_label'),
  productLabel: text('product_label'),
  palletLabel: text('pallet_label'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A box size the seller packs with; packaging rules name one. Dimensions in inches. */
export const boxCategories = pgTable(
  'box_categories',
  {
    id: id(),
    accountId: accountId(),
    name: text('name').notNull(),
    length: doublePrecision('length').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    weight: doublePrecision('weight').notNull(),
    /** 'pounds' or 'ounces'. */
    weightUnit: text('weight_unit').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('box_categories_account_name_key').on(t.accountId, sql`lower(${t.name})`)],
);

/** A ship-from address; an account with warehouses has exactly one default. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    accountId: accountId(),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    stateOrProvinceCode: text('state_or_province_code').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('warehouses_account_idx').on(t.accountId, t.name),
    uniqueIndex('warehouses_one_default')
      .on(t.accountId)
      .where(sql`is_default`),
  ],
);

/** A carrier account's API credentials (FedEx), encrypted with AES-256-GCM (lib/crypto.ts). */
export const carrierAccounts = pgTable(
  'carrier_accounts',
  {
    id: id(),
    accountId: accountId(),
    carrierName: text('carrier_name').notNull(),
    clientIdEnc: text('client_id_enc').notNull(),
    secretKeyEnc: text('secret_key_enc').notNull(),
    accountNumberEnc: text('account_number_enc').notNull(),
    labelStockType: text('label_stock_type').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carrier_accounts_account_carrier_key').on(t.accountId, t.carrierName)],
);

/** A favourite fulfilment centre for an FBA type (Ship to FC); at most one default per type. */
export const shipToWarehouses = pgTable(
  'ship_to_warehouses',
  {
    id: id(),
    accountId: accountId(),
    fbaType: text('fba_type').notNull(),
    destinationFulfillmentId: text('destination_fulfillment_id').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ship_to_warehouses_account_type_fc_key').on(t.accountId, t.fbaType, t.destinationFulfillmentId),
    uniqueIndex('ship_to_warehouses_one_default')
      .on(t.accountId, t.fbaType)
      .where(sql`is_default`),
  ],
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

/**
 * A store marketplace's shipment draft (the Create Shipments drawer and the SKU list's selection),
 * shared by the account's users. `content` holds product ids and counts (packages/domain
 * saveDraftBodySchema without the version); `version` grows by one with every save, so a save made
 * from an older version is refused.
 */
export const shipmentDrafts = pgTable(
  'shipment_drafts',
  {
    id: id(),
    accountId: accountId(),
    storeMarketplaceId: uuid('store_marketplace_id')
      .notNull()
      .references(() => storeMarketplaces.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    content: jsonb('content').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipment_drafts_store_marketplace_key').on(t.storeMarketplaceId),
    index('shipment_drafts_account_idx').on(t.accountId),
  ],
);

/**
 * One get-shipment-plan call (modules/inbound): what was asked (SKUs, ship-from address, labeling
 * preference, FC to try), where its job is, and the lease of the process running it
 * (`lease_holder` until `lease_until`). `needs_work` stays true while its job has something to do.
 */
export const inboundPlanRequests = pgTable(
  'inbound_plan_requests',
  {
    id: id(),
    accountId: accountId(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    storeMarketplaceId: uuid('store_marketplace_id')
      .notNull()
      .references(() => storeMarketplaces.id, { onDelete: 'cascade' }),
    marketplaceId: text('marketplace_id').notNull(),
    warehouseId: uuid('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    mode: text('mode').notNull(),
    status: text('status').notNull().default('IN_PROGRESS'),
    step: text('step').notNull().default('QUEUED'),
    progress: integer('progress').notNull().default(0),
    message: text('message').notNull().default(''),
    labelPrepPreference: text('label_prep_preference').notNull(),
    selectedFcid: text('selected_fcid'),
    sourceAddress: jsonb('source_address').$type<Record<string, string>>().notNull(),
    items: jsonb('items').$type<InboundRequestItem[]>().notNull(),
    needsWork: boolean('needs_work').notNull().default(true),
    /** Grows with every change that gives the job work, so the job never stops with work unseen. */
    workVersion: integer('work_version').notNull().default(0),
    leaseHolder: text('lease_holder'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbound_plan_requests_account_key').on(t.accountId, t.idempotencyKey),
    index('inbound_plan_requests_marketplace_idx').on(t.accountId, t.storeMarketplaceId, t.createdAt),
    index('inbound_plan_requests_work_idx')
      .on(t.leaseUntil)
      .where(sql`needs_work`),
  ],
);

/** A SKU of a plan request, with what Amazon is told about its labels and prep. */
export interface InboundRequestItem {
  SellerSKU: string;
  Quantity: number;
  QuantityInCase?: number;
  /** YYYY-MM-DD, for expiration-dated SKUs. */
  expiration?: string;
  fbaType: string | null;
  labelOwner: 'SELLER' | 'AMAZON';
  prepOwner: 'SELLER' | 'NONE';
}

/** A placement option as listPlacementOptions gave it, with the FCs of its shipments. */
export interface StoredPlacementOption {
  placementOptionId: string;
  status: string;
  fees: { description?: string; target?: string; type?: string; value: { amount: number; code: string } }[];
  discounts: { description?: string; target?: string; type?: string; value: { amount: number; code: string } }[];
  expiration: string | null;
  shipmentIds: string[];
}

/**
 * One Amazon inbound plan of a plan request (one per request, one per SKU in one-by-one mode):
 * its name (how a plan whose create answer was lost is found again), the operation it waits
 * for, the placement options read, the one chosen and the one confirmed (once, never another).
 * `call_started_at` marks a create whose outcome is not known yet.
 */
export const inboundPlans = pgTable(
  'inbound_plans',
  {
    id: id(),
    accountId: accountId(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => inboundPlanRequests.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    items: jsonb('items').$type<InboundRequestItem[]>().notNull(),
    status: text('status').notNull().default('PENDING'),
    inboundPlanId: text('inbound_plan_id'),
    operationId: text('operation_id'),
    callStartedAt: timestamp('call_started_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    erroredSkus: jsonb('errored_skus').$type<{ SellerSKU: string; reason: string }[]>().notNull().default([]),
    /** Amazon's warnings per SKU (dangerous goods received only at some centres). */
    warnings: jsonb('warnings').$type<{ SellerSKU: string; reason: string }[]>().notNull().default([]),
    message: text('message'),
    placementOptions: jsonb('placement_options').$type<StoredPlacementOption[]>().notNull().default([]),
    chosenOptionId: text('chosen_option_id'),
    confirmedOptionId: text('confirmed_option_id'),
    confirmStatus: text('confirm_status'),
    confirmOperationId: text('confirm_operation_id'),
    confirmStartedAt: timestamp('confirm_started_at', { withTimezone: true }),
    confirmAttempts: integer('confirm_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbound_plans_request_seq_key').on(t.requestId, t.seq),
    index('inbound_plans_account_idx').on(t.accountId, t.inboundPlanId),
  ],
);

/**
 * A shipment of a placement option (the spec's plan): its destination and items as Amazon gave
 * them, and its creation (requested by Create Shipment, then CREATED with the FBA… id and our
 * shipments row, or FAILED with the reason).
 */
export const inboundPlanShipments = pgTable(
  'inbound_plan_shipments',
  {
    id: id(),
    accountId: accountId(),
    planRowId: uuid('plan_row_id')
      .notNull()
      .references(() => inboundPlans.id, { onDelete: 'cascade' }),
    amazonShipmentId: text('amazon_shipment_id').notNull(),
    placementOptionId: text('placement_option_id').notNull(),
    destinationFc: text('destination_fc').notNull().default(''),
    shipToAddress: jsonb('ship_to_address').$type<Record<string, string>>(),
    items: jsonb('items')
      .$type<{ SellerSKU: string; FulfillmentNetworkSKU: string; Quantity: number }[]>()
      .notNull()
      .default([]),
    creationStatus: text('creation_status').notNull().default('NOT_STARTED'),
    name: text('name'),
    boxContentSource: text('box_content_source'),
    shipmentType: text('shipment_type'),
    isPartnered: text('is_partnered'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    shipmentConfirmationId: text('shipment_confirmation_id'),
    shipmentRowId: uuid('shipment_row_id').references(() => shipments.id, { onDelete: 'set null' }),
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbound_plan_shipments_plan_shipment_key').on(t.planRowId, t.amazonShipmentId),
    index('inbound_plan_shipments_account_idx').on(t.accountId),
  ],
);

/** A FedEx label of one box: FedEx's base64 PDF and the box's tracking number (migration 0024). */
export interface FedexLabel {
  boxId: string;
  boxNumber: number;
  trackingNumber: string;
  label: string;
}

/**
 * The FedEx shipment of an inbound shipment (issue 17; migration 0024), one row per shipment: the
 * create attempt is stored (PENDING) and committed before FedEx is called, so a retried or
 * concurrent create never makes a second FedEx shipment; CREATED holds the labels, FAILED and
 * CANCELLED may be claimed again. `reference` is FedEx's CUSTOMER_REFERENCE.
 */
export const fedexShipments = pgTable(
  'fedex_shipments',
  {
    id: id(),
    accountId: accountId(),
    shipmentRowId: uuid('shipment_row_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    status: text('status').notNull(),
    readyDate: text('ready_date'),
    serviceType: text('service_type'),
    masterTrackingNumber: text('master_tracking_number'),
    labels: jsonb('labels').$type<FedexLabel[]>().notNull().default([]),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fedex_shipments_shipment_key').on(t.shipmentRowId),
    index('fedex_shipments_account_idx').on(t.accountId),
  ],
);

/** A transport option as stored (listTransportationOptions, with its cost per unit). */
export interface StoredTransportOption {
  transportationOptionId: string;
  shippingSolution: 'AMAZON_PARTNERED_CARRIER' | 'USE_YOUR_OWN_CARRIER';
  shippingMode: string;
  carrierName: string;
  carrierCode: string | null;
  cost: { amount: number; code: string } | null;
  costPerUnit: number | null;
  voidableUntil: string | null;
  expiresAt: string | null;
  needsDeliveryWindow: boolean;
  matchesSettings: boolean;
}

/**
 * Transport with Amazon (migration 0021, modules/transport): the work in flight, the last error,
 * Amazon's options, the required information and the confirm attempt of one shipment.
 */
export const shipmentTransports = pgTable(
  'shipment_transports',
  {
    shipmentRowId: uuid('shipment_row_id')
      .primaryKey()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    accountId: accountId(),
    step: text('step'),
    error: text('error'),
    options: jsonb('options').$type<StoredTransportOption[]>().notNull().default([]),
    confirmedOptionId: text('confirmed_option_id'),
    /** The confirm attempt: stored before confirmTransportationOptions is sent. */
    confirmOptionId: text('confirm_option_id'),
    confirmOperationId: text('confirm_operation_id'),
    confirmStartedAt: timestamp('confirm_started_at', { withTimezone: true }),
    readyDate: timestamp('ready_date', { withTimezone: true }),
    freightClass: text('freight_class'),
    proNumber: text('pro_number'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipment_transports_account_idx').on(t.accountId),
    check(
      'shipment_transports_step_check',
      sql`${t.step} IS NULL OR ${t.step} IN ('ESTIMATING', 'CONFIRMING', 'VOIDING', 'TRACKING', 'RESUBMITTING')`,
    ),
  ],
);
