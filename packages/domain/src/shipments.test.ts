import { describe, expect, it } from 'vitest';
import {
  canDownloadBol,
  cutShipmentName,
  getShownShipmentId,
  isAwaitingPlacement,
  statusFilterOf,
  transportStatusLabel,
} from './shipments.js';

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
