import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MARKETPLACES,
  isDataSynced,
  storeMessages,
  authorizeStoreResponseSchema,
  connectStoreResponseSchema,
  currentUserSchema,
  getStoresResponseSchema,
  marketplaceParticipationResponseSchema,
  syncLogResponseSchema,
} from '@stowline/domain';
import { rowsOf } from '../../db/client.js';
import { addWorker, api, completeOnboarding, createSeller, signIn } from '../../test-support/client.js';
import { atOnce, serverErrors } from '../../test-support/concurrency.js';
import { getHarness } from '../../test-support/harness.js';
import {
  connectDemoStore,
  demoSellerEmail,
  passConsent,
  sandboxSellerId,
  waitForLogs,
  waitForUser,
} from '../../test-support/marketplace.js';

const US = MARKETPLACES[0].marketplaceId;
const CA = MARKETPLACES[1].marketplaceId;
const MX = MARKETPLACES[2].marketplaceId;
const BR = MARKETPLACES[3].marketplaceId;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const { database } = await getHarness();
  return Number(rowsOf<{ n: number }>(await database.db.execute(query))[0]!.n);
}

describe('connecting a store through the consent page', () => {
  it('connects a demo store, keeps the refresh token encrypted and lists it', async () => {
    const seller = await createSeller();
    const { store, action, sellerId } = await connectDemoStore(seller.token, { storeName: 'My Shop' });
    expect(action).toBe('newstore');
    expect(store).toMatchObject({
      name: 'My Shop',
      isAuthorized: true,
      isDefault: true,
      region: 'na',
      marketplaces: [],
    });

    const stores = await api('GET', '/onboarding/get-stores', {
      token: seller.token,
      response: getStoresResponseSchema,
    });
    expect(stores.body.storeData).toHaveLength(1);
    expect(stores.body.storeData[0]).toMatchObject({ _id: store._id, sellerId, storeMarketplaces: [] });

    const { database } = await getHarness();
    const [creds] = rowsOf<{ refresh: string }>(
      await database.db.execute(
        sql`select refresh_token_enc as refresh from store_credentials where store_id = ${store._id}`,
      ),
    );
    expect(creds!.refresh).toMatch(/^v1\./);
    expect(creds!.refresh).not.toContain('Atzr|');

    const me = await api('GET', '/onboarding/get-current-user', { token: seller.token, response: currentUserSchema });
    expect(me.body.onboardingInfo.isStoreConnected).toBe(true);
  });

  it('refuses a tampered, replayed or foreign state', async () => {
    const seller = await createSeller();
    const start = await api('POST', '/onboarding/authorize-store-url', {
      token: seller.token,
      body: { storeName: 'Shop', region: 'na' },
      response: authorizeStoreResponseSchema,
    });
    const back = await passConsent(start.body.url, demoSellerEmail('small'));
    const q = Object.fromEntries(back.searchParams);
    const body = { state: q.state!, spapi_oauth_code: q.spapi_oauth_code!, selling_partner_id: q.selling_partner_id! };

    const tampered = await api('POST', '/onboarding/connect-new-store', {
      token: seller.token,
      body: { ...body, state: `${body.state}x` },
      response: connectStoreResponseSchema,
    });
    expect(tampered).toMatchObject({ status: 400, body: { message: storeMessages.consentStateInvalid } });

    // The same seller in another session (another browser) cannot use this session's state.
    const otherSession = await signIn(seller.email);
    const foreign = await api('POST', '/onboarding/connect-new-store', {
      token: otherSession,
      body,
      response: connectStoreResponseSchema,
    });
    expect(foreign.status).toBe(400);

    expect(
      (
        await api('POST', '/onboarding/connect-new-store', {
          token: seller.token,
          body,
          response: connectStoreResponseSchema,
        })
      ).status,
    ).toBe(200);
    const replay = await api('POST', '/onboarding/connect-new-store', {
      token: seller.token,
      body,
      response: connectStoreResponseSchema,
    });
    expect(replay).toMatchObject({ status: 400, body: { message: storeMessages.consentStateInvalid } });
  });

  it('sends Cancel on the consent page back with an error and no code', async () => {
    const seller = await createSeller();
    const start = await api('POST', '/onboarding/authorize-store-url', {
      token: seller.token,
      body: { storeName: 'Shop', region: 'na' },
      response: authorizeStoreResponseSchema,
    });
    const back = await passConsent(start.body.url, demoSellerEmail('small'), 'cancel');
    expect(back.pathname).toBe('/onboarding/connect-amazon');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('spapi_oauth_code')).toBeNull();
  });

  it('validates the store name and refuses a duplicate name', async () => {
    const seller = await createSeller();
    const empty = await api('POST', '/onboarding/authorize-store-url', {
      token: seller.token,
      body: { storeName: '  ', region: 'na' },
      response: authorizeStoreResponseSchema,
    });
    expect(empty).toMatchObject({ status: 400, body: { message: storeMessages.storeNameRequired } });
    const long = await api('POST', '/onboarding/authorize-store-url', {
      token: seller.token,
      body: { storeName: 'x'.repeat(51), region: 'na' },
      response: authorizeStoreResponseSchema,
    });
    expect(long).toMatchObject({ status: 400, body: { message: storeMessages.storeNameTooLong } });
    await connectDemoStore(seller.token, { storeName: 'Twin' });
    const twin = await api('POST', '/onboarding/authorize-store-url', {
      token: seller.token,
      body: { storeName: 'twin', region: 'na' },
      response: authorizeStoreResponseSchema,
    });
    expect(twin).toMatchObject({
      status: 409,
      body: { message: storeMessages.storeNameTaken, code: 'STORE_NAME_TAKEN' },
    });
  });

  it('refuses an Amazon seller account that another Stowline account already connected', async () => {
    const first = await createSeller();
    const second = await createSeller();
    const sellerEmail = demoSellerEmail('small');
    await connectDemoStore(first.token, { sellerEmail });
    const start = await api('POST', '/onboarding/authorize-store-url', {
      token: second.token,
      body: { storeName: 'Mine', region: 'na' },
      response: authorizeStoreResponseSchema,
    });
    const back = await passConsent(start.body.url, sellerEmail);
    const q = Object.fromEntries(back.searchParams);
    const res = await api('POST', '/onboarding/connect-new-store', {
      token: second.token,
      body: { state: q.state, spapi_oauth_code: q.spapi_oauth_code, selling_partner_id: q.selling_partner_id },
      response: connectStoreResponseSchema,
    });
    expect(res).toMatchObject({ status: 409, body: { message: storeMessages.storeAlreadyConnected } });
  });
});

