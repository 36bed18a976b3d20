import { describe, expect, it } from 'vitest';
import {
  autoPackMessages,
  suggestAutoPack,
  type AutoPackCategory,
  type AutoPackInput,
  type AutoPackItem,
  type ProposedBoxes,
} from './auto-pack.js';

const SMALL: AutoPackCategory = {
  id: 'small',
  name: 'Small',
  length: 12,
  width: 10,
  height: 8,
  weight: 8,
  weightUnit: 'ounces',
};
const LARGE: AutoPackCategory = {
  id: 'large',
  name: 'Large',
  length: 24,
  width: 18,
  height: 18,
  weight: 2,
  weightUnit: 'pounds',
};
const OVERSIZE: AutoPackCategory = {
  id: 'oversize',
  name: 'Rug tube',
  length: 48,
  width: 6,
  height: 6,
  weight: 1,
  weightUnit: 'pounds',
};
const HEAVY_EMPTY: AutoPackCategory = {
  id: 'crate',
  name: 'Crate',
  length: 20,
  width: 20,
  height: 20,
  weight: 51,
  weightUnit: 'pounds',
};
const CATEGORIES = [SMALL, LARGE, OVERSIZE, HEAVY_EMPTY];

function item(overrides: Partial<AutoPackItem> = {}): AutoPackItem {
  return {
    shipmentItemId: 'item-1',
    sellerSku: 'SKU-1',
    quantity: 100,
    unitWeight: { value: 0.5, unit: 'pounds' },
    rules: [{ boxCategoryId: 'small', quantity: 24, isDefault: true }],
    ...overrides,
  };
}

function pack(items: AutoPackItem[], extra: Partial<AutoPackInput> = {}) {
  return suggestAutoPack({ items, categories: CATEGORIES, areCasesRequired: false, existingBoxes: 0, ...extra });
}

/** The proposal as "count x units @ category (lb)" lines, easy to read in a table. */
function lines(boxes: ProposedBoxes[]): string[] {
  return boxes.map(
    (b) => `${b.sellerSku}: ${b.count} x ${b.unitsPerBox} @ ${b.boxCategoryId ?? 'none'} (${b.poundsPerBox ?? '?'} lb)`,
  );
}

