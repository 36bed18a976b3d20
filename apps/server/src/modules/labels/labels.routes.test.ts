import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getShipmentItemsResponseSchema,
  productLabelMessages as m,
  productLabelsPrintedResponseSchema,
  shipmentEventsPath,
  workbenchMessages,
} from '@stowline/domain';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { openEventStream } from '../../test-support/event-stream.js';
import { seedShipment, type SeededShipmentItem } from '../../test-support/fixtures.js';
import { getHarness } from '../../test-support/harness.js';
import { code128PerPage } from '../../test-support/files.js';

type Seller = Awaited<ReturnType<typeof createSeller>>;

const ITEMS: SeededShipmentItem[] = [
  { sellerSku: 'MUG-BLUE', fnsku: 'X00MUGBLUE', quantity: 20, title: 'Blue mug' },
  { sellerSku: 'MUG-RED', fnsku: 'X000MUGRED', quantity: 8, title: 'Red mug' },
];

/** The label file a call answers, as the browser receives it. */
async function render(token: string, body: object) {
  const { baseUrl } = await getHarness();
  const res = await fetch(`${baseUrl}/api/v1/fullfilment/product-labels`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = (res.headers.get('content-type') ?? '').includes('json')
    ? (JSON.parse(bytes.toString()) as object)
    : null;
  return { status: res.status, headers: res.headers, bytes, json };
}

const printed = (token: string, body: object) =>
  api('POST', '/fullfilment/product-labels/printed', { token, body, response: productLabelsPrintedResponseSchema });
const refusedPrint = (token: string, body: object) =>
  api('POST', '/fullfilment/product-labels/printed', { token, body });

/** Each page's Code 128 values: the PDF rendered with pdftoppm and read with zbarimg (as a scanner would). */
const decodePages = (pdf: Buffer) => code128PerPage(pdf, 300);

async function itemsOf(token: string, shipmentRowId: string) {
  const res = await api('POST', '/fullfilment/get-shipment-items', {
    token,
    body: { inboundShipmentId: shipmentRowId, limit: 0 },
    response: getShipmentItemsResponseSchema,
  });
  return Object.fromEntries(res.body.shipmentItems.map((i) => [i.sellerSku, i]));
}

async function exec(query: ReturnType<typeof sql>) {
  const { database } = await getHarness();
  await database.db.execute(query);
}

describe('product labels', () => {
  let seller: Seller;
  let other: Seller;

  beforeAll(async () => {
    seller = await createSeller({ onboarded: true });
    other = await createSeller({ onboarded: true });
  });

  async function shipment(options: Partial<Parameters<typeof seedShipment>[2]> = {}) {
    const { database } = await getHarness();
    return seedShipment(database.db, seller.email, { items: ITEMS, ...options });
  }

  it('renders thermal labels, one page each, whose barcodes scan, as {shipmentId}-Product-Labels.pdf, changing nothing', async () => {
    const s = await shipment();
    const file = await render(seller.token, {
      inboundShipmentId: s.id,
      items: [
        { shipmentItemId: s.items['MUG-BLUE'], quantity: 2 },
        { shipmentItemId: s.items['MUG-RED'], quantity: 1 },
      ],
    });
    expect(file.status, JSON.stringify(file.json)).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${s.shipmentId}-Product-Labels.pdf"`);
    expect(decodePages(file.bytes)).toEqual([['X00MUGBLUE'], ['X00MUGBLUE'], ['X000MUGRED']]);
    const items = await itemsOf(seller.token, s.id);
    expect(items['MUG-BLUE']!.quantityPrinted).toBe(0);
    expect(items['MUG-RED']!.quantityPrinted).toBe(0);
  });

  it('follows the label setting: 30-up letter puts 31 labels on two pages', async () => {
    const own = await createSeller({ onboarded: true });
    const saved = await api('POST', '/setting/update-label-setting', {
      token: own.token,
      body: {
        shipmentLabel: 'PackageLabel_Letter_2',
        boxContentLabel: '4x6',
        productLabel: '30up_letter',
        palletLabel: 'PackageLabel_Letter_2',
      },
    });
    expect(saved.status).toBe(200);
    const { database } = await getHarness();
    const s = await seedShipment(database.db, own.email, { items: ITEMS });
    const file = await render(own.token, {
      inboundShipmentId: s.id,
      items: [{ shipmentItemId: s.items['MUG-BLUE'], quantity: 31 }],
    });
    expect(file.status, JSON.stringify(file.json)).toBe(200);
    const pages = decodePages(file.bytes);
    // zbarimg names a value once a page: 30 equal labels on the first sheet, the 31st on the second.
    expect(pages).toEqual([['X00MUGBLUE'], ['X00MUGBLUE']]);
  });

  it('streams a large set whole (600 labels of two items)', async () => {
    const s = await shipment();
    const file = await render(seller.token, {
      inboundShipmentId: s.id,
      printAll: true,
      items: [
        { shipmentItemId: s.items['MUG-BLUE'], quantity: 300 },
        { shipmentItemId: s.items['MUG-RED'], quantity: 300 },
      ],
    });
    expect(file.status, JSON.stringify(file.json)).toBe(200);
    expect(file.bytes.subarray(-6).toString()).toContain('%%EOF');
  });

  it('answers the same labels as ZPL (text, .zpl) when asked', async () => {
    const s = await shipment();
    const file = await render(seller.token, {
      inboundShipmentId: s.id,
      items: [{ shipmentItemId: s.items['MUG-RED'], quantity: 3 }],
      format: 'zpl',
    });
    expect(file.status, JSON.stringify(file.json)).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/plain');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${s.shipmentId}-Product-Labels.zpl"`);
    const zpl = file.bytes.toString('utf8');
    expect(zpl).toContain('^XA');
    expect(zpl).toContain('X000MUGRED');
    expect(zpl).toContain('Red mug');
  });

  describe('refuses what cannot print, with the spec’s messages, on both calls', () => {
    const cases: [string, (s: { id: string; items: Record<string, string> }) => ReturnType<typeof sql>, string][] = [
      [
        'no FNSKU',
        (s) => sql`update shipment_items set fulfillment_network_sku = '' where id = ${s.items['MUG-RED']}`,
        m.fnskuMissing,
      ],
      [
        'no title',
        (s) => sql`update products set title = '' where seller_sku = 'MUG-RED' and store_marketplace_id =
                    (select store_marketplace_id from shipments where id = ${s.id})`,
        m.titleMissing,
      ],
      [
        'no condition',
        (s) => sql`update products set condition = 0 where seller_sku = 'MUG-RED' and store_marketplace_id =
                    (select store_marketplace_id from shipments where id = ${s.id})`,
        m.conditionMissing,
      ],
      [
        'an expirable item without expiry date',
        (s) => sql`update products set expirable = true where seller_sku = 'MUG-RED' and store_marketplace_id =
                    (select store_marketplace_id from shipments where id = ${s.id})`,
        m.expiryMissing,
      ],
    ];
    it.each(cases)('%s', async (_name, breakIt, message) => {
      const s = await shipment();
      await exec(breakIt(s));
      try {
        const body = { inboundShipmentId: s.id, items: [{ shipmentItemId: s.items['MUG-RED'], quantity: 1 }] };
        const file = await render(seller.token, body);
        expect(file.status).toBe(400);
        expect(file.json).toMatchObject({ message });
        expect(await refusedPrint(seller.token, body)).toMatchObject({ status: 400, body: { message } });
        expect((await itemsOf(seller.token, s.id))['MUG-RED']!.quantityPrinted).toBe(0);
      } finally {
        // The product is the store's, shared by the other tests' shipments.
        await exec(sql`update products set title = 'Red mug', condition = 11, expirable = null
                       where seller_sku = 'MUG-RED' and store_marketplace_id =
                         (select store_marketplace_id from shipments where id = ${s.id})`);
      }
    });

    it("Print All Labels: 'Item's have missing FNSKU' when any item lacks one", async () => {
      const s = await shipment();
      await exec(sql`update shipment_items set fulfillment_network_sku = '' where id = ${s.items['MUG-RED']}`);
      const body = {
        inboundShipmentId: s.id,
        printAll: true,
        items: [
          { shipmentItemId: s.items['MUG-BLUE'], quantity: 20 },
          { shipmentItemId: s.items['MUG-RED'], quantity: 8 },
        ],
      };
      expect((await render(seller.token, body)).json).toMatchObject({ message: m.itemsMissingFnsku });
      expect(await refusedPrint(seller.token, body)).toMatchObject({
        status: 400,
        body: { message: m.itemsMissingFnsku },
      });
    });

    it.each([0, -1, 1.5, 10_001, '3', null])("'Incorrect Quantity' for %s", async (quantity) => {
      const s = await shipment();
      const body = { inboundShipmentId: s.id, items: [{ shipmentItemId: s.items['MUG-RED'], quantity }] };
      expect((await render(seller.token, body)).json).toMatchObject({ message: m.incorrectQuantity });
      expect(await refusedPrint(seller.token, body)).toMatchObject({
        status: 400,
        body: { message: m.incorrectQuantity },
      });
    });

    it('at most 10,000 labels a request, and each item once', async () => {
      const s = await shipment();
      const tooMany = {
        inboundShipmentId: s.id,
        items: [
          { shipmentItemId: s.items['MUG-BLUE'], quantity: 6_000 },
          { shipmentItemId: s.items['MUG-RED'], quantity: 4_001 },
        ],
      };
      expect(await render(seller.token, tooMany)).toMatchObject({ status: 400, json: { message: m.tooManyLabels } });
      const twice = {
        inboundShipmentId: s.id,
        items: [
          { shipmentItemId: s.items['MUG-RED'], quantity: 1 },
          { shipmentItemId: s.items['MUG-RED'], quantity: 1 },
        ],
      };
      expect(await refusedPrint(seller.token, twice)).toMatchObject({
        status: 400,
        body: { message: m.itemListedTwice },
      });
    });
  });

  it('refuses malformed requests with 4xx and a message', async () => {
    const s = await shipment();
    const item = s.items['MUG-RED'];
    for (const body of [
      {},
      { inboundShipmentId: 'nope', items: [{ shipmentItemId: item, quantity: 1 }] },
      { inboundShipmentId: s.id, items: [] },
      { inboundShipmentId: s.id, items: 'all' },
      { inboundShipmentId: s.id, items: [{ shipmentItemId: 'x', quantity: 1 }] },
      { inboundShipmentId: s.id, items: [{ shipmentItemId: item, quantity: 1 }], format: 'png' },
    ]) {
      const file = await render(seller.token, body);
      expect(file.status, JSON.stringify(body)).toBe(400);
      expect(file.json).toHaveProperty('message');
    }
    const { baseUrl } = await getHarness();
    const junk = await fetch(`${baseUrl}/api/v1/fullfilment/product-labels/printed`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' },
      body: '{"inboundShipmentId":',
    });
    expect(junk.status).toBe(400);
  });

  it('raises the printed counts by what was printed, and tells the open pages', async () => {
    const s = await shipment();
    const { baseUrl } = await getHarness();
    const stream = await openEventStream(baseUrl, shipmentEventsPath(s.id), seller.token);
    expect((await stream.next()).event).toBe('ready');
    try {
      const first = await printed(seller.token, {
        inboundShipmentId: s.id,
        items: [
          { shipmentItemId: s.items['MUG-BLUE'], quantity: 5 },
          { shipmentItemId: s.items['MUG-RED'], quantity: 8 },
        ],
      });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(Object.fromEntries(first.body.updatedData.map((i) => [i.sellerSku, i.quantityPrinted]))).toEqual({
        'MUG-BLUE': 5,
        'MUG-RED': 8,
      });
      const event = await stream.next((e) => e.event === 'change');
      expect(event.data).toMatchObject({ shipmentId: s.id, kind: 'items' });
    } finally {
      stream.close();
    }
    await printed(seller.token, {
      inboundShipmentId: s.id,
      items: [{ shipmentItemId: s.items['MUG-BLUE'], quantity: 3 }],
    });
    const items = await itemsOf(seller.token, s.id);
    expect(items['MUG-BLUE']!.quantityPrinted).toBe(8);
    expect(items['MUG-RED']!.quantityPrinted).toBe(8);
  });

  it('counts every one of many prints at once (no lost update, no deadlock)', async () => {
    const s = await shipment();
    const blue = s.items['MUG-BLUE']!;
    const red = s.items['MUG-RED']!;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        printed(seller.token, {
          inboundShipmentId: s.id,
          // Half list the items the other way round: rows are still locked in one order.
          items:
            n % 2
              ? [
                  { shipmentItemId: blue, quantity: 2 },
                  { shipmentItemId: red, quantity: 1 },
                ]
              : [
                  { shipmentItemId: red, quantity: 1 },
                  { shipmentItemId: blue, quantity: 2 },
                ],
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const items = await itemsOf(seller.token, s.id);
    expect(items['MUG-BLUE']!.quantityPrinted).toBe(24);
    expect(items['MUG-RED']!.quantityPrinted).toBe(12);
  });

  it('prints and counts in any status: labels are reprinted for shipped shipments too', async () => {
    const s = await shipment({ status: 'SHIPPED' });
    const body = { inboundShipmentId: s.id, items: [{ shipmentItemId: s.items['MUG-RED'], quantity: 2 }] };
    expect((await render(seller.token, body)).status).toBe(200);
    const answer = await printed(seller.token, body);
    expect(answer.status).toBe(200);
    expect(answer.body.updatedData[0]!.quantityPrinted).toBe(2);
  });

  it('workers print and count labels in their seller’s shipments', async () => {
    const worker = await addWorker(seller.token);
    const s = await shipment();
    const body = { inboundShipmentId: s.id, items: [{ shipmentItemId: s.items['MUG-BLUE'], quantity: 1 }] };
    const file = await render(worker.token, body);
    expect(file.status).toBe(200);
    expect(decodePages(file.bytes)).toEqual([['X00MUGBLUE']]);
    expect((await printed(worker.token, body)).body.updatedData[0]!.quantityPrinted).toBe(1);
  });

  it('another account sees none of it: its shipment and its items answer 404, and nothing is counted', async () => {
    const s = await shipment();
    const body = { inboundShipmentId: s.id, items: [{ shipmentItemId: s.items['MUG-BLUE'], quantity: 1 }] };
    expect(await render(other.token, body)).toMatchObject({
      status: 404,
      json: { message: workbenchMessages.shipmentNotFound },
    });
    expect(await refusedPrint(other.token, body)).toMatchObject({
      status: 404,
      body: { message: workbenchMessages.shipmentNotFound },
    });
    // The other account's own shipment with this account's item: the item is not found there.
    const { database } = await getHarness();
    const theirs = await seedShipment(database.db, other.email, { items: ITEMS });
    const mixed = { inboundShipmentId: theirs.id, items: [{ shipmentItemId: s.items['MUG-BLUE'], quantity: 1 }] };
    expect(await refusedPrint(other.token, mixed)).toMatchObject({
      status: 404,
      body: { message: workbenchMessages.itemNotFound },
    });
    expect((await itemsOf(seller.token, s.id))['MUG-BLUE']!.quantityPrinted).toBe(0);
  });
});
