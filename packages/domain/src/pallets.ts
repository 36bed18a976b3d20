import { z } from 'zod';
import {
  hasPalletDimensions,
  isPalletWeightInRange,
  PALLET_LIMITS,
  type PalletForRules,
} from './shipment-readiness.js';
import { MAX_BOXES_PER_SHIPMENT, WORKBENCH_PAGE_SIZE, workbenchMessages } from './workbench.js';

/**
 * Pallets of LTL shipments (spec document 2: pallets list, box selection and pallets, the pallet
 * rules, section 7 "Pallets"; issue 15). Paths under /api/v1 as the spec writes them.
 *
 * A pallet's width and length are Amazon's fixed 48 x 40 in; the seller sets its height (in) and
 * the empty pallet's own weight (lb). Its total weight is that weight plus its boxes' (each box's
 * own weight plus its items' weights times units), the figure the 150 to 40000 lb rule reads.
 * Ids (`inboundShipmentId`, `{shipmentId}`) are the shipment's `_id`, as for boxes.
 */

export const palletMessages = {
  // Quoted from the spec.
  fieldEmpty: 'Field cannot be empty*',
  fieldNegative: 'Field cannot be negative*',
  heightOrWeightEmpty: 'Height or weight cannot be empty!',
  alreadyAssigned: 'There are some boxes which are already assigned to some pallet. What do you want to do?',
  createNewPallet: 'Create new pallet',
  notAssigned: 'Not Assigned',
  noData: workbenchMessages.noData,
  updated: workbenchMessages.updated,
  // Ours: the spec leaves these open.
  palletNotFound: 'Pallet not found',
  noPalletSelected: 'No pallet selected',
  ltlOnly: 'Pallets are for LTL shipments: set the Shipment Type to LTL first',
  fixedFootprint: `Pallets are ${PALLET_LIMITS.widthIn} in wide and ${PALLET_LIMITS.lengthIn} in long`,
  tooHigh: 'Height must be 10000 in or less',
  tooHeavy: 'Weight must be 100000 lb or less',
  nothingToChange: 'Send dimensions or isStacked',
} as const;

/** 'Pallet {n}', as the Move to pallets menu and the box card name a pallet. */
export const palletName = (number: number) => `Pallet ${number}`;

/** The pallet error filter (spec section 2), as get-pallets filters by and get-pallets-errors names. */
export const PALLET_ERROR_FILTERS = [
  { value: 'ALL_ERRORS', label: 'All Errors' },
  { value: 'MISSING_DIMENSIONS', label: 'Missing Dimensions' },
  { value: 'EMPTY_PALLETS', label: 'Empty Pallets' },
  { value: 'INVALID_WEIGHT', label: 'Invalid Weight' },
] as const;
const palletErrorFilterValues = ['ALL_ERRORS', 'MISSING_DIMENSIONS', 'EMPTY_PALLETS', 'INVALID_WEIGHT'] as const;
export type PalletErrorFilter = (typeof palletErrorFilterValues)[number];
export type PalletErrorKind = Exclude<PalletErrorFilter, 'ALL_ERRORS'>;
const palletErrorKind = z.enum(['MISSING_DIMENSIONS', 'EMPTY_PALLETS', 'INVALID_WEIGHT']);

/**
 * A pallet's errors (spec section 4): height or weight missing or not above 0, no boxes, total
 * weight outside 150 to 40000 lb; the same rules as `hasPalletError` of the readiness.
 */
export function palletErrorsOf(pallet: PalletForRules): PalletErrorKind[] {
  const errors: PalletErrorKind[] = [];
  if (!hasPalletDimensions(pallet)) errors.push('MISSING_DIMENSIONS');
  if (pallet.boxCount <= 0) errors.push('EMPTY_PALLETS');
  if (!isPalletWeightInRange(pallet)) errors.push('INVALID_WEIGHT');
  return errors;
}

/** A box as a pallet's expander shows it. */
export const palletBoxSchema = z.object({
  _id: z.string(),
  number: z.number(),
  amazonBoxNumber: z.string(),
  units: z.number(),
  /** Pounds, 2 decimals: the box's own weight (0 while missing) and its items'. */
  weightLb: z.number(),
});
export type PalletBox = z.infer<typeof palletBoxSchema>;

