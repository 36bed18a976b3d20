import { z } from 'zod';
import { toSkuKey, type PackMode } from './imports.js';
import type { Product } from './products.js';
import { isCalendarDate } from './shipment-item-rules.js';
import { checkShipSelection, findShipmentItemProblem, type ShipmentItem } from './shipment-items.js';

/**
 * What the Create Shipments drawer checks of a card before it asks Amazon for plans, beyond the
 * selection rules of shipment-items.ts (which the SKU list shares), and what it shows of Amazon's
 * refusals afterwards (issue 27).
 *
 * - **Expiry dates.** Amazon refuses an expiration-dated SKU without its expiry date
 *   (FBA_INB_0180, 'Expiration date required.'). The seller enters it on the drawer's card
 *   (YYYY-MM-DD, after today); it is kept in the shipment draft with the card's counts and sent
 *   as the plan item's `expiration`. Expiration-dated is the seller's answer (`expirable`), else
 *   the marketplace's (`amzExpirable`). The SKU list has no field for it: it says so and leaves
 *   the date to the card, so Select & Ship is not stopped by it; Create Ship Plan is, and the
 *   server refuses a plan call that comes without it by the same rule (`checkPlanExpiries`):
 *   Amazon matches the boxes' expiry against the plan's, so no date is made up for the seller.
 * - **Amazon's refusals.** The SKUs a plan request names in `erroredSkuList` keep Amazon's reason
 *   on their cards while that request is the drawer's (a new request or Clear Ship Plan replaces
 *   it). They count under Errors and Move to Error Bucket can take them all at once; they do not
 *   stop Create Ship Plan, as the seller may have fixed what Amazon refused.
 */

export const planItemMessages = {
  /** Ours: an expiration-dated card without its date; Amazon refuses it ('Expiration date required.'). */
  expiryMissing: 'Selected SKUs are expiration-dated: enter the expiry date of each on its card',
  /** Ours: the date typed is no calendar date, or not after today. */
  expiryInvalid: 'Selected SKUs have an expiry date that is not a date after today (YYYY-MM-DD)',
  /** Ours: the line on a card Amazon refused in the drawer's plan request. */
  refused: (reason: string) => `Amazon refused it in the last plan: ${reason}`,
  /** Ours: the Items tab's banner over the refused cards. */
  refusedSummary: (count: number) =>
    count === 1
      ? 'Amazon refused 1 SKU in the last plan: its card says why.'
      : `Amazon refused ${count.toLocaleString('en-US')} SKUs in the last plan: each card says why.`,
  /** Ours: Move to Error Bucket for every refused SKU. */
  moveRefusedConfirm: (count: number) =>
    `Move ${count === 1 ? 'the SKU Amazon refused' : `the ${count.toLocaleString('en-US')} SKUs Amazon refused`} to the error bucket? ${count === 1 ? 'Its' : 'Their'} FBA type becomes ERRORED in your catalogue and ${count === 1 ? 'its card is' : 'their cards are'} unticked, so the next plan asks for the rest.`,
  /** Ours: the SKU list's note on a selected expiration-dated SKU (it has no field for the date). */
  expiryOnCard: 'Expiration-dated: Amazon needs its expiry date, entered on its card in Create Shipments',
} as const;

/** An expiry date as the plan call takes it: a calendar date written YYYY-MM-DD. */
export const expirationDateSchema = z
  .string({ error: planItemMessages.expiryInvalid })
  .trim()
  .refine(isCalendarDate, planItemMessages.expiryInvalid);

/** Whether Amazon dates the SKU's units: the seller's answer, else the marketplace's. */
export function isExpirable(product: Pick<Product, 'expirable' | 'amzExpirable'>): boolean {
  return product.expirable ?? product.amzExpirable;
}

/** The latest time zone (UTC-12) is 12 hours behind UTC. */
const LATEST_ZONE_MS = 12 * 3_600_000;

/**
 * Whether a YYYY-MM-DD date is after today somewhere on Earth at `now`: tomorrow is in the
 * future for every seller, whatever the zone of the server or the browser, and today never is
 * once it has begun in the latest zone.
 */
export function isFutureDate(value: string, now: Date): boolean {
  return Date.parse(`${value}T00:00:00Z`) + LATEST_ZONE_MS > now.getTime();
}

/** An expiry date entered for a plan: undefined when it is a calendar date after today, else the reason. */
export function checkExpirationDate(value: string, now: Date): string | undefined {
  const text = value.trim();
  return isCalendarDate(text) && isFutureDate(text, now) ? undefined : planItemMessages.expiryInvalid;
}

