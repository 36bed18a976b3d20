import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { isDataSynced, marketplaceParticipationResponseSchema, syncLogResponseSchema } from '@stowline/domain';
import { rowsOf } from '../../db/client.js';
import { api, createSeller } from '../../test-support/client.js';
import { getHarness } from '../../test-support/harness.js';
import { connectDemoStore, demoSellerEmail, waitForLogs, waitForUser } from '../../test-support/marketplace.js';

async function countsOf(storeId: string) {
  const { database } = await getHarness();
  const result = await database.db.execute(sql`
    select
      (select count(*) from products p join store_marketplaces m on m.id = p.store_marketplace_id where m.store_id = ${storeId})::int as products,
      (select count(*) from products p join store_marketplaces m on m.id = p.store_marketplace_id
         where m.store_id = ${storeId} and p.prep_guidance is not null)::int as "withPrep",
      (select count(*) from shipments where store_id = ${storeId})::int as shipments,
      (select count(*) from shipment_items i join shipments s on s.id = i.shipment_row_id where s.store_id = ${storeId})::int as items,
      (select count(*) from (select 1 from products group by store_marketplace_id, seller_sku having count(*) > 1) d)::int as "duplicateSkus"`);
  return rowsOf<{ products: number; withPrep: number; shipments: number; items: number; duplicateSkus: number }>(
    result,
  )[0]!;
}

