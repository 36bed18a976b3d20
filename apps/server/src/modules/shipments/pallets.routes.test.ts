import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBoxesResponseSchema,
  createPalletResponseSchema,
  getBoxesResponseSchema,
  getPalletsNumberResponseSchema,
  getPalletsResponseSchema,
  palletMessages as pm,
  palletsChangeResponseSchema,
  palletsErrorsResponseSchema,
  readinessMessages as rm,
  shipmentEventsPath,
  shipmentReadinessResponseSchema,
  updatedPalletResponseSchema,
  updatedPalletsResponseSchema,
  workbenchMessages as m,
} from '@stowline/domain';
import { rowsOf } from '../../db/client.js';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { atOnce, serverErrors } from '../../test-support/concurrency.js';
import { seedShipment, type SeededShipmentItem } from '../../test-support/fixtures.js';
import { openEventStream, type StreamEvent } from '../../test-support/event-stream.js';
import { getHarness } from '../../test-support/harness.js';

type Seller = Awaited<ReturnType<typeof createSeller>>;

// 40 units of 2 lb and 10 of 5 lb: 130 lb of goods.
const ITEMS: SeededShipmentItem[] = [
  { sellerSku: 'PAL-KETTLE', fnsku: 'X00KETTLE1', quantity: 40, weightLb: 2, title: 'Kettle' },
  { sellerSku: 'PAL-ANVIL', fnsku: 'X000ANVIL1', quantity: 10, weightLb: 5, title: 'Anvil' },
];

async function ltlShipment(seller: Seller, options: Partial<Parameters<typeof seedShipment>[2]> = {}) {
  const { database } = await getHarness();
  return seedShipment(database.db, seller.email, { items: ITEMS, shipmentType: 'LTL', ...options });
}

