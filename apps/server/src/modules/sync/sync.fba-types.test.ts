import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isDataSynced, MARKETPLACES, type Product, bulkUpdateResponseSchema } from '@stowline/domain';
import { rowsOf } from '../../db/client.js';
import { createProductFactsRepository } from '../products/product-facts.repository.js';
import { api, completeOnboarding, createSeller } from '../../test-support/client.js';
import { getHarness } from '../../test-support/harness.js';
import { connectDemoStore, demoSellerEmail, waitForLogs, waitForUser } from '../../test-support/marketplace.js';

const US = MARKETPLACES[0].marketplaceId;
interface SyncLog {
  _id: string;
  name: string;
  state: string;
  lastRunAt: string | null;
}
const allCompleted = (logs: SyncLog[]) => logs.length === 5 && logs.every((l) => l.state === 'COMPLETED');

interface Facts {
  id: string;
  seller_sku: string;
  asin: string;
  store_marketplace_id: string;
  size_tier: string | null;
  is_hazmat: boolean;
  un_number: string | null;
  fba_type: string | null;
  fba_type_source: string | null;
}

async function factsOf(accountId: string): Promise<Facts[]> {
  const { database } = await getHarness();
  return rowsOf<Facts>(
    await database.db.execute(sql`
      select id, seller_sku, asin, store_marketplace_id, size_tier, is_hazmat, un_number, fba_type, fba_type_source from products
      where account_id = ${accountId} order by seller_sku`),
  );
}

function list(token: string) {
  return api('POST', '/products/get-products', { token, body: { filter: {}, pagination: { perPage: 100 } } });
}

