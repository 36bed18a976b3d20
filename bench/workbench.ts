/**
 * The shipment workbench's box figures (issue 14): a WORKING shipment of 200 SKUs in 2,000 boxes,
 * written straight to the database (creating it is the inbound bench's subject).
 *
 * - Detail data: the shipment, the first items page, the item errors, the first boxes page and
 *   the box errors, asked side by side as the detail page asks them when it opens; p95 of the
 *   round (target < 100 ms), and each call alone.
 * - A scan round trip (add-scan-item-to-box, one unit by FNSKU into a box) at 20 concurrent
 *   scanners, each scanning five times a second (faster than a packer can): p95 (target < 30 ms).
 *   Then the same 20 back to back with no pause, the capacity (scans a second) and its latency,
 *   with the bare SQL the scan runs, at the same concurrency, beside it.
 *
 * `BENCH_ONLY=workbench npm run bench` runs it alone; `BENCH_WORKBENCH=false` skips it.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  addScanItemToBoxResponseSchema,
  boxesErrorsResponseSchema,
  currentUserSchema,
  getBoxesResponseSchema,
  getShipmentItemsResponseSchema,
  itemErrorsResponseSchema,
  shipmentResponseSchema,
} from '@stowline/domain';
import { startSandbox } from '@stowline/sandbox';
import { openDatabase, rowsOf } from '@stowline/server/testing';
import { loadFromWorker, roundsFromWorker, type LoadRequest } from './http-load.js';
import { analyze, call, createSeller, startBenchApp, seedBenchStore } from './support.js';

const SKUS = 200;
const BOXES = 2_000;
const SCANNERS = 20;
/** How often each bench scanner scans: 5 a second, beyond a person's pace. */
const SCAN_PACE_MS = 200;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function load(total: number, concurrency: number, task: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        await task(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** The scan's one statement (box-items.repository.ts `scanUnits`, by the box as the spec's call names it). */
const SCAN_SQL = `with s as (
  select id, account_id, store_id, store_marketplace_id, shipment_id, shipment_status, are_cases_required,
         shipment_type, is_partnered, app_created,
         set_config('stowline.unit_user', $4, true) as _u, set_config('stowline.unit_source', 'scan', true) as _s,
         set_config('stowline.unit_action', 'add-scan-item-to-box', true) as _a
  from shipments where account_id = $1 and id = (select shipment_row_id from boxes where account_id = $1 and id = $2) for share),
ins as (
  insert into box_items (account_id, shipment_row_id, box_id, shipment_item_id, quantity)
  select $1, b.shipment_row_id, b.id, si.id, 1
  from s join boxes b on b.shipment_row_id = s.id and b.id = $2
  cross join lateral (select id from shipment_items where shipment_row_id = s.id and fulfillment_network_sku = $3
                      order by quantity_shipped - quantity_boxed desc, seller_sku limit 1) si
  where s.shipment_status = 'WORKING' and not s.are_cases_required and s._u is not null and s._s is not null and s._a is not null
  on conflict (box_id, shipment_item_id) do update set quantity = box_items.quantity + excluded.quantity, updated_at = now()
  returning shipment_item_id)
select s.id, s.shipment_status, s.are_cases_required, (select shipment_item_id from ins limit 1) as item_id from s`;

export async function benchWorkbench(databaseUrl: string | undefined): Promise<void> {
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? await mkdtemp(path.join(tmpdir(), 'stowline-bench-db-')) : 'memory://',
  });
  const sandbox = await startSandbox({ port: 0 });
  const { app, base } = await startBenchApp(database, sandbox.port, 'workbench');
  try {
    const token = await createSeller(database, base);
    const me = await call(base, 'GET', '/onboarding/get-current-user', token, currentUserSchema);
    // Onboarded with a store and its US marketplace; a WORKING shipment of 200 SKUs, each shipping
    // 80 units of which 50 sit in 10 boxes of 5 (2,000 boxes, most with dimensions), 30 left to scan.
    const userId = me._id;
    const { accountId, storeId, storeMarketplaceId } = await seedBenchStore(database, userId);
    const [shipment] = rowsOf<{ id: string }>(
      await database.db.execute(sql`
        insert into shipments (account_id, store_id, store_marketplace_id, shipment_id, shipment_name, shipment_status,
                               app_created, shipment_type, is_partnered)
        values (${accountId}, ${storeId}, ${storeMarketplaceId}, 'FBABENCH0001', 'Bench workbench', 'WORKING', true, 'SP', 'false')
        returning id`),
    );
    const shipmentRowId = shipment!.id;
    await database.db.execute(sql`
      insert into products (account_id, store_marketplace_id, seller_sku, asin, fnsku, title, weight_value, weight_unit)
      select ${accountId}, s.store_marketplace_id, 'BENCH-' || lpad(g::text, 4, '0'), 'B0BENCH' || lpad(g::text, 3, '0'),
             'X0BENCH' || lpad(g::text, 3, '0'), 'Bench product ' || g, 1.25, 'pounds'
      from shipments s, generate_series(1, ${SKUS}) g where s.id = ${shipmentRowId}`);
    await database.db.execute(sql`
      insert into shipment_items (account_id, shipment_row_id, seller_sku, fulfillment_network_sku, quantity_shipped)
      select ${accountId}, ${shipmentRowId}, 'BENCH-' || lpad(g::text, 4, '0'), 'X0BENCH' || lpad(g::text, 3, '0'), 80
      from generate_series(1, ${SKUS}) g`);
    await database.db.execute(sql`
      insert into boxes (account_id, shipment_row_id, number, length, width, height, weight, weight_unit, tracking_id)
      select ${accountId}, ${shipmentRowId}, g,
             case when g % 50 = 0 then null else 18 end, 14, 12, 1.5, 'pounds', case when g % 40 = 0 then null else 'T' || g end
      from generate_series(1, ${BOXES}) g`);
    await database.db.execute(sql`
      insert into box_items (account_id, shipment_row_id, box_id, shipment_item_id, quantity)
      select ${accountId}, ${shipmentRowId}, b.id, si.id, 5
      from boxes b join shipment_items si on si.shipment_row_id = b.shipment_row_id
        and si.seller_sku = 'BENCH-' || lpad((((b.number - 1) / 10) + 1)::text, 4, '0')
      where b.shipment_row_id = ${shipmentRowId}`);
    await analyze(database, 'boxes', 'box_items', 'shipment_items', 'shipment_unit_events');
    const boxIds = rowsOf<{ id: string }>(
      await database.db.execute(sql`select id from boxes where shipment_row_id = ${shipmentRowId} order by number`),
    ).map((r) => r.id);

    // Detail data: what the detail page asks for when it opens, side by side: the shipment, the
    // first items page and the item errors, the first boxes page and the box errors. Each answer
    // is read with its schema once; the timed rounds take the bodies as JSON.
    const detailCalls = [
      ['GET', `/fullfilment/get-shipment/${shipmentRowId}`, undefined, shipmentResponseSchema],
      ['POST', '/fullfilment/get-shipment-items', { inboundShipmentId: shipmentRowId }, getShipmentItemsResponseSchema],
      ['GET', `/fullfilment/get-shipment-item-errors/${shipmentRowId}`, undefined, itemErrorsResponseSchema],
      ['POST', '/fullfilment/get-boxes', { inboundShipmentId: shipmentRowId, nextLimit: 0 }, getBoxesResponseSchema],
      ['GET', `/fullfilment/get-boxes-errors/${shipmentRowId}`, undefined, boxesErrorsResponseSchema],
    ] as const;
    for (const [method, route, body, schema] of detailCalls) await call(base, method, route, token, schema, body);
    const detailRound: LoadRequest[] = detailCalls.map(([method, route, body]) => ({
      method,
      url: `${base}/api/v1${route}`,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }));
    const alone = async (request: LoadRequest) =>
      `${request.url.replace(/^.*\/api\/v1|\/[0-9a-f-]{36}$/g, '')} ${ms(percentile(await roundsFromWorker({ token, rounds: [[request]], total: 100, concurrency: 1 }), 95))}`;
    await roundsFromWorker({ token, rounds: [detailRound], total: 50, concurrency: 4 });
    const details = await roundsFromWorker({ token, rounds: [detailRound], total: 400, concurrency: 4 });
    const detailsOne = await roundsFromWorker({ token, rounds: [detailRound], total: 200, concurrency: 1 });
    const each: string[] = [];
    for (const request of detailRound) each.push(await alone(request));
    console.log(`\nShipment workbench, ${SKUS} SKUs in ${BOXES} boxes:`);
    console.log(
      `  detail data (shipment, first items page, item errors, first boxes page, box errors, side by side), a page opening, ${detailsOne.length} rounds: p50 ${ms(percentile(detailsOne, 50))}  p95 ${ms(percentile(detailsOne, 95))} (target p95 < 100 ms)`,
    );
    console.log(
      `  the same with 4 pages opening at once, ${details.length} rounds: p50 ${ms(percentile(details, 50))}  p95 ${ms(percentile(details, 95))}; each call alone, p95: ${each.join('; ')}`,
    );

    // Scans: 20 scanners (keep-alive connections from a thread of their own, so the server has its
    // event loop to itself), each round one unit of a SKU with units left into one of 20 boxes.
    const scanBodies = Array.from({ length: 1_000 }, (_, i) =>
      JSON.stringify({
        boxId: boxIds[(i % SCANNERS) * 97]!,
        item: { fnSku: `X0BENCH${String(1 + ((i * 7919) % SKUS)).padStart(3, '0')}` },
      }),
    );
    await call(
      base,
      'POST',
      '/fullfilment/add-scan-item-to-box',
      token,
      addScanItemToBoxResponseSchema,
      JSON.parse(scanBodies[0]!),
    );
    const scanUrl = `${base}/api/v1/fullfilment/add-scan-item-to-box`;
    await loadFromWorker({ url: scanUrl, token, bodies: scanBodies, total: 100, concurrency: SCANNERS });
    // Twenty packers, each scanning a unit every SCAN_PACE_MS (faster than a person can pick, look
    // and scan: a hand scanner's pace is one to three a second): the target. Then the same twenty
    // back to back, with no pause at all, for what the server and database can take.
    const paced = await loadFromWorker({
      url: scanUrl,
      token,
      bodies: scanBodies,
      total: 1_000,
      concurrency: SCANNERS,
      intervalMs: SCAN_PACE_MS,
    });
    console.log(
      `  scan round trip (add-scan-item-to-box), ${SCANNERS} scanners each scanning every ${SCAN_PACE_MS} ms (${(SCANNERS * 1000) / SCAN_PACE_MS} scans/s), ${paced.length} scans: p50 ${ms(percentile(paced, 50))}  p95 ${ms(percentile(paced, 95))} (target p95 < 30 ms)`,
    );
    const scansStarted = performance.now();
    const scans = await loadFromWorker({
      url: scanUrl,
      token,
      bodies: scanBodies,
      total: 1_000,
      concurrency: SCANNERS,
    });
    const scanSeconds = (performance.now() - scansStarted) / 1000;
    console.log(
      `  the same ${SCANNERS} scanners back to back (no pause: capacity), ${scans.length} scans: p50 ${ms(percentile(scans, 50))}  p95 ${ms(percentile(scans, 95))}  ${(scans.length / scanSeconds).toFixed(0)} scans/s`,
    );
    if (databaseUrl) {
      const pool = new pg.Pool({ connectionString: databaseUrl, max: SCANNERS });
      const bare = await load(1_000, SCANNERS, async (i) => {
        const sku = 1 + ((i * 7919) % SKUS);
        await pool.query({
          name: 'bench_scan',
          text: SCAN_SQL,
          values: [accountId, boxIds[(i % SCANNERS) * 97 + 1], `X0BENCH${String(sku).padStart(3, '0')}`, userId],
        });
      });
      await pool.end();
      const bareP95 = percentile(bare.latencies, 95);
      console.log(
        `  the scan's SQL bare (one statement: shipment for share with the audit names, the insert, whose triggers count and record), ${SCANNERS} concurrent: p50 ${ms(percentile(bare.latencies, 50))}  p95 ${ms(bareP95)}; API/SQL p95 ratio ${(percentile(scans, 95) / bareP95).toFixed(2)}`,
      );
      console.log(`    ${SCAN_SQL.replace(/\s+/g, ' ')}`);
    }
    const [check] = rowsOf<{ boxed: number; in_boxes: number; units: number }>(
      await database.db.execute(sql`
        select (select sum(quantity_boxed)::int from shipment_items where shipment_row_id = ${shipmentRowId}) as boxed,
               (select sum(quantity)::int from box_items where shipment_row_id = ${shipmentRowId}) as in_boxes,
               (select sum(units)::int from boxes where shipment_row_id = ${shipmentRowId}) as units`),
    );
    console.log(
      `  counts after: boxed ${check!.boxed}, in box items ${check!.in_boxes}, box units ${check!.units} (all equal)`,
    );
  } finally {
    await app.close();
    await sandbox.close();
    await database.close();
  }
}
