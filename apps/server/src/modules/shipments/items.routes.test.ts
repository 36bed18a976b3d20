import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBoxesResponseSchema,
  getBoxesResponseSchema,
  getShipmentItemsResponseSchema,
  itemErrorsResponseSchema,
  itemRuleMessages,
  MARKETPLACES,
  readinessMessages,
  shipmentEventsPath,
  shipmentItemsIdResponseSchema,
  shipmentReadinessResponseSchema,
  unitHistoryResponseSchema,
  updateInboundShipmentResponseSchema,
  updateItemDetailsResponseSchema,
  workbenchMessages,
} from '@stowline/domain';
import type { InboundSkuFacts } from '@stowline/sandbox';
import { rowsOf, transactionWith } from '../../db/client.js';
import { systemClock } from '../../lib/clock.js';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { openEventStream } from '../../test-support/event-stream.js';
import { seedShipment } from '../../test-support/fixtures.js';
import { getHarness } from '../../test-support/harness.js';
import { confirmPartneredTransport, placedSmallParcelPlan, skusOf } from '../../test-support/pack-first.js';
import {
  createdShipment,
  expiryOf,
  plainSkus,
  sellerWithSyncedStore,
  type CreatedShipment,
  type SyncedSeller,
} from '../../test-support/sellers.js';
import { createItemsRepository } from './items.repository.js';
import { createItemsService } from './items.service.js';

const US = MARKETPLACES[0].marketplaceId;

const getItems = (token: string, body: object) =>
  api('POST', '/fullfilment/get-shipment-items', { token, body, response: getShipmentItemsResponseSchema });
const updateDetails = (token: string, body: object) =>
  api('POST', '/fullfilment/inbound-shipment-item/update-details', {
    token,
    body,
    response: updateItemDetailsResponseSchema,
  });
const updateShipment = (token: string, body: object) =>
  api('POST', '/fullfilment/update-inbound-shipment', { token, body, response: updateInboundShipmentResponseSchema });
const readiness = (token: string, id: string) =>
  api('GET', `/fullfilment/get-shipment-readiness/${id}`, { token, response: shipmentReadinessResponseSchema });

