import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boxLabelMessages as m, createBoxesResponseSchema } from '@stowline/domain';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { seedShipment } from '../../test-support/fixtures.js';
import { getHarness } from '../../test-support/harness.js';
import { code128PerPage, fetchFile, pdf417PerPage } from '../../test-support/files.js';

const getLabel = (token: string, body: unknown) => fetchFile('POST', '/fullfilment/get-label', token, body);

const code128s = (pdf: Buffer) => code128PerPage(pdf);
const pdf417s = pdf417PerPage;

type Seller = Awaited<ReturnType<typeof createSeller>>;
type Shipment = Awaited<ReturnType<typeof seedShipment>>;

async function setPreference(shipmentId: string, preference: string) {
  const { database } = await getHarness();
  await database.db.execute(sql`update shipments set content_preference = ${preference} where id = ${shipmentId}`);
}

/**
 * A new onboarded seller's WORKING shipment of two SKUs, `${prefix}-MUG` (10 units) and
 * `${prefix}-JAM` (4 units, expiring on `jamExpDate` if given), with the box content preference
 * given and one box a SKU, every unit boxed.
 */
async function boxedShipment(
  prefix: string,
  preference: string,
  jamExpDate?: string,
): Promise<{ seller: Seller; shipment: Shipment; boxIds: string[] }> {
  const seller = await createSeller({ onboarded: true });
  const { database } = await getHarness();
  const shipment = await seedShipment(database.db, seller.email, {
    items: [
      { sellerSku: `${prefix}-MUG`, fnsku: `X00${prefix}MUG01`, quantity: 10, weightLb: 1 },
      { sellerSku: `${prefix}-JAM`, fnsku: `X00${prefix}JAM01`, quantity: 4, weightLb: 1 },
    ],
  });
  await setPreference(shipment.id, preference);
  if (jamExpDate)
    await database.db.execute(sql`
      update shipment_items set exp_date = ${jamExpDate} where id = ${shipment.items[`${prefix}-JAM`]!}`);
  const box = async (sellerSku: string, quantity: number) => {
    const made = await api('POST', '/fullfilment/create-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, item: { quantity, sellerSku }, numberOfBoxes: 1 },
      response: createBoxesResponseSchema,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body.boxes[0]!._id;
  };
  const boxIds = [await box(`${prefix}-MUG`, 10), await box(`${prefix}-JAM`, 4)];
  return { seller, shipment, boxIds };
}

describe('POST /fullfilment/get-label: 2D box content labels', () => {
  let seller: Seller;
  let shipment: Shipment;
  let boxIds: string[];

  beforeAll(async () => {
    ({ seller, shipment, boxIds } = await boxedShipment('2D', '2D_BARCODE', '2027-03-09'));
  }, 60_000);

  it("draws one box's label whose PDF417 decodes to Amazon's payload", async () => {
    const res = await getLabel(seller.token, {
      inboundShipmentId: shipment.id,
      labelType: '2D_BARCODE',
      selectedBoxId: boxIds[1],
      singleBox: true,
    });
    expect(res.status, res.message).toBe(200);
    expect(res.type).toContain('application/pdf');
    expect(res.disposition).toContain(`${shipment.shipmentId}-Box-2-2D-Labels.pdf`);
    expect(pdf417s(res.bytes).filter(Boolean)).toEqual([
      `AMZN,PO:${shipment.shipmentId},FNSKU:X002DJAM01,QTY:4,EXP:270309`,
    ]);
  });

  it('draws every box, and as ZPL when asked; a worker may', async () => {
    const worker = await addWorker(seller.token);
    const res = await getLabel(worker.token, {
      inboundShipmentId: shipment.id,
      labelType: '2D_BARCODE',
      allBoxShippingLabels: true,
    });
    expect(res.status, res.message).toBe(200);
    expect(pdf417s(res.bytes).filter(Boolean)).toEqual([
      `AMZN,PO:${shipment.shipmentId},FNSKU:X002DMUG01,QTY:10`,
      `AMZN,PO:${shipment.shipmentId},FNSKU:X002DJAM01,QTY:4,EXP:270309`,
    ]);
    const zpl = await getLabel(seller.token, {
      inboundShipmentId: shipment.id,
      labelType: '2D_BARCODE',
      allBoxShippingLabels: true,
      format: 'zpl',
    });
    expect(zpl.status).toBe(200);
    expect(zpl.disposition).toContain('.zpl');
    expect(zpl.bytes.toString()).toContain(`FNSKU:X002DJAM01,QTY:4,EXP:270309`);
  });

  it('refuses empty boxes, units without FNSKU, other accounts and non-2D shipments', async () => {
    const empty = await api('POST', '/fullfilment/create-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, emptyBox: true, newBoxCount: 1 },
      response: createBoxesResponseSchema,
    });
    const all = { inboundShipmentId: shipment.id, labelType: '2D_BARCODE', allBoxShippingLabels: true };
    const refused = await getLabel(seller.token, all);
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(m.emptyBox.replace('{n}', '3'));
    await api('POST', '/fullfilment/delete-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, boxIds: [empty.body.boxes[0]!._id] },
    });

    const { database } = await getHarness();
    await database.db.execute(
      sql`update shipment_items set fulfillment_network_sku = '' where id = ${shipment.items['2D-MUG']!}`,
    );
    const noFnsku = await getLabel(seller.token, all);
    expect(noFnsku.message).toBe(m.missingFnsku);
    await database.db.execute(
      sql`update shipment_items set fulfillment_network_sku = 'X002DMUG01' where id = ${shipment.items['2D-MUG']!}`,
    );

    const other = await createSeller({ onboarded: true });
    expect((await getLabel(other.token, all)).status).toBe(404);

    await database.db.execute(sql`update shipments set content_preference = 'FEED' where id = ${shipment.id}`);
    const feed = await getLabel(seller.token, all);
    expect(feed.status).toBe(400);
    expect(feed.message).toBe(m.not2D);
    // Created with Box Content Information PRINT_2D_LABELS and no shipment-level choice since: a 2D shipment.
    await database.db.execute(
      sql`update shipments set content_preference = null, box_contents_source = '2D_BARCODE' where id = ${shipment.id}`,
    );
    const created2D = await getLabel(seller.token, all);
    expect(created2D.status, created2D.message).toBe(200);
    await database.db.execute(sql`update shipments set content_preference = '2D_BARCODE' where id = ${shipment.id}`);
  });
});