/** Boxes `quantity` units of the SKU into each of `count` new boxes with 16 oz boxes, 20 x 15 x 10 in. */
async function boxes(token: string, shipmentRowId: string, sellerSku: string, quantity: number, count = 1) {
  const made = await api('POST', '/fullfilment/create-boxes', {
    token,
    body: { inboundShipmentId: shipmentRowId, item: { quantity, sellerSku }, numberOfBoxes: count },
    response: createBoxesResponseSchema,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const ids = made.body.boxes.map((b) => b._id);
  const sized = await api('POST', '/fullfilment/update-dimesions', {
    token,
    body: {
      shipmentId: shipmentRowId,
      boxIds: ids,
      dimensions: { length: 20, width: 15, height: 10, weight: 16, weightUnit: 'ounces' },
    },
  });
  expect(sized.status).toBe(200);
  return ids;
}

const createPallet = (token: string, inboundShipmentId: string, boxIds: string[] = [], action?: string) =>
  api('POST', '/fullfilment/create-pallet', {
    token,
    body: { inboundShipmentId, boxIds, ...(action ? { action } : {}) },
    response: createPalletResponseSchema,
  });
const addToPallet = (
  token: string,
  inboundShipmentId: string,
  palletId: string,
  boxIdList: string[],
  action?: string,
) =>
  api('POST', '/fullfilment/add-box-to-pallet', {
    token,
    body: { inboundShipmentId, palletId, boxIdList, ...(action ? { action } : {}) },
    response: updatedPalletResponseSchema,
  });
const getPallets = (token: string, shipmentId: string, query = '') =>
  api('GET', `/fullfilment/${shipmentId}/get-pallets${query}`, { token, response: getPalletsResponseSchema });
const details = (token: string, inboundShipmentId: string, finalIds: string[], patch: object) =>
  api('PUT', '/fullfilment/pallet/update-details', {
    token,
    body: { inboundShipmentId, finalIds, ...patch },
    response: updatedPalletsResponseSchema,
  });
const readiness = (token: string, id: string) =>
  api('GET', `/fullfilment/get-shipment-readiness/${id}`, { token, response: shipmentReadinessResponseSchema });

describe('pallets of LTL shipments', () => {
  let seller: Seller;
  let other: Seller;

  beforeAll(async () => {
    seller = await createSeller({ onboarded: true });
    other = await createSeller({ onboarded: true });
  });

  it('makes pallets from boxes, asks before moving boxes already on one, skips or replaces', async () => {
    const shipment = await ltlShipment(seller);
    const [b1, b2, b3] = await boxes(seller.token, shipment.id, 'PAL-KETTLE', 10, 3);

    const first = await createPallet(seller.token, shipment.id, [b1!, b2!]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe(m.updated);
    const p1 = first.body.newPallet;
    expect(p1).toMatchObject({ number: 1, isStacked: false, boxCount: 2 });
    expect(p1.dimensions).toEqual({ height: null, width: 48, length: 40, weight: null });
    // Two boxes of 1 lb with 10 kettles of 2 lb each.
    expect(p1.totalWeight).toBe(42);
    expect(p1.boxes.map((b) => [b.amazonBoxNumber, b.weightLb])).toEqual([
      ['U000001', 21],
      ['U000002', 21],
    ]);
    expect(p1.errorList).toEqual(['MISSING_DIMENSIONS', 'INVALID_WEIGHT']);

    const empty = await createPallet(seller.token, shipment.id);
    expect(empty.body.newPallet).toMatchObject({ number: 2, boxCount: 0, totalWeight: 0 });
    const p2 = empty.body.newPallet._id;

    // Box 2 is on pallet 1: the move asks first and changes nothing.
    const asked = await addToPallet(seller.token, shipment.id, p2, [b2!, b3!]);
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({ message: pm.alreadyAssigned, code: 'PALLET_ALREADY_ASSIGNED' });
    const numbers = await api('POST', '/fullfilment/get-pallets-number', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, boxIds: [b2!, b3!] },
      response: getPalletsNumberResponseSchema,
    });
    expect(numbers.body.isBoxAssigned).toBe(true);
    expect(numbers.body.palletsNumber.map((p) => [p.number, p.boxCount])).toEqual([
      [1, 2],
      [2, 0],
    ]);
    const unassignedOnly = await api('POST', '/fullfilment/get-pallets-number', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, boxIds: [b3!] },
      response: getPalletsNumberResponseSchema,
    });
    expect(unassignedOnly.body.isBoxAssigned).toBe(false);

    const skipped = await addToPallet(seller.token, shipment.id, p2, [b2!, b3!], 'skip');
    expect(skipped.status).toBe(200);
    expect(skipped.body.boxIds).toEqual([b3]);
    expect(skipped.body.updatedPallet.boxes.map((b) => b.number)).toEqual([3]);

    const replaced = await addToPallet(seller.token, shipment.id, p2, [b1!, b2!], 'replace');
    expect(replaced.status).toBe(200);
    expect(replaced.body.updatedPallet.boxes.map((b) => b.number)).toEqual([1, 2, 3]);

    // The boxes list names the pallet; the pallet left empty is an error.
    const listed = await api('POST', '/fullfilment/get-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id },
      response: getBoxesResponseSchema,
    });
    expect(listed.body.boxes.map((b) => [b.palletId, b.palletNumber])).toEqual([
      [p2, 2],
      [p2, 2],
      [p2, 2],
    ]);
    const page = await getPallets(seller.token, shipment.id);
    expect(page.body.pallets.map((p) => [p.number, p.boxCount, p.errorList])).toEqual([
      [1, 0, ['MISSING_DIMENSIONS', 'EMPTY_PALLETS', 'INVALID_WEIGHT']],
      [2, 3, ['MISSING_DIMENSIONS', 'INVALID_WEIGHT']],
    ]);

    // Create new pallet with replace moves boxes off pallet 2.
    const third = await createPallet(seller.token, shipment.id, [b3!], 'replace');
    expect(third.body.newPallet).toMatchObject({ number: 3, boxCount: 1 });
    const refusedNew = await createPallet(seller.token, shipment.id, [b3!]);
    expect(refusedNew.status).toBe(409);
    expect(refusedNew.body).toEqual({ message: pm.alreadyAssigned, code: 'PALLET_ALREADY_ASSIGNED' });
    expect((await getPallets(seller.token, shipment.id)).body.totalPalletCount).toBe(3);

    // One box off its pallet; then its pallet is empty.
    const off = await api('POST', '/fullfilment/delete-box-from-pallet', {
      token: seller.token,
      body: { palletId: third.body.newPallet._id, boxId: b3 },
      response: updatedPalletResponseSchema,
    });
    expect(off.status).toBe(200);
    expect(off.body.updatedPallet.boxCount).toBe(0);
    const wrongPallet = await api('POST', '/fullfilment/delete-box-from-pallet', {
      token: seller.token,
      body: { palletId: p2, boxId: b3 },
    });
    expect(wrongPallet.status).toBe(404);
    expect(wrongPallet.body).toMatchObject({ message: pm.palletNotFound });
  });

  it('edits dimensions and stacked of one or many, with the messages of the spec', async () => {
    const shipment = await ltlShipment(seller);
    const ids = await boxes(seller.token, shipment.id, 'PAL-KETTLE', 20, 2);
    const a = (await createPallet(seller.token, shipment.id, [ids[0]!])).body.newPallet._id;
    const b = (await createPallet(seller.token, shipment.id, [ids[1]!])).body.newPallet._id;

    const edited = await details(seller.token, shipment.id, [a], { dimensions: { height: 60, weight: 45 } });
    expect(edited.status).toBe(200);
    // 45 lb pallet, 1 lb box, 20 kettles of 2 lb.
    expect(edited.body.updatedPallets[0]).toMatchObject({
      dimensions: { height: 60, width: 48, length: 40, weight: 45 },
      totalWeight: 86,
      errorList: ['INVALID_WEIGHT'],
    });
    const both = await details(seller.token, shipment.id, [a, b], {
      dimensions: { height: 49, weight: 120, width: 48, length: 40 },
    });
    expect(both.body.updatedPallets.map((p) => [p.totalWeight, p.errorList])).toEqual([
      [161, []],
      [161, []],
    ]);
    const stacked = await details(seller.token, shipment.id, [a, b], { isStacked: true });
    expect(stacked.body.updatedPallets.every((p) => p.isStacked)).toBe(true);
    const unstacked = await details(seller.token, shipment.id, [b], { isStacked: false });
    expect(unstacked.body.updatedPallets.map((p) => p.isStacked)).toEqual([false]);

    // Height 0 is taken and shown as an error (the spec: non-negative numbers, error when not above 0).
    const zero = await details(seller.token, shipment.id, [b], { dimensions: { height: 0, weight: 120 } });
    expect(zero.status).toBe(200);
    expect(zero.body.updatedPallets[0]!.errorList).toEqual(['MISSING_DIMENSIONS']);

    const refusals: [object, string][] = [
      [{ dimensions: { height: -1, weight: 5 } }, pm.fieldNegative],
      [{ dimensions: { height: 5, weight: -0.5 } }, pm.fieldNegative],
      [{ dimensions: { weight: 5 } }, pm.heightOrWeightEmpty],
      [{ dimensions: { height: 5, weight: null } }, pm.heightOrWeightEmpty],
      [{ dimensions: { height: '5', weight: 5 } }, pm.heightOrWeightEmpty],
      [{ dimensions: { height: 5, weight: 5, width: 50 } }, pm.fixedFootprint],
      [{ dimensions: { height: 5, weight: 5, length: 48 } }, pm.fixedFootprint],
      [{ dimensions: { height: 20_000, weight: 5 } }, pm.tooHigh],
      [{}, pm.nothingToChange],
      [{ isStacked: 'yes' }, 'isStacked must be true or false'],
    ];
    for (const [patch, message] of refusals) {
      const res = await details(seller.token, shipment.id, [a], patch);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body).toMatchObject({ message });
    }
    const none = await details(seller.token, shipment.id, [], { isStacked: true });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ message: pm.noPalletSelected });
    const unknown = await details(seller.token, shipment.id, [randomUUID()], { isStacked: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: pm.palletNotFound });
    // Nothing of the refused edits was written.
    const page = await getPallets(seller.token, shipment.id);
    expect(page.body.pallets[0]).toMatchObject({ dimensions: { height: 49, weight: 120 }, isStacked: true });
  });

  it('pages the list by 10 with an error filter, clears and deletes pallets (boxes stay), renumbering the rest', async () => {
    const shipment = await ltlShipment(seller);
    const ids = await boxes(seller.token, shipment.id, 'PAL-KETTLE', 2, 12);
    const palletIds: string[] = [];
    for (let i = 0; i < 12; i += 1)
      palletIds.push((await createPallet(seller.token, shipment.id, i < 11 ? [ids[i]!] : [])).body.newPallet._id);
    await details(seller.token, shipment.id, palletIds.slice(0, 3), { dimensions: { height: 40, weight: 200 } });

    const page1 = await getPallets(seller.token, shipment.id, '?nextLimit=0');
    expect(page1.body.pallets.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(page1.body).toMatchObject({ totalPalletCount: 12, nextLimit: 0 });
    expect(page1.body.allPalletIds).toEqual(palletIds);
    const page2 = await getPallets(seller.token, shipment.id, '?nextLimit=10');
    expect(page2.body.pallets.map((p) => p.number)).toEqual([11, 12]);
    expect(page2.body.nextLimit).toBe(10);

    const filtered = async (filter: string) =>
      (await getPallets(seller.token, shipment.id, `?errorFilter=${filter}&limit=0`)).body.pallets.map((p) => p.number);
    expect(await filtered('EMPTY_PALLETS')).toEqual([12]);
    expect(await filtered('MISSING_DIMENSIONS')).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Pallets 1-3 weigh 200 + 1 + 4 lb; the rest have no weight of their own.
    expect(await filtered('INVALID_WEIGHT')).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(await filtered('ALL_ERRORS')).toHaveLength(9);
    const errors = await api('GET', `/fullfilment/get-pallets-errors/${shipment.id}`, {
      token: seller.token,
      response: palletsErrorsResponseSchema,
    });
    expect(errors.body.counts).toEqual({ MISSING_DIMENSIONS: 9, EMPTY_PALLETS: 1, INVALID_WEIGHT: 9 });
    expect(errors.body.totalPalletCount).toBe(12);
    const badFilter = await api('GET', `/fullfilment/${shipment.id}/get-pallets?errorFilter=BROKEN`, {
      token: seller.token,
    });
    expect(badFilter.status).toBe(400);

    const cleared = await api('PUT', '/fullfilment/pallet/clear', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, clearPalletIds: palletIds.slice(0, 2) },
      response: palletsChangeResponseSchema,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.boxIds.sort()).toEqual([ids[0], ids[1]].sort());
    expect(cleared.body.totalPalletCount).toBe(12);

    const deleted = await api('POST', '/fullfilment/delete-pallet', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, deletePalletIds: [palletIds[2], palletIds[4]] },
      response: palletsChangeResponseSchema,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.totalPalletCount).toBe(10);
    expect(deleted.body.boxIds.sort()).toEqual([ids[2], ids[4]].sort());
    const after = await getPallets(seller.token, shipment.id, '?limit=0');
    expect(after.body.pallets.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(after.body.pallets[2]!._id).toBe(palletIds[3]);
    const boxList = await api('POST', '/fullfilment/get-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, limit: 0 },
      response: getBoxesResponseSchema,
    });
    expect(boxList.body.totalBoxCount).toBe(12);
    expect(boxList.body.boxes.filter((b) => b.palletId === null).map((b) => b.number)).toEqual([1, 2, 3, 5, 12]);
    expect(boxList.body.boxes[3]!.palletNumber).toBe(3);

    // The box filter 'Pallet Not Assigned' finds them.
    const notAssigned = await api('POST', '/fullfilment/get-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, errorFilter: 'PALLET_NOT_ASSIGNED', limit: 0 },
      response: getBoxesResponseSchema,
    });
    expect(notAssigned.body.boxes.map((b) => b.number)).toEqual([1, 2, 3, 5, 12]);
    const unassigned = await api('POST', '/fullfilment/unassign-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, boxIds: [ids[3], ids[0]] },
      response: palletsChangeResponseSchema,
    });
    expect(unassigned.body.boxIds).toEqual([ids[3]]);
  });

  it('boxes units straight onto a pallet from the add-units dialog', async () => {
    const shipment = await ltlShipment(seller);
    const pallet = (await createPallet(seller.token, shipment.id)).body.newPallet;
    const made = await api('POST', '/fullfilment/create-boxes', {
      token: seller.token,
      body: {
        inboundShipmentId: shipment.id,
        item: { quantity: 5, sellerSku: 'PAL-ANVIL' },
        numberOfBoxes: 2,
        palletId: pallet._id,
      },
      response: createBoxesResponseSchema,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.boxes.map((b) => [b.palletId, b.palletNumber])).toEqual([
      [pallet._id, 1],
      [pallet._id, 1],
    ]);
    const unknown = await api('POST', '/fullfilment/create-boxes', {
      token: seller.token,
      body: {
        inboundShipmentId: shipment.id,
        item: { quantity: 1, sellerSku: 'PAL-KETTLE' },
        palletId: randomUUID(),
      },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: pm.palletNotFound });
    // Another shipment's pallet is not found either (and the key would refuse it).
    const elsewhere = await ltlShipment(seller);
    const foreign = await api('POST', '/fullfilment/create-boxes', {
      token: seller.token,
      body: { inboundShipmentId: elsewhere.id, item: { quantity: 1, sellerSku: 'PAL-KETTLE' }, palletId: pallet._id },
    });
    expect(foreign.status).toBe(404);
    const { database } = await getHarness();
    const [box] = rowsOf<{ id: string }>(
      await database.db.execute(sql`select id from boxes where shipment_row_id = ${shipment.id} limit 1`),
    );
    const otherPallet = (await createPallet(seller.token, elsewhere.id)).body.newPallet._id;
    await expect(
      database.db.execute(sql`update boxes set pallet_id = ${otherPallet} where id = ${box!.id}`),
    ).rejects.toThrow();
  });

  it('refuses outside WORKING, on small-parcel shipments and bad input, with 4xx', async () => {
    const shipment = await ltlShipment(seller);
    const [box] = await boxes(seller.token, shipment.id, 'PAL-KETTLE', 1);
    const pallet = (await createPallet(seller.token, shipment.id, [box!])).body.newPallet._id;
    const sp = await ltlShipment(seller, { shipmentType: 'SP' });
    const spRefused = await createPallet(seller.token, sp.id);
    expect(spRefused.status).toBe(409);
    expect(spRefused.body).toMatchObject({ message: pm.ltlOnly });

    const bad: [string, string, object, number, string?][] = [
      ['POST', '/fullfilment/create-pallet', { inboundShipmentId: 'nope' }, 400, m.shipmentNotFound],
      ['POST', '/fullfilment/create-pallet', { inboundShipmentId: shipment.id, boxIds: ['x'] }, 400, m.boxNotFound],
      [
        'POST',
        '/fullfilment/create-pallet',
        { inboundShipmentId: shipment.id, boxIds: [box], action: 'merge' },
        400,
        'action must be skip or replace',
      ],
      [
        'POST',
        '/fullfilment/create-pallet',
        { inboundShipmentId: shipment.id, boxIds: [randomUUID()] },
        404,
        m.boxNotFound,
      ],
      [
        'POST',
        '/fullfilment/delete-pallet',
        { inboundShipmentId: shipment.id, deletePalletIds: [] },
        400,
        pm.noPalletSelected,
      ],
      [
        'POST',
        '/fullfilment/delete-pallet',
        { inboundShipmentId: shipment.id, deletePalletIds: [randomUUID()] },
        404,
        pm.palletNotFound,
      ],
      ['PUT', '/fullfilment/pallet/clear', { inboundShipmentId: shipment.id }, 400, pm.noPalletSelected],
      [
        'POST',
        '/fullfilment/add-box-to-pallet',
        { inboundShipmentId: shipment.id, palletId: pallet, boxIdList: [] },
        400,
        m.noBoxSelected,
      ],
      [
        'POST',
        '/fullfilment/add-box-to-pallet',
        { inboundShipmentId: shipment.id, palletId: randomUUID(), boxIdList: [box] },
        404,
        pm.palletNotFound,
      ],
      ['POST', '/fullfilment/get-pallets-number', { inboundShipmentId: randomUUID() }, 404, m.shipmentNotFound],
    ];
    for (const [method, path, body, status, message] of bad) {
      const res = await api(method as 'POST', path, { token: seller.token, body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      if (message) expect(res.body).toMatchObject({ message });
    }
    const badQuery = await api('GET', `/fullfilment/${shipment.id}/get-pallets?nextLimit=-1`, { token: seller.token });
    expect(badQuery.status).toBe(400);

    const { database } = await getHarness();
    await database.db.execute(sql`update shipments set shipment_status = 'SHIPPED' where id = ${shipment.id}`);
    const writes: [string, string, object][] = [
      ['POST', '/fullfilment/create-pallet', { inboundShipmentId: shipment.id }],
      ['POST', '/fullfilment/delete-pallet', { inboundShipmentId: shipment.id, deletePalletIds: [pallet] }],
      ['PUT', '/fullfilment/pallet/clear', { inboundShipmentId: shipment.id, clearPalletIds: [pallet] }],
      [
        'POST',
        '/fullfilment/add-box-to-pallet',
        { inboundShipmentId: shipment.id, palletId: pallet, boxIdList: [box] },
      ],
      ['POST', '/fullfilment/delete-box-from-pallet', { palletId: pallet, boxId: box }],
      ['POST', '/fullfilment/unassign-boxes', { inboundShipmentId: shipment.id, boxIds: [box] }],
      [
        'PUT',
        '/fullfilment/pallet/update-details',
        { inboundShipmentId: shipment.id, finalIds: [pallet], isStacked: true },
      ],
    ];
    for (const [method, path, body] of writes) {
      const res = await api(method as 'POST', path, { token: seller.token, body });
      expect(res.status, path).toBe(409);
      expect(res.body).toMatchObject({ message: m.notWorking });
    }
    const still = await getPallets(seller.token, shipment.id);
    expect(still.body.pallets.map((p) => [p.boxCount, p.isStacked])).toEqual([[1, false]]);
  });

  it("keeps pallets to their account, and lets a worker palletise in the seller's", async () => {
    const shipment = await ltlShipment(seller);
    const [box] = await boxes(seller.token, shipment.id, 'PAL-KETTLE', 1);
    const pallet = (await createPallet(seller.token, shipment.id, [box!])).body.newPallet._id;
    const calls: [string, string, object | undefined][] = [
      ['GET', `/fullfilment/${shipment.id}/get-pallets`, undefined],
      ['GET', `/fullfilment/get-pallets-errors/${shipment.id}`, undefined],
      ['POST', '/fullfilment/get-pallets-number', { inboundShipmentId: shipment.id }],
      ['POST', '/fullfilment/create-pallet', { inboundShipmentId: shipment.id, boxIds: [box] }],
      ['POST', '/fullfilment/delete-pallet', { inboundShipmentId: shipment.id, deletePalletIds: [pallet] }],
      ['PUT', '/fullfilment/pallet/clear', { inboundShipmentId: shipment.id, clearPalletIds: [pallet] }],
      [
        'POST',
        '/fullfilment/add-box-to-pallet',
        { inboundShipmentId: shipment.id, palletId: pallet, boxIdList: [box] },
      ],
      ['POST', '/fullfilment/unassign-boxes', { inboundShipmentId: shipment.id, boxIds: [box] }],
      [
        'PUT',
        '/fullfilment/pallet/update-details',
        { inboundShipmentId: shipment.id, finalIds: [pallet], isStacked: true },
      ],
    ];
    for (const [method, path, body] of calls) {
      const res = await api(method as 'POST', path, { token: other.token, ...(body ? { body } : {}) });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(m.shipmentNotFound);
      const anonymous = await api(method as 'POST', path, body ? { body } : {});
      expect(anonymous.status, path).toBe(401);
    }
    const byBox = await api('POST', '/fullfilment/delete-box-from-pallet', {
      token: other.token,
      body: { palletId: pallet, boxId: box },
    });
    expect(byBox.status).toBe(404);
    // The stranger's own shipment cannot take the seller's boxes or pallet.
    const theirs = await ltlShipment(other);
    const grab = await addToPallet(other.token, theirs.id, pallet, [box!]);
    expect(grab.status).toBe(404);
    const theirPallet = (await createPallet(other.token, theirs.id)).body.newPallet._id;
    const grabBox = await addToPallet(other.token, theirs.id, theirPallet, [box!]);
    expect(grabBox.status).toBe(404);
    expect(grabBox.body).toMatchObject({ message: m.boxNotFound });

    const worker = await addWorker(seller.token);
    const byWorker = await details(worker.token, shipment.id, [pallet], { dimensions: { height: 50, weight: 140 } });
    expect(byWorker.status).toBe(200);
    const made = await createPallet(worker.token, shipment.id);
    expect(made.status).toBe(200);
    const page = await getPallets(seller.token, shipment.id);
    expect(page.body.pallets.map((p) => [p.number, p.boxCount, p.dimensions.height])).toEqual([
      [1, 1, 50],
      [2, 0, null],
    ]);
  }, 60_000);

  it('numbers pallets made at once 1..N and moves boxes once when packers move them together', async () => {
    const shipment = await ltlShipment(seller);
    const ids = await boxes(seller.token, shipment.id, 'PAL-KETTLE', 4, 10);
    const worker = await addWorker(seller.token);
    const made = await atOnce(8, (i) => createPallet(i % 2 ? worker.token : seller.token, shipment.id));
    expect(serverErrors(made)).toEqual([]);
    expect(made.map((r) => r.status)).toEqual(Array(8).fill(200));
    const page = await getPallets(seller.token, shipment.id, '?limit=0');
    expect(page.body.pallets.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    // Eight packers move the same ten boxes to eight pallets without an answer to the question:
    // one wins, the rest are asked; no box is on two pallets.
    const moves = await atOnce(8, (i) => addToPallet(seller.token, shipment.id, page.body.pallets[i]!._id, ids));
    expect(serverErrors(moves)).toEqual([]);
    expect(moves.filter((r) => r.status === 200)).toHaveLength(1);
    expect(moves.filter((r) => r.status === 409).every((r) => r.body.message === pm.alreadyAssigned)).toBe(true);
    const after = await getPallets(seller.token, shipment.id, '?limit=0');
    expect(after.body.pallets.map((p) => p.boxCount).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 10]);

    // Deletes and creates at once keep 1..N without gaps.
    const mixed = await atOnce(6, (i) =>
      i % 2
        ? createPallet(seller.token, shipment.id)
        : api('POST', '/fullfilment/delete-pallet', {
            token: seller.token,
            body: { inboundShipmentId: shipment.id, deletePalletIds: [after.body.pallets[i]!._id] },
          }),
    );
    expect(serverErrors(mixed)).toEqual([]);
    const final = await getPallets(seller.token, shipment.id, '?limit=0');
    expect(final.body.pallets.map((p) => p.number)).toEqual(final.body.pallets.map((_, i) => i + 1));
    expect(final.body.totalPalletCount).toBe(8);
  }, 60_000);

  it("announces a committed pallet change on the shipment's live stream, and a refused one not at all", async () => {
    const shipment = await ltlShipment(seller);
    const [box] = await boxes(seller.token, shipment.id, 'PAL-KETTLE', 1);
    const { baseUrl } = await getHarness();
    const stream = await openEventStream(baseUrl, shipmentEventsPath(shipment.id), seller.token);
    // Pallet changes only: the box made above may be announced after the stream is ready.
    const isChange = (e: StreamEvent) => e.event === 'change' && (e.data as { kind?: string }).kind === 'pallets';
    await stream.next((e) => e.event === 'ready');
    const made = await createPallet(seller.token, shipment.id, [box!]);
    expect((await stream.next(isChange)).data).toEqual({
      shipmentId: shipment.id,
      kind: 'pallets',
      ids: [made.body.newPallet._id],
    });
    // Asked, not moved: nothing announced; the next change is the stacked one.
    const other = (await createPallet(seller.token, shipment.id)).body.newPallet._id;
    await stream.next((e) => isChange(e) && (e.data as { ids?: string[] }).ids?.[0] === other);
    expect((await addToPallet(seller.token, shipment.id, other, [box!])).status).toBe(409);
    await details(seller.token, shipment.id, [other], { isStacked: true });
    expect((await stream.next(isChange)).data).toEqual({ shipmentId: shipment.id, kind: 'pallets', ids: [other] });
    // Had the refusal been announced, a second change would follow.
    await expect(stream.next(isChange, 1_000)).rejects.toThrow('no matching event');
    stream.close();
  });

  it('gives the LTL readiness reasons from the real pallets until every rule holds', async () => {
    const shipment = await ltlShipment(seller, { isPartnered: 'true' });
    const reasons = async () => (await readiness(seller.token, shipment.id)).body.reasons;
    const kettles = await boxes(seller.token, shipment.id, 'PAL-KETTLE', 20, 2);
    const anvils = await boxes(seller.token, shipment.id, 'PAL-ANVIL', 10);
    expect(await reasons()).toEqual([rm.boxErrors, rm.noPallets, rm.boxWithoutPallet, rm.warehouseMissing]);

    const p1 = (await createPallet(seller.token, shipment.id, kettles)).body.newPallet._id;
    const p2 = (await createPallet(seller.token, shipment.id)).body.newPallet._id;
    expect(await reasons()).toEqual([
      rm.boxErrors,
      rm.palletErrors,
      rm.emptyPallet,
      rm.boxWithoutPallet,
      rm.palletWeight,
      rm.warehouseMissing,
      rm.palletDimensionsMissing,
    ]);
    await addToPallet(seller.token, shipment.id, p2, anvils);
    // Pallet 2: a 1 lb box of ten 5 lb anvils (51 lb) on a 100 lb pallet; pallet 1: 82 lb on 80.
    await details(seller.token, shipment.id, [p1], { dimensions: { height: 80, weight: 80 } });
    await details(seller.token, shipment.id, [p2], { dimensions: { height: 60, weight: 100 } });
    const { database } = await getHarness();
    const [warehouse] = rowsOf<{ id: string }>(
      await database.db.execute(sql`
        insert into warehouses (account_id, name, address_line1, city, state_or_province_code, postal_code, country_code,
                                contact_name, contact_phone, contact_email)
        select account_id, 'Dock', '1 Main St', 'Reno', 'NV', '89501', 'US', 'Dana', '5551234567', 'dana@example.com'
        from shipments where id = ${shipment.id}
        returning id`),
    );
    await database.db.execute(sql`update shipments set warehouse_id = ${warehouse!.id} where id = ${shipment.id}`);
    // Pallet 1 weighs 162 lb but is 80 in tall; pallet 2 weighs 151 lb.
    expect(await reasons()).toEqual([rm.palletHeight]);
    await details(seller.token, shipment.id, [p1, p2], { isStacked: true });
    expect(await reasons()).toEqual([rm.palletHeight]);
    await details(seller.token, shipment.id, [p1], { dimensions: { height: 49, weight: 80 } });
    await details(seller.token, shipment.id, [p2], { dimensions: { height: 50, weight: 100 } });
    expect(await reasons()).toEqual([]);
    // Too light: 50 lb pallet.
    await details(seller.token, shipment.id, [p2], { dimensions: { height: 50, weight: 50 } });
    expect(await reasons()).toEqual([rm.palletErrors, rm.palletWeight]);
  }, 60_000);
});
