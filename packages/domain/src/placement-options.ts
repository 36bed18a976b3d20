import type { PlacementOptionView } from './inbound-plan-responses.js';

/**
 * Amazon's placement options (v2024-03-20) as the create-shipment screens show them: each
 * option's placement fee, a shipment's share of it, the option shown first (Send to Amazon's
 * choice) and what the no-fee option means against the cheapest paid one.
 */

/** An amount of money as v2024 states it (`Currency`). */
export interface Money {
  amount: number;
  code: string;
}

/** A v2024 `Incentive` (fees and discounts of a placement option). */
export interface Incentive {
  description?: string;
  target?: string;
  type?: string;
  value: Money;
}

const roundCents = (value: number) => Math.round(value * 100) / 100;

/**
 * A placement option's placement fee: its fees less its discounts (never below 0), and that per
 * unit of the option's units, rounded to cents. The currency is the fees' (USD when there are none).
 */
export function summarisePlacementFee(
  option: { fees: readonly Incentive[]; discounts: readonly Incentive[] },
  units: number,
): { total: number; perUnit: number; discount: number; currency: string } {
  const sum = (list: readonly Incentive[]) => list.reduce((total, i) => total + (Number(i.value.amount) || 0), 0);
  const fees = sum(option.fees);
  const discount = sum(option.discounts);
  const total = roundCents(Math.max(0, fees - discount));
  const currency = option.fees[0]?.value.code ?? option.discounts[0]?.value.code ?? 'USD';
  return { total, perUnit: units > 0 ? roundCents(total / units) : 0, discount: roundCents(discount), currency };
}

/**
 * One shipment's share of its option's placement fee, by units. The shares of an option add up
 * to its total: the last shipment (by `index` of `unitsPerShipment`) takes the rounding remainder.
 */
export function sharePlacementFee(total: number, unitsPerShipment: readonly number[], index: number): number {
  const units = unitsPerShipment.reduce((a, b) => a + b, 0);
  if (units <= 0 || total <= 0) return 0;
  const shares = unitsPerShipment.map((u) => roundCents((total * u) / units));
  const last = unitsPerShipment.length - 1;
  shares[last] = roundCents(total - shares.slice(0, last).reduce((a, b) => a + b, 0));
  return shares[index] ?? 0;
}

/** The facts of a placement option the choice needs. */
export interface OptionForChoice {
  placementOptionId: string;
  status: string;
  /** Its placement fee less its discounts (summarisePlacementFee's total). */
  totalFee: number;
  shipmentIds: readonly string[];
  /** The centres of its shipments (a centre may appear once per shipment). */
  fulfillmentCenterIds: readonly string[];
  /** Per FC, the FBA types of the SKUs it receives in this option. */
  fbaTypesByFc?: Readonly<Record<string, readonly string[]>>;
}

const centresOf = (option: Pick<OptionForChoice, 'fulfillmentCenterIds'>) => new Set(option.fulfillmentCenterIds).size;

/**
 * Orders options as Send to Amazon offers them: the lowest fee first (Amazon's no-fee
 * "Amazon-optimized" split before any paid one), then the fewest shipments, then the fewest
 * centres; 0 keeps Amazon's order.
 */
function compareByFeeAndSplit(
  a: Pick<OptionForChoice, 'totalFee' | 'shipmentIds' | 'fulfillmentCenterIds'>,
  b: Pick<OptionForChoice, 'totalFee' | 'shipmentIds' | 'fulfillmentCenterIds'>,
): number {
  return a.totalFee - b.totalFee || a.shipmentIds.length - b.shipmentIds.length || centresOf(a) - centresOf(b);
}

/** The first of the options by `compare`, Amazon's order on a tie; undefined when there are none. */
function firstBy<T>(options: readonly T[], compare: (a: T, b: T) => number): T | undefined {
  return options.reduce<T | undefined>((best, o) => (best === undefined || compare(o, best) < 0 ? o : best), undefined);
}

