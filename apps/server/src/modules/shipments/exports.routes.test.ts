import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBoxesResponseSchema, workbenchMessages as m } from '@stowline/domain';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { seedShipment, type SeededShipmentItem } from '../../test-support/fixtures.js';
import { getHarness } from '../../test-support/harness.js';

type Seller = Awaited<ReturnType<typeof createSeller>>;

const ITEMS: SeededShipmentItem[] = [
  { sellerSku: 'MUG-BLUE', fnsku: 'X00MUGBLUE', quantity: 20, weightLb: 0.55, title: 'Blue mug' },
  { sellerSku: 'MUG-RED', fnsku: 'X000MUGRED', quantity: 8, title: 'Red mug' },
];

/** The file a call answers, as the browser downloads it. */
async function download(token: string | null, path: string) {
  const { baseUrl } = await getHarness();
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    lines: text
      .replace(/^\uFEFF/, '')
      .replace(/\r\n$/, '')
      .split('\r\n'),
  };
}

/** A shipment with boxes: Box 1 holds 12 blue and 3 red (12 x 10 x 8 in, 1 lb empty), Box 2 is empty. */
async function packedShipment(seller: Seller, options: Partial<Parameters<typeof seedShipment>[2]> = {}) {
  const { database } = await getHarness();
  const shipment = await seedShipment(database.db, seller.email, { items: ITEMS, ...options });
  const made = await api('POST', '/fullfilment/create-boxes', {
    token: seller.token,
    body: { inboundShipmentId: shipment.id, emptyBox: true, newBoxCount: 2 },
    response: createBoxesResponseSchema,
  });
  const [one] = made.body.boxes;
  for (const [sellerSku, quantity] of [
    ['MUG-BLUE', 12],
    ['MUG-RED', 3],
  ] as const) {
    const added = await api('POST', '/fullfilment/add-item-to-box', {
      token: seller.token,
      body: { boxId: one!._id, item: { quantity, sellerSku } },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  await api('POST', '/fullfilment/update-dimesions', {
    token: seller.token,
    body: {
      shipmentId: shipment.id,
      boxIds: [one!._id],
      dimensions: { length: 12, width: 10, height: 8, weight: 16, weightUnit: 'ounces' },
    },
  });
  return shipment;
}

describe('the shipment exports', () => {
  let seller: Seller;
  let other: Seller;

  beforeAll(async () => {
    seller = await createSeller({ onboarded: true });
    other = await createSeller({ onboarded: true });
  });

  it('Export Shipment: Shipment_{id}.csv with the spec’s columns, pounds to 2 decimals, the boxes and the errors', async () => {
    const shipment = await packedShipment(seller);
    const file = await download(seller.token, `/fullfilment/export-shipment/${shipment.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Shipment_${shipment.shipmentId}.csv"`);
    expect(file.lines).toEqual([
      '"Seller SKU","Asin","FNSKU","Image URL","Title","Qty","Case Qty","Boxes","Total weight (lb)","Expirable","Exp. Date","Prep","SKU Note","Error"',
      // 0.55 lb x 20 = 11.00 lb; 12 of 20 boxed, in one box.
      '"MUG-BLUE","B00MUGBLUE","X00MUGBLUE","","Blue mug",20,"",1,"11.00","No","","No Prep","","Quantity To Box"',
      '"MUG-RED","B000MUGRED","X000MUGRED","","Red mug",8,"",1,"","No","","No Prep","","Missing Weight, Quantity To Box"',
    ]);
  });

  it('Export Boxes: one row per box and SKU with the box id Amazon prints, its weight and size', async () => {
    const shipment = await packedShipment(seller);
    const file = await download(seller.token, `/fullfilment/export-boxes/${shipment.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/tab-separated-values');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Shipment_${shipment.shipmentId}_Box_Content.tsv"`,
    );
    const id = shipment.shipmentId;
    // Box 1: 1 lb empty + 12 x 0.55 lb (red has no weight) = 7.60 lb.
    expect(file.lines.map((l) => l.split('\t'))).toEqual([
      [
        'Shipment ID',
        'Box ID',
        'Box No.',
        'Merchant SKU',
        'FNSKU',
        'Unit Quantity',
        'Expiration Date (MM/DD/YYYY)',
        'Box weight (lb)',
        'Box width (in)',
        'Box length (in)',
        'Box height (in)',
      ],
      [id, `${id}U000001`, '1', 'MUG-BLUE', 'X00MUGBLUE', '12', '', '7.60', '10', '12', '8'],
      [id, `${id}U000001`, '1', 'MUG-RED', 'X000MUGRED', '3', '', '7.60', '10', '12', '8'],
      [id, `${id}U000002`, '2', '', '', '0', '', '', '', '', ''],
    ]);
  });

  it('Export Boxes for Amazon: Seller Central’s pack list, SKUs down and boxes across, with the box weight and size rows', async () => {
    const { database } = await getHarness();
    const shipment = await packedShipment(seller);
    await database.db.execute(
      sql`update shipments set destination_fulfillment_center_id = 'ABE8' where id = ${shipment.id}`,
    );
    const file = await download(seller.token, `/fullfilment/export-boxes-for-amazon/${shipment.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/tab-separated-values');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Shipment_${shipment.shipmentId}_Pack_List.tsv"`,
    );
    const id = shipment.shipmentId;
    const grid = file.lines.map((l) => l.split('\t'));
    expect(grid.slice(0, 8)).toEqual([
      ['Shipment ID', id],
      ['Name', 'Workbench test'],
      ['Plan ID', ''],
      ['Ship To', 'ABE8'],
      ['Total SKUs', '2'],
      ['Total Units', '28'],
      ['Pack list', '1 of 1'],
      [''],
    ]);
    expect(grid[8]!.slice(9)).toEqual([
      'Shipped',
      `${id}U000001 - Unit Quantity`,
      `${id}U000001 Expiration Date (mm/dd/yy)`,
      `${id}U000002 - Unit Quantity`,
      `${id}U000002 Expiration Date (mm/dd/yy)`,
    ]);
    // One row per SKU: Box 1 holds 12 blue and 3 red, Box 2 nothing.
    expect(grid.slice(9, 11).map((row) => [row[0], row[3], ...row.slice(9)])).toEqual([
      ['MUG-BLUE', 'X00MUGBLUE', '20', '12', '', '', ''],
      ['MUG-RED', 'X000MUGRED', '8', '3', '', '', ''],
    ]);
    const blanks = Array<string>(9).fill('');
    // Box 1: 1 lb empty + 12 x 0.55 lb (red has no weight) = 7.60 lb, 12 x 10 x 8 in; Box 2 has no size yet.
    expect(grid.slice(11)).toEqual([
      [''],
      ['Box weight (lb)', ...blanks, '7.60', '', '', ''],
      ['Box width (inch)', ...blanks, '10', '', '', ''],
      ['Box length (inch)', ...blanks, '12', '', '', ''],
      ['Box height (inch)', ...blanks, '8', '', '', ''],
    ]);
  });

  it('counts cases on a case-packed shipment, and exports shipments outside WORKING too', async () => {
    const { database } = await getHarness();
    const shipment = await seedShipment(database.db, seller.email, {
      items: [{ sellerSku: 'CASE-1', fnsku: 'X00CASE001', quantity: 24, quantityInCase: 6, weightLb: 2 }],
      areCasesRequired: true,
    });
    const packed = await api('PATCH', '/fullfilment/pack-boxes-with-case-qty', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id },
    });
    expect(packed.status, JSON.stringify(packed.body)).toBe(200);
    const csv = await download(seller.token, `/fullfilment/export-shipment/${shipment.id}`);
    expect(csv.lines[0]).toContain('"Total Qty"');
    expect(csv.lines[1]).toBe(
      '"CASE-1","B00CASE001","X00CASE001","","Product CASE-1",24,6,4,"48.00","No","","No Prep","",""',
    );
    const tsv = await download(seller.token, `/fullfilment/export-boxes/${shipment.id}`);
    expect(tsv.lines[0]!.split('\t')[5]).toBe('Case Quantity');
    expect(tsv.lines.slice(1).map((l) => l.split('\t')[5])).toEqual(['1', '1', '1', '1']);
    const packList = (await download(seller.token, `/fullfilment/export-boxes-for-amazon/${shipment.id}`)).lines.map(
      (l) => l.split('\t'),
    );
    expect(packList[8]![10]).toBe(`${shipment.shipmentId}U000001 - Case Quantity`);
    expect(packList[9]!.slice(9)).toEqual(['24', '1', '', '1', '', '1', '', '1', '']);

    const shipped = await seedShipment(database.db, seller.email, { items: ITEMS, status: 'SHIPPED' });
    expect((await download(seller.token, `/fullfilment/export-shipment/${shipped.id}`)).status).toBe(200);
    expect((await download(seller.token, `/fullfilment/export-boxes/${shipped.id}`)).lines).toHaveLength(1);
    expect((await download(seller.token, `/fullfilment/export-boxes-for-amazon/${shipped.id}`)).status).toBe(200);
  });

  it("keeps every shipment's exports to its account, and lets a worker export the seller's", async () => {
    const shipment = await packedShipment(seller);
    for (const path of [
      `/fullfilment/export-shipment/${shipment.id}`,
      `/fullfilment/export-boxes/${shipment.id}`,
      `/fullfilment/export-boxes-for-amazon/${shipment.id}`,
    ]) {
      const stranger = await api('GET', path, { token: other.token });
      expect(stranger.status, path).toBe(404);
      expect(stranger.body.message).toBe(m.shipmentNotFound);
      const worker = await addWorker(seller.token);
      const byWorker = await download(worker.token, path);
      expect(byWorker.status, path).toBe(200);
      expect(byWorker.text).toContain('MUG-BLUE');
      const strangersWorker = await addWorker(other.token);
      expect((await api('GET', path, { token: strangersWorker.token })).status, path).toBe(404);
    }
  });

  it('answers bad input with 4xx and a message, never a 500', async () => {
    for (const path of [
      '/fullfilment/export-shipment',
      '/fullfilment/export-boxes',
      '/fullfilment/export-boxes-for-amazon',
    ]) {
      for (const id of ['not-a-uuid', "1' or '1'='1", '00000000-0000-4000-8000-00000000000%']) {
        const res = await api('GET', `${path}/${encodeURIComponent(id)}`, { token: seller.token });
        expect(res.status, `${path} ${id}`).toBe(400);
        expect(typeof res.body.message).toBe('string');
      }
      const unknown = await api('GET', `${path}/00000000-0000-4000-8000-000000000000`, { token: seller.token });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(m.shipmentNotFound);
      expect((await download(null, `${path}/00000000-0000-4000-8000-000000000000`)).status).toBe(401);
    }
  });
});
