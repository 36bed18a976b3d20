import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_LABEL_SETTINGS,
  DEFAULT_SHIPPING_DETAILS,
  FBA_TYPES,
  SHIP_TO_FBA_TYPES,
  addCarrierBodySchema,
  addWarehouseBodySchema,
  boxCategoryBodySchema,
  canUpdateShippingDetails,
  getCarrierChoices,
  makeWarehouseFieldsSchema,
  maskCredential,
  saveShipToFcBodySchema,
  settingsMessages as m,
  shippingDetailsBodySchema,
  summariseShipToFcs,
  updateLabelSettingsBodySchema,
  updateShipToWarehouseBodySchema,
  updateWarehouseBodySchema,
  warehouseListQuerySchema,
} from './settings.js';

/** The first message a schema gives for `input`, or undefined when it accepts it. */
function firstError(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]!.message;
}

describe('default inbound shipment settings', () => {
  it('defaults to UPS, SP, partnered and manual processing, with no expiry yet', () => {
    expect(DEFAULT_SHIPPING_DETAILS).toEqual({
      carrier: 'UNITED_PARCEL_SERVICE_INC',
      shipmentType: 'SP',
      isPartnered: 'true',
      contentPreference: 'NONE',
      defaultExp: null,
    });
  });

  it.each([
    [null, false],
    [undefined, false],
    [0, false],
    [-3, false],
    [Number.NaN, false],
    [1, true],
    [12, true],
  ])('Update is enabled for a default expiry of %s months: %s', (months, enabled) => {
    expect(canUpdateShippingDetails(months)).toBe(enabled);
  });

  it('offers UPS only when partnered and every carrier otherwise', () => {
    expect(getCarrierChoices('true').map((c) => c.value)).toEqual(['UNITED_PARCEL_SERVICE_INC']);
    expect(getCarrierChoices('false').map((c) => c.value)).toEqual([
      'UNITED_PARCEL_SERVICE_INC',
      'DHL_STANDARD',
      'FEDERAL_EXPRESS_CORP',
      'UNITED_STATES_POSTAL_SERVICE',
      'OTHER',
    ]);
  });

  const valid = {
    action: 'update',
    isPartnered: 'true',
    shipmentType: 'SP',
    carrier: 'UNITED_PARCEL_SERVICE_INC',
    contentPreference: 'NONE',
    defaultExp: 6,
  };
  it.each([
    ['a valid body', valid, undefined],
    ['no action (it defaults to update)', { ...valid, action: undefined }, undefined],
    ['an expiry of 0 months', { ...valid, defaultExp: 0 }, m.defaultExpiryPositive],
    ['a negative expiry', { ...valid, defaultExp: -1 }, m.defaultExpiryPositive],
    ['a fractional expiry', { ...valid, defaultExp: 1.5 }, m.defaultExpiryPositive],
    ['an expiry as text', { ...valid, defaultExp: '6' }, m.defaultExpiryPositive],
    ['no expiry', { ...valid, defaultExp: undefined }, m.defaultExpiryPositive],
    ['an expiry over ten years', { ...valid, defaultExp: 121 }, m.defaultExpiryTooLong],
    ['FedEx while partnered', { ...valid, carrier: 'FEDERAL_EXPRESS_CORP' }, m.carrierNotForPartnered],
    ['FedEx without the partnership', { ...valid, isPartnered: 'false', carrier: 'FEDERAL_EXPRESS_CORP' }, undefined],
    ['a boolean partnered flag', { ...valid, isPartnered: true }, expect.any(String)],
    ['an unknown shipment type', { ...valid, shipmentType: 'AIR' }, expect.any(String)],
    ['an unknown content preference', { ...valid, contentPreference: 'PAPER' }, expect.any(String)],
  ])('%s gives %s', (_name, body, message) => {
    expect(firstError(shippingDetailsBodySchema, body)).toEqual(message);
  });
});

