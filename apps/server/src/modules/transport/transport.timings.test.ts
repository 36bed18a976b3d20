import { describe, expect, it } from 'vitest';
import { operationTimings } from './transport-options.js';

describe('operation poll timing', () => {
  it('polls a kind not seen yet at once, and a known kind just after it was last seen running', () => {
    const timings = operationTimings(100, 20_000);
    expect(timings.firstWait('setPackingInformation')).toBeUndefined();
    timings.roundTrip(30);
    // Last seen IN_PROGRESS 1,400 ms after it started: the next first poll answers at 1,500 ms.
    timings.ended('setPackingInformation', 1400, 1650);
    expect(timings.firstWait('setPackingInformation')).toBe(1470);
    // Kinds are apart; a kind not seen yet takes the shortest mark of those seen.
    timings.ended('generateDeliveryWindowOptions', 900, 1000);
    expect(timings.firstWait('setPackingInformation')).toBe(1470);
    expect(timings.firstWait('generateTransportationOptions')).toBe(900 + 100 - 30);
    // The first poll already saw it ended (at 1,500 ms): the mark moves down, to 0.8 of that.
    timings.ended('setPackingInformation', undefined, 1500);
    expect(timings.firstWait('setPackingInformation')).toBe(1200 + 100 - 30);
  });

  it('never waits past its cap, nor less than nothing', () => {
    const timings = operationTimings(100, 20_000);
    timings.ended('confirmTransportationOptions', 90_000, 95_000);
    expect(timings.firstWait('confirmTransportationOptions')).toBe(20_000);
    timings.roundTrip(500);
    timings.ended('cancelInboundPlan', undefined, 10);
    expect(timings.firstWait('cancelInboundPlan')).toBe(0);
  });

  it('reports each mark it learns, and starts from the saved ones without overriding what it learnt since', () => {
    const saved: [string, number][] = [];
    const timings = operationTimings(100, 20_000, (kind, mark) => saved.push([kind, mark]));
    timings.ended('setPackingInformation', 1400, 1650);
    timings.seed([
      { kind: 'setPackingInformation', runningUntilMs: 5000 },
      { kind: 'generateTransportationOptions', runningUntilMs: 1300 },
    ]);
    expect(saved).toEqual([['setPackingInformation', 1400]]);
    expect(timings.firstWait('setPackingInformation')).toBe(1500);
    expect(timings.firstWait('generateTransportationOptions')).toBe(1400);
  });
});
