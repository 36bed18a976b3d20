import { MAX_UNITS_PER_BOX } from './imports.js';
import { OUNCES_PER_POUND } from './products.js';
import type { WeightUnit } from './settings.js';

/**
 * Auto-pack suggestion (issue 14): for a shipment with no boxes yet, a proposed set of boxes from
 * the SKUs' packaging rules and the account's box categories, for the seller to review and apply
 * in one step. Pure: the caller reads the items, rules and categories and creates the boxes.
 *
 * Amazon's limits for a box sent to its fulfilment centres (Seller Central, "Shipping and routing
 * requirements"): at most 50 lb, unless it holds one item that alone weighs more; no side over
 * 25 in, unless it holds one item that needs the size. Ours (spec document 3): at most 150 units
 * in a box.
 *
 * Decisions where the spec is silent:
 * - One SKU per box: a box is what the seller's rule says (its category and its count), as the
 *   spec's create-boxes call makes them; the last box of a SKU takes the units left over.
 * - The rule used is the SKU's default; without a default, the rule that fits the most units in
 *   a box within the limits (fewest boxes), the first such rule on a tie.
 * - A box over 25 in on a side (the category's dimensions) holds one unit; a box whose weight
 *   would pass 50 lb holds as many units as stay within 50 lb, and one unit when even one is over.
 * - Case-packed shipments: a box is one case (the item's case quantity), with the rule's category
 *   when the SKU has one; a case over 50 lb with more than one unit cannot be proposed (cases are
 *   not split) and is listed for the seller, as is a case of over 150 units (our box limit).
 * - A SKU without a weight is packed by its rule, and named in `warnings`: its boxes' weights are
 *   unknown, so the 50 lb limit could not be checked.
 * - A loose-pack shipment none of whose SKUs has a packaging rule (a new seller has rules for
 *   nothing yet) is boxed by each SKU's size when the catalogue gives it: in the account's box
 *   category (or, with none, the
 *   standard box size) that takes it in the fewest boxes, no side over 25 in, as many units as
 *   fill 85% of the box's volume and stay within 50 lb; the smallest box on a tie. Without its
 *   size, or when it fits no box, it is left for the seller (`unpacked`) with the reason. Where
 *   other SKUs have rules, a SKU without one is left for the seller: a seller who packs by rules
 *   has not made one for it on purpose. A case-packed SKU without a case quantity is left too.
 */

/** Amazon's box limits, and ours. */
export const BOX_LIMITS = { maxPounds: 50, maxSideInches: 25, maxUnits: MAX_UNITS_PER_BOX } as const;

export const autoPackMessages = {
  hasBoxes: 'Auto-pack is for a shipment with no boxes yet',
  nothingToPack: 'No units left to box',
  noRule: 'No packaging rule: add one to the SKU, or box it by hand',
  noCaseQuantity: 'No case quantity: box this SKU by hand',
  partCase: 'Units that make no whole case: box them by hand',
  caseOverweight: 'A case weighs over 50 lb: Amazon takes a box over 50 lb only with one unit in it',
  caseOverUnits: `A case holds over ${MAX_UNITS_PER_BOX} units: a box holds at most ${MAX_UNITS_PER_BOX}`,
  missingWeight: 'No item weight: its boxes could not be checked against the 50 lb limit',
  tooBigForBoxes: 'The item fits none of your box sizes within 25 in a side: box it by hand',
} as const;

/**
 * Standard shipping box sizes (inches, empty weight in pounds), for a seller with no box category
 * yet: common corrugated sizes, none over Amazon's 25 in.
 */
