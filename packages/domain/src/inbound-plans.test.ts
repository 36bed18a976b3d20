import { describe, expect, it } from 'vitest';
import {
  checkCanCreateShipments,
  checkCanRequestPlan,
  chooseDefaultOption,
  comparePlacementOptions,
  describePlacementComparison,
  getPlanLabel,
  type OptionForChoice,
  deductCreatedQuantities,
  getShipmentPlanBodySchema,
  getShipmentPlanCasesBodySchema,
  getShipmentPlanOneBodySchema,
  inboundMessages,
  isDangerousGoodsRejection,
  mapProblemsToSkus,
  nameShipment,
  sharePlacementFee,
  suggestShipQuantity,
  summariseCreation,
  summarisePlacementFee,
  toLabelOwner,
  toPrepOwner,
  createInboundShipmentBodySchema,
  addShipFromWarehouseBodySchema,
} from './inbound-plans.js';
import { planItemMessages } from './plan-item-rules.js';

const usd = (amount: number) => ({ amount, code: 'USD' });
const fee = (amount: number) => ({
  description: 'Placement fee',
  target: 'Placement Services',
  type: 'FEE',
  value: usd(amount),
});
const discount = (amount: number) => ({
  description: 'Discount',
  target: 'Placement Services',
  type: 'DISCOUNT',
  value: usd(amount),
});
const body = {
  storeMarketplaceId: '00000000-0000-4000-8000-000000000001',
  warehouseId: '00000000-0000-4000-8000-000000000002',
  InboundShipmentPlanRequestItems: [{ SellerSKU: 'A-1', Quantity: 12 }],
};

describe('shipment names', () => {
  it.each([
    ['Spring', 0, 1, 'Spring'],
    ['Spring', 0, 2, 'Spring_1'],
    ['Spring', 1, 2, 'Spring_2'],
    ['  Spring  ', 2, 3, 'Spring_3'],
  ])('%s, plan %i of %i, is named %s', (name, index, count, expected) => {
    expect(nameShipment(name, index, count)).toBe(expected);
  });
});

describe('placement fees', () => {
  it('are the fees less the discounts, in total and per unit', () => {
    expect(summarisePlacementFee({ fees: [fee(60)], discounts: [discount(10)] }, 200)).toEqual({
      total: 50,
      perUnit: 0.25,
      discount: 10,
      currency: 'USD',
    });
  });

  it('are never below zero and cost nothing per unit without units', () => {
    expect(summarisePlacementFee({ fees: [fee(5)], discounts: [discount(9)] }, 0)).toMatchObject({
      total: 0,
      perUnit: 0,
    });
    expect(summarisePlacementFee({ fees: [], discounts: [] }, 10)).toEqual({
      total: 0,
      perUnit: 0,
      discount: 0,
      currency: 'USD',
    });
  });

  it('are shared among the shipments by units, adding up to the total to the cent', () => {
    const units = [1, 1, 1];
    const shares = units.map((_, i) => sharePlacementFee(10, units, i));
    expect(shares).toEqual([3.33, 3.33, 3.34]);
    expect(sharePlacementFee(0, units, 0)).toBe(0);
  });
});

describe('the drawer after shipments are created', () => {
  const items = [
    { sellerSku: 'A-1', quantity: 10 },
    { sellerSku: 'B-2', quantity: 5 },
    { sellerSku: 'C-3', quantity: 7 },
  ];

  it('takes the created units off each SKU and drops SKUs with nothing left', () => {
    const created = [
      {
        Items: [
          { SellerSKU: 'a-1', Quantity: 4 },
          { SellerSKU: 'B-2', Quantity: 5 },
        ],
      },
      {
        Items: [
          { SellerSKU: 'A-1', Quantity: 1 },
          { SellerSKU: 'C-3', Quantity: 9 },
        ],
      },
    ];
    expect(deductCreatedQuantities(items, created)).toEqual([{ sellerSku: 'A-1', quantity: 5 }]);
  });

  it('keeps everything when nothing was created', () => {
    expect(deductCreatedQuantities(items, [])).toEqual(items);
  });
});

