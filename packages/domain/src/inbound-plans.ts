import { z } from 'zod';
import { MAX_UNITS_PER_BOX } from './imports.js';
import { productSchema } from './products.js';
import { CONTENT_PREFERENCES, makeWarehouseFieldsSchema, settingsMessages, SHIPMENT_TYPES } from './settings.js';
import { expirationDateSchema } from './plan-item-rules.js';
import { INBOUND_PLAN_LIMITS, shipmentItemMessages } from './shipment-items.js';
import { SHIPPING_MODES } from './pack-first.js';

/**
 * Creating shipments (spec document 3, sections 2 to 9; issue 13) on Amazon's Fulfillment
 * Inbound v2024-03-20 API ("Send to Amazon"), as docs/amazon-mapping.md maps it.
 *
 * The flow, as the server runs it and the screens follow it:
 *
 * 1. **Ask for plans.** `POST /createShipment/get-shipment-plan` (or a variant below) takes the
 *    drawer's SKUs, the ship-from warehouse (the server reads its address from the account's
 *    warehouses), the labeling preference and an optional FC to try. v2024 is asynchronous, so
 *    the call answers at once with a **plan request** (`status` IN_PROGRESS, `step`, `progress`)
 *    and the browser follows `GET /createShipment/plan-requests/{id}` until SUCCESS or FAILED.
 *    Behind it a job (pg-boss, state in PostgreSQL, so a restart resumes it) runs
 *    createInboundPlan, polls getInboundOperationStatus, runs generatePlacementOptions, reads
 *    listPlacementOptions and, for every shipment of every option, getShipment (destination FC
 *    and address) and listShipmentItems (SKUs, FNSKUs, units).
 * 2. **Errored SKUs.** A FAILED createInboundPlan names its problems; those that name a SKU
 *    become `erroredSkuList` entries ({ SellerSKU, reason }). When some SKUs are left without a
 *    problem, the plan is asked for again with those alone, so the seller gets plans for the
 *    rest (the spec's plans plus errored SKUs).
 * 3. **The plans.** `InboundShipmentPlans` are the shipments of the chosen placement option in
 *    the spec's shape (ShipmentId, DestinationFulfillmentCenterId, ShipToAddress, LabelPrepType,
 *    Items). Before a placement option is confirmed Amazon has no FBA… id yet, so a plan's
 *    `ShipmentId` is v2024's shipment id, which the calls take and the screens never show: they
 *    show the FBA id (`creation.shipmentConfirmationId`, with the creation or once the option is
 *    confirmed), else the name given, else 'Plan n' by the plan's `planNumber` (`getPlanLabel`).
 * 4. **Placement options side by side.** Every option Amazon offered, with its number of
 *    centres, its placement fee in total and per unit, its expiry and whether it is the chosen
 *    one. The chosen one is Send to Amazon's: the cheapest option that goes to the FC asked for
 *    (`selectedFcid`), else Amazon's no-fee option (the fewest shipments of several), else the
 *    cheapest; ties go to fewer shipments, then to favourite FCs of the SKUs' FBA types, then to
 *    fewer centres (`chooseDefaultOption`). Beside the options the screens say what the no-fee
 *    option means against the cheapest paid one (`comparePlacementOptions`). **Try this FC**
 *    (`POST …/plan-requests/{id}/choose-option` with `selectedFcid`, or `placementOptionId`)
 *    chooses another offered option; when no option goes to that FC the answer says so and the
 *    choice stays.
 * 5. **Create.** `POST /createShipment/create-inbound-shipment/{ShipmentId}` once per selected
 *    plan, with the plan request id, the name as typed and the Box Content Information. The
 *    server names the shipment (`_1`, `_2`… by the plan's place among the request's plans when
 *    there are several, see `nameShipment`), then its job confirms the placement option (once
 *    per inbound plan, however many calls and tabs ask), sets the name (updateShipmentName),
 *    reads the FBA id (getShipment) and records the shipment in `shipments` as WORKING,
 *    app-created, with its share of the option's placement fee. The call answers the plan
 *    request at once; each plan's `creation.status` goes NOT_STARTED → IN_PROGRESS → CREATED
 *    or FAILED. All selected CREATED is the spec's 'complete', some FAILED is 'Partially
 *    Completed (Review Errors above)' (`summariseCreation`). Confirming an option confirms all
 *    its shipments at Amazon, which is what the 30-day multi-plan warning tells the seller.
 * 6. **After create.** Created plans leave the plan list and their units are deducted from the
 *    drawer's SKUs, a SKU at 0 or below leaving it (`deductCreatedQuantities`); the browser
 *    opens /dashboard/boxContent for each created shipment.
 *
 * Never twice: a plan request with an `Idempotency-Key` header (or `idempotencyKey` in the body)
 * answers the request already made with that key; createInboundPlan is never retried blindly
 * after an ambiguous failure (a timeout or 5xx): the server looks for its plan by name with
 * listInboundPlans first. Creations take turns per inbound plan, so two tabs pressing Create
 * create one shipment.
 *
 * Variants of the plan call (all take the same body and answer a plan request):
 * - `get-shipment-plan-cases`: case pack; every item needs `QuantityInCase` dividing `Quantity`.
 * - `get-shipment-plan-one`: exactly one SKU.
 * - `get-shipment-plan-all`: every SKU, Amazon's choice of FCs (no `selectedFcid`).
 * - `get-shipment-plan-one-by-one`: the dangerous-goods background process: one inbound plan per
 *   SKU, so SKUs a centre refuses do not sink the others; `progress` counts the SKUs done.
 */

