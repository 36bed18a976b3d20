import { beforeAll, describe, expect, it } from 'vitest';
import {
  existingShipmentsResponseSchema,
  shipmentResponseSchema,
  shipmentStatsResponseSchema,
  type ShipmentListRow,
} from '@stowline/domain';
import { api } from '../../test-support/client.js';
import { getHarness } from '../../test-support/harness.js';
import {
  askSmallParcel,
  createFromPlan,
  groupsSettled,
  placedSmallParcelPlan,
  skusOf,
} from '../../test-support/pack-first.js';
import { followPlanRequest, sellerWithSyncedStore, type SyncedSeller } from '../../test-support/sellers.js';

// A shipment packed before placement (small parcel, issue 26) says so in its detail, so the
// workbench can offer Send Box Contents and hold back what waits for Amazon's placement.

const detailOf = (token: string, id: string) =>
  api('GET', `/fullfilment/get-shipment/${id}`, { token, response: shipmentResponseSchema });

/** The shipment list's rows and the drawer's Existing Shipments of these shipments (our row ids). */
async function listedAs(seller: SyncedSeller, ids: string[]) {
  const stats = await api('POST', '/fullfilment/get-shipment-stats/60/1', {
    token: seller.token,
    body: {},
    response: shipmentStatsResponseSchema,
  });
  const existing = await api(
    'GET',
    `/createShipment/existing-shipments?storeMarketplaceId=${seller.storeMarketplaceId}`,
    { token: seller.token, response: existingShipmentsResponseSchema },
  );
  const byId = <T extends { _id: string }>(rows: T[]) => ids.map((id) => rows.find((r) => r._id === id));
  return { rows: byId<ShipmentListRow>(stats.body.stats), existing: byId(existing.body.shipments) };
}

describe("a shipment's packing before placement", () => {
  let seller: SyncedSeller;
  let other: SyncedSeller;

  beforeAll(async () => {
    seller = await sellerWithSyncedStore();
    other = await sellerWithSyncedStore();
  }, 240_000);

  it('names its packing group and plan request until Amazon places it, and only to its own account', async () => {
    const skus = [...skusOf(seller, 'standard', 1), ...skusOf(seller, 'oversize', 1)];
    const request = await askSmallParcel(seller, skus);
    const group = request.packingGroups[0]!;
    expect((await createFromPlan(seller.token, request._id, group.packingGroupId)).status).toBe(200);
    const made = await followPlanRequest(seller.token, request._id, groupsSettled);

    // Numbered as their _n names are.
    expect(made.packingGroups.map((g) => [g.groupNumber, g.creation.name])).toEqual([
      [1, 'Parcel restock_1'],
      [2, 'Parcel restock_2'],
    ]);
    for (const g of made.packingGroups) {
      const detail = await detailOf(seller.token, g.creation.shipmentRowId!);
      expect(detail.status).toBe(200);
      expect(detail.body.shipment.packedFirst).toEqual({
        planRequestId: request._id,
        packingGroupId: g.packingGroupId,
      });
      // No FBA id yet: its shipmentId is the group's, which the screens do not show.
      expect(detail.body.shipment).toMatchObject({ awaitingPlacement: true, shipmentId: g.packingGroupId });
      // Nothing to open in Seller Central before Amazon places it.
      expect(detail.body.shipment.sellerCentralUrl).toBeNull();
    }
    const { rows, existing } = await listedAs(
      seller,
      made.packingGroups.map((g) => g.creation.shipmentRowId!),
    );
    expect(rows.map((r) => r?.awaitingPlacement)).toEqual([true, true]);
    expect(rows.map((r) => r?.sellerCentralUrl)).toEqual([null, null]);
    expect(existing.map((s) => s?.awaitingPlacement)).toEqual([true, true]);
    // The list's export names them as the screens do, never by their packing group ids.
    const { baseUrl } = await getHarness();
    const csv = await (
      await fetch(`${baseUrl}/api/v1/fullfilment/export-shipments?status=WORKING`, {
        headers: { authorization: `Bearer ${seller.token}` },
      })
    ).text();
    for (const g of made.packingGroups) {
      expect(csv).toContain(`"${g.creation.name}","${g.creation.name}"`);
      expect(csv).not.toContain(g.packingGroupId);
    }
    const foreign = await api('GET', `/fullfilment/get-shipment/${made.packingGroups[0]!.creation.shipmentRowId}`, {
      token: other.token,
    });
    expect(foreign.status).toBe(404);
  }, 120_000);

  it('is null once Amazon has given the shipment its FBA id', async () => {
    const skus = [...skusOf(seller, 'standard', 1), ...skusOf(seller, 'oversize', 1)].reverse();
    const placed = await placedSmallParcelPlan(seller, skus, { name: 'Placed parcel' });
    for (const plan of placed.InboundShipmentPlans) {
      const detail = await detailOf(seller.token, plan.creation.shipmentRowId!);
      expect(detail.status).toBe(200);
      expect(detail.body.shipment.shipmentId).toMatch(/^FBA/);
      expect(detail.body.shipment.packedFirst).toBeNull();
      expect(detail.body.shipment.awaitingPlacement).toBe(false);
      expect(detail.body.shipment.sellerCentralUrl).toMatch(
        new RegExp(
          `/gp/fba/inbound-shipment-workflow/index\\.html#${detail.body.shipment.shipmentId}/summary/tracking$`,
        ),
      );
    }
    const { rows, existing } = await listedAs(
      seller,
      placed.InboundShipmentPlans.map((p) => p.creation.shipmentRowId!),
    );
    expect(rows.every((r) => r?.awaitingPlacement === false)).toBe(true);
    expect(existing.every((s) => s?.awaitingPlacement === false)).toBe(true);
  }, 180_000);
});
