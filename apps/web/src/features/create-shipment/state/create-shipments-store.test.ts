import { act, cleanup, renderHook, type RenderHookResult } from '@testing-library/react';
import type { PackMode, Product, ShipmentItem } from '@stowline/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  closeCreateShipments,
  openCreateShipments,
  removeShipmentItem,
  replaceShipmentProducts,
  restoreCreateShipments,
  setItemsSelected,
  setShipmentItems,
  updateShipmentItem,
  useCreateShipmentsState,
  type CreateShipmentsState,
} from './create-shipments-store';

function product(sellerSku: string, overrides: Partial<Product> = {}): Product {
  return {
    _id: `id-${sellerSku.trim().toLowerCase()}`,
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

function item(sellerSku: string, quantity: number | null = 1, overrides: Partial<ShipmentItem> = {}): ShipmentItem {
  return { product: product(sellerSku), quantity, boxCount: null, categoryId: null, ...overrides };
}

const EMPTY = { open: false, mode: 'loose' as PackMode, items: [], selectedIds: [] };

// The store is one per page (module state): each test starts from a closed, empty loose-pack drawer
// and watches it through the hook, as the page's components do.
let view: RenderHookResult<CreateShipmentsState, unknown>;
beforeEach(() => {
  restoreCreateShipments(EMPTY);
  view = renderHook(() => useCreateShipmentsState());
});
afterEach(cleanup);

/** A change made as the page makes it (an event handler), so the watching component re-renders. */
function change<T>(run: () => T): T {
  let result: T | undefined;
  act(() => {
    result = run();
  });
  return result as T;
}

/** The drawer as a person reads it: open or not, the pack mode, each card's SKU and units, the ticked SKUs. */
function drawer() {
  const state = view.result.current;
  return {
    open: state.open,
    mode: state.mode,
    items: state.items.map((i) => [i.product.sellerSku, i.quantity]),
    ticked: state.items.filter((i) => state.selectedIds.has(i.product._id)).map((i) => i.product.sellerSku),
  };
}

describe('opening the Create Shipments drawer', () => {
  it('opens with the chosen items, all ticked', () => {
    expect(change(() => openCreateShipments([item('A', 3), item('B', 5)], 'loose'))).toEqual({ skipped: [] });
    expect(drawer()).toEqual({
      open: true,
      mode: 'loose',
      items: [
        ['A', 3],
        ['B', 5],
      ],
      ticked: ['A', 'B'],
    });
  });

  it('adds to the items already there, leaves out SKUs already in it (trimmed, any case) and says which', () => {
    change(() => openCreateShipments([item('A', 3), item('B', 5)], 'loose'));
    change(() => setItemsSelected(['id-b'], false));
    const { skipped } = change(() => openCreateShipments([item(' a ', 9), item('C', 1)], 'loose'));
    expect(skipped).toEqual([' a ']);
    // A keeps its 3 units; B stays unticked; only the new C arrives ticked.
    expect(drawer()).toMatchObject({
      items: [
        ['A', 3],
        ['B', 5],
        ['C', 1],
      ],
      ticked: ['A', 'C'],
    });
  });

  it('replaces the items of the other pack mode, as the SKU list clears its selection on the switch', () => {
    change(() => openCreateShipments([item('A', 3)], 'loose'));
    change(() => openCreateShipments([item('B', 12, { boxCount: 2 })], 'case'));
    expect(drawer()).toEqual({ open: true, mode: 'case', items: [['B', 12]], ticked: ['B'] });
  });
});

describe('editing the items', () => {
  beforeEach(() => {
    change(() => openCreateShipments([item('A', 3), item('B', 5), item('C', 7)], 'loose'));
  });

  it('Update Item replaces that SKU’s item only', () => {
    change(() => updateShipmentItem(item('B', 40)));
    expect(drawer().items).toEqual([
      ['A', 3],
      ['B', 40],
      ['C', 7],
    ]);
  });

  it('removing an item drops its card and its tick; adding the SKU again ticks it anew', () => {
    change(() => removeShipmentItem('id-b'));
    expect(drawer()).toMatchObject({
      items: [
        ['A', 3],
        ['C', 7],
      ],
      ticked: ['A', 'C'],
    });
    change(() => setItemsSelected(['id-b'], true));
    expect(view.result.current.selectedIds.has('id-b')).toBe(false);
    change(() => openCreateShipments([item('B', 1)], 'loose'));
    expect(drawer().ticked).toEqual(['A', 'C', 'B']);
  });

  it('ticks and unticks only the cards named, and never a product that is not in the drawer', () => {
    change(() => setItemsSelected(['id-a', 'id-c'], false));
    expect(drawer().ticked).toEqual(['B']);
    change(() => setItemsSelected(['id-c', 'id-z'], true));
    expect([...view.result.current.selectedIds].sort()).toEqual(['id-b', 'id-c']);
  });

  it('a new list of items keeps the ticks of the items still in it', () => {
    change(() => setItemsSelected(['id-a'], false));
    change(() => setShipmentItems([item('C', 7), item('A', 3)]));
    expect(drawer()).toMatchObject({
      items: [
        ['C', 7],
        ['A', 3],
      ],
      ticked: ['C'],
    });
    expect([...view.result.current.selectedIds]).toEqual(['id-c']);
  });

  it('takes the server’s fresh products (an FBA type change) into the items holding them, units kept', () => {
    change(() =>
      replaceShipmentProducts([product('B', { fbaType: 'OVERSIZE' }), product('Z', { fbaType: 'OVERSIZE' })]),
    );
    expect(view.result.current.items.map((i) => [i.product.sellerSku, i.product.fbaType, i.quantity])).toEqual([
      ['A', 'STANDARD', 3],
      ['B', 'OVERSIZE', 5],
      ['C', 'STANDARD', 7],
    ]);
  });
});

describe('closing and restoring', () => {
  it('closing forgets the items and ticks and keeps the pack mode', () => {
    change(() => openCreateShipments([item('A', 3, { boxCount: 1 })], 'case'));
    change(() => closeCreateShipments());
    expect(drawer()).toEqual({ open: false, mode: 'case', items: [], ticked: [] });
    expect(view.result.current.selectedIds.size).toBe(0);
  });

  it('a saved draft comes back with its items, ticks, pack mode and open state; ticks of missing items are dropped', () => {
    change(() => openCreateShipments([item('Old', 1)], 'loose'));
    change(() =>
      restoreCreateShipments({
        open: true,
        mode: 'case',
        items: [item('A', 6, { boxCount: 2 }), item('B', 4, { boxCount: 1 })],
        selectedIds: ['id-b', 'id-gone'],
      }),
    );
    expect(drawer()).toEqual({
      open: true,
      mode: 'case',
      items: [
        ['A', 6],
        ['B', 4],
      ],
      ticked: ['B'],
    });
    expect([...view.result.current.selectedIds]).toEqual(['id-b']);
  });
});

describe('useCreateShipmentsState', () => {
  it('gives the same state object while nothing changes, and a new one on each change', () => {
    const before = view.result.current;
    view.rerender();
    expect(view.result.current).toBe(before);
    change(() => openCreateShipments([item('A', 3)], 'loose'));
    expect(view.result.current).not.toBe(before);
    expect(before).toMatchObject({ open: false, items: [] });
  });
});