// ---------------------------------------------------------------------------------------------
// Constants and messages

/** Labeling preferences (spec section 9); SELLER_LABEL by default. */
export const LABEL_PREP_PREFERENCES = ['SELLER_LABEL', 'AMAZON_LABEL_ONLY', 'AMAZON_LABEL_PREFERRED'] as const;
export type LabelPrepPreference = (typeof LABEL_PREP_PREFERENCES)[number];
export const DEFAULT_LABEL_PREP_PREFERENCE: LabelPrepPreference = 'SELLER_LABEL';

/**
 * Box Content Information of the Create Shipment dialog (spec section 9): the value a shipment
 * keeps (as the default shipping settings name it), the label the spec shows, and what v2024's
 * setPackingInformation calls it (`contentInformationSource`).
 */
export const BOX_CONTENT_INFORMATION_OPTIONS = [
  { value: 'NONE', label: 'MANUAL_PROCESSING_BY_AMAZON', amazon: 'MANUAL_PROCESS' },
  { value: 'FEED', label: 'VIA FEED', amazon: 'BOX_CONTENT_PROVIDED' },
  { value: '2D_BARCODE', label: 'PRINT_2D_LABELS', amazon: 'BARCODE_2D' },
] as const satisfies readonly { value: (typeof CONTENT_PREFERENCES)[number]['value']; label: string; amazon: string }[];
export type BoxContentInformation = (typeof BOX_CONTENT_INFORMATION_OPTIONS)[number]['value'];

/** The plan calls: the spec's get-shipment-plan and its variants. */
export const PLAN_REQUEST_MODES = ['standard', 'cases', 'one', 'all', 'one-by-one'] as const;
export type PlanRequestMode = (typeof PLAN_REQUEST_MODES)[number];

