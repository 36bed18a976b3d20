import { z } from 'zod';
import { MAX_UNITS_PER_BOX } from './imports.js';
import {
  BOX_CONTENT_INFORMATION_OPTIONS,
  DEFAULT_LABEL_PREP_PREFERENCE,
  type BoxContentInformation,
  inboundMessages,
  LABEL_PREP_PREFERENCES,
} from './inbound-plans.js';
import { SHIPPING_MODES } from './pack-first.js';
import { expirationDateSchema } from './plan-item-rules.js';
import { makeWarehouseFieldsSchema, settingsMessages, SHIPMENT_TYPES } from './settings.js';
import { INBOUND_PLAN_LIMITS, shipmentItemMessages } from './shipment-items.js';

/** The create-shipment calls' request schemas (inbound-plans.ts describes the flow). */

const uuid = (message: string = inboundMessages.planNotFound) => z.string({ error: message }).uuid(message);
const fcIdSchema = z
  .string({ error: settingsMessages.invalidFcId })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,8}$/, settingsMessages.invalidFcId);

export const planRequestItemSchema = z.object({
  SellerSKU: z
    .string({ error: inboundMessages.noSkuSelected })
    .trim()
    .min(1, inboundMessages.noSkuSelected)
    .max(255, 'SellerSKU must be at most 255 characters'),
  /** Units to send: in case pack, boxes times units per case. */
  Quantity: z
    .number({ error: shipmentItemMessages.quantityInvalid })
    .int(shipmentItemMessages.quantityInvalid)
    .min(1, shipmentItemMessages.quantityInvalid)
    .max(INBOUND_PLAN_LIMITS.maxUnitsPerSku, shipmentItemMessages.unitsOverLimit),
  /** Case pack: units in one case (at most 150). */
  QuantityInCase: z
    .number({ error: shipmentItemMessages.quantityInvalid })
    .int(shipmentItemMessages.quantityInvalid)
    .min(1, shipmentItemMessages.quantityInvalid)
    .max(MAX_UNITS_PER_BOX, shipmentItemMessages.quantityInvalid)
    .optional(),
  /**
   * The expiry date (YYYY-MM-DD) the seller entered for an expiration-dated SKU. The server
   * refuses one that is not after today, and an expiration-dated SKU without one
   * (`planItemMessages.expiryMissing`, plan-item-rules.ts): no date is made up for it.
   */
  expiration: expirationDateSchema.optional(),
});
export type PlanRequestItem = z.infer<typeof planRequestItemSchema>;

const planRequestFields = {
  /** The store marketplace the SKUs are listed in (the footer's selection). */
  storeMarketplaceId: uuid(inboundMessages.storeMarketplaceNotFound),
  /** The ship-from warehouse: its address is read from the account's warehouses. */
  warehouseId: uuid(inboundMessages.noWarehouseSelected),
  LabelPrepPreference: z.enum(LABEL_PREP_PREFERENCES).default(DEFAULT_LABEL_PREP_PREFERENCE),
  /** The Ship to FC choice: prefer the placement option that goes there. */
  selectedFcid: fcIdSchema.nullish(),
  InboundShipmentPlanRequestItems: z
    .array(planRequestItemSchema, { error: inboundMessages.noSkuSelected })
    .min(1, inboundMessages.noSkuSelected)
    .max(INBOUND_PLAN_LIMITS.maxSkus, shipmentItemMessages.tooManySkus(INBOUND_PLAN_LIMITS.maxSkus + 1)),
  /** The same as the Idempotency-Key header: a retry with the same key answers the first request. */
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
  /** The drawer's Shipping mode: SP is packed before placement, LTL after (pack-first.ts); none = LTL's path. */
  shippingMode: z.enum(SHIPPING_MODES, { error: 'Shipping mode must be SP or LTL' }).optional(),
};

function checkItems(
  items: readonly PlanRequestItem[],
  ctx: z.RefinementCtx,
  options: { casesRequired?: boolean; oneOnly?: boolean } = {},
) {
  if (options.oneOnly && items.length !== 1)
    ctx.addIssue({ code: 'custom', message: inboundMessages.oneSkuOnly, path: ['InboundShipmentPlanRequestItems'] });
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const key = item.SellerSKU.toLowerCase();
    if (seen.has(key))
      ctx.addIssue({
        code: 'custom',
        message: inboundMessages.duplicateSku(item.SellerSKU),
        path: ['InboundShipmentPlanRequestItems', index, 'SellerSKU'],
      });
    seen.add(key);
    if (options.casesRequired && item.QuantityInCase === undefined)
      ctx.addIssue({
        code: 'custom',
        message: inboundMessages.casePackRequired,
        path: ['InboundShipmentPlanRequestItems', index, 'QuantityInCase'],
      });
    if (item.QuantityInCase !== undefined && item.Quantity % item.QuantityInCase !== 0)
      ctx.addIssue({
        code: 'custom',
        message: inboundMessages.quantityNotCasePack(item.SellerSKU),
        path: ['InboundShipmentPlanRequestItems', index, 'Quantity'],
      });
  });
}

