import { describe, expect, it } from 'vitest';
import { placementHold } from './placement-hold';

const now = new Date('2026-11-29T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('placementHold', () => {
  it('says until when Amazon holds the placement and how long is left', () => {
    const hold = placementHold({ placementExpiresAt: at(13.5), shipmentStatus: 'WORKING' }, null, now);
    expect(hold?.severity).toBe('info');
    expect(hold?.text).toMatch(/^Amazon holds this shipment's placement until Dec \d+\w\w 2026 \(13 days left\)/);
    expect(placementHold({ placementExpiresAt: at(1.2), shipmentStatus: 'WORKING' }, 'ESTIMATED', now)).toMatchObject({
      severity: 'warning',
      text: expect.stringContaining('(1 day left)'),
    });
    expect(placementHold({ placementExpiresAt: at(0.2), shipmentStatus: 'WORKING' }, null, now)?.text).toContain(
      'less than a day left',
    );
  });

  it('says when the hold has ended', () => {
    expect(placementHold({ placementExpiresAt: at(-1), shipmentStatus: 'WORKING' }, null, now)?.severity).toBe('error');
  });

  it('says nothing once the transport is confirmed, the shipment has moved on, or the date is unknown', () => {
    expect(placementHold({ placementExpiresAt: at(5), shipmentStatus: 'WORKING' }, 'CONFIRMED', now)).toBeNull();
    expect(placementHold({ placementExpiresAt: at(5), shipmentStatus: 'SHIPPED' }, null, now)).toBeNull();
    expect(placementHold({ placementExpiresAt: null, shipmentStatus: 'WORKING' }, null, now)).toBeNull();
  });
});
