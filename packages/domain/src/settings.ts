import { z } from 'zod';
import { isEmail } from './auth.js';
import { US_STATE_CODES } from './address.js';
import { MAX_TEXT, PAGE_SIZES } from './constants.js';

/**
 * The settings screens (spec document 1, sections 2, 3, 5 and 9; document 3, sections 3 and 9):
 * default inbound shipment settings, label page types, box categories, warehouses (ship-from
 * addresses), the FedEx carrier account and the favourite fulfilment centres per FBA type.
 */

export const settingsMessages = {
  // Quoted from the spec.
  boxNameTooLong: 'Name can be of upto 50 characters*',
  selectWeightUnit: 'Please select weight unit*',
  boxFieldsInvalid: 'Fields cannot be empty or invalid*',
  fieldsRequired: 'Fields are required',
  allFieldsRequired: 'All fields are required',
  postalCodeLength: 'The length of postal code must be between 5 and 20 digits',
  invalidEmail: 'Invalid Email',
  carrierFieldsRequired: 'All fields are required!',
  labelsUpdated: 'labels Setting Updated Successfully',
  shipToUpdated: 'Updated Successfully!',
  favouriteAdded: 'Selected FC added to favourites successfully',
  // Messages the spec leaves open.
  shippingDetailsUpdated: 'Default Inbound Shipments Setting Updated Successfully',
  defaultExpiryPositive: 'Default expiry must be at least 1 month',
  defaultExpiryTooLong: 'Default expiry can be at most 120 months',
  carrierNotForPartnered: 'This carrier is not available for the partnered choice',
  boxCategoryAdded: 'Box Category Added Successfully',
  boxCategoryUpdated: 'Box Category Updated Successfully',
  boxCategoryDeleted: 'Box Category Deleted Successfully',
  boxCategoryNameTaken: 'A box category with this name already exists',
  boxCategoryNotFound: 'Box category not found',
  warehouseAdded: 'Warehouse Added Successfully',
  warehouseUpdated: 'Warehouse Updated Successfully',
  warehouseDeleted: 'Warehouse Deleted Successfully',
  warehouseNotFound: 'Warehouse not found',
  nothingToUpdate: 'Nothing to update',
  postalCodeCharacters: 'Postal code may hold digits, letters, spaces and hyphens only',
  invalidPhone: 'Invalid phone number',
  carrierSaved: 'Carrier Account Saved Successfully',
  carrierDeleted: 'Carrier Account Deleted Successfully',
  carrierNotConnected: 'This carrier is not connected',
  carrierTestPassed: 'FedEx accepted these credentials',
  carrierTestRefused: 'FedEx refused these credentials',
  invalidFcId: 'Enter a fulfilment centre id such as PHX7 (3 to 8 letters and digits)',
  fcAlreadySaved: 'This FC is already saved for this FBA type',
  fcNotFound: 'This FC is not saved for this FBA type',
  tooManyFcs: 'At most 50 FCs can be saved per FBA type',
  selectContentPreference: 'Select a content preference',
  selectShipmentType: 'Select a shipment type',
  selectPartnered: 'Select Partnered or Non Partnered',
  selectCarrier: 'Select a carrier',
  selectPageType: 'Select a label page type',
  selectLabelStock: 'Select a label stock type',
  selectFbaType: 'Select an FBA type',
  unknownAction: 'Unknown action',
  unknownCarrier: 'Unknown carrier',
} as const;

// ---------------------------------------------------------------------------------------------
// Constants

/** Product size tiers / FBA types (spec document 3, sections 3 and 9). */
export const FBA_TYPES = [
  'STANDARD',
  'OVERSIZED',
  'EXTRA LARGE',
  'HAZMAT',
  'HAZMAT AEROSOL',
  'HAZMAT OXIDIZERS',
  'HAZMAT FLAMMABLE',
  'SMALL AND LIGHT',
  'NOT ATTACHED',
  'ERRORED',
] as const;
export type FbaType = (typeof FBA_TYPES)[number];
/**
 * The FBA types a favourite FC can be kept for: a plan is asked for shippable SKUs only, so
 * 'NOT ATTACHED' (no type yet) and 'ERRORED' (the error bucket) never reach an FC.
 */
