import { z } from 'zod';
import { CARRIERS, type CarrierCode } from './settings.js';

/**
 * Transport with Amazon (spec document 2, sections 4, 5, 7, 8 and 9; issue 17): the contract
 * between the server's transport module and the screens.
 *
 * Ids: `inboundShipmentId` in bodies and `{shipmentId}` in paths are the shipment's `_id` (our
 * row id, a uuid), as in the rest of /fullfilment/. Amazon's ids (shipmentId sh…, option ids
 * to…) stay on the server except `transportationOptionId`, which the seller picks.
 *
 * Transport status (the Transport Status card reads `transportStatus`): null shows 'Pending',
 * 'ESTIMATED' after Calculate Cost, 'CONFIRMED' after Confirm; Void returns it to null and clears
 * the estimate. The work in flight is `step` ('ESTIMATING', 'CONFIRMING', 'VOIDING'), never a
 * transport status of its own, so the card keeps showing the last settled status while a job runs.
 * A failed step leaves `error` (the estimate modal shows 'Unable to generate estimate with reason'
 * and the message, with Try Again).
 */

// ---------------------------------------------------------------------------------------------
// Messages and constants

export const transportMessages = {
  // Quoted from the spec (spelling kept).
  requiredInfoLtl: 'Incorrect data or fields are empty',
  requiredInfoFedex: 'Incorrect data or field is empty',
  proNumberLength: 'Pro Number should be of length 7 - 10',
  estimateFailed: 'Unable to generate estimate with reason',
  notReversible: 'This action is not reversible!',
  noBol: 'No BOL (Bill of lading) availble for download',
  failedPrefix: 'Failed! ',
  // Ours: the spec leaves these open.
  shipmentNotFound: 'Shipment not found',
  optionNotFound: 'This transport option is no longer offered: calculate the cost again',
  notEstimated: 'Calculate the cost first',
  busy: 'Amazon is still working on the last transport step: wait for it to finish',
  alreadyConfirmed: 'The transport is already confirmed',
  notConfirmed: 'The transport is not confirmed',
  notWorking: 'Only a WORKING shipment can get a transport estimate',
  voidWindowPassed: 'The void window has passed: Amazon no longer lets this transport be voided',
  voidSharedPlan:
    'Amazon cannot void this transport on its own: its inbound plan holds other shipments too. Cancel it in Seller Central.',
  voidNotCreatedHere: 'This shipment was created outside Stowline: void its transport in Seller Central',
  notPendingMarkShip: 'Only a shipment with a confirmed transport can be marked as shipped',
  markedShipped: 'Marked as shipped',
  bolOnly: 'A bill of lading exists only for a confirmed, partnered LTL transport',
  feedNotFailed: 'Only a failed feed can be resubmitted',
  feedResubmitted: 'Box content resubmitted to Amazon',
  feedResubmitting: 'Resubmitting the box content to Amazon',
  trackingRequired: 'Box Tracking Id is required',
  fedexShipmentFirst: 'Create the FedEx shipment first: its tracking numbers go to Amazon with the confirm',
  voidedNeedsNewPlan:
    'Voided: Amazon cancelled this shipment with its inbound plan. Create a new shipment plan to send these units.',
  workerNotAllowed: 'Only the account owner or a user can confirm, void or ship a transport',
  estimateStarted: 'Calculating the transport cost',
  confirmStarted: 'Confirming the transport',
  voidStarted: 'Voiding the transport',
  deliveryWindowMissing: 'Amazon offers no delivery window for this shipment: calculate the cost again',
  marketplaceError: 'Amazon refused the transport step',
  /** The plan's transport is one (issue 26): every shipment of its placement option has an option of the kind chosen. */
  planOptionMissing: (shipment: string) =>
    `Amazon offered ${shipment} no option like the one chosen: calculate the cost again`,
  planTrackingRequired: (shipment: string) => `Box Tracking Id is required (${shipment})`,
} as const;

/** Freight classes (spec section 9), in order; Amazon's values are FC_50 … FC_500. */
export const FREIGHT_CLASSES = [
  '50',
  '55',
  '60',
  '65',
  '70',
  '77.5',
  '85',
  '92.5',
  '100',
  '110',
  '125',
  '150',
  '175',
  '200',
  '250',
  '300',
  '400',
  '500',
] as const;
export type FreightClass = (typeof FREIGHT_CLASSES)[number];
/** '77.5' → 'FC_77_5' (v2024 FreightInformation.freightClass). */
export function amazonFreightClass(freightClass: FreightClass): string {
  return `FC_${freightClass.replace('.', '_')}`;
}

