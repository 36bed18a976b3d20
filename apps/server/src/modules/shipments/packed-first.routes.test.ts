import { beforeAll, describe, expect, it } from 'vitest';
import { shipmentResponseSchema } from '@stowline/domain';
import { api } from '../../test-support/client.js';
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

    for (const g of made.packingGroups) {
      const detail = await detailOf(seller.token, g.creation.shipmentRowId!);
      expect(detail.status).toBe(200);
      expect(detail.body.shipment.packedFirst).toEqual({
        planRequestId: request._id,
        packingGroupId: g.packingGroupId,
      });
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
    }
  }, 180_000);
});
