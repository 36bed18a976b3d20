import { z } from 'zod';
import { MAX_UNITS_PER_BOX } from './imports.js';
import { WEIGHT_UNIT_VALUES } from './products.js';
import { settingsMessages } from './settings.js';

/**
 * The shipment workbench's calls (spec document 2, section 7 "Boxes" and "Shipment items";
 * issue 14): the shipment detail page's items panel, box content panel, box cards and scanning.
 * Paths are under /api/v1 as the spec writes them (its spellings kept: `fullfilment`,
 * `update-dimesions`).
 *
 * Ids: `inboundShipmentId` (and `shipmentId` where the spec names it so, and `{id}` in paths) is the
 * shipment's `_id` (our row id, a uuid), not Amazon's FBA… id. A box's `_id`, a shipment item's
 * `_id` (also sent as `shipmentItemId`) and a category's `_id` are uuids too.
 *
 * Paging: a list call takes `nextLimit`, the number of rows the screen already holds (0 for the
 * first page), and `limit` (rows wanted; 0 = all). The answer's `nextLimit` is the offset of the
 * rows it carries, so the screen appends when it is nonzero and replaces otherwise (spec section
 * 4); more remain while the rows held are fewer than the total count.
 *
 * Edits are refused unless the shipment is WORKING (spec section 4), whoever created it; on a
 * case-packed shipment (`areCasesRequired`) the unit-by-unit box edits answer 'Can't perform this
 * action'; a box holds at most 150 units (spec section 9). Errors answer 4xx `{ message }`.
 */

// ---------------------------------------------------------------------------------------------
// Constants and messages

/** Boxes and items per page of the infinite lists (spec section 4: 10 more at a time). */
export const WORKBENCH_PAGE_SIZE = 10;
/** Ours: one call creates at most this many boxes (create-boxes, pack-boxes-with-case-qty). */
export const MAX_BOXES_PER_CALL = 500;
/** Ours: at most this many boxes per shipment (Amazon's own limit for a parcel shipment is lower). */
export const MAX_BOXES_PER_SHIPMENT = 5_000;
export const TRACKING_ID_MAX = 100;
export const BOX_SEARCH_MAX = 200;

export const workbenchMessages = {
  // Quoted from the spec (spelling kept).
  itemNotInShipment: 'item no longer exist in shipments',
  itemFullyBoxed: 'Item units are fully boxed',
  itemFullyBoxedTooltip: 'Item Units are fully Boxed',
  incorrectQuantity: 'Incorrect Quantity!',
  cantPerformAction: "Can't perform this action",
  packedBoxes: 'Packed Boxes Successfully',
  updated: 'Updated Successfully',
  updatedInboundShipment: 'Updated Inbound Shipment Successfully',
  selectBox: 'Please select box',
  enterValidQuantity: 'Please enter valid quantity',
  invalidQuantity: 'Entered invalid quantity!',
  invalidBoxLengthOrQuantity: 'Invalid box length or quantity',
  quantityOverAvailable: 'Quantity for each box should less then available quantity',
  dimensionsInvalid: 'Feild cannot be empty or invalid*',
  selectWeightUnit: settingsMessages.selectWeightUnit,
  clearShipmentConfirm: 'You want to clear the Shipment?',
  clearBoxItemsConfirm: 'You want to clearing the Box Items?',
  scanNotice: 'Scan barcode to add SKU to boxes',
  scanTooltip: 'Scan barcode to add item in Boxes',
  noData: 'No Data Found',
  // Ours: the spec leaves these open.
  shipmentNotFound: 'Shipment not found',
  boxNotFound: 'Box not found',
  boxItemNotFound: 'This item is not in the box',
  categoryNotFound: 'Box category not found',
  itemNotFound: 'Shipment item not found',
  notWorking: 'Only a WORKING shipment can be changed',
  boxFull: `A box holds at most ${MAX_UNITS_PER_BOX} units`,
  /** Ours: the box card's print product labels, on an empty box. */
  emptyBoxNoLabels: 'This box has no units to label',
  quantityOverRemaining: (remaining: number) =>
    remaining === 1 ? 'Only 1 unit is left to box' : `Only ${remaining} units are left to box`,
  noBoxSelected: 'No box selected',
  tooManyBoxes: `At most ${MAX_BOXES_PER_CALL} boxes at a time`,
  shipmentBoxLimit: `A shipment holds at most ${MAX_BOXES_PER_SHIPMENT.toLocaleString('en-US')} boxes`,
  boxesExist: 'Box All with Case QTY needs a shipment with no boxes yet',
  nothingToPack: 'Every unit is boxed already',
  caseQuantityMissing: (sku: string) => `${sku} has no units per case`,
  trackingIdRequired: 'Tracking Id is required',
  shipmentCleared: 'Shipment cleared',
  autoPackChanged: 'The shipment changed since this proposal: review the new one before applying it',
  autoPackNothingProposed: 'No boxes to propose: box the SKUs listed by hand',
  // Ours: what the screens only offer SP non-partnered shipments, the server refuses too.
  trackingIdsNotTaken: 'Tracking ids are for SP non-partnered shipments only',
} as const;

