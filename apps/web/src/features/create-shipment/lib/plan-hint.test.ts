import { describe, expect, it } from 'vitest';
import { planItemMessages, shipmentItemMessages, type Product, type ShipmentItem } from '@stowline/domain';
import { getPlanHint } from './plan-hint';

const item = (fbaType: string | null, quantity: number | null = 5, expiration?: string): ShipmentItem => ({
  product: {
    _id: 'p1',
    sellerSku: 'A-1',
    fbaType,
    afnFulfillableQuantity: 0,
    expirable: expiration === undefined ? null : true,
    amzExpirable: false,
  } as Product,
  quantity,
  boxCount: null,
  categoryId: null,
  ...(expiration ? { expiration } : {}),
});
const now = new Date('2030-03-15T13:00:00Z');
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
    ['an expiration-dated SKU without its date', [item('STANDARD', 5, '')], ready, planItemMessages.expiryMissing],
    [
      'an expiry date that is not after today',
      [item('STANDARD', 5, '2030-03-15')],
      ready,
      planItemMessages.expiryInvalid,
    ],
    ['an expiration-dated SKU with its date', [item('STANDARD', 5, '2030-09-30')], ready, null],
    ['a selection that can be planned', [item('STANDARD')], ready, null],
  ])('%s', (_case, selected, settings, hint) => {
    expect(getPlanHint(selected, 'loose', settings, now)).toBe(hint);
  });
});
