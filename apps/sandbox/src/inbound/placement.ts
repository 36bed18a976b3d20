// Placement options: how Amazon splits a plan's units over fulfilment centres, and what each
// split costs in inbound placement fees.
//
// Units are grouped by what a centre must be able to receive: standard-size or oversize, and
// dangerous goods or not; each group goes to centres that receive it (hazmat only to the
// dangerous-goods centres). The candidate centres of a group are the marketplace's centres in an
// order drawn from the plan id, so one plan always gets the same options and another plan other
// centres. Up to three options:
// - MINIMAL ("minimal shipment splits"): each group to one centre, the full placement fee;
// - PARTIAL ("partial shipment splits"): each group over two other centres, the reduced fee;
//   both fees at the level of the single-location centre's region (West: top of Amazon's range,
//   East: bottom, Central: middle), so the partial split always costs less;
// - OPTIMIZED ("Amazon-optimized shipment splits"): each group over up to four centres, no fee.
// A group's units are dealt to its centres SKU by SKU, the largest first to the emptiest centre;
// when there are fewer SKUs than centres, the largest SKU is halved (in whole cases when it is
// case-packed). An option is only offered when it has more shipments than the one before it, so a
// plan of one unit gets one option and most plans get two or three.
import type { SellerData } from '../data/generate.js';
import { fulfillmentCentersOf, type FulfillmentCenter } from '../data/fulfillment-centers.js';
import { currencyOf, inboundFactsOf, placementFeePerUnit, type InboundFacts } from '../data/inbound-facts.js';
import { createRandom } from '../random.js';
import { DANGEROUS_GOODS_MESSAGE, listedProduct, problem, receives, resourceDetails } from './rules.js';
import type { ItemInput, Money, OperationProblem, PlacementKind } from './types.js';

export interface PlannedShipment {
  warehouseId: string;
  items: ItemInput[];
}

export interface PlannedOption {
  kind: PlacementKind;
  shipments: PlannedShipment[];
  fee: Money;
  units: number;
}

const KINDS: { kind: PlacementKind; start: number; centres: number }[] = [
  { kind: 'MINIMAL', start: 0, centres: 1 },
  { kind: 'PARTIAL', start: 1, centres: 2 },
  { kind: 'OPTIMIZED', start: 3, centres: 4 },
];

interface Group {
  key: string;
  facts: InboundFacts;
  candidates: FulfillmentCenter[];
  items: ItemInput[];
}

