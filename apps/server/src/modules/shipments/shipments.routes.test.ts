import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  inboundMessages,
  DEFAULT_SHIPPING_DETAILS,
  editInboundShipmentResponseSchema,
  getShipmentsResponseSchema,
  shipmentListMessages,
  shipmentResponseSchema,
  shipmentSettingsResponseSchema,
  shipmentStatsResponseSchema,
  statusFilterOf,
  warehouseResponseSchema,
  type ShipmentStatsBody,
} from '@stowline/domain';
import { rowsOf } from '../../db/client.js';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { createShipmentsRepository } from './shipments.repository.js';
import { getHarness } from '../../test-support/harness.js';
import {
  createdShipment,
  plainSkus,
  sellerWithSyncedStore,
  warehouseBody,
  type CreatedShipment,
  type SyncedSeller,
} from '../../test-support/sellers.js';

const stats = (token: string, body: ShipmentStatsBody = {}, page = '15/1') =>
  api('POST', `/fullfilment/get-shipment-stats/${page}`, { token, body, response: shipmentStatsResponseSchema });

async function dbShipments(storeMarketplaceId: string) {
  const { database } = await getHarness();
  return rowsOf<{
    id: string;
    shipment_id: string;
    shipment_status: string;
    app_created: boolean;
    inbound_plan_id: string | null;
  }>(
    await database.db.execute(
      sql`select id, shipment_id, shipment_status, app_created, inbound_plan_id from shipments
          where store_marketplace_id = ${storeMarketplaceId} order by created_at desc, id desc`,
    ),
  );
}

