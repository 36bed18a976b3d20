import { describe, expect, it } from 'vitest';
import { importMessages } from './imports.js';
import type { Product } from './products.js';
import {
  bulkUpdateBodySchema,
  checkShipSelection,
  checkShipmentItem,
  findShipmentItemProblem,
  errorBucketMessages,
  excludeItemsInList,
  matchesItemSearch,
  mergeShipmentItems,
  newShipmentItem,
  selectErrorBucketItems,
  shipmentItemMessages,
  toShipmentItemRows,
  unitsPerCase,
  unitsToShip,
  warnShipmentItem,
  INBOUND_PLAN_LIMITS,
  type ShipmentItem,
  type ShipSkuUploadResult,
} from './shipment-items.js';

function product(sellerSku: string, overrides: Partial<Product> = {}): Product {
  return {
    _id: `id-${sellerSku}`,
    sellerSku,
    asin: `B0${sellerSku.toUpperCase().padEnd(8, 'X')}`,
    fnsku: `X0${sellerSku.toUpperCase().padEnd(8, 'Y')}`,
    title: `Title of ${sellerSku}`,
    imageUrl: '',
    status: 'Active',
    condition: 11,
    afnFulfillableQuantity: 0,
    listPrice: null,
    weight: { value: null, unit: null },
    expirable: null,
    amzExpirable: false,
    fbaType: 'STANDARD',
    fbaTypeSource: 'seller',
    packagingRules: [],
    prepDetailsList: [],
    ...overrides,
  };
}
const item = (
  sku: string,
  quantity: number | null,
  boxCount: number | null = null,
  overrides: Partial<Product> = {},
): ShipmentItem => ({
  product: product(sku, overrides),
  quantity,
  boxCount,
  categoryId: null,
});

describe('shipment item messages', () => {
  it('quotes the spec exactly', () => {
    expect(shipmentItemMessages).toMatchObject({
      noSkuSelected: 'No SKU selected',
      quantityInvalid: 'Selected SKUs have missing or invalid quantity ( Max: 150 )',
      fbaTypeMissing: 'Selected SKUs must have FBA type!',
      boxCountInvalid: 'Selected SKUs have missing or invalid box count',
      skuAlreadyInItems: 'SKU already exist in shipment items',
      // The spec's 200 was v0's limit; v2024-03-20 takes 2,000 SKUs in a plan.
      planSizeInfo: 'Amazon restricts shipping to 2,000 SKUs per plan.',
      closeDrawerConfirm: 'Are you Sure to close this drawer?',
      incorrectQuantity: 'Incorrect Quantity',
      planNoSkuSelected: 'No SKU Selected!',
      planNoWarehouseSelected: 'No Warehouse Selected!',
      planSomethingWrong: 'Something went wrong!',
    });
  });
});

