import { expect } from 'vitest';
import {
  chooseOptionResponseSchema,
  createBoxesResponseSchema,
  createInboundShipmentResponseSchema,
  getBoxesResponseSchema,
  MARKETPLACES,
  planRequestResponseSchema,
  transportResponseSchema,
  type PlanRequestResponse,
  type TransportState,
} from '@stowline/domain';
import type { InboundSkuFacts } from '@stowline/sandbox';
import { api } from './client.js';
import { expiryOf, followPlanRequest, type SyncedSeller } from './sellers.js';

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

/**
 * A small-parcel plan request for 10 units of each SKU (case-packed SKUs: 2 cases), followed until
 * Amazon's packing groups are read.
 */
export async function askSmallParcel(seller: SyncedSeller, skus: InboundSkuFacts[], extra: object = {}) {
  const asked = await api('POST', '/createShipment/get-shipment-plan', {
    token: seller.token,
    body: {
      storeMarketplaceId: seller.storeMarketplaceId,
      warehouseId: seller.warehouseIds[0],
      InboundShipmentPlanRequestItems: skus.map((f) =>
        f.caseQuantity
          ? { SellerSKU: f.sku, Quantity: 2 * f.caseQuantity, QuantityInCase: f.caseQuantity, ...expiryOf(f) }
          : { SellerSKU: f.sku, Quantity: 10, ...expiryOf(f) },
      ),
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

/**
 * Packs every group's shipment: each SKU in a box of its own, 14 + i x 10 x 8 in and 6 lb. With
 * `split`, the last `split` units of each group's first SKU go into a box of their own, after the
 * others. `cases` (case-packed SKUs): Pack Boxes with Case Qty (a case a box), then the same size.
 */
export async function packGroups(
  token: string,
  request: PlanRequestResponse,
  options: { split?: number; cases?: boolean } = {},
): Promise<void> {
  for (const [i, group] of request.packingGroups.entries()) {
    const rowId = group.creation.shipmentRowId!;
    let boxIds: string[];
    if (options.cases) {
      const packed = await api('PATCH', '/fullfilment/pack-boxes-with-case-qty', {
        token,
        body: { inboundShipmentId: rowId },
      });
      expect(packed.status, JSON.stringify(packed.body)).toBe(200);
      const listed = await api('POST', '/fullfilment/get-boxes', {
        token,
        body: { inboundShipmentId: rowId, limit: 0 },
        response: getBoxesResponseSchema,
      });
      boxIds = listed.body.allBoxesIds;
    } else {
      const split = options.split ?? 0;
      const boxes = await api('POST', '/fullfilment/create-boxes', {
        token,
        body: { inboundShipmentId: rowId, emptyBox: true, newBoxCount: group.Items.length + (split ? 1 : 0) },
        response: createBoxesResponseSchema,
      });
      expect(boxes.status, JSON.stringify(boxes.body)).toBe(200);
      boxIds = boxes.body.boxes.map((b) => b._id);
      const fill = async (boxId: string, sellerSku: string, quantity: number) => {
        const added = await api('POST', '/fullfilment/add-item-to-box', {
          token,
          body: { boxId, item: { quantity, sellerSku } },
        });
        expect(added.status, JSON.stringify(added.body)).toBe(200);
      };
      for (const [j, item] of group.Items.entries())
        await fill(boxIds[j]!, item.SellerSKU, item.Quantity - (j === 0 ? split : 0));
      if (split) await fill(boxIds[group.Items.length]!, group.Items[0]!.SellerSKU, split);
    }
    const sized = await api('POST', '/fullfilment/update-dimesions', {
      token,
      body: {
        shipmentId: rowId,
        boxIds,
        dimensions: { length: 14 + i, width: 10, height: 8, weight: 6, weightUnit: 'pounds' },
      },
    });
    expect(sized.status, JSON.stringify(sized.body)).toBe(200);
  }
}

/**
 * A small-parcel plan taken to its shipments: packing groups created, packed, their box contents
 * sent, Amazon's chosen placement option (or, with `oneCentre`, its one-centre option) confirmed. The request as it ends (its plans CREATED).
 */
export async function placedSmallParcelPlan(
  seller: SyncedSeller,
  skus: InboundSkuFacts[],
  options: { name?: string; isPartnered?: 'true' | 'false'; split?: number; oneCentre?: boolean } = {},
): Promise<PlanRequestResponse> {
  const name = options.name ?? 'Parcel restock';
  const request = await askSmallParcel(seller, skus);
  const extra = options.isPartnered ? { isPartnered: options.isPartnered } : {};
  await createFromPlan(seller.token, request._id, request.packingGroups[0]!.packingGroupId, name, extra);
  const made = await followPlanRequest(seller.token, request._id, groupsSettled);
  await packGroups(seller.token, made, { split: options.split ?? 0, cases: skus.some((f) => f.caseQuantity) });
  const sent = await sendBoxContents(seller.token, made.packingGroups[0]!.creation.shipmentRowId!);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  let placed = await followPlanRequest(seller.token, request._id);
  expect(placed.status, placed.message).toBe('SUCCESS');
  if (options.oneCentre) {
    // Amazon's option sending everything to one centre: one shipment holds every box.
    const single = placed.placementOptions.find((o) => o.centres === 1);
    expect(single, JSON.stringify(placed.placementOptions)).toBeDefined();
    const chosen = await api('POST', `/createShipment/plan-requests/${request._id}/choose-option`, {
      token: seller.token,
      body: { placementOptionId: single!.placementOptionId },
      response: chooseOptionResponseSchema,
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    placed = chosen.body.planRequest;
  }
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

/** The shipment's transport once no step runs (estimate and confirm are jobs). */
export async function settledTransport(token: string, shipmentRowId: string): Promise<TransportState> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await api('GET', `/fullfilment/get-transport/${shipmentRowId}`, {
      token,
      response: transportResponseSchema,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (!res.body.transport.step) return res.body.transport;
    if (Date.now() > deadline) throw new Error(`transport step not done: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The plan's partnered UPS small-parcel transport estimated and confirmed from one of its
 * shipments, as the workbench's Submit and Confirm do: every shipment of the plan CONFIRMED and
 * PENDING_TO_MARK_SHIP.
 */
export async function confirmPartneredTransport(token: string, shipmentRowId: string): Promise<TransportState> {
  const started = await api('POST', '/fullfilment/sync-transport-content', {
    token,
    body: {
      inboundShipmentId: shipmentRowId,
      ShipmentType: 'SP',
      IsPartnered: 'true',
      CarrierName: 'UNITED_PARCEL_SERVICE_INC',
    },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const estimated = await settledTransport(token, shipmentRowId);
  expect(estimated.error, JSON.stringify(estimated)).toBeNull();
  const option = estimated.options.find((o) => o.matchesSettings);
  expect(option, JSON.stringify(estimated.options)).toBeDefined();
  const confirmed = await api('POST', '/fullfilment/confirm-transport-shipment-content', {
    token,
    body: { inboundShipmentId: shipmentRowId, transportationOptionId: option!.transportationOptionId },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(202);
  const after = await settledTransport(token, shipmentRowId);
  expect(after.error, JSON.stringify(after)).toBeNull();
  expect(after).toMatchObject({ transportStatus: 'CONFIRMED', shipmentStatus: 'PENDING_TO_MARK_SHIP' });
  return after;
}
