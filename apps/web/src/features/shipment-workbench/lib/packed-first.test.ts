import { describe, expect, it } from 'vitest';
import { readinessMessages } from '@stowline/domain';
import { getNotPackedReason, pickPlacedShipment } from './packed-first';

const plan = (status: 'CREATED' | 'IN_PROGRESS' | 'FAILED', shipmentRowId: string | null) => ({
  creation: { status, shipmentRowId, name: null, shipmentConfirmationId: null, message: null },
});

describe('the shipment opened once a packed plan is placed', () => {
  it.each([
    ['none while a plan is still being created', [plan('CREATED', 'row-2'), plan('IN_PROGRESS', null)], null],
    ['none when a plan failed', [plan('CREATED', 'row-2'), plan('FAILED', null)], null],
    ['this row when Amazon’s shipment kept it', [plan('CREATED', 'row-2'), plan('CREATED', 'row-1')], 'row-1'],
    ['the first shipment when this row went', [plan('CREATED', 'row-2'), plan('CREATED', 'row-3')], 'row-2'],
    ['none without plans', [], null],
  ])('%s', (_name, plans, expected) => {
    expect(pickPlacedShipment(plans, 'row-1')).toBe(expected);
  });
});

describe('why Send Box Contents waits', () => {
  it('names the first packing reason and ignores what comes after placement', () => {
    expect(getNotPackedReason([readinessMessages.trackingIdMissing, readinessMessages.boxDimensionsMissing])).toBe(
      readinessMessages.boxDimensionsMissing,
    );
    expect(getNotPackedReason([readinessMessages.trackingIdMissing, readinessMessages.carrierMissing])).toBeNull();
    expect(getNotPackedReason([])).toBeNull();
  });
});