/** Where a plan request is; the screens show it beside the progress bar. */
export const PLAN_REQUEST_STEPS = [
  'QUEUED',
  'CREATING_PLAN',
  /** Small parcel, packed first: packing options and their groups (pack-first.ts). */
  'GENERATING_PACKING_OPTIONS',
  'READING_PACKING_OPTIONS',
  /** Small parcel, once packed: the packing groups' boxes to Amazon, then placement. */
  'SENDING_BOX_CONTENT',
  'GENERATING_PLACEMENT_OPTIONS',
  'READING_PLACEMENT_OPTIONS',
  'DONE',
] as const;
export type PlanRequestStep = (typeof PLAN_REQUEST_STEPS)[number];
export const PLAN_REQUEST_STATUSES = ['IN_PROGRESS', 'SUCCESS', 'FAILED'] as const;
export type PlanRequestStatus = (typeof PLAN_REQUEST_STATUSES)[number];
export const CREATION_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'CREATED', 'FAILED'] as const;
export type CreationStatus = (typeof CREATION_STATUSES)[number];

/** How often the screens read a plan request in progress. */
export const PLAN_REQUEST_POLL_MS = 1000;
/** The multi-plan warning's period (spec section 9). */
export const MULTI_PLAN_WARNING_DAYS = 30;

/** Ours: the Suggested Shipment tab's rule (the spec has static placeholders there). */
export const SUGGESTION_RULE = {
  /** A SKU with this many fulfillable units or fewer is low. */
  lowAtOrBelow: 10,
  /** Send enough to bring it to this many units. */
  targetUnits: 50,
  /** At most this many suggestions are listed. */
  maxSuggestions: 100,
} as const;

const DANGEROUS_GOODS_REASON = 'Dangerous goods units in this shipment.';