/** Box error rules (spec section 8), as get-boxes-errors names them and get-boxes filters by. */
export const BOX_ERROR_FILTERS = [
  { value: 'ALL_ERRORS', label: 'All Errors' },
  { value: 'EMPTY_BOXES', label: 'Empty Boxes' },
  { value: 'PALLET_NOT_ASSIGNED', label: 'Pallet Not Assigned' },
  { value: 'MISSING_DIMENSIONS', label: 'Missing Dimensions' },
  { value: 'MISSING_TRACKING', label: 'Missing Tracking #' },
] as const;
export type BoxErrorFilter = (typeof BOX_ERROR_FILTERS)[number]['value'];
export type BoxErrorKind = Exclude<BoxErrorFilter, 'ALL_ERRORS'>;

/** Item error rules (spec section 8), as the item error filter names them. */
export const ITEM_ERROR_FILTERS = [
  { value: 'ALL_ERRORS', label: 'All Errors' },
  { value: 'MISSING_WEIGHT', label: 'Missing Weight' },
  { value: 'MISSING_EXPIRY', label: 'Missing Expiry' },
  { value: 'QUANTITY_TO_BOX', label: 'Quantity To Box' },
] as const;
export type ItemErrorFilter = (typeof ITEM_ERROR_FILTERS)[number]['value'];
export type ItemErrorKind = Exclude<ItemErrorFilter, 'ALL_ERRORS'>;

/** The number Amazon prints on a box label (its `U000001` suffix): 'U' and the box number in 6 digits. */
export function amazonBoxNumber(number: number): string {
  return `U${String(number).padStart(6, '0')}`;
}

const toPounds = (value: number, unit: 'pounds' | 'ounces') => (unit === 'ounces' ? value / 16 : value);
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A box's weight as Amazon is told it (setPackingInformation's `weight`, LB, 2 decimals): the
 * weight stored on the box (ounces or pounds), 0 while it has none.
 */
export function boxWeightLb(weight: number | null, unit: string | null): number {
  return round2(toPounds(weight ?? 0, unit === 'ounces' ? 'ounces' : 'pounds'));
}

/**
 * A box's total weight in pounds (2 decimals): the empty box's weight plus each item's weight
 * times its units (items without a weight count 0); null while the box has no weight of its own.
 */
export function boxTotalWeight(
  boxWeight: { weight: number | null; weightUnit: 'pounds' | 'ounces' | null },
  items: readonly { quantity: number; weight: { value: number | null; unit: 'pounds' | 'ounces' | null } }[],
): number | null {
  if (boxWeight.weight === null || boxWeight.weightUnit === null) return null;
  let total = toPounds(boxWeight.weight, boxWeight.weightUnit);
  for (const item of items)
    if (item.weight.value !== null && item.weight.value > 0 && item.weight.unit)
      total += toPounds(item.weight.value, item.weight.unit) * item.quantity;
  return round2(total);
}

const positive = (v: number | null | undefined) => typeof v === 'number' && v > 0;

/**
 * A box's errors (spec section 8): missing or non-positive dimension or weight, no pallet (LTL),
 * no tracking id (SP non-partnered), no items. Pure; the shipment's type and partnership decide.
 */
/** Whether a shipment's boxes take tracking ids (spec section 3: SP non-partnered only). */
export function takesTrackingIds(shipment: { shipmentType: string | null; isPartnered: string | null }): boolean {
  return shipment.shipmentType !== 'LTL' && shipment.isPartnered === 'false';
}

export function boxErrorsOf(
  box: Pick<Box, 'dimensions' | 'trackingId' | 'palletId' | 'units'>,
  shipment: { shipmentType: string | null; isPartnered: string | null },
): BoxErrorKind[] {
  const errors: BoxErrorKind[] = [];
  if (box.units <= 0) errors.push('EMPTY_BOXES');
  if (shipment.shipmentType === 'LTL' && !box.palletId) errors.push('PALLET_NOT_ASSIGNED');
  const d = box.dimensions;
  if (![d.length, d.width, d.height, d.weight].every(positive) || !d.weightUnit) errors.push('MISSING_DIMENSIONS');
  if (takesTrackingIds(shipment) && !box.trackingId?.trim()) errors.push('MISSING_TRACKING');
  return errors;
}

/**
 * An item's errors (spec section 8): weight missing or not above 0, shipped differs from boxed,
 * expirable without an expiry date.
 */
