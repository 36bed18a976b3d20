import { describe, expect, it } from 'vitest';
import { applyShipmentSettingsChange, effectiveShipmentSettings } from './shipment-settings.js';

describe('shipment settings', () => {
  it('fills gaps from the account defaults, then partnered, SP, UPS and manual processing', () => {
    expect(effectiveShipmentSettings({})).toEqual({
      contentPreference: 'NONE',
      shipmentType: 'SP',
      isPartnered: 'true',
      carrierName: 'UNITED_PARCEL_SERVICE_INC',
    });
    expect(
      effectiveShipmentSettings(
        { shipmentType: 'LTL' },
        { isPartnered: 'false', carrier: 'FEDERAL_EXPRESS_CORP', shipmentType: 'SP', contentPreference: 'FEED' },
      ),
    ).toEqual({
      contentPreference: 'FEED',
      shipmentType: 'LTL',
      isPartnered: 'false',
      carrierName: 'FEDERAL_EXPRESS_CORP',
    });
    // A partnered shipment with a carrier Amazon does not partner with goes back to UPS.
    expect(effectiveShipmentSettings({ isPartnered: 'true', carrierName: 'DHL_STANDARD' }).carrierName).toBe(
      'UNITED_PARCEL_SERVICE_INC',
    );
  });

  it('resets the carrier when the partnership changes, and refuses a carrier the partnership does not offer', () => {
    const current = effectiveShipmentSettings({ isPartnered: 'false', carrierName: 'FEDERAL_EXPRESS_CORP' });
    expect(applyShipmentSettingsChange(current, { isPartnered: 'true' })?.carrierName).toBe(
      'UNITED_PARCEL_SERVICE_INC',
    );
    expect(applyShipmentSettingsChange(current, { shipmentType: 'LTL' })?.carrierName).toBe('FEDERAL_EXPRESS_CORP');
    expect(
      applyShipmentSettingsChange(
        { ...current, isPartnered: 'true', carrierName: 'UNITED_PARCEL_SERVICE_INC' },
        { carrierName: 'DHL_STANDARD' },
      ),
    ).toBeNull();
  });
});
