/**
 * The create-shipment figures of issue 13: plans for 200 SKUs and every plan created, against the
 * sandbox at the models' rate limits and its operation latency, beside the least time those allow.
 *
 * The floor: the flow's steps follow one another, so it is its phases one after the other, each
 * as fast as the token buckets allow (every bucket full at the start and refilling all along, as
 * the sandbox's do): createInboundPlan and its operation, generatePlacementOptions and its
 * operation, reading the options and every shipment of every option (getShipment and
 * listShipmentItems side by side), then confirmPlacementOption and its operation, and each created
 * shipment's updateShipmentName and getShipment. Operation polls and network time count as ours.
 * The store's SKUs are written to the database directly (the sync has its own figures).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  createInboundShipmentResponseSchema,
  MARKETPLACES,
  planRequestResponseSchema,
  warehouseResponseSchema,
  type PlanRequestResponse,
} from '@stowline/domain';
import { startSandbox } from '@stowline/sandbox';
import { openDatabase, rowsOf, USAGE_PLANS, type Operation } from '@stowline/server/testing';
import { call, connectLargeStore, createSeller, startBenchApp } from './support.js';

const US = MARKETPLACES[0].marketplaceId;
const SKUS = Number(process.env.BENCH_INBOUND_SKUS || 200);
const OPERATION_DELAY_MS = 1500;

type Phase = { wait: number } | { calls: Partial<Record<Operation, number>> };

/**
 * The least time a sequence of phases takes: a wait is a wait; a phase's calls run side by side
 * across operations, each operation's calls as its token bucket (burst, then `rate` a second)
 * allows, and the next phase starts when the slowest is done. Buckets carry over between phases.
 */
export function leastTimeOfPhases(phases: readonly Phase[]): number {
  const buckets = new Map<string, { tokens: number; at: number }>();
  let now = 0;
  for (const phase of phases) {
    if ('wait' in phase) {
      now += phase.wait;
      continue;
    }
    let end = now;
    for (const [operation, count] of Object.entries(phase.calls)) {
      const plan = USAGE_PLANS[operation as Operation];
      const bucket = buckets.get(operation) ?? { tokens: plan.burst, at: 0 };
      let tokens = Math.min(plan.burst, bucket.tokens + (now - bucket.at) * plan.rate);
      let t = now;
      for (let i = 0; i < (count ?? 0); i += 1) {
        if (tokens < 1) {
          t += (1 - tokens) / plan.rate;
          tokens = 1;
        }
        tokens -= 1;
      }
      buckets.set(operation, { tokens, at: t });
      end = Math.max(end, t);
    }
    now = end;
  }
  return now;
}

