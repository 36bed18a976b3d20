import { describe, expect, it } from 'vitest';
import {
  addShipFromWarehouseBodySchema,
  createInboundShipmentBodySchema,
  getShipmentPlanBodySchema,
  getShipmentPlanCasesBodySchema,
  getShipmentPlanOneBodySchema,
} from './inbound-plan-requests.js';
import { inboundMessages } from './inbound-plans.js';
import { planItemMessages } from './plan-item-rules.js';

const body = {
  storeMarketplaceId: '00000000-0000-4000-8000-000000000001',
  warehouseId: '00000000-0000-4000-8000-000000000002',
  InboundShipmentPlanRequestItems: [{ SellerSKU: 'A-1', Quantity: 12 }],
};

describe('plan requests', () => {
  it('need SKUs, a warehouse and unique SKUs', () => {
    expect(getShipmentPlanBodySchema.safeParse(body).success).toBe(true);
    const noSku = getShipmentPlanBodySchema.safeParse({ ...body, InboundShipmentPlanRequestItems: [] });
    expect(noSku.error?.issues[0]?.message).toBe('No SKU Selected!');
    const noWarehouse = getShipmentPlanBodySchema.safeParse({ ...body, warehouseId: '' });
    expect(noWarehouse.error?.issues[0]?.message).toBe('No Warehouse Selected!');
    const twice = getShipmentPlanBodySchema.safeParse({
      ...body,
      InboundShipmentPlanRequestItems: [
        { SellerSKU: 'A-1', Quantity: 1 },
        { SellerSKU: 'a-1', Quantity: 2 },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe('SKU a-1 is in the list twice');
  });

  it('take the expiry date of an expiration-dated SKU as a calendar date, and none at all', () => {
    const withDate = (expiration: unknown) =>
      getShipmentPlanBodySchema.safeParse({
        ...body,
        InboundShipmentPlanRequestItems: [{ SellerSKU: 'A-1', Quantity: 2, expiration }],
      });
    expect(withDate('2031-02-28').data?.InboundShipmentPlanRequestItems[0]?.expiration).toBe('2031-02-28');
    expect(withDate(undefined).data?.InboundShipmentPlanRequestItems[0]?.expiration).toBeUndefined();
    for (const bad of ['2031-02-30', '02-28-2031', '2031-2-8', '', 20310228])
      expect(withDate(bad).error?.issues[0]?.message).toBe(planItemMessages.expiryInvalid);
  });

  it('in case pack need whole cases', () => {
    const missing = getShipmentPlanCasesBodySchema.safeParse(body);
    expect(missing.error?.issues[0]?.message).toBe(inboundMessages.casePackRequired);
    const uneven = getShipmentPlanCasesBodySchema.safeParse({
      ...body,
      InboundShipmentPlanRequestItems: [{ SellerSKU: 'A-1', Quantity: 12, QuantityInCase: 5 }],
    });
    expect(uneven.error?.issues[0]?.message).toBe(inboundMessages.quantityNotCasePack('A-1'));
    const whole = getShipmentPlanCasesBodySchema.safeParse({
      ...body,
      InboundShipmentPlanRequestItems: [{ SellerSKU: 'A-1', Quantity: 12, QuantityInCase: 6 }],
    });
    expect(whole.success).toBe(true);
  });

  it('for one SKU take exactly one', () => {
    const two = getShipmentPlanOneBodySchema.safeParse({
      ...body,
      InboundShipmentPlanRequestItems: [
        { SellerSKU: 'A-1', Quantity: 1 },
        { SellerSKU: 'B-1', Quantity: 1 },
      ],
    });
    expect(two.error?.issues[0]?.message).toBe(inboundMessages.oneSkuOnly);
  });
});

describe('creating a shipment', () => {
  it('needs a name', () => {
    const result = createInboundShipmentBodySchema.safeParse({
      planRequestId: body.storeMarketplaceId,
      ShipmentName: '  ',
    });
    expect(result.error?.issues[0]?.message).toBe('Name field cannot be empty!');
  });

  it('takes the box content information by default as manual processing, SPD and partnered', () => {
    const result = createInboundShipmentBodySchema.parse({ planRequestId: body.storeMarketplaceId, ShipmentName: 'S' });
    expect(result).toMatchObject({ IntendedBoxContentsSource: 'NONE', shipmentType: 'SP', isPartnered: 'true' });
  });

  it("adds a warehouse from the settings bar only with every field: 'Fields are required'", () => {
    const result = addShipFromWarehouseBodySchema.safeParse({ obj: { name: 'Main' } });
    expect(result.error?.issues[0]?.message).toBe('Fields are required');
  });
});
