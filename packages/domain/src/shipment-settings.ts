import { z } from 'zod';
import {
  CARRIERS,
  CONTENT_PREFERENCES,
  DEFAULT_SHIPPING_DETAILS,
  PARTNERED_CHOICES,
  SHIPMENT_TYPES,
  getCarrierChoices,
  type CarrierCode,
  type ContentPreference,
  type IsPartnered,
  type ShipmentType,
} from './settings.js';
import { shipmentDetailSchema, shipmentListMessages } from './shipments.js';

/**
 * A shipment's settings panel (spec document 2, section 4): the settings with the account's
 * defaults filling the gaps, one change applied (the partnership resets the carrier), the box
 * content information it goes with, and the panel's calls.
 */

export interface ShipmentSettingsValues {
  contentPreference: ContentPreference;
  shipmentType: ShipmentType;
  isPartnered: IsPartnered;
  carrierName: CarrierCode;
}

const isOneOf = <T extends string>(list: readonly { value: T }[], v: unknown): v is T =>
  typeof v === 'string' && list.some((c) => c.value === v);

/**
 * A shipment's settings with the gaps filled (spec section 4): what the shipment has, else the
 * account's Setting → Shipping defaults, else partnered, SP, UPS and manual processing. A carrier
 * that the partnership does not offer falls back to the default parcel carrier.
 */
export function effectiveShipmentSettings(
  shipment: Partial<Record<keyof ShipmentSettingsValues, string | null>>,
  accountDefaults?: Partial<
    Record<'contentPreference' | 'shipmentType' | 'isPartnered' | 'carrier', string | null>
  > | null,
): ShipmentSettingsValues {
  const pick = <T extends string>(list: readonly { value: T }[], fallback: T, ...values: unknown[]): T =>
    (values.find((v) => isOneOf(list, v)) as T | undefined) ?? fallback;
  const isPartnered = pick(
    PARTNERED_CHOICES,
    DEFAULT_SHIPPING_DETAILS.isPartnered,
    shipment.isPartnered,
    accountDefaults?.isPartnered,
  );
  const carrierName = pick(CARRIERS, DEFAULT_SHIPPING_DETAILS.carrier, shipment.carrierName, accountDefaults?.carrier);
  return {
    contentPreference: pick(
      CONTENT_PREFERENCES,
      DEFAULT_SHIPPING_DETAILS.contentPreference,
      shipment.contentPreference,
      accountDefaults?.contentPreference,
    ),
    shipmentType: pick(
      SHIPMENT_TYPES,
      DEFAULT_SHIPPING_DETAILS.shipmentType,
      shipment.shipmentType,
      accountDefaults?.shipmentType,
    ),
    isPartnered,
    carrierName: getCarrierChoices(isPartnered).some((c) => c.value === carrierName)
      ? carrierName
      : DEFAULT_SHIPPING_DETAILS.carrier,
  };
}

/**
 * The settings after one change (spec section 4): changing the partnership resets the carrier to
 * the default parcel carrier; a carrier the partnership does not offer is refused (null).
 */
export function applyShipmentSettingsChange(
  current: ShipmentSettingsValues,
  change: Partial<ShipmentSettingsValues>,
): ShipmentSettingsValues | null {
  const next = { ...current, ...change };
  if (
    change.isPartnered !== undefined &&
    change.isPartnered !== current.isPartnered &&
    change.carrierName === undefined
  )
    next.carrierName = DEFAULT_SHIPPING_DETAILS.carrier;
  if (!getCarrierChoices(next.isPartnered).some((c) => c.value === next.carrierName)) return null;
  return next;
}

/** Content preference from what Amazon's v0 reports (INTERACTIVE is Seller Central's web form: a feed of box contents). */
/**
 * The box content information a shipment goes with: the seller's shipment-level choice, else the
 * one it was created with (Create Shipment's Box Content Information, kept as Amazon's source).
 */
export function shipmentContentPreference(shipment: {
  contentPreference: string | null;
  boxContentsSource: string | null;
}): ContentPreference | null {
  return (
    contentPreferenceFromAmazon(shipment.contentPreference) ?? contentPreferenceFromAmazon(shipment.boxContentsSource)
  );
}

export function contentPreferenceFromAmazon(source: string | null | undefined): ContentPreference | null {
  if (source === 'NONE' || source === 'FEED' || source === '2D_BARCODE') return source;
  if (source === 'INTERACTIVE') return 'FEED';
  return null;
}

const uuid = (message: string = shipmentListMessages.shipmentNotFound) => z.string({ error: message }).uuid(message);

const contentPreferenceField = z.enum(
  CONTENT_PREFERENCES.map((c) => c.value) as [ContentPreference, ...ContentPreference[]],
  { error: 'Choose the Box Content Information' },
);
const shipmentTypeField = z.enum(['SP', 'LTL'], { error: 'Shipment Type is required' });
const isPartneredField = z.enum(['true', 'false'], { error: 'Shipment can be Partnered or Non-Partnered' });
const carrierField = z.enum(CARRIERS.map((c) => c.value) as [CarrierCode, ...CarrierCode[]], {
  error: 'Carrier is required',
});

/** POST /fullfilment/shipment-settings: one or more of the panel's choices, stored at once. */
export const shipmentSettingsBodySchema = z
  .object({
    inboundShipmentId: uuid(),
    shipmentType: shipmentTypeField.optional(),
    isPartnered: isPartneredField.optional(),
    carrierName: carrierField.optional(),
    contentPreference: contentPreferenceField.optional(),
  })
  .refine(
    (b) =>
      b.shipmentType !== undefined ||
      b.isPartnered !== undefined ||
      b.carrierName !== undefined ||
      b.contentPreference !== undefined,
    { message: 'Choose a setting to change' },
  );
export type ShipmentSettingsBody = z.input<typeof shipmentSettingsBodySchema>;

/** POST /fullfilment/get-shipment-settings: the settings and the choices the screen's values allow. */
export const getShipmentSettingsBodySchema = z.object({
  inboundShipmentId: uuid(),
  shipmentType: shipmentTypeField.optional(),
  contentPreference: contentPreferenceField.optional(),
  isPartnered: isPartneredField.optional(),
  carrierName: carrierField.optional(),
});
export type GetShipmentSettingsBody = z.input<typeof getShipmentSettingsBodySchema>;

export const shipmentSettingsResponseSchema = z.object({
  message: z.string(),
  settings: shipmentDetailSchema.shape.settings,
  carriers: z.array(z.object({ value: z.string(), label: z.string() })),
  warehouseId: z.string().nullable(),
  editable: z.boolean(),
});
export type ShipmentSettingsResponse = z.infer<typeof shipmentSettingsResponseSchema>;

/** POST /fullfilment/update-content-preference: Box Content Information (the account default when none is sent). */
export const updateContentPreferenceBodySchema = z.object({
  inboundShipmentId: uuid(),
  contentPreference: contentPreferenceField.optional(),
});
export type UpdateContentPreferenceBody = z.input<typeof updateContentPreferenceBodySchema>;