/** Void windows (spec section 9): 24 hours for small parcel, 1 hour for LTL. */
export const VOID_WINDOW_MS = { SP: 24 * 60 * 60 * 1000, LTL: 60 * 60 * 1000 } as const;
/** The freight ready date lies after now and within 2 weeks. */
export const READY_DATE_MAX_MS = 14 * 24 * 60 * 60 * 1000;
export const PRO_NUMBER_MIN = 7;
export const PRO_NUMBER_MAX = 10;
/**
 * The fixed placeholder PRO number of a non-partnered FedEx LTL shipment (spec section 5; the spec
 * does not give its value). The seller is asked a ready date there, not a PRO number, yet Amazon
 * takes an LTL shipment's tracking as a freight bill number. Ten digits, inside the 7 to 10 rule,
 * and plainly not a real FedEx Freight PRO.
 */
export const FEDEX_LTL_PLACEHOLDER_PRO_NUMBER = '0000000000';
/** Amazon's partnered carrier code for SPD and the spec's default carrier. */
export const DEFAULT_CARRIER: CarrierCode = 'UNITED_PARCEL_SERVICE_INC';

export const TRANSPORT_STATUSES = ['ESTIMATED', 'CONFIRMED'] as const;
export type TransportStatus = (typeof TRANSPORT_STATUSES)[number];
/** Work in flight: the three spec steps, and TRACKING (tracking ids edited after confirm go to Amazon) and RESUBMITTING (a failed feed sent again). */
export const TRANSPORT_STEPS = ['ESTIMATING', 'CONFIRMING', 'VOIDING', 'TRACKING', 'RESUBMITTING'] as const;
export type TransportStep = (typeof TRANSPORT_STEPS)[number];
export const SHIPPING_SOLUTIONS = ['AMAZON_PARTNERED_CARRIER', 'USE_YOUR_OWN_CARRIER'] as const;
export type ShippingSolution = (typeof SHIPPING_SOLUTIONS)[number];
export const FEED_STATUSES = ['Pending', 'Success', 'Failed'] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Pure rules

/** The required-information modal's variant for the shipment's settings (section 5). */
export type RequiredInfoVariant = 'PARTNERED_LTL' | 'NON_PARTNERED_FEDEX' | 'NON_PARTNERED_OTHER' | 'NONE';
export function requiredInfoVariant(s: { shipmentType: string; isPartnered: string; carrierName: string }) {
  const partnered = s.isPartnered === 'true';
  if (partnered && s.shipmentType === 'LTL') return 'PARTNERED_LTL' as const;
  if (partnered) return 'NONE' as const;
  if (s.carrierName === 'FEDERAL_EXPRESS_CORP') return 'NON_PARTNERED_FEDEX' as const;
  // Non-partnered small parcel carries tracking ids per box; only non-partnered LTL asks a PRO number.
  return s.shipmentType === 'LTL' ? ('NON_PARTNERED_OTHER' as const) : ('NONE' as const);
}

/** Whether a ready date is after now and within 2 weeks. */
export function isReadyDateValid(readyDate: string | Date, now: Date): boolean {
  const at = new Date(readyDate).getTime();
  if (!Number.isFinite(at)) return false;
  return at > now.getTime() && at <= now.getTime() + READY_DATE_MAX_MS;
}

export function isProNumberValid(proNumber: string | null | undefined): boolean {
  const value = proNumber?.trim() ?? '';
  return value.length >= PRO_NUMBER_MIN && value.length <= PRO_NUMBER_MAX;
}

/**
 * The PRO number kept for the shipment's transport: the placeholder for non-partnered FedEx LTL,
 * the one entered (trimmed) for other non-partnered LTL, none otherwise.
 */
export function proNumberFor(
  settings: { shipmentType: string; isPartnered: string; carrierName: string },
  entered: string | null | undefined,
): string | null {
  const variant = requiredInfoVariant(settings);
  if (variant === 'NON_PARTNERED_FEDEX')
    return settings.shipmentType === 'LTL' ? FEDEX_LTL_PLACEHOLDER_PRO_NUMBER : null;
  return variant === 'NON_PARTNERED_OTHER' ? entered?.trim() || null : null;
}

/**
 * Whether the required-information modal asks a freight class: for every LTL shipment, partnered
 * or not. Amazon wants one for any freight estimate (v2024 FreightInformation.freightClass); the
 * spec asks it of partnered LTL only, and a non-partnered LTL estimate without it ends with
 * Amazon's refusal, so the FedEx and Pro Number modals ask it too when the shipment is LTL.
 */
export function asksFreightClass(settings: { shipmentType: string }): boolean {
  return settings.shipmentType === 'LTL';
}

const isFreightClass = (value: string | null | undefined) =>
  Boolean(value && (FREIGHT_CLASSES as readonly string[]).includes(value));