describe('checkShipmentItem and checkShipSelection', () => {
  const cases: [string, ShipmentItem, 'loose' | 'case', string | undefined][] = [
    ['loose: a quantity', item('a', 500), 'loose', undefined],
    ['loose: no quantity', item('a', null), 'loose', shipmentItemMessages.quantityInvalid],
    ['loose: zero', item('a', 0), 'loose', shipmentItemMessages.quantityInvalid],
    ['loose: a fraction', item('a', 1.5), 'loose', shipmentItemMessages.quantityInvalid],
    ['loose: no FBA type', item('a', 3, null, { fbaType: null }), 'loose', shipmentItemMessages.fbaTypeMissing],
    [
      'loose: NOT ATTACHED',
      item('a', 3, null, { fbaType: 'NOT ATTACHED' }),
      'loose',
      shipmentItemMessages.fbaTypeMissing,
    ],
    [
      'loose: in the error bucket',
      item('a', 3, null, { fbaType: 'ERRORED' }),
      'loose',
      shipmentItemMessages.fbaTypeMissing,
    ],
    ['case: 150 in a box, 2 boxes', item('a', 150, 2), 'case', undefined],
    ['case: 151 in a box', item('a', 151, 2), 'case', shipmentItemMessages.quantityInvalid],
    ['case: no box count', item('a', 12, null), 'case', shipmentItemMessages.boxCountInvalid],
    ['case: zero boxes', item('a', 12, 0), 'case', shipmentItemMessages.boxCountInvalid],
    [
      'case: quantity first, then type, then boxes',
      item('a', 0, 0, { fbaType: null }),
      'case',
      shipmentItemMessages.quantityInvalid,
    ],
    ['case: type before boxes', item('a', 5, 0, { fbaType: null }), 'case', shipmentItemMessages.fbaTypeMissing],
    ['loose: 500,000 units, Amazon’s most', item('a', 500_000), 'loose', undefined],
    [
      'loose: an incomplete listing, which Amazon refuses',
      item('a', 3, null, { status: 'Incomplete' }),
      'loose',
      shipmentItemMessages.listingIncomplete,
    ],
    ['loose: an inactive listing ships (a warning)', item('a', 3, null, { status: 'Inactive' }), 'loose', undefined],
    ['loose: 500,001 units', item('a', 500_001), 'loose', shipmentItemMessages.unitsOverLimit],
    ['case: 150 a box in 3,333 boxes (499,950 units)', item('a', 150, 3_333), 'case', undefined],
    [
      'case: 150 a box in 3,334 boxes (500,100 units)',
      item('a', 150, 3_334),
      'case',
      shipmentItemMessages.unitsOverLimit,
    ],
  ];
  it.each(cases)('%s', (_name, shipmentItem, mode, expected) => {
    expect(checkShipmentItem(shipmentItem, mode)).toBe(expected);
    expect(checkShipSelection([shipmentItem], mode)).toBe(expected);
    expect(findShipmentItemProblem(shipmentItem, mode)?.message).toBe(expected);
  });

  it('names each problem with a code for programs beside its message (the SKU row marks the field by the code)', () => {
    expect(findShipmentItemProblem(item('a', null), 'loose')).toEqual({
      code: 'QUANTITY_INVALID',
      message: shipmentItemMessages.quantityInvalid,
    });
    expect(findShipmentItemProblem(item('a', 3, null, { fbaType: null }), 'loose')).toEqual({
      code: 'FBA_TYPE_MISSING',
      message: shipmentItemMessages.fbaTypeMissing,
    });
    expect(findShipmentItemProblem(item('a', 12, null), 'case')).toEqual({
      code: 'BOX_COUNT_INVALID',
      message: shipmentItemMessages.boxCountInvalid,
    });
    expect(findShipmentItemProblem(item('a', 500_001), 'loose')).toEqual({
      code: 'UNITS_OVER_LIMIT',
      message: shipmentItemMessages.unitsOverLimit,
    });
    expect(findShipmentItemProblem(item('a', 500), 'loose')).toBeUndefined();
  });

  it('needs at least one SKU, and names the first broken rule in the spec’s order', () => {
    expect(checkShipSelection([], 'loose')).toBe(shipmentItemMessages.noSkuSelected);
    expect(checkShipSelection([item('a', 2, 0), item('b', 2, 1, { fbaType: null }), item('c', 2, 1)], 'case')).toBe(
      shipmentItemMessages.fbaTypeMissing,
    );
    expect(checkShipSelection([item('a', 2, 0), item('c', 200, 1)], 'case')).toBe(shipmentItemMessages.quantityInvalid);
  });

  it('takes Amazon’s limits from the v2024 inbound model: 500,000 units a SKU, 2,000 SKUs a plan', () => {
    expect(INBOUND_PLAN_LIMITS).toEqual({ maxSkus: 2_000, maxUnitsPerSku: 500_000 });
    const many = (n: number) => Array.from({ length: n }, (_, i) => item(`s${i}`, 1));
    expect(checkShipSelection(many(2_000), 'loose')).toBeUndefined();
    expect(checkShipSelection(many(2_001), 'loose')).toBe(shipmentItemMessages.tooManySkus(2_001));
    expect(shipmentItemMessages.tooManySkus(2_001)).toBe(
      'Amazon accepts at most 2,000 SKUs in one plan: 2,001 are selected',
    );
    // The rules of each item come first.
    expect(checkShipSelection([...many(2_000), item('x', null)], 'loose')).toBe(shipmentItemMessages.quantityInvalid);
  });
});

describe('whole cases of the packaging rule', () => {
  const rule = (quantity: number) => ({
    name: 'Carton',
    categoryBoxId: 'box-1',
    quantity,
    length: 10,
    width: 10,
    height: 10,
    weight: 1,
    weightUnit: 'pounds' as const,
    defaultChecked: true,
  });
  const cased = (inABox: number, boxes: number, perCase = 12): ShipmentItem => ({
    ...item('a', inABox, boxes, { packagingRules: [rule(perCase)] }),
    categoryId: 'box-1',
  });

  it.each([
    ['the rule’s 12 in each of 3 boxes', cased(12, 3), undefined],
    ['6 in each of 4 boxes: 24 units, two cases of 12', cased(6, 4), undefined],
    ['10 in each of 3 boxes: 30 units, not whole cases of 12', cased(10, 3), shipmentItemMessages.notWholeCases],
    ['no rule named on the card: no case pack known', { ...cased(10, 3), categoryId: null }, undefined],
  ])('case pack: %s', (_, shipmentItem, expected) => {
    expect(checkShipmentItem(shipmentItem, 'case')).toBe(expected);
    expect(checkShipSelection([shipmentItem], 'case')).toBe(expected);
  });

  it('knows no case pack in loose pack, where units go one by one', () => {
    expect(unitsPerCase(cased(10, 3), 'loose')).toBeUndefined();
    expect(checkShipmentItem({ ...cased(10, 3), quantity: 31 }, 'loose')).toBeUndefined();
    expect(unitsPerCase(cased(10, 3), 'case')).toBe(12);
  });
});

