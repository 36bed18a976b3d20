import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRateTable, parseRateTable } from './rate-table.js';
import { callSpApi, connectSeller, startTestSandbox } from './test-support/harness.js';
import type { Sandbox } from './types.js';

describe('the rate table', () => {
  it("is read from the models' usage-plan tables", () => {
    const table = loadRateTable();
    expect(table.get('getMarketplaceParticipations')).toEqual({ rate: 0.016, burst: 15 });
    expect(table.get('createReport')).toEqual({ rate: 0.0167, burst: 15 });
    expect(table.get('getReport')).toEqual({ rate: 2, burst: 15 });
    expect(table.get('getInventorySummaries')).toEqual({ rate: 2, burst: 2 });
    expect(table.get('getShipments')).toEqual({ rate: 2, burst: 30 });
    expect(table.get('searchCatalogItems')).toEqual({ rate: 2, burst: 2 });
  });
  it('falls back where the model says n', () => {
    expect(parseRateTable('| Rate (requests per second) | Burst |\n| ---- | ---- |\n| n | n |')).toBeUndefined();
    expect(loadRateTable().get('scheduleSelfShipAppointment')).toEqual({ rate: 2, burst: 2 });
  });
});

describe('rate limits and faults', () => {
  let sandbox: Sandbox;
  let token: string;
  let sellerId: string;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ rateScale: 1 });
    ({
      accessToken: token,
      seller: { sellerId },
    } = await connectSeller(sandbox, 'small'));
  });
  afterAll(() => sandbox.close());

  it('answers 429 QuotaExceeded once the burst is spent, with the rate in x-amzn-RateLimit-Limit', async () => {
    const answers = [];
    for (let i = 0; i < 16; i++) answers.push(await callSpApi(sandbox, token, '/sellers/v1/marketplaceParticipations'));
    expect(answers.slice(0, 15).map((a) => a.status)).toEqual(Array(15).fill(200));
    const throttled = answers[15]!;
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota for the requested resource.' }],
    });
    expect(throttled.headers.get('x-amzn-ratelimit-limit')).toBe('0.016');
    expect(answers[0]!.headers.get('x-amzn-ratelimit-limit')).toBe('0.016');
    expect(throttled.headers.get('x-amzn-requestid')).toBeTruthy();
    const stats = sandbox.stats(sellerId);
    expect(stats.calls.getMarketplaceParticipations).toBe(15);
    expect(stats.throttled.getMarketplaceParticipations).toBe(1);
  });

  it('keeps a bucket per seller', async () => {
    const other = await connectSeller(sandbox, 'large');
    expect((await callSpApi(sandbox, other.accessToken, '/sellers/v1/marketplaceParticipations')).status).toBe(200);
  });

  for (const [fault, status, code] of [
    ['rate429', 429, 'QuotaExceeded'],
    ['rate500', 500, 'InternalFailure'],
    ['rate503', 503, 'ServiceUnavailable'],
  ] as const) {
    it(`injects ${status} at ${fault} 1 and counts it`, async () => {
      sandbox.setFaults({ [fault]: 1 });
      const before = sandbox.stats(sellerId);
      const answer = await callSpApi(sandbox, token, '/fba/inbound/v0/shipments', {
        query: { MarketplaceId: 'ATVPDKIKX0DER', QueryType: 'SHIPMENT', ShipmentStatusList: 'WORKING' },
      });
      sandbox.setFaults({});
      expect(answer.status).toBe(status);
      expect(answer.body.errors[0].code).toBe(code);
      expect(answer.headers.get('x-amzn-ratelimit-limit')).toBe('2');
      const after = sandbox.stats(sellerId);
      const counter = status === 429 ? 'throttled' : 'failed';
      expect((after[counter].getShipments ?? 0) - (before[counter].getShipments ?? 0)).toBe(1);
    });
  }

  it('still refuses a missing token before injecting faults', async () => {
    sandbox.setFaults({ rate500: 1 });
    expect((await callSpApi(sandbox, undefined, '/fba/inbound/v0/shipments')).status).toBe(403);
    sandbox.setFaults({});
  });

  it('sets faults and latency over HTTP', async () => {
    const put = await fetch(`${sandbox.url}/_sandbox/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 120 }),
    });
    expect(put.status).toBe(200);
    const started = performance.now();
    expect(
      (
        await callSpApi(sandbox, token, '/fba/inbound/v0/shipments', {
          query: { MarketplaceId: 'ATVPDKIKX0DER', QueryType: 'SHIPMENT', ShipmentStatusList: 'WORKING' },
        })
      ).status,
    ).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    const bad = await fetch(`${sandbox.url}/_sandbox/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate500: 2 }),
    });
    expect(bad.status).toBe(400);
    await fetch(`${sandbox.url}/_sandbox/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  });

  it('scales rate and burst with rateScale', async () => {
    const scaled = await startTestSandbox({ rateScale: 50 });
    try {
      const { accessToken } = await connectSeller(scaled, 'small');
      const answer = await callSpApi(scaled, accessToken, '/sellers/v1/marketplaceParticipations');
      expect(answer.headers.get('x-amzn-ratelimit-limit')).toBe('0.8');
    } finally {
      await scaled.close();
    }
  });
});
