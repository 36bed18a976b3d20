import { MAX_UNITS_PER_BOX } from './imports.js';
import { OUNCES_PER_POUND } from './products.js';
import type { WeightUnit } from './settings.js';
import { itemErrorsOf, workbenchMessages, type ItemErrorFilter, type ItemWeight } from './workbench.js';

/**
 * The shipment workbench's item rules (spec document 2, sections 3, 5 and 8): an item card's
 * error flags and the items panel's error filters, the item dialogs' checks (Update Quantity,
 * Add Units in New/Existing Box, Set Expiry Date, Set Item Weight, box dimensions), condition
 * codes and weights. Server and web call the same functions, so a dialog and the server's
 * refusal never disagree.
 */

/** Quoted exactly from the spec (its spelling kept), then ours where the spec is silent. */
export const itemRuleMessages = {
  quantityChangeWarning: 'You can increase or decrease by 5% or 6 units only',
  incorrectQuantity: 'Incorrect Quantity!',
  selectBox: 'Please select box',
  enterValidQuantity: 'Please enter valid quantity',
  invalidQuantityEntered: 'Entered invalid quantity!',
  invalidBoxLengthOrQuantity: 'Invalid box length or quantity',
  quantityOverAvailable: 'Quantity for each box should less then available quantity',
  fullyBoxed: 'Item Units are fully Boxed',
  fieldEmpty: 'Field cannot be empty*',
  dateInPast: 'Date cannot be set in past*',
  weightInvalid: 'Field cannot be empty or invalid*',
  selectWeightUnit: 'Please select weight unit',
  boxFieldInvalid: 'Feild cannot be empty or invalid*',
  boxSelectWeightUnit: 'Please select weight unit*',
  cannotPerformAction: "Can't perform this action",
  // Ours.
  quantityInvalid: 'Quantity must be a whole number above 0',
  boxesInvalid: 'Number of boxes must be a whole number above 0',
  caseQuantityOverLimit: `A case holds at most ${MAX_UNITS_PER_BOX} units`,
  boxUnitsOverLimit: `A box holds at most ${MAX_UNITS_PER_BOX} units`,
  deleteBoxedItem: (boxed: number) =>
    `${boxed.toLocaleString('en-US')} units of this SKU are in boxes: remove them from the boxes before deleting the SKU`,
  quantityUnchanged: 'Enter a quantity different from the current one',
  wholeCases: (caseQuantity: number) => `The quantity must be whole cases of ${caseQuantity} units`,
  lastItem: 'A shipment needs at least one SKU: delete the shipment instead',
  notCreatedHere: 'Only shipments created in Stowline can change their quantities here',
  notExpirable: 'Expiry date is provided for non expiray product',
  itemListedTwice: 'Each item can be changed once per call',
  printedTooMany: 'Printed labels must be a whole number up to 1,000,000',
  previewForOtherChange: 'This preview is for another change. Ask for a new one.',
  /** Amazon's content-update previews are only "for a shipment with a confirmed carrier". */
  transportNotConfirmed:
    "Amazon takes unit changes only once the shipment's transport is confirmed. Confirm the transport, then change the units.",
  /** After the transport is confirmed the units move in the boxes Amazon has; an increase goes into the SKU's last box. */
  lastBoxOverLimit: (box: number, units: number) =>
    `Box ${box}, the last box holding this SKU, would hold ${units.toLocaleString('en-US')} units: a box holds at most ${MAX_UNITS_PER_BOX}`,
  noBoxHoldsSku: 'No box of this shipment holds this SKU, so Amazon cannot be told which box the units travel in',
  severalLots: (sku: string) =>
    `Amazon lists ${sku} more than once (several expiry dates or lots), so which box holds which cannot be told here: change it in Seller Central`,
  boxesNotAmazons:
    'The boxes here are not the boxes Amazon has for this shipment, so a unit change would add or remove boxes at Amazon: change it in Seller Central',
  boxesChangedSincePreview: "The shipment's boxes changed since this preview. Ask for a new one.",
  /** The Update Quantity dialog: where the units go once the transport is confirmed. */
  unitsMoveInBoxes:
    'Amazon has this shipment’s boxes: more units go into the last box holding this SKU, fewer come out of its last boxes first (a box left empty is removed).',
} as const;