/** Waits until every sync log of the store (all its marketplaces) has completed. */
async function waitForAllLogsCompleted(storeId: string, timeoutMs = 240_000) {
  const { database } = await getHarness();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = rowsOf<{ name: string; state: string; attempts: number; lastError: string | null }>(
      await database.db.execute(
        sql`select name, state, attempts, last_error as "lastError" from sync_logs where store_id = ${storeId} and state <> 'COMPLETED'`,
      ),
    );
    if (rows.length === 0) return;
    if (Date.now() > deadline) throw new Error(`sync did not complete: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Connects the large demo store in every marketplace it sells in. */
async function connectLargeStore() {
  const seller = await createSeller();
  const { store, sellerId } = await connectDemoStore(seller.token, { sellerEmail: demoSellerEmail('large') });
  const participation = await api('GET', `/onboarding/get-marketplace-participation?storeId=${store._id}`, {
    token: seller.token,
    response: marketplaceParticipationResponseSchema,
  });
  const available = participation.body.marketplaces.filter((m) => m.isAvailable).map((m) => m.marketplaceId);
  const saved = await api('POST', '/onboarding/save-store-marketplaces', {
    token: seller.token,
    body: { storeId: store._id, storeMarketplaces: available, newStore: true, action: 'newstore' },
  });
  expect(saved.status).toBe(200);
  return { seller, storeId: store._id as string, sellerId };
}

/**
 * How PostgreSQL reads a catalogue batch (20 ASINs, the shape of updateCatalog's statements) of the
 * store's largest marketplace: the index it uses.
 */
async function catalogBatchPlan(storeId: string): Promise<string> {
  const { database } = await getHarness();
  const [marketplace] = rowsOf<{ id: string; accountId: string }>(
    await database.db.execute(sql`
      select m.id, p.account_id as "accountId" from store_marketplaces m join products p on p.store_marketplace_id = m.id
      where m.store_id = ${storeId} group by m.id, p.account_id order by count(*) desc limit 1`),
  );
  const asins = rowsOf<{ asin: string }>(
    await database.db.execute(
      sql`select asin from products where store_marketplace_id = ${marketplace!.id} order by asin limit 20 offset 1000`,
    ),
  ).map((r) => r.asin);
  const plan = await database.db.execute(sql`
    explain select id from products
    where store_marketplace_id = ${marketplace!.id} and account_id = ${marketplace!.accountId}
      and asin in (select jsonb_array_elements_text(${JSON.stringify(asins)}::jsonb))`);
  return rowsOf<Record<string, string>>(plan)
    .map((row) => Object.values(row)[0])
    .join('\n');
}

async function expectCountsOfSandbox(storeId: string, sellerId: string) {
  const { sandbox } = await getHarness();
  const stats = sandbox.stats(sellerId);
  const counts = await countsOf(storeId);
  const listed = Object.values(stats.skusByMarketplace).reduce((a, b) => a + b, 0);
  expect(counts).toEqual({
    products: listed,
    withPrep: listed,
    shipments: stats.shipments,
    items: stats.shipmentItems,
    duplicateSkus: 0,
  });
}

describe('data sync against a misbehaving marketplace', () => {
  afterEach(async () => {
    const harness = await getHarness();
    harness.sandbox.setFaults({});
    await harness.startWorkers();
  });

  it('completes a full sync of the large store with exactly its counts when 30% of calls fail', async () => {
    const { sandbox } = await getHarness();
    sandbox.setFaults({ rate429: 0.1, rate500: 0.1, rate503: 0.1 });
    const { seller, storeId, sellerId } = await connectLargeStore();
    await waitForAllLogsCompleted(storeId);
    await waitForUser(seller.token, isDataSynced);
    // The listing sync left PostgreSQL knowing the marketplace's 5,000 rows: a catalogue batch is read
    // through the ASIN index, not by scanning the marketplace (refreshStatistics).
    expect(await catalogBatchPlan(storeId)).toContain('products_marketplace_asin_idx');
    const stats = sandbox.stats(sellerId);
    const injected =
      Object.values(stats.failed).reduce((a, b) => a + b, 0) +
      Object.values(stats.throttled).reduce((a, b) => a + b, 0);
    expect(injected).toBeGreaterThan(10);
    sandbox.setFaults({});
    await expectCountsOfSandbox(storeId, sellerId);
  }, 300_000);

  it('finishes a sync that a stopped server left half done, with no duplicates', async () => {
    const harness = await getHarness();
    // Slow calls, so the stop lands in the middle of the prep-instruction job.
    harness.sandbox.setFaults({ latencyMs: 150 });
    const { seller, storeId, sellerId } = await connectLargeStore();
    await waitForLogs(
      seller.token,
      (logs) => logs.some((l) => l.name === 'prepInstruction' && l.state === 'IN PROGRESS' && l.progress >= 10),
      240_000,
    );
    await harness.stopWorkers();
    const halfway = (
      await api('GET', '/setting/get-data-sync-log?perPage=100', {
        token: seller.token,
        response: syncLogResponseSchema,
      })
    ).body.agendaLogs;
    expect(halfway.some((l) => l.state !== 'COMPLETED')).toBe(true);

    harness.sandbox.setFaults({});
    await harness.startWorkers();
    await waitForAllLogsCompleted(storeId);
    await waitForUser(seller.token, isDataSynced);
    await expectCountsOfSandbox(storeId, sellerId);
  }, 300_000);

  it('takes over, within the sweep after a minute, a run whose process died without stopping', async () => {
    const harness = await getHarness();
    const seller = await createSeller();
    const { store } = await connectDemoStore(seller.token, { sellerEmail: demoSellerEmail('small') });
    await api('POST', '/onboarding/save-store-marketplaces', {
      token: seller.token,
      body: { storeId: store._id, storeMarketplaces: ['ATVPDKIKX0DER'], newStore: true, action: 'newstore' },
    });
    await waitForAllLogsCompleted(store._id);

    // What a killed worker leaves: its log in progress, its pg-boss job active, and no heartbeat for two minutes.
    const { database } = harness;
    const [log] = rowsOf<{ id: string }>(
      await database.db.execute(sql`select id from sync_logs where store_id = ${store._id} and name = 'quantity'`),
    );
    const [job] = rowsOf<{ id: string }>(
      await database.db.execute(sql`
        insert into pgboss.job (name, data, state, started_on, singleton_key, policy)
        values ('data-sync', ${JSON.stringify({ logId: log!.id })}::jsonb, 'active', now() - interval '2 minutes', ${log!.id}, 'stately')
        returning id`),
    );
    await database.db.execute(sql`
      update sync_logs set state = 'IN PROGRESS', progress = 40, job_id = ${job!.id}, heartbeat_at = now() - interval '2 minutes' where id = ${log!.id}`);
    const refused = await api('PUT', '/setting/update-data-sync-log', { token: seller.token, body: { _id: log!.id } });
    expect(refused.status).toBe(409);

    const app = await harness.startApp({ jobWorkers: false });
    try {
      await app.app.syncEngine.sweep();
    } finally {
      await app.close();
    }
    await waitForLogs(seller.token, (logs) => logs.find((l) => l._id === log!.id)?.state === 'COMPLETED', 60_000);
    const [stale] = rowsOf<{ state: string }>(
      await database.db.execute(sql`select state from pgboss.job where id = ${job!.id}`),
    );
    expect(stale?.state ?? 'gone').not.toBe('active');
    const again = await api('PUT', '/setting/update-data-sync-log', { token: seller.token, body: { _id: log!.id } });
    expect(again.status).toBe(200);
  }, 300_000);
});
