import { deflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBoxesResponseSchema,
  getBoxesResponseSchema,
  readBoxContentResponseSchema,
  readDimensionsResponseSchema,
  readExpiryDatesResponseSchema,
  readTrackingIdsResponseSchema,
  shipmentImportMessages as s,
  unitHistoryResponseSchema,
  updateBoxTrackingIdResponseSchema,
  updateItemDetailsResponseSchema,
  uploadBoxContentResponseSchema,
  uploadDimensionsResponseSchema,
  shipmentEventsPath,
  workbenchMessages as m,
  type ReadBoxContentResponse,
  type ReadDimensionsResponse,
} from '@stowline/domain';
import { rowsOf } from '../../db/client.js';
import { buildXlsx, buildZip } from '../../lib/imports/test-files.js';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { seedShipment, type SeededShipmentItem } from '../../test-support/fixtures.js';
import { getHarness } from '../../test-support/harness.js';
import { openEventStream } from '../../test-support/event-stream.js';
import { publishShipmentChange } from '../../lib/live.js';

/** Many hostile files read one after another: seconds alone, several times that on a busy CI machine. */
const HOSTILE_FILES_TIMEOUT_MS = 120_000;

type Seller = Awaited<ReturnType<typeof createSeller>>;

const ITEMS: SeededShipmentItem[] = [
  { sellerSku: 'IMP-MUG', fnsku: 'X00IMPMUG1', quantity: 20, title: 'Mug' },
  { sellerSku: 'IMP-MILK', fnsku: 'X0IMPMILK1', quantity: 10, title: 'Milk' },
];

async function shipmentFor(seller: Seller, options: Partial<Parameters<typeof seedShipment>[2]> = {}) {
  const { database } = await getHarness();
  return seedShipment(database.db, seller.email, { items: ITEMS, ...options });
}

function read(kind: string, token: string, shipmentId: string, filename: string, data: Buffer | string) {
  return api(
    'POST',
    `/fullfilment/read-bulk-${kind}?inboundShipmentId=${shipmentId}&filename=${encodeURIComponent(filename)}`,
    {
      token,
      rawBody: data,
      headers: { 'content-type': 'application/octet-stream' },
    },
  );
}

async function readContent(token: string, shipmentId: string, csv: string | Buffer, filename = 'content.csv') {
  const res = await read('boxes-content', token, shipmentId, filename, csv);
  return { status: res.status, body: res.body as unknown as ReadBoxContentResponse & { message?: string } };
}

function emptyBoxes(token: string, inboundShipmentId: string, newBoxCount: number) {
  return api('POST', '/fullfilment/create-boxes', {
    token,
    body: { inboundShipmentId, emptyBox: true, newBoxCount },
    response: createBoxesResponseSchema,
  });
}

function boxesOf(token: string, inboundShipmentId: string) {
  return api('POST', '/fullfilment/get-boxes', {
    token,
    body: { inboundShipmentId, nextLimit: 0, limit: 0 },
    response: getBoxesResponseSchema,
  });
}

/** What an import could have changed: boxes with their units, dimensions and tracking ids, items' boxed units and dates. */
async function snapshot(shipmentRowId: string) {
  const { database } = await getHarness();
  return rowsOf<{ boxes: unknown[] | null; items: unknown[] }>(
    await database.db.execute(sql`
      select (select json_agg(json_build_array(number, units, length, width, height, weight, weight_unit, tracking_id) order by number)
                from boxes where shipment_row_id = ${shipmentRowId}) as boxes,
             (select json_agg(json_build_array(seller_sku, quantity_boxed, exp_date) order by seller_sku)
                from shipment_items where shipment_row_id = ${shipmentRowId}) as items`),
  )[0];
}

const bomb = () =>
  buildZip([
    {
      name: 'xl/worksheets/sheet1.xml',
      data: '',
      compressed: deflateRawSync(Buffer.alloc(200 * 1024 * 1024, 0x20)),
      declaredSize: 10,
    },
  ]);

