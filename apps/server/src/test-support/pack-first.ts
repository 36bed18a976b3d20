import { expect } from 'vitest';
import {
  createBoxesResponseSchema,
  createInboundShipmentResponseSchema,
  MARKETPLACES,
  planRequestResponseSchema,
  type PlanRequestResponse,
} from '@stowline/domain';
import type { InboundSkuFacts } from '@stowline/sandbox';
import { api } from './client.js';
import { followPlanRequest, type SyncedSeller } from './sellers.js';

// Small parcel packed first (issue 26): the create-shipment calls a seller makes, for the tests of
// the inbound, transport and label modules.

const US = MARKETPLACES[0].marketplaceId;

/** Active US SKUs of one size class Amazon takes as they are (no dangerous goods, case pack or expiry). */
export function skusOf(seller: SyncedSeller, sizeClass: 'standard' | 'oversize', count: number): InboundSkuFacts[] {
  const list = seller.facts.filter(
    (f) =>
      f.status === 'Active' &&
      f.marketplaceIds.includes(US) &&
      !f.dangerousGoods &&
      !f.caseQuantity &&
      !f.expirationDated &&
      f.sizeClass === sizeClass,
  );
  expect(list.length).toBeGreaterThanOrEqual(count);
  return list.slice(0, count);
}

/** A small-parcel plan request for 10 units of each SKU, followed until Amazon's packing groups are read. */
export async function askSmallParcel(seller: SyncedSeller, skus: InboundSkuFacts[], extra: object = {}) {
  const asked = await api('POST', '/createShipment/get-shipment-plan', {
    token: seller.token,
    body: {
      storeMarketplaceId: seller.storeMarketplaceId,
      warehouseId: seller.warehouseIds[0],
      InboundShipmentPlanRequestItems: skus.map((f) => ({ SellerSKU: f.sku, Quantity: 10 })),
      shippingMode: 'SP',
      ...extra,
    },
    response: planRequestResponseSchema,
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return followPlanRequest(seller.token, asked.body._id);
}

export function createFromPlan(
  token: string,
  planRequestId: string,
  shipmentId: string,
  name = 'Parcel restock',
  extra = {},
) {
  return api('POST', `/createShipment/create-inbound-shipment/${shipmentId}`, {
    token,
    body: { planRequestId, ShipmentName: name, IntendedBoxContentsSource: 'FEED', ...extra },
    response: createInboundShipmentResponseSchema,
  });
}

export function sendBoxContents(token: string, shipmentRowId: string) {
  return api('POST', `/createShipment/packed-shipments/${shipmentRowId}/send-box-contents`, {
    token,
    response: createInboundShipmentResponseSchema,
  });
}

export const groupsSettled = (r: PlanRequestResponse) =>
  r.packingGroups.every((g) => g.creation.status === 'CREATED' || g.creation.status === 'FAILED');

/** Packs every group's shipment: each SKU in a box of its own, 14 + i x 10 x 8 in and 6 lb. */
export async function packGroups(token: string, request: PlanRequestResponse): Promise<void> {
  for (const [i, group] of request.packingGroups.entries()) {
    const rowId = group.creation.shipmentRowId!;
    const boxes = await api('POST', '/fullfilment/create-boxes', {
      token,
      body: { inboundShipmentId: rowId, emptyBox: true, newBoxCount: group.Items.length },
      response: createBoxesResponseSchema,
    });
    expect(boxes.status, JSON.stringify(boxes.body)).toBe(200);
    for (const [j, item] of group.Items.entries()) {
      const added = await api('POST', '/fullfilment/add-item-to-box', {
        token,
        body: { boxId: boxes.body.boxes[j]!._id, item: { quantity: item.Quantity, sellerSku: item.SellerSKU } },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const sized = await api('POST', '/fullfilment/update-dimesions', {
      token,
      body: {
        shipmentId: rowId,
        boxIds: boxes.body.boxes.map((b) => b._id),
        dimensions: { length: 14 + i, width: 10, height: 8, weight: 6, weightUnit: 'pounds' },
      },
    });
    expect(sized.status, JSON.stringify(sized.body)).toBe(200);
  }
}

/**
 * A small-parcel plan taken to its shipments: packing groups created, packed, their box contents
 * sent, Amazon's chosen placement option confirmed. The request as it ends (its plans CREATED).
 */
export async function placedSmallParcelPlan(
  seller: SyncedSeller,
  skus: InboundSkuFacts[],
  options: { name?: string; isPartnered?: 'true' | 'false' } = {},
): Promise<PlanRequestResponse> {
  const name = options.name ?? 'Parcel restock';
  const request = await askSmallParcel(seller, skus);
  const extra = options.isPartnered ? { isPartnered: options.isPartnered } : {};
  await createFromPlan(seller.token, request._id, request.packingGroups[0]!.packingGroupId, name, extra);
  const made = await followPlanRequest(seller.token, request._id, groupsSettled);
  await packGroups(seller.token, made);
  const sent = await sendBoxContents(seller.token, made.packingGroups[0]!.creation.shipmentRowId!);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const placed = await followPlanRequest(seller.token, request._id);
  expect(placed.status, placed.message).toBe('SUCCESS');
  const plans = placed.InboundShipmentPlans;
  expect((await createFromPlan(seller.token, request._id, plans[0]!.ShipmentId, name, extra)).status).toBe(200);
  const done = await followPlanRequest(seller.token, request._id, (r) =>
    r.InboundShipmentPlans.every((p) => ['CREATED', 'FAILED'].includes(p.creation.status)),
  );
  expect(done.InboundShipmentPlans.map((p) => p.creation.message ?? p.creation.status)).toEqual(
    plans.map(() => 'CREATED'),
  );
  return done;
}
