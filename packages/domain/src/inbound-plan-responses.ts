import { z } from 'zod';
import {
  CREATION_STATUSES,
  LABEL_PREP_PREFERENCES,
  PLAN_REQUEST_MODES,
  PLAN_REQUEST_STATUSES,
  PLAN_REQUEST_STEPS,
} from './inbound-plans.js';
import { SHIPPING_MODES } from './pack-first.js';
import { productSchema } from './products.js';

/**
 * What the create-shipment calls answer (inbound-plans.ts describes the flow): plan requests with
 * their plans, packing groups and placement options, Existing Shipments, content-update previews
 * and suggestions.
 */

export const shipToAddressSchema = z.object({
  Name: z.string(),
  AddressLine1: z.string(),
  AddressLine2: z.string().optional(),
  City: z.string(),
  StateOrProvinceCode: z.string(),
  PostalCode: z.string(),
  CountryCode: z.string(),
});
export type ShipToAddress = z.infer<typeof shipToAddressSchema>;

export const planItemSchema = z.object({
  SellerSKU: z.string(),
  FulfillmentNetworkSKU: z.string(),
  Quantity: z.number(),
  QuantityInCase: z.number().optional(),
  /** The SKU's FBA type (favourites are kept per type). */
  fbaType: z.string().nullable(),
});

export const creationSchema = z.object({
  status: z.enum(CREATION_STATUSES),
  /** The name given (with its _n suffix). */
  name: z.string().nullable(),
  /** The FBA… id Amazon shows on labels: the spec's ShipmentId of a created shipment. */
  shipmentConfirmationId: z.string().nullable(),
  /** Our shipment's id, for /dashboard/boxContent. */
  shipmentRowId: z.string().nullable(),
  message: z.string().nullable(),
});
export type Creation = z.infer<typeof creationSchema>;

/** A plan: one shipment of the chosen placement option, in the spec's shape. */
export const shipmentPlanSchema = z.object({
  /** v2024's shipment id (sh…): the id the calls take, never shown (getPlanLabel). */
  ShipmentId: z.string(),
  /** Its place (from 1) among the request's plans: 'Plan n' on screen, and the n of its _n name. */
  planNumber: z.number().int(),
  DestinationFulfillmentCenterId: z.string(),
  ShipToAddress: shipToAddressSchema,
  LabelPrepType: z.string(),
  AreCasesRequired: z.boolean(),
  Items: z.array(planItemSchema),
  inboundPlanId: z.string(),
  placementOptionId: z.string(),
  totalUnits: z.number(),
  /** This shipment's share of its option's placement fee. */
  placementFee: z.object({ amount: z.number(), currency: z.string() }),
  creation: creationSchema,
});
export type ShipmentPlan = z.infer<typeof shipmentPlanSchema>;

/**
 * A packing group of a small-parcel plan (pack-first.ts): the SKUs that may share a box, with what
 * the boxes must hold exactly (units, owners, expiry), and its creation. Create Shipment on one
 * group creates every group of its plan: Amazon takes their box content in one call.
 */
export const packingGroupSchema = z.object({
  /** Amazon's packing group id (pg…): the id the calls take, never shown (getPlanLabel). */
  packingGroupId: z.string(),
  /** Its place (from 1) among the request's packing groups: 'Packing group n', the n of its _n name. */
  groupNumber: z.number().int(),
  inboundPlanId: z.string(),
  Items: z.array(
    planItemSchema.extend({
      labelOwner: z.string(),
      prepOwner: z.string(),
      expiration: z.string().nullable(),
    }),
  ),
  totalUnits: z.number(),
  creation: creationSchema,
});
export type PackingGroupView = z.infer<typeof packingGroupSchema>;

export const erroredSkuSchema = z.object({ SellerSKU: z.string(), reason: z.string() });
export type ErroredSku = z.infer<typeof erroredSkuSchema>;

/** A placement option as the screens compare them. */
export const placementOptionViewSchema = z.object({
  placementOptionId: z.string(),
  inboundPlanId: z.string(),
  /** OFFERED, ACCEPTED (confirmed) or EXPIRED. */
  status: z.string(),
  centres: z.number(),
  fulfillmentCenterIds: z.array(z.string()),
  shipmentIds: z.array(z.string()),
  units: z.number(),
  totalFee: z.number(),
  feePerUnit: z.number(),
  discount: z.number(),
  currency: z.string(),
  expiration: z.string().nullable(),
  chosen: z.boolean(),
});
export type PlacementOptionView = z.infer<typeof placementOptionViewSchema>;

