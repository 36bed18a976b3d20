/**
 * The shipment's exports (issue 15): Export Shipment (Shipment_{id}.csv) and Export Boxes for
 * Amazon (the box content, one row per box and SKU) of a WORKING shipment of 200 SKUs in 2,000
 * boxes, written straight to the database as the workbench bench does. Each export is timed as a
 * download through the API (sign-in checked, the shipment read, the rows built, the file sent):
 * p50 and p95 of 30 downloads, one client (target < 1 s).
 *
 * `BENCH_ONLY=exports npm run bench` runs it alone; `BENCH_EXPORTS=false` skips it.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { currentUserSchema } from '@stowline/domain';
import { startSandbox } from '@stowline/sandbox';
import { openDatabase, rowsOf } from '@stowline/server/testing';
import { analyze, call, createSeller, startBenchApp, seedBenchStore } from './support.js';

const SKUS = 200;
const BOXES = 2_000;
const ROUNDS = 30;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function benchExports(databaseUrl: string | undefined): Promise<void> {
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? await mkdtemp(path.join(tmpdir(), 'stowline-bench-db-')) : 'memory://',
  });
  const sandbox = await startSandbox({ port: 0 });
  const { app, base } = await startBenchApp(database, sandbox.port, 'exports');
  try {
    const token = await createSeller(database, base);
    const me = await call(base, 'GET', '/onboarding/get-current-user', token, currentUserSchema);
    // 200 SKUs of 80 units, 50 of each in 10 boxes of 5 (2,000 boxes with dimensions and weights).
    const { accountId, storeId, storeMarketplaceId } = await seedBenchStore(database, me._id);
    const [shipment] = rowsOf<{ id: string }>(
      await database.db.execute(sql`
        insert into shipments (account_id, store_id, store_marketplace_id, shipment_id, shipment_name, shipment_status,
                               app_created, shipment_type, is_partnered)
        values (${accountId}, ${storeId}, ${storeMarketplaceId}, 'FBABENCHEXP1', 'Bench exports', 'WORKING', true, 'SP', 'true')
        returning id`),
    );
    const shipmentRowId = shipment!.id;
    await database.db.execute(sql`
      insert into products (account_id, store_marketplace_id, seller_sku, asin, fnsku, title, image_url, weight_value, weight_unit,
                            prep_details_list)
      select ${accountId}, s.store_marketplace_id, 'BENCH-' || lpad(g::text, 4, '0'), 'B0BENCH' || lpad(g::text, 3, '0'),
             'X0BENCH' || lpad(g::text, 3, '0'), 'Bench product ' || g, 'https://images.example/' || g || '.jpg',
             case when g % 2 = 0 then 20 else 1.25 end, case when g % 2 = 0 then 'ounces' else 'pounds' end,
             '[{"prepInstruction": "Polybagging", "prepOwner": "SELLER"}]'::jsonb
      from shipments s, generate_series(1, ${SKUS}) g where s.id = ${shipmentRowId}`);
    await database.db.execute(sql`
      insert into shipment_items (account_id, shipment_row_id, seller_sku, fulfillment_network_sku, quantity_shipped)
      select ${accountId}, ${shipmentRowId}, 'BENCH-' || lpad(g::text, 4, '0'), 'X0BENCH' || lpad(g::text, 3, '0'), 80
      from generate_series(1, ${SKUS}) g`);
    await database.db.execute(sql`
      insert into boxes (account_id, shipment_row_id, number, length, width, height, weight, weight_unit)
      select ${accountId}, ${shipmentRowId}, g, 18, 14, 12, 24, 'ounces' from generate_series(1, ${BOXES}) g`);
    await database.db.execute(sql`
      insert into box_items (account_id, shipment_row_id, box_id, shipment_item_id, quantity)
      select ${accountId}, ${shipmentRowId}, b.id, si.id, 5
      from boxes b join shipment_items si on si.shipment_row_id = b.shipment_row_id
        and si.seller_sku = 'BENCH-' || lpad((((b.number - 1) / 10) + 1)::text, 4, '0')
      where b.shipment_row_id = ${shipmentRowId}`);
    await analyze(database, 'boxes', 'box_items', 'shipment_items', 'products');

    const download = async (route: string) => {
      const res = await fetch(`${base}/api/v1${route}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
      return res.text();
    };
    console.log(`\nShipment exports, ${SKUS} SKUs in ${BOXES} boxes (one client, ${ROUNDS} downloads each):`);
    for (const [label, route, rows] of [
      ['Export Shipment (Shipment_{id}.csv)', `/fullfilment/export-shipment/${shipmentRowId}`, SKUS],
      ['Export Boxes for Amazon (box content .tsv)', `/fullfilment/export-boxes-for-amazon/${shipmentRowId}`, BOXES],
    ] as const) {
      const first = await download(route);
      const lines = first.replace(/\r\n$/, '').split('\r\n').length - 1;
      if (lines !== rows) throw new Error(`${label}: ${lines} rows, expected ${rows}`);
      for (let i = 0; i < 3; i++) await download(route);
      const latencies: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const t = performance.now();
        await download(route);
        latencies.push(performance.now() - t);
      }
      console.log(
        `  ${label}: ${lines} rows, ${(first.length / 1024).toFixed(0)} kB; p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))} (target < 1 s)`,
      );
    }
  } finally {
    await app.close();
    await sandbox.close();
    await database.close();
  }
}
