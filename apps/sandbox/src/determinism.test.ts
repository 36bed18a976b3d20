import { describe, expect, it } from 'vitest';
import { generateSellerData } from './data/generate.js';
import { createDemoSellers } from './data/sellers.js';
import { callSpApi, connectSeller, startTestSandbox } from './test-support/harness.js';

const ANCHOR = Date.UTC(2026, 0, 15);
const US = 'ATVPDKIKX0DER';

describe('demo data', () => {
  it('is the same for the same seed and differs for another', () => {
    const a = createDemoSellers(7, 300);
    const b = createDemoSellers(7, 300);
    const c = createDemoSellers(8, 300);
    expect(a).toEqual(b);
    expect(a.map((s) => s.sellerId)).not.toEqual(c.map((s) => s.sellerId));
    const dataA = generateSellerData(a[1]!, 7, ANCHOR);
    const dataB = generateSellerData(b[1]!, 7, ANCHOR);
    expect(dataA.products).toEqual(dataB.products);
    expect(dataA.shipments).toEqual(dataB.shipments);
    expect(generateSellerData(c[1]!, 8, ANCHOR).products[0]!.sku).not.toBe(dataA.products[0]!.sku);
  });

  it('looks like Amazon data', () => {
    const sellers = createDemoSellers(1, 5000);
    for (const seller of sellers) expect(seller.sellerId).toMatch(/^A[A-Z0-9]{12,13}$/);
    const data = generateSellerData(sellers[1]!, 1, ANCHOR);
    expect(new Set(data.products.map((p) => p.sku)).size).toBe(5000);
    expect(new Set(data.products.map((p) => p.asin)).size).toBe(5000);
    for (const p of data.products) {
      expect(p.asin).toMatch(/^B0[A-Z0-9]{8}$/);
      expect(p.fnsku === p.asin || /^X00[A-Z0-9]{7}$/.test(p.fnsku)).toBe(true);
      expect(p.title.length).toBeLessThanOrEqual(200);
    }
    const share = (predicate: (p: (typeof data.products)[number]) => boolean) =>
      data.products.filter(predicate).length / data.products.length;
    expect(share((p) => p.fnsku === p.asin)).toBeGreaterThan(0.02);
    expect(share((p) => p.conditionCode === 11)).toBeGreaterThan(0.6);
    expect(share((p) => p.priceUsd === null)).toBeGreaterThan(0.01);
    expect(share((p) => p.isHazmat)).toBeGreaterThan(0.005);
    expect(share((p) => p.isHazmat !== (p.dangerousGoods !== null))).toBe(0);
    // every FBA hazmat kind: aerosol (2.x), flammable (3), oxidizer (5.1) and other (8, 9)
    expect(new Set(data.products.map((p) => p.dangerousGoods?.transportClass[0]).filter(Boolean))).toEqual(
      new Set(['2', '3', '5', '8', '9']),
    );
    // Small and Light: at most 3 lb and $12, sides within 18 x 14 x 8 inches
    const smallAndLight = (p: (typeof data.products)[number]) => {
      const [a, b, c] = [p.lengthIn, p.widthIn, p.heightIn].sort((x, y) => y - x) as [number, number, number];
      return a <= 18 && b <= 14 && c <= 8 && p.weightLb <= 3 && p.priceUsd !== null && p.priceUsd <= 12;
    };
    expect(share(smallAndLight)).toBeGreaterThan(0.03);
    expect(share((p) => p.isExpirationDated)).toBeGreaterThan(0.05);
    expect(share((p) => p.isOversize)).toBeGreaterThan(0.02);
    expect(share((p) => p.prep.length === 0)).toBeGreaterThan(0.2);
    expect(share((p) => /[ /]/.test(p.sku))).toBeGreaterThan(0.005);
    expect(new Set(data.products.map((p) => p.status))).toEqual(new Set(['Active', 'Inactive', 'Incomplete']));
    expect(data.listings.get(US)!.some((l) => l.fulfillable === 0)).toBe(true);
    expect(new Set(data.shipments.map((s) => s.info.ShipmentStatus)).size).toBe(11);
    expect(data.shipments.length).toBe(200);
    const oldest = Math.min(...data.shipments.map((s) => s.lastUpdated));
    expect(ANCHOR - oldest).toBeGreaterThan(300 * 86_400_000);
    expect(ANCHOR - oldest).toBeLessThanOrEqual(541 * 86_400_000);
  });

  it('gives the limited seller US, MX not participating and a marketplace outside North America', async () => {
    const sandbox = await startTestSandbox();
    try {
      const { accessToken } = await connectSeller(sandbox, 'limited');
      const { body } = await callSpApi(sandbox, accessToken, '/sellers/v1/marketplaceParticipations');
      const participation = Object.fromEntries(
        body.payload.map((p: any) => [p.marketplace.id, p.participation.isParticipating]),
      );
      expect(participation).toEqual({ ATVPDKIKX0DER: true, A1AM78C64UM0Y8: false, A1F83G8C2ARO7P: true });
    } finally {
      await sandbox.close();
    }
  });

  it('generates a 100,000-SKU store with every SKU and ASIN distinct', () => {
    const [, large] = createDemoSellers(1, 100_000);
    const data = generateSellerData(large!, 1, ANCHOR);
    expect(data.products).toHaveLength(100_000);
    expect(new Set(data.products.map((p) => p.sku)).size).toBe(100_000);
    expect(new Set(data.products.map((p) => p.asin)).size).toBe(100_000);
  }, 30_000); // CPU-bound: a second or two alone, longer on a loaded CI machine

  it('starts without generating any catalogue and generates a seller’s on its first call', async () => {
    const sandbox = await startTestSandbox({ largeStoreSkus: 100_000 });
    try {
      expect(sandbox.generatedCatalogs()).toBe(0);
      const { accessToken } = await connectSeller(sandbox, 'small');
      await callSpApi(
        sandbox,
        accessToken,
        `/fba/inventory/v1/summaries?granularityType=Marketplace&granularityId=${US}&marketplaceIds=${US}`,
      );
      expect(sandbox.generatedCatalogs()).toBe(1);
    } finally {
      await sandbox.close();
    }
  });
});