describe('POST /fullfilment/get-label: box content labels (labelType BOX_CONTENT) for every shipment', () => {
  let seller: Seller;
  let shipment: Shipment;
  let boxIds: string[];

  beforeAll(async () => {
    ({ seller, shipment, boxIds } = await boxedShipment('BC', 'FEED'));
  }, 60_000);

  it("draws one box's label of a FEED shipment, whose Code 128 is the shipment id, without a 2D page", async () => {
    const res = await getLabel(seller.token, {
      inboundShipmentId: shipment.id,
      labelType: 'BOX_CONTENT',
      selectedBoxId: boxIds[1],
      singleBox: true,
    });
    expect(res.status, res.message).toBe(200);
    expect(res.type).toContain('application/pdf');
    expect(res.disposition).toContain(`${shipment.shipmentId}-Box-2-Box-Content-Labels.pdf`);
    expect(code128s(res.bytes)).toEqual([[shipment.shipmentId]]);
  });

  it('draws every box of a NONE shipment, as ZPL when asked; a worker may, another account may not', async () => {
    await setPreference(shipment.id, 'NONE');
    const worker = await addWorker(seller.token);
    const all = { inboundShipmentId: shipment.id, labelType: 'BOX_CONTENT', allBoxShippingLabels: true };
    const res = await getLabel(worker.token, all);
    expect(res.status, res.message).toBe(200);
    expect(res.disposition).toContain(`${shipment.shipmentId}-Boxes-Box-Content-Labels.pdf`);
    expect(code128s(res.bytes)).toEqual([[shipment.shipmentId], [shipment.shipmentId]]);

    const zpl = await getLabel(seller.token, { ...all, format: 'zpl' });
    expect(zpl.status).toBe(200);
    expect(zpl.disposition).toContain('-Boxes-Box-Content-Labels.zpl');
    const text = zpl.bytes.toString();
    expect(text.match(/\^XA/g)).toHaveLength(2);
    expect(text).toContain('X00BCJAM01');
    expect(text).not.toContain('AMZN,PO:');

    const other = await createSeller({ onboarded: true });
    expect((await getLabel(other.token, all)).status).toBe(404);
    const otherBox = await getLabel(other.token, { ...all, allBoxShippingLabels: undefined, selectedBoxId: boxIds[0] });
    expect(otherBox.status).toBe(404);
    await setPreference(shipment.id, 'FEED');
  });

  it('adds the 2D page for a 2D_BARCODE shipment', async () => {
    await setPreference(shipment.id, '2D_BARCODE');
    const res = await getLabel(seller.token, {
      inboundShipmentId: shipment.id,
      labelType: 'BOX_CONTENT',
      selectedBoxId: boxIds[0],
    });
    expect(res.status, res.message).toBe(200);
    expect(code128s(res.bytes)).toEqual([[shipment.shipmentId], []]);
    await setPreference(shipment.id, 'FEED');
  });

  it('refuses empty boxes, units without FNSKU, no choice, unknown boxes and closed shipments', async () => {
    const all = { inboundShipmentId: shipment.id, labelType: 'BOX_CONTENT', allBoxShippingLabels: true };
    const empty = await api('POST', '/fullfilment/create-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, emptyBox: true, newBoxCount: 1 },
      response: createBoxesResponseSchema,
    });
    const refused = await getLabel(seller.token, all);
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(m.emptyBox.replace('{n}', '3'));
    await api('POST', '/fullfilment/delete-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, boxIds: [empty.body.boxes[0]!._id] },
    });

    const { database } = await getHarness();
    await database.db.execute(
      sql`update shipment_items set fulfillment_network_sku = '' where id = ${shipment.items['BC-MUG']!}`,
    );
    expect((await getLabel(seller.token, all)).message).toBe(m.missingFnsku);
    await database.db.execute(
      sql`update shipment_items set fulfillment_network_sku = 'X00BCMUG01' where id = ${shipment.items['BC-MUG']!}`,
    );

    const none = await getLabel(seller.token, { inboundShipmentId: shipment.id, labelType: 'BOX_CONTENT' });
    expect(none.message).toBe(m.chooseBoxes);
    const unknown = await getLabel(seller.token, {
      inboundShipmentId: shipment.id,
      labelType: 'BOX_CONTENT',
      selectedBoxId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.message).toBe(m.unknownBox);

    await database.db.execute(sql`update shipments set shipment_status = 'CANCELLED' where id = ${shipment.id}`);
    const cancelled = await getLabel(seller.token, all);
    expect(cancelled.status).toBe(409);
    expect(cancelled.message).toBe(m.status);
    await database.db.execute(sql`update shipments set shipment_status = 'WORKING' where id = ${shipment.id}`);
    expect((await getLabel(seller.token, all)).status).toBe(200);
  });
});