describe('label settings', () => {
  it('defaults to Letter for shipping and pallet labels, 4x6 box content and 1.25x2.25 product labels', () => {
    expect(DEFAULT_LABEL_SETTINGS).toEqual({
      shipmentLabel: 'PackageLabel_Letter_2',
      palletLabel: 'PackageLabel_Letter_2',
      boxContentLabel: '4x6',
      productLabel: '1.25x2.25',
    });
    expect(updateLabelSettingsBodySchema.safeParse(DEFAULT_LABEL_SETTINGS).success).toBe(true);
  });

  it.each([
    ['thermal shipping labels', { shipmentLabel: 'PackageLabel_Thermal' }, true],
    ['A4 pallet labels', { palletLabel: 'PackageLabel_A4_2' }, true],
    ['30-up product labels', { productLabel: '30up_letter' }, true],
    ['an unknown page type', { shipmentLabel: 'PackageLabel_Legal' }, false],
    ['a letter box content label', { boxContentLabel: 'PackageLabel_Letter_2' }, false],
    ['a missing product label', { productLabel: undefined }, false],
  ])('%s: accepted %s', (_name, change, accepted) => {
    expect(updateLabelSettingsBodySchema.safeParse({ ...DEFAULT_LABEL_SETTINGS, ...change }).success).toBe(accepted);
  });
});

describe('box categories', () => {
  const dimensions = { length: 12, width: 10, height: 8, weight: 1.5, weightUnit: 'pounds' };
  it.each([
    ['a valid category', { name: 'Medium', dimensions }, undefined],
    ['ounces', { name: 'Medium', dimensions: { ...dimensions, weightUnit: 'ounces' } }, undefined],
    ['a 50-character name', { name: 'x'.repeat(50), dimensions }, undefined],
    ['a 51-character name', { name: 'x'.repeat(51), dimensions }, m.boxNameTooLong],
    ['an empty name', { name: '', dimensions }, m.boxFieldsInvalid],
    ['a blank name', { name: '   ', dimensions }, m.boxFieldsInvalid],
    ['no name', { dimensions }, m.boxFieldsInvalid],
    ['weight unit none', { name: 'Medium', dimensions: { ...dimensions, weightUnit: 'none' } }, m.selectWeightUnit],
    ['no weight unit', { name: 'Medium', dimensions: { ...dimensions, weightUnit: undefined } }, m.selectWeightUnit],
    ['a length of 0', { name: 'Medium', dimensions: { ...dimensions, length: 0 } }, m.boxFieldsInvalid],
    ['a negative width', { name: 'Medium', dimensions: { ...dimensions, width: -1 } }, m.boxFieldsInvalid],
    ['a height as text', { name: 'Medium', dimensions: { ...dimensions, height: '8' } }, m.boxFieldsInvalid],
    ['no weight', { name: 'Medium', dimensions: { ...dimensions, weight: undefined } }, m.boxFieldsInvalid],
    [
      'an empty number field (NaN)',
      { name: 'Medium', dimensions: { ...dimensions, weight: Number.NaN } },
      m.boxFieldsInvalid,
    ],
    ['an absurd length', { name: 'Medium', dimensions: { ...dimensions, length: 1e9 } }, m.boxFieldsInvalid],
    ['no dimensions', { name: 'Medium' }, m.boxFieldsInvalid],
    ['dimensions as a list', { name: 'Medium', dimensions: [1, 2, 3] }, m.boxFieldsInvalid],
  ])('%s gives %s', (_name, body, message) => {
    expect(firstError(boxCategoryBodySchema, body)).toBe(message);
  });

  it('trims the name', () => {
    expect(boxCategoryBodySchema.parse({ name: '  Small  ', dimensions }).name).toBe('Small');
  });
});

