import { act, cleanup, renderHook } from '@testing-library/react';
import type { Product, ShipmentItem } from '@stowline/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { changeShipmentItem, refreshShipmentItem, useShipSelection } from './use-ship-selection';

type PackagingRule = Product['packagingRules'][number];

function rule(categoryBoxId: string, quantity: number, defaultChecked = false): PackagingRule {
  return {
    name: `Box ${categoryBoxId}`,
    categoryBoxId,
    quantity,
    length: 10,
    width: 10,
    height: 10,
    weight: 5,
    weightUnit: 'pounds',
    defaultChecked,
  };
}

function product(sellerSku: string, overrides: Partial<Product> = {}): Product {
  return {
    _id: `id-${sellerSku}`,
    sellerSku,
    asin: 'B000000000',
    fnsku: 'X000000000',
    title: `Title of ${sellerSku}`,
    imageUrl: '',
    status: 'Active',
    condition: 11,
    afnFulfillableQuantity: 10,
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

/** A product with two packaging rules, the second the default (12 a box). */
const boxed = (sku: string) => product(sku, { packagingRules: [rule('small', 6), rule('large', 12, true)] });

afterEach(cleanup);

function renderSelection() {
  const view = renderHook(() => useShipSelection());
  return {
    current: () => view.result.current,
    /** Each selected SKU with its units, boxes and rule, in the order they were selected. */
    rows: () =>
      [...view.result.current.items.values()].map((i) => [i.product.sellerSku, i.quantity, i.boxCount, i.categoryId]),
  };
}

describe('useShipSelection', () => {
  it('starts in loose pack with nothing selected', () => {
    const selection = renderSelection();
    expect(selection.current().mode).toBe('loose');
    expect(selection.current().items.size).toBe(0);
  });

  it('keeps the rows ticked on every page: ticking page 2 adds to page 1, unticking takes only those rows', () => {
    const selection = renderSelection();
    const page1 = [product('A'), product('B')];
    const page2 = [product('C'), product('D')];
    act(() => selection.current().setSelected(page1, true));
    act(() => selection.current().setSelected(page2, true));
    expect(selection.rows().map(([sku]) => sku)).toEqual(['A', 'B', 'C', 'D']);
    act(() => selection.current().setSelected([page1[1]!, page2[0]!], false));
    expect(selection.rows().map(([sku]) => sku)).toEqual(['A', 'D']);
  });

  it('typing a quantity selects the row, and ticking the page again keeps what was typed', () => {
    const selection = renderSelection();
    const a = product('A');
    act(() => selection.current().change(a, { quantity: 24 }));
    expect(selection.rows()).toEqual([['A', 24, null, null]]);
    act(() => selection.current().setSelected([a, product('B')], true));
    expect(selection.rows()).toEqual([
      ['A', 24, null, null],
      ['B', null, null, null],
    ]);
    act(() => selection.current().change(a, { quantity: 30 }));
    expect(selection.rows()[0]).toEqual(['A', 30, null, null]);
  });

  it('switching the pack mode clears the selection, and new rows then start with the default packaging rule', () => {
    const selection = renderSelection();
    act(() => selection.current().change(boxed('A'), { quantity: 5 }));
    act(() => selection.current().setMode('case'));
    expect(selection.current().mode).toBe('case');
    expect(selection.current().items.size).toBe(0);
    act(() => selection.current().setSelected([boxed('B'), product('C')], true));
    expect(selection.rows()).toEqual([
      ['B', 12, null, 'large'],
      ['C', null, null, null],
    ]);
    act(() => selection.current().change(boxed('D'), { boxCount: 3 }));
    expect(selection.rows()[2]).toEqual(['D', 12, 3, 'large']);
  });

  it('choosing another packaging rule for a row takes that rule’s units', () => {
    const selection = renderSelection();
    act(() => selection.current().setMode('case'));
    const b = boxed('B');
    act(() => selection.current().setSelected([b], true));
    act(() => selection.current().change(b, { categoryId: 'small' }));
    expect(selection.rows()).toEqual([['B', 6, null, 'small']]);
  });

  it('selected rows take their products’ fresh copies; unselected products stay unselected', () => {
    const selection = renderSelection();
    act(() => selection.current().change(product('A'), { quantity: 4 }));
    act(() => selection.current().change(product('B'), { quantity: 9 }));
    const before = selection.current().items;
    const fresh = [product('A', { fbaType: 'OVERSIZE' }), product('Z'), product('B', { fbaType: 'OVERSIZE' })];
    act(() => selection.current().refreshProducts(fresh));
    expect(selection.rows()).toEqual([
      ['A', 4, null, null],
      ['B', 9, null, null],
    ]);
    expect([...selection.current().items.values()].map((i) => i.product.fbaType)).toEqual(['OVERSIZE', 'OVERSIZE']);
    expect(selection.current().items).not.toBe(before);
  });

  it('refreshing with the very same products keeps the same selection object (no re-render of the table)', () => {
    const selection = renderSelection();
    const rows = [product('A'), product('B')];
    act(() => selection.current().setSelected(rows, true));
    const before = selection.current().items;
    act(() => selection.current().refreshProducts(rows));
    act(() => selection.current().refreshProducts([product('Z')]));
    expect(selection.current().items).toBe(before);
  });

  it('Clear empties the selection and keeps the pack mode', () => {
    const selection = renderSelection();
    act(() => selection.current().setMode('case'));
    act(() => selection.current().setSelected([boxed('A')], true));
    act(() => selection.current().clear());
    expect(selection.current().items.size).toBe(0);
    expect(selection.current().mode).toBe('case');
  });

  it('a saved draft’s selection replaces what is there, with its pack mode', () => {
    const selection = renderSelection();
    act(() => selection.current().change(product('Old'), { quantity: 1 }));
    const saved: ShipmentItem[] = [
      { product: boxed('A'), quantity: 6, boxCount: 2, categoryId: 'small' },
      { product: boxed('B'), quantity: 12, boxCount: 1, categoryId: 'large' },
    ];
    act(() => selection.current().restore('case', saved));
    expect(selection.current().mode).toBe('case');
    expect(selection.rows()).toEqual([
      ['A', 6, 2, 'small'],
      ['B', 12, 1, 'large'],
    ]);
    // Rows selected after the restore follow the restored mode.
    act(() => selection.current().setSelected([boxed('C')], true));
    expect(selection.rows()[2]).toEqual(['C', 12, null, 'large']);
  });
});

describe('changeShipmentItem', () => {
  const item: ShipmentItem = { product: boxed('A'), quantity: 12, boxCount: 2, categoryId: 'large' };

  it.each([
    ['units typed', { quantity: 7 }, [7, 2, 'large']],
    ['boxes typed', { boxCount: 5 }, [12, 5, 'large']],
    ['another rule: its units', { categoryId: 'small' }, [6, 2, 'small']],
    ['another rule with units typed at once: those units', { categoryId: 'small', quantity: 9 }, [9, 2, 'small']],
    ['a rule the product does not have: units kept', { categoryId: 'gone' }, [12, 2, 'gone']],
  ] as const)('%s', (_name, change, [quantity, boxCount, categoryId]) => {
    expect(changeShipmentItem(item, change)).toEqual({ product: item.product, quantity, boxCount, categoryId });
  });
});

describe('refreshShipmentItem', () => {
  const old = boxed('A');

  it('loose pack: only the product changes', () => {
    const fresh = product('A', { fbaType: 'OVERSIZE', packagingRules: [rule('x', 99, true)] });
    const item: ShipmentItem = { product: old, quantity: 8, boxCount: null, categoryId: null };
    expect(refreshShipmentItem(item, fresh, 'loose')).toEqual({ ...item, product: fresh });
  });

  it('case pack, no rule chosen and the product now has rules: the default rule, typed units kept', () => {
    const bare = product('A');
    const fresh = boxed('A');
    expect(
      refreshShipmentItem({ product: bare, quantity: 5, boxCount: 2, categoryId: null }, fresh, 'case'),
    ).toMatchObject({ categoryId: 'large', quantity: 5, boxCount: 2 });
    expect(
      refreshShipmentItem({ product: bare, quantity: null, boxCount: 2, categoryId: null }, fresh, 'case'),
    ).toMatchObject({ categoryId: 'large', quantity: 12 });
  });

  it('case pack, the chosen rule is gone: back to the default rule and its units', () => {
    const fresh = product('A', { packagingRules: [rule('large', 12, true)] });
    const item: ShipmentItem = { product: old, quantity: 6, boxCount: 3, categoryId: 'small' };
    expect(refreshShipmentItem(item, fresh, 'case')).toEqual({
      product: fresh,
      quantity: 12,
      boxCount: 3,
      categoryId: 'large',
    });
  });

  it('case pack, the chosen rule’s units changed: they follow when the seller had kept them, not when typed', () => {
    const fresh = product('A', { packagingRules: [rule('small', 8), rule('large', 12, true)] });
    const kept: ShipmentItem = { product: old, quantity: 6, boxCount: 3, categoryId: 'small' };
    const typed: ShipmentItem = { product: old, quantity: 5, boxCount: 3, categoryId: 'small' };
    expect(refreshShipmentItem(kept, fresh, 'case')).toMatchObject({ quantity: 8, categoryId: 'small' });
    expect(refreshShipmentItem(typed, fresh, 'case')).toMatchObject({ quantity: 5, categoryId: 'small' });
  });
});
