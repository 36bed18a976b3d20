import { describe, expect, it } from 'vitest';
import {
  addScanItemToBoxBodySchema,
  amazonBoxNumber,
  boxErrorsOf,
  boxTotalWeight,
  createBoxesBodySchema,
  itemErrorsOf,
  workbenchMessages,
} from './workbench.js';

const SHIPMENT = '6b1f7a3e-3a55-4d4c-9a51-0c7f0a3c1b11';
const dims = { length: 10, width: 10, height: 10, weight: 2, weightUnit: 'pounds' as const };

describe('workbench rules', () => {
  it("numbers boxes as Amazon prints them: 'U' and six digits", () => {
    expect(amazonBoxNumber(1)).toBe('U000001');
    expect(amazonBoxNumber(2000)).toBe('U002000');
  });

  it('weighs a box in pounds: the empty box and each item times its units, null without a box weight', () => {
    const items = [
      { quantity: 3, weight: { value: 8, unit: 'ounces' as const } },
      { quantity: 2, weight: { value: 1.25, unit: 'pounds' as const } },
      { quantity: 5, weight: { value: null, unit: null } },
    ];
    expect(boxTotalWeight({ weight: 16, weightUnit: 'ounces' }, items)).toBe(5);
    expect(boxTotalWeight({ weight: null, weightUnit: null }, items)).toBeNull();
  });

  it('flags a box by the spec section 8 rules, as the shipment type and partnership decide', () => {
    const full = { dimensions: dims, trackingId: 'T1', palletId: null, units: 3 };
    expect(boxErrorsOf(full, { shipmentType: 'SP', isPartnered: 'true' })).toEqual([]);
    expect(boxErrorsOf({ ...full, units: 0 }, { shipmentType: 'SP', isPartnered: 'true' })).toEqual(['EMPTY_BOXES']);
    expect(boxErrorsOf(full, { shipmentType: 'LTL', isPartnered: 'false' })).toEqual(['PALLET_NOT_ASSIGNED']);
    expect(
      boxErrorsOf(
        { ...full, trackingId: ' ', dimensions: { ...dims, weight: 0 } },
        { shipmentType: 'SP', isPartnered: 'false' },
      ),
    ).toEqual(['MISSING_DIMENSIONS', 'MISSING_TRACKING']);
  });

  it('flags an item missing weight or expiry, or not fully boxed', () => {
    const item = {
      weight: { value: 1, unit: 'pounds' as const },
      quantityShipped: 4,
      quantityBoxed: 4,
      amzExpirable: true,
      expDate: '2027-01-01',
    };
    expect(itemErrorsOf(item)).toEqual([]);
    expect(itemErrorsOf({ ...item, weight: { value: 0, unit: 'pounds' }, expDate: null, quantityBoxed: 3 })).toEqual([
      'MISSING_WEIGHT',
      'MISSING_EXPIRY',
      'QUANTITY_TO_BOX',
    ]);
  });

  it('reads create-boxes as the empty-box or the item path, and a scan as 10 capitals or digits', () => {
    expect(createBoxesBodySchema.parse({ inboundShipmentId: SHIPMENT, emptyBox: true })).toMatchObject({
      newBoxCount: 1,
    });
    expect(
      createBoxesBodySchema.parse({ inboundShipmentId: SHIPMENT, item: { quantity: 2, sellerSku: ' A ' } }),
    ).toMatchObject({ numberOfBoxes: 1, item: { sellerSku: 'A' } });
    const scan = addScanItemToBoxBodySchema.safeParse({ boxId: SHIPMENT, item: { fnSku: 'x00abc1234' } });
    expect(scan.success).toBe(false);
    expect(scan.error?.issues[0]?.message).toBe(workbenchMessages.itemNotInShipment);
    expect(addScanItemToBoxBodySchema.parse({ boxId: SHIPMENT, item: { fnSku: 'X00ABC1234' } }).item.quantity).toBe(1);
  });
});