export const STANDARD_BOXES = [
  { id: 'standard-12x12x12', name: 'Standard 12 x 12 x 12 in', length: 12, width: 12, height: 12, weight: 1 },
  { id: 'standard-16x12x12', name: 'Standard 16 x 12 x 12 in', length: 16, width: 12, height: 12, weight: 1.2 },
  { id: 'standard-18x14x12', name: 'Standard 18 x 14 x 12 in', length: 18, width: 14, height: 12, weight: 1.4 },
  { id: 'standard-18x18x16', name: 'Standard 18 x 18 x 16 in', length: 18, width: 18, height: 16, weight: 1.8 },
  { id: 'standard-24x18x18', name: 'Standard 24 x 18 x 18 in', length: 24, width: 18, height: 18, weight: 2.4 },
].map((box) => ({ ...box, weightUnit: 'pounds' as const }));
/** The share of a box's volume units may fill (the rest is packing and air). */
const FILL_RATIO = 0.85;

export interface AutoPackCategory {
  id: string;
  name: string;
  /** Inches. */
  length: number;
  width: number;
  height: number;
  /** The empty box's weight. */
  weight: number;
  weightUnit: WeightUnit;
}

export interface AutoPackRule {
  boxCategoryId: string;
  /** Units in one box of that category (1 to 150). */
  quantity: number;
  isDefault: boolean;
}

export interface AutoPackItem {
  shipmentItemId: string;
  sellerSku: string;
  /** Units still to box (shipped minus boxed). */
  quantity: number;
  /** Units per case, for case-packed shipments (0 or absent otherwise). */
  quantityInCase?: number;
  /** One unit's weight; null when the seller has not set it. */
  unitWeight: { value: number; unit: WeightUnit } | null;
  /** One unit's size in inches (the catalogue's); null when unknown. */
  unitSize?: { length: number; width: number; height: number } | null;
  rules: readonly AutoPackRule[];
}

export interface AutoPackInput {
  items: readonly AutoPackItem[];
  categories: readonly AutoPackCategory[];
  areCasesRequired: boolean;
  /** Boxes the shipment has: auto-pack proposes only for a shipment with none. */
  existingBoxes: number;
}

/** `count` identical boxes: one category (or none: dimensions to be entered), one SKU, `unitsPerBox` units each. */
export interface ProposedBoxes {
  count: number;
  boxCategoryId: string | null;
  /** A standard box size (the seller has no category): the boxes take its dimensions. */
  standardBox?: (typeof STANDARD_BOXES)[number];
  shipmentItemId: string;
  sellerSku: string;
  unitsPerBox: number;
  /** Each box's weight with its contents, in lb (2 decimals); null when the SKU or box weight is unknown. */
  poundsPerBox: number | null;
}

export type AutoPackResult =
  | { ok: false; message: string }
  | {
      ok: true;
      boxes: ProposedBoxes[];
      totalBoxes: number;
      totalUnits: number;
      /** SKUs left for the seller, with the reason. */
      unpacked: { shipmentItemId: string; sellerSku: string; quantity: number; reason: string }[];
      /** SKUs packed, with something the seller should check. */
      warnings: { shipmentItemId: string; sellerSku: string; message: string }[];
    };

