import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addScanItemToBoxResponseSchema,
  boxChangeResponseSchema,
  boxCategoryResponseSchema,
  boxesChangeResponseSchema,
  boxesErrorsResponseSchema,
  boxesNumberResponseSchema,
  createBoxesResponseSchema,
  editInboundShipmentResponseSchema,
  getBoxesResponseSchema,
  getShipmentItemsResponseSchema,
  packBoxesResponseSchema,
  shipmentListMessages,
  UNIT_HISTORY_CSV_HEADER,
  unitHistoryResponseSchema,
  updateBoxTrackingIdResponseSchema,
  updatedBoxesResponseSchema,
  workbenchMessages as m,
} from '@stowline/domain';
import { rowsOf } from '../../db/client.js';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { atOnce, serverErrors } from '../../test-support/concurrency.js';
import { seedShipment, type SeededShipmentItem } from '../../test-support/fixtures.js';
import { getHarness } from '../../test-support/harness.js';
import { createShipmentsRepository } from './shipments.repository.js';

type Seller = Awaited<ReturnType<typeof createSeller>>;

const ITEMS: SeededShipmentItem[] = [
  { sellerSku: 'MUG-BLUE', fnsku: 'X00MUGBLUE', quantity: 20, weightLb: 0.5, title: 'Blue mug' },
  { sellerSku: 'MUG-RED', fnsku: 'X000MUGRED', quantity: 8, title: 'Red mug' },
];

async function shipmentFor(seller: Seller, options: Partial<Parameters<typeof seedShipment>[2]> = {}) {
  const { database } = await getHarness();
  return seedShipment(database.db, seller.email, { items: ITEMS, ...options });
}

function emptyBoxes(token: string, inboundShipmentId: string, newBoxCount = 1, categoryId?: string) {
  return api('POST', '/fullfilment/create-boxes', {
    token,
    body: { inboundShipmentId, emptyBox: true, newBoxCount, ...(categoryId ? { categoryId } : {}) },
    response: createBoxesResponseSchema,
  });
}

function scan(token: string, boxId: string, fnSku: string, quantity?: number) {
  return api('POST', '/fullfilment/add-scan-item-to-box', {
    token,
    body: { boxId, item: { fnSku, ...(quantity === undefined ? {} : { quantity }) } },
    response: addScanItemToBoxResponseSchema,
  });
}

async function boxedCounts(shipmentRowId: string) {
  const { database } = await getHarness();
  return rowsOf<{ seller_sku: string; quantity_boxed: number; in_boxes: number }>(
    await database.db.execute(sql`
      select si.seller_sku, si.quantity_boxed, coalesce(sum(bi.quantity), 0)::int as in_boxes
      from shipment_items si left join box_items bi on bi.shipment_item_id = si.id
      where si.shipment_row_id = ${shipmentRowId} group by si.id order by si.seller_sku`),
  );
}

