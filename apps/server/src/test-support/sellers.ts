import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { isDataSynced, MARKETPLACES, warehouseResponseSchema } from '@stowline/domain';
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