describe('the shipment list and the shipment-level calls', () => {
  let seller: SyncedSeller;
  let created: CreatedShipment;

  beforeAll(async () => {
    seller = await sellerWithSyncedStore([
      warehouseBody('Main warehouse', 'Portland'),
      warehouseBody('Second warehouse', 'Salem'),
    ]);
    created = await createdShipment(seller, plainSkus(seller).slice(0, 2), { name: 'Spring restock' });
  }, 240_000);

  it('lists the selected marketplace 15 a page, newest first, with counts, items and a count per status button', async () => {
    const all = await dbShipments(seller.storeMarketplaceId);
    expect(all.length).toBeGreaterThan(1);
    // Two empty boxes in the created shipment: the Boxes column counts them.
    const boxed = await api('POST', '/fullfilment/create-boxes', {
      token: seller.token,
      body: { inboundShipmentId: created.id, emptyBox: true, newBoxCount: 2 },
    });
    expect(boxed.status, JSON.stringify(boxed.body)).toBe(200);
    const res = await stats(seller.token);
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(all.length);
    expect(res.body.stats.map((r) => r._id)).toEqual(all.slice(0, 15).map((r) => r.id));
    // The created one is the newest, with its SKUs, units and creator.
    const first = res.body.stats[0]!;
    expect(first).toMatchObject({
      _id: created.id,
      shipmentId: created.fbaId,
      shipmentName: 'Spring restock',
      shipmentStatus: 'WORKING',
      skus: 2,
      boxes: 2,
      canEdit: true,
      canDownloadBol: false,
      voidDate: null,
      createdBy: { name: expect.any(String) },
    });
    expect(first.units).toBe(first.items.reduce((n, i) => n + i.quantityShipped, 0));
    expect(first.items.every((i) => i.fulfillmentNetworkSku)).toBe(true);
    // Synced shipments: Amazon created them, so no creator and no edits from here.
    const synced = res.body.stats.find((r) => !r.appCreated)!;
    expect(synced.createdBy).toBeNull();
    expect(synced.canEdit).toBe(false);
    // Each links to its Summary in Seller Central: with the sandbox, the sandbox's page for it.
    const { sandbox } = await getHarness();
    const summary = (fbaId: string) =>
      `http://127.0.0.1:${sandbox.port}/gp/fba/inbound-shipment-workflow/index.html#${fbaId}/summary/tracking`;
    expect(first.sellerCentralUrl).toBe(summary(created.fbaId));
    expect(synced.sellerCentralUrl).toBe(summary(synced.shipmentId));
    const detail = await api('GET', `/fullfilment/get-shipment/${created.id}`, {
      token: seller.token,
      response: shipmentResponseSchema,
    });
    expect(detail.body.shipment.sellerCentralUrl).toBe(summary(created.fbaId));
    // Counts per button add up to All, and each status counts under its button.
    const expected: Record<string, number> = { ALL: all.length };
    for (const r of all)
      expected[statusFilterOf(r.shipment_status)] = (expected[statusFilterOf(r.shipment_status)] ?? 0) + 1;
    for (const [filter, n] of Object.entries(res.body.statusCounts)) expect(n, filter).toBe(expected[filter] ?? 0);
    // Oldest first when asked.
    const asc = await stats(seller.token, { sortOrder: 'asc' }, '100/1');
    expect(asc.body.stats.map((r) => r._id)).toEqual(all.map((r) => r.id).reverse());
  });

  it('filters by status button, by SKU, ASIN or ShipmentId, and by date range', async () => {
    const all = await dbShipments(seller.storeMarketplaceId);
    const working = await stats(seller.token, { status: 'WORKING' }, '100/1');
    expect(working.body.stats.map((r) => r.shipmentStatus).every((s) => s === 'WORKING')).toBe(true);
    expect(working.body.totalCount).toBe(all.filter((r) => r.shipment_status === 'WORKING').length);
    const others = await stats(seller.token, { status: 'OTHERS' }, '100/1');
    expect(others.body.stats.every((r) => statusFilterOf(r.shipmentStatus) === 'OTHERS')).toBe(true);

    const byId = await stats(seller.token, { search: created.fbaId.slice(2, 9).toLowerCase() });
    expect(byId.body.stats.map((r) => r._id)).toContain(created.id);
    const first = (await stats(seller.token)).body.stats[0]!;
    const sku = first.items[0]!.sellerSku;
    const bySku = await stats(seller.token, { search: sku });
    expect(bySku.body.stats.length).toBeGreaterThan(0);
    expect(
      bySku.body.stats.every((r) => r.items.some((i) => i.sellerSku.toLowerCase().includes(sku.toLowerCase()))),
    ).toBe(true);
    const asin = seller.facts.find((f) => f.sku === sku)!.asin;
    const byAsin = await stats(seller.token, { search: asin });
    expect(byAsin.body.stats.map((r) => r._id)).toContain(first._id);
    // Pattern characters are taken literally.
    expect((await stats(seller.token, { search: '%' })).body.totalCount).toBe(0);

    const now = Date.now();
    const today = await stats(seller.token, {
      date: { startDate: new Date(now - 3600_000).toISOString(), endDate: new Date(now + 3600_000).toISOString() },
    });
    expect(today.body.totalCount).toBe(all.length);
    const lastYear = await stats(seller.token, {
      date: {
        startDate: new Date(now - 400 * 86400_000).toISOString(),
        endDate: new Date(now - 300 * 86400_000).toISOString(),
      },
    });
    expect(lastYear.body).toMatchObject({ stats: [], totalCount: 0 });
    expect(lastYear.body.statusCounts.ALL).toBe(0);
  });

  it('serves the sidebar 10 at a time with status, type, warehouse and name filters', async () => {
    const all = await dbShipments(seller.storeMarketplaceId);
    const first = await api('POST', '/fullfilment/get-shipments', {
      token: seller.token,
      body: {},
      response: getShipmentsResponseSchema,
    });
    expect(first.status).toBe(200);
    expect(first.body.totalShipmentCount).toBe(all.length);
    expect(first.body.response).toHaveLength(Math.min(10, all.length));
    expect(first.body.nextLimit).toBe(0);
    expect(first.body.warehouses.map((w) => w.name)).toEqual(['Main warehouse', 'Second warehouse']);
    const tile = first.body.response.find((t) => t._id === created.id)!;
    expect(tile).toMatchObject({
      shipmentName: 'Spring restock',
      warehouseId: seller.warehouseIds[0],
      shipFromAddress: expect.objectContaining({ city: 'Portland' }),
      contentPreference: 'NONE',
    });
    // The warehouse's contact phone goes with the ship-from (an own carrier's label needs one).
    const [from] = rowsOf<{ phone: string | null }>(
      await (
        await getHarness()
      ).database.db.execute(
        sql`select ship_from_address->>'PhoneNumber' as phone from shipments where id = ${created.id}`,
      ),
    );
    expect(from!.phone).toBe('5035550100');
    expect(tile.shipToAddress?.addressLine1).not.toBe('');
    if (all.length > 10) {
      const more = await api('POST', '/fullfilment/get-shipments', {
        token: seller.token,
        body: { nextLimit: 10 },
        response: getShipmentsResponseSchema,
      });
      expect(more.body.nextLimit).toBe(10);
      expect(more.body.response.map((t) => t._id)).toEqual(all.slice(10, 20).map((r) => r.id));
    }
    const byName = await api('POST', '/fullfilment/get-shipments', {
      token: seller.token,
      body: { search: 'spring RESTOCK' },
      response: getShipmentsResponseSchema,
    });
    expect(byName.body.response.map((t) => t._id)).toEqual([created.id]);
    const byWarehouse = await api('POST', '/fullfilment/get-shipments', {
      token: seller.token,
      body: { warehouseId: seller.warehouseIds[1] },
      response: getShipmentsResponseSchema,
    });
    expect(byWarehouse.body.totalShipmentCount).toBe(0);
    const ltl = await api('POST', '/fullfilment/get-shipments', {
      token: seller.token,
      body: { type: 'LTL', status: 'WORKING' },
      response: getShipmentsResponseSchema,
    });
    expect(ltl.body.response.every((t) => t.shipmentType === 'LTL' && t.shipmentStatus === 'WORKING')).toBe(true);
  });

  it('stores the settings panel with the defaults of section 4, and a partnership change resets the carrier', async () => {
    const detail = await api('GET', `/fullfilment/get-shipment/${created.id}`, {
      token: seller.token,
      response: shipmentResponseSchema,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.shipment).toMatchObject({
      editable: true,
      transportStatus: null,
      feedDetails: { status: 'Pending', errorList: [] },
      settings: {
        contentPreference: 'NONE',
        shipmentType: 'SP',
        isPartnered: 'true',
        carrierName: DEFAULT_SHIPPING_DETAILS.carrier,
      },
    });

    const settings = (body: object) =>
      api('POST', '/fullfilment/shipment-settings', {
        token: seller.token,
        body: { inboundShipmentId: created.id, ...body },
        response: shipmentSettingsResponseSchema,
      });
    const nonPartnered = await settings({ isPartnered: 'false' });
    expect(nonPartnered.status).toBe(200);
    expect(nonPartnered.body.carriers.map((c) => c.label)).toEqual(['UPS', 'DHL', 'FedEx', 'USPS', 'OTHER']);
    const fedex = await settings({ carrierName: 'FEDERAL_EXPRESS_CORP', shipmentType: 'LTL' });
    expect(fedex.body.settings).toMatchObject({
      carrierName: 'FEDERAL_EXPRESS_CORP',
      shipmentType: 'LTL',
      isPartnered: 'false',
    });
    // Back to partnered: the carrier goes back to the default parcel carrier.
    const partnered = await settings({ isPartnered: 'true' });
    expect(partnered.body.settings.carrierName).toBe('UNITED_PARCEL_SERVICE_INC');
    expect(partnered.body.carriers.map((c) => c.label)).toEqual(['UPS']);
    const refused = await api('POST', '/fullfilment/shipment-settings', {
      token: seller.token,
      body: { inboundShipmentId: created.id, carrierName: 'DHL_STANDARD' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(shipmentListMessages.carrierNotOffered);

    const content = await api('POST', '/fullfilment/update-content-preference', {
      token: seller.token,
      body: { inboundShipmentId: created.id, contentPreference: '2D_BARCODE' },
      response: shipmentSettingsResponseSchema,
    });
    expect(content.body.settings.contentPreference).toBe('2D_BARCODE');
    // The screen's unsaved partnership decides the carriers it may offer.
    const viewed = await api('POST', '/fullfilment/get-shipment-settings', {
      token: seller.token,
      body: { inboundShipmentId: created.id, isPartnered: 'false' },
      response: shipmentSettingsResponseSchema,
    });
    expect(viewed.body.settings).toMatchObject({
      contentPreference: '2D_BARCODE',
      shipmentType: 'LTL',
      isPartnered: 'true',
    });
    expect(viewed.body.carriers).toHaveLength(5);
    await settings({ shipmentType: 'SP', contentPreference: 'NONE' });
  });

  it('keeps an operation that outlasts the call: 409, and the retry follows the same operation', async () => {
    const harness = await getHarness();
    const { sandbox } = harness;
    // A server that waits 3 s for Amazon's operations (AMAZON_CALL_WAIT_SECONDS), and Amazon still working until the
    // test lets the operation end (however slow the machine). 3 s is longer than the poller's longest wait between
    // two looks (2 s), so each call looks at least once: with 1 s, a retry could end before its first look was due.
    const impatient = await harness.startApp({ jobWorkers: false, amazonCallWaitSeconds: 3 });
    const calls = () => sandbox.stats(seller.sellerId).calls.updateShipmentSourceAddress ?? 0;
    const before = calls();
    const move = () =>
      api('PATCH', '/fullfilment/edit-inbound-shipment', {
        token: seller.token,
        baseUrl: impatient.baseUrl,
        body: { action: 'shipmentFromAddress', inboundShipmentId: created.id, warehouseId: seller.warehouseIds[1] },
      });
    sandbox.setOperationDelay(600_000);
    try {
      const waiting = await move();
      expect(waiting.status, JSON.stringify(waiting.body)).toBe(409);
      expect(waiting.body.message).toBe(inboundMessages.amazonStillWorking);
      // Still working: the retry asks Amazon about the same operation, never sends the change again.
      const stillWaiting = await move();
      expect(stillWaiting.status).toBe(409);
      sandbox.finishOperations(seller.sellerId);
      const moved = await move();
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(calls() - before).toBe(1);
    } finally {
      sandbox.setOperationDelay(300);
      await impatient.close();
    }
    const atAmazon = sandbox
      .inboundPlans(seller.sellerId)
      .find((p) => p.inboundPlanId === created.inboundPlanId)!
      .shipments.find((s) => s.shipmentConfirmationId === created.fbaId)!;
    expect(atAmazon.source.city).toBe('Salem');
    // Seen to its end: nothing is kept any more.
    const kept = await harness.database.db.execute(
      sql`select 1 from inbound_operations where key = ${`ship-from:${created.id}`}`,
    );
    expect(rowsOf(kept)).toHaveLength(0);
  }, 60_000);

  it('renames and moves the ship-from of a created WORKING shipment at Amazon, then deletes it', async () => {
    const { sandbox } = await getHarness();
    const renamed = await api('PATCH', '/fullfilment/edit-inbound-shipment', {
      token: seller.token,
      body: { action: 'shipmentName', inboundShipmentId: created.id, nameToUpdate: '  Autumn restock ' },
      response: editInboundShipmentResponseSchema,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.message).toBe('Updated Inbound Shipment Successfully');
    expect(renamed.body.data.updatedShipment?.shipmentName).toBe('Autumn restock');
    const atAmazon = () =>
      sandbox
        .inboundPlans(seller.sellerId)
        .find((p) => p.inboundPlanId === created.inboundPlanId)!
        .shipments.find((s) => s.shipmentConfirmationId === created.fbaId)!;
    expect(atAmazon().name).toBe('Autumn restock');

    // A warehouse's name and city may be longer than v2024's AddressInput takes (50 and 30): they are
    // cut to fit, as a plan's ship-from is, rather than refused by Amazon.
    const longName = 'Northwest Fulfilment Partners Cooperative Warehouse Number Seven';
    const longCity = 'Llanfairpwllgwyngyllgogerychwyrndrobwll';
    const long = await api('POST', '/createShipment/add-warehouse', {
      token: seller.token,
      body: warehouseBody(longName, longCity),
      response: warehouseResponseSchema,
    });
    expect(long.status, JSON.stringify(long.body)).toBe(201);
    const movedFar = await api('PATCH', '/fullfilment/edit-inbound-shipment', {
      token: seller.token,
      body: { action: 'shipmentFromAddress', inboundShipmentId: created.id, warehouseId: long.body.warehouse._id },
      response: editInboundShipmentResponseSchema,
    });
    expect(movedFar.status, JSON.stringify(movedFar.body)).toBe(200);
    expect(atAmazon().source.city).toBe(longCity.slice(0, 30));

    const moved = await api('PATCH', '/fullfilment/edit-inbound-shipment', {
      token: seller.token,
      body: { action: 'shipmentFromAddress', inboundShipmentId: created.id, warehouseId: seller.warehouseIds[1] },
      response: editInboundShipmentResponseSchema,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.updatedShipment).toMatchObject({
      warehouseId: seller.warehouseIds[1],
      shipFromAddress: expect.objectContaining({ city: 'Salem', name: 'Pat Packer' }),
    });
    expect(atAmazon().source.city).toBe('Salem');

    const deleted = await api('PATCH', '/fullfilment/edit-inbound-shipment', {
      token: seller.token,
      body: { action: 'deleteShipment', inboundShipmentId: created.id },
      response: editInboundShipmentResponseSchema,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.data.updatedShipment?.shipmentStatus).toBe('CANCELLED');
    expect(atAmazon().status).toBe('CANCELLED');

    // Now CANCELLED: nothing about it can change any more.
    const edits = [
      [
        'PATCH',
        '/fullfilment/edit-inbound-shipment',
        { action: 'shipmentName', inboundShipmentId: created.id, nameToUpdate: 'x' },
      ],
      [
        'PATCH',
        '/fullfilment/edit-inbound-shipment',
        { action: 'shipmentFromAddress', inboundShipmentId: created.id, warehouseId: seller.warehouseIds[0] },
      ],
      ['POST', '/fullfilment/shipment-settings', { inboundShipmentId: created.id, shipmentType: 'LTL' }],
      ['POST', '/fullfilment/update-content-preference', { inboundShipmentId: created.id, contentPreference: 'FEED' }],
    ] as const;
    for (const [method, path, body] of edits) {
      const res = await api(method, path, { token: seller.token, body });
      expect(res.status, path).toBe(409);
      expect(res.body.message).toBe(shipmentListMessages.notWorking);
    }
    const again = await api('PATCH', '/fullfilment/edit-inbound-shipment', {
      token: seller.token,
      body: { action: 'deleteShipment', inboundShipmentId: created.id },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You can delete working shipment only');
    const detail = await api('GET', `/fullfilment/get-shipment/${created.id}`, {
      token: seller.token,
      response: shipmentResponseSchema,
    });
    expect(detail.body.shipment).toMatchObject({ editable: false, canEdit: false, shipmentName: 'Autumn restock' });
  }, 120_000);

  it('keeps the rename and ship-from of a shipment created here when a sync that read Amazon before them writes after', async () => {
    const { database } = await getHarness();
    type Row = {
      id: string;
      account_id: string;
      store_id: string;
      store_marketplace_id: string;
      shipment_id: string;
      shipment_name: string;
      shipment_status: string;
      ship_from_address: Record<string, string> | null;
      app_created: boolean;
    };
    const read = async (id: string) =>
      rowsOf<Row>(
        await database.db.execute(
          sql`select id, account_id, store_id, store_marketplace_id, shipment_id, shipment_name, shipment_status,
                     ship_from_address, app_created from shipments where id = ${id}`,
        ),
      )[0]!;
    // What a sync page read from Amazon before the seller's changes: the old name and ship-from.
    const syncWrites = async (row: Row, name: string, city: string) =>
      createShipmentsRepository(database.db).upsertShipments(
        { accountId: row.account_id, storeId: row.store_id, storeMarketplaceId: row.store_marketplace_id },
        [
          {
            shipment_id: row.shipment_id,
            shipment_name: name,
            shipment_status: row.shipment_status,
            label_prep_type: 'SELLER_LABEL',
            are_cases_required: false,
            destination_fulfillment_center_id: 'IND9',
            ship_from_address: { ...row.ship_from_address, city },
            box_contents_source: null,
            confirmed_need_by_date: null,
          },
        ],
      );

    const mine = await read(created.id);
    expect(mine).toMatchObject({ app_created: true, shipment_name: 'Autumn restock' });
    expect(mine.ship_from_address?.city).toBe('Salem');
    await syncWrites(mine, 'Spring restock', 'Portland');
    const detail = await api('GET', `/fullfilment/get-shipment/${created.id}`, {
      token: seller.token,
      response: shipmentResponseSchema,
    });
    expect(detail.body.shipment.shipmentName).toBe('Autumn restock');
    expect(detail.body.shipment.shipFromAddress).toMatchObject({ city: 'Salem' });

    // A shipment Amazon made (Seller Central is its editor): the sync's name and ship-from win.
    const synced = (await dbShipments(seller.storeMarketplaceId)).find((r) => !r.app_created)!;
    await syncWrites(await read(synced.id), 'Renamed in Seller Central', 'Bend');
    const theirs = await api('GET', `/fullfilment/get-shipment/${synced.id}`, {
      token: seller.token,
      response: shipmentResponseSchema,
    });
    expect(theirs.body.shipment.shipmentName).toBe('Renamed in Seller Central');
    expect(theirs.body.shipment.shipFromAddress).toMatchObject({ city: 'Bend' });
  });

  it('keeps a shipment Amazon created outside Stowline with Seller Central, but lets its WORKING settings change', async () => {
    const synced = (await dbShipments(seller.storeMarketplaceId)).find(
      (r) => !r.app_created && r.shipment_status === 'WORKING',
    );
    expect(synced).toBeDefined();
    const rename = await api('PATCH', '/fullfilment/edit-inbound-shipment', {
      token: seller.token,
      body: { action: 'shipmentName', inboundShipmentId: synced!.id, nameToUpdate: 'Mine now' },
    });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toBe(shipmentListMessages.notCreatedHere);
    const del = await api('PATCH', '/fullfilment/edit-inbound-shipment', {
      token: seller.token,
      body: { action: 'deleteShipment', inboundShipmentId: synced!.id },
    });
    expect(del.status).toBe(409);
    const type = await api('POST', '/fullfilment/shipment-settings', {
      token: seller.token,
      body: { inboundShipmentId: synced!.id, shipmentType: 'LTL' },
      response: shipmentSettingsResponseSchema,
    });
    expect(type.status).toBe(200);
    expect(type.body.settings.shipmentType).toBe('LTL');
    const closed = (await dbShipments(seller.storeMarketplaceId)).find((r) => r.shipment_status !== 'WORKING')!;
    const refused = await api('POST', '/fullfilment/shipment-settings', {
      token: seller.token,
      body: { inboundShipmentId: closed.id, shipmentType: 'LTL' },
    });
    expect(refused.status).toBe(409);
  });

  it('exports the filtered list as CSV', async () => {
    const { baseUrl } = await getHarness();
    const res = await fetch(`${baseUrl}/api/v1/fullfilment/export-shipments?status=WORKING`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('Shipments.csv');
    const lines = (await res.text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain('"ShipmentId","Shipment","SKUs","Quantity","Boxes","Created By"');
    const working = (await dbShipments(seller.storeMarketplaceId)).filter((r) => r.shipment_status === 'WORKING');
    expect(lines).toHaveLength(working.length + 1);
    const bad = await fetch(`${baseUrl}/api/v1/fullfilment/export-shipments?startDate=yesterday`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(bad.status).toBe(400);
  });

  it("lets a worker act in the owner's account and keeps other sellers and their workers out", async () => {
    const worker = await addWorker(seller.token);
    const listed = await stats(worker.token);
    expect(listed.status).toBe(200);
    expect(listed.body.totalCount).toBe((await dbShipments(seller.storeMarketplaceId)).length);
    const working = (await dbShipments(seller.storeMarketplaceId)).find((r) => r.shipment_status === 'WORKING')!;
    const changed = await api('POST', '/fullfilment/update-content-preference', {
      token: worker.token,
      body: { inboundShipmentId: working.id, contentPreference: 'FEED' },
      response: shipmentSettingsResponseSchema,
    });
    expect(changed.status).toBe(200);

    const other = await createSeller({ onboarded: true });
    const otherWorker = await addWorker(other.token);
    for (const token of [other.token, otherWorker.token]) {
      expect((await stats(token)).body).toMatchObject({ stats: [], totalCount: 0 });
      const sidebar = await api('POST', '/fullfilment/get-shipments', {
        token,
        body: {},
        response: getShipmentsResponseSchema,
      });
      expect(sidebar.body).toMatchObject({ response: [], totalShipmentCount: 0, warehouses: [] });
      const calls = [
        ['GET', `/fullfilment/get-shipment/${working.id}`, undefined],
        ['POST', '/fullfilment/get-shipment-settings', { inboundShipmentId: working.id }],
        ['POST', '/fullfilment/shipment-settings', { inboundShipmentId: working.id, shipmentType: 'LTL' }],
        ['POST', '/fullfilment/update-content-preference', { inboundShipmentId: working.id }],
        [
          'PATCH',
          '/fullfilment/edit-inbound-shipment',
          { action: 'shipmentName', inboundShipmentId: working.id, nameToUpdate: 'x' },
        ],
        ['PATCH', '/fullfilment/edit-inbound-shipment', { action: 'deleteShipment', inboundShipmentId: working.id }],
      ] as const;
      for (const [method, path, body] of calls) {
        const res = await api(method, path, { token, ...(body ? { body } : {}) });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.message).toBe(shipmentListMessages.shipmentNotFound);
      }
      const csv = await fetch(`${(await getHarness()).baseUrl}/api/v1/fullfilment/export-shipments`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await csv.text()).trim().split(/\r?\n/)).toHaveLength(1);
    }
    // The other seller's warehouse cannot become this shipment's ship-from.
    const foreign = await api('POST', '/createShipment/add-warehouse', {
      token: other.token,
      body: warehouseBody('Theirs', 'Boise'),
      response: warehouseResponseSchema,
    });
    const move = await api('PATCH', '/fullfilment/edit-inbound-shipment', {
      token: seller.token,
      body: { action: 'shipmentFromAddress', inboundShipmentId: working.id, warehouseId: foreign.body.warehouse._id },
    });
    expect(move.status).toBe(404);
    expect(move.body.message).toBe(shipmentListMessages.warehouseNotFound);
    // Without a token: signed out.
    expect((await api('POST', '/fullfilment/get-shipment-stats/15/1', { body: {} })).status).toBe(401);
  });

  it('answers bad input with 400 and a message a seller understands', async () => {
    const id = (await dbShipments(seller.storeMarketplaceId))[0]!.id;
    const cases = [
      ['POST', '/fullfilment/get-shipment-stats/0/1', {}],
      ['POST', '/fullfilment/get-shipment-stats/15/x', {}],
      ['POST', '/fullfilment/get-shipment-stats/15/1', { status: 'LOST' }],
      ['POST', '/fullfilment/get-shipment-stats/15/1', { date: { startDate: 'yesterday', endDate: 'today' } }],
      ['POST', '/fullfilment/get-shipment-stats/15/1', { search: 'x'.repeat(500) }],
      ['POST', '/fullfilment/get-shipments', { nextLimit: -1 }],
      ['POST', '/fullfilment/get-shipments', { warehouseId: 'nope' }],
      ['GET', '/fullfilment/get-shipment/not-a-uuid', undefined],
      ['POST', '/fullfilment/shipment-settings', { inboundShipmentId: id }],
      ['POST', '/fullfilment/shipment-settings', { inboundShipmentId: id, shipmentType: 'BOAT' }],
      ['POST', '/fullfilment/update-content-preference', { inboundShipmentId: id, contentPreference: 'PIGEON' }],
      [
        'PATCH',
        '/fullfilment/edit-inbound-shipment',
        { action: 'shipmentName', inboundShipmentId: id, nameToUpdate: '   ' },
      ],
      [
        'PATCH',
        '/fullfilment/edit-inbound-shipment',
        { action: 'shipmentName', inboundShipmentId: id, nameToUpdate: 'x'.repeat(101) },
      ],
      ['PATCH', '/fullfilment/edit-inbound-shipment', { action: 'rename', inboundShipmentId: id }],
      ['PATCH', '/fullfilment/edit-inbound-shipment', { action: 'shipmentFromAddress', inboundShipmentId: id }],
    ] as const;
    for (const [method, path, body] of cases) {
      const res = await api(method, path, { token: seller.token, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.message, path).toMatch(/\w/);
    }
    const order = await stats(seller.token, {
      date: { startDate: new Date().toISOString(), endDate: new Date(Date.now() - 86400_000).toISOString() },
    });
    expect(order.status).toBe(400);
    expect(order.body).toMatchObject({ message: shipmentListMessages.dateRangeOrder });
    const empty = await api('PATCH', '/fullfilment/edit-inbound-shipment', {
      token: seller.token,
      body: { action: 'shipmentName', inboundShipmentId: id, nameToUpdate: ' ' },
    });
    expect(empty.body.message).toBe(shipmentListMessages.nameRequired);
  });
});