export const inboundMessages = {
  // Quoted from the spec (spelling kept).
  noSkuSelected: shipmentItemMessages.planNoSkuSelected,
  noWarehouseSelected: shipmentItemMessages.planNoWarehouseSelected,
  somethingWentWrong: shipmentItemMessages.planSomethingWrong,
  noShipmentPlanExists: 'No shipment plan exists',
  noShipmentPlanSelected: 'No shipment plan selected!',
  noShipmentSelected: 'No shipment selected!',
  nameRequired: 'Name field cannot be empty!',
  planSizeInfo: shipmentItemMessages.planSizeInfo,
  /** The banner shown when a request has more than one plan (spec section 2, 'effective June 1st, 2019'). */
  multiPlanWarning:
    'Effective June 1st, 2019: if one shipment from this plan is created, all of its shipments must be created and sent within 30 days.',
  dangerousGoodsReason: DANGEROUS_GOODS_REASON,
  dangerousGoodsConfirm:
    'The shipment rejected for selected FC. Confirm for a background process on each item for possible shipment plans? This may take a few minutes.',
  partiallyCompleted: 'Partially Completed (Review Errors above)',
  favouriteAdded: settingsMessages.favouriteAdded,
  fieldsRequired: settingsMessages.fieldsRequired,
  planNotFound: 'The requested resource was not found.',
  youCanDeleteWorkingOnly: 'You can delete working shipment only',
  // Ours: the spec leaves these open.
  planRequested: 'Asking Amazon for shipment plans…',
  plansReady: (count: number) => (count === 1 ? '1 shipment plan is ready' : `${count} shipment plans are ready`),
  noPlans: 'Amazon offered no shipment plan for these SKUs. See the reasons per SKU.',
  packingGroupsReady: (count: number) =>
    count === 1 ? '1 packing group is ready to pack' : `${count} packing groups are ready to pack`,
  sendingBoxContent: 'Sending the box contents to Amazon; its placement options follow…',
  notPacked: (name: string) =>
    `${name} is not packed yet: every unit in a box, and every box with its dimensions and weight.`,
  notAPackingGroup: 'This shipment was not packed before placement, so its box contents go with its transport.',
  alreadyPlaced: 'Amazon has placed these boxes already.',
  placementMismatch: "Amazon's boxes do not match the boxes sent. Send the box contents again.",
  /** A small-parcel shipment packed before placement has no Amazon shipment yet (pack-first.ts). */
  notPlacedYet:
    'Amazon gives this shipment its FBA id and centre once its boxes are packed and placed: send the box contents and choose a placement first.',
  planFailed: 'Amazon could not make a shipment plan. Try again in a few minutes.',
  skuNotInMarketplace: 'SKU not found in this marketplace',
  duplicateSku: (sku: string) => `SKU ${sku} is in the list twice`,
  quantityNotCasePack: (sku: string) =>
    `Quantity of ${sku} must be a whole number of cases (a multiple of its units per case)`,
  casePackRequired: 'Case pack plans need the units per case of every SKU',
  oneSkuOnly: 'This call plans exactly one SKU',
  warehouseNotFound: 'No Warehouse Selected!',
  storeMarketplaceNotFound: 'Store marketplace not found',
  storeNotConnected: 'Unauthorize: Need to connect store again!',
  fcNotOffered: (fc: string) =>
    `None of Amazon's placement options sends these SKUs to ${fc}. The plans shown are Amazon's other options.`,
  fcChosen: (fc: string) => `Plans now go to ${fc}`,
  optionChosen: 'Placement option chosen',
  optionNotOffered: 'This placement option is no longer offered. Ask for plans again.',
  optionExpired: 'This placement option has expired. Ask for plans again.',
  optionAlreadyConfirmed: 'A shipment of this plan has been created, so its placement option can no longer change.',
  planStillRunning: 'The shipment plans are still being made. Wait until they are ready.',
  shipmentNotInPlan: 'No shipment selected!',
  creationStarted: 'Creating the shipment…',
  alreadyCreated: 'This shipment has already been created',
  shipmentNotFound: 'Shipment not found',
  cancelled: 'Shipment deleted',
  cannotCancelShared: (count: number) =>
    `This shipment shares its Amazon inbound plan with ${count === 1 ? 'another shipment' : `${count} other shipments`}, and Amazon can only cancel a whole plan: delete it in Seller Central, or ship it.`,
  cannotCancelUnknownPlan: 'Amazon has no inbound plan of ours for this shipment, so it cannot be deleted from here.',
  planDismissed: 'Ship plan cleared',
  previewReady: 'Review the changes and the fee, then confirm',
  contentUpdated: 'Shipment updated',
  previewNotFound: 'This preview is no longer available. Ask for a new one.',
  noItemsToAdd: 'No SKU Selected!',
  shipmentNotWorking: 'Only a WORKING shipment can take more SKUs',
  notCreatedHere: 'Only shipments created in Stowline can take more SKUs here',
  /** Amazon's content-update previews are only "for a shipment with a confirmed carrier". */
  addSkusBeforeTransport:
    'Amazon adds units to a shipment only once its transport is confirmed, and then only in boxes of known size and weight, which Add to Shipment does not ask: plan these SKUs as a new shipment.',
  addSkusNeedBox:
    'Amazon needs the size and weight of the box the added units travel in, which Add to Shipment does not ask: plan these SKUs as a new shipment.',
  previewExpired: 'This preview has expired. Ask for a new one.',
  amazonStillWorking: 'Amazon is still working on this. Try again in a minute.',
  /** A change to a shipment (quantity, ship-from) whose operation Amazon FAILED without a reason. */
  changeRefused: 'Amazon refused the change. Try again in a few minutes.',
} as const;

// ---------------------------------------------------------------------------------------------
// Pure rules

/**
 * The name a created shipment gets (spec section 5): the name as typed when the request has one
 * plan, otherwise suffixed `_1`, `_2`… by the plan's place (0-based `index`) among the plans.
 */
export function nameShipment(name: string, index: number, planCount: number): string {
  const base = name.trim();
  return planCount > 1 ? `${base}_${index + 1}` : base;
}

/**
 * What the screens call a plan (a shipment of the chosen placement option) or a packing group: its
 * FBA id once Amazon has given one, else the name given at Create Shipment, else 'Plan n' or
 * 'Packing group n' by its place in the request (the n of its future _n name). Never Amazon's
 * internal shipment or packing group id (sh…, pg…), which mean nothing to a seller.
 */
