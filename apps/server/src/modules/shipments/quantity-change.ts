/**
 * A SKU's new units as Amazon's content-update preview takes them (issue 26; README beside this
 * file, "Quantity changes after the transport is confirmed"). Amazon asks for every item and every
 * box of the shipment after the change: boxes it has are named by their packageId, a box without
 * one is a new box, and boxes left out are removed (BoxUpdateInput.packageId). Once the transport
 * is confirmed the seller can no longer repack, so the change moves units in the boxes themselves:
 * an increase goes into the last box (highest number) holding the SKU, a decrease comes out of the
 * SKU's boxes, last box first, and a box left empty is left out. Pure: the item quantity service
 * sends the result and, once Amazon confirms it, the repository applies the same moves.
 */
import { itemRuleMessages, MAX_UNITS_PER_BOX, workbenchMessages } from '@stowline/domain';
import type { BoxUpdateInput, ItemInput } from '../marketplace/fulfillment-inbound.js';

/** One of the shipment's boxes as the change reads it. */
export interface ContentBox {
  id: string;
  number: number;
  /** Amazon's packageId (a pack-first shipment's boxes get it at placement); null: a box Amazon does not have yet. */
  packageId: string | null;
  length: number;
  width: number;
  height: number;
  /** Pounds: the weight Amazon has for the box, or the box's own where Amazon has none. */
  weightLb: number;
  items: { msku: string; quantity: number }[];
}

/** Units of the SKU moved into (positive) or out of (negative) one box. */
export interface UnitMove {
  boxId: string;
  number: number;
  delta: number;
  /** The SKU's units in the box after the move (0: taken out). */
  quantity: number;
}

export interface QuantityChangePlan {
  /** Every item of the shipment after the change (Amazon's list, this SKU's units changed). */
  items: ItemInput[];
  /** Every box of the shipment after the change, by number; boxes left empty are not in it. */
  boxes: BoxUpdateInput[];
  moves: UnitMove[];
  /** Boxes the change empties: Amazon removes them, and so do we. */
  removedBoxIds: string[];
}

export type ContentSource = BoxUpdateInput['contentInformationSource'];

const round2 = (value: number) => Math.round(value * 100) / 100;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The preview's items and boxes for `msku` at `quantity` units (0: the SKU leaves the shipment),
 * or the refusal in the seller's words. The SKU's boxes end up holding `quantity` units: an
 * increase in its last box (at most 150 units a box), a decrease from its last boxes first. A box's
 * weight follows by `unitWeightLb` a unit moved (unchanged when the item has no weight). Boxes of
 * BOX_CONTENT_PROVIDED list their items with the owners, expiration and lot Amazon lists for them.
 */
export function planQuantityChange(input: {
  listed: readonly ItemInput[];
  boxes: readonly ContentBox[];
  msku: string;
  quantity: number;
  unitWeightLb: number | null;
  source: ContentSource;
}): QuantityChangePlan | { refusal: string } {
  const entries = input.listed.filter((i) => same(i.msku, input.msku));
  if (entries.length === 0) return { refusal: workbenchMessages.itemNotInShipment };
  if (entries.length > 1) return { refusal: itemRuleMessages.severalLots(input.msku) };

  const holding = input.boxes
    .filter((b) => b.items.some((i) => same(i.msku, input.msku) && i.quantity > 0))
    .sort((a, b) => b.number - a.number);
  const unitsOf = (box: ContentBox) =>
    box.items.filter((i) => same(i.msku, input.msku)).reduce((n, i) => n + i.quantity, 0);
  const boxed = holding.reduce((n, b) => n + unitsOf(b), 0);
  const moves: UnitMove[] = [];
  let delta = input.quantity - boxed;
  if (delta > 0) {
    const last = holding[0];
    if (!last) return { refusal: itemRuleMessages.noBoxHoldsSku };
    const total = last.items.reduce((n, i) => n + i.quantity, 0) + delta;
    if (total > MAX_UNITS_PER_BOX) return { refusal: itemRuleMessages.lastBoxOverLimit(last.number, total) };
    moves.push({ boxId: last.id, number: last.number, delta, quantity: unitsOf(last) + delta });
  }
  for (const box of holding) {
    if (delta >= 0) break;
    const taken = Math.min(unitsOf(box), -delta);
    moves.push({ boxId: box.id, number: box.number, delta: -taken, quantity: unitsOf(box) - taken });
    delta += taken;
  }

  const byBox = new Map(moves.map((m) => [m.boxId, m]));
  const lots = new Map<string, ItemInput[]>();
  for (const item of input.listed)
    lots.set(item.msku.toLowerCase(), [...(lots.get(item.msku.toLowerCase()) ?? []), item]);
  const boxes: BoxUpdateInput[] = [];
  const removedBoxIds: string[] = [];
  for (const box of [...input.boxes].sort((a, b) => a.number - b.number)) {
    const move = byBox.get(box.id);
    const items = box.items
      .map((i) => (move && same(i.msku, input.msku) ? { ...i, quantity: move.quantity } : i))
      .filter((i) => i.quantity > 0);
    if (items.length === 0) {
      removedBoxIds.push(box.id);
      continue;
    }
    let boxItems: ItemInput[] | undefined;
    if (input.source === 'BOX_CONTENT_PROVIDED') {
      boxItems = [];
      for (const item of items) {
        const listed = lots.get(item.msku.toLowerCase()) ?? [];
        if (listed.length !== 1) return { refusal: itemRuleMessages.severalLots(item.msku) };
        boxItems.push({ ...listed[0]!, quantity: item.quantity });
      }
    }
    const weight = box.weightLb + (move && input.unitWeightLb ? move.delta * input.unitWeightLb : 0);
    boxes.push({
      ...(box.packageId ? { packageId: box.packageId } : {}),
      contentInformationSource: input.source,
      dimensions: { length: box.length, width: box.width, height: box.height, unitOfMeasurement: 'IN' },
      weight: { unit: 'LB', value: Math.max(0.01, round2(weight)) },
      quantity: 1,
      ...(boxItems ? { items: boxItems } : {}),
    });
  }
  const items = input.listed
    .map((i) => (same(i.msku, input.msku) ? { ...i, quantity: input.quantity } : i))
    .filter((i) => i.quantity > 0);
  return { items, boxes, moves, removedBoxIds };
}

const KG_TO_LB = 2.20462262;
const poundsOf = (weight: { unit: string; value: number } | undefined) =>
  weight ? (weight.unit === 'KG' ? weight.value * KG_TO_LB : weight.value) : 0;

/** A box list's shape for comparison: package ids, units per SKU and weight (to 0.01 lb), order aside. */
function boxesKey(boxes: readonly BoxUpdateInput[]): string[] {
  return boxes
    .map((b) =>
      JSON.stringify([
        b.packageId ?? '',
        b.quantity,
        round2(poundsOf(b.weight)),
        (b.items ?? [])
          .map((i) => `${i.msku.toLowerCase()}=${i.quantity}`)
          .sort()
          .join(','),
      ]),
    )
    .sort();
}

/** Whether a preview's requested boxes are the boxes planned now (the boxes did not change since it was made). */
export function isSameBoxes(planned: readonly BoxUpdateInput[], requested: readonly BoxUpdateInput[] | undefined) {
  const a = boxesKey(planned);
  const b = boxesKey(requested ?? []);
  return a.length === b.length && a.every((key, i) => key === b[i]);
}

/** Amazon's weight of a box in pounds (what a preview starts from), 2 decimals. */
export function amazonWeightLb(weight: { unit: string; value: number } | undefined): number | null {
  return weight ? round2(poundsOf(weight)) : null;
}
