/**
 * The shipment imports' figures (issue 15): a WORKING shipment of 200 SKUs, each shipping 80 units.
 *
 * - A 2,000-row box content file ('Seller SKU', 'Box No.', 'Quantity': 5 units of a SKU into each
 *   of 2,000 new boxes) read and judged (POST read-bulk-boxes-content with the file's bytes), then
 *   applied (PUT upload-bulk-boxes-content: judged again, 2,000 boxes made and filled in one
 *   transaction); target read + judge + apply < 2 s.
 * - A 2,000-box weight and dimension file read and judged (read-bulk-boxes-dimension), then
 *   applied (upload-bulk-boxes-dimension); target < 2 s.
 *
 * Each import runs a few times on fresh shipments; the figures printed are each run's times.
 * `BENCH_ONLY=imports npm run bench` runs it alone; `BENCH_IMPORTS=false` skips it.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  currentUserSchema,
  readBoxContentResponseSchema,
  readDimensionsResponseSchema,
  uploadBoxContentResponseSchema,
  uploadDimensionsResponseSchema,
} from '@stowline/domain';
import { startSandbox } from '@stowline/sandbox';
import { openDatabase, rowsOf } from '@stowline/server/testing';
import { call, createSeller, startBenchApp, seedBenchStore } from './support.js';

const SKUS = 200;
const ROWS = 2_000;
const RUNS = 3;
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function readFile<S extends typeof readBoxContentResponseSchema | typeof readDimensionsResponseSchema>(
  base: string,
  token: string,
  kind: string,
  shipmentRowId: string,
  csv: string,
  schema: S,
) {
  const res = await fetch(
    `${base}/api/v1/fullfilment/read-bulk-${kind}?inboundShipmentId=${shipmentRowId}&filename=bench.csv`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
      body: csv,
    },
  );
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`read-bulk-${kind}: ${res.status} ${JSON.stringify(body)}`);
  return schema.parse(body) as ReturnType<S['parse']>;
}

export async function benchShipmentImports(databaseUrl: string | undefined): Promise<void> {
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? await mkdtemp(path.join(tmpdir(), 'stowline-bench-db-')) : 'memory://',
  });
  const sandbox = await startSandbox({ port: 0 });
  const { app, base } = await startBenchApp(database, sandbox.port, 'imports');
  try {
    const token = await createSeller(database, base);
    const me = await call(base, 'GET', '/onboarding/get-current-user', token, currentUserSchema);
    const { accountId, storeId, storeMarketplaceId } = await seedBenchStore(database, me._id);
    await database.db.execute(sql`
      insert into products (account_id, store_marketplace_id, seller_sku, asin, fnsku, title, weight_value, weight_unit)
      select ${accountId}, ${storeMarketplaceId}, 'BENCH-' || lpad(g::text, 4, '0'), 'B0BENCH' || lpad(g::text, 3, '0'),
             'X0BENCH' || lpad(g::text, 3, '0'), 'Bench product ' || g, 1.25, 'pounds'
      from generate_series(1, ${SKUS}) g`);

    const newShipment = async (n: number) => {
      const [row] = rowsOf<{ id: string }>(
        await database.db.execute(sql`
          insert into shipments (account_id, store_id, store_marketplace_id, shipment_id, shipment_name, shipment_status,
                                 app_created, shipment_type, is_partnered)
          values (${accountId}, ${storeId}, ${storeMarketplaceId}, ${`FBAIMPORT${n}`}, 'Bench imports',
                  'WORKING', true, 'SP', 'false')
          returning id`),
      );
      await database.db.execute(sql`
        insert into shipment_items (account_id, shipment_row_id, seller_sku, fulfillment_network_sku, quantity_shipped)
        select ${accountId}, ${row!.id}, 'BENCH-' || lpad(g::text, 4, '0'), 'X0BENCH' || lpad(g::text, 3, '0'), 80
        from generate_series(1, ${SKUS}) g`);
      return row!.id;
    };

    // Box content: SKU k goes into boxes 10(k-1)+1 .. 10k, 5 units each (50 of its 80 units).
    const contentCsv = [
      'Seller SKU,Box No.,Quantity',
      ...Array.from({ length: ROWS }, (_, i) => `BENCH-${String(Math.floor(i / 10) + 1).padStart(4, '0')},${i + 1},5`),
    ].join('\r\n');
    const dimensionCsv = [
      'Box No.,Length (IN),Width (IN),Height (IN),Empty Box Weight (OZ)',
      ...Array.from({ length: ROWS }, (_, i) => `${i + 1},${18 + (i % 3)},14,12.5,${8 + (i % 5)}`),
    ].join('\r\n');

    console.log(
      `\nShipment imports, ${SKUS} SKUs (each shipping 80 units), ${ROWS.toLocaleString('en-US')}-row files:`,
    );
    for (let run = 1; run <= RUNS; run++) {
      const shipmentRowId = await newShipment(run);
      const t0 = performance.now();
      const content = await readFile(
        base,
        token,
        'boxes-content',
        shipmentRowId,
        contentCsv,
        readBoxContentResponseSchema,
      );
      const t1 = performance.now();
      const applied = await call(
        base,
        'PUT',
        '/fullfilment/upload-bulk-boxes-content',
        token,
        uploadBoxContentResponseSchema,
        {
          inboundShipmentId: shipmentRowId,
          fileData: content.fileData,
        },
      );
      const t2 = performance.now();
      if (content.stats.valid !== ROWS || applied.createdBoxCount !== ROWS)
        throw new Error(`box content: ${JSON.stringify(content.stats)} ${JSON.stringify(applied)}`);

      const dims = await readFile(
        base,
        token,
        'boxes-dimension',
        shipmentRowId,
        dimensionCsv,
        readDimensionsResponseSchema,
      );
      const t3 = performance.now();
      const dimsApplied = await call(
        base,
        'PUT',
        '/fullfilment/upload-bulk-boxes-dimension',
        token,
        uploadDimensionsResponseSchema,
        { inboundShipmentId: shipmentRowId, fileData: dims.fileData },
      );
      const t4 = performance.now();
      if (dims.stats.valid !== ROWS || dimsApplied.updatedBoxCount !== ROWS)
        throw new Error(`dimensions: ${JSON.stringify(dims.stats)} ${JSON.stringify(dimsApplied)}`);
      const [check] = rowsOf<{ boxed: number; units: number; events: number }>(
        await database.db.execute(sql`
          select (select sum(quantity_boxed)::int from shipment_items where shipment_row_id = ${shipmentRowId}) as boxed,
                 (select sum(units)::int from boxes where shipment_row_id = ${shipmentRowId} and weight_unit = 'ounces') as units,
                 (select count(*)::int from shipment_unit_events where shipment_row_id = ${shipmentRowId} and source = 'import') as events`),
      );
      console.log(
        `  run ${run}: box content (2,000 rows, 2,000 new boxes) read + judged ${ms(t1 - t0)}, applied ${ms(t2 - t1)}, total ${ms(t2 - t0)} (target < 2 s); ` +
          `dimensions (2,000 boxes) read + judged ${ms(t3 - t2)}, applied ${ms(t4 - t3)}, total ${ms(t4 - t2)} (target < 2 s); ` +
          `boxed ${check!.boxed}, units in measured boxes ${check!.units}, import trail rows ${check!.events}`,
      );
    }
  } finally {
    await app.close();
    await sandbox.close();
    await database.close();
  }
}
