import { describe, expect, it } from 'vitest';
import {
  checkCanCreateShipments,
  checkCanRequestPlan,
  deductCreatedQuantities,
  getPlanLabel,
  isDangerousGoodsRejection,
  mapProblemsToSkus,
  nameShipment,
  suggestShipQuantity,
  summariseCreation,
  toLabelOwner,
  toPrepOwner,
} from './inbound-plan-rules.js';
import { inboundMessages } from './inbound-plans.js';

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

describe('suggested shipments', () => {
  it('top a low SKU up to the target and leave the others', () => {
    expect(suggestShipQuantity(0)).toBe(50);
    expect(suggestShipQuantity(10)).toBe(40);
    expect(suggestShipQuantity(11)).toBe(0);
    expect(suggestShipQuantity(-3)).toBe(50);
  });
});