describe('warehouses', () => {
  const warehouse = {
    name: 'Main warehouse',
    addressline1: '1 Dock Road',
    city: 'Austin',
    stateOrProvinceCode: 'TX',
    postalCode: '78701',
    countryCode: 'US',
    companyContact: { name: 'Dana', phone: '+1 (512) 555-0100', email: 'dana@example.com' },
  };
  it.each([
    ['a valid warehouse', warehouse, undefined],
    ['a 20-character postal code', { ...warehouse, postalCode: '1'.repeat(20) }, undefined],
    ['a ZIP+4 postal code', { ...warehouse, postalCode: '78701-1234' }, undefined],
    ['a 4-digit postal code', { ...warehouse, postalCode: '7870' }, m.postalCodeLength],
    ['a 21-character postal code', { ...warehouse, postalCode: '1'.repeat(21) }, m.postalCodeLength],
    ['a postal code with symbols', { ...warehouse, postalCode: '78701;' }, m.postalCodeCharacters],
    ['an empty postal code', { ...warehouse, postalCode: '' }, m.allFieldsRequired],
    ['no name', { ...warehouse, name: undefined }, m.allFieldsRequired],
    ['a blank address line 1', { ...warehouse, addressline1: '  ' }, m.allFieldsRequired],
    ['no city', { ...warehouse, city: '' }, m.allFieldsRequired],
    ['an unknown state', { ...warehouse, stateOrProvinceCode: 'XX' }, m.allFieldsRequired],
    ['another country', { ...warehouse, countryCode: 'CA' }, m.allFieldsRequired],
    ['no contact', { ...warehouse, companyContact: undefined }, m.allFieldsRequired],
    [
      'no contact name',
      { ...warehouse, companyContact: { ...warehouse.companyContact, name: '' } },
      m.allFieldsRequired,
    ],
    [
      'no contact phone',
      { ...warehouse, companyContact: { ...warehouse.companyContact, phone: '' } },
      m.allFieldsRequired,
    ],
    [
      'letters in the phone',
      { ...warehouse, companyContact: { ...warehouse.companyContact, phone: 'call me' } },
      m.invalidPhone,
    ],
    [
      'no contact e-mail',
      { ...warehouse, companyContact: { ...warehouse.companyContact, email: '' } },
      m.allFieldsRequired,
    ],
    [
      'a malformed e-mail',
      { ...warehouse, companyContact: { ...warehouse.companyContact, email: 'dana@' } },
      m.invalidEmail,
    ],
    ['a postal code as a number', { ...warehouse, postalCode: 78701 }, m.allFieldsRequired],
  ])('%s gives %s', (_name, body, message) => {
    expect(firstError(addWarehouseBodySchema, body)).toBe(message);
  });

  it("says 'Fields are required' in the create-shipment settings bar", () => {
    expect(firstError(makeWarehouseFieldsSchema(m.fieldsRequired), { ...warehouse, city: '' })).toBe(
      'Fields are required',
    );
  });

  it('takes any valid subset of fields or making it the default as an update, but never nothing', () => {
    expect(firstError(updateWarehouseBodySchema, { updateObj: { city: 'Dallas' } })).toBeUndefined();
    expect(firstError(updateWarehouseBodySchema, { updateObj: { defaultSelected: true } })).toBeUndefined();
    expect(firstError(updateWarehouseBodySchema, { updateObj: {} })).toBe(m.nothingToUpdate);
    expect(firstError(updateWarehouseBodySchema, { updateObj: { postalCode: '123' } })).toBe(m.postalCodeLength);
    expect(firstError(updateWarehouseBodySchema, { updateObj: { defaultSelected: false } })).toBeDefined();
    expect(firstError(updateWarehouseBodySchema, {})).toBeDefined();
  });

  it('pages 10 at a time by default', () => {
    expect(warehouseListQuerySchema.parse({})).toEqual({ pageNumber: 1, nPerPage: 10 });
    expect(warehouseListQuerySchema.safeParse({ nPerPage: '0' }).success).toBe(false);
  });
});

