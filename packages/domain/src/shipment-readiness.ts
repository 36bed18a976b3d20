import { z } from 'zod';
import { hasItemError, hasWeight, type ItemForRules } from './shipment-item-rules.js';
import { boxErrorsOf, type Box } from './workbench.js';

/**
 * Readiness to submit (spec document 2, section 5) and the box and pallet error rules it rests on
 * (sections 4 and 8). The submit button's tooltip lists `checkShipmentReadiness`'s reasons and
 * the server refuses a transport step while any remains (assertShipmentReady), from the same
 * function.
 */

/**
 * The submit button's tooltip reasons, quoted exactly and in the spec's order; ours (marked) sit
 * beside the spec's reasons about the same setting.
 */
export const readinessMessages = {
  itemErrors: 'Please resolve item level errors',
  boxErrors: 'Please resolve box level errors',
  palletErrors: 'Please resolve pallet level errors',
  noItems: 'No shipment Item found!',
  notFullyBoxed: 'Shipment quantity should be fully boxed',
  expiryMissing: 'Expirable Products should have expiry date',
  weightMissing: 'Shipment Items weight is required',
  emptyBox: 'Empty Box cannot be shipped',
  typeMissing: 'Shipment Type is required',
  partneredMissing: 'Shipment can be Partnered or Non-Partnered',
  /**
   * Ours: Amazon's pack-later workflow (placed first, packed after) is for pallet deliveries only,
   * so a shipment placed before packing gets no small-parcel transport (docs/amazon-mapping.md).
   */
  smallParcelPlacedFirst:
    'Amazon offers small parcel transport only to shipments packed before placement: this one was placed first, so it ships as pallets (LTL)',
  fedexAccountMissing: 'FedEx account details are missing!',
  noPallets: 'No pallet found',
  emptyPallet: 'Empty pallet cannot be shipped',
  boxWithoutPallet: 'Each box should be assigned to pallet',
  palletWeight: 'Pallet weight must be between 150 and 40000 lb',
  warehouseMissing: 'Please select or create warehouse',
  palletDimensionsMissing: 'Pallet dimensions are missing!',
  palletHeight: 'Single pallets must be no higher than 72 inches. Stacked pallets, each must be 48 - 50 in. tall',
  boxDimensionsMissing: 'Box dimensions are required',
  trackingIdMissing: 'Box Tracking Id is required',
  carrierMissing: 'Carrier is required',
} as const;
export type ReadinessReason = (typeof readinessMessages)[keyof typeof readinessMessages];
/** Every reason in the order `checkShipmentReadiness` lists them in (the spec's, ours beside theirs). */
export const READINESS_REASONS: readonly ReadinessReason[] = Object.values(readinessMessages);

/** Pallet limits (spec section 9): fixed footprint, total weight, single and stacked heights. */
export const PALLET_LIMITS = {
  widthIn: 48,
  lengthIn: 40,
  minTotalWeightLb: 150,
  maxTotalWeightLb: 40_000,
  singleMinHeightIn: 1,
  singleMaxHeightIn: 72,
  stackedMinHeightIn: 48,
  stackedMaxHeightIn: 50,
} as const;

export const FEDEX_CARRIER = 'FEDERAL_EXPRESS_CORP';

/** The shipment's settings the rules read ('SP' or 'LTL'; 'true' or 'false'; Amazon's carrier code). */
export interface ShipmentSettingsForRules {
  shipmentType: string | null;
  isPartnered: string | null;
  carrierName: string | null;
}

/** The fields of a box the rules read; the API's box carries them all. */
export type BoxForRules = Pick<Box, 'units' | 'dimensions' | 'trackingId' | 'palletId'>;

export interface PalletForRules {
  boxCount: number;
  isStacked: boolean;
  /** Inches and pounds; width and length are fixed (48 x 40). */
  height: number | null;
  weight: number | null;
  /** The pallet with its boxes, in pounds. */
  totalWeightLb: number;
}

const isPositive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