/** POST /createShipment/get-shipment-plan (and -all, -one-by-one): loose or case pack. */
export const getShipmentPlanBodySchema = z
  .object(planRequestFields)
  .superRefine((body, ctx) => checkItems(body.InboundShipmentPlanRequestItems, ctx));
export type GetShipmentPlanBody = z.infer<typeof getShipmentPlanBodySchema>;
/** POST /createShipment/get-shipment-plan-cases: every SKU with its units per case. */
export const getShipmentPlanCasesBodySchema = z
  .object(planRequestFields)
  .superRefine((body, ctx) => checkItems(body.InboundShipmentPlanRequestItems, ctx, { casesRequired: true }));
/** POST /createShipment/get-shipment-plan-one: one SKU. */
export const getShipmentPlanOneBodySchema = z
  .object(planRequestFields)
  .superRefine((body, ctx) => checkItems(body.InboundShipmentPlanRequestItems, ctx, { oneOnly: true }));

export const planRequestIdParamsSchema = z.object({ id: uuid() });
/** POST /createShipment/packed-shipments/{id}/send-box-contents: a packing group's shipment (our row id). */
export const packedShipmentParamsSchema = z.object({ id: uuid(inboundMessages.shipmentNotFound) });
export const planRequestListQuerySchema = z.object({
  storeMarketplaceId: uuid(inboundMessages.storeMarketplaceNotFound),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

/** POST /createShipment/plan-requests/{id}/choose-option: Try this FC, or an option by id. */
export const chooseOptionBodySchema = z
  .object({
    placementOptionId: z.string().trim().min(1).max(38).optional(),
    selectedFcid: fcIdSchema.optional(),
  })
  .refine((b) => Boolean(b.placementOptionId) !== Boolean(b.selectedFcid), {
    message: 'Name a placement option or an FC',
  });
export type ChooseOptionBody = z.infer<typeof chooseOptionBodySchema>;

/** A plan's ShipmentId in the path: v2024's shipment id before creation. */
export const shipmentIdParamsSchema = z.object({
  ShipmentId: z
    .string({ error: inboundMessages.noShipmentSelected })
    .trim()
    .min(1, inboundMessages.noShipmentSelected)
    .max(64, inboundMessages.noShipmentSelected),
});

/** POST /createShipment/create-inbound-shipment/{ShipmentId}: one call per selected plan. */
export const createInboundShipmentBodySchema = z.object({
  planRequestId: uuid(inboundMessages.noShipmentPlanExists),
  /** The name as typed; the server adds _1, _2… when the request has several plans. */
  ShipmentName: z
    .string({ error: inboundMessages.nameRequired })
    .trim()
    .min(1, inboundMessages.nameRequired)
    .max(90, 'Name must be at most 90 characters'),
  IntendedBoxContentsSource: z
    .enum(BOX_CONTENT_INFORMATION_OPTIONS.map((o) => o.value) as [BoxContentInformation, ...BoxContentInformation[]])
    .default('NONE'),
  shipmentType: z.enum(SHIPMENT_TYPES.map((t) => t.value) as ['SP', 'LTL']).default('SP'),
  isPartnered: z.enum(['true', 'false']).default('true'),
});
export type CreateInboundShipmentBody = z.infer<typeof createInboundShipmentBodySchema>;

/** DELETE /createShipment/update-inbound-shipment/{ShipmentId}: ShipmentId is the FBA… id. */
export const deleteInboundShipmentParamsSchema = shipmentIdParamsSchema;

/** POST /createShipment/get-warehouses: the ship-from list of the settings bar. */
export const getWarehousesBodySchema = z.object({ search: z.string().trim().max(200).optional() }).default({});
/** POST /createShipment/add-warehouse {obj}: 'Fields are required' for any missing field. */
export const createShipmentWarehouseFieldsSchema = makeWarehouseFieldsSchema(settingsMessages.fieldsRequired);
export const addShipFromWarehouseBodySchema = z.object({
  obj: createShipmentWarehouseFieldsSchema.extend({ defaultSelected: z.boolean().optional() }),
});
export type AddShipFromWarehouseBody = z.infer<typeof addShipFromWarehouseBodySchema>;

export const storeMarketplaceQuerySchema = z.object({
  storeMarketplaceId: uuid(inboundMessages.storeMarketplaceNotFound),
});
export const existingShipmentIdParamsSchema = z.object({ id: uuid(inboundMessages.shipmentNotFound) });
export const contentPreviewParamsSchema = z.object({
  id: uuid(inboundMessages.shipmentNotFound),
  previewId: z.string().trim().min(1).max(64),
});

/** POST /createShipment/existing-shipments/{id}/content-update-previews: SKUs to add (units added to any already there). */
export const contentUpdateBodySchema = z.object({
  items: z
    .array(planRequestItemSchema.pick({ SellerSKU: true, Quantity: true }), { error: inboundMessages.noItemsToAdd })
    .min(1, inboundMessages.noItemsToAdd)
    .max(INBOUND_PLAN_LIMITS.maxSkus),
});
export type ContentUpdateBody = z.infer<typeof contentUpdateBodySchema>;
