import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createOperationPoller,
  operationTimings,
  OperationStillRunning,
  type OperationsRepository,
} from './inbound-operations.js';

describe('operation timings', () => {
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

/** An operation API whose operations end when told, counting its looks. */
function fakeAmazon() {
  const status = new Map<string, 'IN_PROGRESS' | 'SUCCESS' | 'FAILED'>();
  let looks = 0;
  let started = 0;
  return {
    api: {
      async getInboundOperationStatus(id: string) {
        looks += 1;
        const operationStatus = status.get(id)!;
        return {
          operationStatus,
          operationProblems:
            operationStatus === 'FAILED'
              ? [{ code: 'X', message: 'ERROR: Box 1 is too heavy.', severity: 'ERROR' }]
              : [],
        };
      },
    },
    start() {
      started += 1;
      const operationId = `op-${started}`;
      status.set(operationId, 'IN_PROGRESS');
      return Promise.resolve({ operationId });
    },
    end: (id: string, to: 'SUCCESS' | 'FAILED') => status.set(id, to),
    counts: () => ({ looks, started }),
  };
}

/** inbound_operations as a map (the table's behaviour: one row per account and key). */
function memoryRepo(): OperationsRepository {
  const rows = new Map<string, { operationId: string; kind: string; fingerprint: string | null; startedAt: Date }>();
  return {
    timings: async () => [],
    saveTiming: async () => undefined,
    kept: async (accountId, key) => {
      const row = rows.get(`${accountId}/${key}`);
      return row && { accountId, key, ...row };
    },
    keep: async (row) => {
      rows.set(`${row.accountId}/${row.key}`, {
        operationId: row.operationId,
        kind: row.kind,
        fingerprint: row.fingerprint ?? null,
        startedAt: (row.startedAt as Date | undefined) ?? new Date(),
      });
    },
    drop: async (accountId, key, operationId) => {
      if (rows.get(`${accountId}/${key}`)?.operationId === operationId) rows.delete(`${accountId}/${key}`);
    },
    forget: async () => undefined,
  };
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

describe('the operation poller', () => {
  it('looks at an operation only when a look is due, on the kind it learnt', async () => {
    const amazon = fakeAmazon();
    const poller = createOperationPoller({ repo: memoryRepo(), log: quiet, callWaitMs: 1000 });
    // A kind not seen yet: looked at once, then after minMs.
    const { operationId } = await amazon.start();
    poller.started(operationId, 'setPackingInformation');
    expect(await poller.look(amazon.api, operationId, 'setPackingInformation')).toEqual({ status: 'IN_PROGRESS' });
    expect(await poller.look(amazon.api, operationId, 'setPackingInformation')).toEqual({ status: 'IN_PROGRESS' });
    expect(amazon.counts().looks).toBe(1);
    amazon.end(operationId, 'FAILED');
    await poller.pause(operationId);
    expect(await poller.look(amazon.api, operationId, 'setPackingInformation')).toMatchObject({ status: 'FAILED' });
    expect(amazon.counts().looks).toBe(2);
    // The kind is learnt: the next one's first look waits until just after it was last seen running.
    const next = await amazon.start();
    poller.started(next.operationId, 'setPackingInformation');
    expect(await poller.look(amazon.api, next.operationId, 'setPackingInformation')).toEqual({ status: 'IN_PROGRESS' });
    expect(amazon.counts().looks).toBe(2);
  });

  describe('with a timer that fires before the clock reaches its time', () => {
    afterEach(() => vi.useRealTimers());

    // Node times a timer from the event loop's cached time, which lags under load: the timer of a
    // pause may fire a few milliseconds before Date.now() reaches the look it waited for.
    it('ends a pause only once its look is due', async () => {
      vi.useFakeTimers();
      const amazon = fakeAmazon();
      const poller = createOperationPoller({ repo: memoryRepo(), log: quiet, callWaitMs: 1000 });
      const { operationId } = await amazon.start();
      poller.started(operationId, 'setPackingInformation');
      expect(await poller.look(amazon.api, operationId, 'setPackingInformation')).toEqual({ status: 'IN_PROGRESS' });
      amazon.end(operationId, 'FAILED');
      const afterPause = poller
        .pause(operationId)
        .then(() => poller.look(amazon.api, operationId, 'setPackingInformation'));
      vi.setSystemTime(Date.now() - 5);
      await vi.advanceTimersByTimeAsync(300);
      expect(await afterPause).toMatchObject({ status: 'FAILED' });
      expect(amazon.counts().looks).toBe(2);
    });
  });

  it('keeps an operation past its wait and follows it on the retry; another request starts its own', async () => {
    const amazon = fakeAmazon();
    const poller = createOperationPoller({
      repo: memoryRepo(),
      log: quiet,
      callWaitMs: 1000,
      schedule: { minMs: 5, maxMs: 10 },
    });
    const ask = (fingerprint: string, waitMs: number) =>
      poller.run(amazon.api, {
        accountId: 'a',
        key: 'ship-from:1',
        kind: 'updateShipmentSourceAddress',
        fingerprint,
        start: () => amazon.start(),
        waitMs,
        failed: 'refused',
      });
    await expect(ask('salem', 20)).rejects.toBeInstanceOf(OperationStillRunning);
    await expect(ask('salem', 20)).rejects.toBeInstanceOf(OperationStillRunning);
    expect(amazon.counts().started).toBe(1);
    amazon.end('op-1', 'FAILED');
    expect(await ask('salem', 20)).toBe('Box 1 is too heavy.');
    // Seen to its end: the next ask starts a new operation, as does one asking something else.
    const again = ask('salem', 20);
    await expect(again).rejects.toBeInstanceOf(OperationStillRunning);
    expect(amazon.counts().started).toBe(2);
    await expect(ask('portland', 20)).rejects.toBeInstanceOf(OperationStillRunning);
    expect(amazon.counts().started).toBe(3);
  });
});