describe('boxes of the shipment workbench', () => {
  let seller: Seller;
  let other: Seller;

  beforeAll(async () => {
    seller = await createSeller({ onboarded: true });
    other = await createSeller({ onboarded: true });
  });

  it('creates empty boxes with a category, lists them paged by number with Amazon box numbers', async () => {
    const shipment = await shipmentFor(seller);
    const category = await api('POST', '/setting/create-box-category', {
      token: seller.token,
      body: {
        name: `Medium ${shipment.shipmentId}`,
        dimensions: { length: 18, width: 14, height: 12, weight: 8, weightUnit: 'ounces' },
      },
      response: boxCategoryResponseSchema,
    });
    expect(category.status).toBe(201);
    const made = await emptyBoxes(seller.token, shipment.id, 12, category.body.newBox._id);
    expect(made.status).toBe(200);
    expect(made.body.message).toBe(m.updated);
    expect(made.body.totalBoxCount).toBe(12);
    expect(made.body.boxes.map((b) => b.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const first = made.body.boxes[0]!;
    expect(first.amazonBoxNumber).toBe('U000001');
    expect(first.dimensions).toEqual({ length: 18, width: 14, height: 12, weight: 8, weightUnit: 'ounces' });
    expect(first.totalWeight).toBe(0.5);
    expect(first.errorList).toEqual(['EMPTY_BOXES']);

    const page1 = await api('POST', '/fullfilment/get-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, nextLimit: 0 },
      response: getBoxesResponseSchema,
    });
    expect(page1.status).toBe(200);
    expect(page1.body.boxes.map((b) => b.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(page1.body.totalBoxCount).toBe(12);
    expect(page1.body.allBoxesIds).toHaveLength(12);
    expect(page1.body.nextLimit).toBe(0);
    const page2 = await api('POST', '/fullfilment/get-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, nextLimit: 10 },
      response: getBoxesResponseSchema,
    });
    expect(page2.body.boxes.map((b) => b.amazonBoxNumber)).toEqual(['U000011', 'U000012']);
    expect(page2.body.nextLimit).toBe(10);

    const numbers = await api('GET', `/fullfilment/get-boxes-number/${shipment.id}`, {
      token: seller.token,
      response: boxesNumberResponseSchema,
    });
    expect(numbers.body.boxesNumber.map((b) => b.number)).toHaveLength(12);
    expect(numbers.body.boxesNumber[0]).toEqual({ _id: first._id, number: 1, units: 0 });

    const unknownCategory = await emptyBoxes(seller.token, shipment.id, 1, '00000000-0000-4000-8000-000000000000');
    expect(unknownCategory.status).toBe(404);
    expect(unknownCategory.body).toMatchObject({ message: m.categoryNotFound });
  });

  it('boxes an item into new boxes, within the units left to box', async () => {
    const shipment = await shipmentFor(seller);
    const create = (quantity: unknown, numberOfBoxes: unknown, sellerSku = 'MUG-BLUE') =>
      api('POST', '/fullfilment/create-boxes', {
        token: seller.token,
        body: { inboundShipmentId: shipment.id, item: { quantity, sellerSku }, numberOfBoxes, checkedItem: true },
      });
    const made = await api('POST', '/fullfilment/create-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, item: { quantity: 6, sellerSku: 'MUG-BLUE' }, numberOfBoxes: 3 },
      response: createBoxesResponseSchema,
    });
    expect(made.status).toBe(200);
    expect(made.body.updatedItem).toMatchObject({ sellerSku: 'MUG-BLUE', quantityBoxed: 18, quantityShipped: 20 });
    expect(made.body.boxes.map((b) => [b.number, b.units, b.items[0]?.quantity])).toEqual([
      [1, 6, 6],
      [2, 6, 6],
      [3, 6, 6],
    ]);
    expect(made.body.boxes[0]!.items[0]).toMatchObject({
      sellerSku: 'MUG-BLUE',
      fnsku: 'X00MUGBLUE',
      title: 'Blue mug',
    });

    expect((await create(3, 1)).body).toMatchObject({ message: m.quantityOverAvailable });
    expect((await create(0, 1)).body).toMatchObject({ message: m.invalidBoxLengthOrQuantity });
    expect((await create(1, 0)).body).toMatchObject({ message: m.invalidBoxLengthOrQuantity });
    expect((await create(1.5, 1)).status).toBe(400);
    expect((await create(151, 1)).body).toMatchObject({ message: m.boxFull });
    const unknown = await create(1, 1, 'NOT-IN-SHIPMENT');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: m.itemNotInShipment });
    expect((await create(2, 1)).status).toBe(200);
    const full = await create(1, 1);
    expect(full.status).toBe(400);
    expect(full.body).toMatchObject({ message: m.itemFullyBoxed });
    expect(await boxedCounts(shipment.id)).toEqual([
      { seller_sku: 'MUG-BLUE', quantity_boxed: 20, in_boxes: 20 },
      { seller_sku: 'MUG-RED', quantity_boxed: 0, in_boxes: 0 },
    ]);
  });

  it('adds units to a box by SKU and by scan, changes and removes them, with the spec messages', async () => {
    const shipment = await shipmentFor(seller);
    const [box] = (await emptyBoxes(seller.token, shipment.id, 1)).body.boxes;
    const add = (quantity: unknown, sellerSku = 'MUG-RED', boxId: string = box!._id) =>
      api('POST', '/fullfilment/add-item-to-box', {
        token: seller.token,
        body: { boxId, item: { quantity, sellerSku }, checkedItem: {} },
      });
    const added = await api('POST', '/fullfilment/add-item-to-box', {
      token: seller.token,
      body: { boxId: box!._id, item: { quantity: 5, sellerSku: 'MUG-RED' } },
      response: boxChangeResponseSchema,
    });
    expect(added.status).toBe(200);
    expect(added.body.updatedBox.units).toBe(5);
    expect(added.body.updatedItem.quantityBoxed).toBe(5);
    expect((await add(4)).body).toMatchObject({ message: m.invalidQuantity });
    expect((await add(0)).body).toMatchObject({ message: m.invalidQuantity });
    expect((await add(1, 'NOPE')).body).toMatchObject({ message: m.itemNotInShipment });
    expect((await add(1, 'MUG-RED', '00000000-0000-4000-8000-000000000000')).body).toMatchObject({
      message: m.boxNotFound,
    });
    expect((await add(1, 'MUG-RED', 'not-a-box')).body).toMatchObject({ message: m.selectBox });

    const scanned = await scan(seller.token, box!._id, 'X000MUGRED');
    expect(scanned.status).toBe(200);
    expect(scanned.body.apiError).toBe(false);
    expect(scanned.body.updatedData.updatedItem.quantityBoxed).toBe(6);
    expect(scanned.body.updatedData.updatedBox.items.find((i) => i.sellerSku === 'MUG-RED')?.quantity).toBe(6);
    expect((await scan(seller.token, box!._id, 'X000MUGRED', 2)).status).toBe(200);
    const full = await scan(seller.token, box!._id, 'X000MUGRED');
    expect(full.status).toBe(400);
    expect(full.body).toMatchObject({ message: m.itemFullyBoxed });
    const missing = await scan(seller.token, box!._id, 'X00NOTHERE');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: m.itemNotInShipment });
    expect((await scan(seller.token, box!._id, 'x000mugred')).body).toMatchObject({ message: m.itemNotInShipment });
    expect((await scan(seller.token, box!._id, 'X00MUGBLUE', 21)).body).toMatchObject({ message: m.invalidQuantity });

    const redId = shipment.items['MUG-RED']!;
    const setQuantity = (updateQuantity: unknown) =>
      api('POST', '/fullfilment/update-box-item-quantity', {
        token: seller.token,
        body: { boxId: box!._id, shipmentItemId: redId, updateQuantity },
      });
    const changed = await api('POST', '/fullfilment/update-box-item-quantity', {
      token: seller.token,
      body: { boxId: box!._id, shipmentItemId: redId, updateQuantity: 3 },
      response: boxChangeResponseSchema,
    });
    expect(changed.body.updatedItem.quantityBoxed).toBe(3);
    expect((await setQuantity(0)).body).toMatchObject({ message: m.incorrectQuantity });
    expect((await setQuantity(-2)).body).toMatchObject({ message: m.incorrectQuantity });
    expect((await setQuantity('2')).body).toMatchObject({ message: m.incorrectQuantity });
    expect((await setQuantity(9)).body).toMatchObject({ message: m.incorrectQuantity });

    const removed = await api('POST', '/fullfilment/delete-item-from-boxes', {
      token: seller.token,
      body: { boxId: box!._id, shipmentItemId: redId, boxItems: [] },
      response: boxChangeResponseSchema,
    });
    expect(removed.body.updatedBox.units).toBe(0);
    expect(removed.body.updatedItem.quantityBoxed).toBe(0);
    const again = await api('POST', '/fullfilment/delete-item-from-boxes', {
      token: seller.token,
      body: { boxId: box!._id, shipmentItemId: redId },
    });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ message: m.boxItemNotFound });
  });

  it("shows box items with the item's own weight (or the product's), expiry and printed labels", async () => {
    const { database } = await getHarness();
    const shipment = await shipmentFor(seller);
    const [box] = (await emptyBoxes(seller.token, shipment.id, 1)).body.boxes;
    await scan(seller.token, box!._id, 'X00MUGBLUE', 2);
    await scan(seller.token, box!._id, 'X000MUGRED', 1);
    await api('POST', '/fullfilment/update-dimesions', {
      token: seller.token,
      body: {
        shipmentId: shipment.id,
        boxIds: [box!._id],
        dimensions: { length: 10, width: 10, height: 10, weight: 1, weightUnit: 'pounds' },
      },
    });
    const list = async () =>
      (
        await api('POST', '/fullfilment/get-boxes', {
          token: seller.token,
          body: { inboundShipmentId: shipment.id },
          response: getBoxesResponseSchema,
        })
      ).body.boxes[0]!;
    const before = await list();
    expect(before.items.map((i) => [i.sellerSku, i.weight, i.expDate, i.quantityPrinted])).toEqual([
      ['MUG-BLUE', { value: 0.5, unit: 'pounds' }, null, 0],
      ['MUG-RED', { value: null, unit: null }, null, 0],
    ]);
    expect(before.totalWeight).toBe(2);
    await database.db.execute(sql`
      update shipment_items set weight_value = 12, weight_unit = 'ounces', exp_date = '2027-03-01', quantity_printed = 3
      where id = ${shipment.items['MUG-RED']}`);
    const after = await list();
    expect(after.items[1]).toMatchObject({
      sellerSku: 'MUG-RED',
      weight: { value: 12, unit: 'ounces' },
      expDate: '2027-03-01',
      quantityPrinted: 3,
    });
    expect(after.totalWeight).toBe(2.75);
  });

  it('shows an item in a box with the same product facts as the items list', async () => {
    const { database } = await getHarness();
    const shipment = await shipmentFor(seller);
    const [box] = (await emptyBoxes(seller.token, shipment.id, 1)).body.boxes;
    await scan(seller.token, box!._id, 'X00MUGBLUE', 1);
    await scan(seller.token, box!._id, 'X000MUGRED', 1);
    // A product weight of 0 with no unit is no weight; a SKU the catalogue lacks has condition 0 (Unknown).
    await database.db.execute(sql`
      update products set weight_value = 0, weight_unit = 'none'
      where seller_sku = 'MUG-RED' and account_id = (select account_id from shipments where id = ${shipment.id})`);
    await database.db.execute(sql`
      delete from products
      where seller_sku = 'MUG-BLUE' and account_id = (select account_id from shipments where id = ${shipment.id})`);
    const items = (
      await api('POST', '/fullfilment/get-shipment-items', {
        token: seller.token,
        body: { inboundShipmentId: shipment.id },
        response: getShipmentItemsResponseSchema,
      })
    ).body.shipmentItems;
    const boxItems = (
      await api('POST', '/fullfilment/get-boxes', {
        token: seller.token,
        body: { inboundShipmentId: shipment.id },
        response: getBoxesResponseSchema,
      })
    ).body.boxes[0]!.items;
    const facts = (i: {
      sellerSku: string;
      title: string;
      condition: number;
      weight: unknown;
      amzExpirable: boolean;
    }) => [i.sellerSku, i.title, i.condition, i.weight, i.amzExpirable] as const;
    expect(boxItems.map(facts)).toEqual(items.map(facts));
    expect(boxItems.map(facts)).toEqual([
      ['MUG-BLUE', '', 0, { value: null, unit: null }, false],
      ['MUG-RED', 'Red mug', 11, { value: null, unit: null }, false],
    ]);
  });

  it('keeps a box at 150 units at most', async () => {
    const shipment = await shipmentFor(seller, {
      items: [
        { sellerSku: 'BULK-A', fnsku: 'X000BULKAA', quantity: 200 },
        { sellerSku: 'BULK-B', fnsku: 'X000BULKBB', quantity: 200 },
      ],
    });
    const [box] = (await emptyBoxes(seller.token, shipment.id)).body.boxes;
    const add = (quantity: number, sellerSku: string) =>
      api('POST', '/fullfilment/add-item-to-box', {
        token: seller.token,
        body: { boxId: box!._id, item: { quantity, sellerSku } },
      });
    expect((await add(100, 'BULK-A')).status).toBe(200);
    expect((await add(50, 'BULK-B')).status).toBe(200);
    const over = await add(1, 'BULK-A');
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ message: m.boxFull });
    expect((await scan(seller.token, box!._id, 'X000BULKBB')).body).toMatchObject({ message: m.boxFull });
  });

  it('clears and deletes boxes, renumbering the rest without gaps', async () => {
    const shipment = await shipmentFor(seller);
    const made = await api('POST', '/fullfilment/create-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, item: { quantity: 2, sellerSku: 'MUG-BLUE' }, numberOfBoxes: 4 },
      response: createBoxesResponseSchema,
    });
    const ids = made.body.boxes.map((b) => b._id);
    const cleared = await api('POST', '/fullfilment/clear-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, boxIds: [ids[0]] },
      response: boxesChangeResponseSchema,
    });
    expect(cleared.body.updatedItems[0]).toMatchObject({ sellerSku: 'MUG-BLUE', quantityBoxed: 6 });
    expect(cleared.body.totalBoxCount).toBe(4);
    const deleted = await api('POST', '/fullfilment/delete-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, boxIds: [ids[1], ids[2]] },
      response: boxesChangeResponseSchema,
    });
    expect(deleted.body.boxIds.sort()).toEqual([ids[1], ids[2]].sort());
    expect(deleted.body.updatedItems[0]).toMatchObject({ quantityBoxed: 2 });
    expect(deleted.body.totalBoxCount).toBe(2);
    const list = await api('POST', '/fullfilment/get-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id },
      response: getBoxesResponseSchema,
    });
    expect(list.body.boxes.map((b) => [b._id, b.number, b.amazonBoxNumber, b.units])).toEqual([
      [ids[0], 1, 'U000001', 0],
      [ids[3], 2, 'U000002', 2],
    ]);
    const gone = await api('POST', '/fullfilment/delete-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, boxIds: [ids[1]] },
    });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ message: m.boxNotFound });
    const none = await api('POST', '/fullfilment/clear-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, boxIds: [] },
    });
    expect(none.body).toMatchObject({ message: m.noBoxSelected });

    // Clear Shipment (edit-inbound-shipment's 'clear' action) empties and deletes every box.
    const all = await api('PATCH', '/fullfilment/edit-inbound-shipment', {
      token: seller.token,
      body: { action: 'clear', inboundShipmentId: shipment.id },
      response: editInboundShipmentResponseSchema,
    });
    expect(all.status).toBe(200);
    expect(all.body.message).toBe(shipmentListMessages.updatedInboundShipment);
    const left = await api('POST', '/fullfilment/get-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id },
      response: getBoxesResponseSchema,
    });
    expect(left.body.totalBoxCount).toBe(0);
    expect(await boxedCounts(shipment.id)).toEqual([
      { seller_sku: 'MUG-BLUE', quantity_boxed: 0, in_boxes: 0 },
      { seller_sku: 'MUG-RED', quantity_boxed: 0, in_boxes: 0 },
    ]);
  });

  it('sets dimensions of selected boxes and tracking ids, one or one per box', async () => {
    const shipment = await shipmentFor(seller, { isPartnered: 'false' });
    const made = await emptyBoxes(seller.token, shipment.id, 3);
    const ids = made.body.boxes.map((b) => b._id);
    expect(made.body.boxes[0]!.errorList).toEqual(['EMPTY_BOXES', 'MISSING_DIMENSIONS', 'MISSING_TRACKING']);
    const setDimensions = (dimensions: unknown, boxIds: unknown = ids.slice(0, 2)) =>
      api('POST', '/fullfilment/update-dimesions', {
        token: seller.token,
        body: { shipmentId: shipment.id, boxIds, dimensions },
      });
    const updated = await api('POST', '/fullfilment/update-dimesions', {
      token: seller.token,
      body: {
        shipmentId: shipment.id,
        boxIds: ids.slice(0, 2),
        dimensions: { length: 20, width: 15, height: 10, weight: 2, weightUnit: 'pounds' },
      },
      response: updatedBoxesResponseSchema,
    });
    expect(updated.body.updatedBoxes.map((b) => b.totalWeight)).toEqual([2, 2]);
    const invalid = await setDimensions({ length: 0, width: 15, height: 10, weight: 2, weightUnit: 'pounds' });
    expect(invalid.body).toMatchObject({ message: m.dimensionsInvalid });
    expect(
      (await setDimensions({ length: 20, width: -1, height: 10, weight: 2, weightUnit: 'pounds' })).body,
    ).toMatchObject({ message: m.dimensionsInvalid });
    const noUnit = await setDimensions({ length: 20, width: 15, height: 10, weight: 2, weightUnit: 'none' });
    expect(noUnit.body).toMatchObject({ message: m.selectWeightUnit });

    const single = await api('POST', '/fullfilment/update-box-tracking-id', {
      token: seller.token,
      body: { shipmentId: shipment.id, single: true, boxId: ids[0], trackingId: '1Z999AA10123456784' },
      response: updateBoxTrackingIdResponseSchema,
    });
    expect(single.body.updatedBox?.trackingId).toBe('1Z999AA10123456784');
    const blank = await api('POST', '/fullfilment/update-box-tracking-id', {
      token: seller.token,
      body: { shipmentId: shipment.id, single: true, boxId: ids[0], trackingId: '  ' },
    });
    expect(blank.body).toMatchObject({ message: m.trackingIdRequired });
    const short = await api('POST', '/fullfilment/update-box-tracking-id', {
      token: seller.token,
      body: { shipmentId: shipment.id, trackingId: ['T1', 'T2'] },
    });
    expect(short.body).toMatchObject({ message: 'Less Tracking Ids found, Must be equal to 3' });
    const list = await api('POST', '/fullfilment/update-box-tracking-id', {
      token: seller.token,
      body: { shipmentId: shipment.id, trackingId: ['T1', 'T2', 'T3'] },
      response: updateBoxTrackingIdResponseSchema,
    });
    expect(list.body.updatedBoxes.map((b) => [b.number, b.trackingId])).toEqual([
      [1, 'T1'],
      [2, 'T2'],
      [3, 'T3'],
    ]);

    const errors = await api('GET', `/fullfilment/get-boxes-errors/${shipment.id}`, {
      token: seller.token,
      response: boxesErrorsResponseSchema,
    });
    expect(errors.body.totalBoxCount).toBe(3);
    expect(errors.body.boxLevelErrors.map((e) => [e.number, e.errors])).toEqual([
      [1, ['EMPTY_BOXES']],
      [2, ['EMPTY_BOXES']],
      [3, ['EMPTY_BOXES', 'MISSING_DIMENSIONS']],
    ]);
    expect(errors.body.counts).toEqual({
      EMPTY_BOXES: 3,
      PALLET_NOT_ASSIGNED: 0,
      MISSING_DIMENSIONS: 1,
      MISSING_TRACKING: 0,
    });
  });

  it('filters boxes by SKU and by error rule', async () => {
    const shipment = await shipmentFor(seller, { shipmentType: 'LTL' });
    const [a, b] = (await emptyBoxes(seller.token, shipment.id, 3)).body.boxes;
    await scan(seller.token, a!._id, 'X00MUGBLUE');
    await scan(seller.token, b!._id, 'X000MUGRED');
    const list = (body: object) =>
      api('POST', '/fullfilment/get-boxes', {
        token: seller.token,
        body: { inboundShipmentId: shipment.id, ...body },
        response: getBoxesResponseSchema,
      });
    expect((await list({ query: 'mug-red' })).body.boxes.map((x) => x.number)).toEqual([2]);
    expect((await list({ query: 'X00MUG' })).body.allBoxesIds).toEqual([a!._id]);
    expect((await list({ errorFilter: 'EMPTY_BOXES' })).body.boxes.map((x) => x.number)).toEqual([3]);
    expect((await list({ errorFilter: 'PALLET_NOT_ASSIGNED' })).body.totalBoxCount).toBe(3);
    expect((await list({ errorFilter: 'MISSING_TRACKING' })).body.totalBoxCount).toBe(0);
    expect((await list({ query: 'nothing' })).body).toMatchObject({ boxes: [], totalBoxCount: 0, allBoxesIds: [] });
    const bad = await api('POST', '/fullfilment/get-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, errorFilter: 'NOPE' },
    });
    expect(bad.status).toBe(400);
  });

  it("packs a case-packed shipment by cases and refuses unit edits there: 'Can't perform this action'", async () => {
    const shipment = await shipmentFor(seller, {
      areCasesRequired: true,
      items: [
        { sellerSku: 'CASE-A', fnsku: 'X000CASEAA', quantity: 36, quantityInCase: 12 },
        { sellerSku: 'CASE-B', fnsku: 'X000CASEBB', quantity: 10, quantityInCase: 5 },
      ],
    });
    const refusals = [
      await emptyBoxes(seller.token, shipment.id),
      await api('POST', '/fullfilment/create-boxes', {
        token: seller.token,
        body: { inboundShipmentId: shipment.id, item: { quantity: 12, sellerSku: 'CASE-A' }, numberOfBoxes: 1 },
      }),
    ];
    for (const r of refusals) expect(r.body).toMatchObject({ message: m.cantPerformAction });

    const packed = await api('PATCH', '/fullfilment/pack-boxes-with-case-qty', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, onlyWhenEmpty: true },
      response: packBoxesResponseSchema,
    });
    expect(packed.status).toBe(200);
    expect(packed.body.message).toBe(m.packedBoxes);
    expect(packed.body.createdBoxCount).toBe(5);
    expect(packed.body.updatedItems.map((i) => [i.sellerSku, i.quantityBoxed])).toEqual([
      ['CASE-A', 36],
      ['CASE-B', 10],
    ]);
    const list = await api('POST', '/fullfilment/get-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, limit: 0 },
      response: getBoxesResponseSchema,
    });
    expect(list.body.boxes.map((b) => [b.number, b.items[0]?.sellerSku, b.units])).toEqual([
      [1, 'CASE-A', 12],
      [2, 'CASE-A', 12],
      [3, 'CASE-A', 12],
      [4, 'CASE-B', 5],
      [5, 'CASE-B', 5],
    ]);
    const box = list.body.boxes[0]!;
    const edits = [
      await scan(seller.token, box._id, 'X000CASEAA'),
      await api('POST', '/fullfilment/add-item-to-box', {
        token: seller.token,
        body: { boxId: box._id, item: { quantity: 1, sellerSku: 'CASE-A' } },
      }),
      await api('POST', '/fullfilment/update-box-item-quantity', {
        token: seller.token,
        body: { boxId: box._id, shipmentItemId: shipment.items['CASE-A'], updateQuantity: 11 },
      }),
      await api('POST', '/fullfilment/delete-item-from-boxes', {
        token: seller.token,
        body: { boxId: box._id, shipmentItemId: shipment.items['CASE-A'] },
      }),
      await api('POST', '/fullfilment/clear-boxes', {
        token: seller.token,
        body: { inboundShipmentId: shipment.id, boxIds: [box._id] },
      }),
    ];
    for (const r of edits) {
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ message: m.cantPerformAction });
    }
    const again = await api('PATCH', '/fullfilment/pack-boxes-with-case-qty', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, onlyWhenEmpty: true },
    });
    expect(again.body).toMatchObject({ message: m.boxesExist });
    const nothing = await api('PATCH', '/fullfilment/pack-boxes-with-case-qty', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id },
    });
    expect(nothing.body).toMatchObject({ message: m.nothingToPack });
    // A whole case may go: the box and its units leave together.
    const deleted = await api('POST', '/fullfilment/delete-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, boxIds: [box._id] },
      response: boxesChangeResponseSchema,
    });
    expect(deleted.body.updatedItems[0]).toMatchObject({ sellerSku: 'CASE-A', quantityBoxed: 24 });

    const loose = await shipmentFor(seller);
    const refused = await api('PATCH', '/fullfilment/pack-boxes-with-case-qty', {
      token: seller.token,
      body: { inboundShipmentId: loose.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: m.cantPerformAction });
  });

  it('refuses every edit outside WORKING, and keeps shipments Amazon made read-only unless WORKING', async () => {
    const { database } = await getHarness();
    const shipment = await shipmentFor(seller);
    const [box] = (await emptyBoxes(seller.token, shipment.id, 1)).body.boxes;
    await scan(seller.token, box!._id, 'X00MUGBLUE');
    await database.db.execute(sql`update shipments set shipment_status = 'SHIPPED' where id = ${shipment.id}`);
    const id = shipment.id;
    const blue = shipment.items['MUG-BLUE'];
    const dims = { length: 1, width: 1, height: 1, weight: 1, weightUnit: 'pounds' };
    const calls: [string, string, object][] = [
      ['POST', '/fullfilment/create-boxes', { inboundShipmentId: id, emptyBox: true, newBoxCount: 1 }],
      ['POST', '/fullfilment/delete-boxes', { inboundShipmentId: id, boxIds: [box!._id] }],
      ['POST', '/fullfilment/clear-boxes', { inboundShipmentId: id, boxIds: [box!._id] }],
      ['POST', '/fullfilment/update-dimesions', { shipmentId: id, boxIds: [box!._id], dimensions: dims }],
      ['POST', '/fullfilment/add-item-to-box', { boxId: box!._id, item: { quantity: 1, sellerSku: 'MUG-BLUE' } }],
      ['POST', '/fullfilment/add-scan-item-to-box', { boxId: box!._id, item: { fnSku: 'X00MUGBLUE' } }],
      ['POST', '/fullfilment/delete-item-from-boxes', { boxId: box!._id, shipmentItemId: blue }],
      ['POST', '/fullfilment/update-box-item-quantity', { boxId: box!._id, shipmentItemId: blue, updateQuantity: 1 }],
      [
        'POST',
        '/fullfilment/update-box-tracking-id',
        { shipmentId: id, single: true, boxId: box!._id, trackingId: 'T' },
      ],
      ['PATCH', '/fullfilment/pack-boxes-with-case-qty', { inboundShipmentId: id }],
    ];
    for (const [method, path, body] of calls) {
      const res = await api(method, path, { token: seller.token, body });
      expect(res.status, path).toBe(409);
      expect(res.body, path).toMatchObject({ message: m.notWorking });
    }
    // Reads go on.
    const list = await api('POST', '/fullfilment/get-boxes', {
      token: seller.token,
      body: { inboundShipmentId: id },
      response: getBoxesResponseSchema,
    });
    expect(list.body.boxes[0]!.units).toBe(1);
    expect(await boxedCounts(id)).toContainEqual({ seller_sku: 'MUG-BLUE', quantity_boxed: 1, in_boxes: 1 });

    const synced = await shipmentFor(seller, { appCreated: false, status: 'RECEIVING' });
    expect((await emptyBoxes(seller.token, synced.id)).body).toMatchObject({ message: m.notWorking });
    const syncedWorking = await shipmentFor(seller, { appCreated: false });
    expect((await emptyBoxes(seller.token, syncedWorking.id)).status).toBe(200);
  });

  it("keeps every shipment to its account, and lets a worker pack in the seller's", async () => {
    const shipment = await shipmentFor(seller);
    const [box] = (await emptyBoxes(seller.token, shipment.id, 1)).body.boxes;
    await scan(seller.token, box!._id, 'X00MUGBLUE');
    const id = shipment.id;
    const blue = shipment.items['MUG-BLUE'];
    const dims = { length: 1, width: 1, height: 1, weight: 1, weightUnit: 'pounds' };
    const calls: [string, string, object | undefined][] = [
      ['POST', '/fullfilment/get-boxes', { inboundShipmentId: id }],
      ['GET', `/fullfilment/get-boxes-number/${id}`, undefined],
      ['GET', `/fullfilment/get-boxes-errors/${id}`, undefined],
      ['GET', `/fullfilment/shipment-history/${id}`, undefined],
      ['GET', `/fullfilment/shipment-history/${id}/export`, undefined],
      ['POST', '/fullfilment/create-boxes', { inboundShipmentId: id, emptyBox: true, newBoxCount: 1 }],
      ['POST', '/fullfilment/delete-boxes', { inboundShipmentId: id, boxIds: [box!._id] }],
      ['POST', '/fullfilment/clear-boxes', { inboundShipmentId: id, boxIds: [box!._id] }],
      ['POST', '/fullfilment/update-dimesions', { shipmentId: id, boxIds: [box!._id], dimensions: dims }],
      ['POST', '/fullfilment/add-item-to-box', { boxId: box!._id, item: { quantity: 1, sellerSku: 'MUG-BLUE' } }],
      ['POST', '/fullfilment/add-scan-item-to-box', { boxId: box!._id, item: { fnSku: 'X00MUGBLUE' } }],
      ['POST', '/fullfilment/delete-item-from-boxes', { boxId: box!._id, shipmentItemId: blue }],
      ['POST', '/fullfilment/update-box-item-quantity', { boxId: box!._id, shipmentItemId: blue, updateQuantity: 1 }],
      [
        'POST',
        '/fullfilment/update-box-tracking-id',
        { shipmentId: id, single: true, boxId: box!._id, trackingId: 'T' },
      ],
      ['PATCH', '/fullfilment/pack-boxes-with-case-qty', { inboundShipmentId: id }],
    ];
    for (const [method, path, body] of calls) {
      const res = await api(method, path, { token: other.token, ...(body ? { body } : {}) });
      expect(res.status, path).toBe(404);
      expect([m.shipmentNotFound, m.boxNotFound], path).toContain(res.body.message);
    }
    // Another seller naming their own shipment with this one's box reaches nothing either.
    const theirs = await shipmentFor(other);
    const crossed = await api('POST', '/fullfilment/add-scan-item-to-box', {
      token: other.token,
      body: { inboundShipmentId: theirs.id, boxId: box!._id, item: { fnSku: 'X00MUGBLUE' } },
    });
    expect(crossed.status).toBe(404);
    expect(await boxedCounts(id)).toContainEqual({ seller_sku: 'MUG-BLUE', quantity_boxed: 1, in_boxes: 1 });

    const worker = await addWorker(seller.token);
    const byWorker = await scan(worker.token, box!._id, 'X00MUGBLUE');
    expect(byWorker.status).toBe(200);
    expect(byWorker.body.updatedData.updatedItem.quantityBoxed).toBe(2);
    const history = await api('GET', `/fullfilment/shipment-history/${id}`, {
      token: seller.token,
      response: unitHistoryResponseSchema,
    });
    expect(history.body.events[0]).toMatchObject({ userName: 'Packer', source: 'scan', quantity: 1, boxNumber: 1 });
  });

  it('records every unit placed and removed, per shipment and per box, and exports it as CSV', async () => {
    const shipment = await shipmentFor(seller);
    const [one, two] = (await emptyBoxes(seller.token, shipment.id, 2)).body.boxes;
    await scan(seller.token, one!._id, 'X00MUGBLUE', 3);
    await api('POST', '/fullfilment/add-item-to-box', {
      token: seller.token,
      body: { boxId: two!._id, item: { quantity: 2, sellerSku: 'MUG-RED' } },
    });
    await api('POST', '/fullfilment/update-box-item-quantity', {
      token: seller.token,
      body: { boxId: one!._id, shipmentItemId: shipment.items['MUG-BLUE'], updateQuantity: 1 },
    });
    await api('POST', '/fullfilment/delete-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, boxIds: [two!._id] },
    });
    const history = await api('GET', `/fullfilment/shipment-history/${shipment.id}`, {
      token: seller.token,
      response: unitHistoryResponseSchema,
    });
    expect(
      history.body.events.map((e) => [e.kind, e.source, e.action, e.sellerSku, e.boxNumber, e.quantity, e.userName]),
    ).toEqual([
      ['removed', 'manual', 'delete-boxes', 'MUG-RED', 2, -2, 'Test Seller'],
      ['removed', 'manual', 'update-box-item-quantity', 'MUG-BLUE', 1, -2, 'Test Seller'],
      ['placed', 'manual', 'add-item-to-box', 'MUG-RED', 2, 2, 'Test Seller'],
      ['placed', 'scan', 'add-scan-item-to-box', 'MUG-BLUE', 1, 3, 'Test Seller'],
    ]);
    const perBox = await api('GET', `/fullfilment/shipment-history/${shipment.id}?boxId=${one!._id}&limit=1`, {
      token: seller.token,
      response: unitHistoryResponseSchema,
    });
    expect(perBox.body.events.map((e) => e.action)).toEqual(['update-box-item-quantity']);
    const older = await api(
      'GET',
      `/fullfilment/shipment-history/${shipment.id}?boxId=${one!._id}&before=${perBox.body.nextBefore}`,
      { token: seller.token, response: unitHistoryResponseSchema },
    );
    expect(older.body.events.map((e) => e.action)).toEqual(['add-scan-item-to-box']);
    expect(older.body.nextBefore).toBeNull();

    const { baseUrl } = await getHarness();
    const res = await fetch(`${baseUrl}/api/v1/fullfilment/shipment-history/${shipment.id}/export`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(`Shipment_${shipment.shipmentId}_History.csv`);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe(UNIT_HISTORY_CSV_HEADER.join(','));
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatch(/,Test Seller,add-scan-item-to-box,scan,MUG-BLUE,X00MUGBLUE,1,,3$/);
  });

  it("takes a synced quantity below the boxed units: the item's units leave their boxes, the sync goes on", async () => {
    const { database } = await getHarness();
    const shipment = await shipmentFor(seller);
    const [box] = (await emptyBoxes(seller.token, shipment.id, 1)).body.boxes;
    await scan(seller.token, box!._id, 'X00MUGBLUE', 5);
    await scan(seller.token, box!._id, 'X000MUGRED', 2);
    const [store] = rowsOf<{ account_id: string; store_id: string }>(
      await database.db.execute(sql`select account_id, store_id from shipments where id = ${shipment.id}`),
    );
    const row = (sellerSku: string, fnsku: string, quantity: number) => ({
      shipment_id: shipment.shipmentId,
      seller_sku: sellerSku,
      fulfillment_network_sku: fnsku,
      quantity_shipped: quantity,
      quantity_received: 0,
      quantity_in_case: 0,
      release_date: null,
      prep_details_list: [],
    });
    await createShipmentsRepository(database.db).upsertShipmentItems(
      { accountId: store!.account_id, storeId: store!.store_id },
      [row('MUG-BLUE', 'X00MUGBLUE', 3), row('MUG-RED', 'X000MUGRED', 8)],
    );
    expect(await boxedCounts(shipment.id)).toEqual([
      { seller_sku: 'MUG-BLUE', quantity_boxed: 0, in_boxes: 0 },
      { seller_sku: 'MUG-RED', quantity_boxed: 2, in_boxes: 2 },
    ]);
    const history = await api('GET', `/fullfilment/shipment-history/${shipment.id}?limit=1`, {
      token: seller.token,
      response: unitHistoryResponseSchema,
    });
    expect(history.body.events[0]).toMatchObject({
      action: 'sync',
      source: 'system',
      sellerSku: 'MUG-BLUE',
      quantity: -5,
    });
  });

  it('answers bad input with 4xx and a message, never a 500', async () => {
    const shipment = await shipmentFor(seller);
    const bodies: [string, string, unknown][] = [
      ['POST', '/fullfilment/get-boxes', {}],
      ['POST', '/fullfilment/get-boxes', { inboundShipmentId: 'x' }],
      ['POST', '/fullfilment/get-boxes', { inboundShipmentId: shipment.id, nextLimit: -1 }],
      ['GET', '/fullfilment/get-boxes-number/not-a-uuid', undefined],
      ['POST', '/fullfilment/create-boxes', { inboundShipmentId: shipment.id }],
      ['POST', '/fullfilment/create-boxes', { inboundShipmentId: shipment.id, emptyBox: true, newBoxCount: 501 }],
      ['POST', '/fullfilment/delete-boxes', { inboundShipmentId: shipment.id, boxIds: ['nope'] }],
      ['POST', '/fullfilment/update-dimesions', { shipmentId: shipment.id, boxIds: [] }],
      ['POST', '/fullfilment/add-scan-item-to-box', { boxId: shipment.id, item: {} }],
      ['POST', '/fullfilment/add-scan-item-to-box', { boxId: shipment.id, item: { fnSku: 'X00MUGBLUE', quantity: 0 } }],
      ['POST', '/fullfilment/update-box-tracking-id', { shipmentId: shipment.id, trackingId: [] }],
      ['PATCH', '/fullfilment/pack-boxes-with-case-qty', {}],
      ['GET', `/fullfilment/shipment-history/${shipment.id}?limit=0`, undefined],
      ['GET', `/fullfilment/shipment-history/${shipment.id}?before=abc`, undefined],
    ];
    for (const [method, path, body] of bodies) {
      const res = await api(method, path, { token: seller.token, ...(body === undefined ? {} : { body }) });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(typeof res.body.message, path).toBe('string');
    }
  });

  it('counts every unit of 20 scanners at once exactly once, and tells each refused scanner why', async () => {
    const { database } = await getHarness();
    // 30 units of one SKU and 25 of another for 20 packers scanning 3 units each into 4 boxes:
    // 60 scans of the first SKU compete for 30 units.
    const shipment = await shipmentFor(seller, {
      items: [
        { sellerSku: 'RUSH-A', fnsku: 'X000RUSHAA', quantity: 30 },
        { sellerSku: 'RUSH-B', fnsku: 'X000RUSHBB', quantity: 25 },
      ],
    });
    const boxIds = (await emptyBoxes(seller.token, shipment.id, 4)).body.boxes.map((b) => b._id);
    const worker = await addWorker(seller.token);
    const results: { status: number; message: string | undefined; fnsku: string }[] = [];
    for (let round = 0; round < 3; round++) {
      const answers = await atOnce(20, (i) =>
        scan(i % 2 ? worker.token : seller.token, boxIds[i % 4]!, i % 5 === 4 ? 'X000RUSHBB' : 'X000RUSHAA'),
      );
      expect(serverErrors(answers)).toEqual([]);
      answers.forEach((a, i) =>
        results.push({ status: a.status, message: a.body.message, fnsku: i % 5 === 4 ? 'X000RUSHBB' : 'X000RUSHAA' }),
      );
    }
    const accepted = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(accepted.filter((r) => r.fnsku === 'X000RUSHAA')).toHaveLength(30);
    expect(accepted.filter((r) => r.fnsku === 'X000RUSHBB')).toHaveLength(12);
    expect(refused).toHaveLength(18);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.message).toBe(m.itemFullyBoxed);
    }
    expect(await boxedCounts(shipment.id)).toEqual([
      { seller_sku: 'RUSH-A', quantity_boxed: 30, in_boxes: 30 },
      { seller_sku: 'RUSH-B', quantity_boxed: 12, in_boxes: 12 },
    ]);
    const [units] = rowsOf<{ units: number; events: number }>(
      await database.db.execute(sql`
        select (select sum(units)::int from boxes where shipment_row_id = ${shipment.id}) as units,
               (select sum(quantity)::int from shipment_unit_events where shipment_row_id = ${shipment.id}) as events`),
    );
    expect(units).toEqual({ units: 42, events: 42 });
  });
});
