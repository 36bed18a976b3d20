import { describe, expect, it } from 'vitest';
import { itemRuleMessages, workbenchMessages } from '@stowline/domain';
import { itemInputOf, type ItemInput } from '../marketplace/fulfillment-inbound.js';
import {
  isSameBoxes,
  planQuantityChange,
  type ContentBox,
  type ContentSource,
  type QuantityChangePlan,
} from './quantity-change.js';

const box = (number: number, items: [string, number][], packageId: string | null = `pk-${number}`): ContentBox => ({
  id: `b${number}`,
  number,
  packageId,
  length: 14,
  width: 10,
  height: 8,
  weightLb: 6,
  items: items.map(([msku, quantity]) => ({ msku, quantity })),
});
const listed = (msku: string, quantity: number, extra: Partial<ItemInput> = {}): ItemInput => ({
  msku,
  quantity,
  labelOwner: 'SELLER',
  prepOwner: 'NONE',
  ...extra,
});

const plan = (
  boxes: ContentBox[],
  items: ItemInput[],
  msku: string,
  quantity: number,
  options: { unitWeightLb?: number | null; source?: ContentSource } = {},
) =>
  planQuantityChange({
    listed: items,
    boxes,
    msku,
    quantity,
    unitWeightLb: options.unitWeightLb ?? null,
    source: options.source ?? 'BOX_CONTENT_PROVIDED',
  });
const planned = (result: ReturnType<typeof planQuantityChange>): QuantityChangePlan => {
  if ('refusal' in result) throw new Error(result.refusal);
  return result;
};
const summary = (result: ReturnType<typeof planQuantityChange>) =>
  planned(result).boxes.map((b) => [
    b.packageId ?? null,
    b.weight.value,
    (b.items ?? []).map((i) => [i.msku, i.quantity]),
  ]);

describe('planQuantityChange', () => {
  const boxes = [
    box(1, [['A', 10]]),
    box(2, [
      ['A', 5],
      ['B', 4],
    ]),
    box(3, [['B', 6]]),
  ];
  const items = [listed('A', 15), listed('B', 10, { expiration: '2027-01-31' })];

  it("puts an increase into the SKU's last box and names every box by its packageId", () => {
    const result = plan(boxes, items, 'a', 18, { unitWeightLb: 0.5 });
    expect(summary(result)).toEqual([
      ['pk-1', 6, [['A', 10]]],
      [
        'pk-2',
        7.5,
        [
          ['A', 8],
          ['B', 4],
        ],
      ],
      ['pk-3', 6, [['B', 6]]],
    ]);
    expect(planned(result).moves).toEqual([{ boxId: 'b2', number: 2, delta: 3, quantity: 8 }]);
    expect(planned(result).items).toEqual([listed('A', 18), items[1]]);
    // Each box item carries the owners, expiration and lot Amazon lists for the SKU.
    expect(planned(result).boxes[2]!.items).toEqual([listed('B', 6, { expiration: '2027-01-31' })]);
  });

  it('takes a decrease from the last boxes first and leaves a box emptied out (Amazon removes it)', () => {
    const result = planned(plan(boxes, items, 'B', 3, { unitWeightLb: 1 }));
    expect(result.moves).toEqual([
      { boxId: 'b3', number: 3, delta: -6, quantity: 0 },
      { boxId: 'b2', number: 2, delta: -1, quantity: 3 },
    ]);
    expect(result.removedBoxIds).toEqual(['b3']);
    expect(summary(result)).toEqual([
      ['pk-1', 6, [['A', 10]]],
      [
        'pk-2',
        5,
        [
          ['A', 5],
          ['B', 3],
        ],
      ],
    ]);
  });

  it('keeps the weight when the item has none, and lists no items for boxes Amazon counts itself', () => {
    const result = planned(plan(boxes, items, 'A', 12, { source: 'MANUAL_PROCESS' }));
    expect(result.boxes.map((b) => [b.contentInformationSource, b.weight.value, b.items])).toEqual([
      ['MANUAL_PROCESS', 6, undefined],
      ['MANUAL_PROCESS', 6, undefined],
      ['MANUAL_PROCESS', 6, undefined],
    ]);
    expect(result.moves).toEqual([{ boxId: 'b2', number: 2, delta: -3, quantity: 2 }]);
  });

  it('sends a box Amazon does not have yet without a packageId (a new box)', () => {
    const result = planned(plan([box(1, [['A', 15]], null)], [listed('A', 15)], 'A', 16));
    expect(result.boxes[0]).not.toHaveProperty('packageId');
  });

  it('drops a SKU without boxed units from the items when it leaves the shipment', () => {
    const result = planned(plan([box(1, [['A', 15]])], [listed('A', 15), listed('C', 4)], 'C', 0));
    expect(result.items).toEqual([listed('A', 15)]);
    expect(result.moves).toEqual([]);
  });

  it.each([
    [
      'a box over 150 units',
      [box(1, [['A', 140]])],
      [listed('A', 140)],
      'A',
      151,
      itemRuleMessages.lastBoxOverLimit(1, 151),
    ],
    [
      'no box holding the SKU',
      [box(1, [['B', 4]])],
      [listed('A', 3), listed('B', 4)],
      'A',
      5,
      itemRuleMessages.noBoxHoldsSku,
    ],
    ['a SKU Amazon does not list', boxes, items, 'Z', 5, workbenchMessages.itemNotInShipment],
    [
      'a SKU listed twice (two expiry dates)',
      boxes,
      [listed('A', 10, { expiration: '2027-01-01' }), listed('A', 5, { expiration: '2027-02-01' }), items[1]!],
      'A',
      16,
      itemRuleMessages.severalLots('A'),
    ],
  ])('refuses %s', (_name, theBoxes, theItems, msku, quantity, refusal) => {
    expect(plan(theBoxes, theItems, msku, quantity)).toEqual({ refusal });
  });
});

describe('itemInputOf', () => {
  it('reads the prep owner from the prep instructions other than labelling, as Amazon lists them', () => {
    expect(
      itemInputOf({
        msku: 'A',
        fnsku: 'X001',
        asin: 'B001',
        quantity: 4,
        labelOwner: 'SELLER',
        expiration: '2027-03-01',
        prepInstructions: [
          { prepType: 'ITEM_LABELING', prepOwner: 'SELLER' },
          { prepType: 'ITEM_POLYBAGGING', prepOwner: 'AMAZON' },
        ],
      }),
    ).toEqual({ msku: 'A', quantity: 4, labelOwner: 'SELLER', prepOwner: 'AMAZON', expiration: '2027-03-01' });
    expect(
      itemInputOf({ msku: 'B', fnsku: 'X002', asin: 'B002', quantity: 1, labelOwner: 'NONE', prepInstructions: [] }),
    ).toEqual({ msku: 'B', quantity: 1, labelOwner: 'NONE', prepOwner: 'NONE' });
  });
});

describe('isSameBoxes', () => {
  const result = planned(plan([box(1, [['A', 10]]), box(2, [['A', 5]])], [listed('A', 15)], 'A', 16));

  it("takes Amazon's echo of the boxes in any order, and sees a box moved or re-weighed", () => {
    expect(isSameBoxes(result.boxes, [...result.boxes].reverse())).toBe(true);
    const heavier = result.boxes.map((b, i) => (i === 0 ? { ...b, weight: { unit: 'LB' as const, value: 9 } } : b));
    expect(isSameBoxes(result.boxes, heavier)).toBe(false);
    expect(isSameBoxes(result.boxes, result.boxes.slice(1))).toBe(false);
    expect(isSameBoxes(result.boxes, undefined)).toBe(false);
  });
});
