import { describe, expect, it } from 'vitest';
import type { Box, BoxItem, WorkbenchItem } from '@stowline/domain';
import {
  applyPendingToBox,
  applyPendingToItem,
  countPendingUnits,
  toPendingBoxedUnits,
  type PendingBoxedUnits,
} from './boxed-units';

const item = (over: Partial<WorkbenchItem> = {}): WorkbenchItem => ({
  _id: 'item-1',
  shipmentItemId: 'item-1',
  inboundShipmentId: 'ship-1',
  sellerSku: 'SKU-1',
  asin: 'B000000001',
  fulfillmentNetworkSku: 'X000000001',
  title: 'Blue mug',
  imageUrl: '',
  condition: 11,
  quantityShipped: 10,
  quantityBoxed: 4,
  quantityPrinted: 0,
  quantityReceived: 0,
  quantityInCase: 0,
  weight: { value: 2, unit: 'pounds' },
  amzExpirable: false,
  expDate: null,
  prepDetailsList: [],
  prepLabelingDetails: [],
  errorList: ['QUANTITY_TO_BOX'],
  ...over,
});

const line = (over: Partial<BoxItem> = {}): BoxItem => ({
  _id: 'line-1',
  shipmentItemId: 'item-1',
  title: 'Blue mug',
  sellerSku: 'SKU-1',
  fnsku: 'X000000001',
  asin: 'B000000001',
  quantity: 4,
  quantityPrinted: 0,
  condition: 11,
  expDate: null,
  amzExpirable: false,
  imageUrl: '',
  weight: { value: 2, unit: 'pounds' },
  ...over,
});

const box = (over: Partial<Box> = {}): Box => ({
  _id: 'box-1',
  inboundShipmentId: 'ship-1',
  number: 1,
  amazonBoxNumber: 'U000001',
  items: [],
  units: 0,
  dimensions: { width: 10, height: 10, length: 10, weight: 1, weightUnit: 'pounds' },
  totalWeight: 1,
  trackingId: null,
  palletId: null,
  palletNumber: null,
  labelUrl: null,
  categoryId: null,
  errorList: ['EMPTY_BOXES'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const bySku = (boxId: string, quantity: number, sellerSku = 'SKU-1'): PendingBoxedUnits => ({
  boxId,
  quantity,
  sellerSku,
  fnsku: null,
});
const byScan = (boxId: string, quantity: number, fnsku = 'X000000001'): PendingBoxedUnits => ({
  boxId,
  quantity,
  sellerSku: null,
  fnsku,
});

describe('pending boxed units', () => {
  it('reads an add to box by its seller SKU and a scan by its FNSKU, one unit when the scan names none', () => {
    expect(
      toPendingBoxedUnits({ inboundShipmentId: 'ship-1', boxId: 'box-1', item: { quantity: 3, sellerSku: 'SKU-1' } }),
    ).toEqual(bySku('box-1', 3));
    expect(toPendingBoxedUnits({ boxId: 'box-1', item: { fnSku: 'X000000001' } })).toEqual(byScan('box-1', 1));
    expect(toPendingBoxedUnits({ boxId: 'box-1', item: { fnSku: 'X000000001', quantity: 5 } })).toEqual(
      byScan('box-1', 5),
    );
  });

  it('leaves a box with nothing pending as it is (the same object, so its card is not drawn again)', () => {
    const shown = box();
    expect(applyPendingToBox(shown, [bySku('box-2', 3)], [item()])).toBe(shown);
  });

  it('adds units to the line of an item the box holds, found by seller SKU or by FNSKU', () => {
    const shown = box({ items: [line()], units: 4, totalWeight: 9, errorList: [] });
    const next = applyPendingToBox(shown, [bySku('box-1', 2), byScan('box-1', 1)], []);
    expect(next.units).toBe(7);
    expect(next.items).toEqual([line({ quantity: 7 })]);
    // 1 lb of box and 7 units of 2 lb.
    expect(next.totalWeight).toBe(15);
  });

  it('gives an empty box a new line from what the items panel knows, and takes its empty-box error away', () => {
    const next = applyPendingToBox(box(), [bySku('box-1', 3)], [item()]);
    expect(next.units).toBe(3);
    expect(next.errorList).toEqual([]);
    expect(next.items).toEqual([
      expect.objectContaining({ shipmentItemId: 'item-1', sellerSku: 'SKU-1', title: 'Blue mug', quantity: 3 }),
    ]);
    expect(next.totalWeight).toBe(7);
  });

  it('names a scanned item it knows nothing of by its FNSKU until the server answers', () => {
    const next = applyPendingToBox(box(), [byScan('box-1', 1, 'X00NOTSEEN')], [item()]);
    expect(next.items).toEqual([
      expect.objectContaining({ sellerSku: 'X00NOTSEEN', fnsku: 'X00NOTSEEN', quantity: 1 }),
    ]);
    expect(next.totalWeight).toBe(1);
  });

  it('counts pending units of an item into its boxed units and works its errors out again', () => {
    const shown = item({ quantityBoxed: 7 });
    const next = applyPendingToItem(shown, [bySku('box-1', 2), byScan('box-2', 1), bySku('box-1', 5, 'SKU-2')]);
    expect(next.quantityBoxed).toBe(10);
    expect(next.errorList).toEqual([]);
    expect(applyPendingToItem(shown, [bySku('box-1', 5, 'SKU-2')])).toBe(shown);
  });

  it('counts every pending unit for the boxed total', () => {
    expect(countPendingUnits([bySku('box-1', 2), byScan('box-2', 1)])).toBe(3);
    expect(countPendingUnits([])).toBe(0);
  });
});