describe('operation problems per SKU', () => {
  const skus = ['AB-1', 'AB-10', 'Water Bottle'];

  it('finds the SKU a problem names, longest first, and keeps the rest for the plan', () => {
    const result = mapProblemsToSkus(
      [
        { code: 'FBA_INB_0004', message: 'The SKU is not listed.', details: "Resource: 'AB-10'", severity: 'ERROR' },
        {
          code: 'FBA_INB_0182',
          message: 'Dangerous goods units in this shipment.',
          details: 'msku: AB-1',
          severity: 'ERROR',
        },
        { code: 'FBA_INB_0001', message: 'Plan quota reached', severity: 'ERROR' },
        { code: 'FBA_INB_0100', message: 'Heads up for AB-1', severity: 'WARNING' },
      ],
      skus,
    );
    expect(result.bySku).toEqual([
      { SellerSKU: 'AB-1', reason: 'Dangerous goods units in this shipment.' },
      { SellerSKU: 'AB-10', reason: 'The SKU is not listed.' },
    ]);
    expect(result.general).toEqual(['Plan quota reached']);
    expect(isDangerousGoodsRejection(result.bySku)).toBe(true);
  });

  it('matches SKUs with spaces and joins several reasons of one SKU', () => {
    const result = mapProblemsToSkus(
      [
        { code: 'A', message: 'Quantity too high.', details: 'msku "Water Bottle"', severity: 'ERROR' },
        { code: 'B', message: 'Inactive listing.', details: 'msku "Water Bottle"', severity: 'ERROR' },
      ],
      skus,
    );
    expect(result.bySku).toEqual([{ SellerSKU: 'Water Bottle', reason: 'Quantity too high. Inactive listing.' }]);
    expect(isDangerousGoodsRejection(result.bySku)).toBe(false);
  });
});

describe('what Amazon is told about labels and prep', () => {
  it('labels by the seller unless the seller prefers Amazon where Amazon labels', () => {
    expect(toLabelOwner('SELLER_LABEL', 'CA')).toBe('SELLER');
    expect(toLabelOwner('AMAZON_LABEL_ONLY', 'US')).toBe('AMAZON');
    expect(toLabelOwner('AMAZON_LABEL_PREFERRED', 'CA')).toBe('AMAZON');
    expect(toLabelOwner('AMAZON_LABEL_PREFERRED', 'US')).toBe('SELLER');
  });

  it('has the seller prep SKUs with prep instructions only', () => {
    expect(toPrepOwner([])).toBe('NONE');
    expect(toPrepOwner([{ prepInstruction: 'ITEM_NO_PREP' }])).toBe('NONE');
    expect(toPrepOwner([{ prepInstruction: 'Polybagging' }])).toBe('SELLER');
  });
});