describe('warnShipmentItem', () => {
  it('says an inactive listing ships only when it is inactive for being out of stock', () => {
    expect(warnShipmentItem(item('a', 3, null, { status: 'Inactive' }), 'loose')).toBe(
      shipmentItemMessages.listingInactive,
    );
  });

  it.each([
    ['a quantity within the stock', 100, null, 'loose', 40, undefined],
    ['small quantities never warn, whatever the stock', 999, null, 'loose', 0, undefined],
    ['ten times the stock is fine', 1_000, null, 'loose', 100, undefined],
    [
      'over ten times the stock',
      1_001,
      null,
      'loose',
      100,
      '1,001 units is far above the 100 available: check the quantity',
    ],
    [
      'an extra zero with no stock',
      12_000,
      null,
      'loose',
      0,
      '12,000 units is far above the 0 available: check the quantity',
    ],
    [
      'case pack counts boxes times units',
      100,
      20,
      'case',
      50,
      '2,000 units is far above the 50 available: check the quantity',
    ],
    ['over Amazon’s limit is an error, not a warning', 600_000, null, 'loose', 0, undefined],
  ] as const)('%s', (_name, quantity, boxCount, mode, stock, expected) => {
    const shipmentItem = item('a', quantity, boxCount, { afnFulfillableQuantity: stock });
    expect(warnShipmentItem(shipmentItem, mode)).toBe(expected);
    if (quantity <= 500_000) expect(checkShipmentItem(shipmentItem, mode)).toBeUndefined();
  });
});

describe('items', () => {
  it('counts units: the quantity, or boxes times units in a box', () => {
    expect(unitsToShip(item('a', 12, 3), 'case')).toBe(36);
    expect(unitsToShip(item('a', 12, 3), 'loose')).toBe(12);
    expect(unitsToShip(item('a', null, 3), 'case')).toBe(0);
  });

  it('starts case pack items from the default packaging rule', () => {
    const rule = {
      name: 'Small',
      quantity: 12,
      length: 1,
      width: 1,
      height: 1,
      weight: 1,
      weightUnit: 'pounds' as const,
    };
    const p = product('a', {
      packagingRules: [
        { ...rule, categoryBoxId: 'c1', defaultChecked: false },
        { ...rule, categoryBoxId: 'c2', quantity: 24, defaultChecked: true },
      ],
    });
    expect(newShipmentItem(p, 'case')).toMatchObject({ quantity: 24, categoryId: 'c2', boxCount: null });
    expect(newShipmentItem(p, 'loose')).toMatchObject({ quantity: null, categoryId: null });
    expect(newShipmentItem(product('b'), 'case')).toMatchObject({ quantity: null, categoryId: null });
  });

  it('merges new items, leaving out SKUs already there (trimmed, case-insensitive)', () => {
    const { items, skipped } = mergeShipmentItems(
      [item('Alpha', 1)],
      [item(' alpha ', 2), item('Beta', 3), item('BETA', 4)],
    );
    expect(items.map((i) => [i.product.sellerSku, i.quantity])).toEqual([
      ['Alpha', 1],
      ['Beta', 3],
    ]);
    expect(skipped).toEqual([' alpha ', 'BETA']);
  });

  it('searches title, SKU, ASIN and FNSKU, the words in any order', () => {
    const p = product('red-mug', { title: 'Enamel Camping Mug', asin: 'B0ABCDEF12', fnsku: 'X00Q1W2E3R' });
    for (const term of [
      'camping',
      'RED-M',
      'b0abc',
      '  mug ',
      '',
      'X00Q1W2E3R',
      'x00q1w',
      'mug camping',
      'Mug  ENAMEL red',
    ])
      expect(matchesItemSearch(p, term), term).toBe(true);
    for (const term of ['kettle', 'mug kettle', 'camping-mug']) expect(matchesItemSearch(p, term), term).toBe(false);
  });

  it('exports Create_Shipment_Items.csv rows with each item’s error', () => {
    expect(toShipmentItemRows([item('a', 2, 3), item('b', 200, 1)], 'case')).toEqual([
      ['SellerSKU', 'ASIN', 'FNSKU', 'Title', 'FBA Type', 'No. of Boxes', 'In a Box', 'Units', 'Error'],
      ['a', 'B0AXXXXXXX', 'X0AYYYYYYY', 'Title of a', 'STANDARD', 3, 2, 6, ''],
      ['b', 'B0BXXXXXXX', 'X0BYYYYYYY', 'Title of b', 'STANDARD', 1, 200, 200, shipmentItemMessages.quantityInvalid],
    ]);
    expect(toShipmentItemRows([item('a', 5)], 'loose')[1]).toEqual([
      'a',
      'B0AXXXXXXX',
      'X0AYYYYYYY',
      'Title of a',
      'STANDARD',
      5,
      '',
    ]);
  });

  it('turns uploaded rows already in the list into row errors, in row order', () => {
    const result: ShipSkuUploadResult = {
      stats: { total: 4, valid: 2, invalid: 2 },
      errors: [
        { row: 2, sku: 'x', reason: importMessages.skuNotFound },
        { row: 5, sku: 'y', reason: importMessages.quantityInvalid },
      ],
      items: [
        { row: 3, quantity: 1, boxCount: null, product: product('Alpha') },
        { row: 4, quantity: 2, boxCount: null, product: product('Beta') },
      ],
    };
    const judged = excludeItemsInList(result, [item('alpha', 9)]);
    expect(judged.stats).toEqual({ total: 4, valid: 1, invalid: 3 });
    expect(judged.items.map((i) => i.product.sellerSku)).toEqual(['Beta']);
    expect(judged.errors.map((e) => [e.row, e.reason])).toEqual([
      [2, importMessages.skuNotFound],
      [3, importMessages.skuAlreadyExists],
      [5, importMessages.quantityInvalid],
    ]);
    expect(excludeItemsInList(result, [])).toBe(result);
  });
});