function shuffled<T>(items: readonly T[], seed: string): T[] {
  const random = createRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Up to `count` distinct centres of the list, starting at `start` and wrapping around. */
function centresFrom(candidates: FulfillmentCenter[], start: number, count: number): FulfillmentCenter[] {
  const n = candidates.length;
  const picked: FulfillmentCenter[] = [];
  for (let i = 0; i < n && picked.length < count; i++) picked.push(candidates[(start + i) % n]!);
  return picked;
}

/** Deals a group's items to `bins` centres (see the file comment); empty centres are dropped. */
function deal(items: ItemInput[], bins: number, caseOf: (msku: string) => number): ItemInput[][] {
  const shipments: ItemInput[][] = Array.from({ length: bins }, () => []);
  const units = (list: ItemInput[]) => list.reduce((sum, i) => sum + i.quantity, 0);
  const sorted = [...items].sort((a, b) => b.quantity - a.quantity || (a.msku < b.msku ? -1 : a.msku > b.msku ? 1 : 0));
  for (const item of sorted) {
    let target = shipments[0]!;
    for (const s of shipments) if (units(s) < units(target)) target = s;
    target.push({ ...item });
  }
  for (const empty of shipments.filter((s) => s.length === 0)) {
    let best: ItemInput | undefined;
    for (const s of shipments)
      for (const item of s) {
        const step = caseOf(item.msku);
        if (item.quantity >= 2 * step && (!best || item.quantity > best.quantity)) best = item;
      }
    if (!best) break;
    const step = caseOf(best.msku);
    const moved = Math.floor(best.quantity / step / 2) * step;
    best.quantity -= moved;
    empty.push({ ...best, quantity: moved });
  }
  return shipments.filter((s) => s.length > 0);
}

/**
 * The placement options of a plan's items, or the problems that stop Amazon from placing them
 * (a group no centre of the marketplace receives). Warnings name the dangerous-goods SKUs and the
 * only centres that receive them.
 */
export function planPlacementOptions(
  inboundPlanId: string,
  marketplaceId: string,
  items: ItemInput[],
  data: SellerData,
): { options: PlannedOption[]; problems: OperationProblem[] } {
  const centres = fulfillmentCentersOf(marketplaceId);
  const groups = new Map<string, Group>();
  const factsByMsku = new Map<string, InboundFacts>();
  for (const item of items) {
    const product = listedProduct(data, marketplaceId, item.msku);
    if (!product) continue;
    const facts = inboundFactsOf(product);
    factsByMsku.set(item.msku, facts);
    const key = `${facts.dangerousGoods ? 'hazmat-' : ''}${facts.sizeClass}`;
    let group = groups.get(key);
    if (!group) {
      const candidates = shuffled(
        centres.filter((c) => receives(c, facts)),
        `${inboundPlanId}|${key}`,
      );
      groups.set(key, (group = { key, facts, candidates, items: [] }));
    }
    group.items.push(item);
  }
  const problems: OperationProblem[] = [];
  for (const [msku, facts] of factsByMsku) {
    if (!facts.dangerousGoods) continue;
    const group = groups.get(`hazmat-${facts.sizeClass}`)!;
    const where = group.candidates.map((c) => c.warehouseId).sort();
    const dg = `${facts.dangerousGoods.unNumber}, class ${facts.dangerousGoods.transportClass}`;
    problems.push(
      where.length === 0
        ? problem('DangerousGoods', DANGEROUS_GOODS_MESSAGE, msku, `No centre in this marketplace receives ${dg}.`)
        : {
            code: 'DangerousGoods',
            message: `WARNING: ${DANGEROUS_GOODS_MESSAGE}`,
            details: resourceDetails(msku, `Dangerous goods (${dg}) are received only at ${where.join(', ')}.`),
            severity: 'WARNING',
          },
    );
  }
  for (const group of groups.values())
    if (group.candidates.length === 0 && !group.facts.dangerousGoods)
      for (const item of group.items)
        problems.push(
          problem('NoDestination', `No centre in this marketplace receives ${group.facts.sizeTier} units.`, item.msku),
        );
  if (problems.some((p) => p.severity === 'ERROR')) return { options: [], problems };

  const caseOf = (msku: string) => factsByMsku.get(msku)?.caseQuantity ?? 1;
  const currency = currencyOf(marketplaceId);
  const options: PlannedOption[] = [];
  for (const { kind, start, centres: count } of KINDS) {
    const shipments: PlannedShipment[] = [];
    let fee = 0;
    let units = 0;
    for (const group of groups.values()) {
      const chosen = centresFrom(group.candidates, start, count);
      const dealt = deal(group.items, chosen.length, caseOf);
      // The fee level follows the region of the group's single-location centre for every option,
      // so a partial split always costs less than the minimal one.
      const region = group.candidates[0]!.region;
      dealt.forEach((shipmentItems, i) => {
        shipments.push({ warehouseId: chosen[i]!.warehouseId, items: shipmentItems });
        for (const item of shipmentItems) {
          units += item.quantity;
          fee += item.quantity * placementFeePerUnit(factsByMsku.get(item.msku)!, kind, region, marketplaceId);
        }
      });
    }
    const previous = options[options.length - 1];
    if (previous && shipments.length <= previous.shipments.length) continue;
    options.push({ kind, shipments, fee: { amount: Math.round(fee * 100) / 100, code: currency }, units });
  }
  return { options, problems };
}
