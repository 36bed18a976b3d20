import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PlanRequestResponse, ShipmentDetail } from '@stowline/domain';
import { SANDBOX_URL } from './constants.js';
import { callApi, getProducts } from './products.js';

/** What the sandbox knows of a SKU's inbound behaviour (its test control, not Amazon's API). */
export interface SkuFacts {
  sku: string;
  status: string;
  marketplaceIds: string[];
  sizeClass: 'standard' | 'oversize';
  dangerousGoods: { unNumber: string; transportClass: string } | null;
  caseQuantity: number | null;
  maxShipmentQuantity: number;
  expirationDated?: boolean;
}

const US = 'ATVPDKIKX0DER';

/**
 * A shipment created in Stowline through the create-shipment calls (as the drawer sends them, see
 * create-plan.spec.ts for the screens): plan `skus` SKUs (case-packed: two cases each), create
 * the first plan, and read it whole. `expirationDated` picks SKUs Amazon dates (their items ask an
 * expiry date) instead of ones it does not. Only such shipments take quantity changes through Amazon's
 * content-update preview (synced ones refuse them).
 */
export async function createShipmentInStowline(
  request: APIRequestContext,
  page: Page,
  {
    casePacked,
    skus = 2,
    name = 'Journey shipment',
    expirationDated = false,
  }: { casePacked: boolean; skus?: number; name?: string; expirationDated?: boolean },
): Promise<ShipmentDetail> {
  const { storeData } = await callApi<{
    storeData: { sellerId: string | null; storeMarketplaces: { _id: string; marketplaceId: string }[] }[];
  }>(request, page, 'GET', '/onboarding/get-stores');
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
        Boolean(f.expirationDated) === expirationDated &&
        (casePacked ? f.caseQuantity !== null : f.caseQuantity === null),
    )
    .slice(0, skus);
  expect(
    facts,
    `${skus} ${casePacked ? 'case-packed' : 'plain'}${expirationDated ? ' expiration-dated' : ''} SKUs in the demo store`,
  ).toHaveLength(skus);
  const { products } = await getProducts(request, page, {}, 60);
  await callApi(request, page, 'PUT', '/products/bulk-update-details', {
    bulkData: {
      action: 'updateFbaType',
      selectedIds: facts.map((f) => products.find((p) => p.sellerSku === f.sku)!._id),
      fbaType: 'STANDARD',
    },
  });
  const { warehouse } = await callApi<{ warehouse: { _id: string } }>(
    request,
    page,
    'POST',
    '/createShipment/add-warehouse',
    {
      obj: {
        name: 'Portland dock',
        addressline1: '1200 Industrial Way',
        city: 'Portland',
        stateOrProvinceCode: 'OR',
        postalCode: '97217',
        countryCode: 'US',
        companyContact: { name: 'Pat Packer', phone: '5035550100', email: 'pat@example.com' },
      },
    },
  );
  const asked = await callApi<PlanRequestResponse>(
    request,
    page,
    'POST',
    casePacked ? '/createShipment/get-shipment-plan-cases' : '/createShipment/get-shipment-plan',
    {
      storeMarketplaceId,
      warehouseId: warehouse._id,
      InboundShipmentPlanRequestItems: facts.map((f) =>
        casePacked
          ? { SellerSKU: f.sku, Quantity: f.caseQuantity! * 2, QuantityInCase: f.caseQuantity! }
          : { SellerSKU: f.sku, Quantity: Math.min(40, f.maxShipmentQuantity) },
      ),
    },
  );
  const follow = async (done: (r: PlanRequestResponse) => boolean) => {
    let last: PlanRequestResponse | null = null;
    await expect
      .poll(
        async () => {
          last = await callApi<PlanRequestResponse>(request, page, 'GET', `/createShipment/plan-requests/${asked._id}`);
          return done(last);
        },
        { timeout: 90_000, intervals: [500, 1_000] },
      )
      .toBe(true);
    return last! as PlanRequestResponse;
  };
  let planned = await follow((r) => r.status !== 'IN_PROGRESS');
  expect(planned.status, planned.message).toBe('SUCCESS');
  // Amazon's single-centre option, so every SKU is in the one shipment made here.
  const single = planned.placementOptions.find((o) => o.centres === 1);
  if (single && planned.InboundShipmentPlans.length > 1) {
    await callApi(request, page, 'POST', `/createShipment/plan-requests/${planned._id}/choose-option`, {
      placementOptionId: single.placementOptionId,
    });
    planned = await follow((r) => r.status !== 'IN_PROGRESS' && r.InboundShipmentPlans.length === 1);
  }
  const plan = planned.InboundShipmentPlans[0]!;
  expect(plan.Items, 'every SKU in the one plan').toHaveLength(skus);
  await callApi(request, page, 'POST', `/createShipment/create-inbound-shipment/${plan.ShipmentId}`, {
    planRequestId: planned._id,
    ShipmentName: name,
  });
  const created = await follow((r) => {
    const status = r.InboundShipmentPlans.find((p) => p.ShipmentId === plan.ShipmentId)!.creation.status;
    return status === 'CREATED' || status === 'FAILED';
  });
  const creation = created.InboundShipmentPlans.find((p) => p.ShipmentId === plan.ShipmentId)!.creation;
  expect(creation.status, creation.message ?? '').toBe('CREATED');
  const { shipment } = await callApi<{ shipment: ShipmentDetail }>(
    request,
    page,
    'GET',
    `/fullfilment/get-shipment/${creation.shipmentRowId}`,
  );
  return shipment;
}