async function follow(base: string, token: string, id: string, done: (r: PlanRequestResponse) => boolean) {
  for (;;) {
    const request = await call(base, 'GET', `/createShipment/plan-requests/${id}`, token, planRequestResponseSchema);
    if (done(request)) return request;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function benchInbound(databaseUrl: string | undefined): Promise<void> {
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? await mkdtemp(path.join(tmpdir(), 'stowline-bench-db-')) : 'memory://',
  });
  const sandbox = await startSandbox({ port: 0, rateScale: 1, operationDelayMs: OPERATION_DELAY_MS });
  const { app, base } = await startBenchApp(database, sandbox.port, 'inbound');
  try {
    const token = await createSeller(database, base);
    const { connected, sellerId } = await connectLargeStore(base, token);
    const storeId = connected.connectedStore._id;
    const facts = sandbox
      .inboundFacts(sellerId)
      .filter((f) => f.status === 'Active' && f.marketplaceIds.includes(US) && !f.dangerousGoods)
      .slice(0, SKUS);
    const units = (f: (typeof facts)[number]) =>
      Math.min(f.maxShipmentQuantity, f.caseQuantity ? f.caseQuantity * 2 : 24);
    // Onboarded and synced as the sync would leave it, with the chosen SKUs as products.
    const [market] = rowsOf<{ id: string; account_id: string }>(
      await database.db.execute(sql`
        with acc as (update accounts set subscribed = true, onboard_completed = true, payment_status = 'success'
                     where id = (select account_id from stores where id = ${storeId}) returning id),
             st as (update stores set shipments_synced = true where id = ${storeId} returning id, account_id)
        insert into store_marketplaces (account_id, store_id, marketplace_id, code, is_default, listing_synced,
                                        catalog_synced, quantity_synced, prep_instruction_synced)
        select account_id, id, ${US}, 'US', true, true, true, true, true from st
        returning id, account_id`),
    );
    const products = facts.map((f) => ({
      seller_sku: f.sku,
      asin: f.asin,
      fnsku: f.fnsku,
      fba_type: f.sizeClass === 'standard' ? 'STANDARD' : 'OVERSIZED',
      amz_expirable: f.expirationDated,
      prep_details_list: [{ prepInstruction: f.prepRequired ? 'Polybagging' : 'NoPrep', prepOwner: 'SELLER' }],
    }));
    await database.db.execute(sql`
      insert into products (account_id, store_marketplace_id, seller_sku, asin, fnsku, fba_type, amz_expirable, prep_details_list)
      select ${market!.account_id}, ${market!.id}, x.seller_sku, x.asin, x.fnsku, x.fba_type, x.amz_expirable, x.prep_details_list
      from jsonb_to_recordset(${JSON.stringify(products)}::jsonb)
        as x(seller_sku text, asin text, fnsku text, fba_type text, amz_expirable boolean, prep_details_list jsonb)`);
    const warehouse = await call(base, 'POST', '/createShipment/add-warehouse', token, warehouseResponseSchema, {
      obj: {
        name: 'Bench warehouse',
        addressline1: '1200 Industrial Way',
        city: 'Portland',
        stateOrProvinceCode: 'OR',
        postalCode: '97217',
        countryCode: 'US',
        companyContact: { name: 'Pat Packer', phone: '5035550100', email: 'pat@example.com' },
      },
    });

    const started = performance.now();
    const asked = await call(base, 'POST', '/createShipment/get-shipment-plan', token, planRequestResponseSchema, {
      storeMarketplaceId: market!.id,
      warehouseId: warehouse.warehouse._id,
      InboundShipmentPlanRequestItems: facts.map((f) => ({ SellerSKU: f.sku, Quantity: units(f) })),
    });
    const planned = await follow(base, token, asked._id, (r) => r.status !== 'IN_PROGRESS');
    const planSeconds = (performance.now() - started) / 1000;
    if (planned.status !== 'SUCCESS') throw new Error(`the plan failed: ${planned.message}`);
    const plans = planned.InboundShipmentPlans;
    for (const plan of plans)
      await call(
        base,
        'POST',
        `/createShipment/create-inbound-shipment/${plan.ShipmentId}`,
        token,
        createInboundShipmentResponseSchema,
        { planRequestId: planned._id, ShipmentName: 'Bench' },
      );
    const done = await follow(base, token, asked._id, (r) =>
      r.InboundShipmentPlans.every((p) => p.creation.status === 'CREATED' || p.creation.status === 'FAILED'),
    );
    const seconds = (performance.now() - started) / 1000;
    const createdCount = done.InboundShipmentPlans.filter((p) => p.creation.status === 'CREATED').length;

    const shipmentsRead = planned.placementOptions.reduce((n, o) => n + o.shipmentIds.length, 0);
    const delay = OPERATION_DELAY_MS / 1000;
    const floor = leastTimeOfPhases([
      { calls: { createInboundPlan: 1 } },
      { wait: delay },
      { calls: { generatePlacementOptions: 1 } },
      { wait: delay },
      { calls: { listPlacementOptions: 1 } },
      { calls: { getShipment: shipmentsRead, listShipmentItems: shipmentsRead } },
      { calls: { confirmPlacementOption: 1 } },
      { wait: delay },
      { calls: { updateShipmentName: plans.length, getShipment: plans.length } },
    ]);
    const stats = sandbox.stats(sellerId);
    const throttled = Object.values(stats.throttled).reduce((a, b) => a + b, 0);
    console.log(
      `\nShipment plans and creation for ${facts.length} SKUs (US), sandbox at the models' rate limits, operations taking ${OPERATION_DELAY_MS} ms:`,
    );
    console.log(
      `  ${planned.placementOptions.length} placement options, ${shipmentsRead} shipments read, ${plans.length} plans, ${createdCount} created; 429s seen ${throttled}`,
    );
    console.log(
      `  plans ready in ${planSeconds.toFixed(1)} s; plans and creation ${seconds.toFixed(1)} s; least time the limits and the operation latency allow ${floor.toFixed(1)} s = ${(seconds / floor).toFixed(2)}x (target <= 1.2x)`,
    );
  } finally {
    await app.close();
    await sandbox.close();
    await database.close();
  }
}
