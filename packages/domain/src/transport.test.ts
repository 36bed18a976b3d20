import { describe, expect, it } from 'vitest';
import {
  amazonFreightClass,
  asksFreightClass,
  checkRequiredInformation,
  FEDEX_LTL_PLACEHOLDER_PRO_NUMBER,
  FREIGHT_CLASSES,
  formatVoidTimeLeft,
  isReadyDateValid,
  isProNumberValid,
  proNumberFor,
  requiredInfoVariant,
  syncTransportBodySchema,
  transportMessages,
  voidTimeLeftMs,
  voidWindowMs,
} from './transport.js';

const now = new Date('2026-01-10T12:00:00Z');
const ltl = { shipmentType: 'LTL', isPartnered: 'true', carrierName: 'UNITED_PARCEL_SERVICE_INC' };

describe('transport rules', () => {
  it('maps freight classes to Amazon values', () => {
    expect(FREIGHT_CLASSES).toHaveLength(18);
    expect(amazonFreightClass('77.5')).toBe('FC_77_5');
    expect(amazonFreightClass('500')).toBe('FC_500');
  });

  it('picks the required-information variant', () => {
    expect(requiredInfoVariant(ltl)).toBe('PARTNERED_LTL');
    expect(requiredInfoVariant({ ...ltl, shipmentType: 'SP' })).toBe('NONE');
    expect(requiredInfoVariant({ ...ltl, isPartnered: 'false', carrierName: 'FEDERAL_EXPRESS_CORP' })).toBe(
      'NON_PARTNERED_FEDEX',
    );
    expect(requiredInfoVariant({ ...ltl, isPartnered: 'false', carrierName: 'OTHER' })).toBe('NON_PARTNERED_OTHER');
  });

  it('checks the ready date after now and within 2 weeks', () => {
    expect(isReadyDateValid('2026-01-10T11:00:00Z', now)).toBe(false);
    expect(isReadyDateValid('2026-01-11T12:00:00Z', now)).toBe(true);
    expect(isReadyDateValid('2026-01-25T12:00:01Z', now)).toBe(false);
  });

  it('answers the spec messages', () => {
    expect(checkRequiredInformation(ltl, { freightClass: '85' }, now)).toBe('Incorrect data or fields are empty');
    expect(checkRequiredInformation(ltl, { freightClass: '85', readyDate: '2026-01-12T00:00:00Z' }, now)).toBeNull();
    const fedex = { ...ltl, isPartnered: 'false', carrierName: 'FEDERAL_EXPRESS_CORP' };
    expect(checkRequiredInformation(fedex, {}, now)).toBe('Incorrect data or field is empty');
    const other = { ...ltl, isPartnered: 'false', carrierName: 'OTHER' };
    expect(checkRequiredInformation(other, { proNumber: '123456' }, now)).toBe('Pro Number should be of length 7 - 10');
    expect(checkRequiredInformation(other, { proNumber: '1234567', freightClass: '85' }, now)).toBeNull();
    expect(checkRequiredInformation(other, { proNumber: '12345678901' }, now)).toBe(transportMessages.proNumberLength);
  });

  it('asks non-partnered LTL a freight class too (Amazon wants one for any freight estimate), not small parcel', () => {
    const fedexLtl = { shipmentType: 'LTL', isPartnered: 'false', carrierName: 'FEDERAL_EXPRESS_CORP' };
    const otherLtl = { ...fedexLtl, carrierName: 'OTHER' };
    const readyDate = '2026-01-12T00:00:00Z';
    expect(checkRequiredInformation(fedexLtl, { readyDate }, now)).toBe(transportMessages.requiredInfoLtl);
    expect(checkRequiredInformation(fedexLtl, { readyDate, freightClass: '40' }, now)).toBe(
      transportMessages.requiredInfoLtl,
    );
    expect(checkRequiredInformation(fedexLtl, { readyDate, freightClass: '77.5' }, now)).toBeNull();
    expect(checkRequiredInformation(otherLtl, { proNumber: '1234567' }, now)).toBe(transportMessages.requiredInfoLtl);
    expect(checkRequiredInformation(otherLtl, { proNumber: '1234567', freightClass: '500' }, now)).toBeNull();
    // Small parcel with FedEx: a ready date only.
    expect(checkRequiredInformation({ ...fedexLtl, shipmentType: 'SP' }, { readyDate }, now)).toBeNull();
    expect(asksFreightClass(fedexLtl)).toBe(true);
    expect(asksFreightClass({ shipmentType: 'SP' })).toBe(false);
  });

  it('keeps the fixed placeholder PRO number for non-partnered FedEx LTL, the one entered for other non-partnered LTL', () => {
    const fedexLtl = { shipmentType: 'LTL', isPartnered: 'false', carrierName: 'FEDERAL_EXPRESS_CORP' };
    expect(proNumberFor(fedexLtl, undefined)).toBe(FEDEX_LTL_PLACEHOLDER_PRO_NUMBER);
    expect(proNumberFor(fedexLtl, '7654321')).toBe(FEDEX_LTL_PLACEHOLDER_PRO_NUMBER);
    expect(isProNumberValid(FEDEX_LTL_PLACEHOLDER_PRO_NUMBER)).toBe(true);
    expect(proNumberFor({ ...fedexLtl, shipmentType: 'SP' }, '7654321')).toBeNull();
    expect(proNumberFor({ ...fedexLtl, carrierName: 'OTHER' }, ' 7654321 ')).toBe('7654321');
    expect(proNumberFor({ ...fedexLtl, carrierName: 'OTHER' }, '')).toBeNull();
    expect(proNumberFor(ltl, '7654321')).toBeNull();
  });

  it('computes void windows', () => {
    expect(voidWindowMs('SP')).toBe(86_400_000);
    expect(voidWindowMs('LTL')).toBe(3_600_000);
    expect(voidTimeLeftMs('2026-01-10T13:30:00Z', now)).toBe(5_400_000);
    expect(voidTimeLeftMs('2026-01-10T11:00:00Z', now)).toBe(0);
    expect(formatVoidTimeLeft(5_400_000)).toBe('1h 30m left');
  });

  it('validates the estimate body', () => {
    const id = '8a0c5d4e-0b1a-4c4e-9a43-2f1b2d3c4e5f';
    expect(
      syncTransportBodySchema.parse({
        inboundShipmentId: id,
        ShipmentType: 'SP',
        IsPartnered: true,
        CarrierName: 'OTHER',
      }).IsPartnered,
    ).toBe('true');
    expect(syncTransportBodySchema.safeParse({ inboundShipmentId: 'x', ShipmentType: 'SP' }).success).toBe(false);
  });
});