describe('the placement option shown first', () => {
  const option = (id: string, totalFee: number, fcs: string[], extra: Partial<OptionForChoice> = {}) => ({
    placementOptionId: id,
    status: 'OFFERED',
    totalFee,
    shipmentIds: fcs.map((fc) => `sh-${id}-${fc}`),
    fulfillmentCenterIds: fcs,
    ...extra,
  });
  const options = [
    option('one', 60, ['PHX7'], { fbaTypesByFc: { PHX7: ['STANDARD'] } }),
    option('split', 20, ['PHX7', 'ONT8']),
    option('optimised', 0, ['ONT8', 'LGB8', 'SBD1'], { fbaTypesByFc: { LGB8: ['STANDARD'] } }),
    option('old', 0, ['TEB9'], { status: 'EXPIRED' }),
  ];
  const chosen = (list: OptionForChoice[], preferences?: Parameters<typeof chooseDefaultOption>[1]) =>
    chooseDefaultOption(list, preferences)?.placementOptionId;

  it('is Amazon’s no-fee option, as Send to Amazon preselects it', () => {
    expect(chosen(options)).toBe('optimised');
  });

  it('stays the no-fee option when a favourite FC is on a paid one', () => {
    expect(chosen(options, { favouriteFcByFbaType: { STANDARD: 'PHX7' } })).toBe('optimised');
  });

  it('goes to the FC the seller asked for, the cheapest of those', () => {
    expect(chosen(options, { selectedFcid: 'phx7' })).toBe('split');
  });

  it('falls back to the no-fee option when no option goes to the FC asked for, never an expired one', () => {
    expect(chosen(options, { selectedFcid: 'TEB9' })).toBe('optimised');
    expect(chosen([options[3]!])).toBeUndefined();
  });

  it('is the cheapest paid option when none is free', () => {
    expect(chosen(options.slice(0, 2))).toBe('split');
  });

  it.each([
    ['fewer shipments', [option('a', 0, ['X1A', 'X2A', 'X3A']), option('b', 0, ['X4A', 'X5A'])], 'b'],
    [
      'fewer shipments before fewer centres',
      [option('a', 0, ['X1A', 'X1A', 'X1A']), option('b', 0, ['X2A', 'X3A'])],
      'b',
    ],
    ['fewer centres at as many shipments', [option('a', 0, ['X1A', 'X2A']), option('b', 0, ['X3A', 'X3A'])], 'b'],
    ['Amazon’s order when all else is equal', [option('a', 0, ['X1A']), option('b', 0, ['X2A'])], 'a'],
  ])('of several free options, goes to %s', (_, list, expected) => {
    expect(chosen(list)).toBe(expected);
  });

  it('lets a favourite FC decide between free options of as many shipments', () => {
    const list = [
      option('a', 0, ['X1A', 'X2A']),
      option('b', 0, ['X3A', 'LGB8'], { fbaTypesByFc: { LGB8: ['STANDARD'] } }),
    ];
    expect(chosen(list, { favouriteFcByFbaType: { STANDARD: 'LGB8' } })).toBe('b');
    expect(chosen(list)).toBe('a');
  });
});

describe('the no-fee option against the cheapest paid one', () => {
  const view = (id: string, totalFee: number, fcs: string[], status = 'OFFERED') => ({
    placementOptionId: id,
    status,
    totalFee,
    currency: 'USD',
    shipmentIds: fcs.map((fc, i) => `sh-${id}-${i}`),
    fulfillmentCenterIds: [...new Set(fcs)],
  });
  const usd = (amount: number, currency: string) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

  it('counts the shipments and centres of each, and the paid one’s fee', () => {
    const comparison = comparePlacementOptions([
      view('one', 42.3, ['IND9']),
      view('split', 25.92, ['SMF3', 'MCO1']),
      view('optimised', 0, ['ABE2', 'TPA1', 'RDU1']),
    ]);
    expect(comparison).toEqual({
      noFee: { placementOptionId: 'optimised', shipments: 3, centres: 3, totalFee: 0, currency: 'USD' },
      cheapestPaid: { placementOptionId: 'split', shipments: 2, centres: 2, totalFee: 25.92, currency: 'USD' },
    });
    expect(describePlacementComparison(comparison, usd)).toBe(
      'No placement fee: 3 shipments to 3 centres. Cheapest paid option: 2 shipments to 2 centres for $25.92.',
    );
  });

  it('takes the free option with the fewest shipments, and the cheapest paid one with the fewest on a tie', () => {
    const { noFee, cheapestPaid } = comparePlacementOptions([
      view('four', 0, ['A1A', 'B1B', 'C1C', 'D1D']),
      view('two', 0, ['A1A', 'B1B']),
      view('paid-two', 30, ['A1A', 'B1B']),
      view('paid-one', 30, ['C1C']),
    ]);
    expect(noFee?.placementOptionId).toBe('two');
    expect(cheapestPaid?.placementOptionId).toBe('paid-one');
  });

  it('counts shipments and centres apart when two shipments go to one centre', () => {
    const comparison = comparePlacementOptions([view('one', 42.3, ['IND9']), view('free', 0, ['ABE2', 'ABE2'])]);
    expect(describePlacementComparison(comparison, usd)).toBe(
      'No placement fee: 2 shipments to 1 centre. Cheapest paid option: 1 shipment to 1 centre for $42.30.',
    );
  });

  it('writes the fee in Amazon’s currency', () => {
    const comparison = comparePlacementOptions([{ ...view('one', 12.5, ['YYZ4']), currency: 'CAD' }]);
    expect(describePlacementComparison(comparison, usd)).toBe(
      'Every option has a placement fee. Cheapest: 1 shipment to 1 centre for CA$12.50.',
    );
  });

  it('says only the no-fee option when nothing is paid, and nothing without options', () => {
    expect(describePlacementComparison(comparePlacementOptions([view('free', 0, ['ABE2'])]), usd)).toBe(
      'No placement fee: 1 shipment to 1 centre.',
    );
    expect(describePlacementComparison(comparePlacementOptions([]), usd)).toBeNull();
  });

  it('leaves expired options out', () => {
    const comparison = comparePlacementOptions([view('free', 0, ['ABE2'], 'EXPIRED'), view('one', 9, ['IND9'])]);
    expect(comparison.noFee).toBeNull();
    expect(comparison.cheapestPaid?.placementOptionId).toBe('one');
  });
});

