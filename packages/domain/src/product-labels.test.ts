import { describe, expect, it } from 'vitest';
import {
  checkProductLabelQuantity,
  checkProductLabels,
  defaultProductLabelQuantity,
  planPrintAllLabels,
  productLabelMessages as m,
} from './product-labels.js';

const item = (over: Partial<Parameters<typeof planPrintAllLabels>[0][number]> = {}) => ({
  _id: 'a',
  sellerSku: 'MUG',
  fulfillmentNetworkSku: 'X00MUG',
  title: 'Mug',
  condition: 11,
  amzExpirable: false,
  expDate: null,
  quantityShipped: 10,
  quantityPrinted: 0,
  ...over,
});

describe('product labels', () => {
  it.each([
    [{ fulfillmentNetworkSku: ' ' }, m.fnskuMissing],
    [{ title: '' }, m.titleMissing],
    [{ condition: 0 }, m.conditionMissing],
    [{ condition: null }, m.conditionMissing],
    [{ amzExpirable: true }, m.expiryMissing],
    [{ amzExpirable: true, expDate: '2030-01-01' }, null],
    [{}, null],
  ])('an item %o: %s', (over, message) => {
    expect(checkProductLabels([item(over)], false)).toBe(message);
  });

  it("several items: 'Item's have missing FNSKU', other blocks after the SKU", () => {
    expect(checkProductLabels([item(), item({ fulfillmentNetworkSku: '' })], true)).toBe(m.itemsMissingFnsku);
    expect(checkProductLabels([item({ title: '', sellerSku: 'CUP' })], true)).toBe(`CUP: ${m.titleMissing}`);
  });

  it.each([
    [0, m.incorrectQuantity],
    [-1, m.incorrectQuantity],
    [1.5, m.incorrectQuantity],
    [Number.NaN, m.incorrectQuantity],
    [10_001, m.incorrectQuantity],
    [1, null],
    [10_000, null],
  ])('quantity %s: %s', (quantity, message) => {
    expect(checkProductLabelQuantity(quantity)).toBe(message);
  });

  it('defaults to shipped minus printed, never below 0', () => {
    expect(defaultProductLabelQuantity({ quantityShipped: 10, quantityPrinted: 3 })).toBe(7);
    expect(defaultProductLabelQuantity({ quantityShipped: 10, quantityPrinted: 12 })).toBe(0);
  });

  it('Print All Labels: what is left of each item; all printed reprints the full quantities', () => {
    expect(planPrintAllLabels([item({ quantityPrinted: 4 }), item({ _id: 'b', quantityPrinted: 10 })])).toEqual({
      items: [{ shipmentItemId: 'a', quantity: 6 }],
    });
    expect(
      planPrintAllLabels([item({ quantityPrinted: 10 }), item({ _id: 'b', quantityShipped: 5, quantityPrinted: 9 })]),
    ).toEqual({
      items: [
        { shipmentItemId: 'a', quantity: 10 },
        { shipmentItemId: 'b', quantity: 5 },
      ],
    });
    expect(planPrintAllLabels([item(), item({ _id: 'b', fulfillmentNetworkSku: '' })])).toEqual({
      message: m.itemsMissingFnsku,
    });
    expect(planPrintAllLabels([item({ quantityShipped: 20_000 })])).toEqual({ message: m.tooManyLabels });
  });
});
