import { describe, expect, it } from 'vitest';
import type { ItemForRules } from './shipment-item-rules.js';
import {
  READINESS_REASONS,
  checkShipmentReadiness,
  hasBoxDimensions,
  hasPalletError,
  isBoxInError,
  isPalletHeightInRange,
  isShipmentReady,
  readinessMessages as m,
  type BoxForRules,
  type PalletForRules,
  type ReadinessInput,
  type ShipmentSettingsForRules,
} from './shipment-readiness.js';

const item = (overrides: Partial<ItemForRules> = {}): ItemForRules => ({
  quantityShipped: 10,
  quantityBoxed: 10,
  weight: { value: 1, unit: 'pounds' },
  amzExpirable: false,
  expDate: null,
  ...overrides,
});
const box = (overrides: Partial<BoxForRules> = {}): BoxForRules => ({
  units: 10,
  dimensions: { length: 10, width: 10, height: 10, weight: 12, weightUnit: 'ounces' },
  trackingId: null,
  palletId: null,
  ...overrides,
});
const noDimensions = { length: null, width: null, height: null, weight: null, weightUnit: null };
const pallet = (overrides: Partial<PalletForRules> = {}): PalletForRules => ({
  boxCount: 1,
  isStacked: false,
  height: 50,
  weight: 40,
  totalWeightLb: 200,
  ...overrides,
});
const spPartnered: ShipmentSettingsForRules = {
  shipmentType: 'SP',
  isPartnered: 'true',
  carrierName: 'UNITED_PARCEL_SERVICE_INC',
};
const spOwnCarrier: ShipmentSettingsForRules = {
  shipmentType: 'SP',
  isPartnered: 'false',
  carrierName: 'DHL_STANDARD',
};
const spFedex: ShipmentSettingsForRules = {
  shipmentType: 'SP',
  isPartnered: 'false',
  carrierName: 'FEDERAL_EXPRESS_CORP',
};
const ltlPartnered: ShipmentSettingsForRules = {
  shipmentType: 'LTL',
  isPartnered: 'true',
  carrierName: 'UNITED_PARCEL_SERVICE_INC',
};
const ltlOwnCarrier: ShipmentSettingsForRules = { shipmentType: 'LTL', isPartnered: 'false', carrierName: 'OTHER' };
const contact = { name: 'Dock', email: 'dock@example.com', phone: '555 0100' };

function input(overrides: Partial<ReadinessInput> = {}): ReadinessInput {
  const settings = overrides.settings ?? spPartnered;
  const ltl = settings.shipmentType === 'LTL';
  return {
    settings,
    items: [item()],
    boxes: [box(ltl ? { palletId: 'p1' } : {})],
    pallets: ltl ? [pallet()] : [],
    warehouseContact: contact,
    hasFedexAccount: false,
    placedBeforePacking: false,
    ...overrides,
  };
}

describe('readiness reasons', () => {
  it('quotes the tooltip reasons exactly and in the spec order, ours beside the spec’s of the same setting', () => {
    expect(READINESS_REASONS).toEqual([
      'Please resolve item level errors',
      'Please resolve box level errors',
      'Please resolve pallet level errors',
      'No shipment Item found!',
      'Shipment quantity should be fully boxed',
      'Expirable Products should have expiry date',
      'Shipment Items weight is required',
      'Empty Box cannot be shipped',
      'Shipment Type is required',
      'Shipment can be Partnered or Non-Partnered',
      'Amazon offers small parcel transport only to shipments packed before placement: this one was placed first, so it ships as pallets (LTL)',
      'FedEx account details are missing!',
      'No pallet found',
      'Empty pallet cannot be shipped',
      'Each box should be assigned to pallet',
      'Pallet weight must be between 150 and 40000 lb',
      'Please select or create warehouse',
      'Pallet dimensions are missing!',
      'Single pallets must be no higher than 72 inches. Stacked pallets, each must be 48 - 50 in. tall',
      'Box dimensions are required',
      'Box Tracking Id is required',
      'Carrier is required',
    ]);
  });
});

