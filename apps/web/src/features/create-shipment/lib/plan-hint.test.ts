import { describe, expect, it } from 'vitest';
import { shipmentItemMessages, type Product, type ShipmentItem } from '@stowline/domain';
import { getPlanHint } from './plan-hint';

const item = (fbaType: string | null, quantity: number | null = 5): ShipmentItem => ({
  product: { _id: 'p1', sellerSku: 'A-1', fbaType, afnFulfillableQuantity: 0 } as Product,
  quantity,
  boxCount: null,
  categoryId: null,
});
const ready = { hasWarehouse: true, failed: false };

describe('the Create Ship Plan hint', () => {
  it.each([
    ['nothing ticked', [], ready, shipmentItemMessages.planNoSkuSelected],
    ['a ticked SKU without FBA type', [item('NOT ATTACHED')], ready, shipmentItemMessages.fbaTypeMissing],
    ['a ticked SKU without quantity', [item('STANDARD', null)], ready, shipmentItemMessages.quantityInvalid],
    [
      'the warehouses or favourites unread',
      [item('STANDARD')],
      { hasWarehouse: false, failed: true },
      shipmentItemMessages.planSomethingWrong,
    ],
    [
      'no warehouse',
      [item('STANDARD')],
      { hasWarehouse: false, failed: false },
      shipmentItemMessages.planNoWarehouseSelected,
    ],
    ['a selection that can be planned', [item('STANDARD')], ready, null],
  ])('%s', (_case, selected, settings, hint) => {
    expect(getPlanHint(selected, 'loose', settings)).toBe(hint);
  });
});
