import { describe, expect, it } from 'vitest';
import type { ShipmentDetail } from '@stowline/domain';
import { statusCardsOf } from './shipment-status-cards';

const shipment = (changes: Partial<ShipmentDetail>) =>
  ({
    transportStatus: null,
    estimatedCost: null,
    estimatedCostCurrency: null,
    shipmentType: 'SP',
    isPartnered: 'true',
    feedDetails: { status: 'Pending', errorList: [] },
    ...changes,
  }) as ShipmentDetail;

describe('the status cards', () => {
  it("say 'Pending' until transport, feed, labels and BOL have something to show", () => {
    expect(statusCardsOf(shipment({})).map((c) => [c.title, c.value])).toEqual([
      ['Transport Status', 'Pending'],
      ['Box Content Status', 'Pending'],
      ['Labels', 'Pending'],
      ['BOL', 'Pending'],
    ]);
  });

  it('show an estimate, a failed feed with its reasons, and a BOL for a confirmed partnered LTL transport', () => {
    const cards = statusCardsOf(
      shipment({
        transportStatus: 'CONFIRMED',
        estimatedCost: 312.5,
        estimatedCostCurrency: 'USD',
        shipmentType: 'LTL',
        feedDetails: {
          status: 'Failed',
          errorList: [{ resultDescription: 'Box 1 is empty.' }, { resultDescription: 'Box 2 is empty.' }],
        },
      }),
    );
    expect(cards[0]).toMatchObject({ value: 'CONFIRMED', detail: '312.50 USD' });
    expect(cards[1]).toMatchObject({ value: 'Failed', tooltip: 'Box 1 is empty. Box 2 is empty.' });
    expect(cards[3]).toMatchObject({ value: 'Available' });
  });
});