describe('checkShipmentReadiness', () => {
  it.each<[string, ReadinessInput, string[]]>([
    ['a boxed, weighed partnered parcel shipment is ready', input(), []],
    [
      'a non-partnered parcel shipment with tracking ids is ready',
      input({ settings: spOwnCarrier, boxes: [box({ trackingId: '1Z9' })] }),
      [],
    ],
    [
      'a non-partnered FedEx parcel shipment with the account is ready',
      input({ settings: spFedex, hasFedexAccount: true }),
      [],
    ],
    ['a partnered LTL shipment on pallets is ready', input({ settings: ltlPartnered }), []],
    [
      'a non-partnered LTL shipment on pallets is ready without a warehouse contact',
      input({ settings: ltlOwnCarrier, warehouseContact: null }),
      [],
    ],
    ['no items', input({ items: [], boxes: [] }), [m.noItems]],
    ['units left to box', input({ items: [item({ quantityBoxed: 6 })] }), [m.itemErrors, m.notFullyBoxed]],
    [
      'an expirable item without a date',
      input({ items: [item({ amzExpirable: true })] }),
      [m.itemErrors, m.expiryMissing],
    ],
    ['an expirable item with a date', input({ items: [item({ amzExpirable: true, expDate: '2030-01-01' })] }), []],
    [
      'an item without weight',
      input({ items: [item({ weight: { value: null, unit: null } })] }),
      [m.itemErrors, m.weightMissing],
    ],
    ['an empty box', input({ boxes: [box(), box({ units: 0 })] }), [m.boxErrors, m.emptyBox]],
    ['no type', input({ settings: { ...spPartnered, shipmentType: null } }), [m.typeMissing]],
    ['no partnered choice', input({ settings: { ...spPartnered, isPartnered: null } }), [m.partneredMissing]],
    ['FedEx without the account', input({ settings: spFedex }), [m.fedexAccountMissing]],
    [
      'a parcel box without dimensions',
      input({ boxes: [box({ dimensions: noDimensions })] }),
      [m.boxErrors, m.boxDimensionsMissing],
    ],
    [
      'a parcel box with weight 0',
      input({ boxes: [box({ dimensions: { length: 1, width: 1, height: 1, weight: 0, weightUnit: 'pounds' } })] }),
      [m.boxErrors, m.boxDimensionsMissing],
    ],
    [
      'a non-partnered box without a tracking id',
      input({ settings: spOwnCarrier }),
      [m.boxErrors, m.trackingIdMissing],
    ],
    [
      'a non-partnered FedEx box needs no tracking id',
      input({ settings: spFedex, hasFedexAccount: true, boxes: [box()] }),
      [],
    ],
    [
      'a non-partnered parcel shipment without a carrier',
      input({ settings: { ...spOwnCarrier, carrierName: null }, boxes: [box({ trackingId: 'T1' })] }),
      [m.carrierMissing],
    ],
    [
      'LTL without pallets',
      input({ settings: ltlPartnered, pallets: [], boxes: [box()] }),
      [m.boxErrors, m.noPallets, m.boxWithoutPallet],
    ],
    [
      'LTL with an empty pallet',
      input({ settings: ltlPartnered, pallets: [pallet(), pallet({ boxCount: 0 })] }),
      [m.palletErrors, m.emptyPallet],
    ],
    [
      'LTL with a box off the pallets',
      input({ settings: ltlOwnCarrier, boxes: [box({ palletId: 'p1' }), box()] }),
      [m.boxErrors, m.boxWithoutPallet],
    ],
    [
      'partnered LTL with a pallet under 150 lb',
      input({ settings: ltlPartnered, pallets: [pallet({ totalWeightLb: 149 })] }),
      [m.palletErrors, m.palletWeight],
    ],
    [
      'partnered LTL with a pallet over 40000 lb',
      input({ settings: ltlPartnered, pallets: [pallet({ totalWeightLb: 40_001 })] }),
      [m.palletErrors, m.palletWeight],
    ],
    [
      'non-partnered LTL with a light pallet: pallet error only',
      input({ settings: ltlOwnCarrier, pallets: [pallet({ totalWeightLb: 100 })] }),
      [m.palletErrors],
    ],
    [
      'partnered LTL without a warehouse',
      input({ settings: ltlPartnered, warehouseContact: null }),
      [m.warehouseMissing],
    ],
    [
      'partnered LTL with a contact without phone',
      input({ settings: ltlPartnered, warehouseContact: { ...contact, phone: ' ' } }),
      [m.warehouseMissing],
    ],
    [
      'LTL pallet without height',
      input({ settings: ltlOwnCarrier, pallets: [pallet({ height: null })] }),
      [m.palletErrors, m.palletDimensionsMissing],
    ],
    [
      'partnered LTL single pallet at 73 in',
      input({ settings: ltlPartnered, pallets: [pallet({ height: 73 })] }),
      [m.palletHeight],
    ],
    [
      'partnered LTL stacked pallet at 47 in',
      input({ settings: ltlPartnered, pallets: [pallet({ height: 47, isStacked: true })] }),
      [m.palletHeight],
    ],
    [
      'non-partnered LTL single pallet at 80 in',
      input({ settings: ltlOwnCarrier, pallets: [pallet({ height: 80 })] }),
      [],
    ],
    [
      'LTL boxes need no tracking id and no box dimension reason',
      input({ settings: ltlOwnCarrier, boxes: [box({ palletId: 'p1', dimensions: noDimensions })] }),
      [m.boxErrors],
    ],
    [
      'everything wrong with a non-partnered parcel shipment, in order',
      input({
        settings: { shipmentType: 'SP', isPartnered: 'false', carrierName: null },
        items: [item({ quantityBoxed: 0, weight: { value: null, unit: null }, amzExpirable: true })],
        boxes: [box({ units: 0, dimensions: noDimensions })],
      }),
      [
        m.itemErrors,
        m.boxErrors,
        m.notFullyBoxed,
        m.expiryMissing,
        m.weightMissing,
        m.emptyBox,
        m.boxDimensionsMissing,
        m.trackingIdMissing,
        m.carrierMissing,
      ],
    ],
    [
      'everything wrong with a partnered LTL shipment, in order',
      input({
        settings: ltlPartnered,
        items: [item({ quantityBoxed: 0, weight: { value: null, unit: null }, amzExpirable: true })],
        boxes: [box({ units: 0 })],
        pallets: [pallet({ boxCount: 0, height: null, totalWeightLb: 0 }), pallet({ height: 90 })],
        warehouseContact: null,
      }),
      [
        m.itemErrors,
        m.boxErrors,
        m.palletErrors,
        m.notFullyBoxed,
        m.expiryMissing,
        m.weightMissing,
        m.emptyBox,
        m.emptyPallet,
        m.boxWithoutPallet,
        m.palletWeight,
        m.warehouseMissing,
        m.palletDimensionsMissing,
        m.palletHeight,
      ],
    ],
    [
      'a partnered parcel shipment placed before packing: Amazon offers it pallets only',
      input({ placedBeforePacking: true }),
      [m.smallParcelPlacedFirst],
    ],
    [
      'a non-partnered parcel shipment placed before packing: the reason beside the settings’ others',
      input({ settings: { ...spOwnCarrier, isPartnered: null }, placedBeforePacking: true }),
      [m.partneredMissing, m.smallParcelPlacedFirst],
    ],
    [
      'FedEx placed before packing',
      input({ settings: spFedex, placedBeforePacking: true }),
      [m.smallParcelPlacedFirst, m.fedexAccountMissing],
    ],
    [
      'an LTL shipment placed before packing is ready',
      input({ settings: ltlPartnered, placedBeforePacking: true }),
      [],
    ],
    [
      'no type, placed before packing: only the type is asked',
      input({ settings: { ...spPartnered, shipmentType: null }, placedBeforePacking: true }),
      [m.typeMissing],
    ],
    [
      'neither type nor partnered',
      input({ settings: { shipmentType: null, isPartnered: null, carrierName: null } }),
      [m.typeMissing, m.partneredMissing],
    ],
  ])('%s', (_name, given, reasons) => {
    expect(checkShipmentReadiness(given)).toEqual(reasons);
    expect(isShipmentReady(given)).toBe(reasons.length === 0);
  });

  it('ignores pallets of a parcel shipment', () => {
    expect(checkShipmentReadiness(input({ pallets: [pallet({ boxCount: 0 })] }))).toEqual([]);
  });
});

