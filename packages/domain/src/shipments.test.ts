import { describe, expect, it } from 'vitest';
import {
  applyShipmentSettingsChange,
  canDownloadBol,
  cutShipmentName,
  dateRangeOfPreset,
  defaultShipmentDateRange,
  effectiveShipmentSettings,
  formatDayMonthYear,
  getShownShipmentId,
  isAwaitingPlacement,
  parseDayMonthYear,
  statusFilterOf,
  transportStatusLabel,
} from './shipments.js';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('the id a seller sees for a shipment', () => {
  it.each([
    ['packed before placement and not placed', { packingGroupId: 'pg-1', amazonShipmentId: null }, true],
    ['packed before placement and placed', { packingGroupId: 'pg-1', amazonShipmentId: 'sh-1' }, false],
    ['placed first', { packingGroupId: null, amazonShipmentId: 'sh-1' }, false],
    ['synced from Amazon', { packingGroupId: null, amazonShipmentId: null }, false],
  ])('waits for placement when %s: %s', (_, shipment, expected) => {
    expect(isAwaitingPlacement(shipment)).toBe(expected);
  });

  it('is the FBA id, or the name while Amazon has yet to place the shipment (never its packing group id)', () => {
    const shipment = { shipmentId: 'pg-0042', shipmentName: 'Parcel first_1' };
    expect(getShownShipmentId({ ...shipment, awaitingPlacement: true })).toBe('Parcel first_1');
    expect(getShownShipmentId({ ...shipment, shipmentId: 'FBA1XYZ', awaitingPlacement: false })).toBe('FBA1XYZ');
  });
});

describe('shipment list rules', () => {
  it.each([
    ['WORKING', 'WORKING'],
    ['PENDING_TO_MARK_SHIP', 'PENDING_TO_MARK_SHIP'],
    ['CANCELLED', 'CANCELLED'],
    ['CLOSED', 'OTHERS'],
    ['READY_TO_SHIP', 'OTHERS'],
    ['DELIVERED', 'OTHERS'],
  ])('counts %s under the %s button', (status, filter) => {
    expect(statusFilterOf(status)).toBe(filter);
  });

  it('offers the bill of lading only for a confirmed partnered LTL transport', () => {
    expect(canDownloadBol({ transportStatus: 'CONFIRMED', shipmentType: 'LTL', isPartnered: 'true' })).toBe(true);
    expect(canDownloadBol({ transportStatus: 'CONFIRMED', shipmentType: 'SP', isPartnered: 'true' })).toBe(false);
    expect(canDownloadBol({ transportStatus: 'ESTIMATED', shipmentType: 'LTL', isPartnered: 'true' })).toBe(false);
    expect(canDownloadBol({ transportStatus: 'CONFIRMED', shipmentType: 'LTL', isPartnered: 'false' })).toBe(false);
  });

  it("shows a blank transport status as 'Pending' and cuts names at 15 characters", () => {
    expect(transportStatusLabel(null)).toBe('Pending');
    expect(transportStatusLabel('CONFIRMED')).toBe('CONFIRMED');
    expect(cutShipmentName('FBA STA (11/02/2026 10:15)-PHX7')).toBe('FBA STA (11/02/…');
    expect(cutShipmentName('Short')).toBe('Short');
  });
});

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

describe('the date range', () => {
  const now = new Date(2026, 2, 15, 13, 30);

  it.each([
    ['Today', day(2026, 3, 15), day(2026, 3, 15)],
    ['Yesterday', day(2026, 3, 14), day(2026, 3, 14)],
    ['Last 7 Days', day(2026, 3, 9), day(2026, 3, 15)],
    ['Last 30 Days', day(2026, 2, 14), day(2026, 3, 15)],
    ['This Month', day(2026, 3, 1), day(2026, 3, 15)],
    ['Last Month', day(2026, 2, 1), day(2026, 2, 28)],
  ] as const)('%s runs from %s to %s', (preset, start, end) => {
    expect(dateRangeOfPreset(preset, now)).toEqual({ start, end });
  });

  it('opens on the last 3 months and reads and writes DD-MM-YYYY', () => {
    expect(defaultShipmentDateRange(now)).toEqual({ start: day(2025, 12, 15), end: day(2026, 3, 15) });
    expect(formatDayMonthYear(day(2026, 3, 5))).toBe('05-03-2026');
    expect(parseDayMonthYear('05-03-2026')).toEqual(day(2026, 3, 5));
    expect(parseDayMonthYear('31-02-2026')).toBeNull();
    expect(parseDayMonthYear('2026-03-05')).toBeNull();
  });
});
