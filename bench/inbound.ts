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
import { performance } from 'node:perf_hooks';
import { createInboundShipmentResponseSchema, MARKETPLACES, planRequestResponseSchema } from '@stowline/domain';
import {
  addBenchWarehouse,
  call,
  followPlanRequest,
  leastTimeOfPhases,
  onboardWithProducts,
  withLargeStore,
} from './support.js';

const US = MARKETPLACES[0].marketplaceId;
const SKUS = Number(process.env.BENCH_INBOUND_SKUS || 200);
const OPERATION_DELAY_MS = 1500;
/** The expiry date the expiration-dated SKUs are planned with: after today, as the server asks. */
const EXPIRY_DATE = `${new Date().getUTCFullYear() + 3}-06-30`;

export async function benchInbound(databaseUrl: string | undefined): Promise<void> {
  return withLargeStore(
    databaseUrl,
    'inbound',
    OPERATION_DELAY_MS,
    async ({ database, sandbox, base, token, connected, sellerId }) => {
      const storeId = connected.connectedStore._id;
      const facts = sandbox
        .inboundFacts(sellerId)
        .filter((f) => f.status === 'Active' && f.marketplaceIds.includes(US) && !f.dangerousGoods)
        .slice(0, SKUS);
      const units = (f: (typeof facts)[number]) =>
        Math.min(f.maxShipmentQuantity, f.caseQuantity ? f.caseQuantity * 2 : 24);
      const market = await onboardWithProducts(database, storeId, facts);
      const warehouse = await addBenchWarehouse(base, token);

      const started = performance.now();
      const asked = await call(base, 'POST', '/createShipment/get-shipment-plan', token, planRequestResponseSchema, {
        storeMarketplaceId: market.id,
        warehouseId: warehouse,
        // Expiration-dated SKUs carry the seller's expiry date, as the drawer's cards send them.
        InboundShipmentPlanRequestItems: facts.map((f) => ({
          SellerSKU: f.sku,
          Quantity: units(f),
          ...(f.expirationDated ? { expiration: EXPIRY_DATE } : {}),
        })),
      });
      const planned = await followPlanRequest(base, token, asked._id, (r) => r.status !== 'IN_PROGRESS');
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
      const done = await followPlanRequest(base, token, asked._id, (r) =>
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
    },
  );
}