export const SHIP_TO_FBA_TYPES = FBA_TYPES.filter((t) => t !== 'NOT ATTACHED' && t !== 'ERRORED');
/** Favourite FCs kept per FBA type. */
export const MAX_FCS_PER_FBA_TYPE = 50;
/** A Ship to FC card names this many FCs, then '+N'. */
export const SHIP_TO_CARD_VISIBLE = 2;

/** Box Content Information: what the seller picks and what Amazon calls it. */
export const CONTENT_PREFERENCES = [
  { value: 'NONE', label: 'MANUAL PROCESSING BY AMAZON' },
  { value: 'FEED', label: 'VIA FEED' },
  { value: '2D_BARCODE', label: 'PRINT 2D LABELS' },
] as const;
export type ContentPreference = (typeof CONTENT_PREFERENCES)[number]['value'];
export const SHIPMENT_TYPES = [
  { value: 'SP', label: 'SPD' },
  { value: 'LTL', label: 'LTL/FTL' },
] as const;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number]['value'];
/** Kept as the strings 'true' and 'false', as shipments carry it. */
export const PARTNERED_CHOICES = [
  { value: 'true', label: 'Partnered' },
  { value: 'false', label: 'Non Partnered' },
] as const;
export type IsPartnered = (typeof PARTNERED_CHOICES)[number]['value'];

export const CARRIERS = [
  { value: 'UNITED_PARCEL_SERVICE_INC', label: 'UPS' },
  { value: 'DHL_STANDARD', label: 'DHL' },
  { value: 'FEDERAL_EXPRESS_CORP', label: 'FedEx' },
  { value: 'UNITED_STATES_POSTAL_SERVICE', label: 'USPS' },
  { value: 'OTHER', label: 'OTHER' },
] as const;
export type CarrierCode = (typeof CARRIERS)[number]['value'];
/** Amazon's partnered carrier is UPS; without the partnership any of the five (spec document 2, section 9). */
export function getCarrierChoices(isPartnered: IsPartnered): readonly (typeof CARRIERS)[number][] {
  return isPartnered === 'true' ? CARRIERS.filter((c) => c.value === 'UNITED_PARCEL_SERVICE_INC') : CARRIERS;
}

export const DEFAULT_SHIPPING_DETAILS = {
  contentPreference: 'NONE',
  shipmentType: 'SP',
  isPartnered: 'true',
  carrier: 'UNITED_PARCEL_SERVICE_INC',
  /** Not set until the seller chooses one; Update stays disabled until then. */
  defaultExp: null,
} as const satisfies ShippingDetails;
export const MAX_DEFAULT_EXPIRY_MONTHS = 120;

/** Amazon getLabels page types offered for shipping (box) and pallet labels: Letter, Thermal 4x6, A4. */
export const PACKAGE_LABEL_PAGE_TYPES = [
  { value: 'PackageLabel_Letter_2', label: 'Letter (2 per page)' },
  { value: 'PackageLabel_Thermal', label: 'Thermal 4x6' },
  { value: 'PackageLabel_A4_2', label: 'A4 (2 per page)' },
] as const;
export const BOX_CONTENT_LABEL_TYPES = [{ value: '4x6', label: '4 x 6 in' }] as const;
/** Product (FNSKU) labels: one 1.25 x 2.25 in label per page (thermal), or a 30-up letter sheet. */
export const PRODUCT_LABEL_TYPES = [
  { value: '1.25x2.25', label: '1.25 x 2.25 in (thermal)' },
  { value: '30up_letter', label: '30-up Letter sheet' },
] as const;
export type PackageLabelPageType = (typeof PACKAGE_LABEL_PAGE_TYPES)[number]['value'];
export type ProductLabelType = (typeof PRODUCT_LABEL_TYPES)[number]['value'];
export const DEFAULT_LABEL_SETTINGS = {
  shipmentLabel: 'PackageLabel_Letter_2',
  boxContentLabel: '4x6',
  productLabel: '1.25x2.25',
  palletLabel: 'PackageLabel_Letter_2',
} as const satisfies LabelSettings;

