import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transportResponseSchema, type TransportState } from '@stowline/domain';
import { rowsOf } from '../../db/client.js';
import { api } from '../../test-support/client.js';
import { code128PerPage, fetchFile } from '../../test-support/files.js';
import { getHarness } from '../../test-support/harness.js';
import { placedSmallParcelPlan, skusOf } from '../../test-support/pack-first.js';
import { sellerWithSyncedStore, type SyncedSeller } from '../../test-support/sellers.js';

// The transport of a whole plan (issue 26): Amazon generates transportation options for every
// shipment of the confirmed placement option in one call and confirms them once, together.

const SPD = { ShipmentType: 'SP', IsPartnered: 'true', CarrierName: 'UNITED_PARCEL_SERVICE_INC' } as const;

async function transportOf(token: string, id: string): Promise<TransportState> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await api('GET', `/fullfilment/get-transport/${id}`, { token, response: transportResponseSchema });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (!res.body.transport.step) return res.body.transport;
    if (Date.now() > deadline) throw new Error(`transport step not done: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("a small-parcel plan's transport", () => {
  let seller: SyncedSeller;

  beforeAll(async () => {
    seller = await sellerWithSyncedStore();
  }, 180_000);

  it('estimates and confirms every shipment of the plan at once; box labels carry Amazon box ids', async () => {
    const { sandbox, database } = await getHarness();
    const done = await placedSmallParcelPlan(seller, [
      ...skusOf(seller, 'standard', 2),
      ...skusOf(seller, 'oversize', 1),
    ]);
    const rowIds = done.InboundShipmentPlans.map((p) => p.creation.shipmentRowId!);
    expect(rowIds.length).toBeGreaterThan(1);
    const [first, ...others] = rowIds;
    const calls = () => sandbox.stats(seller.sellerId).calls;
    const before = calls();

    const started = await api('POST', '/fullfilment/sync-transport-content', {
      token: seller.token,
      body: { inboundShipmentId: first, ...SPD },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const estimated = await transportOf(seller.token, first!);
    expect(estimated.error).toBeNull();
    expect(estimated.transportStatus).toBe('ESTIMATED');
    // One generateTransportationOptions for the plan; its box content went with Send Box Contents.
    expect((calls().generateTransportationOptions ?? 0) - (before.generateTransportationOptions ?? 0)).toBe(1);
    expect((calls().setPackingInformation ?? 0) - (before.setPackingInformation ?? 0)).toBe(0);
    expect(estimated.feedStatus).toBe('Success');
    // This shipment first, then the others of its placement option.
    expect(estimated.planShipments[0]!.shipmentRowId).toBe(first);
    expect(estimated.planShipments.map((s) => s.shipmentRowId).sort()).toEqual([...rowIds].sort());
    expect(estimated.planShipments.every((s) => s.transportStatus === 'ESTIMATED' && s.estimatedCost! > 0)).toBe(true);
    const sum = estimated.planShipments.reduce((n, s) => n + s.estimatedCost!, 0);
    expect(estimated.planEstimatedCost).toBe(Math.round(sum * 100) / 100);
    for (const id of others) {
      const sibling = await transportOf(seller.token, id);
      expect(sibling.transportStatus).toBe('ESTIMATED');
      expect(sibling.options.some((o) => o.shippingSolution === 'AMAZON_PARTNERED_CARRIER')).toBe(true);
    }

    const partnered = estimated.options.find((o) => o.matchesSettings)!;
    const confirmed = await api('POST', '/fullfilment/confirm-transport-shipment-content', {
      token: seller.token,
      body: { inboundShipmentId: first, transportationOptionId: partnered.transportationOptionId },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(202);
    const after = await transportOf(seller.token, first!);
    expect(after.error).toBeNull();
    expect((calls().confirmTransportationOptions ?? 0) - (before.confirmTransportationOptions ?? 0)).toBe(1);
    for (const id of rowIds) {
      const state = await transportOf(seller.token, id);
      expect(state.transportStatus).toBe('CONFIRMED');
      expect(state.shipmentStatus).toBe('PENDING_TO_MARK_SHIP');
      const option = state.options.find((o) => o.transportationOptionId === state.confirmedOptionId)!;
      expect(option.shippingSolution).toBe('AMAZON_PARTNERED_CARRIER');
      expect(state.voidDate).toBe(after.voidDate);
    }

    // Partnered small parcel: Amazon's box labels (with the carrier's) once confirmed, by Amazon's box ids.
    const boxes = rowsOf<{ amazon_box_id: string }>(
      await database.db.execute(sql`select amazon_box_id from boxes where shipment_row_id = ${first} order by number`),
    );
    const label = await fetchFile('POST', '/fullfilment/get-label', seller.token, {
      inboundShipmentId: first,
      allBoxShippingLabels: true,
    });
    expect(label.status, label.bytes.toString().slice(0, 300)).toBe(200);
    expect(code128PerPage(label.bytes).flat()).toEqual(boxes.map((b) => b.amazon_box_id));
  }, 240_000);

  it('voids the whole plan: every shipment of its transport is cancelled', async () => {
    const done = await placedSmallParcelPlan(
      seller,
      [...skusOf(seller, 'standard', 1), ...skusOf(seller, 'oversize', 1)],
      {
        name: 'Void me',
      },
    );
    const rowIds = done.InboundShipmentPlans.map((p) => p.creation.shipmentRowId!);
    const [first] = rowIds;
    await api('POST', '/fullfilment/sync-transport-content', {
      token: seller.token,
      body: { inboundShipmentId: first, ...SPD },
    });
    const estimated = await transportOf(seller.token, first!);
    await api('POST', '/fullfilment/confirm-transport-shipment-content', {
      token: seller.token,
      body: {
        inboundShipmentId: first,
        transportationOptionId: estimated.options.find((o) => o.matchesSettings)!.transportationOptionId,
      },
    });
    expect((await transportOf(seller.token, first!)).transportStatus).toBe('CONFIRMED');
    const voided = await api('POST', '/fullfilment/voide-transport-content', {
      token: seller.token,
      body: { inboundShipmentId: first },
    });
    expect(voided.status, JSON.stringify(voided.body)).toBe(202);
    await transportOf(seller.token, first!);
    for (const id of rowIds) expect((await transportOf(seller.token, id)).shipmentStatus).toBe('CANCELLED');
  }, 240_000);
});
