import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  chooseOptionResponseSchema,
  createInboundShipmentResponseSchema,
  isDataSynced,
  MARKETPLACES,
  planRequestResponseSchema,
  warehouseResponseSchema,
  type PlanRequestResponse,
} from '@stowline/domain';
import type { InboundSkuFacts } from '@stowline/sandbox';
import { rowsOf } from '../db/client.js';
import { api, completeOnboarding, createSeller } from './client.js';
import { getHarness } from './harness.js';
import { connectDemoStore, demoSellerEmail, waitForLogs, waitForUser } from './marketplace.js';

const US = MARKETPLACES[0].marketplaceId;

/** A ship-from warehouse in Portland, OR (or another city), as add-warehouse takes it. */
export const warehouseBody = (name = 'Main warehouse', city = 'Portland') => ({
  obj: {
    name,
    addressline1: '1200 Industrial Way',
    city,
    stateOrProvinceCode: 'OR',
    postalCode: '97217',
    countryCode: 'US',
    companyContact: { name: 'Pat Packer', phone: '5035550100', email: 'pat@example.com' },
  },
});

export interface SyncedSeller {
  token: string;
  email: string;
  accountId: string;
  /** The sandbox's seller id of the demo store. */
  sellerId: string;
  storeMarketplaceId: string;
  /** One per warehouse asked for, in that order. */
  warehouseIds: string[];
  /** What the sandbox knows of the store's SKUs for inbound plans. */
  facts: InboundSkuFacts[];
}

/**
 * A seller whose small demo store is connected, synced in the US and onboarded, with the
 * ship-from warehouses given (one in Portland unless told otherwise): where the inbound and
 * shipment tests start.
 */
export async function sellerWithSyncedStore(
  warehouses: readonly ReturnType<typeof warehouseBody>[] = [warehouseBody()],
): Promise<SyncedSeller> {
  const { database, sandbox } = await getHarness();
  const seller = await createSeller();
  const { store, sellerId } = await connectDemoStore(seller.token, { sellerEmail: demoSellerEmail('small') });
  const saved = await api('POST', '/onboarding/save-store-marketplaces', {
    token: seller.token,
    body: { storeId: store._id, storeMarketplaces: [US], newStore: true, action: 'newstore' },
  });
  expect(saved.status).toBe(200);
  await waitForUser(seller.token, isDataSynced);
  await waitForLogs(seller.token, (logs) => logs.length === 5 && logs.every((l) => l.state === 'COMPLETED'));
  await completeOnboarding(seller.email);
  const [market] = rowsOf<{ id: string; account_id: string }>(
    await database.db.execute(
      sql`select id, account_id from store_marketplaces where store_id = ${store._id} and marketplace_id = ${US}`,
    ),
  );
  const warehouseIds: string[] = [];
  for (const body of warehouses) {
    const added = await api('POST', '/createShipment/add-warehouse', {
      token: seller.token,
      body,
      response: warehouseResponseSchema,
    });
    expect(added.status).toBe(201);
    warehouseIds.push(added.body.warehouse._id);
  }
  return {
    token: seller.token,
    email: seller.email,
    accountId: market!.account_id,
    sellerId,
    storeMarketplaceId: market!.id,
    warehouseIds,
    facts: sandbox.inboundFacts(sellerId),
  };
}

/**
 * The store's SKUs a plain one-centre shipment takes: active in the US, not dangerous goods,
 * standard size, sold by the unit (no case pack).
 */
export const plainSkus = (seller: SyncedSeller): InboundSkuFacts[] =>
  seller.facts.filter(
    (f) =>
      f.status === 'Active' &&
      f.marketplaceIds.includes(US) &&
      !f.dangerousGoods &&
      f.sizeClass === 'standard' &&
      !f.caseQuantity,
  );

/**
 * What a plan item of the SKU adds for its expiry: an expiration-dated SKU carries the seller's
 * date (30 June, three years on), as the drawer's card sends it; the server refuses it without one.
 */
export const expiryOf = (f: Pick<InboundSkuFacts, 'expirationDated'>): { expiration?: string } =>
  f.expirationDated ? { expiration: `${new Date().getUTCFullYear() + 3}-06-30` } : {};

/** Polls a plan request, as the screens do, until `done` holds (by default: planning ended). */
export async function followPlanRequest(
  token: string,
  id: string,
  done: (r: PlanRequestResponse) => boolean = (r) => r.status !== 'IN_PROGRESS',
  timeoutMs = 60_000,
): Promise<PlanRequestResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api('GET', `/createShipment/plan-requests/${id}`, { token, response: planRequestResponseSchema });
    expect(res.status).toBe(200);
    if (done(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`plan request not done: ${JSON.stringify(res.body).slice(0, 1500)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface CreatedShipment {
  /** The shipment's row id. */
  id: string;
  fbaId: string;
  amazonShipmentId: string;
  inboundPlanId: string;
}

/**
 * A WORKING shipment created through the create-shipment calls (one centre): `units` of each SKU,
 * or with `cases` that many cases of each (QuantityInCase from the SKU's case quantity).
 */
export async function createdShipment(
  seller: SyncedSeller,
  skus: readonly InboundSkuFacts[],
  { units = 12, cases = false, name = 'Workbench' }: { units?: number; cases?: boolean; name?: string } = {},
): Promise<CreatedShipment> {
  const asked = await api('POST', `/createShipment/get-shipment-plan${cases ? '-cases' : ''}`, {
    token: seller.token,
    body: {
      storeMarketplaceId: seller.storeMarketplaceId,
      warehouseId: seller.warehouseIds[0],
      InboundShipmentPlanRequestItems: skus.map((f) =>
        cases
          ? { SellerSKU: f.sku, Quantity: units * f.caseQuantity!, QuantityInCase: f.caseQuantity, ...expiryOf(f) }
          : { SellerSKU: f.sku, Quantity: units, ...expiryOf(f) },
      ),
    },
    response: planRequestResponseSchema,
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const planned = await followPlanRequest(seller.token, asked.body._id, (r) => r.status !== 'IN_PROGRESS');
  expect(planned.status).toBe('SUCCESS');
  const single = planned.placementOptions.find((o) => o.centres === 1)!;
  const chosen = await api('POST', `/createShipment/plan-requests/${planned._id}/choose-option`, {
    token: seller.token,
    body: { placementOptionId: single.placementOptionId },
    response: chooseOptionResponseSchema,
  });
  expect(chosen.status).toBe(200);
  const plan = chosen.body.planRequest.InboundShipmentPlans[0]!;
  const started = await api('POST', `/createShipment/create-inbound-shipment/${plan.ShipmentId}`, {
    token: seller.token,
    body: { planRequestId: planned._id, ShipmentName: name },
    response: createInboundShipmentResponseSchema,
  });
  expect(started.status).toBe(200);
  const done = await followPlanRequest(seller.token, planned._id, (r) =>
    ['CREATED', 'FAILED'].includes(r.InboundShipmentPlans[0]!.creation.status),
  );
  const creation = done.InboundShipmentPlans[0]!.creation;
  expect(creation.status).toBe('CREATED');
  return {
    id: creation.shipmentRowId!,
    fbaId: creation.shipmentConfirmationId!,
    amazonShipmentId: plan.ShipmentId,
    inboundPlanId: plan.inboundPlanId,
  };
}