export const WEIGHT_UNITS = [
  { value: 'none', label: 'None' },
  { value: 'pounds', label: 'Pounds (LB)' },
  { value: 'ounces', label: 'Ounces (OZ)' },
] as const;
export type WeightUnit = 'pounds' | 'ounces';
export const BOX_CATEGORY_NAME_MAX = 50;
/** Far above any box a carrier takes; keeps stored numbers sane. */
export const MAX_BOX_MEASURE = 10_000;

export const CARRIER_ACCOUNT_NAMES = ['FEDEX'] as const;
export type CarrierAccountName = (typeof CARRIER_ACCOUNT_NAMES)[number];
/** FedEx Ship API label stock types offered; PAPER_4X6 by default. */
export const LABEL_STOCK_TYPES = [
  'PAPER_4X6',
  'PAPER_4X8',
  'PAPER_4X9',
  'PAPER_LETTER',
  'STOCK_4X6',
  'STOCK_4X8',
] as const;
export type LabelStockType = (typeof LABEL_STOCK_TYPES)[number];
export const DEFAULT_LABEL_STOCK_TYPE: LabelStockType = 'PAPER_4X6';

export const DEFAULT_STATE_CODE = 'AL';
export const DEFAULT_COUNTRY_CODE = 'US';
export const POSTAL_CODE_MIN = 5;
export const POSTAL_CODE_MAX = 20;

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((o) => o.value) as unknown as [T[number]['value'], ...T[number]['value'][]];
const uuid = z.string().uuid('Not found');
export const settingsIdParamsSchema = z.object({ id: uuid });

// ---------------------------------------------------------------------------------------------
// Default Inbound Shipments Setting

/** Update is enabled only for a default expiry above 0 months (spec document 1, section 5). */
export function canUpdateShippingDetails(defaultExp: number | null | undefined): boolean {
  return typeof defaultExp === 'number' && Number.isFinite(defaultExp) && defaultExp > 0;
}

export const shippingDetailsSchema = z.object({
  contentPreference: z.enum(values(CONTENT_PREFERENCES)),
  shipmentType: z.enum(values(SHIPMENT_TYPES)),
  isPartnered: z.enum(values(PARTNERED_CHOICES)),
  carrier: z.enum(values(CARRIERS)),
  defaultExp: z.number().int().nullable(),
});
export type ShippingDetails = z.infer<typeof shippingDetailsSchema>;

/** POST /setting/default-shipping-details. `action` is the spec's; 'update' is the only one. */
export const shippingDetailsBodySchema = z
  .object({
    action: z.literal('update', { error: settingsMessages.unknownAction }).default('update'),
    contentPreference: z.enum(values(CONTENT_PREFERENCES), { error: settingsMessages.selectContentPreference }),
    shipmentType: z.enum(values(SHIPMENT_TYPES), { error: settingsMessages.selectShipmentType }),
    isPartnered: z.enum(values(PARTNERED_CHOICES), { error: settingsMessages.selectPartnered }),
    carrier: z.enum(values(CARRIERS), { error: settingsMessages.selectCarrier }),
    defaultExp: z
      .number({ error: settingsMessages.defaultExpiryPositive })
      .int(settingsMessages.defaultExpiryPositive)
      .min(1, settingsMessages.defaultExpiryPositive)
      .max(MAX_DEFAULT_EXPIRY_MONTHS, settingsMessages.defaultExpiryTooLong),
  })
  .refine((b) => getCarrierChoices(b.isPartnered).some((c) => c.value === b.carrier), {
    message: settingsMessages.carrierNotForPartnered,
    path: ['carrier'],
  });