/**
 * The option a plan request shows first, as Send to Amazon preselects it: when the seller asked
 * for an FC (Ship to FC, Try this FC), the cheapest option that goes there; otherwise Amazon's
 * no-fee option, the one with the fewest shipments when several are free, else the cheapest paid
 * one. Ties go to fewer shipments, then to the option sending the most FBA types to their
 * favourite FC, then to fewer centres, then Amazon's order. Expired options are never chosen;
 * undefined when none is offered.
 */
export function chooseDefaultOption<T extends OptionForChoice>(
  options: readonly T[],
  preferences: { selectedFcid?: string | null; favouriteFcByFbaType?: Readonly<Record<string, string>> } = {},
): T | undefined {
  const open = options.filter((o) => o.status !== 'EXPIRED');
  const favourites = preferences.favouriteFcByFbaType ?? {};
  const favouredTypes = (o: T) =>
    Object.entries(o.fbaTypesByFc ?? {}).reduce(
      (n, [centre, types]) => n + types.filter((t) => favourites[t] === centre).length,
      0,
    );
  const compare = (a: T, b: T) =>
    a.totalFee - b.totalFee ||
    a.shipmentIds.length - b.shipmentIds.length ||
    favouredTypes(b) - favouredTypes(a) ||
    centresOf(a) - centresOf(b);
  const fc = preferences.selectedFcid?.toUpperCase();
  const going = fc ? open.filter((o) => o.fulfillmentCenterIds.includes(fc)) : [];
  return firstBy(going.length ? going : open, compare);
}

/** A placement option as the comparison states it. */
export interface PlacementSplit {
  placementOptionId: string;
  shipments: number;
  centres: number;
  totalFee: number;
  currency: string;
}

/**
 * Amazon's no-fee option against its cheapest paid one, which the screens say beside the options
 * (the seller sees what saving the fee costs in shipments and centres): `noFee` is the option
 * without a placement fee (the fewest shipments of several, then the fewest centres), `cheapestPaid`
 * the paid option with the lowest fee (then the fewest shipments and centres). Expired options are
 * left out; either is null when Amazon offers none.
 */
export function comparePlacementOptions(
  options: readonly Pick<
    PlacementOptionView,
    'placementOptionId' | 'status' | 'shipmentIds' | 'fulfillmentCenterIds' | 'totalFee' | 'currency'
  >[],
): { noFee: PlacementSplit | null; cheapestPaid: PlacementSplit | null } {
  const open = options.filter((o) => o.status !== 'EXPIRED');
  const toSplit = (o: (typeof options)[number] | undefined): PlacementSplit | null =>
    o
      ? {
          placementOptionId: o.placementOptionId,
          shipments: o.shipmentIds.length,
          centres: centresOf(o),
          totalFee: o.totalFee,
          currency: o.currency,
        }
      : null;
  return {
    noFee: toSplit(
      firstBy(
        open.filter((o) => o.totalFee <= 0),
        compareByFeeAndSplit,
      ),
    ),
    cheapestPaid: toSplit(
      firstBy(
        open.filter((o) => o.totalFee > 0),
        compareByFeeAndSplit,
      ),
    ),
  };
}

const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const describeSplit = (split: PlacementSplit) =>
  `${countOf(split.shipments, 'shipment', 'shipments')} to ${countOf(split.centres, 'centre', 'centres')}`;

/**
 * The comparison in words, e.g. 'No placement fee: 3 shipments to 3 centres. Cheapest paid
 * option: 1 shipment to 1 centre for $42.30.'; `formatMoney` writes the fee in Amazon's currency.
 * Null when there is nothing to compare.
 */
export function describePlacementComparison(
  comparison: ReturnType<typeof comparePlacementOptions>,
  formatMoney: (amount: number, currency: string) => string,
): string | null {
  const { noFee, cheapestPaid } = comparison;
  const paid = cheapestPaid
    ? `${describeSplit(cheapestPaid)} for ${formatMoney(cheapestPaid.totalFee, cheapestPaid.currency)}.`
    : null;
  if (noFee && paid) return `No placement fee: ${describeSplit(noFee)}. Cheapest paid option: ${paid}`;
  if (noFee) return `No placement fee: ${describeSplit(noFee)}.`;
  if (paid) return `Every option has a placement fee. Cheapest: ${paid}`;
  return null;
}