export const planRequestResponseSchema = z.object({
  _id: z.string(),
  mode: z.enum(PLAN_REQUEST_MODES),
  status: z.enum(PLAN_REQUEST_STATUSES),
  step: z.enum(PLAN_REQUEST_STEPS),
  progress: z.number(),
  message: z.string(),
  storeMarketplaceId: z.string(),
  warehouseId: z.string(),
  LabelPrepPreference: z.enum(LABEL_PREP_PREFERENCES),
  selectedFcid: z.string().nullable(),
  /** SP: packed first (packingGroups, then placement); LTL or null: placement first. */
  shippingMode: z.enum(SHIPPING_MODES).nullable(),
  InboundShipmentPlans: z.array(shipmentPlanSchema),
  packingGroups: z.array(packingGroupSchema),
  erroredSkuList: z.array(erroredSkuSchema),
  placementOptions: z.array(placementOptionViewSchema),
  /** A SKU was refused with 'Dangerous goods units in this shipment.': show the confirm banner. */
  dangerousGoods: z.boolean(),
  /** The mean per-SKU success rate of the SKUs asked for, in percent, 2 decimals (`getAchievedPercentage`). */
  achievedPercentage: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlanRequestResponse = z.infer<typeof planRequestResponseSchema>;
export const planRequestListResponseSchema = z.object({ planRequests: z.array(planRequestResponseSchema) });
export type PlanRequestListResponse = z.infer<typeof planRequestListResponseSchema>;

export const chooseOptionResponseSchema = z.object({
  message: z.string(),
  /** False when no offered option goes to the FC asked for (the choice stays). */
  changed: z.boolean(),
  planRequest: planRequestResponseSchema,
});
export type ChooseOptionResponse = z.infer<typeof chooseOptionResponseSchema>;

export const createInboundShipmentResponseSchema = z.object({
  message: z.string(),
  planRequest: planRequestResponseSchema,
});
export type CreateInboundShipmentResponse = z.infer<typeof createInboundShipmentResponseSchema>;

/** A WORKING shipment of the Existing Shipments tab (spec section 2's columns). */
export const existingShipmentSchema = z.object({
  _id: z.string(),
  /** The FBA id; a packing group's id while `awaitingPlacement` (getShownShipmentId). */
  ShipmentId: z.string(),
  ShipmentName: z.string(),
  /** Packed before placement and not placed yet: no FBA id (isAwaitingPlacement). */
  awaitingPlacement: z.boolean(),
  createdAt: z.string(),
  skuCount: z.number(),
  /** Sum of quantityShipped. */
  quantity: z.number(),
  shipmentType: z.string(),
  labelType: z.string(),
  createdBy: z.string(),
  shipFromCity: z.string(),
  destinationFulfillmentCenterId: z.string(),
  /** Whether it can take the drawer's SKUs here (see `cannotAddReason`). */
  canAddSkus: z.boolean(),
  /** Why it cannot (not created in Stowline, or Amazon's content-update rules), or null. */
  cannotAddReason: z.string().nullable(),
  items: z.array(z.object({ SellerSKU: z.string(), FulfillmentNetworkSKU: z.string(), Quantity: z.number() })),
});
export type ExistingShipment = z.infer<typeof existingShipmentSchema>;
export const existingShipmentsResponseSchema = z.object({ shipments: z.array(existingShipmentSchema) });
export type ExistingShipmentsResponse = z.infer<typeof existingShipmentsResponseSchema>;

export const contentUpdatePreviewSchema = z.object({
  contentUpdatePreviewId: z.string(),
  expiration: z.string(),
  /** The transportation quote after the change; null when Amazon quotes none. */
  fee: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  changes: z.array(z.object({ SellerSKU: z.string(), quantityBefore: z.number(), quantityAfter: z.number() })),
});
export type ContentUpdatePreview = z.infer<typeof contentUpdatePreviewSchema>;
export const contentUpdatePreviewResponseSchema = z.object({
  message: z.string(),
  preview: contentUpdatePreviewSchema,
});
export type ContentUpdatePreviewResponse = z.infer<typeof contentUpdatePreviewResponseSchema>;
export const contentUpdateConfirmResponseSchema = z.object({
  message: z.string(),
  shipment: existingShipmentSchema,
});
export type ContentUpdateConfirmResponse = z.infer<typeof contentUpdateConfirmResponseSchema>;

export const suggestedShipmentSchema = z.object({
  productId: z.string(),
  SellerSKU: z.string(),
  asin: z.string(),
  fnsku: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  fbaType: z.string().nullable(),
  afnFulfillableQuantity: z.number(),
  suggestedQuantity: z.number(),
  /** The whole product (packaging rules, prep), so Add puts it in the drawer without reading it again. */
  product: productSchema,
});
export type SuggestedShipment = z.infer<typeof suggestedShipmentSchema>;
export const suggestedShipmentsResponseSchema = z.object({ suggestions: z.array(suggestedShipmentSchema) });
export type SuggestedShipmentsResponse = z.infer<typeof suggestedShipmentsResponseSchema>;