export type ShippingDetailsBody = z.infer<typeof shippingDetailsBodySchema>;
export const shippingDetailsResponseSchema = z.object({ shippingDetails: shippingDetailsSchema });
export type ShippingDetailsResponse = z.infer<typeof shippingDetailsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Labels Settings

const pageType = { error: settingsMessages.selectPageType };
export const labelSettingsSchema = z.object({
  shipmentLabel: z.enum(values(PACKAGE_LABEL_PAGE_TYPES), pageType),
  boxContentLabel: z.enum(values(BOX_CONTENT_LABEL_TYPES), pageType),
  productLabel: z.enum(values(PRODUCT_LABEL_TYPES), pageType),
  palletLabel: z.enum(values(PACKAGE_LABEL_PAGE_TYPES), pageType),
});
export type LabelSettings = z.infer<typeof labelSettingsSchema>;
/** POST /setting/update-label-setting: all four page types. */
export const updateLabelSettingsBodySchema = labelSettingsSchema;
export const labelSettingsResponseSchema = labelSettingsSchema;
export type LabelSettingsResponse = z.infer<typeof labelSettingsResponseSchema>;
export const productLabelResponseSchema = z.object({ productLabel: z.enum(values(PRODUCT_LABEL_TYPES)) });
export type ProductLabelResponse = z.infer<typeof productLabelResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Box categories

const boxMeasure = z
  .number({ error: settingsMessages.boxFieldsInvalid })
  .positive(settingsMessages.boxFieldsInvalid)
  .max(MAX_BOX_MEASURE, settingsMessages.boxFieldsInvalid);

/**
 * Dimensions in inches, weight in the unit chosen; each above 0 and a unit other than none.
 * The unit is read as text first, so a form may hold 'none' until the seller picks one.
 */
export const boxDimensionsBodySchema = z.object({
  length: boxMeasure,
  width: boxMeasure,
  height: boxMeasure,
  weight: boxMeasure,
  weightUnit: z
    .string({ error: settingsMessages.selectWeightUnit })
    .pipe(z.enum(['pounds', 'ounces'], { error: settingsMessages.selectWeightUnit })),
});
export const boxDimensionsSchema = boxDimensionsBodySchema.extend({ weightUnit: z.enum(['pounds', 'ounces']) });
export type BoxDimensions = z.infer<typeof boxDimensionsSchema>;

/** POST /setting/create-box-category and PUT /setting/box-category/{id}/update-dimensions. */
export const boxCategoryBodySchema = z.object({
  name: z
    .string({ error: settingsMessages.boxFieldsInvalid })
    .trim()
    .min(1, settingsMessages.boxFieldsInvalid)
    .max(BOX_CATEGORY_NAME_MAX, settingsMessages.boxNameTooLong),
  dimensions: z.object(boxDimensionsBodySchema.shape, { error: settingsMessages.boxFieldsInvalid }),
});
export type BoxCategoryBody = z.infer<typeof boxCategoryBodySchema>;

export const boxCategorySchema = z.object({ _id: z.string(), name: z.string(), dimensions: boxDimensionsSchema });
export type BoxCategory = z.infer<typeof boxCategorySchema>;
export const boxCategoryListResponseSchema = z.object({ boxCategories: z.array(boxCategorySchema) });
export type BoxCategoryListResponse = z.infer<typeof boxCategoryListResponseSchema>;
export const boxCategoryResponseSchema = z.object({ message: z.string(), newBox: boxCategorySchema });
export type BoxCategoryResponse = z.infer<typeof boxCategoryResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Warehouses (ship-from addresses)

const phonePattern = /^[\d\s()+.-]+$/;
const postalCharacters = /^[A-Za-z0-9 -]+$/;