/** Runs a sync job again and waits until every job of the marketplace has completed. */
async function resync(token: string, name: string) {
  const logs = await waitForLogs(token, allCompleted);
  const log = logs.find((l) => l.name === name)!;
  const res = await api('PUT', '/setting/update-data-sync-log', { token, body: { _id: log._id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await waitForLogs(
    token,
    (l) => allCompleted(l) && new Date(l.find((x) => x._id === log._id)!.lastRunAt!) > new Date(log.lastRunAt ?? 0),
  );
}

describe("FBA types from Amazon's data", () => {
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let accountId: string;

  beforeAll(async () => {
    seller = await createSeller();
    const { store } = await connectDemoStore(seller.token, { sellerEmail: demoSellerEmail('small') });
    const saved = await api('POST', '/onboarding/save-store-marketplaces', {
      token: seller.token,
      body: { storeId: store._id, storeMarketplaces: [US], newStore: true, action: 'newstore' },
    });
    expect(saved.status).toBe(200);
    await waitForUser(seller.token, isDataSynced);
    await waitForLogs(seller.token, allCompleted);
    await completeOnboarding(seller.email);
    const { database } = await getHarness();
    accountId = rowsOf<{ account_id: string }>(
      await database.db.execute(sql`select account_id from stores where id = ${store._id}`),
    )[0]!.account_id;
  }, 180_000);

  it('gives every SKU with a fees row a type from Amazon, and says so', async () => {
    const facts = await factsOf(accountId);
    expect(facts.length).toBeGreaterThan(30);
    const withFees = facts.filter((f) => f.size_tier);
    expect(withFees.length).toBeGreaterThan(30);
    const notAttached = withFees.filter((f) => f.fba_type === null || f.fba_type === 'NOT ATTACHED');
    expect(notAttached).toEqual([]);
    expect(withFees.every((f) => f.fba_type_source === 'amazon')).toBe(true);

    // The sandbox's small store has a mix: standard, bulky, Small and Light and hazmat items.
    const types = [...new Set(facts.map((f) => f.fba_type))];
    for (const type of ['STANDARD', 'OVERSIZED', 'SMALL AND LIGHT']) expect(types).toContain(type);

    const products = (await list(seller.token)).body.products as Product[];
    const bySku = new Map(products.map((p) => [p.sellerSku, p]));
    for (const f of withFees) expect(bySku.get(f.seller_sku)).toMatchObject({ fbaTypeSource: 'amazon' });
    // SKUs Amazon has not measured yet (no fees row) and that are not hazmat have no type yet.
    for (const f of facts.filter((x) => !x.size_tier && !x.is_hazmat))
      expect(bySku.get(f.seller_sku)).toMatchObject({ fbaType: null, fbaTypeSource: null });
  });

  it('gives hazmat products the HAZMAT kind of their dangerous goods, over their size tier', async () => {
    const hazmat = (await factsOf(accountId)).filter((f) => f.is_hazmat);
    expect(hazmat.length).toBeGreaterThan(0);
    for (const f of hazmat) {
      expect(f.fba_type, f.un_number ?? '').toMatch(/^HAZMAT/);
      expect(f.fba_type_source).toBe('amazon');
    }
    // The sandbox's dangerous goods: aerosols, flammable liquids and paint, an oxidizer, batteries, a corrosive.
    const kindOf: Record<string, string> = {
      UN1950: 'HAZMAT AEROSOL',
      UN1993: 'HAZMAT FLAMMABLE',
      UN1263: 'HAZMAT FLAMMABLE',
      UN1479: 'HAZMAT OXIDIZERS',
      UN3480: 'HAZMAT',
      UN1760: 'HAZMAT',
    };
    for (const f of hazmat) expect(f.fba_type, f.un_number!).toBe(kindOf[f.un_number!]);
    expect(new Set(hazmat.map((f) => f.fba_type)).size).toBeGreaterThan(1);
  });

  it("keeps the seller's types through later syncs and updates Amazon's when Amazon's data changes", async () => {
    const facts = await factsOf(accountId);
    const standard = facts.filter((f) => f.fba_type === 'STANDARD');
    const [byRow, byBulk, byUpload, tampered] = standard;
    expect(tampered).toBeDefined();
    const put = await api('PUT', `/products/${byRow!.id}`, { token: seller.token, body: { fbaType: 'OVERSIZED' } });
    expect(put.body.updatedProduct).toMatchObject({ fbaType: 'OVERSIZED', fbaTypeSource: 'seller' });
    const bulk = await api('PUT', '/products/bulk-update-details', {
      token: seller.token,
      body: { bulkData: { action: 'updateFbaType', selectedIds: [byBulk!.id], fbaType: 'ERRORED' } },
      response: bulkUpdateResponseSchema,
    });
    expect(bulk.body.updatedProducts[0]).toMatchObject({ fbaType: 'ERRORED', fbaTypeSource: 'seller' });
    const { baseUrl, database } = await getHarness();
    const uploaded = await fetch(`${baseUrl}/api/v1/products/upload-fba-types?filename=types.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/octet-stream' },
      body: `SellerSKU,FBA Type\n${byUpload!.seller_sku},Flammable\n`,
    });
    expect(uploaded.status).toBe(200);
    // As if Amazon had measured this SKU differently before: the next sync brings its type up to date.
    await database.db.execute(
      sql`update products set size_tier = 'Extra-large 0 to 50 lb', fba_type = 'EXTRA LARGE' where id = ${tampered!.id}`,
    );

    await resync(seller.token, 'listing');
    await resync(seller.token, 'catalog');

    const after = new Map((await factsOf(accountId)).map((f) => [f.id, f]));
    expect(after.get(byRow!.id)).toMatchObject({ fba_type: 'OVERSIZED', fba_type_source: 'seller' });
    expect(after.get(byBulk!.id)).toMatchObject({ fba_type: 'ERRORED', fba_type_source: 'seller' });
    expect(after.get(byUpload!.id)).toMatchObject({ fba_type: 'HAZMAT FLAMMABLE', fba_type_source: 'seller' });
    expect(after.get(tampered!.id)).toMatchObject({ fba_type: 'STANDARD', fba_type_source: 'amazon' });
    expect(((await list(seller.token)).body.products as Product[]).find((p) => p._id === byRow!.id)).toMatchObject({
      fbaType: 'OVERSIZED',
      fbaTypeSource: 'seller',
    });
  }, 180_000);

  it('types a SKU by its size tier until the catalogue says it is hazmat, and then keeps the HAZMAT kind', async () => {
    const { database } = await getHarness();
    const data = createProductFactsRepository(database.db);
    const sku = (await factsOf(accountId)).find((f) => f.fba_type === 'STANDARD' && f.fba_type_source === 'amazon')!;
    const target = { accountId, storeMarketplaceId: sku.store_marketplace_id };
    const typeOf = async () => (await factsOf(accountId)).find((f) => f.id === sku.id)!;
    const measures = (sizeTier: string) => ({
      seller_sku: sku.seller_sku,
      weight_value: '1.2',
      weight_unit: 'pounds',
      length_in: '9',
      width_in: '6',
      height_in: '3',
      size_tier: sizeTier,
      is_small_and_light: false,
    });
    const catalog = (isHazmat: boolean) => ({
      asin: sku.asin,
      amz_expirable: false,
      is_hazmat: isHazmat,
      dangerous_goods_class: isHazmat ? '3' : null,
      un_number: isHazmat ? 'UN1993' : null,
      image_url: null,
      title: null,
      weight_value: null,
      weight_unit: null,
      length_in: null,
      width_in: null,
      height_in: null,
    });

    // The listing job runs first: the fees report's size tier gives the type.
    await data.updateMeasures(target, [measures('Large bulky')]);
    expect(await typeOf()).toMatchObject({ fba_type: 'OVERSIZED', fba_type_source: 'amazon' });
    // The catalog job then finds dangerous goods: their HAZMAT kind replaces it ...
    await data.updateCatalog(target, [catalog(true)], [sku.asin], new Date());
    expect(await typeOf()).toMatchObject({ fba_type: 'HAZMAT FLAMMABLE', fba_type_source: 'amazon' });
    // ... and later fees reports do not take it back.
    await data.updateMeasures(target, [measures('Large standard-size')]);
    expect(await typeOf()).toMatchObject({ fba_type: 'HAZMAT FLAMMABLE', fba_type_source: 'amazon' });
    // When the catalogue no longer calls it hazmat, the size tier's type returns.
    await data.updateCatalog(target, [catalog(false)], [sku.asin], new Date());
    expect(await typeOf()).toMatchObject({ fba_type: 'STANDARD', fba_type_source: 'amazon' });
  });
});