/**
 * The required-information modal's message for what the seller entered, or null when it holds.
 * Partnered LTL: freight class and a ready date after now within 2 weeks; non-partnered FedEx: a
 * ready date; other non-partnered LTL: a PRO number of 7 to 10 characters. Non-partnered LTL also
 * needs a freight class (`asksFreightClass`), refused with the partnered LTL's message.
 */
export function checkRequiredInformation(
  settings: { shipmentType: string; isPartnered: string; carrierName: string },
  info: { readyDate?: string | null; freightClass?: string | null; proNumber?: string | null },
  now: Date,
): string | null {
  switch (requiredInfoVariant(settings)) {
    case 'PARTNERED_LTL':
      return isFreightClass(info.freightClass) && info.readyDate && isReadyDateValid(info.readyDate, now)
        ? null
        : transportMessages.requiredInfoLtl;
    case 'NON_PARTNERED_FEDEX':
      if (!info.readyDate || !Number.isFinite(new Date(info.readyDate).getTime()))
        return transportMessages.requiredInfoFedex;
      break;
    case 'NON_PARTNERED_OTHER':
      if (!isProNumberValid(info.proNumber)) return transportMessages.proNumberLength;
      break;
    default:
      return null;
  }
  return asksFreightClass(settings) && !isFreightClass(info.freightClass) ? transportMessages.requiredInfoLtl : null;
}

/** The void window's length for a shipment type. */
export function voidWindowMs(shipmentType: string): number {
  return shipmentType === 'LTL' ? VOID_WINDOW_MS.LTL : VOID_WINDOW_MS.SP;
}

/** Milliseconds left to void (0 when the window has passed or there is none). */
export function voidTimeLeftMs(voidDate: string | null | undefined, now: Date): number {
  if (!voidDate) return 0;
  return Math.max(0, new Date(voidDate).getTime() - now.getTime());
}