const isLtl = (s: ShipmentSettingsForRules) => s.shipmentType === 'LTL';
const isSp = (s: ShipmentSettingsForRules) => s.shipmentType === 'SP';
const isNonPartnered = (s: ShipmentSettingsForRules) => s.isPartnered === 'false';

/**
 * Whether each box needs a tracking id before submit: non-partnered small parcel with a carrier
 * other than FedEx (section 5; FedEx's own shipment call gives the tracking ids later).
 */
export function needsTrackingIds(settings: ShipmentSettingsForRules): boolean {
  return isSp(settings) && isNonPartnered(settings) && settings.carrierName !== FEDEX_CARRIER;
}

/** Whether the shipment ships with the seller's FedEx account (the /fedex/ calls): non-partnered small parcel, FedEx. */
export function usesFedexShipment(settings: ShipmentSettingsForRules): boolean {
  return isSp(settings) && isNonPartnered(settings) && settings.carrierName === FEDEX_CARRIER;
}

/** Whether a box has length, width, height and weight above 0 and a weight unit. */
export function hasBoxDimensions(box: Pick<BoxForRules, 'dimensions'>): boolean {
  const d = box.dimensions;
  return isPositive(d.length) && isPositive(d.width) && isPositive(d.height) && isPositive(d.weight) && !!d.weightUnit;
}

/**
 * Whether a box holds the shipment back as a box error (boxErrorsOf, section 8), with one
 * exception: a non-partnered FedEx box without a tracking id is not (FedEx's shipment call gives
 * the tracking ids after submit, and section 5 asks tracking ids of non-FedEx carriers only).
 */
export function isBoxInError(box: BoxForRules, settings: ShipmentSettingsForRules): boolean {
  return boxErrorsOf(box, settings).some((error) => error !== 'MISSING_TRACKING' || needsTrackingIds(settings));
}

/** Whether the pallet has a height and a weight above 0 (width and length are fixed). */
export function hasPalletDimensions(pallet: Pick<PalletForRules, 'height' | 'weight'>): boolean {
  return isPositive(pallet.height) && isPositive(pallet.weight);
}

/** Whether a pallet's total weight is within 150 to 40000 lb. */
export function isPalletWeightInRange(pallet: Pick<PalletForRules, 'totalWeightLb'>): boolean {
  return (
    pallet.totalWeightLb >= PALLET_LIMITS.minTotalWeightLb && pallet.totalWeightLb <= PALLET_LIMITS.maxTotalWeightLb
  );
}

/** Single pallets 1 to 72 in tall; each stacked pallet 48 to 50 in. */
export function isPalletHeightInRange(pallet: Pick<PalletForRules, 'height' | 'isStacked'>): boolean {
  if (!isPositive(pallet.height)) return false;
  return pallet.isStacked
    ? pallet.height >= PALLET_LIMITS.stackedMinHeightIn && pallet.height <= PALLET_LIMITS.stackedMaxHeightIn
    : pallet.height >= PALLET_LIMITS.singleMinHeightIn && pallet.height <= PALLET_LIMITS.singleMaxHeightIn;
}

/** A pallet in error (section 4): height or weight missing or not above 0, no boxes, or total weight outside 150 to 40000 lb. */
export function hasPalletError(pallet: PalletForRules): boolean {
  return !hasPalletDimensions(pallet) || pallet.boxCount <= 0 || !isPalletWeightInRange(pallet);
}

export interface WarehouseContactForRules {
  name: string | null;
  email: string | null;
  phone: string | null;
}

export interface ReadinessInput {
  settings: ShipmentSettingsForRules;
  items: readonly ItemForRules[];
  boxes: readonly BoxForRules[];
  /** LTL only; ignored for small parcel. */
  pallets: readonly PalletForRules[];
  /** The ship-from warehouse's contact, or null when the shipment has no warehouse. */
  warehouseContact: WarehouseContactForRules | null;
  /** Whether the account's FedEx details (client id, secret, account number) are saved. */
  hasFedexAccount: boolean;
  /**
   * Whether Stowline placed the shipment before it was packed (the pallet path: created from a
   * placement option with no packing groups). Shipments packed first, and shipments made outside
   * Stowline (synced, or v0), are not.
   */
  placedBeforePacking: boolean;
}