/** Files no import takes: junk, a picture, a zip bomb, a legacy .xls, a cut workbook, too large, empty. */
const refusedFiles = (): [string, Buffer | string, string?][] => [
  ['empty.csv', '', s.emptyFile],
  ['junk.csv', Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00, 0x10, 0x11, 0x12])],
  ['picture.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])],
  ['bomb.xlsx', bomb()],
  ['legacy.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])],
  ['cut.xlsx', buildXlsx({ sheets: [{ name: 'S', rows: [['Box No.'], ['1']] }] }).subarray(0, 200)],
  ['huge.csv', Buffer.alloc(10 * 1024 * 1024 + 10, 0x61)],
];

describe('shipment imports', () => {
  let seller: Seller;
  let other: Seller;

  beforeAll(async () => {
    seller = await createSeller({ onboarded: true });
    other = await createSeller({ onboarded: true });
  });

  it('box content: reads a file, lists refused rows safely, and applies the valid ones with new boxes in one go', async () => {
    const shipment = await shipmentFor(seller);
    await emptyBoxes(seller.token, shipment.id, 2);
    const csv = [
      'Seller SKU,Box No.,Quantity',
      'imp-mug,1,5',
      'IMP-MUG,3,4',
      'IMP-MILK,3,2',
      'IMP-MILK,4,8',
      'IMP-MILK,4,1',
      'IMP-MUG,6,1',
      '=HYPERLINK("http://x"),1,1',
      'IMP-MUG,1,0',
      'IMP-MUG,0,1',
    ].join('\r\n');
    const judged = await readContent(seller.token, shipment.id, csv);
    expect(judged.status).toBe(200);
    readBoxContentResponseSchema.parse(judged.body);
    expect(judged.body.stats).toEqual({ total: 9, valid: 4, invalid: 5 });
    expect(judged.body.errors.map((e) => [e.row, e.reason])).toEqual([
      [6, s.quantityOverLimit],
      [7, 'Box Number 5 is missing'],
      [8, s.boxContentSkuNotFound],
      [9, s.quantityInvalid],
      [10, s.boxNumberInvalid],
    ]);
    expect(judged.body.errorCsv).toContain(`"'=HYPERLINK(""http://x"")"`);
    // Reading wrote nothing.
    expect((await boxesOf(seller.token, shipment.id)).body.totalBoxCount).toBe(2);

    const applied = await api('PUT', '/fullfilment/upload-bulk-boxes-content', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, fileData: judged.body.fileData },
      response: uploadBoxContentResponseSchema,
    });
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ message: m.updated, createdBoxCount: 2, totalBoxCount: 4, updatedUnits: 19 });
    const boxes = (await boxesOf(seller.token, shipment.id)).body.boxes;
    expect(boxes.map((b) => [b.number, b.units, b.items.map((i) => `${i.sellerSku}:${i.quantity}`).join(' ')])).toEqual(
      [
        [1, 5, 'IMP-MUG:5'],
        [2, 0, ''],
        [3, 6, 'IMP-MILK:2 IMP-MUG:4'],
        [4, 8, 'IMP-MILK:8'],
      ],
    );
    const history = await api('GET', `/fullfilment/shipment-history/${shipment.id}`, {
      token: seller.token,
      response: unitHistoryResponseSchema,
    });
    expect(new Set(history.body.events.map((e) => `${e.source}:${e.action}`))).toEqual(
      new Set(['import:upload-bulk-boxes-content']),
    );
    expect(history.body.events).toHaveLength(4);

    // The same rows again while the boxes are as they left them (a retried request, a double
    // click): the first answer, and nothing added.
    const before = await snapshot(shipment.id);
    const again = await api('PUT', '/fullfilment/upload-bulk-boxes-content', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, fileData: judged.body.fileData },
    });
    expect(again).toEqual({ status: 200, body: applied.body });
    expect(await snapshot(shipment.id)).toEqual(before);

    // Once the boxes changed, the same rows are judged again: here they no longer fit, refused whole.
    await (
      await getHarness()
    ).database.db.execute(sql`
      update box_items set quantity = quantity - 1 where box_id in (select id from boxes where shipment_row_id = ${shipment.id} and number = 4)`);
    const changed = await api('PUT', '/fullfilment/upload-bulk-boxes-content', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, fileData: judged.body.fileData },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toContain('The shipment changed since the file was read');
  });

  it('box content: a confirm sent eight times at once applies once, and again after the boxes changed', async () => {
    const shipment = await shipmentFor(seller);
    const judged = await readContent(
      seller.token,
      shipment.id,
      ['Seller SKU,Box No.,Quantity', 'IMP-MUG,1,2'].join('\r\n'),
    );
    const confirm = () =>
      api('PUT', '/fullfilment/upload-bulk-boxes-content', {
        token: seller.token,
        body: { inboundShipmentId: shipment.id, fileData: judged.body.fileData },
      });
    const answers = await Promise.all(Array.from({ length: 8 }, confirm));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const units = async () => (await boxesOf(seller.token, shipment.id)).body.boxes.map((b) => b.units);
    expect(await units()).toEqual([2]);
    // A unit taken out by hand: the same file is a new import now, and adds its units again.
    await (
      await getHarness()
    ).database.db.execute(sql`
      update box_items set quantity = 1 where shipment_row_id = ${shipment.id}`);
    expect((await confirm()).status).toBe(200);
    expect(await units()).toEqual([3]);
  });

  it('box content: reads XLSX and TSV by content, and refuses case-packed shipments', async () => {
    const shipment = await shipmentFor(seller);
    const xlsx = buildXlsx({
      sheets: [
        {
          name: 'Boxes',
          rows: [
            ['Seller SKU', 'Box No.', 'Quantity'],
            ['IMP-MUG', '1', '3'],
          ],
        },
      ],
    });
    const fromXlsx = await readContent(seller.token, shipment.id, xlsx, 'content.xlsx');
    expect(fromXlsx.body.stats).toEqual({ total: 1, valid: 1, invalid: 0 });
    const fromTsv = await readContent(
      seller.token,
      shipment.id,
      'Seller SKU\tBox No.\tQuantity\nIMP-MILK\t1\t2\n',
      'c.tsv',
    );
    expect(fromTsv.body.fileData).toMatchObject([
      { sellerSku: 'IMP-MILK', boxNumber: 1, boxId: null, itemQuantity: 2 },
    ]);
    const cased = await shipmentFor(seller, { areCasesRequired: true });
    const refused = await readContent(seller.token, cased.id, 'Seller SKU,Box No.,Quantity\nIMP-MUG,1,1');
    expect(refused).toMatchObject({ status: 409, body: { message: m.cantPerformAction } });
  });

  it('dimensions: reads, lists the spec reasons, and applies inches and ounces', async () => {
    const shipment = await shipmentFor(seller);
    await emptyBoxes(seller.token, shipment.id, 3);
    const csv = [
      'Box No.,Length (IN),Width (IN),Height (IN),Empty Box Weight (OZ)',
      '1,18,14,12,8',
      '2,10,10,10.5,4',
      ',1,1,1,1',
      'x,1,1,1,1',
      '7,1,1,1,1',
      '3,1,1,1,1',
      '3,2,2,2,2',
    ].join('\n');
    const res = await read('boxes-dimension', seller.token, shipment.id, 'dims.csv', csv);
    expect(res.status).toBe(200);
    const judged = readDimensionsResponseSchema.parse(res.body) as ReadDimensionsResponse;
    expect(judged.stats).toEqual({ total: 7, valid: 2, invalid: 5 });
    expect(judged.errors.map((e) => [e.row, e.sku, e.reason])).toEqual([
      [4, '', s.boxNumberRequired],
      [5, 'x', s.boxNumberNotValid],
      [6, '7', 'Box No 7 in not exists in the Shipment'],
      [7, '3', 'Box No 3 in duplicated'],
      [8, '3', 'Box No 3 in duplicated'],
    ]);
    expect(judged.errorCsv!.split('\r\n')[0]).toBe('\uFEFF"Row","Box No.","Reason"');
    const applied = await api('PUT', '/fullfilment/upload-bulk-boxes-dimension', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, fileData: judged.fileData },
      response: uploadDimensionsResponseSchema,
    });
    expect(applied.body).toEqual({ message: m.updated, updatedBoxCount: 2 });
    const boxes = (await boxesOf(seller.token, shipment.id)).body.boxes;
    expect(boxes.map((b) => b.dimensions)).toEqual([
      { length: 18, width: 14, height: 12, weight: 8, weightUnit: 'ounces' },
      { length: 10, width: 10, height: 10.5, weight: 4, weightUnit: 'ounces' },
      { length: null, width: null, height: null, weight: null, weightUnit: null },
    ]);
    // A row for a box deleted meanwhile refuses the whole import.
    await api('POST', '/fullfilment/delete-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, boxIds: [boxes[2]!._id] },
    });
    const stale = await api('PUT', '/fullfilment/upload-bulk-boxes-dimension', {
      token: seller.token,
      body: {
        inboundShipmentId: shipment.id,
        fileData: [
          { row: 2, boxNumber: 1, length: 1, width: 1, height: 1, weight: 1 },
          { row: 3, boxNumber: 3, length: 1, width: 1, height: 1, weight: 1 },
        ],
      },
    });
    expect(stale.status).toBe(409);
    expect((await boxesOf(seller.token, shipment.id)).body.boxes[0]!.dimensions.length).toBe(18);
  });

  it('expiry dates: reads with the four reasons; Confirm goes through update-details', async () => {
    const shipment = await shipmentFor(seller);
    const { database } = await getHarness();
    await database.db.execute(
      sql`update products set expirable = true where seller_sku = 'IMP-MILK' and account_id = (select account_id from shipments where id = ${shipment.id})`,
    );
    const csv = [
      'Seller SKU,Exp. Date [MM-DD-YYYY]',
      'imp-milk,12-31-2030',
      'IMP-MILK,31-12-2030',
      'IMP-MILK,01-01-2020',
      'NOPE,12-31-2030',
      'IMP-MUG,12-31-2030',
    ].join('\n');
    const res = await read('expiry-dates', seller.token, shipment.id, 'exp.csv', csv);
    const judged = readExpiryDatesResponseSchema.parse(res.body);
    expect(judged.stats).toEqual({ total: 5, valid: 1, invalid: 4 });
    expect(judged.errors.map((e) => e.reason)).toEqual([
      'Expiry Date is incorrect',
      'Expiry Date cannot be set in past',
      'SellerSku is not found in shipment',
      'Expiry date is provided for non expiray product',
    ]);
    expect(judged.fileData).toEqual([
      { row: 2, sellerSku: 'IMP-MILK', _id: shipment.items['IMP-MILK'], expDate: '2030-12-31' },
    ]);
    const applied = await api('POST', '/fullfilment/inbound-shipment-item/update-details', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, list: judged.fileData.map(({ _id, expDate }) => ({ _id, expDate })) },
      response: updateItemDetailsResponseSchema,
    });
    expect(applied.body.updatedData[0]!.expDate).toBe('2030-12-31');
  });

  it('tracking ids: a Tracking_Id column, as many as boxes, with the spec messages', async () => {
    const shipment = await shipmentFor(seller, { isPartnered: 'false' });
    await emptyBoxes(seller.token, shipment.id, 2);
    const ok = await read('tracking-ids', seller.token, shipment.id, 't.csv', 'Tracking_Id\n1Z1\n1Z2\n');
    expect(ok.status).toBe(200);
    expect(readTrackingIdsResponseSchema.parse(ok.body)).toEqual({ trackingIds: ['1Z1', '1Z2'], boxCount: 2 });
    const cases: [string, string][] = [
      ['Id\n1Z1\n1Z2', s.noTrackingIdColumn],
      ['Tracking_Id\n', s.noData],
      ['Tracking_Id\n1Z1', 'Less Tracking Ids found, Must be equal to 2'],
      ['Tracking_Id\n1Z1\n1Z2\n1Z3', 'Extra Tracking Ids found, Must be equal to 2'],
      ['', s.emptyFile],
    ];
    for (const [csv, message] of cases) {
      const res = await read('tracking-ids', seller.token, shipment.id, 't.csv', csv);
      expect([res.status, res.body.message], csv).toEqual([400, message]);
    }
    const applied = await api('POST', '/fullfilment/update-box-tracking-id', {
      token: seller.token,
      body: { shipmentId: shipment.id, trackingId: ['1Z1', '1Z2'] },
      response: updateBoxTrackingIdResponseSchema,
    });
    expect(applied.body.updatedBoxes.map((b) => b.trackingId)).toEqual(['1Z1', '1Z2']);

    // Partnered and LTL shipments take no tracking ids: the menu hides the import, the server refuses it.
    for (const options of [{ isPartnered: 'true' }, { isPartnered: 'false', shipmentType: 'LTL' }]) {
      const other = await shipmentFor(seller, options);
      await emptyBoxes(seller.token, other.id, 2);
      const before = await snapshot(other.id);
      const refused = await read('tracking-ids', seller.token, other.id, 't.csv', 'Tracking_Id\n1Z1\n1Z2\n');
      expect([refused.status, refused.body.message]).toEqual([409, m.trackingIdsNotTaken]);
      const list = await api('POST', '/fullfilment/update-box-tracking-id', {
        token: seller.token,
        body: { shipmentId: other.id, trackingId: ['1Z1', '1Z2'] },
      });
      expect([list.status, list.body.message]).toEqual([409, m.trackingIdsNotTaken]);
      expect(await snapshot(other.id)).toEqual(before);
    }
  });

  it(
    'refuses junk, oversized and zip-bomb files for every import and changes nothing',
    async () => {
      const shipment = await shipmentFor(seller, { isPartnered: 'false' });
      await emptyBoxes(seller.token, shipment.id, 2);
      const before = await snapshot(shipment.id);
      for (const kind of ['boxes-content', 'boxes-dimension', 'expiry-dates', 'tracking-ids'])
        for (const [name, data, message] of refusedFiles()) {
          const res = await read(kind, seller.token, shipment.id, name, data);
          expect(res.status, `${kind} ${name}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
          expect(res.status, `${kind} ${name}`).toBeLessThan(500);
          expect(typeof res.body.message, `${kind} ${name}`).toBe('string');
          if (message) expect(res.body.message, `${kind} ${name}`).toBe(message);
        }
      const asJson = await api('POST', `/fullfilment/read-bulk-boxes-content?inboundShipmentId=${shipment.id}`, {
        token: seller.token,
        body: { rows: [] },
      });
      expect(asJson.status).toBe(415);
      expect(await snapshot(shipment.id)).toEqual(before);
    },
    HOSTILE_FILES_TIMEOUT_MS,
  );

  it('answers bad input with 4xx and edits only WORKING shipments', async () => {
    const shipment = await shipmentFor(seller);
    const csv = 'Seller SKU,Box No.,Quantity\nIMP-MUG,1,1';
    expect((await read('boxes-content', seller.token, 'not-a-uuid', 'c.csv', csv)).status).toBe(400);
    for (const body of [
      { inboundShipmentId: shipment.id, fileData: [] },
      {
        inboundShipmentId: shipment.id,
        fileData: [
          {
            row: 1,
            sellerSku: 'IMP-MUG',
            boxNumber: 0,
            boxId: null,
            itemId: shipment.items['IMP-MUG'],
            itemQuantity: 1,
          },
        ],
      },
      {
        inboundShipmentId: shipment.id,
        fileData: [{ row: 1, sellerSku: 'IMP-MUG', boxNumber: 1, boxId: null, itemId: 'x', itemQuantity: 1 }],
      },
      { inboundShipmentId: shipment.id, fileData: 'rows' },
    ]) {
      const res = await api('PUT', '/fullfilment/upload-bulk-boxes-content', { token: seller.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const badDims = await api('PUT', '/fullfilment/upload-bulk-boxes-dimension', {
      token: seller.token,
      body: {
        inboundShipmentId: shipment.id,
        fileData: [{ row: 1, boxNumber: 1, length: -1, width: 1, height: 1, weight: 1 }],
      },
    });
    expect(badDims.status).toBe(400);

    const shipped = await shipmentFor(seller, { status: 'SHIPPED' });
    for (const kind of ['boxes-content', 'boxes-dimension', 'expiry-dates', 'tracking-ids']) {
      const res = await read(kind, seller.token, shipped.id, 'c.csv', csv);
      expect([res.status, res.body.message], kind).toEqual([409, m.notWorking]);
    }
    const line = {
      row: 2,
      sellerSku: 'IMP-MUG',
      boxNumber: 1,
      boxId: null,
      itemId: shipped.items['IMP-MUG']!,
      itemQuantity: 1,
    };
    const put = await api('PUT', '/fullfilment/upload-bulk-boxes-content', {
      token: seller.token,
      body: { inboundShipmentId: shipped.id, fileData: [line] },
    });
    expect([put.status, put.body.message]).toEqual([409, m.notWorking]);
    const putDims = await api('PUT', '/fullfilment/upload-bulk-boxes-dimension', {
      token: seller.token,
      body: {
        inboundShipmentId: shipped.id,
        fileData: [{ row: 2, boxNumber: 1, length: 1, width: 1, height: 1, weight: 1 }],
      },
    });
    expect([putDims.status, putDims.body.message]).toEqual([409, m.notWorking]);
    expect(await snapshot(shipped.id)).toEqual({
      boxes: null,
      items: [
        ['IMP-MILK', 0, null],
        ['IMP-MUG', 0, null],
      ],
    });
  });

  it("keeps every import to its account, and lets a worker import in the seller's", async () => {
    const shipment = await shipmentFor(seller);
    const csv = 'Seller SKU,Box No.,Quantity\nIMP-MUG,1,2';
    for (const kind of ['boxes-content', 'boxes-dimension', 'expiry-dates', 'tracking-ids']) {
      const res = await read(kind, other.token, shipment.id, 'c.csv', csv);
      expect([res.status, res.body.message], kind).toEqual([404, m.shipmentNotFound]);
      expect((await read(kind, '', shipment.id, 'c.csv', csv)).status, kind).toBe(401);
    }
    const line = {
      row: 2,
      sellerSku: 'IMP-MUG',
      boxNumber: 1,
      boxId: null,
      itemId: shipment.items['IMP-MUG']!,
      itemQuantity: 2,
    };
    const foreign = await api('PUT', '/fullfilment/upload-bulk-boxes-content', {
      token: other.token,
      body: { inboundShipmentId: shipment.id, fileData: [line] },
    });
    expect(foreign.status).toBe(404);
    const foreignDims = await api('PUT', '/fullfilment/upload-bulk-boxes-dimension', {
      token: other.token,
      body: {
        inboundShipmentId: shipment.id,
        fileData: [{ row: 2, boxNumber: 1, length: 1, width: 1, height: 1, weight: 1 }],
      },
    });
    expect(foreignDims.status).toBe(404);
    expect((await snapshot(shipment.id))!.boxes).toBeNull();

    const worker = await addWorker(seller.token);
    const judged = await readContent(worker.token, shipment.id, csv);
    expect(judged.body.stats).toEqual({ total: 1, valid: 1, invalid: 0 });
    const applied = await api('PUT', '/fullfilment/upload-bulk-boxes-content', {
      token: worker.token,
      body: { inboundShipmentId: shipment.id, fileData: judged.body.fileData },
      response: uploadBoxContentResponseSchema,
    });
    expect(applied.body.createdBoxCount).toBe(1);
    const history = await api('GET', `/fullfilment/shipment-history/${shipment.id}`, {
      token: seller.token,
      response: unitHistoryResponseSchema,
    });
    expect(history.body.events[0]).toMatchObject({ userName: 'Packer', source: 'import', quantity: 2, boxNumber: 1 });
  });
  it('publishes a live update after an applied import, and none for a refused one', async () => {
    const shipment = await shipmentFor(seller);
    const { baseUrl, database } = await getHarness();
    const stream = await openEventStream(baseUrl, shipmentEventsPath(shipment.id), seller.token);
    await stream.next((e) => e.event === 'ready');
    const line = {
      row: 2,
      sellerSku: 'IMP-MUG',
      boxNumber: 2,
      boxId: null,
      itemId: shipment.items['IMP-MUG']!,
      itemQuantity: 1,
    };
    // Box 2 without a box 1: refused whole, nothing announced.
    const refused = await api('PUT', '/fullfilment/upload-bulk-boxes-content', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, fileData: [line] },
    });
    expect(refused.status).toBe(409);
    // A marker: the first change the stream hears is this one, so the refused import sent none.
    const [{ account_id: accountId }] = rowsOf<{ account_id: string }>(
      await database.db.execute(sql`select account_id from shipments where id = ${shipment.id}`),
    ) as [{ account_id: string }];
    await publishShipmentChange(database.db, { accountId, shipmentRowId: shipment.id, kind: 'pallets' });
    expect((await stream.next((e) => e.event === 'change')).data).toEqual({ shipmentId: shipment.id, kind: 'pallets' });
    const applied = await api('PUT', '/fullfilment/upload-bulk-boxes-content', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, fileData: [{ ...line, boxNumber: 1 }] },
      response: uploadBoxContentResponseSchema,
    });
    expect(applied.status).toBe(200);
    expect((await stream.next((e) => e.event === 'change')).data).toEqual({ shipmentId: shipment.id, kind: 'boxes' });
    const dims = await api('PUT', '/fullfilment/upload-bulk-boxes-dimension', {
      token: seller.token,
      body: {
        inboundShipmentId: shipment.id,
        fileData: [{ row: 2, boxNumber: 1, length: 1, width: 1, height: 1, weight: 1 }],
      },
      response: uploadDimensionsResponseSchema,
    });
    expect(dims.status).toBe(200);
    expect((await stream.next((e) => e.event === 'change')).data).toEqual({ shipmentId: shipment.id, kind: 'boxes' });
    stream.close();
  });
});