export function itemErrorsOf(
  item: Pick<WorkbenchItem, 'weight' | 'quantityShipped' | 'quantityBoxed' | 'amzExpirable' | 'expDate'>,
): ItemErrorKind[] {
  const errors: ItemErrorKind[] = [];
  if (!positive(item.weight.value) || !item.weight.unit) errors.push('MISSING_WEIGHT');
  if (item.amzExpirable && !item.expDate) errors.push('MISSING_EXPIRY');
  if (item.quantityShipped !== item.quantityBoxed) errors.push('QUANTITY_TO_BOX');
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Shapes

const weightUnit = z.enum(WEIGHT_UNIT_VALUES);

/** A weight as the item cards show it: value and unit, both null while missing. */
export const itemWeightSchema = z.object({ value: z.number().nullable(), unit: weightUnit.nullable() });
export type ItemWeight = z.infer<typeof itemWeightSchema>;

/** A shipment item (spec section 3) as the items panel and item cards read it. */
export const workbenchItemSchema = z.object({
  _id: z.string(),
  /** The same as `_id` (box items and the calls name the item by it). */
  shipmentItemId: z.string(),
  /** The shipment's `_id`. */
  inboundShipmentId: z.string(),
  sellerSku: z.string(),
  asin: z.string(),
  fulfillmentNetworkSku: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  /** Amazon's condition code (spec section 3: 11 New, 1-10 used/collectible/refurbished). */
  condition: z.number(),
  quantityShipped: z.number(),
  quantityBoxed: z.number(),
  quantityPrinted: z.number(),
  quantityReceived: z.number(),
  /** Units per case (case-packed shipments); 0 when loose. */
  quantityInCase: z.number(),
  weight: itemWeightSchema,
  amzExpirable: z.boolean(),
  /** YYYY-MM-DD, or null. */
  expDate: z.string().nullable(),
  prepDetailsList: z.array(z.object({ prepInstruction: z.string(), prepOwner: z.string() })),
  prepLabelingDetails: z.array(z.object({ prepInstruction: z.string(), prepOwner: z.string() })),
  /** The item error rules it breaks (`itemErrorsOf`). */
  errorList: z.array(z.enum(['MISSING_WEIGHT', 'MISSING_EXPIRY', 'QUANTITY_TO_BOX'])),
});
export type WorkbenchItem = z.infer<typeof workbenchItemSchema>;

/** One SKU in a box (spec section 3, box items). */
export const boxItemSchema = z.object({
  /** The box item's own id. */
  _id: z.string(),
  shipmentItemId: z.string(),
  title: z.string(),
  sellerSku: z.string(),
  fnsku: z.string(),
  asin: z.string(),
  quantity: z.number(),
  quantityPrinted: z.number(),
  condition: z.number(),
  expDate: z.string().nullable(),
  amzExpirable: z.boolean(),
  imageUrl: z.string(),
  weight: itemWeightSchema,
});
export type BoxItem = z.infer<typeof boxItemSchema>;

/** A box's dimensions in inches and its empty weight; each null until set. */
export const boxDimensionsStateSchema = z.object({
  width: z.number().nullable(),
  height: z.number().nullable(),
  length: z.number().nullable(),
  weight: z.number().nullable(),
  weightUnit: weightUnit.nullable(),
});
export type BoxDimensionsState = z.infer<typeof boxDimensionsStateSchema>;

/** A box (spec section 3). */
export const boxSchema = z.object({
  _id: z.string(),
  inboundShipmentId: z.string(),
  /**
   * 1, 2, 3… in the shipment, without gaps (deleting a box renumbers the later ones), except where
   * Amazon removed a box in a confirmed quantity change: its number stays free, as its box id does.
   */
  number: z.number(),
  /** What Amazon prints: 'U000001' (`amazonBoxNumber`). */
  amazonBoxNumber: z.string(),
  items: z.array(boxItemSchema),
  /** Units in the box (the sum of its items' quantities). */
  units: z.number(),
  dimensions: boxDimensionsStateSchema,
  /** Pounds, 2 decimals (`boxTotalWeight`); null while the box has no weight. */
  totalWeight: z.number().nullable(),
  trackingId: z.string().nullable(),
  /** The pallet it is on (LTL), null when 'Not Assigned'. */
  palletId: z.string().nullable(),
  palletNumber: z.number().nullable(),
  labelUrl: z.string().nullable(),
  /** The box category it was made from, if any. */
  categoryId: z.string().nullable(),
  /** The box error rules it breaks (`boxErrorsOf`). */
  errorList: z.array(z.enum(['EMPTY_BOXES', 'PALLET_NOT_ASSIGNED', 'MISSING_DIMENSIONS', 'MISSING_TRACKING'])),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Box = z.infer<typeof boxSchema>;

// ---------------------------------------------------------------------------------------------
// Request fields

const uuid = (message: string) => z.string({ error: message }).uuid(message);
const shipmentIdField = uuid(workbenchMessages.shipmentNotFound);
const boxIdField = uuid(workbenchMessages.boxNotFound);
const itemIdField = uuid(workbenchMessages.itemNotFound);
const offsetField = z.number({ error: 'nextLimit must be a number' }).int().min(0).max(1_000_000).default(0);
const limitField = z.number({ error: 'limit must be a number' }).int().min(0).max(1_000).default(WORKBENCH_PAGE_SIZE);
const sellerSkuField = z
  .string({ error: workbenchMessages.itemNotInShipment })
  .trim()
  .min(1, workbenchMessages.itemNotInShipment)
  .max(200);
const boxIdsField = z
  .array(boxIdField, { error: workbenchMessages.noBoxSelected })
  .min(1, workbenchMessages.noBoxSelected)
  .max(MAX_BOXES_PER_SHIPMENT);
const dimension = z
  .number({ error: workbenchMessages.dimensionsInvalid })
  .positive(workbenchMessages.dimensionsInvalid)
  .max(10_000, workbenchMessages.dimensionsInvalid);

/** Box dimensions (spec section 5): length, width, height and weight above 0, a unit chosen. */
export const boxDimensionsInputSchema = z.object(
  {
    length: dimension,
    width: dimension,
    height: dimension,
    weight: dimension,
    weightUnit: z
      .string({ error: workbenchMessages.selectWeightUnit })
      .pipe(z.enum(WEIGHT_UNIT_VALUES, { error: workbenchMessages.selectWeightUnit })),
  },
  { error: workbenchMessages.dimensionsInvalid },
);
export type BoxDimensionsInput = z.infer<typeof boxDimensionsInputSchema>;

// ---------------------------------------------------------------------------------------------
// Shipment items calls

/** POST /fullfilment/get-shipment-items. */
export const getShipmentItemsBodySchema = z.object({
  inboundShipmentId: shipmentIdField,
  /** The 'Input Sku' search: seller SKU, FNSKU, ASIN or title, case-insensitive. */
  searchSellerSku: z.string().trim().max(BOX_SEARCH_MAX).optional(),
  /** The error-filter switch; absent shows every item. */
  errorFilter: z.enum(['ALL_ERRORS', 'MISSING_WEIGHT', 'MISSING_EXPIRY', 'QUANTITY_TO_BOX']).optional(),
  nextLimit: offsetField,
  limit: limitField,
});
export type GetShipmentItemsBody = z.input<typeof getShipmentItemsBodySchema>;
export const getShipmentItemsResponseSchema = z.object({
  shipmentItems: z.array(workbenchItemSchema),
  /** Every item of the shipment (not only this page or search). */
  shipmentItemsId: z.array(z.object({ _id: z.string(), sellerSku: z.string(), expirable: z.boolean() })),
  /** Items matching the search and filter. */
  totalItemsCount: z.number(),
  /** Over the whole shipment. */
  totalQuantityBoxed: z.number(),
  totalQuantityShipped: z.number(),
  nextLimit: z.number(),
});
export type GetShipmentItemsResponse = z.infer<typeof getShipmentItemsResponseSchema>;

/**
 * POST /fullfilment/update-inbound-shipment: action `update` (quantity, and for case-packed
 * shipments `caseQuantity` units per case with `quantity` cases... as the dialog sends them) or
 * `delete` (quantity 0). The change goes to Amazon through a content-update preview: without
 * `previewId` the answer carries `preview` (fee before confirming) and changes nothing; sent
 * again with that `previewId` it confirms and answers the updated item and shipment.
 */
export const updateInboundShipmentBodySchema = z.object({
  inboundShipmentId: shipmentIdField,
  action: z.enum(['update', 'delete'], { error: 'Unknown action' }),
  shipmentItem: z.object({
    sellerSku: sellerSkuField,
    quantity: z.number({ error: workbenchMessages.incorrectQuantity }).int().min(0).max(500_000),
    caseQuantity: z.number().int().min(0).max(MAX_UNITS_PER_BOX).nullable().optional(),
    categoryId: z.string().uuid(workbenchMessages.categoryNotFound).nullable().optional(),
  }),
  previewId: z.string().trim().min(1).max(64).optional(),
});
export type UpdateInboundShipmentBody = z.input<typeof updateInboundShipmentBodySchema>;
/** A shipment's counts after a change (for the status cards and list row). */
export const workbenchShipmentSummarySchema = z.object({
  _id: z.string(),
  shipmentId: z.string(),
  shipmentStatus: z.string(),
  skus: z.number(),
  units: z.number(),
  boxes: z.number(),
});
export type WorkbenchShipmentSummary = z.infer<typeof workbenchShipmentSummarySchema>;
export const updateInboundShipmentResponseSchema = z.object({
  message: z.string(),
  /** True when Amazon refused the change (the message says why). */
  apiError: z.boolean(),
  preview: z
    .object({
      previewId: z.string(),
      expiration: z.string(),
      fee: z.object({ amount: z.number(), currency: z.string() }).nullable(),
      changes: z.array(z.object({ sellerSku: z.string(), quantityBefore: z.number(), quantityAfter: z.number() })),
    })
    .nullable(),
  updatedShipmentItem: workbenchItemSchema.nullable(),
  updatedShipment: workbenchShipmentSummarySchema.nullable(),
});
export type UpdateInboundShipmentResponse = z.infer<typeof updateInboundShipmentResponseSchema>;

/** POST /fullfilment/inbound-shipment-item/update-details: a bulk patch of item fields. */
export const updateItemDetailsBodySchema = z.object({
  inboundShipmentId: shipmentIdField,
  list: z
    .array(
      z.object({
        _id: itemIdField,
        /** YYYY-MM-DD; not in the past ('Date cannot be set in past*'); null clears it. */
        expDate: z.string().nullable().optional(),
        weight: z.object({ value: z.number().positive(), unit: weightUnit }).optional(),
        quantityPrinted: z.number().int().min(0).optional(),
      }),
    )
    .min(1)
    .max(2_000),
});
export type UpdateItemDetailsBody = z.input<typeof updateItemDetailsBodySchema>;
export const updateItemDetailsResponseSchema = z.object({
  message: z.string(),
  updatedData: z.array(workbenchItemSchema),
});
export type UpdateItemDetailsResponse = z.infer<typeof updateItemDetailsResponseSchema>;

/** GET /fullfilment/get-shipment-item-errors/{shipmentId}. */
export const itemErrorsResponseSchema = z.object({
  errorList: z.array(
    z.object({
      _id: z.string(),
      sellerSku: z.string(),
      errors: z.array(z.enum(['MISSING_WEIGHT', 'MISSING_EXPIRY', 'QUANTITY_TO_BOX'])),
    }),
  ),
});
export type ItemErrorsResponse = z.infer<typeof itemErrorsResponseSchema>;
/** GET /fullfilment/get-shipment-items-id/{shipmentId}. */
export const shipmentItemsIdResponseSchema = z.object({
  shipmentItemsId: z.array(z.object({ _id: z.string(), sellerSku: z.string(), expirable: z.boolean() })),
});
export type ShipmentItemsIdResponse = z.infer<typeof shipmentItemsIdResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Box calls

export const workbenchIdParamsSchema = z.object({ id: shipmentIdField });
export const workbenchShipmentIdParamsSchema = z.object({ shipmentId: shipmentIdField });
export const boxIdParamsSchema = z.object({ boxId: boxIdField });

/** POST /fullfilment/get-boxes. */
export const getBoxesBodySchema = z.object({
  inboundShipmentId: shipmentIdField,
  /** The 'Search Sku' box: boxes holding a SKU (or FNSKU) containing it, case-insensitive. */
  query: z.string().trim().max(BOX_SEARCH_MAX).optional(),
  /** The box error filter; absent lists every box. */
  errorFilter: z
    .enum(['ALL_ERRORS', 'EMPTY_BOXES', 'PALLET_NOT_ASSIGNED', 'MISSING_DIMENSIONS', 'MISSING_TRACKING'])
    .optional(),
  nextLimit: offsetField,
  limit: limitField,
});
export type GetBoxesBody = z.input<typeof getBoxesBodySchema>;
export const getBoxesResponseSchema = z.object({
  /** By number. */
  boxes: z.array(boxSchema),
  /** Boxes matching the query and filter. */
  totalBoxCount: z.number(),
  /** Ids of every box matching the query and filter (select all), by number. */
  allBoxesIds: z.array(z.string()),
  nextLimit: z.number(),
});
export type GetBoxesResponse = z.infer<typeof getBoxesResponseSchema>;

/** GET /fullfilment/get-boxes-number/{id}: every box's number, by number (the add-units box picker). */
export const boxesNumberResponseSchema = z.object({
  boxesNumber: z.array(z.object({ _id: z.string(), number: z.number(), units: z.number() })),
});
export type BoxesNumberResponse = z.infer<typeof boxesNumberResponseSchema>;

/**
 * POST /fullfilment/create-boxes. Item path: `numberOfBoxes` new boxes, each with `item.quantity`
 * units of the SKU (quantity times boxes at most the units left to box), dimensions from the
 * category when one is given. Empty path (`emptyBox: true`, the New Box button and Create Empty
 * Box): `newBoxCount` empty boxes with the category's dimensions. Refused on case-packed shipments.
 */
export const createBoxesItemBodySchema = z.object({
  inboundShipmentId: shipmentIdField,
  emptyBox: z.literal(false).optional(),
  item: z.object(
    {
      quantity: z
        .number({ error: workbenchMessages.invalidBoxLengthOrQuantity })
        .int(workbenchMessages.invalidBoxLengthOrQuantity)
        .min(1, workbenchMessages.invalidBoxLengthOrQuantity)
        .max(MAX_UNITS_PER_BOX, workbenchMessages.boxFull),
      sellerSku: sellerSkuField,
    },
    { error: workbenchMessages.itemNotInShipment },
  ),
  numberOfBoxes: z
    .number({ error: workbenchMessages.invalidBoxLengthOrQuantity })
    .int(workbenchMessages.invalidBoxLengthOrQuantity)
    .min(1, workbenchMessages.invalidBoxLengthOrQuantity)
    .max(MAX_BOXES_PER_CALL, workbenchMessages.tooManyBoxes)
    .default(1),
  categoryId: uuid(workbenchMessages.categoryNotFound).nullable().optional(),
  /** LTL: the pallet the new boxes go on (the add-units dialog's choice; 'new' is created first). */
  palletId: uuid('Pallet not found').nullable().optional(),
  /** Sent by the dialog; not used by the server. */
  checkedItem: z.unknown().optional(),
});
export const createBoxesEmptyBodySchema = z.object({
  inboundShipmentId: shipmentIdField,
  emptyBox: z.literal(true),
  newBoxCount: z
    .number({ error: workbenchMessages.invalidBoxLengthOrQuantity })
    .int(workbenchMessages.invalidBoxLengthOrQuantity)
    .min(1, workbenchMessages.invalidBoxLengthOrQuantity)
    .max(MAX_BOXES_PER_CALL, workbenchMessages.tooManyBoxes)
    .default(1),
  categoryId: uuid(workbenchMessages.categoryNotFound).nullable().optional(),
});
export const createBoxesBodySchema = z.union([createBoxesEmptyBodySchema, createBoxesItemBodySchema], {
  error: workbenchMessages.invalidBoxLengthOrQuantity,
});
export type CreateBoxesBody = z.input<typeof createBoxesBodySchema>;
export const createBoxesResponseSchema = z.object({
  message: z.string(),
  /** The boxes made, by number. */
  boxes: z.array(boxSchema),
  /** The item after the change (item path); null for empty boxes. */
  updatedItem: workbenchItemSchema.nullable(),
  totalBoxCount: z.number(),
});
export type CreateBoxesResponse = z.infer<typeof createBoxesResponseSchema>;

/** POST /fullfilment/delete-boxes and /fullfilment/clear-boxes. */
export const boxIdsBodySchema = z.object({ inboundShipmentId: shipmentIdField, boxIds: boxIdsField });
export type BoxIdsBody = z.input<typeof boxIdsBodySchema>;
/** Boxes deleted or cleared, and the items whose boxed units changed. */
export const boxesChangeResponseSchema = z.object({
  message: z.string(),
  boxIds: z.array(z.string()),
  updatedItems: z.array(workbenchItemSchema),
  totalBoxCount: z.number(),
});
export type BoxesChangeResponse = z.infer<typeof boxesChangeResponseSchema>;

/** POST /fullfilment/update-dimesions (the spec's spelling). */
export const updateDimensionsBodySchema = z.object({
  shipmentId: shipmentIdField,
  boxIds: boxIdsField,
  dimensions: boxDimensionsInputSchema,
});
export type UpdateDimensionsBody = z.input<typeof updateDimensionsBodySchema>;
export const updatedBoxesResponseSchema = z.object({ message: z.string(), updatedBoxes: z.array(boxSchema) });
export type UpdatedBoxesResponse = z.infer<typeof updatedBoxesResponseSchema>;

/** POST /fullfilment/add-item-to-box: `item.quantity` units of the SKU into an existing box. */
export const addItemToBoxBodySchema = z.object({
  inboundShipmentId: shipmentIdField.optional(),
  boxId: uuid(workbenchMessages.selectBox),
  item: z.object(
    {
      quantity: z
        .number({ error: workbenchMessages.invalidQuantity })
        .int(workbenchMessages.invalidQuantity)
        .min(1, workbenchMessages.invalidQuantity)
        .max(MAX_UNITS_PER_BOX, workbenchMessages.boxFull),
      sellerSku: sellerSkuField,
    },
    { error: workbenchMessages.itemNotInShipment },
  ),
  checkedItem: z.unknown().optional(),
});
export type AddItemToBoxBody = z.input<typeof addItemToBoxBodySchema>;
export const boxChangeResponseSchema = z.object({
  message: z.string(),
  updatedBox: boxSchema,
  updatedItem: workbenchItemSchema,
});
export type BoxChangeResponse = z.infer<typeof boxChangeResponseSchema>;

/** FNSKU as a scanner reads it (spec section 4): exactly 10 capitals or digits. */
export const FNSKU_PATTERN = /^[A-Z0-9]{10}$/;
/** POST /fullfilment/add-scan-item-to-box: one unit (single) or `quantity` (batch) by FNSKU. */
export const addScanItemToBoxBodySchema = z.object({
  inboundShipmentId: shipmentIdField.optional(),
  boxId: uuid(workbenchMessages.selectBox),
  item: z.object(
    {
      fnSku: z
        .string({ error: workbenchMessages.itemNotInShipment })
        .trim()
        .regex(FNSKU_PATTERN, workbenchMessages.itemNotInShipment),
      quantity: z
        .number({ error: workbenchMessages.invalidQuantity })
        .int(workbenchMessages.invalidQuantity)
        .min(1, workbenchMessages.invalidQuantity)
        .max(MAX_UNITS_PER_BOX, workbenchMessages.boxFull)
        .default(1),
    },
    { error: workbenchMessages.itemNotInShipment },
  ),
});
export type AddScanItemToBoxBody = z.input<typeof addScanItemToBoxBodySchema>;
export const addScanItemToBoxResponseSchema = z.object({
  message: z.string(),
  /** False on success (refusals answer 4xx with the message). */
  apiError: z.boolean(),
  updatedData: z.object({ updatedBox: boxSchema, updatedItem: workbenchItemSchema }),
});
export type AddScanItemToBoxResponse = z.infer<typeof addScanItemToBoxResponseSchema>;

/** POST /fullfilment/delete-item-from-boxes: removes the item's units from the box. */
export const deleteItemFromBoxBodySchema = z.object({
  inboundShipmentId: shipmentIdField.optional(),
  boxId: boxIdField,
  shipmentItemId: itemIdField,
  /** Sent by the screen (the box's items); not used by the server. */
  boxItems: z.unknown().optional(),
});
export type DeleteItemFromBoxBody = z.input<typeof deleteItemFromBoxBodySchema>;

/** POST /fullfilment/update-box-item-quantity: sets the item's units in the box. */
export const updateBoxItemQuantityBodySchema = z.object({
  inboundShipmentId: shipmentIdField.optional(),
  boxId: boxIdField,
  shipmentItemId: itemIdField,
  updateQuantity: z
    .number({ error: workbenchMessages.incorrectQuantity })
    .int(workbenchMessages.incorrectQuantity)
    .min(1, workbenchMessages.incorrectQuantity)
    .max(MAX_UNITS_PER_BOX, workbenchMessages.boxFull),
});
export type UpdateBoxItemQuantityBody = z.input<typeof updateBoxItemQuantityBodySchema>;

/**
 * POST /fullfilment/update-box-tracking-id: `single` with one `trackingId` for `boxId`; otherwise
 * a list, one per box in box-number order (its length the shipment's box count).
 */
const trackingIdField = z
  .string({ error: workbenchMessages.trackingIdRequired })
  .trim()
  .min(1, workbenchMessages.trackingIdRequired)
  .max(TRACKING_ID_MAX);
export const updateBoxTrackingIdBodySchema = z.union([
  z.object({
    shipmentId: shipmentIdField,
    single: z.literal(true),
    boxId: boxIdField,
    trackingId: trackingIdField,
  }),
  z.object({
    shipmentId: shipmentIdField,
    single: z.literal(false).optional(),
    boxId: z.unknown().optional(),
    trackingId: z.array(trackingIdField).min(1, workbenchMessages.trackingIdRequired).max(MAX_BOXES_PER_SHIPMENT),
  }),
]);
export type UpdateBoxTrackingIdBody = z.input<typeof updateBoxTrackingIdBodySchema>;
export const updateBoxTrackingIdResponseSchema = z.object({
  message: z.string(),
  /** The box changed (single), null for a list. */
  updatedBox: boxSchema.nullable(),
  updatedBoxes: z.array(boxSchema),
});
export type UpdateBoxTrackingIdResponse = z.infer<typeof updateBoxTrackingIdResponseSchema>;

/** GET /fullfilment/get-boxes-errors/{id}: each box in error, by number, with its errors. */
export const boxesErrorsResponseSchema = z.object({
  boxLevelErrors: z.array(
    z.object({
      _id: z.string(),
      number: z.number(),
      errors: z.array(z.enum(['EMPTY_BOXES', 'PALLET_NOT_ASSIGNED', 'MISSING_DIMENSIONS', 'MISSING_TRACKING'])),
    }),
  ),
  /** Boxes in error per rule. */
  counts: z.object({
    EMPTY_BOXES: z.number(),
    PALLET_NOT_ASSIGNED: z.number(),
    MISSING_DIMENSIONS: z.number(),
    MISSING_TRACKING: z.number(),
  }),
  totalBoxCount: z.number(),
});
export type BoxesErrorsResponse = z.infer<typeof boxesErrorsResponseSchema>;

/**
 * PATCH /fullfilment/pack-boxes-with-case-qty (Pack Boxes with Case Qty and Box All with Case
 * QTY): case-packed shipments only; each item's unboxed units into new boxes of `quantityInCase`
 * units (one SKU per box), in one transaction.
 */
export const packBoxesBodySchema = z.object({
  inboundShipmentId: shipmentIdField,
  /** Box All with Case QTY: refused when the shipment has boxes already. */
  onlyWhenEmpty: z.boolean().optional(),
});
export type PackBoxesBody = z.input<typeof packBoxesBodySchema>;
export const packBoxesResponseSchema = z.object({
  message: z.string(),
  createdBoxCount: z.number(),
  totalBoxCount: z.number(),
  updatedItems: z.array(workbenchItemSchema),
});
export type PackBoxesResponse = z.infer<typeof packBoxesResponseSchema>;

/**
 * Auto-pack (ours, issue 14; the proposal is `suggestAutoPack` in auto-pack.ts). GET
 * /fullfilment/get-auto-pack/{id}: the proposed boxes for a WORKING shipment with no boxes yet,
 * with each group's box category, the SKUs left for the seller and the warnings, and `proposalKey`
 * naming this very proposal. POST /fullfilment/apply-auto-pack: the server works the proposal out
 * again inside the transaction that creates the boxes (the client's plan is never taken) and
 * applies it only when its key is still `proposalKey`, so the seller gets what they reviewed.
 */
export const autoPackGroupSchema = z.object({
  count: z.number(),
  boxCategoryId: z.string().nullable(),
  /** The category the boxes take their dimensions from; null: dimensions to be entered. */
  category: z
    .object({
      name: z.string(),
      length: z.number(),
      width: z.number(),
      height: z.number(),
      weight: z.number(),
      weightUnit: weightUnit,
    })
    .nullable(),
  shipmentItemId: z.string(),
  sellerSku: z.string(),
  unitsPerBox: z.number(),
  /** One box with its contents, in pounds; null when the SKU's weight is unknown. */
  poundsPerBox: z.number().nullable(),
});
export type AutoPackGroup = z.infer<typeof autoPackGroupSchema>;
export const autoPackSuggestionResponseSchema = z.object({
  boxes: z.array(autoPackGroupSchema),
  totalBoxes: z.number(),
  totalUnits: z.number(),
  unpacked: z.array(
    z.object({ shipmentItemId: z.string(), sellerSku: z.string(), quantity: z.number(), reason: z.string() }),
  ),
  warnings: z.array(z.object({ shipmentItemId: z.string(), sellerSku: z.string(), message: z.string() })),
  /** Names this proposal: apply-auto-pack takes it back. */
  proposalKey: z.string(),
});
export type AutoPackSuggestionResponse = z.infer<typeof autoPackSuggestionResponseSchema>;
export const applyAutoPackBodySchema = z.object({
  inboundShipmentId: shipmentIdField,
  proposalKey: z
    .string({ error: workbenchMessages.autoPackChanged })
    .regex(/^[0-9a-f]{64}$/, workbenchMessages.autoPackChanged),
});
export type ApplyAutoPackBody = z.input<typeof applyAutoPackBodySchema>;
export const applyAutoPackResponseSchema = packBoxesResponseSchema;
export type ApplyAutoPackResponse = PackBoxesResponse;

// ---------------------------------------------------------------------------------------------
// Audit trail (ours: issue 14)

export const UNIT_EVENT_SOURCES = ['scan', 'manual', 'import', 'pack', 'system'] as const;
export type UnitEventSource = (typeof UNIT_EVENT_SOURCES)[number];
/** What happened to units: placed in a box, removed from one, or moved between two. */
export const UNIT_EVENT_KINDS = ['placed', 'removed', 'moved'] as const;
export type UnitEventKind = (typeof UNIT_EVENT_KINDS)[number];

export const unitEventSchema = z.object({
  _id: z.string(),
  at: z.string(),
  kind: z.enum(UNIT_EVENT_KINDS),
  source: z.enum(UNIT_EVENT_SOURCES),
  /** The call that did it (add-scan-item-to-box, delete-boxes, …). */
  action: z.string(),
  /** Units placed (positive) or removed (negative); moved: the units moved. */
  quantity: z.number(),
  shipmentItemId: z.string().nullable(),
  sellerSku: z.string(),
  fnsku: z.string(),
  boxId: z.string().nullable(),
  boxNumber: z.number().nullable(),
  /** moved: the box the units came from. */
  fromBoxId: z.string().nullable(),
  fromBoxNumber: z.number().nullable(),
  userId: z.string().nullable(),
  userName: z.string(),
});
export type UnitEvent = z.infer<typeof unitEventSchema>;

/** GET /fullfilment/shipment-history/{shipmentId}?boxId=&before=&limit=: newest first. */
export const unitHistoryQuerySchema = z.object({
  boxId: boxIdField.optional(),
  /** An event id: events older than it (the next page). */
  before: z
    .string()
    .regex(/^\d{1,19}$/, 'Invalid page')
    // Event ids are PostgreSQL bigints: a larger number is no page.
    .refine((id) => !/^\d{1,19}$/.test(id) || BigInt(id) <= 9_223_372_036_854_775_807n, 'Invalid page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type UnitHistoryQuery = z.input<typeof unitHistoryQuerySchema>;
export const unitHistoryResponseSchema = z.object({
  events: z.array(unitEventSchema),
  /** `before` for the next page; null at the oldest. */
  nextBefore: z.string().nullable(),
});
export type UnitHistoryResponse = z.infer<typeof unitHistoryResponseSchema>;
/** GET /fullfilment/shipment-history/{shipmentId}/export?boxId=: the history as CSV (text/csv). */
export const unitHistoryExportQuerySchema = z.object({ boxId: boxIdField.optional() });
export const UNIT_HISTORY_CSV_HEADER = [
  'Date',
  'User',
  'Action',
  'Source',
  'Seller SKU',
  'FNSKU',
  'Box No.',
  'From Box No.',
  'Quantity',
] as const;
export const unitHistoryFileName = (shipmentId: string) => `Shipment_${shipmentId}_History.csv`;