function toPounds(value: number, unit: WeightUnit): number {
  return unit === 'pounds' ? value : value / OUNCES_PER_POUND;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Floating-point slack, so 50.000000001 lb from unit conversions still counts as 50. */
const EPSILON = 1e-9;

function isOversize(category: AutoPackCategory | undefined): boolean {
  return Boolean(
    category && Math.max(category.length, category.width, category.height) > BOX_LIMITS.maxSideInches + EPSILON,
  );
}

/**
 * The most units of one SKU a box of `category` may hold: the rule's count, at most 150, one in a
 * box over 25 in, and no more than keeps the box within 50 lb (one, when one is already over).
 */
function unitsPerBox(wanted: number, category: AutoPackCategory | undefined, unitPounds: number | null): number {
  let units = Math.min(wanted, BOX_LIMITS.maxUnits);
  if (isOversize(category)) units = 1;
  if (unitPounds !== null && unitPounds > 0) {
    const tare = category ? toPounds(category.weight, category.weightUnit) : 0;
    const fit = Math.floor((BOX_LIMITS.maxPounds - tare) / unitPounds + EPSILON);
    units = Math.min(units, Math.max(1, fit));
  }
  return Math.max(1, units);
}

function boxPounds(units: number, category: AutoPackCategory | undefined, unitPounds: number | null): number | null {
  if (unitPounds === null) return null;
  const tare = category ? toPounds(category.weight, category.weightUnit) : 0;
  return round2(tare + units * unitPounds);
}

/** The most units of `size` a box takes by volume (85% of it), 0 when one does not fit in any orientation. */
function unitsByVolume(box: { length: number; width: number; height: number }, size: AutoPackItem['unitSize']): number {
  if (!size) return 0;
  const inner = [box.length, box.width, box.height].sort((a, b) => a - b);
  const unit = [size.length, size.width, size.height].sort((a, b) => a - b);
  if (unit.some((side, i) => !(side > 0) || side > inner[i]! + EPSILON)) return 0;
  const fit = Math.floor((FILL_RATIO * inner[0]! * inner[1]! * inner[2]!) / (unit[0]! * unit[1]! * unit[2]!) + EPSILON);
  return Math.max(1, fit);
}

/**
 * A box for a SKU with no packaging rule, by its size: the account's categories within 25 in (or
 * the standard sizes when it has none), the one taking the SKU in the fewest boxes, the smallest on
 * a tie. A reason instead when its size is unknown or it fits none.
 */
function bySize(
  item: AutoPackItem,
  categories: readonly AutoPackCategory[],
  unitPounds: number | null,
):
  | string
  | { categoryId: string | null; standardBox?: (typeof STANDARD_BOXES)[number]; box: AutoPackCategory; units: number } {
  if (!item.unitSize) return autoPackMessages.noRule;
  const own = categories.filter((c) => !isOversize(c));
  const candidates = own.length
    ? own.map((c) => ({ box: c, standard: false }))
    : STANDARD_BOXES.map((box) => ({ box, standard: true }));
  let best: { box: AutoPackCategory; standard: boolean; units: number; count: number; volume: number } | undefined;
  for (const { box, standard } of candidates) {
    const byVolume = unitsByVolume(box, item.unitSize);
    if (!byVolume) continue;
    const units = unitsPerBox(byVolume, box, unitPounds);
    const count = Math.ceil(item.quantity / units);
    const volume = box.length * box.width * box.height;
    if (!best || count < best.count || (count === best.count && volume < best.volume))
      best = { box, standard, units, count, volume };
  }
  if (!best) return autoPackMessages.tooBigForBoxes;
  return best.standard
    ? { categoryId: null, standardBox: best.box as (typeof STANDARD_BOXES)[number], box: best.box, units: best.units }
    : { categoryId: best.box.id, box: best.box, units: best.units };
}

/**
 * Proposes boxes for every SKU with units to box. Deterministic: SKUs in the order given, each
 * SKU's full boxes before its last, partly filled one.
 */
export function suggestAutoPack(input: AutoPackInput): AutoPackResult {
  if (input.existingBoxes > 0) return { ok: false, message: autoPackMessages.hasBoxes };
  const items = input.items.filter((item) => item.quantity > 0);
  if (!items.length) return { ok: false, message: autoPackMessages.nothingToPack };
  const categories = new Map(input.categories.map((c) => [c.id, c]));
  // A seller with rules for none of these SKUs (a new one) gets boxes by the SKUs' sizes.
  const bySizes = !items.some((item) => item.rules.length > 0);
  const boxes: ProposedBoxes[] = [];
  const unpacked: Extract<AutoPackResult, { ok: true }>['unpacked'] = [];
  const warnings: Extract<AutoPackResult, { ok: true }>['warnings'] = [];

  for (const item of items) {
    const ref = { shipmentItemId: item.shipmentItemId, sellerSku: item.sellerSku };
    const unitPounds =
      item.unitWeight && item.unitWeight.value > 0 ? toPounds(item.unitWeight.value, item.unitWeight.unit) : null;
    const rules = item.rules.filter((r) => r.quantity > 0 && categories.has(r.boxCategoryId));
    const add = (count: number, category: AutoPackCategory | undefined, units: number) => {
      if (count <= 0 || units <= 0) return;
      boxes.push({
        count,
        boxCategoryId: category?.id ?? null,
        ...ref,
        unitsPerBox: units,
        poundsPerBox: boxPounds(units, category, unitPounds),
      });
    };

    if (input.areCasesRequired) {
      const perCase = item.quantityInCase ?? 0;
      if (!(perCase > 0)) {
        unpacked.push({ ...ref, quantity: item.quantity, reason: autoPackMessages.noCaseQuantity });
        continue;
      }
      if (perCase > BOX_LIMITS.maxUnits) {
        unpacked.push({ ...ref, quantity: item.quantity, reason: autoPackMessages.caseOverUnits });
        continue;
      }
      const rule = rules.find((r) => r.isDefault) ?? rules[0];
      const category = rule ? categories.get(rule.boxCategoryId) : undefined;
      const pounds = boxPounds(perCase, category, unitPounds);
      if (perCase > 1 && pounds !== null && pounds > BOX_LIMITS.maxPounds + EPSILON) {
        unpacked.push({ ...ref, quantity: item.quantity, reason: autoPackMessages.caseOverweight });
        continue;
      }
      const cases = Math.floor(item.quantity / perCase);
      add(cases, category, perCase);
      // Units that make no whole case (a quantity Amazon would refuse anyway) stay for the seller.
      if (item.quantity % perCase)
        unpacked.push({ ...ref, quantity: item.quantity % perCase, reason: autoPackMessages.partCase });
      if (unitPounds === null && cases > 0) warnings.push({ ...ref, message: autoPackMessages.missingWeight });
      continue;
    }

    if (!rules.length) {
      const sized = bySizes ? bySize(item, input.categories, unitPounds) : autoPackMessages.noRule;
      if (typeof sized === 'string') {
        unpacked.push({ ...ref, quantity: item.quantity, reason: sized });
        continue;
      }
      const full = Math.floor(item.quantity / sized.units);
      const rest = item.quantity % sized.units;
      for (const [count, units] of [
        [full, sized.units],
        [rest ? 1 : 0, rest],
      ] as const) {
        if (count <= 0 || units <= 0) continue;
        boxes.push({
          count,
          boxCategoryId: sized.categoryId,
          ...(sized.standardBox ? { standardBox: sized.standardBox } : {}),
          ...ref,
          unitsPerBox: units,
          poundsPerBox: boxPounds(units, sized.box, unitPounds),
        });
      }
      if (unitPounds === null) warnings.push({ ...ref, message: autoPackMessages.missingWeight });
      continue;
    }
    const fitted = rules.map((rule) => {
      const category = categories.get(rule.boxCategoryId);
      return { rule, category, units: unitsPerBox(rule.quantity, category, unitPounds) };
    });
    const chosen =
      fitted.find((f) => f.rule.isDefault) ?? fitted.reduce((best, f) => (f.units > best.units ? f : best), fitted[0]!);
    const full = Math.floor(item.quantity / chosen.units);
    const rest = item.quantity % chosen.units;
    add(full, chosen.category, chosen.units);
    add(rest ? 1 : 0, chosen.category, rest);
    if (unitPounds === null) warnings.push({ ...ref, message: autoPackMessages.missingWeight });
  }

  return {
    ok: true,
    boxes,
    totalBoxes: boxes.reduce((n, b) => n + b.count, 0),
    totalUnits: boxes.reduce((n, b) => n + b.count * b.unitsPerBox, 0),
    unpacked,
    warnings,
  };
}