/** The shipment settings as the workbench's settings card sends them. */
export interface TransportSettings {
  shipmentType: 'SP' | 'LTL';
  isPartnered: 'true' | 'false';
  carrierName?: string;
}

/**
 * Everything readiness asks of a parcel shipment, through the workbench's calls: the settings
 * stored, every item weighed (`itemWeight` lb), one box per SKU holding all its units, and the
 * boxes' dimensions (`boxWeight` lb a box). The boxes' ids, in item order.
 */
export async function prepareForTransport(
  request: APIRequestContext,
  page: Page,
  shipment: ShipmentDetail,
  settings: TransportSettings,
  { itemWeight = 0.4, boxWeight = 20 }: { itemWeight?: number; boxWeight?: number } = {},
): Promise<string[]> {
  const { shipmentItems } = await callApi<{
    shipmentItems: { _id: string; sellerSku: string; quantityShipped: number }[];
  }>(request, page, 'POST', '/fullfilment/get-shipment-items', { inboundShipmentId: shipment._id, limit: 0 });
  await callApi(request, page, 'POST', '/fullfilment/shipment-settings', {
    inboundShipmentId: shipment._id,
    ...settings,
  });
  await callApi(request, page, 'POST', '/fullfilment/inbound-shipment-item/update-details', {
    inboundShipmentId: shipment._id,
    list: shipmentItems.map((item) => ({ _id: item._id, weight: { value: itemWeight, unit: 'pounds' } })),
  });
  const boxIds: string[] = [];
  for (const item of shipmentItems) {
    const made = await callApi<{ boxes: { _id: string }[] }>(request, page, 'POST', '/fullfilment/create-boxes', {
      inboundShipmentId: shipment._id,
      item: { quantity: item.quantityShipped, sellerSku: item.sellerSku },
      numberOfBoxes: 1,
    });
    boxIds.push(...made.boxes.map((b) => b._id));
  }
  await callApi(request, page, 'POST', '/fullfilment/update-dimesions', {
    shipmentId: shipment._id,
    boxIds,
    dimensions: { length: 18, width: 14, height: 12, weight: boxWeight, weightUnit: 'pounds' },
  });
  return boxIds;
}

/**
 * One pallet holding `boxIds` (every box of the shipment unless given), 40 in high and 200 lb
 * unless told: what an LTL shipment's readiness asks beyond the boxes. The pallet's id.
 */
export async function palletize(
  request: APIRequestContext,
  page: Page,
  shipment: ShipmentDetail,
  { boxIds, height = 40, weight = 200 }: { boxIds?: string[]; height?: number; weight?: number } = {},
): Promise<string> {
  const ids =
    boxIds ??
    (
      await callApi<{ boxes: { _id: string }[] }>(request, page, 'POST', '/fullfilment/get-boxes', {
        inboundShipmentId: shipment._id,
      })
    ).boxes.map((b) => b._id);
  const { newPallet } = await callApi<{ newPallet: { _id: string } }>(
    request,
    page,
    'POST',
    '/fullfilment/create-pallet',
    { inboundShipmentId: shipment._id, boxIds: ids },
  );
  await callApi(request, page, 'PUT', '/fullfilment/pallet/update-details', {
    inboundShipmentId: shipment._id,
    finalIds: [newPallet._id],
    dimensions: { height, weight },
  });
  return newPallet._id;
}
