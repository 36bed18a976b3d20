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

/** An expiry date after today (30 June, three years on), as a seller enters it on the drawer's card. */
export const expiryDate = () => `${new Date().getUTCFullYear() + 3}-06-30`;

/**
 * What a plan item of the SKU adds for its expiry: an expiration-dated SKU carries the seller's
 * date, as the drawer sends it (the server refuses it without one).
 */
export const expiryOf = (f: Pick<SkuFacts, 'expirationDated'>): { expiration?: string } =>
  f.expirationDated ? { expiration: expiryDate() } : {};

/** What a plan request needs: the US store marketplace, the SKUs asked for, a ship-from warehouse. */
export interface PlanInputs {
  storeMarketplaceId: string;
  warehouseId: string;
  facts: SkuFacts[];
}

/**
 * The signed-in seller's US store marketplace, `skus` standard-size SKUs of its demo store Amazon
 * takes as they are (no dangerous goods), case-packed or not and expiration-dated or not as asked,
 * made FBA type STANDARD, and a ship-from warehouse added (Portland dock).
 */
export async function planInputs(
  request: APIRequestContext,
  page: Page,
  {
    casePacked,
    skus,
    expirationDated = false,
    maxCaseQuantity = Infinity,
  }: { casePacked: boolean; skus: number; expirationDated?: boolean; maxCaseQuantity?: number },
): Promise<PlanInputs> {
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
        (casePacked ? f.caseQuantity !== null && f.caseQuantity <= maxCaseQuantity : f.caseQuantity === null),
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
  return { storeMarketplaceId, warehouseId: warehouse._id, facts };
}

/** The plan request `id`, read as the drawer polls it, until `done` holds (90 s at most). */
export async function followPlanRequest(
  request: APIRequestContext,
  page: Page,
  id: string,
  done: (r: PlanRequestResponse) => boolean = (r) => r.status !== 'IN_PROGRESS',
): Promise<PlanRequestResponse> {
  let last: PlanRequestResponse | null = null;
  await expect
    .poll(
      async () => {
        last = await callApi<PlanRequestResponse>(request, page, 'GET', `/createShipment/plan-requests/${id}`);
        return done(last);
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(true);
  return last! as PlanRequestResponse;
}

/**
 * A shipment created in Stowline through the create-shipment calls (as the drawer sends them, see
 * create-plan.spec.ts for the screens), on the path that places before packing: plan `skus` SKUs
 * (case-packed: two cases each), create the first plan, and read it whole. `expirationDated` picks
 * SKUs Amazon dates (their items ask an expiry date) instead of ones it does not. Only such
 * shipments take quantity changes through Amazon's content-update preview (synced ones refuse
 * them). Amazon offers such a shipment pallet (LTL) transport only: small parcel is packed first
 * (packed-first-shipment.ts).
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
  const { storeMarketplaceId, warehouseId, facts } = await planInputs(request, page, {
    casePacked,
    skus,
    expirationDated,
  });
  const asked = await callApi<PlanRequestResponse>(
    request,
    page,
    'POST',
    casePacked ? '/createShipment/get-shipment-plan-cases' : '/createShipment/get-shipment-plan',
    {
      storeMarketplaceId,
      warehouseId,
      InboundShipmentPlanRequestItems: facts.map((f) =>
        casePacked
          ? { SellerSKU: f.sku, Quantity: f.caseQuantity! * 2, QuantityInCase: f.caseQuantity!, ...expiryOf(f) }
          : { SellerSKU: f.sku, Quantity: Math.min(40, f.maxShipmentQuantity), ...expiryOf(f) },
      ),
    },
  );
  const follow = (done: (r: PlanRequestResponse) => boolean) => followPlanRequest(request, page, asked._id, done);
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
 * A shipment's items weighed (`itemWeight` lb) and boxed whole through the workbench's calls: one
 * box per SKU holding all its units, 18 x 14 x 12 in and `boxWeight` lb. The boxes' ids, in item order.
 */
export async function packWhole(
  request: APIRequestContext,
  page: Page,
  shipmentRowId: string,
  { itemWeight = 0.4, boxWeight = 20 }: { itemWeight?: number; boxWeight?: number } = {},
): Promise<string[]> {
  const { shipmentItems } = await callApi<{
    shipmentItems: { _id: string; sellerSku: string; quantityShipped: number }[];
  }>(request, page, 'POST', '/fullfilment/get-shipment-items', { inboundShipmentId: shipmentRowId, limit: 0 });
  await callApi(request, page, 'POST', '/fullfilment/inbound-shipment-item/update-details', {
    inboundShipmentId: shipmentRowId,
    list: shipmentItems.map((item) => ({ _id: item._id, weight: { value: itemWeight, unit: 'pounds' } })),
  });
  const boxIds: string[] = [];
  for (const item of shipmentItems) {
    const made = await callApi<{ boxes: { _id: string }[] }>(request, page, 'POST', '/fullfilment/create-boxes', {
      inboundShipmentId: shipmentRowId,
      item: { quantity: item.quantityShipped, sellerSku: item.sellerSku },
      numberOfBoxes: 1,
    });
    boxIds.push(...made.boxes.map((b) => b._id));
  }
  await callApi(request, page, 'POST', '/fullfilment/update-dimesions', {
    shipmentId: shipmentRowId,
    boxIds,
    dimensions: { length: 18, width: 14, height: 12, weight: boxWeight, weightUnit: 'pounds' },
  });
  return boxIds;
}

/**
 * Everything readiness asks of a shipment's boxes, through the workbench's calls: the settings
 * stored and the shipment packed whole (`packWhole`). The boxes' ids, in item order. On a shipment
 * placed before packing Amazon offers pallet (LTL) transport only: `palletize` next.
 */
export async function prepareForTransport(
  request: APIRequestContext,
  page: Page,
  shipment: ShipmentDetail,
  settings: TransportSettings,
  weights: { itemWeight?: number; boxWeight?: number } = {},
): Promise<string[]> {
  await callApi(request, page, 'POST', '/fullfilment/shipment-settings', {
    inboundShipmentId: shipment._id,
    ...settings,
  });
  return packWhole(request, page, shipment._id, weights);
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
