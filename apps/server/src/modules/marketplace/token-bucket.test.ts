import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getHarness } from '../../test-support/harness.js';
import { leastTimeSeconds } from './rate-limits.js';
import { createTokenBuckets } from './token-bucket.js';

describe('token buckets shared through PostgreSQL', () => {
  it('lets a burst through at once, then spaces calls at the rate, across processes', async () => {
    const { database } = await getHarness();
    // Two bucket stores on one database stand for two server processes.
    const first = createTokenBuckets(database.db);
    const second = createTokenBuckets(database.db);
    const key = `seller-${randomUUID()}:getShipments`;
    const plan = { rate: 2, burst: 3 };
    const waits = [];
    for (const buckets of [first, second, first, second, first]) waits.push(await buckets.reserve(key, plan));
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    // The fourth and fifth callers are promised the next tokens: about 0.5 s and 1 s away.
    expect(waits[3]).toBeGreaterThan(300);
    expect(waits[3]).toBeLessThanOrEqual(500);
    expect(waits[4]).toBeGreaterThan(800);
    expect(waits[4]).toBeLessThanOrEqual(1000);
  });

  it('adopts the rate Amazon reports', async () => {
    const { database } = await getHarness();
    const buckets = createTokenBuckets(database.db);
    const key = `seller-${randomUUID()}:createReport`;
    const plan = { rate: 0.0167, burst: 1 };
    expect(await buckets.reserve(key, plan)).toBe(0);
    await buckets.setRate(key, 10);
    const wait = await buckets.reserve(key, plan);
    expect(wait).toBeLessThanOrEqual(100);
  });
});

describe('the least time rate limits allow', () => {
  it('is the slowest operation past its burst', () => {
    expect(leastTimeSeconds({ getPrepInstructions: 400, createReport: 3, getReport: 10 })).toBe((400 - 30) / 2);
    expect(leastTimeSeconds({ createReport: 17 })).toBeCloseTo(2 / 0.0167);
    expect(leastTimeSeconds({})).toBe(0);
  });
});