/**
 * A warehouse's fields, every one required but address line 2. The warehouse page says
 * 'All fields are required'; the create-shipment settings bar says 'Fields are required'.
 */
export function makeWarehouseFieldsSchema(requiredMessage: string) {
  const required = (max = MAX_TEXT) =>
    z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, `Must be at most ${max} characters`);
  return z.object({
    name: required(100),
    addressline1: required(),
    addressline2: z.string().trim().max(MAX_TEXT, `Must be at most ${MAX_TEXT} characters`).optional(),
    city: required(100),
    stateOrProvinceCode: z
      .string({ error: requiredMessage })
      .refine((code) => US_STATE_CODES.includes(code), requiredMessage),
    postalCode: z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .min(POSTAL_CODE_MIN, settingsMessages.postalCodeLength)
      .max(POSTAL_CODE_MAX, settingsMessages.postalCodeLength)
      .regex(postalCharacters, settingsMessages.postalCodeCharacters),
    countryCode: z.literal(DEFAULT_COUNTRY_CODE, { error: requiredMessage }),
    companyContact: z.object(
      {
        name: required(100),
        phone: required(40).regex(phonePattern, settingsMessages.invalidPhone),
        email: required(254).toLowerCase().refine(isEmail, settingsMessages.invalidEmail),
      },
      { error: requiredMessage },
    ),
  });
}
export const warehouseFieldsSchema = makeWarehouseFieldsSchema(settingsMessages.allFieldsRequired);
export type WarehouseFields = z.infer<typeof warehouseFieldsSchema>;

/** POST /setting/add-warehouse: the fields, and whether it becomes the default. */
export const addWarehouseBodySchema = warehouseFieldsSchema.extend({ defaultSelected: z.boolean().optional() });
export type AddWarehouseBody = z.infer<typeof addWarehouseBodySchema>;

/**
 * PUT /setting/warehouse/{id}/update {updateObj}: any of the fields (each checked as on
 * create), or `defaultSelected: true` to make it the default. The default moves; it is
 * never cleared, so an account with warehouses always has one.
 */
export const updateWarehouseBodySchema = z.object({
  updateObj: warehouseFieldsSchema
    .partial()
    .extend({ defaultSelected: z.literal(true).optional() })
    .refine((o) => Object.values(o).some((v) => v !== undefined), settingsMessages.nothingToUpdate),
});
export type UpdateWarehouseBody = z.infer<typeof updateWarehouseBodySchema>;

export const warehouseListQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  nPerPage: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.warehouses),
  search: z.string().trim().max(MAX_TEXT).optional(),
});
export type WarehouseListQuery = z.infer<typeof warehouseListQuerySchema>;

