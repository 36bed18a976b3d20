import { describe, expect, it } from 'vitest';
import { getShipmentSummaryUrl, isFbaShipmentId } from './seller-central-link.js';

describe("a shipment's link to its Summary in Seller Central", () => {
  it.each([
    [
      'https://sellercentral.amazon.com',
      'FBA15ABCD123',
      'https://sellercentral.amazon.com/gp/fba/inbound-shipment-workflow/index.html#FBA15ABCD123/summary/tracking',
    ],
    [
      'https://sellercentral.amazon.ca/',
      'FBA17XYZ9',
      'https://sellercentral.amazon.ca/gp/fba/inbound-shipment-workflow/index.html#FBA17XYZ9/summary/tracking',
    ],
    [
      'http://127.0.0.1:3100',
      'FBA15ABCD123',
      'http://127.0.0.1:3100/gp/fba/inbound-shipment-workflow/index.html#FBA15ABCD123/summary/tracking',
    ],
  ])('from %s for %s is %s', (base, id, url) => {
    expect(getShipmentSummaryUrl(base, id)).toBe(url);
  });

  it('is none for a shipment without an FBA id (a packing group before placement)', () => {
    expect(getShipmentSummaryUrl('https://sellercentral.amazon.com', 'pgee3eaf31-9685-a522')).toBeNull();
    expect(getShipmentSummaryUrl('https://sellercentral.amazon.com', '')).toBeNull();
    expect(isFbaShipmentId('FBA15ABCD123')).toBe(true);
    expect(isFbaShipmentId('FBA15ABCD123#x')).toBe(false);
  });
});