describe('suggestAutoPack: loose pack', () => {
  const cases: { name: string; items: AutoPackItem[]; expected: string[] }[] = [
    {
      name: 'the default rule: full boxes, then one box with the rest',
      items: [item()],
      // 24 x 0.5 lb + 0.5 lb box = 12.5 lb; 100 = 4 x 24 + 4.
      expected: ['SKU-1: 4 x 24 @ small (12.5 lb)', 'SKU-1: 1 x 4 @ small (2.5 lb)'],
    },
    {
      name: 'a quantity that fills its boxes exactly leaves no partial box',
      items: [item({ quantity: 48 })],
      expected: ['SKU-1: 2 x 24 @ small (12.5 lb)'],
    },
    {
      name: 'a rule over 150 units is held to 150 a box',
      items: [
        item({
          quantity: 400,
          unitWeight: { value: 1, unit: 'ounces' },
          rules: [{ boxCategoryId: 'large', quantity: 200, isDefault: true }],
        }),
      ],
      // 150 oz = 9.375 lb + 2 lb box.
      expected: ['SKU-1: 2 x 150 @ large (11.38 lb)', 'SKU-1: 1 x 100 @ large (8.25 lb)'],
    },
    {
      name: 'a rule whose box would pass 50 lb holds only as many as stay within 50 lb',
      items: [
        item({
          quantity: 30,
          unitWeight: { value: 4, unit: 'pounds' },
          rules: [{ boxCategoryId: 'large', quantity: 20, isDefault: true }],
        }),
      ],
      // (50 - 2) / 4 = 12 units: 50 lb exactly is allowed.
      expected: ['SKU-1: 2 x 12 @ large (50 lb)', 'SKU-1: 1 x 6 @ large (26 lb)'],
    },
    {
      name: 'an item over 50 lb by itself goes one to a box',
      items: [
        item({
          quantity: 3,
          unitWeight: { value: 60, unit: 'pounds' },
          rules: [{ boxCategoryId: 'large', quantity: 2, isDefault: true }],
        }),
      ],
      expected: ['SKU-1: 3 x 1 @ large (62 lb)'],
    },
    {
      name: 'a box whose empty weight is over 50 lb holds one unit',
      items: [item({ quantity: 2, rules: [{ boxCategoryId: 'crate', quantity: 10, isDefault: true }] })],
      expected: ['SKU-1: 2 x 1 @ crate (51.5 lb)'],
    },
    {
      name: 'a box over 25 in on a side holds one unit',
      items: [item({ quantity: 3, rules: [{ boxCategoryId: 'oversize', quantity: 5, isDefault: true }] })],
      expected: ['SKU-1: 3 x 1 @ oversize (1.5 lb)'],
    },
    {
      name: 'without a default, the rule that fits the most units within the limits (fewest boxes)',
      items: [
        item({
          quantity: 100,
          unitWeight: { value: 2, unit: 'pounds' },
          rules: [
            { boxCategoryId: 'small', quantity: 20, isDefault: false },
            // 40 wanted, but 50 lb allows (50 - 2) / 2 = 24.
            { boxCategoryId: 'large', quantity: 40, isDefault: false },
            { boxCategoryId: 'oversize', quantity: 100, isDefault: false },
          ],
        }),
      ],
      expected: ['SKU-1: 4 x 24 @ large (50 lb)', 'SKU-1: 1 x 4 @ large (10 lb)'],
    },
    {
      name: 'a SKU without a weight is packed by its rule, its weight unknown',
      items: [item({ quantity: 30, unitWeight: null })],
      expected: ['SKU-1: 1 x 24 @ small (? lb)', 'SKU-1: 1 x 6 @ small (? lb)'],
    },
    {
      name: 'several SKUs in the order given, one SKU to a box; fully boxed ones are skipped',
      items: [
        item(),
        item({ shipmentItemId: 'item-2', sellerSku: 'SKU-2', quantity: 0 }),
        item({
          shipmentItemId: 'item-3',
          sellerSku: 'SKU-3',
          quantity: 10,
          unitWeight: { value: 16, unit: 'ounces' },
          rules: [{ boxCategoryId: 'large', quantity: 10, isDefault: true }],
        }),
      ],
      expected: ['SKU-1: 4 x 24 @ small (12.5 lb)', 'SKU-1: 1 x 4 @ small (2.5 lb)', 'SKU-3: 1 x 10 @ large (12 lb)'],
    },
  ];
  it.each(cases)('$name', ({ items, expected }) => {
    const result = pack(items);
    if (!result.ok) throw new Error(result.message);
    expect(lines(result.boxes)).toEqual(expected);
    for (const box of result.boxes) {
      expect(box.unitsPerBox).toBeLessThanOrEqual(150);
      if ((box.poundsPerBox ?? 0) > 50) expect(box.unitsPerBox).toBe(1);
    }
    const wanted = items.reduce((n, i) => n + Math.max(0, i.quantity), 0);
    expect(result.totalUnits + result.unpacked.reduce((n, u) => n + u.quantity, 0)).toBe(wanted);
    expect(result.totalBoxes).toBe(result.boxes.reduce((n, b) => n + b.count, 0));
  });

  it('leaves a SKU with no usable rule to the seller and warns of a missing weight', () => {
    const result = pack([
      item({ rules: [] }),
      item({
        shipmentItemId: 'item-2',
        sellerSku: 'SKU-2',
        rules: [{ boxCategoryId: 'deleted', quantity: 5, isDefault: true }],
      }),
      item({ shipmentItemId: 'item-3', sellerSku: 'SKU-3', quantity: 5, unitWeight: null }),
    ]);
    expect(result).toMatchObject({
      ok: true,
      unpacked: [
        { sellerSku: 'SKU-1', quantity: 100, reason: autoPackMessages.noRule },
        { sellerSku: 'SKU-2', quantity: 100, reason: autoPackMessages.noRule },
      ],
      warnings: [{ sellerSku: 'SKU-3', message: autoPackMessages.missingWeight }],
      totalBoxes: 1,
      totalUnits: 5,
    });
  });
});

describe('suggestAutoPack: case-packed', () => {
  const cases: { name: string; item: AutoPackItem; expected: string[]; unpacked?: [number, string][] }[] = [
    {
      name: 'one case to a box, in the default rule’s category',
      item: item({ quantity: 60, quantityInCase: 12 }),
      expected: ['SKU-1: 5 x 12 @ small (6.5 lb)'],
    },
    {
      name: 'without a rule, cases go in boxes whose dimensions are entered later',
      item: item({ quantity: 24, quantityInCase: 6, rules: [] }),
      expected: ['SKU-1: 4 x 6 @ none (3 lb)'],
    },
    {
      name: 'units that make no whole case are left to the seller',
      item: item({ quantity: 26, quantityInCase: 12 }),
      expected: ['SKU-1: 2 x 12 @ small (6.5 lb)'],
      unpacked: [[2, autoPackMessages.partCase]],
    },
    {
      name: 'a case over 50 lb is never split: left to the seller',
      item: item({ quantity: 20, quantityInCase: 10, unitWeight: { value: 6, unit: 'pounds' } }),
      expected: [],
      unpacked: [[20, autoPackMessages.caseOverweight]],
    },
    {
      name: 'a one-unit case over 50 lb is a box of one item: allowed',
      item: item({ quantity: 2, quantityInCase: 1, unitWeight: { value: 70, unit: 'pounds' } }),
      expected: ['SKU-1: 2 x 1 @ small (70.5 lb)'],
    },
    {
      name: 'a case of over 150 units does not fit our box limit: left to the seller',
      item: item({ quantity: 400, quantityInCase: 200, unitWeight: { value: 0.1, unit: 'pounds' } }),
      expected: [],
      unpacked: [[400, autoPackMessages.caseOverUnits]],
    },
    {
      name: 'no case quantity: left to the seller',
      item: item({ quantity: 20, quantityInCase: 0 }),
      expected: [],
      unpacked: [[20, autoPackMessages.noCaseQuantity]],
    },
  ];
  it.each(cases)('$name', ({ item: one, expected, unpacked = [] }) => {
    const result = pack([one], { areCasesRequired: true });
    if (!result.ok) throw new Error(result.message);
    expect(lines(result.boxes)).toEqual(expected);
    expect(result.unpacked.map((u) => [u.quantity, u.reason])).toEqual(unpacked);
  });
});

