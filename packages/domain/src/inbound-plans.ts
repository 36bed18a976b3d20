import { CONTENT_PREFERENCES, settingsMessages } from './settings.js';
import { shipmentItemMessages } from './shipment-items.js';

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
 *
 * This file holds the flow's constants and messages; beside it, by subject:
 * - `inbound-plan-requests.ts`: the calls' request schemas;
 * - `inbound-plan-responses.ts`: what the calls answer (plan requests, plans, packing groups,
 *   Existing Shipments, content-update previews, suggestions);
 * - `inbound-plan-rules.ts`: the pure rules of names, Amazon's problems per SKU, owners, the
 *   drawer's buttons and suggestions;
 * - `placement-options.ts`: placement fees, the option shown first and the options compared.
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