const PLAN_ITEM_PROBLEMS = {
  EXPIRY_MISSING: planItemMessages.expiryMissing,
  EXPIRY_INVALID: planItemMessages.expiryInvalid,
} as const;
export type PlanItemProblemCode = keyof typeof PLAN_ITEM_PROBLEMS;

/** What the expiry rule reads of a plan item: the drawer's card, or an item of the plan call with its product. */
export interface DatedPlanItem {
  product: Pick<Product, 'expirable' | 'amzExpirable'>;
  expiration?: string | null;
}

/** The expiry problem of a card, if any (none for a SKU that is not expiration-dated). */
export function findExpiryProblem(item: DatedPlanItem, now: Date): PlanItemProblemCode | undefined {
  if (!isExpirable(item.product)) return undefined;
  if (!item.expiration) return 'EXPIRY_MISSING';
  return checkExpirationDate(item.expiration, now) ? 'EXPIRY_INVALID' : undefined;
}

/** What keeps a drawer card out of a plan: a selection rule (shipment-items.ts), else its expiry date. */
export function checkPlanItem(item: ShipmentItem, mode: PackMode, now: Date): string | undefined {
  const problem = findShipmentItemProblem(item, mode)?.message;
  if (problem) return problem;
  const expiry = findExpiryProblem(item, now);
  return expiry && PLAN_ITEM_PROBLEMS[expiry];
}

/**
 * The drawer's Create Ship Plan rule: the selection's first broken rule (checkShipSelection's
 * order), else the first expiry problem of a ticked card.
 */
export function checkPlanSelection(items: readonly ShipmentItem[], mode: PackMode, now: Date): string | undefined {
  return checkShipSelection(items, mode) ?? checkPlanExpiries(items, now);
}

/**
 * The expiry rule of a plan, the drawer's and the server's: a missing date first (an
 * expiration-dated SKU without one), then a date that is not after today; undefined when every
 * dated item has its date.
 */
export function checkPlanExpiries(items: readonly DatedPlanItem[], now: Date): string | undefined {
  const codes = new Set(items.map((item) => findExpiryProblem(item, now)));
  const first = (Object.keys(PLAN_ITEM_PROBLEMS) as PlanItemProblemCode[]).find((code) => codes.has(code));
  return first && PLAN_ITEM_PROBLEMS[first];
}

/** Amazon's refusals of a plan request by SKU (trimmed, case-insensitive), reasons of one SKU joined. */
export type Refusals = ReadonlyMap<string, string>;

export function toRefusals(erroredSkus: readonly { SellerSKU: string; reason: string }[]): Refusals {
  const bySku = new Map<string, string>();
  for (const { SellerSKU, reason } of erroredSkus) {
    const key = toSkuKey(SellerSKU);
    const known = bySku.get(key);
    bySku.set(key, known && known !== reason ? `${known} ${reason}` : reason);
  }
  return bySku;
}

/** Amazon's reason for refusing this card's SKU in the drawer's plan request, if it did. */
export function refusalOf(item: ShipmentItem, refusals: Refusals): string | undefined {
  return refusals.get(toSkuKey(item.product.sellerSku));
}

/** Whether a card counts under Errors: a rule it breaks, or Amazon's refusal of it. */
export function isErrorCard(item: ShipmentItem, mode: PackMode, now: Date, refusals: Refusals): boolean {
  return checkPlanItem(item, mode, now) !== undefined || refusalOf(item, refusals) !== undefined;
}

/**
 * What Move to Error Bucket acts on (spec section 4, "the selected error SKUs"): the ticked cards
 * with an error, Amazon's refusals included, that are not in the bucket already.
 */
export function selectErrorItems(
  items: readonly ShipmentItem[],
  selectedIds: ReadonlySet<string>,
  mode: PackMode,
  now: Date,
  refusals: Refusals,
): ShipmentItem[] {
  return items.filter(
    (item) =>
      selectedIds.has(item.product._id) && item.product.fbaType !== 'ERRORED' && isErrorCard(item, mode, now, refusals),
  );
}

/** Every card Amazon refused that is not in the error bucket yet, ticked or not: the banner's Move to Error Bucket. */
export function selectRefusedItems(items: readonly ShipmentItem[], refusals: Refusals): ShipmentItem[] {
  return items.filter((item) => item.product.fbaType !== 'ERRORED' && refusalOf(item, refusals) !== undefined);
}