/** A pallet (spec section 3). */
export const palletSchema = z.object({
  _id: z.string(),
  inboundShipmentId: z.string(),
  /** 1, 2, 3… in the shipment, without gaps (deleting a pallet renumbers the later ones). */
  number: z.number(),
  isStacked: z.boolean(),
  /** Inches and pounds; width and length are always 48 and 40. Height and weight null until set. */
  dimensions: z.object({
    height: z.number().nullable(),
    width: z.literal(PALLET_LIMITS.widthIn),
    length: z.literal(PALLET_LIMITS.lengthIn),
    weight: z.number().nullable(),
  }),
  /** The boxes on it, by number. */
  boxes: z.array(palletBoxSchema),
  boxCount: z.number(),
  /** Pounds, 2 decimals: the pallet's weight and its boxes'. */
  totalWeight: z.number(),
  /** The pallet error rules it breaks (`palletErrorsOf`). */
  errorList: z.array(palletErrorKind),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Pallet = z.infer<typeof palletSchema>;

// ---------------------------------------------------------------------------------------------
// Request fields

const uuid = (message: string) => z.string({ error: message }).uuid(message);
const shipmentIdField = uuid(workbenchMessages.shipmentNotFound);
const palletIdField = uuid(palletMessages.palletNotFound);
const boxIdField = uuid(workbenchMessages.boxNotFound);
const palletIdsField = z
  .array(palletIdField, { error: palletMessages.noPalletSelected })
  .min(1, palletMessages.noPalletSelected)
  .max(MAX_BOXES_PER_SHIPMENT);
const boxIdsField = z
  .array(boxIdField, { error: workbenchMessages.noBoxSelected })
  .min(1, workbenchMessages.noBoxSelected)
  .max(MAX_BOXES_PER_SHIPMENT);
/**
 * The answer to 'There are some boxes which are already assigned to some pallet...': `skip` leaves
 * those boxes where they are, `replace` moves them too. Absent: the call is refused (409 with the
 * dialog's question) when any box is on another pallet already.
 */
const moveActionField = z.enum(['skip', 'replace'], { error: 'action must be skip or replace' }).optional();

export const palletIdParamsSchema = z.object({ shipmentId: shipmentIdField });

/** GET /fullfilment/{shipmentId}/get-pallets?nextLimit=&limit=&errorFilter= (step 10). */
export const getPalletsQuerySchema = z.object({
  nextLimit: z.coerce.number({ error: 'nextLimit must be a number' }).int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(0).max(1_000).default(WORKBENCH_PAGE_SIZE),
  errorFilter: z.enum(palletErrorFilterValues, { error: 'Unknown error filter' }).optional(),
});
export type GetPalletsQuery = z.input<typeof getPalletsQuerySchema>;
export const getPalletsResponseSchema = z.object({
  /** By number. */
  pallets: z.array(palletSchema),
  /** Pallets matching the error filter. */
  totalPalletCount: z.number(),
  /** Ids of every pallet matching the filter (select all), by number. */
  allPalletIds: z.array(z.string()),
  nextLimit: z.number(),
});
export type GetPalletsResponse = z.infer<typeof getPalletsResponseSchema>;

/** POST /fullfilment/get-pallets-number: the Move to pallets menu's pallets; whether any of `boxIds` is on one. */
export const getPalletsNumberBodySchema = z.object({
  inboundShipmentId: shipmentIdField,
  boxIds: z.array(boxIdField).max(MAX_BOXES_PER_SHIPMENT).optional(),
});
export type GetPalletsNumberBody = z.input<typeof getPalletsNumberBodySchema>;
export const getPalletsNumberResponseSchema = z.object({
  palletsNumber: z.array(z.object({ _id: z.string(), number: z.number(), boxCount: z.number() })),
  /** Whether any box of `boxIds` is on a pallet already (the conflict dialog's question). */
  isBoxAssigned: z.boolean(),
});
export type GetPalletsNumberResponse = z.infer<typeof getPalletsNumberResponseSchema>;

/** POST /fullfilment/create-pallet: a new pallet numbered after the last, with `boxIds` moved onto it. */
export const createPalletBodySchema = z.object({
  inboundShipmentId: shipmentIdField,
  boxIds: z.array(boxIdField).max(MAX_BOXES_PER_SHIPMENT).default([]),
  action: moveActionField,
});
export type CreatePalletBody = z.input<typeof createPalletBodySchema>;
export const createPalletResponseSchema = z.object({ message: z.string(), newPallet: palletSchema });
export type CreatePalletResponse = z.infer<typeof createPalletResponseSchema>;

/** POST /fullfilment/delete-pallet: the boxes stay, off any pallet. */
export const deletePalletBodySchema = z.object({ inboundShipmentId: shipmentIdField, deletePalletIds: palletIdsField });
export type DeletePalletBody = z.input<typeof deletePalletBodySchema>;
/** PUT /fullfilment/pallet/clear: the pallets' boxes taken off them. */
export const clearPalletBodySchema = z.object({ inboundShipmentId: shipmentIdField, clearPalletIds: palletIdsField });
export type ClearPalletBody = z.input<typeof clearPalletBodySchema>;
export const palletsChangeResponseSchema = z.object({
  message: z.string(),
  palletIds: z.array(z.string()),
  /** Boxes whose pallet changed. */
  boxIds: z.array(z.string()),
  totalPalletCount: z.number(),
});
export type PalletsChangeResponse = z.infer<typeof palletsChangeResponseSchema>;

/** POST /fullfilment/add-box-to-pallet: `boxIdList` onto the pallet. */
export const addBoxToPalletBodySchema = z.object({
  inboundShipmentId: shipmentIdField,
  palletId: palletIdField,
  boxIdList: boxIdsField,
  action: moveActionField,
});
export type AddBoxToPalletBody = z.input<typeof addBoxToPalletBodySchema>;
export const updatedPalletResponseSchema = z.object({
  message: z.string(),
  updatedPallet: palletSchema,
  /** Boxes whose pallet changed (skipped ones are not). */
  boxIds: z.array(z.string()),
});
export type UpdatedPalletResponse = z.infer<typeof updatedPalletResponseSchema>;

/** POST /fullfilment/delete-box-from-pallet: one box off its pallet. */
export const deleteBoxFromPalletBodySchema = z.object({
  inboundShipmentId: shipmentIdField.optional(),
  palletId: palletIdField,
  boxId: boxIdField,
});
export type DeleteBoxFromPalletBody = z.input<typeof deleteBoxFromPalletBodySchema>;

/** POST /fullfilment/unassign-boxes (the spec names the call, not its path): boxes off their pallets. */
export const unassignBoxesBodySchema = z.object({ inboundShipmentId: shipmentIdField, boxIds: boxIdsField });
export type UnassignBoxesBody = z.input<typeof unassignBoxesBodySchema>;

const palletNumberField = (tooBig: string, max: number) =>
  z.number({ error: palletMessages.heightOrWeightEmpty }).min(0, palletMessages.fieldNegative).max(max, tooBig);

/**
 * Pallet dimensions (spec section 5): height and weight required ('Height or weight cannot be
 * empty!'), not negative ('Field cannot be negative*'); width and length, when sent, must be the
 * fixed 48 and 40. Zero is taken and shown as a pallet error (the spec's rule: not above 0).
 */
export const palletDimensionsInputSchema = z.object(
  {
    height: palletNumberField(palletMessages.tooHigh, 10_000),
    weight: palletNumberField(palletMessages.tooHeavy, 100_000),
    width: z.literal(PALLET_LIMITS.widthIn, { error: palletMessages.fixedFootprint }).optional(),
    length: z.literal(PALLET_LIMITS.lengthIn, { error: palletMessages.fixedFootprint }).optional(),
  },
  { error: palletMessages.heightOrWeightEmpty },
);
export type PalletDimensionsInput = z.input<typeof palletDimensionsInputSchema>;

/** PUT /fullfilment/pallet/update-details: `finalIds`' dimensions (Edit) or stacked state (Mark pallet). */
export const updatePalletDetailsBodySchema = z
  .object({
    inboundShipmentId: shipmentIdField,
    finalIds: palletIdsField,
    dimensions: palletDimensionsInputSchema.optional(),
    isStacked: z.boolean({ error: 'isStacked must be true or false' }).optional(),
  })
  .refine((body) => body.dimensions !== undefined || body.isStacked !== undefined, {
    message: palletMessages.nothingToChange,
  });
export type UpdatePalletDetailsBody = z.input<typeof updatePalletDetailsBodySchema>;
export const updatedPalletsResponseSchema = z.object({ message: z.string(), updatedPallets: z.array(palletSchema) });
export type UpdatedPalletsResponse = z.infer<typeof updatedPalletsResponseSchema>;

/** GET /fullfilment/get-pallets-errors/{shipmentId}: each pallet in error, by number. */
export const palletsErrorsResponseSchema = z.object({
  palletLevelErrors: z.array(z.object({ _id: z.string(), number: z.number(), errors: z.array(palletErrorKind) })),
  counts: z.object({ MISSING_DIMENSIONS: z.number(), EMPTY_PALLETS: z.number(), INVALID_WEIGHT: z.number() }),
  totalPalletCount: z.number(),
});
export type PalletsErrorsResponse = z.infer<typeof palletsErrorsResponseSchema>;

export type PalletDimensionsCheck =
  | { ok: true; value: { height: number; weight: number } }
  | { ok: false; errors: { height?: string; weight?: string }; message: string | null };

/**
 * The pallet dimensions dialog's check (spec section 5) of what was typed: each field non-empty
 * ('Field cannot be empty*') and not negative ('Field cannot be negative*'); when either is empty
 * the dialog also says 'Height or weight cannot be empty!'.
 */
export function checkPalletDimensions(input: { height: string; weight: string }): PalletDimensionsCheck {
  const errors: { height?: string; weight?: string } = {};
  const values: { height?: number; weight?: number } = {};
  let empty = false;
  for (const field of ['height', 'weight'] as const) {
    const text = input[field].trim();
    const value = Number(text);
    if (text === '' || !Number.isFinite(value)) {
      errors[field] = palletMessages.fieldEmpty;
      empty = true;
    } else if (value < 0) errors[field] = palletMessages.fieldNegative;
    else values[field] = value;
  }
  if (values.height !== undefined && values.weight !== undefined)
    return { ok: true, value: { height: values.height, weight: values.weight } };
  return { ok: false, errors, message: empty ? palletMessages.heightOrWeightEmpty : null };
}
