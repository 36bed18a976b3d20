import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PlanRequestResponse, ShipmentDetail, TransportState } from '@stowline/domain';
import { SANDBOX_URL } from './constants.js';
import type { SkuFacts } from './created-shipment.js';
import { callApi, getProducts } from './products.js';

const US = 'ATVPDKIKX0DER';

/**
 * A small-parcel shipment packed first, placed by Amazon and with its partnered UPS transport
 * confirmed (PENDING_TO_MARK_SHIP), through the calls the drawer and the workbench make
 * (pack-first.spec.ts walks the same path on screen): `skus` standard SKUs of 10 units (case-packed:
 * two cases), the content sent VIA FEED; each SKU in a box of its own, 14 x 10 x 8 in and 6 lb,
 * the first SKU's last `split` units in a box after the others (case-packed: a case a box, Pack
 * Boxes with Case Qty); Amazon's one-centre placement option. Amazon takes quantity changes then.
 */
export async function placedShipmentWithConfirmedTransport(
  request: APIRequestContext,
  page: Page,
  {
    casePacked = false,
    skus = 2,
    split = 0,
    name = 'Parcel journey',
  }: { casePacked?: boolean; skus?: number; split?: number; name?: string } = {},
): Promise<ShipmentDetail> {
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown) =>
    callApi<T>(request, page, method, path, body);
  const { storeData } = await call<{
    storeData: { sellerId: string | null; storeMarketplaces: { _id: string; marketplaceId: string }[] }[];
  }>('GET', '/onboarding/get-stores');
  const store = storeData[0]!;
  const storeMarketplaceId = store.storeMarketplaces.find((m) => m.marketplaceId === US)!._id;
  const res = await request.get(`${SANDBOX_URL}/_sandbox/sellers/${store.sellerId}/inbound-facts`);
  expect(res.ok()).toBe(true);
  const facts = ((await res.json()) as SkuFacts[])
    .filter(
      (f) =>
        f.status === 'Active' &&
        f.marketplaceIds.includes(US) &&
        f.sizeClass === 'standard' &&
        !f.dangerousGoods &&
        !f.expirationDated &&
        (casePacked ? f.caseQuantity !== null && f.caseQuantity <= 25 : f.caseQuantity === null),
    )
    .slice(0, skus);
  expect(facts, `${skus} ${casePacked ? 'case-packed' : 'plain'} standard SKUs in the demo store`).toHaveLength(skus);
  const { products } = await getProducts(request, page, {}, 60);
  await call('PUT', '/products/bulk-update-details', {
    bulkData: {
      action: 'updateFbaType',
      selectedIds: facts.map((f) => products.find((p) => p.sellerSku === f.sku)!._id),
      fbaType: 'STANDARD',
    },
  });
  const { warehouse } = await call<{ warehouse: { _id: string } }>('POST', '/createShipment/add-warehouse', {
    obj: {
      name: 'Portland dock',
      addressline1: '1200 Industrial Way',
      city: 'Portland',
      stateOrProvinceCode: 'OR',
      postalCode: '97217',
      countryCode: 'US',
      companyContact: { name: 'Pat Packer', phone: '5035550100', email: 'pat@example.com' },
    },
  });
  const asked = await call<PlanRequestResponse>('POST', '/createShipment/get-shipment-plan', {
    storeMarketplaceId,
    warehouseId: warehouse._id,
    shippingMode: 'SP',
    InboundShipmentPlanRequestItems: facts.map((f) =>
      casePacked
        ? { SellerSKU: f.sku, Quantity: f.caseQuantity! * 2, QuantityInCase: f.caseQuantity! }
        : { SellerSKU: f.sku, Quantity: 10 },
    ),
  });
  const follow = async (done: (r: PlanRequestResponse) => boolean) => {
    let last: PlanRequestResponse | null = null;
    await expect
      .poll(
        async () => {
          last = await call<PlanRequestResponse>('GET', `/createShipment/plan-requests/${asked._id}`);
          return done(last);
        },
        { timeout: 90_000, intervals: [500, 1_000] },
      )
      .toBe(true);
    return last! as PlanRequestResponse;
  };
  const grouped = await follow((r) => r.status !== 'IN_PROGRESS');
  expect(grouped.packingGroups.length, grouped.message ?? '').toBeGreaterThan(0);
  const create = (shipmentId: string) =>
    call('POST', `/createShipment/create-inbound-shipment/${shipmentId}`, {
      planRequestId: asked._id,
      ShipmentName: name,
      IntendedBoxContentsSource: 'FEED',
      isPartnered: 'true',
    });
  await create(grouped.packingGroups[0]!.packingGroupId);
  const made = await follow((r) =>
    r.packingGroups.every((g) => g.creation.status === 'CREATED' || g.creation.status === 'FAILED'),
  );
  expect(made.packingGroups.map((g) => g.creation.status)).toEqual(made.packingGroups.map(() => 'CREATED'));

  // Packed as the workbench's calls pack.
  for (const [i, group] of made.packingGroups.entries()) {
    const rowId = group.creation.shipmentRowId!;
    let boxIds: string[];
    if (casePacked) {
      await call('PATCH', '/fullfilment/pack-boxes-with-case-qty', { inboundShipmentId: rowId });
      ({ allBoxesIds: boxIds } = await call<{ allBoxesIds: string[] }>('POST', '/fullfilment/get-boxes', {
        inboundShipmentId: rowId,
      }));
    } else {
      const extra = split && i === 0 ? 1 : 0;
      const { boxes } = await call<{ boxes: { _id: string }[] }>('POST', '/fullfilment/create-boxes', {
        inboundShipmentId: rowId,
        emptyBox: true,
        newBoxCount: group.Items.length + extra,
      });
      boxIds = boxes.map((b) => b._id);
      for (const [j, item] of group.Items.entries())
        await call('POST', '/fullfilment/add-item-to-box', {
          boxId: boxIds[j],
          item: { quantity: item.Quantity - (extra && j === 0 ? split : 0), sellerSku: item.SellerSKU },
        });
      if (extra)
        await call('POST', '/fullfilment/add-item-to-box', {
          boxId: boxIds[group.Items.length],
          item: { quantity: split, sellerSku: group.Items[0]!.SellerSKU },
        });
    }
    await call('POST', '/fullfilment/update-dimesions', {
      shipmentId: rowId,
      boxIds,
      dimensions: { length: 14 + i, width: 10, height: 8, weight: 6, weightUnit: 'pounds' },
    });
  }

  // Send Box Contents, Amazon's one-centre placement, Create Shipment on it.
  await call(
    'POST',
    `/createShipment/packed-shipments/${made.packingGroups[0]!.creation.shipmentRowId}/send-box-contents`,
  );
  let placed = await follow((r) => r.status !== 'IN_PROGRESS');
  expect(placed.status, placed.message ?? '').toBe('SUCCESS');
  const single = placed.placementOptions.find((o) => o.centres === 1);
  expect(single, 'a placement option sending everything to one centre').toBeDefined();
  if (!single!.chosen) {
    await call('POST', `/createShipment/plan-requests/${asked._id}/choose-option`, {
      placementOptionId: single!.placementOptionId,
    });
    placed = await follow((r) => r.status !== 'IN_PROGRESS' && r.InboundShipmentPlans.length === 1);
  }
  const plan = placed.InboundShipmentPlans[0]!;
  await create(plan.ShipmentId);
  const done = await follow((r) => ['CREATED', 'FAILED'].includes(r.InboundShipmentPlans[0]!.creation.status));
  const creation = done.InboundShipmentPlans[0]!.creation;
  expect(creation.status, creation.message ?? '').toBe('CREATED');
  const rowId = creation.shipmentRowId!;

  // The plan's partnered UPS transport, estimated and confirmed as Submit and Confirm do.
  const settled = async () => {
    let last: TransportState | null = null;
    await expect
      .poll(
        async () => {
          last = (await call<{ transport: TransportState }>('GET', `/fullfilment/get-transport/${rowId}`)).transport;
          return last.step;
        },
        { timeout: 90_000, intervals: [250, 500, 1_000] },
      )
      .toBeNull();
    return last! as TransportState;
  };
  await call('POST', '/fullfilment/sync-transport-content', {
    inboundShipmentId: rowId,
    ShipmentType: 'SP',
    IsPartnered: 'true',
    CarrierName: 'UNITED_PARCEL_SERVICE_INC',
  });
  const estimated = await settled();
  expect(estimated.error).toBeNull();
  const option = estimated.options.find((o) => o.matchesSettings)!;
  await call('POST', '/fullfilment/confirm-transport-shipment-content', {
    inboundShipmentId: rowId,
    transportationOptionId: option.transportationOptionId,
  });
  const confirmed = await settled();
  expect(confirmed.error).toBeNull();
  expect(confirmed.transportStatus).toBe('CONFIRMED');
  const { shipment } = await call<{ shipment: ShipmentDetail }>('GET', `/fullfilment/get-shipment/${rowId}`);
  expect(shipment.shipmentStatus).toBe('PENDING_TO_MARK_SHIP');
  return shipment;
}