/** 'Xh Ym left' for the Void button. */
export function formatVoidTimeLeft(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${m}m left` : `${m}m left`;
}

// ---------------------------------------------------------------------------------------------
// Requests

const uuid = z.string({ error: transportMessages.shipmentNotFound }).uuid(transportMessages.shipmentNotFound);
const carrierField = z.enum(CARRIERS.map((c) => c.value) as [CarrierCode, ...CarrierCode[]], {
  error: 'Carrier is required',
});

/**
 * POST /fullfilment/sync-transport-content (Calculate Cost): the settings the screen shows and
 * the required-information modal's fields. 202 with the TransportState (step 'ESTIMATING'); a
 * job sends the box content (setPackingInformation), generates and lists Amazon's options.
 * `testApi` is accepted and ignored (the sandbox is chosen by configuration, not per call).
 */
export const syncTransportBodySchema = z.object({
  inboundShipmentId: uuid,
  ShipmentType: z.enum(['SP', 'LTL'], { error: 'Shipment Type is required' }),
  IsPartnered: z.union([z.enum(['true', 'false']), z.boolean().transform((b) => (b ? 'true' : 'false'))], {
    error: 'Shipment can be Partnered or Non-Partnered',
  }),
  CarrierName: carrierField,
  /** ISO date-time: the freight ready date (partnered LTL, non-partnered FedEx); default now + 1 day. */
  readyDate: z.string().max(40).optional(),
  freightClass: z.enum(FREIGHT_CLASSES, { error: transportMessages.requiredInfoLtl }).optional(),
  proNumber: z.string().max(40).optional(),
  testApi: z.boolean().optional(),
});
export type SyncTransportBody = z.input<typeof syncTransportBodySchema>;

/** POST /fullfilment/confirm-transport-shipment-content: confirm the option the seller picked. */
export const confirmTransportBodySchema = z.object({
  inboundShipmentId: uuid,
  transportationOptionId: z
    .string({ error: transportMessages.optionNotFound })
    .min(1, transportMessages.optionNotFound)
    .max(64, transportMessages.optionNotFound),
});
export type ConfirmTransportBody = z.input<typeof confirmTransportBodySchema>;

/** POST /fullfilment/voide-transport-content. */
export const voidTransportBodySchema = z.object({ inboundShipmentId: uuid });
export type VoidTransportBody = z.input<typeof voidTransportBodySchema>;

/** POST /fullfilment/marked-as-shipped and POST /fullfilment/sync-feeds: `shipmentId` is our uuid. */
export const transportShipmentBodySchema = z.object({ shipmentId: uuid });
export type TransportShipmentBody = z.input<typeof transportShipmentBodySchema>;

/** GET /fullfilment/get-transport/{shipmentId} and GET /fullfilment/download-bol/{shipmentId}. */
export const transportParamsSchema = z.object({ shipmentId: uuid });

// ---------------------------------------------------------------------------------------------
// Answers

export const transportOptionSchema = z.object({
  transportationOptionId: z.string(),
  shippingSolution: z.enum(SHIPPING_SOLUTIONS),
  /** GROUND_SMALL_PARCEL, FREIGHT_LTL, … */
  shippingMode: z.string(),
  carrierName: z.string(),
  /** Amazon's alphaCode, e.g. UPSN; null when Amazon gives none. */
  carrierCode: z.string().nullable(),
  /** Total cost; null for own carriers Amazon does not quote. */
  cost: z.object({ amount: z.number(), code: z.string() }).nullable(),
  /** cost / units, 2 decimals; null without a cost. */
  costPerUnit: z.number().nullable(),
  voidableUntil: z.string().nullable(),
  /** Amazon's quote expiry. */
  expiresAt: z.string().nullable(),
  /** Whether confirming needs a delivery window first (the server confirms one itself). */
  needsDeliveryWindow: z.boolean(),
  /** The option the shipment's settings pick (type, partnered, carrier); the screens preselect it. */
  matchesSettings: z.boolean(),
});
export type TransportOption = z.infer<typeof transportOptionSchema>;

export const transportStateSchema = z.object({
  shipmentId: z.string(),
  /** Amazon's FBA… id, for display. */
  amazonShipmentId: z.string().nullable(),
  shipmentStatus: z.string(),
  shipmentType: z.enum(['SP', 'LTL']),
  isPartnered: z.enum(['true', 'false']),
  carrierName: z.string(),
  /** null shows 'Pending'. */
  transportStatus: z.enum(TRANSPORT_STATUSES).nullable(),
  /** The job in flight, or null. */
  step: z.enum(TRANSPORT_STEPS).nullable(),
  /** The last failed step's message (Amazon's problems joined), or null. */
  error: z.string().nullable(),
  options: z.array(transportOptionSchema),
  /** The confirmed option's id, or null. */
  confirmedOptionId: z.string().nullable(),
  estimatedCost: z.number().nullable(),
  estimatedCostCurrency: z.string().nullable(),
  /** ISO; the end of the void window (the earlier of 24 h / 1 h after confirm and Amazon's voidableUntil). */
  voidDate: z.string().nullable(),
  /** Whether the Void button is offered now (window open, plan voidable by us). */
  canVoid: z.boolean(),
  canMarkShipped: z.boolean(),
  canDownloadBol: z.boolean(),
  /** The modal variant Calculate Cost needs. */
  requiredInfo: z.enum(['PARTNERED_LTL', 'NON_PARTNERED_FEDEX', 'NON_PARTNERED_OTHER', 'NONE']),
  readyDate: z.string().nullable(),
  freightClass: z.string().nullable(),
  proNumber: z.string().nullable(),
  feedStatus: z.enum(FEED_STATUSES),
  feedErrors: z.array(z.object({ resultDescription: z.string() })),
  masterTrackingNumber: z.string().nullable(),
  /**
   * The shipments whose transport goes with this one (issue 26): Amazon generates and confirms the
   * transport of every shipment of a placement option at once. This shipment first.
   */
  planShipments: z.array(
    z.object({
      shipmentRowId: z.string(),
      shipmentId: z.string(),
      shipmentName: z.string(),
      destinationFulfillmentCenterId: z.string(),
      transportStatus: z.enum(TRANSPORT_STATUSES).nullable(),
      estimatedCost: z.number().nullable(),
      estimatedCostCurrency: z.string().nullable(),
    }),
  ),
  /** The plan's estimate: the sum of its shipments' (null while one has none). */
  planEstimatedCost: z.number().nullable(),
  updatedAt: z.string(),
});
export type TransportState = z.infer<typeof transportStateSchema>;

/** Every transport route answers `{ message, transport }` (202 while a job runs, 200 otherwise). */
export const transportResponseSchema = z.object({ message: z.string(), transport: transportStateSchema });
export type TransportResponse = z.infer<typeof transportResponseSchema>;

/** Confirm's and void's answers also carry the spec's fields at the top (section 4). */
export const confirmTransportResponseSchema = transportResponseSchema.extend({
  transportStatus: z.enum(TRANSPORT_STATUSES).nullable(),
  voidDate: z.string().nullable(),
});
export type ConfirmTransportResponse = z.infer<typeof confirmTransportResponseSchema>;
export const voidTransportResponseSchema = transportResponseSchema.extend({ voidDate: z.string().nullable() });
export type VoidTransportResponse = z.infer<typeof voidTransportResponseSchema>;

/** GET /fullfilment/download-bol/{shipmentId}: the PDF as base64 (the screen downloads it). */
export const billOfLadingResponseSchema = z.object({
  fileName: z.string(),
  /** base64 of application/pdf. */
  pdf: z.string(),
});
export type BillOfLadingResponse = z.infer<typeof billOfLadingResponseSchema>;
