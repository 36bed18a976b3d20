import { describe, expect, it } from 'vitest';
import type { Product, ShipmentItem } from '@stowline/domain';
import { deductShippedUnits } from './deduct-shipped-units';

const plan = (sku: string, quantity: number) => ({ Items: [{ SellerSKU: sku, Quantity: quantity }] });

const item = (sellerSku: string, quantity: number, boxCount: number | null = null): ShipmentItem => ({
  product: { _id: sellerSku, sellerSku } as Product,
  quantity,
  boxCount,
  categoryId: null,
});

describe('deductShippedUnits', () => {
  it("deducts each SKU's shipped units and removes a SKU with nothing left", () => {
    const items = [item('A-1', 10), item('B-1', 5), item('C-1', 7)];
    const left = deductShippedUnits(items, [plan('a-1', 4), plan('B-1', 5)], 'loose');
    expect(left.map((i) => [i.product.sellerSku, i.quantity])).toEqual([
      ['A-1', 6],
      ['C-1', 7],
    ]);
  });

  it('adds up a SKU split over several created shipments, and removes one sent beyond its quantity', () => {
    const left = deductShippedUnits(
      [item('A-1', 10), item('B-1', 3)],
      [plan('A-1', 4), plan('A-1', 3), plan('B-1', 4)],
      'loose',
    );
    expect(left.map((i) => [i.product.sellerSku, i.quantity])).toEqual([['A-1', 3]]);
  });

  it('counts case packs in whole boxes left', () => {
    // 12 in a box, 5 boxes (60 units); 24 units shipped leave 3 boxes.
    const left = deductShippedUnits([item('A-1', 12, 5), item('B-1', 6, 1)], [plan('A-1', 24)], 'case');
    expect(left.map((i) => [i.product.sellerSku, i.quantity, i.boxCount])).toEqual([
      ['A-1', 12, 3],
      ['B-1', 6, 1],
    ]);
    expect(deductShippedUnits([item('A-1', 12, 2)], [plan('A-1', 24)], 'case')).toEqual([]);
  });

  it('leaves the items as they are when nothing was shipped', () => {
    const items = [item('A-1', 10)];
    expect(deductShippedUnits(items, [], 'loose')).toEqual(items);
  });
});
