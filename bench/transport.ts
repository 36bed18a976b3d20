/**
 * The transport estimate of issue 17 for a 2,000-box shipment packed after placement, end to end: POST
 * /fullfilment/sync-transport-content (202), the pg-boss job against the sandbox over real HTTP
 * (setPackingInformation with the 2,000 boxes and their items, generateTransportationOptions,
 * listTransportationOptions, each operation polled with getInboundOperationStatus), until GET
 * /fullfilment/get-transport/{id} shows the step finished; beside the least time the models' rate
 * limits and the sandbox's latency allow (target <= 1.2x).
 *
 * The shipment is a real one: its plan is made through the create-shipment calls (200 standard
 * SKUs, the one-centre placement option), so the estimate calls Amazon with the plan's ids; its
 * 2,000 boxes (10 a SKU, 3 units each, 18 x 14 x 12 in, 1.5 lb) and their items are written to the
 * database directly (the workbench and imports have their own figures), and its Box Content
 * Information is FEED, the heaviest request (every box carries its items). Placed before it was
 * packed, it ships as pallets (Amazon's pack-later workflow is for pallet deliveries only, issue
 * 26): partnered LTL, 20 pallets of 100 boxes, freight class 70. A small-parcel shipment sends its
 * boxes with Send Box Contents before placement instead (bench/small-parcel.ts).
 *
 * The floor: every SP-API call takes at least the sandbox's added latency L (SANDBOX_LATENCY_MS;
 * set on the sandbox only for the estimates, not while the shipment is made) and an operation stays
 * IN_PROGRESS D (SANDBOX_OPERATION_DELAY_MS, 1500 ms) from the call that started it. The estimate
 * must make, one after the other: listShipmentItems (the items Amazon lists for the shipment, which
 * the box items repeat), setPackingInformation, at least one getInboundOperationStatus that sees
 * SUCCESS (its latency may run while the operation does, so the operation costs D), the pages of
 * listShipmentBoxes (Amazon's box ids of the boxes sent), generateTransportationOptions, one more
 * status, and one listTransportationOptions page (the options fit pageSize 20): 6L + 2D, plus whatever the token buckets force (computed with
 * `leastTimeOfPhases` from the models' usage plans; every bucket full at the start, as the bench
 * lets them refill before it starts: none of these operations is asked past its burst). Our own
 * work (the route, pg-boss picking the job up, reading the boxes, building the request, the job's
 * poll timing, storing the options) counts as ours.
 *
 * The model: PackageGroupingInput.boxes has maxItems 5000 (BoxUpdateInput.quantity up to 10,000),
 * so the 2,000 boxes go in one setPackingInformation for the one shipment (528 kB here; the
 * sandbox's request-body limit is 1 MiB, which 2,000 boxes of 5 SKUs each would exceed).
 *
 * The shipment is estimated again and again (an ESTIMATED transport may be estimated anew): once
 * after the start (printed apart: only the marks saved in the database, if any), then 3 times at each latency, 0, 100
 * and 250 ms unless SANDBOX_LATENCY_MS names one. The measured time was the job's operation polls:
 * at once, then 250 ms x1.5 (gaps of 562 and 843 ms around 1.5 s), so an operation was seen done up
 * to 0.8 s late, twice (machine loaded: 1.47x at L 0, 1.14x at 100 ms, 1.41x at 250 ms). Decision
 * (apps/server/src/modules/transport/README.md, Speed): the job times its first poll by the last
 * operation of the same kind, then polls every 100 ms growing. Measured after it on the 2 shared
 * cores, PostgreSQL server, two runs (load average 1.9 falling to 1.0, then 1.2 falling to 0.7):
 * 3.22 and 3.20 s at L 0 (floor 3.00 s, 1.07x), 3.63 and 3.49 s at 100 ms (3.30 s, 1.10x and
 * 1.06x), 4.01 and 4.02 s at 250 ms (3.75 s, 1.07x). The first estimate after a start was 4.24
 * and 4.22 s (1.41x) while the marks lived in memory; kept in operation_timings it is 3.26 s
 * (1.09x) after a restart and 3.30 s (1.10x) on a new database.
 *
 * `BENCH_ONLY=transport npm run bench` runs it alone; `BENCH_TRANSPORT=false` skips it.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  chooseOptionResponseSchema,
  createInboundShipmentResponseSchema,
  MARKETPLACES,
  planRequestResponseSchema,
  shipmentSettingsResponseSchema,
  transportResponseSchema,
} from '@stowline/domain';
import { rowsOf } from '@stowline/server/testing';
import {
  addBenchWarehouse,
  analyze,
  call,
  followPlanRequest,
  leastTimeOfPhases,
  onboardWithProducts,
  weighProducts,
  withLargeStore,
} from './support.js';

const US = MARKETPLACES[0].marketplaceId;
const SKUS = 200;
const BOXES_PER_SKU = 10;
const UNITS_PER_BOX = 3;
const BOXES_PER_PALLET = 100;
/** The sandbox's added latency a call: SANDBOX_LATENCY_MS alone when set, else 0, 100 and 250 ms. */
const LATENCIES = process.env.SANDBOX_LATENCY_MS ? [Number(process.env.SANDBOX_LATENCY_MS)] : [0, 100, 250];
const OPERATION_DELAY_MS = Number(process.env.SANDBOX_OPERATION_DELAY_MS || 1500);
const RUNS = Number(process.env.BENCH_TRANSPORT_RUNS || 3);