describe('suggestAutoPack: refusals', () => {
  it.each([
    { name: 'a shipment that has boxes', input: { existingBoxes: 3 }, message: autoPackMessages.hasBoxes },
    {
      name: 'nothing left to box',
      input: { items: [item({ quantity: 0 })] },
      message: autoPackMessages.nothingToPack,
    },
  ])('refuses $name', ({ input, message }) => {
    expect(
      suggestAutoPack({ items: [item()], categories: CATEGORIES, areCasesRequired: false, existingBoxes: 0, ...input }),
    ).toEqual({ ok: false, message });
  });
});

describe('auto-pack without packaging rules (a new seller)', () => {
  const mug = { length: 5, width: 4, height: 4 };

  it('sizes the boxes by the item from standard box sizes when the seller has no category', () => {
    const result = pack([item({ rules: [], quantity: 300, unitWeight: { value: 1, unit: 'pounds' }, unitSize: mug })], {
      categories: [],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // 50 lb a box: 18x18x16 less its 1.8 lb takes 48 one-pound mugs (55 by volume), in 7 boxes as
    // 24x18x18 would (47 a box): the smaller box on the tie.
    expect(result.boxes.map((b) => [b.count, b.unitsPerBox, b.standardBox?.name, b.poundsPerBox])).toEqual([
      [6, 48, 'Standard 18 x 18 x 16 in', 49.8],
      [1, 12, 'Standard 18 x 18 x 16 in', 13.8],
    ]);
    expect(result.unpacked).toEqual([]);
  });

  it("uses the seller's categories within 25 in when there are some, the smallest on a tie", () => {
    const light = item({ rules: [], quantity: 20, unitWeight: { value: 0.2, unit: 'pounds' }, unitSize: mug });
    const result = pack([light]);
    if (!result.ok) throw new Error(result.message);
    // Small (12x10x8: 10 by volume) takes 20 in 2 boxes, Large in 1; the crate is over 50 lb empty
    // (one a box) and the rug tube over 25 in: Large.
    expect(result.boxes.map((b) => [b.boxCategoryId, b.count, b.unitsPerBox, b.standardBox])).toEqual([
      ['large', 1, 20, undefined],
    ]);
  });

  it('leaves a SKU without a rule for the seller, sized or not, when other SKUs have rules', () => {
    const result = pack([item(), item({ shipmentItemId: 'item-2', sellerSku: 'SKU-2', rules: [], unitSize: mug })]);
    expect(result).toMatchObject({ ok: true, unpacked: [{ sellerSku: 'SKU-2', reason: autoPackMessages.noRule }] });
  });

  it('leaves the SKU for the seller when its size is unknown, or it fits no box', () => {
    const result = pack(
      [
        item({ rules: [], unitSize: null }),
        item({
          shipmentItemId: 'item-2',
          sellerSku: 'SKU-2',
          rules: [],
          unitSize: { length: 30, width: 2, height: 2 },
        }),
      ],
      { categories: [] },
    );
    expect(result).toMatchObject({
      ok: true,
      boxes: [],
      unpacked: [
        { sellerSku: 'SKU-1', reason: autoPackMessages.noRule },
        { sellerSku: 'SKU-2', reason: autoPackMessages.tooBigForBoxes },
      ],
    });
  });

  it('warns when the weight is unknown: its boxes are filled by volume alone', () => {
    const result = pack([item({ rules: [], quantity: 8, unitWeight: null, unitSize: mug })], { categories: [] });
    expect(result).toMatchObject({
      ok: true,
      boxes: [{ count: 1, unitsPerBox: 8, poundsPerBox: null }],
      warnings: [{ sellerSku: 'SKU-1', message: autoPackMessages.missingWeight }],
    });
  });
});