/**
 * Every reason the shipment cannot be submitted yet, in the spec's order; empty when ready.
 *
 * All shipments: items exist, every item fully boxed, weighed and (when expirable) dated, no empty
 * box, type and partnered set. Small parcel: packed before placement (Amazon offers a shipment
 * placed first pallet transport only), box dimensions; non-partnered FedEx needs the FedEx
 * account, other non-partnered carriers a tracking id per box and a carrier. LTL: pallets exist,
 * none empty, every box on one, pallet dimensions; partnered LTL also the warehouse contact, each
 * pallet's weight and height within Amazon's limits.
 */
export function checkShipmentReadiness(input: ReadinessInput): ReadinessReason[] {
  const { settings, items, boxes } = input;
  const ltl = isLtl(settings);
  const sp = isSp(settings);
  const partnered = settings.isPartnered === 'true';
  const nonPartnered = isNonPartnered(settings);
  const pallets = ltl ? input.pallets : [];
  const fedex = settings.carrierName === FEDEX_CARRIER;
  const contact = input.warehouseContact;

  const holds: Record<keyof typeof readinessMessages, boolean> = {
    itemErrors: items.some(hasItemError),
    boxErrors: boxes.some((box) => isBoxInError(box, settings)),
    palletErrors: pallets.some(hasPalletError),
    noItems: items.length === 0,
    notFullyBoxed: items.some((item) => item.quantityBoxed !== item.quantityShipped),
    expiryMissing: items.some((item) => item.amzExpirable && !item.expDate),
    weightMissing: items.some((item) => !hasWeight(item.weight)),
    emptyBox: boxes.some((box) => box.units <= 0),
    typeMissing: !ltl && !sp,
    partneredMissing: !partnered && !nonPartnered,
    smallParcelPlacedFirst: sp && input.placedBeforePacking,
    fedexAccountMissing: sp && nonPartnered && fedex && !input.hasFedexAccount,
    noPallets: ltl && pallets.length === 0,
    emptyPallet: pallets.some((pallet) => pallet.boxCount <= 0),
    boxWithoutPallet: ltl && boxes.some((box) => !box.palletId),
    palletWeight: ltl && partnered && pallets.some((pallet) => !isPalletWeightInRange(pallet)),
    warehouseMissing: ltl && partnered && !(contact?.name?.trim() && contact.email?.trim() && contact.phone?.trim()),
    palletDimensionsMissing: pallets.some((pallet) => !hasPalletDimensions(pallet)),
    palletHeight:
      ltl && partnered && pallets.some((pallet) => hasPalletDimensions(pallet) && !isPalletHeightInRange(pallet)),
    boxDimensionsMissing: sp && boxes.some((box) => !hasBoxDimensions(box)),
    trackingIdMissing: needsTrackingIds(settings) && boxes.some((box) => !box.trackingId?.trim()),
    carrierMissing: sp && nonPartnered && !settings.carrierName,
  };
  return (Object.keys(readinessMessages) as (keyof typeof readinessMessages)[])
    .filter((key) => holds[key])
    .map((key) => readinessMessages[key]);
}

/** Whether nothing holds the shipment back. */
export function isShipmentReady(input: ReadinessInput): boolean {
  return checkShipmentReadiness(input).length === 0;
}

/**
 * GET /fullfilment/get-shipment-readiness/{shipmentId} (ours): the submit button's tooltip, from
 * the shipment as the server holds it. Transport steps refuse with the first reason while any remains.
 */
export const shipmentReadinessResponseSchema = z.object({
  ready: z.boolean(),
  /** Every reason, in the spec's order; empty when ready. */
  reasons: z.array(z.string()),
});
export type ShipmentReadinessResponse = z.infer<typeof shipmentReadinessResponseSchema>;
