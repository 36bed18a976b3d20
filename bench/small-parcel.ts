/**
 * The small-parcel path of issue 26, packed before placement, for 200 SKUs: Create Ship Plan
 * (prep details, createInboundPlan, packing options and groups), Create Shipment (the packing
 * option confirmed, a shipment per group), Send Box Contents (setPackingInformation by packing
 * group, placement options and every shipment of every option read), confirm placement (the boxes
 * placed in Amazon's shipments with Amazon's box ids), then the plan's transport estimated and
 * confirmed (partnered UPS), against the sandbox at the models' rate limits and its operation time.
 *
 * The seller's packing is not timed: the bench packs every group in the database between the
 * calls (one box a SKU, every unit in it, every box measured and weighed), as a packer would
 * between Create Shipment and Send Box Contents. The rest is timed from each call to the moment the
 * screens see its outcome, and set beside the least time the token buckets and the sandbox's
 * operation times allow for the same calls one phase after another (`leastTimeOfPhases`): every
 * operation's polls and the network count as ours. Target: within 1.2x.
 *
 * `BENCH_ONLY=small-parcel npm run bench` runs it alone; `BENCH_SMALL_PARCEL=false` skips it.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  createInboundShipmentResponseSchema,
  MARKETPLACES,
  planRequestResponseSchema,
  transportResponseSchema,
  type PlanRequestResponse,
  type TransportState,
} from '@stowline/domain';
import {
  addBenchWarehouse,
  call,
  followPlanRequest,
  leastTimeOfPhases,
  onboardWithProducts,
  weighProducts,
  withLargeStore,
} from './support.js';

const US = MARKETPLACES[0].marketplaceId;
const SKUS = Number(process.env.BENCH_SMALL_PARCEL_SKUS || 200);
const UNITS = 12;
const OPERATION_DELAY_MS = 1500;

export async function benchSmallParcel(databaseUrl: string | undefined): Promise<void> {
  return withLargeStore(
    databaseUrl,
    'small-parcel',
    OPERATION_DELAY_MS,
    async ({ database, sandbox, base, token, connected, sellerId }) => {
      const facts = sandbox
        .inboundFacts(sellerId)
        .filter(
          (f) =>
            f.status === 'Active' &&
            f.marketplaceIds.includes(US) &&
            !f.dangerousGoods &&
            !f.caseQuantity &&
            !f.expirationDated &&
            f.maxShipmentQuantity >= UNITS,
        )
        .slice(0, SKUS);
      if (facts.length < SKUS) throw new Error(`only ${facts.length} SKUs fit the small-parcel bench`);
      const market = await onboardWithProducts(database, connected.connectedStore._id, facts);
      await weighProducts(database, market.id, facts);
      const warehouse = await addBenchWarehouse(base, token);
      const timed: Record<string, number> = {};
      const time = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
        const started = performance.now();
        const result = await work();
        timed[name] = (performance.now() - started) / 1000;
        return result;
      };
      const follow = (id: string, done: (r: PlanRequestResponse) => boolean) =>
        followPlanRequest(base, token, id, done);

      const planned = await time('plan', async () => {
        const asked = await call(base, 'POST', '/createShipment/get-shipment-plan', token, planRequestResponseSchema, {
          storeMarketplaceId: market.id,
          warehouseId: warehouse,
          shippingMode: 'SP',
          InboundShipmentPlanRequestItems: facts.map((f) => ({ SellerSKU: f.sku, Quantity: UNITS })),
        });
        return follow(asked._id, (r) => r.status !== 'IN_PROGRESS');
      });
      if (planned.status !== 'SUCCESS') throw new Error(`the plan failed: ${planned.message}`);
      const groups = await time('create', async () => {
        await call(
          base,
          'POST',
          `/createShipment/create-inbound-shipment/${planned.packingGroups[0]!.packingGroupId}`,
          token,
          createInboundShipmentResponseSchema,
          { planRequestId: planned._id, ShipmentName: 'Bench parcels', IntendedBoxContentsSource: 'FEED' },
        );
        return (await follow(planned._id, (r) => r.packingGroups.every((g) => g.creation.status !== 'IN_PROGRESS')))
          .packingGroups;
      });
      if (groups.some((g) => g.creation.status !== 'CREATED')) throw new Error('a packing group was not created');

      // The packer's work, not timed: one box a SKU, 14 x 10 x 8 in, 6 lb.
      for (const group of groups) {
        const id = group.creation.shipmentRowId!;
        await database.db.execute(sql`
          insert into boxes (account_id, shipment_row_id, number, length, width, height, weight, weight_unit)
          select ${market.accountId}, ${id}, row_number() over (order by seller_sku), 14, 10, 8, 6, 'pounds'
          from shipment_items where shipment_row_id = ${id}`);
        await database.db.execute(sql`
          with items as (select id, quantity_shipped, row_number() over (order by seller_sku) as n
                         from shipment_items where shipment_row_id = ${id})
          insert into box_items (account_id, shipment_row_id, box_id, shipment_item_id, quantity)
          select ${market.accountId}, ${id}, b.id, i.id, i.quantity_shipped
          from boxes b join items i on i.n = b.number where b.shipment_row_id = ${id}`);
      }

      const placed = await time('send and place', async () => {
        await call(
          base,
          'POST',
          `/createShipment/packed-shipments/${groups[0]!.creation.shipmentRowId}/send-box-contents`,
          token,
          createInboundShipmentResponseSchema,
        );
        const options = await follow(planned._id, (r) => r.status !== 'IN_PROGRESS');
        if (options.status !== 'SUCCESS') throw new Error(`placement failed: ${options.message}`);
        await call(
          base,
          'POST',
          `/createShipment/create-inbound-shipment/${options.InboundShipmentPlans[0]!.ShipmentId}`,
          token,
          createInboundShipmentResponseSchema,
          { planRequestId: planned._id, ShipmentName: 'Bench parcels', IntendedBoxContentsSource: 'FEED' },
        );
        return follow(planned._id, (r) =>
          r.InboundShipmentPlans.every((p) => p.creation.status === 'CREATED' || p.creation.status === 'FAILED'),
        );
      });
      if (placed.InboundShipmentPlans.some((p) => p.creation.status !== 'CREATED'))
        throw new Error('a shipment was not placed');
      const first = placed.InboundShipmentPlans[0]!.creation.shipmentRowId!;

      const settled = async (): Promise<TransportState> => {
        for (;;) {
          const state = (await call(base, 'GET', `/fullfilment/get-transport/${first}`, token, transportResponseSchema))
            .transport;
          if (!state.step) return state;
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      const estimated = await time('transport estimate', async () => {
        await call(base, 'POST', '/fullfilment/sync-transport-content', token, transportResponseSchema, {
          inboundShipmentId: first,
          ShipmentType: 'SP',
          IsPartnered: 'true',
          CarrierName: 'UNITED_PARCEL_SERVICE_INC',
        });
        return settled();
      });
      if (estimated.error) throw new Error(`the estimate failed: ${estimated.error}`);
      const confirmed = await time('transport confirm', async () => {
        await call(base, 'POST', '/fullfilment/confirm-transport-shipment-content', token, transportResponseSchema, {
          inboundShipmentId: first,
          transportationOptionId: estimated.options.find((o) => o.matchesSettings)!.transportationOptionId,
        });
        return settled();
      });
      if (confirmed.transportStatus !== 'CONFIRMED') throw new Error(`the confirm failed: ${confirmed.error}`);

      const shipments = placed.InboundShipmentPlans.length;
      const optionShipments = placed.placementOptions.reduce((n, o) => n + o.shipmentIds.length, 0);
      const delay = OPERATION_DELAY_MS / 1000;
      const floor = leastTimeOfPhases([
        { calls: { listPrepDetails: Math.ceil(SKUS / 100) } },
        { calls: { createInboundPlan: 1 } },
        { wait: delay },
        { calls: { generatePackingOptions: 1 } },
        { wait: delay },
        { calls: { listPackingOptions: 1 } },
        {
          calls: {
            listPackingGroupItems: groups.reduce((n, g) => n + Math.max(1, Math.ceil(g.Items.length / 100)), 0),
          },
        },
        { calls: { confirmPackingOption: 1 } },
        { wait: delay },
        { calls: { setPackingInformation: 1 } },
        { wait: delay },
        { calls: { generatePlacementOptions: 1 } },
        { wait: delay },
        { calls: { listPlacementOptions: 1 } },
        { calls: { getShipment: optionShipments, listShipmentItems: optionShipments } },
        { calls: { confirmPlacementOption: 1 } },
        { wait: delay },
        {
          calls: {
            updateShipmentName: shipments,
            getShipment: shipments,
            listShipmentItems: shipments,
            listShipmentBoxes: shipments,
          },
        },
        { calls: { generateTransportationOptions: 1 } },
        { wait: delay },
        { calls: { listTransportationOptions: shipments } },
        { calls: { confirmTransportationOptions: 1 } },
        { wait: delay },
        { calls: { listTransportationOptions: 1 } },
      ]);
      const seconds = Object.values(timed).reduce((a, b) => a + b, 0);
      const stats = sandbox.stats(sellerId);
      const throttled =
        Object.entries(stats.throttled)
          .filter(([, n]) => n > 0)
          .map(([op, n]) => `${op} ${n}`)
          .join(', ') || 'none';
      console.log(
        `\nSmall parcel packed first, ${facts.length} SKUs (US), sandbox at the models' rate limits, operations taking ${OPERATION_DELAY_MS} ms:`,
      );
      console.log(
        `  ${groups.length} packing groups, ${placed.placementOptions.length} placement options, ${shipments} shipments placed; 429s seen ${throttled}`,
      );
      console.log(
        `  ${Object.entries(timed)
          .map(([k, v]) => `${k} ${v.toFixed(1)} s`)
          .join(', ')}`,
      );
      console.log(
        `  Create Ship Plan to confirmed transport (packing not timed) ${seconds.toFixed(1)} s; least time the limits and the operation times allow ${floor.toFixed(1)} s = ${(seconds / floor).toFixed(2)}x (target <= 1.2x)`,
      );
    },
  );
}