/** Ours: keeps printed-label counts in range. */
export const MAX_QUANTITY_PRINTED = 1_000_000;

// ---------------------------------------------------------------------------------------------
// Condition codes and weights

/** Amazon's numeric condition codes (spec section 3); anything else reads 'Unknown'. */
export const CONDITION_NAMES: Readonly<Record<number, string>> = {
  1: 'Used Like New',
  2: 'Used Very Good',
  3: 'Used Good',
  4: 'Used Acceptable',
  5: 'Collectible Like New',
  6: 'Collectible Very Good',
  7: 'Collectible Good',
  8: 'Collectible Acceptable',
  9: 'Unacceptable',
  10: 'Refurbished',
  11: 'New',
};

/** The name of a condition code: 11 is 'New'; a missing or unknown code is 'Unknown'. */
export function getConditionName(code: number | null | undefined): string {
  return (code !== null && code !== undefined && CONDITION_NAMES[code]) || 'Unknown';
}

/** Whether a weight is usable: a positive number with a unit (the item error rule of section 8). */
export function hasWeight(weight: ItemWeight | null | undefined): weight is { value: number; unit: WeightUnit } {
  return !!weight && weight.unit !== null && weight.value !== null && Number.isFinite(weight.value) && weight.value > 0;
}

/** A weight in pounds (ounces divided by 16), unrounded; 0 without a usable weight. */
export function toPounds(weight: ItemWeight | null | undefined): number {
  if (!hasWeight(weight)) return 0;
  return weight.unit === 'ounces' ? weight.value / OUNCES_PER_POUND : weight.value;
}