describe('the seller id a consent claims', () => {
  /** Consents as `consentAs` on Amazon, then tells Stowline the seller id is `claimed`. */
  async function connectClaiming(token: string, consentAs: string, claimed: string) {
    const start = await api('POST', '/onboarding/authorize-store-url', {
      token,
      body: { storeName: `Shop ${claimed.slice(-4)}`, region: 'na' },
      response: authorizeStoreResponseSchema,
    });
    const back = await passConsent(start.body.url, consentAs);
    const q = Object.fromEntries(back.searchParams);
    return api('POST', '/onboarding/connect-new-store', {
      token,
      body: { state: q.state, spapi_oauth_code: q.spapi_oauth_code, selling_partner_id: claimed },
      response: connectStoreResponseSchema,
    });
  }

  it('is proven with Amazon: a seller who consents with their own account but sends another seller’s id saves nothing', async () => {
    // The victim has been through the consent page; their seller id is in their redirect.
    const victim = await createSeller();
    const victimStart = await api('POST', '/onboarding/authorize-store-url', {
      token: victim.token,
      body: { storeName: 'Real Shop', region: 'na' },
      response: authorizeStoreResponseSchema,
    });
    const victimBack = Object.fromEntries(
      (await passConsent(victimStart.body.url, demoSellerEmail('large'))).searchParams,
    );
    const victimSellerId = victimBack.selling_partner_id!;

    const attacker = await createSeller();
    const refused = await connectClaiming(attacker.token, demoSellerEmail('small'), victimSellerId);
    expect(refused).toMatchObject({ status: 400, body: { message: storeMessages.sellerNotConfirmed } });
    expect(await count(sql`select count(*)::int as n from stores where seller_id = ${victimSellerId}`)).toBe(0);
    expect(
      (await api('GET', '/onboarding/get-stores', { token: attacker.token, response: getStoresResponseSchema })).body
        .storeData,
    ).toEqual([]);

    // The genuine owner's connection goes through.
    const connected = await api('POST', '/onboarding/connect-new-store', {
      token: victim.token,
      body: victimBack,
      response: connectStoreResponseSchema,
    });
    expect(connected.status).toBe(200);
    expect(
      (await api('GET', '/onboarding/get-stores', { token: victim.token, response: getStoresResponseSchema })).body
        .storeData[0]!.sellerId,
    ).toBe(victimSellerId);
  });

  it('is refused in the same words whether or not the claimed id is connected anywhere', async () => {
    const owner = await createSeller();
    const taken = await connectDemoStore(owner.token, { sellerEmail: demoSellerEmail('limited') });
    // The base demo seller: tests connect only plus-addressed ones, so nobody holds it.
    const free = (await sandboxSellerId('large@demo.sandbox'))!;
    const prober = await createSeller();
    const answers = [];
    for (const claimed of [taken.sellerId, free])
      answers.push(await connectClaiming(prober.token, demoSellerEmail('small'), claimed));
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.body.message).toBe(storeMessages.sellerNotConfirmed);
  });
});

