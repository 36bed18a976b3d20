import { describe, expect, it } from 'vitest';
import {
  getShipmentPlanBodySchema,
  getShipmentPlanCasesBodySchema,
  type Product,
  type ShipmentItem,
} from '@stowline/domain';
import { toPlanRequest } from './plan-request-body';

const item = (sellerSku: string, quantity: number, boxCount: number | null = null): ShipmentItem => ({
  product: { _id: sellerSku, sellerSku } as Product,
  quantity,
  boxCount,
  categoryId: null,
});
const input = {
  storeMarketplaceId: '00000000-0000-4000-8000-000000000001',
  warehouseId: '00000000-0000-4000-8000-000000000002',
  labelPrepPreference: 'SELLER_LABEL' as const,
  shipToFcId: 'ONT8',
  idempotencyKey: 'press-0001',
  shippingMode: 'SP' as const,
};

describe('the plan call', () => {
  it('asks for the units of each ticked SKU in loose pack', () => {
    const { mode, body } = toPlanRequest([item('A-1', 5), item('B-1', 12)], 'loose', input);
    expect(mode).toBe('standard');
    expect(body).toEqual({
      storeMarketplaceId: input.storeMarketplaceId,
      warehouseId: input.warehouseId,
      LabelPrepPreference: 'SELLER_LABEL',
      selectedFcid: 'ONT8',
      idempotencyKey: 'press-0001',
      shippingMode: 'SP',
      InboundShipmentPlanRequestItems: [
        { SellerSKU: 'A-1', Quantity: 5 },
        { SellerSKU: 'B-1', Quantity: 12 },
      ],
    });
  });

  it('asks the cases variant for boxes times units per case, which the server accepts', () => {
    const { mode, body } = toPlanRequest([item('A-1', 12, 3)], 'case', input);
    expect(mode).toBe('cases');
    expect(body.InboundShipmentPlanRequestItems).toEqual([{ SellerSKU: 'A-1', Quantity: 36, QuantityInCase: 12 }]);
    expect(getShipmentPlanCasesBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends the expiry date entered on an expiration-dated card, and none for another SKU', () => {
    const dated = (sellerSku: string, expirable: boolean, expiration: string | null): ShipmentItem => ({
      ...item(sellerSku, 6),
      product: { _id: sellerSku, sellerSku, expirable, amzExpirable: false } as Product,
      expiration,
    });
    const { body } = toPlanRequest(
      [dated('A-1', true, '2031-06-30'), dated('B-1', true, null), dated('C-1', false, '2031-06-30')],
      'loose',
      input,
    );
    expect(body.InboundShipmentPlanRequestItems).toEqual([
      { SellerSKU: 'A-1', Quantity: 6, expiration: '2031-06-30' },
      { SellerSKU: 'B-1', Quantity: 6 },
      { SellerSKU: 'C-1', Quantity: 6 },
    ]);
    expect(getShipmentPlanBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends the same items one by one for the dangerous-goods process', () => {
    expect(toPlanRequest([item('A-1', 5)], 'loose', input, true).mode).toBe('one-by-one');
  });

  it("sends the drawer's Shipping mode with every variant", () => {
    const ltl = { ...input, shippingMode: 'LTL' as const };
    expect(toPlanRequest([item('A-1', 5)], 'loose', ltl).body.shippingMode).toBe('LTL');
    expect(toPlanRequest([item('A-1', 12, 3)], 'case', ltl).body.shippingMode).toBe('LTL');
    expect(toPlanRequest([item('A-1', 5)], 'loose', input, true).body.shippingMode).toBe('SP');
  });
});
