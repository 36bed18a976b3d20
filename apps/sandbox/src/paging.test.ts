import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSpApi, connectSeller, startTestSandbox } from './test-support/harness.js';
import type { Sandbox } from './types.js';

const US = 'ATVPDKIKX0DER';
const MX = 'A1AM78C64UM0Y8';
let sandbox: Sandbox;
let token: string;
let sellerId: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ largeStoreSkus: 1234, rateScale: 1000 });
  ({
    accessToken: token,
    seller: { sellerId },
  } = await connectSeller(sandbox, 'large'));
});
afterAll(() => sandbox.close());

const farPast = '2000-01-01T00:00:00Z';
const farFuture = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

describe('paging', () => {
  for (const marketplaceId of [US, MX]) {
    it(`walks inventory summaries in ${marketplaceId} 50 at a time, every SKU once`, async () => {
      const base = {
        granularityType: 'Marketplace',
        granularityId: marketplaceId,
        marketplaceIds: marketplaceId,
        details: true,
      };
      const skus: string[] = [];
      let nextToken: string | undefined;
      do {
        const page = await callSpApi(sandbox, token, '/fba/inventory/v1/summaries', { query: { ...base, nextToken } });
        expect(page.status).toBe(200);
        expect(page.body.payload.inventorySummaries.length).toBeLessThanOrEqual(50);
        skus.push(...page.body.payload.inventorySummaries.map((s: { sellerSku: string }) => s.sellerSku));
        nextToken = page.body.pagination?.nextToken;
      } while (nextToken);
      expect(skus.length).toBe(sandbox.stats(sellerId).skusByMarketplace[marketplaceId]);
      expect(new Set(skus).size).toBe(skus.length);
    });
  }

  it('walks shipments 50 at a time with NEXT_TOKEN, every shipment once', async () => {
    const ids: string[] = [];
    let query: Record<string, string> = {
      MarketplaceId: US,
      QueryType: 'DATE_RANGE',
      LastUpdatedAfter: farPast,
      LastUpdatedBefore: farFuture(),
    };
    for (;;) {
      const page = await callSpApi(sandbox, token, '/fba/inbound/v0/shipments', { query });
      expect(page.status).toBe(200);
      expect(page.body.payload.ShipmentData.length).toBeLessThanOrEqual(50);
      ids.push(...page.body.payload.ShipmentData.map((s: { ShipmentId: string }) => s.ShipmentId));
      if (!page.body.payload.NextToken) break;
      query = { MarketplaceId: US, QueryType: 'NEXT_TOKEN', NextToken: page.body.payload.NextToken };
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Every marketplace together holds every shipment.
    let total = ids.length;
    for (const other of ['A2EUQ1WTGCTBG2', MX]) {
      const page = await callSpApi(sandbox, token, '/fba/inbound/v0/shipments', {
        query: {
          MarketplaceId: other,
          QueryType: 'SHIPMENT',
          ShipmentStatusList: [
            'WORKING',
            'READY_TO_SHIP',
            'SHIPPED',
            'RECEIVING',
            'CANCELLED',
            'DELETED',
            'CLOSED',
            'ERROR',
            'IN_TRANSIT',
            'DELIVERED',
            'CHECKED_IN',
          ],
        },
      });
      let next = page.body.payload.NextToken;
      total += page.body.payload.ShipmentData.length;
      while (next) {
        const more = await callSpApi(sandbox, token, '/fba/inbound/v0/shipments', {
          query: { MarketplaceId: other, QueryType: 'NEXT_TOKEN', NextToken: next },
        });
        total += more.body.payload.ShipmentData.length;
        next = more.body.payload.NextToken;
      }
    }
    expect(total).toBe(sandbox.stats(sellerId).shipments);
  });

  it('walks shipment items 200 at a time, and they match the items of each shipment', async () => {
    const items: string[] = [];
    let query: Record<string, string> = {
      MarketplaceId: US,
      QueryType: 'DATE_RANGE',
      LastUpdatedAfter: farPast,
      LastUpdatedBefore: farFuture(),
    };
    for (;;) {
      const page = await callSpApi(sandbox, token, '/fba/inbound/v0/shipmentItems', { query });
      expect(page.status).toBe(200);
      expect(page.body.payload.ItemData.length).toBeLessThanOrEqual(200);
      items.push(
        ...page.body.payload.ItemData.map(
          (i: { ShipmentId: string; SellerSKU: string }) => `${i.ShipmentId} ${i.SellerSKU}`,
        ),
      );
      if (!page.body.payload.NextToken) break;
      query = { MarketplaceId: US, QueryType: 'NEXT_TOKEN', NextToken: page.body.payload.NextToken };
    }
    expect(new Set(items).size).toBe(items.length);
    const firstShipment = items[0]!.split(' ')[0]!;
    const byId = await callSpApi(sandbox, token, `/fba/inbound/v0/shipments/${firstShipment}/items`, {
      query: { MarketplaceId: US },
    });
    expect(byId.body.payload.ItemData.length).toBe(items.filter((i) => i.startsWith(firstShipment + ' ')).length);
  });

  it('finds SKUs whose names need URL encoding', async () => {
    const odd: string[] = [];
    let nextToken: string | undefined;
    do {
      const page = await callSpApi(sandbox, token, '/fba/inventory/v1/summaries', {
        query: { granularityType: 'Marketplace', granularityId: US, marketplaceIds: US, nextToken },
      });
      odd.push(
        ...page.body.payload.inventorySummaries
          .map((s: { sellerSku: string }) => s.sellerSku)
          .filter((s: string) => /[ /]/.test(s)),
      );
      nextToken = page.body.pagination?.nextToken;
    } while (nextToken);
    expect(odd.length).toBeGreaterThan(0);
    const found = await callSpApi(sandbox, token, '/fba/inventory/v1/summaries', {
      query: { granularityType: 'Marketplace', granularityId: US, marketplaceIds: US, sellerSkus: odd.slice(0, 5) },
    });
    expect(found.body.payload.inventorySummaries.map((s: { sellerSku: string }) => s.sellerSku)).toEqual(
      odd.slice(0, 5),
    );
    const prep = await callSpApi(sandbox, token, '/fba/inbound/v0/prepInstructions', {
      query: { ShipToCountryCode: 'US', SellerSKUList: odd.slice(0, 5) },
    });
    expect(prep.body.payload.SKUPrepInstructionsList).toHaveLength(Math.min(5, odd.length));
  });

  it('refuses a next token of another seller', async () => {
    const page = await callSpApi(sandbox, token, '/fba/inbound/v0/shipments', {
      query: { MarketplaceId: US, QueryType: 'DATE_RANGE', LastUpdatedAfter: farPast, LastUpdatedBefore: farFuture() },
    });
    const other = await connectSeller(sandbox, 'small');
    const stolen = await callSpApi(sandbox, other.accessToken, '/fba/inbound/v0/shipments', {
      query: { MarketplaceId: US, QueryType: 'NEXT_TOKEN', NextToken: page.body.payload.NextToken },
    });
    expect(stolen.status).toBe(400);
  });
});