describe('choosing marketplaces', () => {
  it('offers the North American marketplaces, disabling those the store does not sell in', async () => {
    const seller = await createSeller();
    const { store } = await connectDemoStore(seller.token, { sellerEmail: demoSellerEmail('limited') });
    const res = await api('GET', `/onboarding/get-marketplace-participation?storeId=${store._id}`, {
      token: seller.token,
      response: marketplaceParticipationResponseSchema,
    });
    expect(res.status).toBe(200);
    const byCode = Object.fromEntries(res.body.marketplaces.map((m) => [m.code, m]));
    expect(Object.keys(byCode)).toEqual(['US', 'CA', 'MX', 'BR']);
    expect(byCode.US).toMatchObject({ isAvailable: true, isSelected: false });
    expect(byCode.MX!.isAvailable).toBe(false);
    expect(byCode.BR!.isAvailable).toBe(false);

    const refused = await api('POST', '/onboarding/save-store-marketplaces', {
      token: seller.token,
      body: { storeId: store._id, storeMarketplaces: [US, MX], newStore: true, action: 'newstore' },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: storeMessages.marketplaceNotAvailable } });
    const none = await api('POST', '/onboarding/save-store-marketplaces', {
      token: seller.token,
      body: { storeId: store._id, storeMarketplaces: [] },
    });
    expect(none).toMatchObject({ status: 400, body: { message: storeMessages.selectMarketplace } });
    const unknown = await api('POST', '/onboarding/save-store-marketplaces', {
      token: seller.token,
      body: { storeId: store._id, storeMarketplaces: ['A1F83G8C2ARO7P'] },
    });
    expect(unknown.status).toBe(400);
    expect(BR).toBeTruthy();
  });
});

