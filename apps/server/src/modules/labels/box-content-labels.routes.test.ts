import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boxLabelMessages as m, createBoxesResponseSchema } from '@stowline/domain';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { seedShipment } from '../../test-support/fixtures.js';
import { getHarness } from '../../test-support/harness.js';
import { fetchFile, pdf417PerPage } from '../../test-support/files.js';

const getLabel = (token: string, body: unknown) => fetchFile('POST', '/fullfilment/get-label', token, body);

const pdf417s = pdf417PerPage;

let seller: Awaited<ReturnType<typeof createSeller>>;
let shipment: Awaited<ReturnType<typeof seedShipment>>;
let boxIds: string[];

beforeAll(async () => {
  seller = await createSeller({ onboarded: true });
  const { database } = await getHarness();
  shipment = await seedShipment(database.db, seller.email, {
    items: [
      { sellerSku: '2D-MUG', fnsku: 'X002DMUG01', quantity: 10, weightLb: 1 },
      { sellerSku: '2D-JAM', fnsku: 'X002DJAM01', quantity: 4, weightLb: 1 },
    ],
  });
  await database.db.execute(sql`
    update shipments set content_preference = '2D_BARCODE' where id = ${shipment.id}`);
  await database.db.execute(sql`
    update shipment_items set exp_date = '2027-03-09' where id = ${shipment.items['2D-JAM']!}`);
  const box = async (sellerSku: string, quantity: number) => {
    const made = await api('POST', '/fullfilment/create-boxes', {
      token: seller.token,
      body: { inboundShipmentId: shipment.id, item: { quantity, sellerSku }, numberOfBoxes: 1 },
      response: createBoxesResponseSchema,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body.boxes[0]!._id;
  };
  boxIds = [await box('2D-MUG', 10), await box('2D-JAM', 4)];
}, 60_000);

describe('POST /fullfilment/get-label: 2D box content labels', () => {
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
    await database.db.execute(sql`update shipments set content_preference = '2D_BARCODE' where id = ${shipment.id}`);
  });
});