describe('what a plan is called on screen', () => {
  const creation = { name: null, shipmentConfirmationId: null };

  it.each([
    ['its FBA id once Amazon gave one', { name: 'Spring_2', shipmentConfirmationId: 'FBA1ABCD1234' }, 'FBA1ABCD1234'],
    ['the name given before then', { ...creation, name: 'Spring_2' }, 'Spring_2'],
    ['its place in the request before that', creation, 'Plan 2'],
  ])('is %s', (_, given, expected) => {
    expect(getPlanLabel(given, { kind: 'plan', number: 2 })).toBe(expected);
  });

  it('is a packing group’s place in the request before it has a name', () => {
    expect(getPlanLabel(creation, { kind: 'packing group', number: 1 })).toBe('Packing group 1');
  });
});

describe('the disabled hints of the create flow', () => {
  it('of Create Ship Plan, in the spec order', () => {
    expect(checkCanRequestPlan({ skuCount: 0, warehouseId: null })).toBe('No SKU Selected!');
    expect(checkCanRequestPlan({ skuCount: 2, warehouseId: '' })).toBe('No Warehouse Selected!');
    expect(checkCanRequestPlan({ skuCount: 2, warehouseId: 'w', problem: 'x' })).toBe('Something went wrong!');
    expect(checkCanRequestPlan({ skuCount: 2, warehouseId: 'w' })).toBeUndefined();
  });

  it('of Create Shipment, in the spec order', () => {
    expect(checkCanCreateShipments({ planCount: 0, selectedPlanCount: 0, skuCount: 0 })).toBe(
      'No shipment plan exists',
    );
    expect(checkCanCreateShipments({ planCount: 2, selectedPlanCount: 0, skuCount: 3 })).toBe(
      'No shipment plan selected!',
    );
    expect(checkCanCreateShipments({ planCount: 2, selectedPlanCount: 1, skuCount: 0 })).toBe('No SKU Selected!');
    expect(checkCanCreateShipments({ planCount: 2, selectedPlanCount: 1, skuCount: 3 })).toBeUndefined();
  });
});

describe('the outcome of creating the selected plans', () => {
  it('is complete, partial or still running', () => {
    expect(summariseCreation([{ status: 'CREATED' }, { status: 'CREATED' }])).toBe('complete');
    expect(summariseCreation([{ status: 'CREATED' }, { status: 'FAILED' }])).toBe('partial');
    expect(summariseCreation([{ status: 'CREATED' }, { status: 'IN_PROGRESS' }])).toBe('in-progress');
    expect(inboundMessages.partiallyCompleted).toBe('Partially Completed (Review Errors above)');
  });
});