export async function benchTransport(databaseUrl: string | undefined): Promise<void> {
  return withLargeStore(
    databaseUrl,
    'transport',
    OPERATION_DELAY_MS,
    async ({ database, sandbox, base, token, connected, sellerId }) => {
      const facts = sandbox
        .inboundFacts(sellerId)
        .filter(
          (f) =>
            f.status === 'Active' &&
            f.marketplaceIds.includes(US) &&
            !f.dangerousGoods &&
            f.sizeClass === 'standard' &&
            !f.caseQuantity &&
            !f.expirationDated &&
            f.maxShipmentQuantity >= BOXES_PER_SKU * UNITS_PER_BOX,
        )
        .slice(0, SKUS);
      if (facts.length < SKUS) throw new Error(`only ${facts.length} SKUs fit the transport bench`);
      const market = await onboardWithProducts(database, connected.connectedStore._id, facts);
      await weighProducts(database, market.id, facts);
      const warehouse = await addBenchWarehouse(base, token);
      const boxCount = SKUS * BOXES_PER_SKU;

      // The WORKING shipment, made through the create-shipment calls (the one-centre option).
      const id = await (async () => {
        const asked = await call(base, 'POST', '/createShipment/get-shipment-plan', token, planRequestResponseSchema, {
          storeMarketplaceId: market.id,
          warehouseId: warehouse,
          InboundShipmentPlanRequestItems: facts.map((f) => ({
            SellerSKU: f.sku,
            Quantity: BOXES_PER_SKU * UNITS_PER_BOX,
          })),
        });
        const planned = await followPlanRequest(base, token, asked._id, (r) => r.status !== 'IN_PROGRESS');
        if (planned.status !== 'SUCCESS') throw new Error(`the plan failed: ${planned.message}`);
        const single = planned.placementOptions.find((o) => o.centres === 1);
        if (!single) throw new Error('no one-centre placement option');
        const chosen = await call(
          base,
          'POST',
          `/createShipment/plan-requests/${planned._id}/choose-option`,
          token,
          chooseOptionResponseSchema,
          { placementOptionId: single.placementOptionId },
        );
        const plan = chosen.planRequest.InboundShipmentPlans[0]!;
        await call(
          base,
          'POST',
          `/createShipment/create-inbound-shipment/${plan.ShipmentId}`,
          token,
          createInboundShipmentResponseSchema,
          { planRequestId: planned._id, ShipmentName: 'Bench transport' },
        );
        const done = await followPlanRequest(base, token, planned._id, (r) =>
          ['CREATED', 'FAILED'].includes(r.InboundShipmentPlans[0]!.creation.status),
        );
        const creation = done.InboundShipmentPlans[0]!.creation;
        if (creation.status !== 'CREATED' || !creation.shipmentRowId)
          throw new Error(`the shipment was not created: ${JSON.stringify(creation)}`);
        const id = creation.shipmentRowId;
        // 10 boxes a SKU (by seller SKU order), 3 units each: every unit boxed, every box measured.
        await database.db.execute(sql`
        insert into boxes (account_id, shipment_row_id, number, length, width, height, weight, weight_unit)
        select ${market.accountId}, ${id}, g, 18, 14, 12, 1.5, 'pounds' from generate_series(1, ${boxCount}) g`);
        await database.db.execute(sql`
        with items as (select id, row_number() over (order by seller_sku) as n
                       from shipment_items where shipment_row_id = ${id})
        insert into box_items (account_id, shipment_row_id, box_id, shipment_item_id, quantity)
        select ${market.accountId}, ${id}, b.id, i.id, ${UNITS_PER_BOX}
        from boxes b join items i on i.n = (b.number - 1) / ${BOXES_PER_SKU} + 1
        where b.shipment_row_id = ${id}`);
        await call(base, 'POST', '/fullfilment/update-content-preference', token, shipmentSettingsResponseSchema, {
          inboundShipmentId: id,
          contentPreference: 'FEED',
        });
        await call(base, 'POST', '/fullfilment/shipment-settings', token, shipmentSettingsResponseSchema, {
          inboundShipmentId: id,
          shipmentType: 'LTL',
          isPartnered: 'true',
        });
        // 100 boxes a pallet, 60 in high, 40 lb of its own.
        await database.db.execute(sql`
        insert into pallets (account_id, shipment_row_id, number, height, weight)
        select ${market.accountId}, ${id}, g, 60, 40 from generate_series(1, ${boxCount / BOXES_PER_PALLET}) g`);
        await database.db.execute(sql`
        update boxes b set pallet_id = p.id from pallets p
        where b.shipment_row_id = ${id} and p.shipment_row_id = ${id}
          and p.number = (b.number - 1) / ${BOXES_PER_PALLET} + 1`);
        return id;
      })();
      const [counted] = rowsOf<{ boxes: number; units: number; items: number }>(
        await database.db.execute(sql`
        select (select count(*)::int from boxes where shipment_row_id = ${id}) as boxes,
               (select sum(quantity)::int from box_items where shipment_row_id = ${id}) as units,
               (select count(*)::int from shipment_items where shipment_row_id = ${id}) as items`),
      );
      await analyze(database, 'boxes', 'box_items', 'shipment_items');

      const estimate = async (latencyMs: number) => {
        sandbox.setFaults({ latencyMs });
        // Every token bucket full again (getInboundOperationStatus: 6 at 2 a second).
        await new Promise((r) => setTimeout(r, 4000));
        const before = sandbox.stats(sellerId).calls;
        const started = performance.now();
        await call(base, 'POST', '/fullfilment/sync-transport-content', token, transportResponseSchema, {
          inboundShipmentId: id,
          ShipmentType: 'LTL',
          IsPartnered: 'true',
          CarrierName: 'UNITED_PARCEL_SERVICE_INC',
          freightClass: '70',
          readyDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        });
        for (;;) {
          const state = (await call(base, 'GET', `/fullfilment/get-transport/${id}`, token, transportResponseSchema))
            .transport;
          if (state.step) {
            await new Promise((r) => setTimeout(r, 20));
            continue;
          }
          const seconds = (performance.now() - started) / 1000;
          if (state.error || state.transportStatus !== 'ESTIMATED' || state.feedStatus !== 'Success')
            throw new Error(`the estimate failed: ${JSON.stringify(state).slice(0, 600)}`);
          const after = sandbox.stats(sellerId).calls;
          const chosen = state.options.find((o) => o.matchesSettings);
          const calls = Object.keys(after)
            .filter((k) => (after[k] ?? 0) > (before[k] ?? 0))
            .map((k) => `${k} ${after[k]! - (before[k] ?? 0)}`)
            .join(', ');
          return {
            seconds,
            calls,
            options: `${state.options.length} options, partnered quote ${chosen?.cost?.amount} ${chosen?.cost?.code}`,
          };
        }
      };
      /**
       * The least time for latency L and operation time D: the status poll that sees SUCCESS may
       * run its latency while the operation does, so an operation costs max(D, L).
       */
      const floorFor = (latencyMs: number) => {
        const L = latencyMs / 1000;
        const D = OPERATION_DELAY_MS / 1000;
        return leastTimeOfPhases([
          // The items Amazon lists for the shipment (the box items repeat their owners and expiry).
          { calls: { listShipmentItems: 1 } },
          { wait: L },
          { calls: { setPackingInformation: 1 } },
          { wait: L },
          { calls: { getInboundOperationStatus: 1 } },
          { wait: Math.max(D, L) },
          // Amazon's box ids of the boxes just sent, a page after the other (1,000 a page).
          ...Array.from({ length: Math.ceil(boxCount / 1000) }, () => [
            { calls: { listShipmentBoxes: 1 } },
            { wait: L },
          ]).flat(),
          { calls: { generateTransportationOptions: 1 } },
          { wait: L },
          { calls: { getInboundOperationStatus: 1 } },
          { wait: Math.max(D, L) },
          { calls: { listTransportationOptions: 1 } },
          { wait: L },
        ]);
      };

      console.log(
        `\nTransport estimate, partnered LTL (20 pallets), ${counted!.boxes} boxes (${counted!.items} SKUs, ${counted!.units} units, FEED box content), sandbox at the models' rate limits, operations taking ${OPERATION_DELAY_MS} ms:`,
      );
      const cold = await estimate(LATENCIES[0]!);
      console.log(
        `  ${cold.options}; the first estimate after start: ${cold.seconds.toFixed(2)} s at ${LATENCIES[0]} ms a call = ${(cold.seconds / floorFor(LATENCIES[0]!)).toFixed(2)}x its floor (SP-API calls: ${cold.calls})`,
      );
      for (const latencyMs of LATENCIES) {
        const runs: { seconds: number; calls: string }[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await estimate(latencyMs));
        const seconds = runs.map((r) => r.seconds);
        const median = [...seconds].sort((a, b) => a - b)[Math.floor(seconds.length / 2)]!;
        const floor = floorFor(latencyMs);
        console.log(
          `  ${latencyMs} ms a call, ${RUNS} estimates: ${seconds.map((v) => v.toFixed(2)).join(', ')} s; median ${median.toFixed(2)} s; least time the limits and latency allow ${floor.toFixed(2)} s = ${(median / floor).toFixed(2)}x (target <= 1.2x); calls of the last: ${runs.at(-1)!.calls}`,
        );
      }
      const throttled = Object.values(sandbox.stats(sellerId).throttled).reduce((a, b) => a + b, 0);
      console.log(`  429s seen by the store (the shipment's creation included) ${throttled}`);
    },
  );
}