describe('boxes in error', () => {
  it.each<[string, BoxForRules, ShipmentSettingsForRules, boolean]>([
    ['a complete parcel box', box(), spPartnered, false],
    ['an empty box', box({ units: 0 }), spPartnered, true],
    ['an LTL box off the pallets', box(), ltlPartnered, true],
    ['a box without a height', box({ dimensions: { ...box().dimensions, height: null } }), spPartnered, true],
    ['a box without a weight unit', box({ dimensions: { ...box().dimensions, weightUnit: null } }), spPartnered, true],
    ['a non-partnered box without tracking', box(), spOwnCarrier, true],
    ['a non-partnered box with a blank tracking id', box({ trackingId: '  ' }), spOwnCarrier, true],
    ['a non-partnered box with a tracking id', box({ trackingId: '1Z' }), spOwnCarrier, false],
    ['a FedEx box without tracking (FedEx gives them later)', box(), spFedex, false],
  ])('%s: %s', (_name, b, settings, inError) => {
    expect(isBoxInError(b, settings)).toBe(inError);
  });

  it('needs all four measures and a unit for dimensions', () => {
    expect(hasBoxDimensions(box())).toBe(true);
    expect(hasBoxDimensions(box({ dimensions: noDimensions }))).toBe(false);
  });
});

describe('pallet rules', () => {
  it.each([
    ['a loaded pallet in range', pallet(), false],
    ['no boxes', pallet({ boxCount: 0 }), true],
    ['no height', pallet({ height: null }), true],
    ['weight 0', pallet({ weight: 0 }), true],
    ['149 lb in all', pallet({ totalWeightLb: 149 }), true],
    ['150 lb in all', pallet({ totalWeightLb: 150 }), false],
    ['40000 lb in all', pallet({ totalWeightLb: 40_000 }), false],
  ])('%s is in error: %s', (_name, p, error) => {
    expect(hasPalletError(p)).toBe(error);
  });

  it.each([
    [false, 1, true],
    [false, 72, true],
    [false, 72.5, false],
    [false, 0.5, false],
    [true, 48, true],
    [true, 50, true],
    [true, 51, false],
    [true, 47.9, false],
  ])('stacked %s at %s in is within the limits: %s', (isStacked, height, ok) => {
    expect(isPalletHeightInRange({ isStacked, height })).toBe(ok);
  });
});