export const warehouseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  addressline1: z.string(),
  addressline2: z.string(),
  city: z.string(),
  stateOrProvinceCode: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  defaultSelected: z.boolean(),
  companyContact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  createdAt: z.string(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;
export const warehouseListResponseSchema = z.object({
  warehouses: z.array(warehouseSchema),
  totalWarehouses: z.number(),
});
export type WarehouseListResponse = z.infer<typeof warehouseListResponseSchema>;
export const warehouseResponseSchema = z.object({ message: z.string(), warehouse: warehouseSchema });
export type WarehouseResponse = z.infer<typeof warehouseResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Carrier account (FedEx)

const carrierField = (max: number) =>
  z
    .string({ error: settingsMessages.carrierFieldsRequired })
    .trim()
    .min(1, settingsMessages.carrierFieldsRequired)
    .max(max, `Must be at most ${max} characters`);

/** PUT /setting/add-carrier: saves (or replaces) the account's FedEx credentials. */
export const addCarrierBodySchema = z.object({
  carrierName: z.enum(CARRIER_ACCOUNT_NAMES, { error: settingsMessages.unknownCarrier }).default('FEDEX'),
  clientId: carrierField(200),
  secretKey: carrierField(200),
  accountNumber: carrierField(40),
  labelStockType: z
    .enum(LABEL_STOCK_TYPES, { error: settingsMessages.selectLabelStock })
    .default(DEFAULT_LABEL_STOCK_TYPE),
});
export type AddCarrierBody = z.infer<typeof addCarrierBodySchema>;
export const carrierNameParamsSchema = z.object({
  carrierName: z.enum(CARRIER_ACCOUNT_NAMES, { error: settingsMessages.unknownCarrier }),
});

/** A credential as we show it: never more than its last four characters, and none of a short one. */
export function maskCredential(value: string): string {
  return value.length >= 12 ? `********${value.slice(-4)}` : '********';
}

export const carrierAccountSchema = z.object({
  carrierName: z.enum(CARRIER_ACCOUNT_NAMES),
  clientId: z.string(),
  secretKey: z.string(),
  accountNumber: z.string(),
  labelStockType: z.enum(LABEL_STOCK_TYPES),
  updatedAt: z.string(),
});
export type CarrierAccount = z.infer<typeof carrierAccountSchema>;
export const carriersResponseSchema = z.object({ carriers: z.array(carrierAccountSchema) });
export type CarriersResponse = z.infer<typeof carriersResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Ship to FC (favourite fulfilment centres per FBA type)

const fcId = z
  .string({ error: settingsMessages.invalidFcId })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,8}$/, settingsMessages.invalidFcId);
const shipToFbaType = z.enum(SHIP_TO_FBA_TYPES as unknown as [FbaType, ...FbaType[]], {
  error: settingsMessages.selectFbaType,
});

/** PUT /createShipment/update-ship-to-warehouse: remove a saved FC, or make it the type's default. */
export const updateShipToWarehouseBodySchema = z.object({
  destinationFulfillmentId: fcId,
  fbaType: shipToFbaType,
  action: z.enum(['delete', 'default'], { error: settingsMessages.unknownAction }),
});
export type UpdateShipToWarehouseBody = z.infer<typeof updateShipToWarehouseBodySchema>;

/** PUT /createShipment/save-ship-to-fcid: save an FC for an FBA type (Mark as Favourite, or the drawer's Add). */
export const saveShipToFcBodySchema = z.object({
  fcid: fcId,
  fbaType: shipToFbaType,
  selectedDefault: z.boolean().default(false),
});
export type SaveShipToFcBody = z.infer<typeof saveShipToFcBodySchema>;

export const shipToWarehouseSchema = z.object({
  _id: z.string(),
  fbaType: z.enum(FBA_TYPES),
  destinationFulfillmentId: z.string(),
  selectedDefault: z.boolean(),
});
export type ShipToWarehouse = z.infer<typeof shipToWarehouseSchema>;
export const shipToWarehousesResponseSchema = z.object({ shipToWarehouses: z.array(shipToWarehouseSchema) });
export type ShipToWarehousesResponse = z.infer<typeof shipToWarehousesResponseSchema>;
export const saveShipToFcResponseSchema = z.object({ message: z.string(), shipToWarehouse: shipToWarehouseSchema });
export type SaveShipToFcResponse = z.infer<typeof saveShipToFcResponseSchema>;

/** What a Ship to FC card shows: the default first, up to two ids, and how many more. */
export function summariseShipToFcs(
  entries: readonly Pick<ShipToWarehouse, 'destinationFulfillmentId' | 'selectedDefault'>[],
): {
  visible: string[];
  more: number;
  defaultId: string | null;
} {
  const ordered = [...entries].sort((a, b) => Number(b.selectedDefault) - Number(a.selectedDefault));
  const ids = ordered.map((e) => e.destinationFulfillmentId);
  return {
    visible: ids.slice(0, SHIP_TO_CARD_VISIBLE),
    more: Math.max(0, ids.length - SHIP_TO_CARD_VISIBLE),
    defaultId: ordered.find((e) => e.selectedDefault)?.destinationFulfillmentId ?? null,
  };
}
