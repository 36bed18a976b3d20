import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { shipments } from './shipments.js';
import { stores, storeMarketplaces } from './stores.js';
import { accountId, users } from './users.js';
import { warehouses } from './warehouses.js';

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
    /** 'SP' (small parcel: packed before placement) or 'LTL' (pallets: packed later); null = packed later, as before migration 0030. */
    shippingMode: text('shipping_mode'),
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
  labelOwner: 'SELLER' | 'AMAZON' | 'NONE';
  prepOwner: 'SELLER' | 'AMAZON' | 'NONE';
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
    /** Until when Amazon holds the confirmed placement option for packing and transport (migration 0032). */
    placementExpiresAt: timestamp('placement_expires_at', { withTimezone: true }),
    /** Pack first: the packing option read (its groups in inbound_packing_groups) and its confirmation, once. */
    packingOptionId: text('packing_option_id'),
    packingConfirmStatus: text('packing_confirm_status'),
    packingConfirmOperationId: text('packing_confirm_operation_id'),
    packingConfirmStartedAt: timestamp('packing_confirm_started_at', { withTimezone: true }),
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

/** An item of a packing group as listPackingGroupItems gave it: what the group's boxes must hold exactly. */
export interface PackingGroupItem {
  SellerSKU: string;
  FulfillmentNetworkSKU: string;
  Quantity: number;
  labelOwner: string;
  prepOwner: string;
  expiration?: string;
  manufacturingLotCode?: string;
}

/**
 * A packing group of a pack-first plan's packing option (the SKUs that may share a box) and its
 * creation: Create Shipment confirms the packing option and records a shipment per group, packed
 * before placement (`shipments.packing_group_id`).
 */
export const inboundPackingGroups = pgTable(
  'inbound_packing_groups',
  {
    id: id(),
    accountId: accountId(),
    planRowId: uuid('plan_row_id')
      .notNull()
      .references(() => inboundPlans.id, { onDelete: 'cascade' }),
    packingGroupId: text('packing_group_id').notNull(),
    /** The group's place in Amazon's packing option (names _1, _2… follow it). */
    seq: integer('seq').notNull(),
    items: jsonb('items').$type<PackingGroupItem[]>().notNull().default([]),
    creationStatus: text('creation_status').notNull().default('NOT_STARTED'),
    name: text('name'),
    boxContentSource: text('box_content_source'),
    isPartnered: text('is_partnered'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    shipmentRowId: uuid('shipment_row_id').references(() => shipments.id, { onDelete: 'set null' }),
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbound_packing_groups_plan_group_key').on(t.planRowId, t.packingGroupId),
    index('inbound_packing_groups_account_idx').on(t.accountId),
  ],
);
