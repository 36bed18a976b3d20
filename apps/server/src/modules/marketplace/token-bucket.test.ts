import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getHarness } from '../../test-support/harness.js';
import { leastTimeSeconds } from './rate-limits.js';
import { createTokenBuckets, QUEUED_MARGIN_MS as M } from './token-bucket.js';

describe('token buckets shared through PostgreSQL', () => {
  /** A clock the test steps by hand, so waits are exact whatever the machine's speed. */
  function steppedClock() {
    let at = Date.UTC(2026, 0, 1);
    return { now: () => new Date(at), advance: (ms: number) => void (at += ms) };
  }

  it('lets a burst through at once, then promises the next tokens at the rate, across processes', async () => {
    const { database } = await getHarness();
    const clock = steppedClock();
    // Two bucket stores on one database stand for two server processes.
    const first = createTokenBuckets(database.db, clock);
    const second = createTokenBuckets(database.db, clock);
    const key = `seller-${randomUUID()}:getShipments`;
    const plan = { rate: 2, burst: 3 };
    const waits = [];
    for (const buckets of [first, second, first, second, first]) waits.push(await buckets.reserve(key, plan));
    // Each queued call is sent a margin after its token is due (Amazon counts it when it arrives).
    expect(waits).toEqual([0, 0, 0, 500 + M, 1000 + M]);
    // 750 ms later 1.5 tokens have come back: the queue owes 0.5, so the next caller waits 750 ms.
    clock.advance(750);
    expect(await second.reserve(key, plan)).toBe(750 + M);
    // Idle long enough, the bucket refills to its burst and no further.
    clock.advance(60_000);
    const refilled = [];
    for (let i = 0; i < 4; i++) refilled.push(await first.reserve(key, plan));
    expect(refilled).toEqual([0, 0, 0, 500 + M]);
  });

  it('adopts the rate Amazon reports', async () => {
    const { database } = await getHarness();
    const clock = steppedClock();
    const buckets = createTokenBuckets(database.db, clock);
    const key = `seller-${randomUUID()}:createReport`;
    const plan = { rate: 0.0167, burst: 1 };
    expect(await buckets.reserve(key, plan)).toBe(0);
    expect(await buckets.reserve(key, plan)).toBe(Math.ceil(1000 / 0.0167) + M);
    await buckets.setRate(key, 10);
    // Two tokens owed at 10 a second.
    expect(await buckets.reserve(key, plan)).toBe(200 + M);
  });

  it('empties a bucket after a 429 so that callers pace from then on', async () => {
    const { database } = await getHarness();
    const clock = steppedClock();
    const buckets = createTokenBuckets(database.db, clock);
    const key = `seller-${randomUUID()}:getReport`;
    const plan = { rate: 2, burst: 10 };
    expect(await buckets.reserve(key, plan)).toBe(0);
    await buckets.drain(key);
    expect(await buckets.reserve(key, plan)).toBe(500 + M);
  });
});

describe('the least time rate limits allow', () => {
  it('is the slowest operation past its burst', () => {
    expect(leastTimeSeconds({ getPrepInstructions: 400, createReport: 3, getReport: 10 })).toBe((400 - 30) / 2);
    expect(leastTimeSeconds({ createReport: 17 })).toBeCloseTo(2 / 0.0167);
    expect(leastTimeSeconds({})).toBe(0);
  });
});
