import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHIPMENT_CHANGE_MAX_IDS } from '@stowline/domain';
import { createAnnouncer, type ShipmentChange } from './live.js';

const change = (over: Partial<ShipmentChange> = {}): ShipmentChange => ({
  accountId: 'a1',
  shipmentRowId: 's1',
  kind: 'boxes',
  ...over,
});

describe('createAnnouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const sent: ShipmentChange[] = [];
    const announcer = createAnnouncer((c) => sent.push(c), 200);
    return { sent, announcer };
  }

  it('sends the first change at once and joins those that follow within the window into one at its end', () => {
    const { sent, announcer } = setup();
    announcer.announce(change({ ids: ['b1'] }));
    expect(sent).toEqual([change({ ids: ['b1'] })]);
    for (const id of ['b2', 'b3', 'b2']) announcer.announce(change({ ids: [id] }));
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(199);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([change({ ids: ['b1'] }), change({ ids: ['b2', 'b3'] })]);
    // That second send opened a window of its own; quiet after it, nothing more goes out.
    vi.advanceTimersByTime(1_000);
    expect(sent).toHaveLength(2);
    announcer.announce(change());
    expect(sent).toHaveLength(3);
  });

  it('keeps shipments, accounts and kinds apart', () => {
    const { sent, announcer } = setup();
    announcer.announce(change());
    announcer.announce(change({ shipmentRowId: 's2' }));
    announcer.announce(change({ accountId: 'a2' }));
    announcer.announce(change({ kind: 'items' }));
    expect(sent).toHaveLength(4);
  });

  it('joins to "refresh the list" (no ids) when one change had none or the ids are too many', () => {
    const { sent, announcer } = setup();
    announcer.announce(change());
    announcer.announce(change({ ids: ['b1'] }));
    announcer.announce(change());
    vi.advanceTimersByTime(200);
    expect(sent[1]).toEqual(change());
    const many = Array.from({ length: SHIPMENT_CHANGE_MAX_IDS }, (_, i) => `m${i}`);
    announcer.announce(change({ ids: many }));
    announcer.announce(change({ ids: ['other'] }));
    vi.advanceTimersByTime(400);
    expect(sent.at(-1)).toEqual(change());
  });

  it('sends what waits when closed', () => {
    const { sent, announcer } = setup();
    announcer.announce(change());
    announcer.announce(change({ ids: ['b9'] }));
    announcer.close();
    expect(sent).toEqual([change(), change({ ids: ['b9'] })]);
    vi.advanceTimersByTime(1_000);
    expect(sent).toHaveLength(2);
  });
});