describe('a connected store synchronises its data', () => {
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let storeId: string;
  let sellerId: string;

  beforeAll(async () => {
    seller = await createSeller();
    const connected = await connectDemoStore(seller.token, {
      sellerEmail: demoSellerEmail('small'),
      storeName: 'Synced',
    });
    storeId = connected.store._id;
    sellerId = connected.sellerId;
    const saved = await api('POST', '/onboarding/save-store-marketplaces', {
      token: seller.token,
      body: { storeId, storeMarketplaces: [US, CA], newStore: true, action: 'newstore' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('refuses Get Started until the data is synced', async () => {
    const me = await api('GET', '/onboarding/get-current-user', { token: seller.token, response: currentUserSchema });
    if (!isDataSynced(me.body)) {
      const early = await api('POST', '/onboarding/onboarding-completed', { token: seller.token });
      expect(early).toMatchObject({ status: 409, body: { message: storeMessages.waitingDataSyncCompletely } });
    }
  });

  it('syncs listings, quantities, prep instructions and shipments to exactly the marketplace counts', async () => {
    const me = await waitForUser(seller.token, isDataSynced);
    expect(me.defaultStoreMarketplace).toMatchObject({ code: 'US', isDefault: true });
    expect(me.storeMarketplaces.map((m) => m.code).sort()).toEqual(['CA', 'US']);

    const { sandbox } = await getHarness();
    const stats = sandbox.stats(sellerId);
    const usProducts =
      await count(sql`select count(*) as n from products p join store_marketplaces m on m.id = p.store_marketplace_id
      where m.store_id = ${storeId} and m.marketplace_id = ${US}`);
    expect(usProducts).toBe(stats.skusByMarketplace[US]);
    const shipments = await count(sql`select count(*) as n from shipments where store_id = ${storeId}`);
    expect(shipments).toBe(stats.shipments);
    const items = await count(
      sql`select count(*) as n from shipment_items i join shipments s on s.id = i.shipment_row_id where s.store_id = ${storeId}`,
    );
    expect(items).toBe(stats.shipmentItems);
    const withFnsku =
      await count(sql`select count(*) as n from products p join store_marketplaces m on m.id = p.store_marketplace_id
      where m.store_id = ${storeId} and m.marketplace_id = ${US} and p.fnsku <> '' and p.title <> ''`);
    expect(withFnsku).toBeGreaterThan(0);
  });

  it('shows the sync logs of the default marketplace and the store, and resyncs on request', async () => {
    const logs = await waitForLogs(seller.token, (l) => l.length === 5 && l.every((x) => x.state === 'COMPLETED'));
    expect(logs.map((l) => l.name).sort()).toEqual(['catalog', 'listing', 'prepInstruction', 'quantity', 'shipments']);
    const listing = logs.find((l) => l.name === 'listing')!;
    expect(listing).toMatchObject({
      nameToUse: 'Listing',
      marketplaceCode: 'US',
      repeatInterval: '6 hours',
      progress: 100,
    });
    expect(listing.lastRunAt).toBeTruthy();

    const stranger = await createSeller();
    expect(
      (await api('PUT', '/setting/update-data-sync-log', { token: stranger.token, body: { _id: listing._id } })).status,
    ).toBe(404);
    expect(
      (await api('GET', '/setting/get-data-sync-log', { token: stranger.token, response: syncLogResponseSchema })).body,
    ).toEqual({
      agendaLogs: [],
      totalSyncCount: 0,
    });

    const resync = await api('PUT', '/setting/update-data-sync-log', {
      token: seller.token,
      body: { _id: listing._id },
    });
    expect(resync.status).toBe(200);
    const again = await api('PUT', '/setting/update-data-sync-log', {
      token: seller.token,
      body: { _id: listing._id },
    });
    expect(again).toMatchObject({ status: 409, body: { message: storeMessages.syncAlreadyRunning } });
    await waitForLogs(seller.token, (l) => l.find((x) => x._id === listing._id)?.state === 'COMPLETED');
    // A second run leaves one row per SKU.
    const dupes = await count(
      sql`select count(*) as n from (select 1 from products group by store_marketplace_id, seller_sku having count(*) > 1) d`,
    );
    expect(dupes).toBe(0);
  });

  it('completes onboarding once synced', async () => {
    const done = await api('POST', '/onboarding/onboarding-completed', { token: seller.token });
    expect(done).toMatchObject({ status: 200, body: { message: storeMessages.welcome } });
    const me = await api('GET', '/onboarding/get-current-user', { token: seller.token, response: currentUserSchema });
    expect(me.body.onboardingInfo.onboardCompleted).toBe(true);
  });

  it('changes the default store marketplace from the footer selector, for workers too', async () => {
    const me = await api('GET', '/onboarding/get-current-user', { token: seller.token, response: currentUserSchema });
    const ca = me.body.storeMarketplaces.find((m) => m.code === 'CA')!;
    await completeOnboarding(seller.email);
    const worker = await addWorker(seller.token);
    const res = await api('PUT', '/onboarding/mark-default-store', {
      token: worker.token,
      body: { storeMarketplaceId: ca._id },
    });
    expect(res.status).toBe(200);
    const after = await api('GET', '/onboarding/get-current-user', {
      token: seller.token,
      response: currentUserSchema,
    });
    expect(after.body.defaultStoreMarketplace!._id).toBe(ca._id);
    expect(after.body.storeMarketplaces.filter((m) => m.isDefault)).toHaveLength(1);
  });

  it('keeps one default store marketplace and one default store under 20 concurrent footer changes and a marketplace save', async () => {
    const me = await api('GET', '/onboarding/get-current-user', { token: seller.token, response: currentUserSchema });
    const ids = me.body.storeMarketplaces.map((m) => m._id);
    const answers = await atOnce(21, (i) =>
      i === 20
        ? api('POST', '/onboarding/update-store-marketplaces', {
            token: seller.token,
            body: { storeId, storeMarketplaces: [US, CA] },
          })
        : api('PUT', '/onboarding/mark-default-store', {
            token: seller.token,
            body: { storeMarketplaceId: ids[i % ids.length] },
          }),
    );
    expect(serverErrors(answers)).toEqual([]);
    expect(answers.map((a) => a.status)).toEqual(Array(21).fill(200));
    const defaults = await count(
      sql`select count(*)::int as n from store_marketplaces where store_id = ${storeId} and is_default`,
    );
    const defaultStores = await count(sql`select count(*)::int as n from stores where id = ${storeId} and is_default`);
    expect([defaults, defaultStores]).toEqual([1, 1]);
  });

  it('keeps the store connected when Amazon refuses one operation its grant does not cover', async () => {
    const { sandbox } = await getHarness();
    // A role the seller did not grant: Amazon answers 403 with a valid token, and LWA still refreshes.
    sandbox.deny(sellerId, ['createReport']);
    try {
      const logs = await api('GET', '/setting/get-data-sync-log?perPage=100', {
        token: seller.token,
        response: syncLogResponseSchema,
      });
      const quantity = logs.body.agendaLogs.find((l) => l.name === 'quantity')!;
      await api('PUT', '/setting/update-data-sync-log', { token: seller.token, body: { _id: quantity._id } });
      const failed = (
        await waitForLogs(seller.token, (l) => l.find((x) => x._id === quantity._id)?.state === 'FAILED')
      ).find((x) => x._id === quantity._id)!;
      expect(failed.lastError).toBe(storeMessages.operationDenied('createReport'));
      expect(failed.lastErrorCode).not.toBe('STORE_UNAUTHORIZED');
      const me = await api('GET', '/onboarding/get-current-user', { token: seller.token, response: currentUserSchema });
      expect(me.body.stores[0]!.isAuthorized).toBe(true);
    } finally {
      sandbox.deny(sellerId, []);
    }
  });

  it('marks the store disconnected when Amazon revokes access, and reauthorises it', async () => {
    const { sandbox } = await getHarness();
    sandbox.revoke(sellerId);
    const logs = await api('GET', '/setting/get-data-sync-log?perPage=100', {
      token: seller.token,
      response: syncLogResponseSchema,
    });
    const quantity = logs.body.agendaLogs.find((l) => l.name === 'quantity')!;
    await api('PUT', '/setting/update-data-sync-log', { token: seller.token, body: { _id: quantity._id } });
    await waitForLogs(seller.token, (l) => l.find((x) => x._id === quantity._id)?.state === 'FAILED');
    const me = await waitForUser(seller.token, (u) => u.defaultStore?.isAuthorized === false);
    expect(me.stores[0]!.isAuthorized).toBe(false);
    // The store list of Setting → Profile and of onboarding shows it Disconnected (with Reauthorize).
    const listed = await api('GET', '/onboarding/get-stores', {
      token: seller.token,
      response: getStoresResponseSchema,
    });
    expect(listed.body.storeData.map((s) => [s._id, s.isAuthorized])).toEqual([[storeId, false]]);
    const failed = (
      await api('GET', '/setting/get-data-sync-log?perPage=100', {
        token: seller.token,
        response: syncLogResponseSchema,
      })
    ).body.agendaLogs.find((l) => l._id === quantity._id)!;
    expect(failed.lastError).toBe(storeMessages.needToConnectStore);
    // The web tells a store to connect again by the code, not by the message's words.
    expect(failed.lastErrorCode).toBe('STORE_UNAUTHORIZED');
    const blocked = await api('GET', `/onboarding/get-marketplace-participation?storeId=${storeId}`, {
      token: seller.token,
      response: marketplaceParticipationResponseSchema,
    });
    // Participations are kept from the connection, but a disconnected store is refused first.
    expect(blocked).toMatchObject({ status: 403, body: { message: storeMessages.needToConnectStore } });

    const again = await connectDemoStore(seller.token, {
      storeId,
      sellerEmail: (await getHarness()).sandbox.demoSellers().find((s) => s.sellerId === sellerId)?.email ?? '',
    });
    expect(again.action).toBe('reauthorize');
    expect(again.store).toMatchObject({ _id: storeId, isAuthorized: true });
  });
});

describe("store routes are the seller's own", () => {
  it('keeps workers out of store management and other sellers out of the store', async () => {
    const owner = await createSeller({ onboarded: true });
    const other = await createSeller();
    const { store } = await connectDemoStore(owner.token);
    const worker = await addWorker(owner.token);
    for (const [method, path, body] of [
      ['GET', '/onboarding/get-stores', undefined],
      ['POST', '/onboarding/authorize-store-url', { storeName: 'W', region: 'na' }],
      ['PUT', '/onboarding/delete-store', { storeId: store._id }],
    ] as const) {
      expect((await api(method, path, { token: worker.token, body })).status).toBe(403);
    }
    expect(
      (
        await api('GET', `/onboarding/get-marketplace-participation?storeId=${store._id}`, {
          token: other.token,
          response: marketplaceParticipationResponseSchema,
        })
      ).status,
    ).toBe(404);
    expect(
      (await api('PUT', '/onboarding/update-store', { token: other.token, body: { storeId: store._id, name: 'Mine' } }))
        .status,
    ).toBe(404);
    expect(
      (await api('PUT', '/onboarding/delete-store', { token: other.token, body: { storeId: store._id } })).status,
    ).toBe(404);
    expect(
      (await api('GET', '/onboarding/get-stores', { token: other.token, response: getStoresResponseSchema })).body
        .storeData,
    ).toEqual([]);
    expect(
      (
        await api('POST', '/onboarding/authorize-store-url', {
          token: other.token,
          body: { storeId: store._id },
          response: authorizeStoreResponseSchema,
        })
      ).status,
    ).toBe(404);

    const seeded = (
      await api('GET', '/onboarding/get-stores', { token: owner.token, response: getStoresResponseSchema })
    ).body.storeData.find((s) => s._id !== store._id)!;
    const taken = await api('PUT', '/onboarding/update-store', {
      token: owner.token,
      body: { storeId: store._id, name: seeded.name.toUpperCase() },
    });
    expect(taken).toEqual({ status: 409, body: { message: storeMessages.storeNameTaken, code: 'STORE_NAME_TAKEN' } });
    const renamed = await api('PUT', '/onboarding/update-store', {
      token: owner.token,
      body: { storeId: store._id, name: 'Renamed' },
    });
    expect(renamed.status).toBe(200);
    const deleted = await api('PUT', '/onboarding/delete-store', { token: owner.token, body: { storeId: store._id } });
    expect(deleted.status).toBe(200);
    // The seeded store is left; the deleted one is gone.
    expect(
      (
        await api('GET', '/onboarding/get-stores', { token: owner.token, response: getStoresResponseSchema })
      ).body.storeData.map((s) => s._id),
    ).not.toContain(store._id);
  });

  it('answers malformed input with 400 and a message', async () => {
    const seller = await createSeller();
    for (const [method, path, body] of [
      ['POST', '/onboarding/connect-new-store', { state: 1 }],
      ['POST', '/onboarding/connect-new-store', []],
      ['POST', '/onboarding/save-store-marketplaces', { storeId: 'nope', storeMarketplaces: [US] }],
      ['PUT', '/onboarding/mark-default-store', { storeMarketplaceId: 42 }],
      ['PUT', '/setting/update-data-sync-log', { name: 'everything' }],
    ] as const) {
      const res = await api(method, path, { token: seller.token, body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const badQuery = await api('GET', '/onboarding/get-marketplace-participation?storeId=x', {
      token: seller.token,
      response: marketplaceParticipationResponseSchema,
    });
    expect(badQuery.status).toBe(400);
  });
});