export function getPlanLabel(
  creation: Pick<Creation, 'name' | 'shipmentConfirmationId'>,
  place: { kind: 'plan' | 'packing group'; number: number },
): string {
  if (creation.shipmentConfirmationId) return creation.shipmentConfirmationId;
  if (creation.name) return creation.name;
  return `${place.kind === 'plan' ? 'Plan' : 'Packing group'} ${place.number}`;
}

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

/**
 * The drawer after shipments are created (spec section 4): each created plan's units are taken
 * off its SKUs; a SKU with 0 or fewer units left leaves the list. SKUs compare case-insensitively.
 */
export function deductCreatedQuantities<T extends { sellerSku: string; quantity: number }>(
  items: readonly T[],
  createdPlans: readonly { Items: readonly { SellerSKU: string; Quantity: number }[] }[],
): T[] {
  const sent = new Map<string, number>();
  for (const plan of createdPlans)
    for (const item of plan.Items) {
      const key = item.SellerSKU.toLowerCase();
      sent.set(key, (sent.get(key) ?? 0) + item.Quantity);
    }
  return items.flatMap((item) => {
    const left = item.quantity - (sent.get(item.sellerSku.toLowerCase()) ?? 0);
    return left > 0 ? [{ ...item, quantity: left }] : [];
  });
}

