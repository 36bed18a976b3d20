// Small shared pieces of the inbound store: Amazon-like ids, problems, names and quotes.
import { currencyOf } from '../data/inbound-facts.js';
import { convertPrice } from '../data/marketplaces.js';
import { createRandom } from '../random.js';
import type { BoxUpdateInput, ItemInput, Money, OperationProblem, OperationRecord, PlanRecord } from './types.js';

/** An id like Amazon's: two letters and a UUID-shaped hex string, 38 characters. */
export function prefixedId(prefix: string, ...parts: string[]): string {
  const hex = createRandom(...parts).chars('0123456789abcdef', 32);
  return `${prefix}${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Amazon's default plan name, "FBA STA (MM/DD/YYYY HH:MM)" (UTC). */
export function defaultPlanName(time: number): string {
  const d = new Date(time);
  return `FBA STA (${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())})`;
}

export const INJECTED_FAILURE: OperationProblem = {
  code: 'InternalServerError',
  message: 'ERROR: Something went wrong. Please try again later.',
  severity: 'ERROR',
};

export function badRequest(operation: string, reason: string): OperationProblem {
  const name = operation.charAt(0).toUpperCase() + operation.slice(1);
  return {
    code: 'BadRequest',
    message: `ERROR: Operation ${name} cannot be processed because ${reason}`,
    severity: 'ERROR',
  };
}

/**
 * A partnered small-parcel quote for a shipment's boxes, the sandbox's own estimate: per box
 * $5.95 for the first pound of billable weight (the greater of actual and dimensional weight,
 * L x W x H / 139 in inches) and $0.55 for each further pound.
 */
export function quoteBoxes(boxes: BoxUpdateInput[], marketplaceId: string): Money {
  let usd = 0;
  for (const box of boxes) {
    const inches = box.dimensions.unitOfMeasurement === 'CM' ? 1 / 2.54 : 1;
    const { length, width, height } = box.dimensions;
    const dimensional = (length * inches * (width * inches) * (height * inches)) / 139;
    const actual = box.weight.unit === 'KG' ? box.weight.value * 2.20462 : box.weight.value;
    const billable = Math.max(1, Math.ceil(Math.max(actual, dimensional)));
    usd += box.quantity * (5.95 + 0.55 * (billable - 1));
  }
  return { amount: convertPrice(Math.round(usd * 100) / 100, marketplaceId), code: currencyOf(marketplaceId) };
}

/** Whether an item is the same SKU lot as another (msku, expiration and lot code). */
export function sameLot(a: ItemInput, b: ItemInput): boolean {
  return (
    a.msku === b.msku &&
    (a.expiration ?? '') === (b.expiration ?? '') &&
    (a.manufacturingLotCode ?? '') === (b.manufacturingLotCode ?? '')
  );
}

/**
 * Whether the plan's confirmed placement option had expired when the operation was asked for: a
 * confirmed option still expires for packing and transport (MARKETPLACE.md, "Further facts":
 * sellers' reports on Amazon's issue tracker; the sandbox's confirmedPlacementTtlMs).
 */
export function placementExpired(plan: PlanRecord, operation: OperationRecord): boolean {
  return plan.placementConfirmedUntil !== undefined && operation.createdAt >= plan.placementConfirmedUntil;
}

export function placementExpiredProblem(operation: string): OperationProblem {
  return badRequest(operation, 'the confirmed placement option has expired. Create a new inbound plan.');
}