describe('carrier account', () => {
  const body = { clientId: 'l7abc', secretKey: 's3cr3t-value-1234', accountNumber: '740561073' };
  it.each([
    ['all three fields', body, undefined],
    ['no client id', { ...body, clientId: '' }, m.carrierFieldsRequired],
    ['a blank secret key', { ...body, secretKey: '   ' }, m.carrierFieldsRequired],
    ['no account number', { ...body, accountNumber: undefined }, m.carrierFieldsRequired],
    ['an account number as a number', { ...body, accountNumber: 740561073 }, m.carrierFieldsRequired],
    ['an unknown label stock', { ...body, labelStockType: 'PAPER_2X2' }, expect.any(String)],
  ])('%s gives %s', (_name, input, message) => {
    expect(firstError(addCarrierBodySchema, input)).toEqual(message);
  });

  it('defaults to FedEx and PAPER_4X6 label stock', () => {
    expect(addCarrierBodySchema.parse(body)).toMatchObject({ carrierName: 'FEDEX', labelStockType: 'PAPER_4X6' });
  });

  it.each([
    ['s3cr3t-value-1234', '********1234'],
    ['short-secret', '********cret'],
    ['short', '********'],
    ['', '********'],
  ])('masks %j as %j', (value, masked) => expect(maskCredential(value)).toBe(masked));
});

describe('ship to FC', () => {
  it('keeps favourites for shippable FBA types only', () => {
    expect(FBA_TYPES).toHaveLength(10);
    expect(SHIP_TO_FBA_TYPES).not.toContain('ERRORED');
    expect(SHIP_TO_FBA_TYPES).not.toContain('NOT ATTACHED');
    expect(SHIP_TO_FBA_TYPES).toContain('HAZMAT AEROSOL');
  });

  it.each([
    [{ destinationFulfillmentId: 'phx7', fbaType: 'STANDARD', action: 'default' }, true],
    [{ destinationFulfillmentId: 'PHX7', fbaType: 'STANDARD', action: 'delete' }, true],
    [{ destinationFulfillmentId: 'PHX7', fbaType: 'STANDARD', action: 'add' }, false],
    [{ destinationFulfillmentId: 'PHX7', fbaType: 'ERRORED', action: 'delete' }, false],
    [{ destinationFulfillmentId: 'P7', fbaType: 'STANDARD', action: 'delete' }, false],
    [{ destinationFulfillmentId: 'PHX-7', fbaType: 'STANDARD', action: 'delete' }, false],
  ])('update %j is accepted: %s', (body, accepted) => {
    expect(updateShipToWarehouseBodySchema.safeParse(body).success).toBe(accepted);
  });

  it('upper-cases the FC id and explains a bad one', () => {
    expect(saveShipToFcBodySchema.parse({ fcid: ' tEb9 ', fbaType: 'HAZMAT' })).toEqual({
      fcid: 'TEB9',
      fbaType: 'HAZMAT',
      selectedDefault: false,
    });
    expect(firstError(saveShipToFcBodySchema, { fcid: 'a', fbaType: 'HAZMAT' })).toBe(m.invalidFcId);
  });

  it.each([
    [[], { visible: [], more: 0, defaultId: null }],
    [[['ABE2', false]], { visible: ['ABE2'], more: 0, defaultId: null }],
    [
      [
        ['ABE2', false],
        ['PHX7', true],
      ],
      { visible: ['PHX7', 'ABE2'], more: 0, defaultId: 'PHX7' },
    ],
    [
      [
        ['ABE2', false],
        ['LGB8', false],
        ['PHX7', true],
        ['TEB9', false],
      ],
      { visible: ['PHX7', 'ABE2'], more: 2, defaultId: 'PHX7' },
    ],
  ] as const)('a card for %j shows %j', (entries, summary) => {
    const rows = entries.map(([destinationFulfillmentId, selectedDefault]) => ({
      destinationFulfillmentId,
      selectedDefault,
    }));
    expect(summariseShipToFcs(rows)).toEqual(summary);
  });
});
