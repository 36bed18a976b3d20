import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PlanRequestResponse, ShipmentDetail } from '@stowline/domain';
import { expiryOf, followPlanRequest, packWhole, planInputs, type TransportSettings } from './created-shipment.js';
import { callApi } from './products.js';
import { SANDBOX_URL } from './constants.js';

/** A placed small-parcel shipment: read whole, and its boxes' ids by number (one box per SKU). */
export interface PackedFirstShipment {
  shipment: ShipmentDetail;
  boxIds: string[];
}

type PackingGroup = PlanRequestResponse['packingGroups'][number];

/**
 * A small-parcel shipment packed before placement, as Amazon takes small parcel (transport is
 * offered only to a plan whose boxes were sent by packing group before placement), through the
 * calls the drawer and the workbench make (pack-first.spec.ts drives the same through the
 * screens): `skus` plain standard-size SKUs (case-packed: two cases each, of at most
 * `maxCaseQuantity` units) planned with shipping mode SP, `units` of each, their one packing
 * group's shipment created and packed by `pack` (by default every item weighed `itemWeight` lb and
 * boxed whole, one box per SKU measured at 18 x 14 x 12 in and `boxWeight` lb), the box contents
 * sent VIA FEED, Amazon's single-centre placement chosen and confirmed (one shipment, FBA id), and
 * `settings` stored.
 */
export async function createPackedFirstShipment(
  request: APIRequestContext,
  page: Page,
  {
    skus = 2,
    name = 'Journey parcel',
    settings,
    casePacked = false,
    maxCaseQuantity,
    units,
    itemWeight = 0.4,
    boxWeight = 20,
    pack = async (rowId) => {
      await packWhole(request, page, rowId, { itemWeight, boxWeight });
    },
  }: {
    skus?: number;
    name?: string;
    settings: Omit<TransportSettings, 'shipmentType'>;
    casePacked?: boolean;
    maxCaseQuantity?: number;
    units?: number;
    itemWeight?: number;
    boxWeight?: number;
    pack?: (shipmentRowId: string, group: PackingGroup) => Promise<void>;
  },
): Promise<PackedFirstShipment> {
  const { storeMarketplaceId, warehouseId, facts } = await planInputs(request, page, {
    casePacked,
    skus,
    maxCaseQuantity,
  });
  const asked = await callApi<PlanRequestResponse>(request, page, 'POST', '/createShipment/get-shipment-plan', {
    storeMarketplaceId,
    warehouseId,
    InboundShipmentPlanRequestItems: facts.map((f) =>
      casePacked
        ? { SellerSKU: f.sku, Quantity: f.caseQuantity! * 2, QuantityInCase: f.caseQuantity!, ...expiryOf(f) }
        : { SellerSKU: f.sku, Quantity: units ?? Math.min(40, f.maxShipmentQuantity), ...expiryOf(f) },
    ),
    shippingMode: 'SP',
  });
  const follow = (done?: (r: PlanRequestResponse) => boolean) => followPlanRequest(request, page, asked._id, done);
  const creation = {
    planRequestId: asked._id,
    ShipmentName: name,
    IntendedBoxContentsSource: 'FEED',
    shipmentType: 'SP',
    isPartnered: settings.isPartnered,
  };

  // Amazon's packing groups: standard-size SKUs that may share a box, so one group.
  const grouped = await follow();
  expect(grouped.status, grouped.message).toBe('SUCCESS');
  expect(grouped.packingGroups, 'every SKU in one packing group').toHaveLength(1);
  const group = grouped.packingGroups[0]!;
  await callApi(request, page, 'POST', `/createShipment/create-inbound-shipment/${group.packingGroupId}`, creation);
  const made = await follow((r) => ['CREATED', 'FAILED'].includes(r.packingGroups[0]!.creation.status));
  const groupCreation = made.packingGroups[0]!.creation;
  expect(groupCreation.status, groupCreation.message ?? '').toBe('CREATED');
  const rowId = groupCreation.shipmentRowId!;

  // Packed as the workbench packs, before Amazon places anything.
  await pack(rowId, made.packingGroups[0]!);

  // Send Box Contents, then Amazon's placement: the single-centre option, confirmed by Create.
  await callApi(request, page, 'POST', `/createShipment/packed-shipments/${rowId}/send-box-contents`);
  let placed = await follow();
  expect(placed.status, placed.message).toBe('SUCCESS');
  const single = placed.placementOptions.find((o) => o.centres === 1);
  expect(single, 'a single-centre placement option').toBeDefined();
  if (placed.InboundShipmentPlans.length > 1) {
    await callApi(request, page, 'POST', `/createShipment/plan-requests/${placed._id}/choose-option`, {
      placementOptionId: single!.placementOptionId,
    });
    placed = await follow((r) => r.status !== 'IN_PROGRESS' && r.InboundShipmentPlans.length === 1);
  }
  const plan = placed.InboundShipmentPlans[0]!;
  expect(plan.Items, 'every SKU in the one shipment').toHaveLength(skus);
  await callApi(request, page, 'POST', `/createShipment/create-inbound-shipment/${plan.ShipmentId}`, creation);
  const created = await follow((r) =>
    ['CREATED', 'FAILED'].includes(
      r.InboundShipmentPlans.find((p) => p.ShipmentId === plan.ShipmentId)!.creation.status,
    ),
  );
  const placedCreation = created.InboundShipmentPlans.find((p) => p.ShipmentId === plan.ShipmentId)!.creation;
  expect(placedCreation.status, placedCreation.message ?? '').toBe('CREATED');
  const placedRowId = placedCreation.shipmentRowId!;

  await callApi(request, page, 'POST', '/fullfilment/shipment-settings', {
    inboundShipmentId: placedRowId,
    shipmentType: 'SP',
    ...settings,
  });
  const { shipment } = await callApi<{ shipment: ShipmentDetail }>(
    request,
    page,
    'GET',
    `/fullfilment/get-shipment/${placedRowId}`,
  );
  expect(shipment.shipmentId).toMatch(/^FBA/);
  const { boxes } = await callApi<{ boxes: { _id: string }[] }>(request, page, 'POST', '/fullfilment/get-boxes', {
    inboundShipmentId: placedRowId,
    limit: 100,
  });
  return { shipment, boxIds: boxes.map((b) => b._id) };
}

/** What the sandbox holds of the shipment `fbaId` at Amazon: Amazon's box ids and the tracking ids it was given. */
export async function amazonShipmentOf(
  request: APIRequestContext,
  page: Page,
  fbaId: string,
): Promise<{ boxIds: string[]; trackingIds: string[] }> {
  const { storeData } = await callApi<{ storeData: { sellerId: string }[] }>(
    request,
    page,
    'GET',
    '/onboarding/get-stores',
  );
  const res = await request.get(`${SANDBOX_URL}/_sandbox/sellers/${storeData[0]!.sellerId}/inbound`);
  expect(res.ok()).toBe(true);
  const plans = (await res.json()) as {
    shipments: { shipmentConfirmationId: string | null; boxIds: string[]; trackingIds: string[] }[];
  }[];
  const shipment = plans.flatMap((p) => p.shipments).find((s) => s.shipmentConfirmationId === fbaId);
  expect(shipment, `${fbaId} at Amazon`).toBeDefined();
  return shipment!;
}