/** Rounds to 2 decimals, as totals are shown and exported. */
export function roundWeight(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The item card's weight: '1.5 lb', '12 oz', or 'N/A' when missing. */
export function formatItemWeight(weight: ItemWeight | null | undefined): string {
  if (!hasWeight(weight)) return 'N/A';
  return `${roundWeight(weight.value)} ${weight.unit === 'ounces' ? 'oz' : 'lb'}`;
}

// ---------------------------------------------------------------------------------------------
// Item error filters (section 8; the rules themselves are workbench.ts's itemErrorsOf)

/** The fields of a shipment item the rules read; the API's item (WorkbenchItem) carries them all. */
export interface ItemForRules {
  quantityShipped: number;
  quantityBoxed: number;
  weight: ItemWeight;
  /** Whether the item needs an expiry date (the server sends the seller's answer when given: isItemExpirable). */
  amzExpirable: boolean;
  /** YYYY-MM-DD, or null. */
  expDate: string | null;
}

/** Whether a product needs an expiry date: the seller's answer when given, else Amazon's. */
export function isItemExpirable(product: { amzExpirable: boolean; expirable?: boolean | null }): boolean {
  return product.expirable ?? product.amzExpirable;
}

/** Units still to put in boxes (never negative). */
export function getRemainingQuantity(item: Pick<ItemForRules, 'quantityShipped' | 'quantityBoxed'>): number {
  return Math.max(0, item.quantityShipped - item.quantityBoxed);
}

/** Fully boxed: boxed equals shipped; add-to-box is then disabled ('Item Units are fully Boxed'). */
export function isFullyBoxed(item: Pick<ItemForRules, 'quantityShipped' | 'quantityBoxed'>): boolean {
  return item.quantityBoxed === item.quantityShipped;
}

/** Whether the item card shows any error (weight, units to box, expiry). */
export function hasItemError(item: ItemForRules): boolean {
  return itemErrorsOf(item).length > 0;
}

/** Whether an item shows under the items panel's error filter ('ALL_ERRORS': any error). */
export function matchesItemErrorFilter(item: ItemForRules, filter: ItemErrorFilter): boolean {
  const errors = itemErrorsOf(item);
  return filter === 'ALL_ERRORS' ? errors.length > 0 : errors.includes(filter);
}

// ---------------------------------------------------------------------------------------------
// Update Quantity dialog (section 5)

/** Amazon's allowance for changing a shipment's units: 5% or 6 units, whichever is more. */
export const QUANTITY_CHANGE_ALLOWANCE = { percent: 5, units: 6 } as const;

/** The largest change within the allowance for a shipment item of `quantity` units. */
export function getQuantityChangeAllowance(quantity: number): number {
  return Math.max(QUANTITY_CHANGE_ALLOWANCE.units, Math.floor((quantity * QUANTITY_CHANGE_ALLOWANCE.percent) / 100));
}

/**
 * Whether a new quantity goes past the 5% / 6 units allowance. A warning, not a refusal: the
 * content-update preview's fee says what Amazon charges for the change, and the seller decides.
 */
export function isQuantityChangeOverAllowance(current: number, next: number): boolean {
  return Math.abs(next - current) > getQuantityChangeAllowance(current);
}

const isPositiveInteger = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

export interface QuantityUpdateInput {
  /** The shipment requires cases (areCasesRequired): units are case quantity times boxes. */
  areCasesRequired: boolean;
  /** Units (loose) or units in a case (case-packed). */
  quantity: number | null;
  /** Number of cases; read only for case-packed shipments. */
  boxes?: number | null;
  /** The item's current units. */
  quantityShipped: number;
}

export interface QuantityUpdateCheck {
  /** Units to send: the quantity, or case quantity times boxes. */
  total: number;
  /** Red fields (the spec flags them without a message). */
  invalid: { quantity: boolean; boxes: boolean };
  /** The first refusal in words, or undefined when the change can go to Amazon. */
  message?: string;
  /** The 5% / 6 units warning when the change goes past it. */
  warning?: string;
}

/**
 * The Update Quantity dialog: quantity above 0 (and at most 150 in a case), for case-packed
 * shipments boxes above 0 too; total = case quantity x boxes; different from the current
 * quantity. A decrease takes its units out of the SKU's boxes (`findQuantityChangeRefusal`: only
 * after the transport is confirmed, when every unit is in a box), so boxed units do not bound it.
 */
export function checkQuantityUpdate(input: QuantityUpdateInput): QuantityUpdateCheck {
  const quantityValid =
    isPositiveInteger(input.quantity) && (!input.areCasesRequired || input.quantity <= MAX_UNITS_PER_BOX);
  const boxesValid = !input.areCasesRequired || isPositiveInteger(input.boxes);
  const total = quantityValid && boxesValid ? input.quantity! * (input.areCasesRequired ? input.boxes! : 1) : 0;
  const invalid = { quantity: !quantityValid, boxes: !boxesValid };
  if (!quantityValid) {
    const overCase = input.areCasesRequired && isPositiveInteger(input.quantity);
    return {
      total,
      invalid,
      message: overCase ? itemRuleMessages.caseQuantityOverLimit : itemRuleMessages.quantityInvalid,
    };
  }
  if (!boxesValid) return { total, invalid, message: itemRuleMessages.boxesInvalid };
  if (total === input.quantityShipped) return { total, invalid, message: itemRuleMessages.quantityUnchanged };
  const warning = isQuantityChangeOverAllowance(input.quantityShipped, total)
    ? itemRuleMessages.quantityChangeWarning
    : undefined;
  return warning ? { total, invalid, warning } : { total, invalid };
}

/**
 * Whether a shipment's units can change through Amazon now (Update Quantity, delete), or why not:
 * Amazon generates content-update previews only "for a shipment with a confirmed carrier"
 * (generateShipmentContentUpdatePreviews), and only until the shipment is marked shipped. So WORKING
 * and PENDING_TO_MARK_SHIP with a CONFIRMED transport, nothing else. Null when it can.
 */
export function findQuantityChangeRefusal(shipment: {
  shipmentStatus: string;
  transportStatus: string | null | undefined;
}): string | null {
  if (shipment.shipmentStatus !== 'WORKING' && shipment.shipmentStatus !== 'PENDING_TO_MARK_SHIP')
    return workbenchMessages.notWorking;
  if (shipment.transportStatus !== 'CONFIRMED') return itemRuleMessages.transportNotConfirmed;
  return null;
}

/** Deleting a SKU from the shipment (quantity 0): refused while any of its units are in boxes. */
export function checkItemDelete(item: Pick<ItemForRules, 'quantityBoxed'>): string | undefined {
  return item.quantityBoxed > 0 ? itemRuleMessages.deleteBoxedItem(item.quantityBoxed) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Add Units in New/Existing Box (section 5)

export interface AddToExistingBoxInput {
  boxId: string | null | undefined;
  quantity: number | null;
  /** Shipped minus boxed. */
  remaining: number;
  /** Units already in the chosen box, when known: a box holds at most 150. */
  unitsInBox?: number;
}

export interface DialogCheck<Field extends string> {
  /** Messages under the fields at fault. */
  fields: Partial<Record<Field, string>>;
  /** The one notice to show on submit, or undefined when the dialog may submit. */
  message?: string;
}

/**
 * Add to existing box: a box must be chosen ('Please select box'); quantity above 0 and at most
 * the remaining units ('Please enter valid quantity' under the field, 'Entered invalid quantity!'
 * as the notice); the box's units stay within 150.
 */
export function checkAddToExistingBox(input: AddToExistingBoxInput): DialogCheck<'box' | 'quantity'> {
  const fields: Partial<Record<'box' | 'quantity', string>> = {};
  if (!input.boxId) fields.box = itemRuleMessages.selectBox;
  const quantityValid = isPositiveInteger(input.quantity) && input.quantity <= input.remaining;
  if (!quantityValid) fields.quantity = itemRuleMessages.enterValidQuantity;
  if (!quantityValid) return { fields, message: itemRuleMessages.invalidQuantityEntered };
  if (fields.box) return { fields, message: itemRuleMessages.selectBox };
  if (input.unitsInBox !== undefined && input.unitsInBox + input.quantity! > MAX_UNITS_PER_BOX) {
    return { fields: { quantity: itemRuleMessages.boxUnitsOverLimit }, message: itemRuleMessages.boxUnitsOverLimit };
  }
  return { fields };
}

export interface CreateBoxesInput {
  /** Units in each new box. */
  quantityPerBox: number | null;
  /** How many boxes (the dialog starts at 1). */
  boxCount: number | null;
  /** Shipped minus boxed. */
  remaining: number;
}

/**
 * Create new boxes: units per box and box count above 0 ('Invalid box length or quantity'),
 * at most 150 units a box, and per-box units times boxes within the remaining units
 * ('Quantity for each box should less then available quantity').
 */
export function checkCreateBoxes(input: CreateBoxesInput): DialogCheck<'quantityPerBox' | 'boxCount'> {
  const fields: Partial<Record<'quantityPerBox' | 'boxCount', string>> = {};
  if (!isPositiveInteger(input.quantityPerBox)) fields.quantityPerBox = itemRuleMessages.invalidBoxLengthOrQuantity;
  if (!isPositiveInteger(input.boxCount)) fields.boxCount = itemRuleMessages.invalidBoxLengthOrQuantity;
  if (fields.quantityPerBox || fields.boxCount) return { fields, message: itemRuleMessages.invalidBoxLengthOrQuantity };
  if (input.quantityPerBox! > MAX_UNITS_PER_BOX) {
    return {
      fields: { quantityPerBox: itemRuleMessages.boxUnitsOverLimit },
      message: itemRuleMessages.boxUnitsOverLimit,
    };
  }
  if (input.quantityPerBox! * input.boxCount! > input.remaining) {
    return {
      fields: { quantityPerBox: itemRuleMessages.quantityOverAvailable },
      message: itemRuleMessages.quantityOverAvailable,
    };
  }
  return { fields };
}

/** Which mode the Add Units dialog opens in: 'add' (to an existing box) when boxes exist, else 'create'. */
export function getAddUnitsMode(boxCount: number): 'add' | 'create' {
  return boxCount > 0 ? 'add' : 'create';
}

// ---------------------------------------------------------------------------------------------
// Set Expiry Date, Set Item Weight, box dimensions (section 5)

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The latest time zone (UTC-12) ends a calendar day 36 hours after that day begins in UTC. */
const LATEST_DAY_END_MS = 36 * 3_600_000;

/** Whether the text is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * Whether a YYYY-MM-DD date is over everywhere on Earth at `now`. Today in the seller's time
 * zone is never in the past, whichever zone the server runs in; yesterday is past once it has
 * ended in the latest zone.
 */
export function isDateInPast(value: string, now: Date): boolean {
  return Date.parse(`${value}T00:00:00Z`) + LATEST_DAY_END_MS <= now.getTime();
}

/** Set Expiry Date: required ('Field cannot be empty*'), a real date, and not in the past ('Date cannot be set in past*'). */
export function checkExpiryDate(value: string | null | undefined, now: Date): string | undefined {
  const text = value?.trim() ?? '';
  if (!text || !isCalendarDate(text)) return itemRuleMessages.fieldEmpty;
  if (isDateInPast(text, now)) return itemRuleMessages.dateInPast;
  return undefined;
}

/** Far above anything a carrier takes; keeps stored numbers sane. */
export const MAX_ITEM_WEIGHT = 100_000;

/**
 * Set Item Weight: a positive number ('Field cannot be empty or invalid*') and a unit ('Please
 * select weight unit'). Returns the message per field.
 */
export function checkItemWeight(
  value: number | null | undefined,
  unit: WeightUnit | 'none' | null | undefined,
): Partial<Record<'value' | 'unit', string>> {
  const errors: Partial<Record<'value' | 'unit', string>> = {};
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_ITEM_WEIGHT)
    errors.value = itemRuleMessages.weightInvalid;
  if (unit !== 'pounds' && unit !== 'ounces') errors.unit = itemRuleMessages.selectWeightUnit;
  return errors;
}

/** What a number field accepts while typing: digits and one decimal point, never a minus sign. */
export function isNonNegativeNumberInput(text: string): boolean {
  return /^\d*\.?\d*$/.test(text);
}

/** The Update Dimension to Box form as typed (numbers null while empty, unit 'none' until chosen). */
export interface BoxDimensionsDraft {
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  weightUnit: WeightUnit | 'none' | null;
}

/** Far above any box a carrier takes (as box categories). */
export const MAX_BOX_DIMENSION = 10_000;

/**
 * Update Dimension to Box: length, width, height and weight each positive ('Feild cannot be
 * empty or invalid*'), and a unit chosen ('Please select weight unit*'). Inches; the weight in
 * the unit chosen.
 */
export function checkBoxDimensions(
  input: BoxDimensionsDraft,
): Partial<Record<'length' | 'width' | 'height' | 'weight' | 'weightUnit', string>> {
  const errors: Partial<Record<'length' | 'width' | 'height' | 'weight' | 'weightUnit', string>> = {};
  for (const field of ['length', 'width', 'height', 'weight'] as const) {
    const value = input[field];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_BOX_DIMENSION)
      errors[field] = itemRuleMessages.boxFieldInvalid;
  }
  if (input.weightUnit !== 'pounds' && input.weightUnit !== 'ounces')
    errors.weightUnit = itemRuleMessages.boxSelectWeightUnit;
  return errors;
}

/** Box item quantity edit: a whole number above 0 ('Incorrect Quantity!'), at most 150 in a box. */
export function checkBoxItemQuantity(quantity: number | null | undefined): string | undefined {
  if (!isPositiveInteger(quantity)) return itemRuleMessages.incorrectQuantity;
  if (quantity > MAX_UNITS_PER_BOX) return itemRuleMessages.boxUnitsOverLimit;
  return undefined;
}
