import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBoxesResponseSchema,
  getShipmentItemsResponseSchema,
  itemErrorsResponseSchema,
  itemRuleMessages,
  MARKETPLACES,
  readinessMessages,
  shipmentEventsPath,
  shipmentItemsIdResponseSchema,
  shipmentReadinessResponseSchema,
  updateInboundShipmentResponseSchema,
  updateItemDetailsResponseSchema,
  workbenchMessages,
} from '@stowline/domain';
import type { InboundSkuFacts } from '@stowline/sandbox';
import { transactionWith } from '../../db/client.js';
import { systemClock } from '../../lib/clock.js';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { openEventStream } from '../../test-support/event-stream.js';
import { seedShipment } from '../../test-support/fixtures.js';
import { getHarness } from '../../test-support/harness.js';
import {
  createdShipment,
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
      expDate: null,
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
    const noExpiry = await getItems(seller.token, { inboundShipmentId: shipment.id, errorFilter: 'MISSING_EXPIRY' });
    expect(noExpiry.body.totalItemsCount).toBe(all.body.shipmentItems.filter((i) => i.amzExpirable).length);

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

  it('changes a quantity through Amazon: the preview shows the fee, nothing changes until the seller confirms', async () => {
    const { sandbox } = await getHarness();
    const all = (await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 0 })).body.shipmentItems;
    const item = all[0]!;
    const atAmazon = () =>
      sandbox
        .inboundPlans(seller.sellerId)
        .flatMap((p) => p.shipments)
        .find((s) => s.shipmentId === shipment.amazonShipmentId)!
        .items.find((i) => i.msku === item.sellerSku)?.quantity;
    expect(atAmazon()).toBe(12);

    const preview = await updateShipment(seller.token, {
      inboundShipmentId: shipment.id,
      action: 'update',
      shipmentItem: { sellerSku: item.sellerSku.toLowerCase(), quantity: 16 },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.preview).toMatchObject({
      changes: [{ sellerSku: item.sellerSku, quantityBefore: 12, quantityAfter: 16 }],
    });
    expect(preview.body.preview!.fee!.amount).toBeGreaterThan(0);
    expect(preview.body.updatedShipmentItem).toBeNull();
    expect(atAmazon()).toBe(12);
    const unchanged = await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 0 });
    expect(unchanged.body.shipmentItems[0]!.quantityShipped).toBe(12);

    // A preview confirmed for another change is refused.
    const other = await updateShipment(seller.token, {
      inboundShipmentId: shipment.id,
      action: 'update',
      shipmentItem: { sellerSku: item.sellerSku, quantity: 15 },
      previewId: preview.body.preview!.previewId,
    });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(itemRuleMessages.previewForOtherChange);

    const confirmed = await updateShipment(seller.token, {
      inboundShipmentId: shipment.id,
      action: 'update',
      shipmentItem: { sellerSku: item.sellerSku, quantity: 16 },
      previewId: preview.body.preview!.previewId,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({
      message: 'Updated Inbound Shipment Successfully',
      apiError: false,
      preview: null,
      updatedShipmentItem: { _id: item._id, quantityShipped: 16, weight: item.weight },
      updatedShipment: { _id: shipment.id, shipmentId: shipment.fbaId, skus: 3, units: 40 },
    });
    expect(atAmazon()).toBe(16);
    // The item kept its row, so its weight and printed labels stay.
    const after = await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 0 });
    expect(after.body.shipmentItems[0]).toMatchObject({ _id: item._id, quantityShipped: 16 });
    expect(after.body.shipmentItems[0]!.quantityPrinted).toBe(item.quantityPrinted);
    expect(after.body.totalQuantityShipped).toBe(40);

    // Unknown or stale previews.
    const unknown = await updateShipment(seller.token, {
      inboundShipmentId: shipment.id,
      action: 'update',
      shipmentItem: { sellerSku: item.sellerSku, quantity: 20 },
      previewId: 'cu-unknown',
    });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
  }, 120_000);

  it('keeps boxed within shipped: no decrease below the boxed units, no delete of a SKU in boxes', async () => {
    const all = (await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 0 })).body.shipmentItems;
    const item = all[1]!;
    await boxUnits(seller.token, shipment.id, item.sellerSku, 10);
    const below = await updateShipment(seller.token, {
      inboundShipmentId: shipment.id,
      action: 'update',
      shipmentItem: { sellerSku: item.sellerSku, quantity: 9 },
    });
    expect(below.status).toBe(409);
    expect(below.body.message).toBe(itemRuleMessages.belowBoxed(10));
    const deleted = await updateShipment(seller.token, {
      inboundShipmentId: shipment.id,
      action: 'delete',
      shipmentItem: { sellerSku: item.sellerSku, quantity: 0 },
    });
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe(itemRuleMessages.deleteBoxedItem(10));
    const unchanged = await updateShipment(seller.token, {
      inboundShipmentId: shipment.id,
      action: 'update',
      shipmentItem: { sellerSku: item.sellerSku, quantity: item.quantityShipped },
    });
    expect(unchanged.status).toBe(400);
    expect(unchanged.body.message).toBe(itemRuleMessages.quantityUnchanged);
    const unknown = await updateShipment(seller.token, {
      inboundShipmentId: shipment.id,
      action: 'update',
      shipmentItem: { sellerSku: 'NOT-IN-SHIPMENT', quantity: 3 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('item no longer exist in shipments');
    // Down to exactly the boxed units is fine (a preview; not confirmed here).
    const down = await updateShipment(seller.token, {
      inboundShipmentId: shipment.id,
      action: 'update',
      shipmentItem: { sellerSku: item.sellerSku, quantity: 10 },
    });
    expect(down.status, JSON.stringify(down.body)).toBe(200);
    expect(down.body.preview?.changes).toEqual([{ sellerSku: item.sellerSku, quantityBefore: 12, quantityAfter: 10 }]);
  }, 60_000);

  it('deletes a SKU without boxed units through a confirmed preview', async () => {
    const { sandbox } = await getHarness();
    const all = (await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 0 })).body.shipmentItems;
    const item = all[2]!;
    const preview = await updateShipment(seller.token, {
      inboundShipmentId: shipment.id,
      action: 'delete',
      shipmentItem: { sellerSku: item.sellerSku, quantity: 0 },
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.preview?.changes).toEqual([
      { sellerSku: item.sellerSku, quantityBefore: item.quantityShipped, quantityAfter: 0 },
    ]);
    const confirmed = await updateShipment(seller.token, {
      inboundShipmentId: shipment.id,
      action: 'delete',
      shipmentItem: { sellerSku: item.sellerSku, quantity: 0 },
      previewId: preview.body.preview!.previewId,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.updatedShipmentItem).toBeNull();
    expect(confirmed.body.updatedShipment?.skus).toBe(2);
    const atAmazon = sandbox
      .inboundPlans(seller.sellerId)
      .flatMap((p) => p.shipments)
      .find((s) => s.shipmentId === shipment.amazonShipmentId)!;
    expect(atAmazon.items.map((i) => i.msku)).not.toContain(item.sellerSku);
    const after = await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 0 });
    expect(after.body.shipmentItems.map((i) => i._id)).not.toContain(item._id);
    // The boxed units of the other SKU stayed in their box.
    expect(after.body.totalQuantityBoxed).toBe(10);
  }, 120_000);

  it('lists every readiness reason, and assertShipmentReady refuses until none remains', async () => {
    const harness = await getHarness();
    const { database } = harness;
    const ready = await readiness(seller.token, shipment.id);
    expect(ready.status).toBe(200);
    // Created SP partnered: units left to box (the first SKU has none in boxes, the second 10 of 12).
    expect(ready.body).toEqual({
      ready: false,
      reasons: [readinessMessages.itemErrors, readinessMessages.notFullyBoxed],
    });
    const service = createItemsService({
      itemsRepo: createItemsRepository(database.db),
      transaction: transactionWith(database.db, (tx) => ({ itemsRepo: createItemsRepository(tx) })),
      clock: systemClock,
    });
    await expect(service.assertShipmentReady(seller.accountId, shipment.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: readinessMessages.itemErrors,
      details: { reasons: `${readinessMessages.itemErrors}\n${readinessMessages.notFullyBoxed}` },
    });

    const items = (await getItems(seller.token, { inboundShipmentId: shipment.id, limit: 0 })).body.shipmentItems;
    for (const item of items)
      if (item.quantityShipped > item.quantityBoxed)
        await boxUnits(seller.token, shipment.id, item.sellerSku, item.quantityShipped - item.quantityBoxed);
    expect((await readiness(seller.token, shipment.id)).body).toEqual({ ready: true, reasons: [] });
    await expect(service.assertShipmentReady(seller.accountId, shipment.id)).resolves.toBeUndefined();

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
      readinessMessages.boxErrors,
      readinessMessages.emptyBox,
      readinessMessages.boxDimensionsMissing,
      readinessMessages.trackingIdMissing,
      readinessMessages.carrierMissing,
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
    expect((await readiness(seller.token, shipment.id)).body.reasons).toEqual([readinessMessages.fedexAccountMissing]);
    await database.db.execute(
      sql`update shipments set is_partnered = 'true', carrier_name = null where id = ${shipment.id}`,
    );
    expect((await readiness(seller.token, shipment.id)).body.ready).toBe(true);
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

  it('changes a case-packed SKU by whole cases only: part cases refused, then preview and confirmation', async () => {
    const cased = seller.facts
      .filter(
        (f) =>
          f.status === 'Active' &&
          f.marketplaceIds.includes(US) &&
          !f.dangerousGoods &&
          f.sizeClass === 'standard' &&
          f.caseQuantity,
      )
      .slice(0, 2);
    expect(cased).toHaveLength(2);
    const packed = await createdShipment(seller, cased, { units: 2, cases: true });
    const items = (await getItems(seller.token, { inboundShipmentId: packed.id, limit: 0 })).body.shipmentItems;
    const item = items.find((i) => i.sellerSku === cased[0]!.sku)!;
    const perCase = cased[0]!.caseQuantity!;
    expect(item).toMatchObject({ quantityShipped: 2 * perCase, quantityInCase: perCase });

    const broken = await updateShipment(seller.token, {
      inboundShipmentId: packed.id,
      action: 'update',
      shipmentItem: { sellerSku: item.sellerSku, quantity: 3 * perCase + 1, caseQuantity: perCase },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe(itemRuleMessages.wholeCases(perCase));

    const body = {
      inboundShipmentId: packed.id,
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
    expect(confirmed.body.updatedShipmentItem).toMatchObject({ quantityShipped: 3 * perCase, quantityInCase: perCase });
  }, 180_000);

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
        { inboundShipmentId: shipment.id, action: 'update', shipmentItem: { sellerSku: item.sellerSku, quantity: 0 } },
        itemRuleMessages.quantityInvalid,
      ],
      [
        'POST',
        '/fullfilment/update-inbound-shipment',
        { inboundShipmentId: shipment.id, action: 'update', shipmentItem: { sellerSku: '', quantity: 3 } },
        workbenchMessages.itemNotInShipment,
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
});