describe('bulk update body', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    [{ bulkData: { action: 'updateFbaType', selectedIds: [id], fbaType: 'ERRORED' } }, true],
    [{ bulkData: { action: 'updateFbaType', selectedIds: [], fbaType: 'ERRORED' } }, false],
    [{ bulkData: { action: 'updateFbaType', selectedIds: ['x'], fbaType: 'ERRORED' } }, false],
    [{ bulkData: { action: 'updateFbaType', selectedIds: [id], fbaType: 'SMALL' } }, false],
    [{ bulkData: { action: 'updateFbaType', selectedIds: [id], fbaType: 'ERRORED', extra: 1 } }, false],
  ])('%j is %s', (body, ok) => {
    expect(bulkUpdateBodySchema.safeParse(body).success).toBe(ok);
  });
});

describe('Move to Error Bucket', () => {
  const ok = { product: product('ok', { fbaType: 'STANDARD' }), quantity: 3, boxCount: null, categoryId: null };
  const noType = {
    product: product('untyped', { fbaType: 'NOT ATTACHED' }),
    quantity: 3,
    boxCount: null,
    categoryId: null,
  };
  const noQuantity = {
    product: product('empty', { fbaType: 'STANDARD' }),
    quantity: null,
    boxCount: null,
    categoryId: null,
  };
  const bucketed = {
    product: product('bucketed', { fbaType: 'ERRORED' }),
    quantity: 3,
    boxCount: null,
    categoryId: null,
  };
  const unticked = {
    product: product('unticked', { fbaType: null }),
    quantity: null,
    boxCount: null,
    categoryId: null,
  };
  const items = [ok, noType, noQuantity, bucketed, unticked];
  const ticked = new Set(['id-ok', 'id-untyped', 'id-empty', 'id-bucketed']);

  it('acts on the ticked SKUs with an error only, leaving out those already in the bucket', () => {
    expect(selectErrorBucketItems(items, ticked, 'loose').map((i) => i.product.sellerSku)).toEqual([
      'untyped',
      'empty',
    ]);
  });

  it('acts on nothing when no ticked SKU has an error', () => {
    expect(selectErrorBucketItems(items, new Set(['id-ok']), 'loose')).toEqual([]);
  });

  it('judges errors in the pack mode: a loose item without boxes is an error in case pack', () => {
    expect(selectErrorBucketItems([ok], new Set(['id-ok']), 'case').map((i) => i.product.sellerSku)).toEqual(['ok']);
  });

  it('asks with the number of SKUs it will move', () => {
    expect(errorBucketMessages.confirm(1)).toBe(
      'Move the selected SKU with an error to the error bucket? Its FBA type becomes ERRORED in your catalogue.',
    );
    expect(errorBucketMessages.confirm(2)).toMatch(/^Move the 2 selected SKUs with errors to the error bucket\? Their/);
  });
});