/** A v2024 `OperationProblem`. */
export interface OperationProblem {
  code: string;
  message: string;
  details?: string;
  severity: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A FAILED operation's problems per SKU: a problem names a SKU when the SKU appears in its
 * details or message as a whole token (quoted, or between spaces, commas, colons or brackets).
 * Longer SKUs are matched first, so 'AB-1' inside 'AB-10' is not taken for it. Problems that name
 * no SKU are the plan's; warnings are left out of both.
 */
export function mapProblemsToSkus(
  problems: readonly OperationProblem[],
  skus: readonly string[],
): { bySku: { SellerSKU: string; reason: string }[]; general: string[] } {
  const ordered = [...new Set(skus)].sort((a, b) => b.length - a.length);
  const bySku = new Map<string, string[]>();
  const general: string[] = [];
  for (const problem of problems) {
    if (problem.severity?.toUpperCase() === 'WARNING') continue;
    const text = `${problem.details ?? ''} ${problem.message}`;
    const named: string[] = [];
    let rest = text;
    for (const sku of ordered) {
      const token = new RegExp(`(^|[\\s'"\`,:;=\\[\\](){}])${escapeRegExp(sku)}(?=$|[\\s'"\`,:;.\\[\\](){}])`, 'g');
      if (token.test(rest)) {
        named.push(sku);
        rest = rest.replace(token, '$1');
      }
    }
    if (!named.length) {
      general.push(problem.message);
      continue;
    }
    for (const sku of named) bySku.set(sku, [...(bySku.get(sku) ?? []), problem.message]);
  }
  return {
    bySku: skus.filter((sku) => bySku.has(sku)).map((sku) => ({ SellerSKU: sku, reason: bySku.get(sku)!.join(' ') })),
    general,
  };
}

/** Whether a plan was refused for dangerous goods (spec section 8): the confirm banner's condition. */
export function isDangerousGoodsRejection(erroredSkus: readonly { reason: string }[]): boolean {
  return erroredSkus.some((e) => e.reason.includes(DANGEROUS_GOODS_REASON));
}

/**
 * v2024 `labelOwner` for a labeling preference. Amazon does not label in the US marketplace
 * (the model: "`AMAZON` is not an accepted value in the US marketplace"), so a preference for
 * Amazon's labels falls back to the seller's there; AMAZON_LABEL_ONLY asks Amazon anyway and
 * Amazon's refusal is shown per SKU.
 */
export function toLabelOwner(preference: LabelPrepPreference, countryCode: string): 'SELLER' | 'AMAZON' {
  if (preference === 'SELLER_LABEL') return 'SELLER';
  if (preference === 'AMAZON_LABEL_PREFERRED' && countryCode === 'US') return 'SELLER';
  return 'AMAZON';
}

/** v2024 `prepOwner`: the seller preps a SKU that has prep instructions; none is needed otherwise. */
export function toPrepOwner(prepDetailsList: readonly { prepInstruction: string }[]): 'SELLER' | 'NONE' {
  const needsPrep = prepDetailsList.some((p) => !/^(NONE|ITEM_NO_PREP|NoPrep)$/i.test(p.prepInstruction));
  return needsPrep ? 'SELLER' : 'NONE';
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

/**
 * What the Create Ship Plan button waits for (spec section 5), or undefined when it can ask.
 * `problem` is the drawer's own check (checkShipSelection), shown as 'Something went wrong!'.
 */
export function checkCanRequestPlan(input: {
  skuCount: number;
  warehouseId: string | null | undefined;
  problem?: string | undefined;
}): string | undefined {
  if (input.skuCount === 0) return inboundMessages.noSkuSelected;
  if (!input.warehouseId) return inboundMessages.noWarehouseSelected;
  if (input.problem) return inboundMessages.somethingWentWrong;
  return undefined;
}

/** What the Create Shipment confirm button waits for (spec section 5), or undefined when it can create. */
export function checkCanCreateShipments(input: {
  planCount: number;
  selectedPlanCount: number;
  skuCount: number;
}): string | undefined {
  if (input.planCount === 0) return inboundMessages.noShipmentPlanExists;
  if (input.selectedPlanCount === 0) return inboundMessages.noShipmentPlanSelected;
  if (input.skuCount === 0) return inboundMessages.noSkuSelected;
  return undefined;
}

/**
 * The outcome of creating the selected plans (spec section 4): 'in-progress' while any is
 * being created, 'complete' when all are created, otherwise 'partial' (some or all failed).
 */
export function summariseCreation(
  creations: readonly { status: CreationStatus }[],
): 'in-progress' | 'complete' | 'partial' {
  if (creations.some((c) => c.status === 'IN_PROGRESS' || c.status === 'NOT_STARTED')) return 'in-progress';
  return creations.every((c) => c.status === 'CREATED') ? 'complete' : 'partial';
}

/** Ours (Suggested Shipment tab): units to send a low SKU, or 0 when it is not low. */
export function suggestShipQuantity(afnFulfillableQuantity: number): number {
  const available = Math.max(0, afnFulfillableQuantity);
  return available <= SUGGESTION_RULE.lowAtOrBelow ? SUGGESTION_RULE.targetUnits - available : 0;
}

// ---------------------------------------------------------------------------------------------
// Requests

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

// ---------------------------------------------------------------------------------------------
// Responses

export const shipToAddressSchema = z.object({
  Name: z.string(),
  AddressLine1: z.string(),
  AddressLine2: z.string().optional(),
  City: z.string(),
  StateOrProvinceCode: z.string(),
  PostalCode: z.string(),
  CountryCode: z.string(),
});
export type ShipToAddress = z.infer<typeof shipToAddressSchema>;

export const planItemSchema = z.object({
  SellerSKU: z.string(),
  FulfillmentNetworkSKU: z.string(),
  Quantity: z.number(),
  QuantityInCase: z.number().optional(),
  /** The SKU's FBA type (favourites are kept per type). */
  fbaType: z.string().nullable(),
});

export const creationSchema = z.object({
  status: z.enum(CREATION_STATUSES),
  /** The name given (with its _n suffix). */
  name: z.string().nullable(),
  /** The FBA… id Amazon shows on labels: the spec's ShipmentId of a created shipment. */
  shipmentConfirmationId: z.string().nullable(),
  /** Our shipment's id, for /dashboard/boxContent. */
  shipmentRowId: z.string().nullable(),
  message: z.string().nullable(),
});
export type Creation = z.infer<typeof creationSchema>;

/** A plan: one shipment of the chosen placement option, in the spec's shape. */
export const shipmentPlanSchema = z.object({
  /** v2024's shipment id (sh…): the id the calls take, never shown (getPlanLabel). */
  ShipmentId: z.string(),
  /** Its place (from 1) among the request's plans: 'Plan n' on screen, and the n of its _n name. */
  planNumber: z.number().int(),
  DestinationFulfillmentCenterId: z.string(),
  ShipToAddress: shipToAddressSchema,
  LabelPrepType: z.string(),
  AreCasesRequired: z.boolean(),
  Items: z.array(planItemSchema),
  inboundPlanId: z.string(),
  placementOptionId: z.string(),
  totalUnits: z.number(),
  /** This shipment's share of its option's placement fee. */
  placementFee: z.object({ amount: z.number(), currency: z.string() }),
  creation: creationSchema,
});
export type ShipmentPlan = z.infer<typeof shipmentPlanSchema>;

/**
 * A packing group of a small-parcel plan (pack-first.ts): the SKUs that may share a box, with what
 * the boxes must hold exactly (units, owners, expiry), and its creation. Create Shipment on one
 * group creates every group of its plan: Amazon takes their box content in one call.
 */
export const packingGroupSchema = z.object({
  /** Amazon's packing group id (pg…): the id the calls take, never shown (getPlanLabel). */
  packingGroupId: z.string(),
  /** Its place (from 1) among the request's packing groups: 'Packing group n', the n of its _n name. */
  groupNumber: z.number().int(),
  inboundPlanId: z.string(),
  Items: z.array(
    planItemSchema.extend({
      labelOwner: z.string(),
      prepOwner: z.string(),
      expiration: z.string().nullable(),
    }),
  ),
  totalUnits: z.number(),
  creation: creationSchema,
});
export type PackingGroupView = z.infer<typeof packingGroupSchema>;

export const erroredSkuSchema = z.object({ SellerSKU: z.string(), reason: z.string() });
export type ErroredSku = z.infer<typeof erroredSkuSchema>;

/** A placement option as the screens compare them. */
export const placementOptionViewSchema = z.object({
  placementOptionId: z.string(),
  inboundPlanId: z.string(),
  /** OFFERED, ACCEPTED (confirmed) or EXPIRED. */
  status: z.string(),
  centres: z.number(),
  fulfillmentCenterIds: z.array(z.string()),
  shipmentIds: z.array(z.string()),
  units: z.number(),
  totalFee: z.number(),
  feePerUnit: z.number(),
  discount: z.number(),
  currency: z.string(),
  expiration: z.string().nullable(),
  chosen: z.boolean(),
});
export type PlacementOptionView = z.infer<typeof placementOptionViewSchema>;

export const planRequestResponseSchema = z.object({
  _id: z.string(),
  mode: z.enum(PLAN_REQUEST_MODES),
  status: z.enum(PLAN_REQUEST_STATUSES),
  step: z.enum(PLAN_REQUEST_STEPS),
  progress: z.number(),
  message: z.string(),
  storeMarketplaceId: z.string(),
  warehouseId: z.string(),
  LabelPrepPreference: z.enum(LABEL_PREP_PREFERENCES),
  selectedFcid: z.string().nullable(),
  /** SP: packed first (packingGroups, then placement); LTL or null: placement first. */
  shippingMode: z.enum(SHIPPING_MODES).nullable(),
  InboundShipmentPlans: z.array(shipmentPlanSchema),
  packingGroups: z.array(packingGroupSchema),
  erroredSkuList: z.array(erroredSkuSchema),
  placementOptions: z.array(placementOptionViewSchema),
  /** A SKU was refused with 'Dangerous goods units in this shipment.': show the confirm banner. */
  dangerousGoods: z.boolean(),
  /** The mean per-SKU success rate of the SKUs asked for, in percent, 2 decimals (`getAchievedPercentage`). */
  achievedPercentage: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlanRequestResponse = z.infer<typeof planRequestResponseSchema>;
export const planRequestListResponseSchema = z.object({ planRequests: z.array(planRequestResponseSchema) });
export type PlanRequestListResponse = z.infer<typeof planRequestListResponseSchema>;

export const chooseOptionResponseSchema = z.object({
  message: z.string(),
  /** False when no offered option goes to the FC asked for (the choice stays). */
  changed: z.boolean(),
  planRequest: planRequestResponseSchema,
});
export type ChooseOptionResponse = z.infer<typeof chooseOptionResponseSchema>;

export const createInboundShipmentResponseSchema = z.object({
  message: z.string(),
  planRequest: planRequestResponseSchema,
});
export type CreateInboundShipmentResponse = z.infer<typeof createInboundShipmentResponseSchema>;

/** A WORKING shipment of the Existing Shipments tab (spec section 2's columns). */
export const existingShipmentSchema = z.object({
  _id: z.string(),
  /** The FBA id; a packing group's id while `awaitingPlacement` (getShownShipmentId). */
  ShipmentId: z.string(),
  ShipmentName: z.string(),
  /** Packed before placement and not placed yet: no FBA id (isAwaitingPlacement). */
  awaitingPlacement: z.boolean(),
  createdAt: z.string(),
  skuCount: z.number(),
  /** Sum of quantityShipped. */
  quantity: z.number(),
  shipmentType: z.string(),
  labelType: z.string(),
  createdBy: z.string(),
  shipFromCity: z.string(),
  destinationFulfillmentCenterId: z.string(),
  /** Whether it can take the drawer's SKUs here (see `cannotAddReason`). */
  canAddSkus: z.boolean(),
  /** Why it cannot (not created in Stowline, or Amazon's content-update rules), or null. */
  cannotAddReason: z.string().nullable(),
  items: z.array(z.object({ SellerSKU: z.string(), FulfillmentNetworkSKU: z.string(), Quantity: z.number() })),
});
export type ExistingShipment = z.infer<typeof existingShipmentSchema>;
export const existingShipmentsResponseSchema = z.object({ shipments: z.array(existingShipmentSchema) });
export type ExistingShipmentsResponse = z.infer<typeof existingShipmentsResponseSchema>;

export const contentUpdatePreviewSchema = z.object({
  contentUpdatePreviewId: z.string(),
  expiration: z.string(),
  /** The transportation quote after the change; null when Amazon quotes none. */
  fee: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  changes: z.array(z.object({ SellerSKU: z.string(), quantityBefore: z.number(), quantityAfter: z.number() })),
});
export type ContentUpdatePreview = z.infer<typeof contentUpdatePreviewSchema>;
export const contentUpdatePreviewResponseSchema = z.object({
  message: z.string(),
  preview: contentUpdatePreviewSchema,
});
export type ContentUpdatePreviewResponse = z.infer<typeof contentUpdatePreviewResponseSchema>;
export const contentUpdateConfirmResponseSchema = z.object({
  message: z.string(),
  shipment: existingShipmentSchema,
});
export type ContentUpdateConfirmResponse = z.infer<typeof contentUpdateConfirmResponseSchema>;

export const suggestedShipmentSchema = z.object({
  productId: z.string(),
  SellerSKU: z.string(),
  asin: z.string(),
  fnsku: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  fbaType: z.string().nullable(),
  afnFulfillableQuantity: z.number(),
  suggestedQuantity: z.number(),
  /** The whole product (packaging rules, prep), so Add puts it in the drawer without reading it again. */
  product: productSchema,
});
export type SuggestedShipment = z.infer<typeof suggestedShipmentSchema>;
export const suggestedShipmentsResponseSchema = z.object({ suggestions: z.array(suggestedShipmentSchema) });
export type SuggestedShipmentsResponse = z.infer<typeof suggestedShipmentsResponseSchema>;