describe('plan requests', () => {
  it('need SKUs, a warehouse and unique SKUs', () => {
    expect(getShipmentPlanBodySchema.safeParse(body).success).toBe(true);
    const noSku = getShipmentPlanBodySchema.safeParse({ ...body, InboundShipmentPlanRequestItems: [] });
    expect(noSku.error?.issues[0]?.message).toBe('No SKU Selected!');
    const noWarehouse = getShipmentPlanBodySchema.safeParse({ ...body, warehouseId: '' });
    expect(noWarehouse.error?.issues[0]?.message).toBe('No Warehouse Selected!');
    const twice = getShipmentPlanBodySchema.safeParse({
      ...body,
      InboundShipmentPlanRequestItems: [
        { SellerSKU: 'A-1', Quantity: 1 },
        { SellerSKU: 'a-1', Quantity: 2 },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe('SKU a-1 is in the list twice');
  });

  it('take the expiry date of an expiration-dated SKU as a calendar date, and none at all', () => {
    const withDate = (expiration: unknown) =>
      getShipmentPlanBodySchema.safeParse({
        ...body,
        InboundShipmentPlanRequestItems: [{ SellerSKU: 'A-1', Quantity: 2, expiration }],
      });
    expect(withDate('2031-02-28').data?.InboundShipmentPlanRequestItems[0]?.expiration).toBe('2031-02-28');
    expect(withDate(undefined).data?.InboundShipmentPlanRequestItems[0]?.expiration).toBeUndefined();
    for (const bad of ['2031-02-30', '02-28-2031', '2031-2-8', '', 20310228])
      expect(withDate(bad).error?.issues[0]?.message).toBe(planItemMessages.expiryInvalid);
  });

  it('in case pack need whole cases', () => {
    const missing = getShipmentPlanCasesBodySchema.safeParse(body);
    expect(missing.error?.issues[0]?.message).toBe(inboundMessages.casePackRequired);
    const uneven = getShipmentPlanCasesBodySchema.safeParse({
      ...body,
      InboundShipmentPlanRequestItems: [{ SellerSKU: 'A-1', Quantity: 12, QuantityInCase: 5 }],
    });
    expect(uneven.error?.issues[0]?.message).toBe(inboundMessages.quantityNotCasePack('A-1'));
    const whole = getShipmentPlanCasesBodySchema.safeParse({
      ...body,
      InboundShipmentPlanRequestItems: [{ SellerSKU: 'A-1', Quantity: 12, QuantityInCase: 6 }],
    });
    expect(whole.success).toBe(true);
  });

  it('for one SKU take exactly one', () => {
    const two = getShipmentPlanOneBodySchema.safeParse({
      ...body,
      InboundShipmentPlanRequestItems: [
        { SellerSKU: 'A-1', Quantity: 1 },
        { SellerSKU: 'B-1', Quantity: 1 },
      ],
    });
    expect(two.error?.issues[0]?.message).toBe(inboundMessages.oneSkuOnly);
  });
});

describe('creating a shipment', () => {
  it('needs a name', () => {
    const result = createInboundShipmentBodySchema.safeParse({
      planRequestId: body.storeMarketplaceId,
      ShipmentName: '  ',
    });
    expect(result.error?.issues[0]?.message).toBe('Name field cannot be empty!');
  });

  it('takes the box content information by default as manual processing, SPD and partnered', () => {
    const result = createInboundShipmentBodySchema.parse({ planRequestId: body.storeMarketplaceId, ShipmentName: 'S' });
    expect(result).toMatchObject({ IntendedBoxContentsSource: 'NONE', shipmentType: 'SP', isPartnered: 'true' });
  });

  it("adds a warehouse from the settings bar only with every field: 'Fields are required'", () => {
    const result = addShipFromWarehouseBodySchema.safeParse({ obj: { name: 'Main' } });
    expect(result.error?.issues[0]?.message).toBe('Fields are required');
  });
});

describe('suggested shipments', () => {
  it('top a low SKU up to the target and leave the others', () => {
    expect(suggestShipQuantity(0)).toBe(50);
    expect(suggestShipQuantity(10)).toBe(40);
    expect(suggestShipQuantity(11)).toBe(0);
    expect(suggestShipQuantity(-3)).toBe(50);
  });
});