/** Puts `quantity` units of a SKU into a new box and gives it dimensions, through the box calls. */
async function boxUnits(token: string, shipmentRowId: string, sellerSku: string, quantity: number) {
  const created = await api('POST', '/fullfilment/create-boxes', {
    token,
    body: { inboundShipmentId: shipmentRowId, item: { quantity, sellerSku }, numberOfBoxes: 1 },
    response: createBoxesResponseSchema,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const sized = await api('POST', '/fullfilment/update-dimesions', {
    token,
    body: {
      shipmentId: shipmentRowId,
      boxIds: created.body.boxes.map((b) => b._id),
      dimensions: { length: 20, width: 15, height: 10, weight: 24, weightUnit: 'ounces' },
    },
  });
  expect(sized.status, JSON.stringify(sized.body)).toBe(200);
  return created.body.boxes[0]!._id;
}

async function setStatus(shipmentRowId: string, status: string) {
  const { database } = await getHarness();
  await database.db.execute(sql`update shipments set shipment_status = ${status} where id = ${shipmentRowId}`);
}

describe('shipment items on the workbench', () => {
  let seller: SyncedSeller;
  let skus: InboundSkuFacts[];
  let shipment: CreatedShipment;

  beforeAll(async () => {
    seller = await sellerWithSyncedStore();
    skus = plainSkus(seller).slice(0, 3);
    expect(skus).toHaveLength(3);
    shipment = await createdShipment(seller, skus);
  }, 240_000);

  it('lists the items with their product facts: search, pages (limit 0 = all), filters and totals over the shipment', async () => {
    const all = await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 0 });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const sorted = [...skus].map((f) => f.sku).sort();
    expect(all.body.shipmentItems.map((i) => i.sellerSku)).toEqual(sorted);
    expect(all.body).toMatchObject({
      totalItemsCount: 3,
      totalQuantityBoxed: 0,
      totalQuantityShipped: 36,
      nextLimit: 0,
    });
    const first = all.body.shipmentItems[0]!;
    const facts = skus.find((f) => f.sku === first.sellerSku)!;
    expect(first).toMatchObject({
      shipmentItemId: first._id,
      inboundShipmentId: shipment.id,
      asin: facts.asin,
      fulfillmentNetworkSku: facts.fnsku,
      quantityShipped: 12,
      quantityBoxed: 0,
      quantityPrinted: 0,
      // The expiry date it was planned with (the plan's items give it to the shipment's).
      expDate: expiryOf(facts).expiration ?? null,
    });
    expect(first.title).not.toBe('');
    expect(first.errorList).toContain('QUANTITY_TO_BOX');
    expect(all.body.shipmentItemsId.map((i) => i.sellerSku)).toEqual(sorted);

    // Pages of one: the answer's nextLimit is the offset it carries; totals stay the shipment's.
    const page2 = await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 1, nextLimit: 1 });
    expect(page2.body.shipmentItems.map((i) => i.sellerSku)).toEqual([sorted[1]]);
    expect(page2.body).toMatchObject({ totalItemsCount: 3, nextLimit: 1, totalQuantityShipped: 36 });
    expect(page2.body.shipmentItemsId).toHaveLength(3);
    const past = await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 10, nextLimit: 10 });
    expect(past.body).toMatchObject({ shipmentItems: [], totalItemsCount: 3 });

    // Search by part of a seller SKU, any case; and by FNSKU.
    const part = sorted[2]!.slice(1, -1).toLowerCase();
    const searched = await getItems(seller.token, { inboundShipmentId: shipment.id, searchSellerSku: part });
    expect(searched.body.shipmentItems.map((i) => i.sellerSku)).toContain(sorted[2]);
    const byFnsku = await getItems(seller.token, { inboundShipmentId: shipment.id, searchSellerSku: facts.fnsku });
    expect(byFnsku.body.shipmentItems.map((i) => i.sellerSku)).toEqual([facts.sku]);
    const wild = await getItems(seller.token, { inboundShipmentId: shipment.id, searchSellerSku: '%' });
    expect(wild.body.totalItemsCount).toBe(0);

    // Error filters: every item has units to box.
    const toBox = await getItems(seller.token, { inboundShipmentId: shipment.id, errorFilter: 'QUANTITY_TO_BOX' });
    expect(toBox.body.totalItemsCount).toBe(3);
    // Dated SKUs keep the dates they were planned with: none misses one.
    const noExpiry = await getItems(seller.token, { inboundShipmentId: shipment.id, errorFilter: 'MISSING_EXPIRY' });
    expect(noExpiry.body.totalItemsCount).toBe(
      all.body.shipmentItems.filter((i) => i.amzExpirable && !i.expDate).length,
    );

    const ids = await api('GET', `/fullfilment/get-shipment-items-id/${shipment.id}`, {
      token: seller.token,
      response: shipmentItemsIdResponseSchema,
    });
    expect(ids.status).toBe(200);
    expect(ids.body.shipmentItemsId).toEqual(all.body.shipmentItemsId);
  });

  it('sets weights, expiry dates and printed labels of several items at once, all or nothing', async () => {
    const { database } = await getHarness();
    const all = (await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 0 })).body.shipmentItems;
    const [a, b, c] = all as [(typeof all)[0], (typeof all)[0], (typeof all)[0]];
    // c expires (the seller's answer in the SKU list), a and b do not.
    await database.db.execute(
      sql`update products set expirable = (seller_sku = ${c.sellerSku}) where store_marketplace_id = ${seller.storeMarketplaceId}
          and seller_sku in (${a.sellerSku}, ${b.sellerSku}, ${c.sellerSku})`,
    );
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;
    const changed = await updateDetails(seller.token, {
      inboundShipmentId: shipment.id,
      list: [
        { _id: a._id, weight: { value: 1.5, unit: 'pounds' }, quantityPrinted: 12 },
        { _id: b._id, weight: { value: 10, unit: 'ounces' } },
        { _id: c._id, weight: { value: 2, unit: 'pounds' }, expDate: nextYear },
      ],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.message).toBe('Updated Successfully');
    const byId = new Map(changed.body.updatedData.map((i) => [i._id, i]));
    expect(byId.get(a._id)).toMatchObject({ weight: { value: 1.5, unit: 'pounds' }, quantityPrinted: 12 });
    expect(byId.get(b._id)).toMatchObject({ weight: { value: 10, unit: 'ounces' }, quantityPrinted: 0 });
    expect(byId.get(c._id)).toMatchObject({ amzExpirable: true, expDate: nextYear, errorList: ['QUANTITY_TO_BOX'] });

    // Refusals change nothing, not even the valid entries sent with them.
    const cases: [object[], number, string][] = [
      [[{ _id: c._id, expDate: '2020-01-01' }], 400, 'Date cannot be set in past*'],
      [[{ _id: c._id, expDate: '31-12-2030' }], 400, 'Field cannot be empty*'],
      [
        [
          { _id: a._id, quantityPrinted: 99 },
          { _id: b._id, expDate: nextYear },
        ],
        400,
        'Expiry date is provided for non expiray product',
      ],
      [
        [
          { _id: a._id, quantityPrinted: 99 },
          { _id: randomUUID(), quantityPrinted: 1 },
        ],
        404,
        workbenchMessages.itemNotFound,
      ],
      [
        [
          { _id: a._id, quantityPrinted: 99 },
          { _id: a._id, quantityPrinted: 98 },
        ],
        400,
        itemRuleMessages.itemListedTwice,
      ],
      [[{ _id: a._id, quantityPrinted: 5_000_000_000 }], 400, itemRuleMessages.printedTooMany],
    ];
    for (const [list, status, message] of cases) {
      const res = await api('POST', '/fullfilment/inbound-shipment-item/update-details', {
        token: seller.token,
        body: { inboundShipmentId: shipment.id, list },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.message).toBe(message);
    }
    const after = (await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 0 })).body.shipmentItems;
    expect(after.find((i) => i._id === a._id)?.quantityPrinted).toBe(12);

    // Clearing an expiry date brings the error back; the errors call and the filter agree.
    await updateDetails(seller.token, { inboundShipmentId: shipment.id, list: [{ _id: c._id, expDate: null }] });
    const errors = await api('GET', `/fullfilment/get-shipment-item-errors/${shipment.id}`, {
      token: seller.token,
      response: itemErrorsResponseSchema,
    });
    expect(errors.status).toBe(200);
    expect(errors.body.errorList.find((e) => e._id === c._id)?.errors.sort()).toEqual([
      'MISSING_EXPIRY',
      'QUANTITY_TO_BOX',
    ]);
    const missing = await getItems(seller.token, { inboundShipmentId: shipment.id, errorFilter: 'MISSING_EXPIRY' });
    expect(missing.body.shipmentItems.map((i) => i._id)).toEqual([c._id]);
    const noWeight = await getItems(seller.token, { inboundShipmentId: shipment.id, errorFilter: 'MISSING_WEIGHT' });
    expect(noWeight.body.totalItemsCount).toBe(0);
    await updateDetails(seller.token, { inboundShipmentId: shipment.id, list: [{ _id: c._id, expDate: nextYear }] });
  });

  it('refuses quantity changes and deletes until the transport is confirmed, before asking Amazon', async () => {
    const { sandbox } = await getHarness();
    const all = (await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 0 })).body.shipmentItems;
    const item = all[0]!;
    const generated = () => sandbox.stats(seller.sellerId).calls.generateShipmentContentUpdatePreviews ?? 0;
    const before = generated();
    const asks = [
      { action: 'update', shipmentItem: { sellerSku: item.sellerSku, quantity: 16 } },
      { action: 'update', shipmentItem: { sellerSku: item.sellerSku, quantity: 16 }, previewId: 'cu-any' },
      { action: 'delete', shipmentItem: { sellerSku: item.sellerSku, quantity: 0 } },
    ];
    for (const ask of asks) {
      const refused = await updateShipment(seller.token, { inboundShipmentId: shipment.id, ...ask });
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.message).toBe(itemRuleMessages.transportNotConfirmed);
    }
    expect(generated()).toBe(before);
    const atAmazon = sandbox
      .inboundPlans(seller.sellerId)
      .flatMap((p) => p.shipments)
      .find((s) => s.shipmentId === shipment.amazonShipmentId)!;
    expect(atAmazon.previews).toEqual([]);
    expect(atAmazon.items.find((i) => i.msku === item.sellerSku)?.quantity).toBe(12);
    const unchanged = await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 0 });
    expect(unchanged.body.shipmentItems.map((i) => i.quantityShipped)).toEqual([12, 12, 12]);
  }, 60_000);

  it('lists every readiness reason, and assertShipmentReady refuses until none remains', async () => {
    const harness = await getHarness();
    const { database, sandbox } = harness;
    const r = readinessMessages;
    const ready = await readiness(seller.token, shipment.id);
    expect(ready.status).toBe(200);
    // Created SP partnered, placed before packing: units left to box (no SKU has its units in
    // boxes yet), and Amazon offers a shipment placed first pallet transport only.
    expect(ready.body).toEqual({
      ready: false,
      reasons: [r.itemErrors, r.notFullyBoxed, r.smallParcelPlacedFirst],
    });
    const service = createItemsService({
      itemsRepo: createItemsRepository(database.db),
      transaction: transactionWith(database.db, (tx) => ({ itemsRepo: createItemsRepository(tx) })),
      clock: systemClock,
    });
    await expect(service.assertShipmentReady(seller.accountId, shipment.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: r.itemErrors,
      details: { reasons: [r.itemErrors, r.notFullyBoxed, r.smallParcelPlacedFirst].join('\n') },
    });

    // Every unit boxed: small parcel is all that holds it back, and the estimate refuses it before
    // Amazon is asked (Amazon would offer no small-parcel option for it).
    const items = (await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 0 })).body.shipmentItems;
    for (const item of items)
      if (item.quantityShipped > item.quantityBoxed)
        await boxUnits(seller.token, shipment.id, item.sellerSku, item.quantityShipped - item.quantityBoxed);
    expect((await readiness(seller.token, shipment.id)).body).toEqual({
      ready: false,
      reasons: [r.smallParcelPlacedFirst],
    });
    const transportsAsked = () => sandbox.stats(seller.sellerId).calls.generateTransportationOptions ?? 0;
    const asked = transportsAsked();
    const estimate = await api('POST', '/fullfilment/sync-transport-content', {
      token: seller.token,
      body: {
        inboundShipmentId: shipment.id,
        ShipmentType: 'SP',
        IsPartnered: 'true',
        CarrierName: 'UNITED_PARCEL_SERVICE_INC',
      },
    });
    expect(estimate.status, JSON.stringify(estimate.body)).toBe(409);
    expect(estimate.body).toMatchObject({ message: r.smallParcelPlacedFirst });
    expect(transportsAsked()).toBe(asked);

    // An empty box, and a non-partnered parcel shipment without a carrier or tracking ids.
    const empty = await api('POST', '/fullfilment/create-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, emptyBox: true, newBoxCount: 1 },
      response: createBoxesResponseSchema,
    });
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    await database.db.execute(sql`update shipments set is_partnered = 'false' where id = ${shipment.id}`);
    const notReady = await readiness(seller.token, shipment.id);
    expect(notReady.body.reasons).toEqual([
      r.boxErrors,
      r.emptyBox,
      r.smallParcelPlacedFirst,
      r.boxDimensionsMissing,
      r.trackingIdMissing,
      r.carrierMissing,
    ]);
    const removed = await api('POST', '/fullfilment/delete-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, boxIds: empty.body.boxes.map((b) => b._id) },
    });
    expect(removed.status).toBe(200);
    // Non-partnered FedEx: no tracking ids asked (FedEx gives them), but the FedEx account is.
    await database.db.execute(
      sql`update shipments set carrier_name = 'FEDERAL_EXPRESS_CORP' where id = ${shipment.id}`,
    );
    expect((await readiness(seller.token, shipment.id)).body.reasons).toEqual([
      r.smallParcelPlacedFirst,
      r.fedexAccountMissing,
    ]);

    // Partnered LTL with its boxes on a pallet, as Amazon takes a shipment placed first: ready.
    await database.db.execute(
      sql`update shipments set shipment_type = 'LTL', is_partnered = 'true', carrier_name = null where id = ${shipment.id}`,
    );
    const [pallet] = rowsOf<{ id: string }>(
      await database.db.execute(sql`
        insert into pallets (account_id, shipment_row_id, number, height, weight)
        values (${seller.accountId}, ${shipment.id}, 1, 50, 160) returning id`),
    );
    await database.db.execute(sql`update boxes set pallet_id = ${pallet!.id} where shipment_row_id = ${shipment.id}`);
    expect((await readiness(seller.token, shipment.id)).body).toEqual({ ready: true, reasons: [] });
    await expect(service.assertShipmentReady(seller.accountId, shipment.id)).resolves.toBeUndefined();
    // Back to small parcel for the tests below (pallets do not count there).
    await database.db.execute(sql`update shipments set shipment_type = 'SP' where id = ${shipment.id}`);
  }, 60_000);

  it('says only of shipments Stowline placed before packing that they ship as pallets', async () => {
    const { database } = await getHarness();
    const db = database.db;
    const owner = await createSeller({ onboarded: true });
    const reasonsOf = async (id: string) => (await readiness(owner.token, id)).body.reasons;
    const seeded = (sku: string, appCreated: boolean) =>
      seedShipment(db, owner.email, {
        appCreated,
        items: [{ sellerSku: sku, fnsku: `X00${sku.replace(/-/g, '')}`.slice(0, 10), quantity: 2, weightLb: 1 }],
      });
    /** An inbound plan of Stowline's holding the shipment, packed first (a packing option) or not. */
    async function inPlan(shipmentRowId: string, packingOptionId: string | null) {
      const inboundPlanId = `wf${randomUUID().replace(/-/g, '').slice(0, 30)}`;
      const [row] = rowsOf<{ account_id: string; store_id: string; store_marketplace_id: string }>(
        await db.execute(sql`
          update shipments set inbound_plan_id = ${inboundPlanId} where id = ${shipmentRowId}
          returning account_id, store_id, store_marketplace_id`),
      );
      const [request] = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into inbound_plan_requests (account_id, store_id, store_marketplace_id, marketplace_id, mode,
                                             label_prep_preference, source_address, items)
          values (${row!.account_id}, ${row!.store_id}, ${row!.store_marketplace_id}, ${US}, 'UNITS',
                  'SELLER_LABEL', '{}'::jsonb, '[]'::jsonb) returning id`),
      );
      await db.execute(sql`
        insert into inbound_plans (account_id, request_id, seq, name, items, inbound_plan_id, packing_option_id)
        values (${row!.account_id}, ${request!.id}, 0, 'Plan', '[]'::jsonb, ${inboundPlanId}, ${packingOptionId})`);
    }

    // Placed first by Stowline (a placement option, no packing groups): the reason, while SP.
    const placedFirst = await seeded('PF-PLACED', true);
    await inPlan(placedFirst.id, null);
    expect(await reasonsOf(placedFirst.id)).toContain(readinessMessages.smallParcelPlacedFirst);
    // Packed first: its packing group, or (a sibling the sync linked) its plan's packing option.
    const packed = await seeded('PF-GROUP', true);
    await inPlan(packed.id, 'po-1');
    await db.execute(sql`update shipments set packing_group_id = 'pg-1' where id = ${packed.id}`);
    const sibling = await seeded('PF-SIBLING', true);
    await inPlan(sibling.id, 'po-2');
    // Made outside Stowline (synced), or created in Stowline before v2024 (no inbound plan).
    const synced = await seeded('PF-SYNCED', false);
    const v0 = await seeded('PF-V0', true);
    for (const other of [packed, sibling, synced, v0])
      expect(await reasonsOf(other.id)).not.toContain(readinessMessages.smallParcelPlacedFirst);
  }, 60_000);

  it('lets workers read and edit, and keeps every call to the shipment’s own account', async () => {
    const worker = await addWorker(seller.token);
    const listed = await getItems(worker.token, { inboundShipmentId: shipment.id, limit: 0 });
    expect(listed.status).toBe(200);
    const item = listed.body.shipmentItems[0]!;
    const edited = await updateDetails(worker.token, {
      inboundShipmentId: shipment.id,
      list: [{ _id: item._id, quantityPrinted: 3 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.updatedData[0]!.quantityPrinted).toBe(3);
    expect((await readiness(worker.token, shipment.id)).status).toBe(200);

    const stranger = await createSeller({ onboarded: true });
    const calls: [string, string, object | undefined][] = [
      ['POST', '/fullfilment/get-shipment-items', { inboundShipmentId: shipment.id }],
      [
        'POST',
        '/fullfilment/inbound-shipment-item/update-details',
        { inboundShipmentId: shipment.id, list: [{ _id: item._id, quantityPrinted: 50 }] },
      ],
      ['GET', `/fullfilment/get-shipment-item-errors/${shipment.id}`, undefined],
      ['GET', `/fullfilment/get-shipment-items-id/${shipment.id}`, undefined],
      [
        'POST',
        '/fullfilment/update-inbound-shipment',
        { inboundShipmentId: shipment.id, action: 'update', shipmentItem: { sellerSku: item.sellerSku, quantity: 1 } },
      ],
      ['GET', `/fullfilment/get-shipment-readiness/${shipment.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const res = await api(method, path, { token: stranger.token, ...(body ? { body } : {}) });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(workbenchMessages.shipmentNotFound);
      const anonymous = await api(method, path, body ? { body } : {});
      expect(anonymous.status, path).toBe(401);
    }
    // The stranger's item id in the seller's shipment changes nothing either.
    const after = await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 0 });
    expect(after.body.shipmentItems[0]!.quantityPrinted).toBe(3);
  }, 60_000);

  it('shows a synced shipment’s items with the product’s weight until the item has its own; its quantities stay Amazon’s', async () => {
    const { database } = await getHarness();
    const synced = await createSeller({ onboarded: true });
    const seeded = await seedShipment(database.db, synced.email, {
      appCreated: false,
      items: [
        { sellerSku: 'SYNC-A', fnsku: 'X00SYNCAAA', quantity: 5, weightLb: 2 },
        { sellerSku: 'SYNC-B', fnsku: 'X00SYNCBBB', quantity: 3 },
      ],
    });
    const listed = await getItems(synced.token, { inboundShipmentId: seeded.id, limit: 0 });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const [a, b] = listed.body.shipmentItems;
    expect(a).toMatchObject({ sellerSku: 'SYNC-A', weight: { value: 2, unit: 'pounds' } });
    expect(b).toMatchObject({ sellerSku: 'SYNC-B', weight: { value: null, unit: null } });
    expect(b!.errorList).toContain('MISSING_WEIGHT');
    const own = await updateDetails(synced.token, {
      inboundShipmentId: seeded.id,
      list: [{ _id: a!._id, weight: { value: 20, unit: 'ounces' } }],
    });
    expect(own.body.updatedData[0]!.weight).toEqual({ value: 20, unit: 'ounces' });
    const changed = await updateShipment(synced.token, {
      inboundShipmentId: seeded.id,
      action: 'update',
      shipmentItem: { sellerSku: 'SYNC-A', quantity: 6 },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(itemRuleMessages.notCreatedHere);
  });

  it('tells another packer’s open page at once that items changed', async () => {
    const harness = await getHarness();
    const worker = await addWorker(seller.token);
    const stream = await openEventStream(harness.baseUrl, shipmentEventsPath(shipment.id), worker.token);
    expect((await stream.next()).event).toBe('ready');
    const item = (await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 1 })).body.shipmentItems[0]!;
    const edited = await updateDetails(seller.token, {
      inboundShipmentId: shipment.id,
      list: [{ _id: item._id, quantityPrinted: item.quantityPrinted + 1 }],
    });
    expect(edited.status).toBe(200);
    const change = await stream.next((e) => e.event === 'change');
    expect(change.data).toEqual({ shipmentId: shipment.id, kind: 'items', ids: [item._id] });
    stream.close();
  });

  it('refuses edits outside WORKING and still shows the items', async () => {
    const item = (await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 0 })).body.shipmentItems[0]!;
    await setStatus(shipment.id, 'SHIPPED');
    try {
      const details = await updateDetails(seller.token, {
        inboundShipmentId: shipment.id,
        list: [{ _id: item._id, quantityPrinted: 7 }],
      });
      expect(details.status).toBe(409);
      expect(details.body.message).toBe(workbenchMessages.notWorking);
      const quantity = await updateShipment(seller.token, {
        inboundShipmentId: shipment.id,
        action: 'update',
        shipmentItem: { sellerSku: item.sellerSku, quantity: item.quantityShipped + 1 },
      });
      expect(quantity.status).toBe(409);
      expect(quantity.body.message).toBe(workbenchMessages.notWorking);
      const listed = await getItems(seller.token, { inboundShipmentId: shipment.id });
      expect(listed.status).toBe(200);
      expect(listed.body.shipmentItems[0]!.quantityPrinted).toBe(item.quantityPrinted);
    } finally {
      await setStatus(shipment.id, 'WORKING');
    }
  });

  it('refuses bad input with a message, never a 5xx', async () => {
    const item = (await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 1 })).body.shipmentItems[0]!;
    const cases: [string, string, object | undefined, string?][] = [
      ['POST', '/fullfilment/get-shipment-items', {}, workbenchMessages.shipmentNotFound],
      ['POST', '/fullfilment/get-shipment-items', { inboundShipmentId: 'nope' }, workbenchMessages.shipmentNotFound],
      ['POST', '/fullfilment/get-shipment-items', { inboundShipmentId: shipment.id, limit: -1 }],
      ['POST', '/fullfilment/get-shipment-items', { inboundShipmentId: shipment.id, nextLimit: 'a' }],
      ['POST', '/fullfilment/get-shipment-items', { inboundShipmentId: shipment.id, errorFilter: 'SOME' }],
      [
        'POST',
        '/fullfilment/get-shipment-items',
        { inboundShipmentId: randomUUID() },
        workbenchMessages.shipmentNotFound,
      ],
      ['POST', '/fullfilment/inbound-shipment-item/update-details', { inboundShipmentId: shipment.id, list: [] }],
      [
        'POST',
        '/fullfilment/inbound-shipment-item/update-details',
        { inboundShipmentId: shipment.id, list: [{ _id: item._id, weight: { value: -1, unit: 'pounds' } }] },
      ],
      [
        'POST',
        '/fullfilment/inbound-shipment-item/update-details',
        { inboundShipmentId: shipment.id, list: [{ _id: item._id, weight: { value: 1, unit: 'none' } }] },
      ],
      [
        'POST',
        '/fullfilment/inbound-shipment-item/update-details',
        { inboundShipmentId: shipment.id, list: [{ _id: item._id, quantityPrinted: -2 }] },
      ],
      ['GET', '/fullfilment/get-shipment-item-errors/not-a-uuid', undefined, workbenchMessages.shipmentNotFound],
      ['GET', `/fullfilment/get-shipment-items-id/${randomUUID()}`, undefined, workbenchMessages.shipmentNotFound],
      ['GET', '/fullfilment/get-shipment-readiness/x', undefined, workbenchMessages.shipmentNotFound],
      [
        'POST',
        '/fullfilment/update-inbound-shipment',
        { inboundShipmentId: shipment.id, action: 'move', shipmentItem: { sellerSku: item.sellerSku, quantity: 1 } },
        'Unknown action',
      ],
      [
        'POST',
        '/fullfilment/update-inbound-shipment',
        { inboundShipmentId: shipment.id, action: 'update', shipmentItem: { sellerSku: item.sellerSku, quantity: -1 } },
      ],
      ['POST', '/fullfilment/update-inbound-shipment', { inboundShipmentId: shipment.id, action: 'update' }],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await api(method, path, { token: seller.token, ...(body ? { body } : {}) });
      expect(res.status, `${path} ${JSON.stringify(body)} ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.body.message).toBe('string');
      if (message) expect(res.body.message).toBe(message);
    }
  });

  describe('once the transport is confirmed: Amazon’s content-update previews with the shipment’s boxes', () => {
    /** The placed shipment (pack first) holding `sku` in two boxes: 7 units, then 3 in a box of their own. */
    let placed: { rowId: string; amazonShipmentId: string; sku: string; other: string };

    const boxesOf = async (rowId: string) => {
      const res = await api('POST', '/fullfilment/get-boxes', {
        token: seller.token,
        body: { inboundShipmentId: rowId, limit: 0 },
        response: getBoxesResponseSchema,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.boxes;
    };
    /** Box number -> the SKU's units in it, for the boxes holding it. */
    const unitsBySku = (boxes: Awaited<ReturnType<typeof boxesOf>>, sku: string) =>
      Object.fromEntries(
        boxes.flatMap((b) => b.items.filter((i) => i.sellerSku === sku).map((i) => [b.number, i.quantity] as const)),
      );
    const atAmazon = async () => {
      const { sandbox } = await getHarness();
      return sandbox
        .inboundPlans(seller.sellerId)
        .flatMap((p) => p.shipments)
        .find((s) => s.shipmentId === placed.amazonShipmentId)!;
    };
    const change = (sku: string, quantity: number, previewId?: string) =>
      updateShipment(seller.token, {
        inboundShipmentId: placed.rowId,
        action: 'update',
        shipmentItem: { sellerSku: sku, quantity },
        ...(previewId ? { previewId } : {}),
      });
    const unitWeightLb = async (sku: string) => {
      const items = (await getItems(seller.token, { inboundShipmentId: placed.rowId, limit: 0 })).body.shipmentItems;
      const weight = items.find((i) => i.sellerSku === sku)!.weight;
      expect(weight.value).toBeGreaterThan(0);
      return weight.unit === 'ounces' ? weight.value! / 16 : weight.value!;
    };

    beforeAll(async () => {
      // SKUs of their own: the tests above change the outer shipment's products (weights, expiry).
      const own = skusOf(seller, 'standard', 6)
        .filter((f) => !skus.some((s) => s.sku === f.sku))
        .slice(0, 2);
      expect(own).toHaveLength(2);
      const done = await placedSmallParcelPlan(seller, own, {
        isPartnered: 'true',
        name: 'Quantities',
        split: 3,
        oneCentre: true,
      });
      for (const plan of done.InboundShipmentPlans) {
        const rowId = plan.creation.shipmentRowId!;
        const boxes = await boxesOf(rowId);
        const inBoxes = [...new Set(boxes.flatMap((b) => b.items.map((i) => i.sellerSku)))];
        const sku = inBoxes.find((k) => Object.keys(unitsBySku(boxes, k)).length === 2);
        const other = inBoxes.find((k) => k !== sku);
        if (sku && other) placed = { rowId, amazonShipmentId: plan.ShipmentId, sku, other };
      }
      expect(placed).toBeDefined();
    }, 240_000);

    it('refuses before the transport is confirmed; once it is, the preview names every box by its packageId and changes nothing', async () => {
      // Packed first, then placed: small parcel is Amazon's to offer it.
      expect((await readiness(seller.token, placed.rowId)).body.reasons).not.toContain(
        readinessMessages.smallParcelPlacedFirst,
      );
      const before = await change(placed.sku, 12);
      expect(before.status).toBe(409);
      expect(before.body.message).toBe(itemRuleMessages.transportNotConfirmed);
      expect((await atAmazon()).previews).toEqual([]);

      await confirmPartneredTransport(seller.token, placed.rowId);
      const boxes = await boxesOf(placed.rowId);
      expect(unitsBySku(boxes, placed.sku)).toEqual({ 1: 7, 3: 3 });
      const preview = await change(placed.sku.toLowerCase(), 12);
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.preview).toMatchObject({
        changes: [{ sellerSku: placed.sku, quantityBefore: 10, quantityAfter: 12 }],
      });
      expect(preview.body.preview!.fee!.amount).toBeGreaterThan(0);

      // Amazon was sent every box the shipment has, each named by its packageId, the SKU's last box with 2 more.
      const amazon = await atAmazon();
      const sent = amazon.previews.at(-1)!;
      expect(sent.contentUpdatePreviewId).toBe(preview.body.preview!.previewId);
      expect(sent.boxes.map((b) => b.packageId)).toEqual(amazon.boxes.map((b) => b.packageId));
      expect(sent.boxes.every((b) => b.contentInformationSource === 'BOX_CONTENT_PROVIDED')).toBe(true);
      const packageOf = (n: number) =>
        amazon.boxes.find((b) => b.boxId.endsWith(String(n).padStart(6, '0')))!.packageId;
      expect(sent.boxes.find((b) => b.packageId === packageOf(3))!.items).toEqual([{ msku: placed.sku, quantity: 5 }]);
      expect(sent.boxes.find((b) => b.packageId === packageOf(1))!.items).toEqual([{ msku: placed.sku, quantity: 7 }]);
      expect(sent.items.find((i) => i.msku === placed.sku)?.quantity).toBe(12);
      // Nothing changed yet, at Amazon or here.
      expect(amazon.items.find((i) => i.msku === placed.sku)?.quantity).toBe(10);
      expect(unitsBySku(await boxesOf(placed.rowId), placed.sku)).toEqual({ 1: 7, 3: 3 });

      const other = await change(placed.sku, 13, preview.body.preview!.previewId);
      expect(other.status).toBe(409);
      expect(other.body.message).toBe(itemRuleMessages.previewForOtherChange);
    }, 240_000);

    it('confirms an increase into the last box holding the SKU, at Amazon and here, its weight following', async () => {
      const preview = await change(placed.sku, 12);
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      const confirmed = await change(placed.sku, 12, preview.body.preview!.previewId);
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body).toMatchObject({
        message: 'Updated Inbound Shipment Successfully',
        preview: null,
        updatedShipmentItem: { sellerSku: placed.sku, quantityShipped: 12, quantityBoxed: 12 },
        updatedShipment: { _id: placed.rowId, boxes: 3 },
      });
      const amazon = await atAmazon();
      expect(amazon.items.find((i) => i.msku === placed.sku)?.quantity).toBe(12);
      const third = amazon.boxes.find((b) => b.boxId.endsWith('U000003'))!;
      expect(third.items).toEqual([{ msku: placed.sku, quantity: 5 }]);
      expect(third.weightLb).toBeCloseTo(6 + 2 * (await unitWeightLb(placed.sku)), 2);
      expect(amazon.boxes.find((b) => b.boxId.endsWith('U000001'))!.weightLb).toBe(6);

      const boxes = await boxesOf(placed.rowId);
      expect(boxes.map((b) => b.number)).toEqual([1, 2, 3]);
      expect(unitsBySku(boxes, placed.sku)).toEqual({ 1: 7, 3: 5 });
      // The unit history names the seller and the call.
      const history = await api('GET', `/fullfilment/shipment-history/${placed.rowId}`, {
        token: seller.token,
        response: unitHistoryResponseSchema,
      });
      expect(history.body.events[0]).toMatchObject({
        kind: 'placed',
        source: 'manual',
        action: 'update-inbound-shipment',
        quantity: 2,
        sellerSku: placed.sku,
        boxNumber: 3,
      });
      expect(history.body.events[0]!.userId).not.toBeNull();
    }, 120_000);

    it('confirms a decrease from the last boxes first; a box left empty is removed at Amazon and here', async () => {
      const preview = await change(placed.sku, 4);
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      const boxIdsBefore = (await atAmazon()).boxes.map((b) => b.boxId);
      // The emptied box is left out of the preview: Amazon removes it.
      expect((await atAmazon()).previews.at(-1)!.boxes).toHaveLength(2);
      const confirmed = await change(placed.sku, 4, preview.body.preview!.previewId);
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body.updatedShipmentItem).toMatchObject({ quantityShipped: 4, quantityBoxed: 4 });
      expect(confirmed.body.updatedShipment?.boxes).toBe(2);

      const amazon = await atAmazon();
      expect(amazon.items.find((i) => i.msku === placed.sku)?.quantity).toBe(4);
      // Amazon keeps the other boxes' ids; box 3 is gone.
      expect(amazon.boxIds).toEqual(boxIdsBefore.filter((id) => !id.endsWith('U000003')));
      expect(amazon.boxes.find((b) => b.boxId.endsWith('U000001'))!.items).toEqual([{ msku: placed.sku, quantity: 4 }]);
      expect(amazon.boxes.find((b) => b.boxId.endsWith('U000001'))!.weightLb).toBeCloseTo(
        6 - 3 * (await unitWeightLb(placed.sku)),
        2,
      );

      const boxes = await boxesOf(placed.rowId);
      // Our numbers keep following Amazon's box ids: a gap where box 3 was.
      expect(boxes.map((b) => [b.number, b.amazonBoxNumber])).toEqual([
        [1, 'U000001'],
        [2, 'U000002'],
      ]);
      expect(unitsBySku(boxes, placed.sku)).toEqual({ 1: 4 });
      expect(unitsBySku(boxes, placed.other)).toEqual({ 2: 10 });
    }, 120_000);

    it('refuses what cannot go to Amazon: a deleted SKU in boxes, bad quantities, a box over 150 units, boxes changed since the preview', async () => {
      const refusals: [object, number, string][] = [
        [
          { action: 'delete', shipmentItem: { sellerSku: placed.sku, quantity: 0 } },
          409,
          itemRuleMessages.deleteBoxedItem(4),
        ],
        [
          { action: 'update', shipmentItem: { sellerSku: placed.sku, quantity: 4 } },
          400,
          itemRuleMessages.quantityUnchanged,
        ],
        [
          { action: 'update', shipmentItem: { sellerSku: placed.sku, quantity: 0 } },
          400,
          itemRuleMessages.quantityInvalid,
        ],
        [
          { action: 'update', shipmentItem: { sellerSku: 'NOT-IN-SHIPMENT', quantity: 3 } },
          404,
          workbenchMessages.itemNotInShipment,
        ],
        [{ action: 'update', shipmentItem: { sellerSku: '', quantity: 3 } }, 400, workbenchMessages.itemNotInShipment],
        [
          { action: 'update', shipmentItem: { sellerSku: placed.other, quantity: 151 } },
          409,
          itemRuleMessages.lastBoxOverLimit(2, 151),
        ],
      ];
      for (const [body, status, message] of refusals) {
        const res = await updateShipment(seller.token, { inboundShipmentId: placed.rowId, ...body });
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        expect(res.body.message).toBe(message);
      }

      // A preview made before another change was confirmed no longer matches the boxes.
      const stale = await change(placed.other, 11);
      expect(stale.status, JSON.stringify(stale.body)).toBe(200);
      const first = await change(placed.sku, 5);
      expect((await change(placed.sku, 5, first.body.preview!.previewId)).status).toBe(200);
      const refused = await change(placed.other, 11, stale.body.preview!.previewId);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(itemRuleMessages.boxesChangedSincePreview);
      expect((await atAmazon()).items.find((i) => i.msku === placed.other)?.quantity).toBe(10);

      // Marked shipped: no more changes.
      await setStatus(placed.rowId, 'SHIPPED');
      const shipped = await change(placed.other, 11);
      expect(shipped.status).toBe(409);
      expect(shipped.body.message).toBe(workbenchMessages.notWorking);
      await setStatus(placed.rowId, 'PENDING_TO_MARK_SHIP');
    }, 180_000);

    it('changes a case-packed SKU by whole cases: part cases refused, then a case more in its last box', async () => {
      const cased = seller.facts
        .filter(
          (f) =>
            f.status === 'Active' &&
            f.marketplaceIds.includes(US) &&
            !f.dangerousGoods &&
            !f.expirationDated &&
            f.sizeClass === 'standard' &&
            f.caseQuantity &&
            f.caseQuantity <= 25,
        )
        .slice(0, 1);
      expect(cased).toHaveLength(1);
      const perCase = cased[0]!.caseQuantity!;
      const done = await placedSmallParcelPlan(seller, cased, { isPartnered: 'true', name: 'Cases', oneCentre: true });
      const rowId = done.InboundShipmentPlans[0]!.creation.shipmentRowId!;
      await confirmPartneredTransport(seller.token, rowId);
      const items = (await getItems(seller.token, { inboundShipmentId: rowId, limit: 0 })).body.shipmentItems;
      const item = items.find((i) => i.sellerSku === cased[0]!.sku)!;
      expect(item).toMatchObject({ quantityShipped: 2 * perCase, quantityInCase: perCase, quantityBoxed: 2 * perCase });

      const broken = await updateShipment(seller.token, {
        inboundShipmentId: rowId,
        action: 'update',
        shipmentItem: { sellerSku: item.sellerSku, quantity: 3 * perCase + 1, caseQuantity: perCase },
      });
      expect(broken.status).toBe(400);
      expect(broken.body.message).toBe(itemRuleMessages.wholeCases(perCase));

      const body = {
        inboundShipmentId: rowId,
        action: 'update',
        shipmentItem: { sellerSku: item.sellerSku, quantity: 3 * perCase, caseQuantity: perCase },
      };
      const preview = await updateShipment(seller.token, body);
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.preview?.changes).toEqual([
        { sellerSku: item.sellerSku, quantityBefore: 2 * perCase, quantityAfter: 3 * perCase },
      ]);
      const confirmed = await updateShipment(seller.token, { ...body, previewId: preview.body.preview!.previewId });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body.updatedShipmentItem).toMatchObject({
        quantityShipped: 3 * perCase,
        quantityBoxed: 3 * perCase,
        quantityInCase: perCase,
      });
      // Pack Boxes with Case Qty put a case in each box: the new case went into the last one.
      const boxes = await boxesOf(rowId);
      expect(boxes.map((b) => b.units)).toEqual([perCase, 2 * perCase]);
    }, 240_000);
  });
});
