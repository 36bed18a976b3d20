import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { boxLabelMessages as m, createBoxesResponseSchema, createPalletResponseSchema } from '@stowline/domain';
import { rowsOf } from '../../db/client.js';
import { addWorker, api, createSeller } from '../../test-support/client.js';
import { getHarness } from '../../test-support/harness.js';
import { sellerWithSyncedStore, type SyncedSeller } from '../../test-support/sellers.js';
import { fetchFile, code128PerPage } from '../../test-support/files.js';

/** POSTs get-label; the PDF as bytes, or the refusal's JSON. */
async function getLabel(token: string, body: unknown) {
  const { bytes, type, ...res } = await fetchFile('POST', '/fullfilment/get-label', token, body);
  return { ...res, pdf: type.includes('application/pdf') ? bytes : undefined };
}

/** The PDF's pages rendered and scanned for Code 128: the distinct codes of each page, in page order. */
function scan(pdf: Buffer): { pages: number; codes: string[] } {
  const pages = code128PerPage(pdf);
  return { pages: pages.length, codes: pages.flat() };
}

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();

let seller: SyncedSeller;
/** A synced WORKING shipment the sandbox knows: row id and FBA id. */
let shipment: { id: string; shipmentId: string };
let boxIds: string[];

async function setShipment(type: 'SP' | 'LTL', partnered: 'true' | 'false') {
  const { database } = await getHarness();
  await database.db.execute(
    sql`update shipments set shipment_type = ${type}, is_partnered = ${partnered} where id = ${shipment.id}`,
  );
}

beforeAll(async () => {
  seller = await sellerWithSyncedStore();
  const { database } = await getHarness();
  const [row] = rowsOf<{ id: string; shipment_id: string }>(
    await database.db.execute(sql`
      select id, shipment_id from shipments
      where account_id = ${seller.accountId} and shipment_status = 'WORKING' order by shipment_id limit 1`),
  );
  shipment = { id: row!.id, shipmentId: row!.shipment_id };
  await setShipment('SP', 'false');
  const made = await api('POST', '/fullfilment/create-boxes', {
    token: seller.token,
    body: { inboundShipmentId: shipment.id, emptyBox: true, newBoxCount: 3 },
    response: createBoxesResponseSchema,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  boxIds = made.body.boxes.map((b) => b._id);
}, 120_000);

const boxId = (n: number) => `${shipment.shipmentId}U${String(n).padStart(6, '0')}`;

describe('POST /fullfilment/get-label: box shipping labels', () => {
  it('gives one box label whose FBA box id scans, on the settings page type', async () => {
    const res = await getLabel(seller.token, {
      inboundShipmentId: shipment.id,
      selectedBoxId: boxIds[1],
      singleBox: true,
    });
    expect(res.status, res.message).toBe(200);
    expect(res.disposition).toContain(`${shipment.shipmentId}-Box-2-Shipping-Labels.pdf`);
    const { pages, codes } = scan(res.pdf!);
    expect(pages).toBe(1); // Letter_2 (the default setting): one label on one page
    expect(codes).toEqual([boxId(2)]);
    expect(pdfText(res.pdf!)).toContain('Box 2 of 3');
  });

  it('gives every box label, one a page on thermal', async () => {
    const res = await getLabel(seller.token, {
      inboundShipmentId: shipment.id,
      allBoxShippingLabels: true,
      pageType: 'PackageLabel_Thermal',
    });
    expect(res.status, res.message).toBe(200);
    const { pages, codes } = scan(res.pdf!);
    expect(pages).toBe(3);
    expect(codes).toEqual([boxId(1), boxId(2), boxId(3)]);
  });

  it('lets a worker print them, and no other account', async () => {
    const worker = await addWorker(seller.token);
    const byWorker = await getLabel(worker.token, { inboundShipmentId: shipment.id, allBoxShippingLabels: true });
    expect(byWorker.status, byWorker.message).toBe(200);
    const other = await createSeller({ onboarded: true });
    const byOther = await getLabel(other.token, { inboundShipmentId: shipment.id, allBoxShippingLabels: true });
    expect(byOther.status).toBe(404);
    expect(byOther.pdf).toBeUndefined();
  });

  it('refuses bad combinations and malformed input with a message', async () => {
    const cases: [unknown, number, string | undefined][] = [
      [{ inboundShipmentId: shipment.id }, 400, m.chooseBoxes],
      [{ inboundShipmentId: shipment.id, selectedBoxId: '00000000-0000-4000-8000-000000000000' }, 400, m.unknownBox],
      [{ inboundShipmentId: shipment.id, allBoxShippingLabels: true, format: 'zpl' }, 400, m.zplFromAmazon],
      [{ inboundShipmentId: shipment.id, allBoxShippingLabels: true, pageType: 'PackageLabel_Legal' }, 400, undefined],
      [{ inboundShipmentId: 'nope', allBoxShippingLabels: true }, 400, undefined],
      [{ inboundShipmentId: shipment.id, allBoxShippingLabels: 'yes' }, 400, undefined],
      [{ inboundShipmentId: shipment.id, allBoxShippingLabels: true, extra: 1 }, 400, undefined],
      [{ inboundShipmentId: shipment.id, labelType: 'PALLET', palletIds: [] }, 400, m.notLtl],
    ];
    for (const [body, status, message] of cases) {
      const res = await getLabel(seller.token, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.message).toBeTruthy();
      if (message) expect(res.message).toBe(message);
    }
  });

  it('asks Amazon for a page type of a non-partnered shipment: four labels a letter sheet for Letter 2', async () => {
    // The v0 model: Letter_2 is only for partnered UPS; Letter_4 and Letter_6 for non-partnered in the US.
    const res = await getLabel(seller.token, { inboundShipmentId: shipment.id, allBoxShippingLabels: true });
    expect(res.status, res.message).toBe(200);
    const { pages, codes } = scan(res.pdf!);
    expect(pages).toBe(1);
    expect(codes).toEqual([boxId(1), boxId(2), boxId(3)]);
  });

  it('refuses box shipping labels of SP partnered shipments until their transport is confirmed, then gives them', async () => {
    const { database } = await getHarness();
    await setShipment('SP', 'true');
    try {
      const res = await getLabel(seller.token, { inboundShipmentId: shipment.id, allBoxShippingLabels: true });
      expect(res.status).toBe(400);
      expect(res.message).toBe(m.partnered);
      await database.db.execute(sql`update shipments set transport_status = 'CONFIRMED' where id = ${shipment.id}`);
      const confirmed = await getLabel(seller.token, { inboundShipmentId: shipment.id, allBoxShippingLabels: true });
      expect(confirmed.status, confirmed.message).toBe(200);
      // Partnered UPS: Letter_2, two labels a page.
      const { pages, codes } = scan(confirmed.pdf!);
      expect(pages).toBe(2);
      expect(codes).toEqual([boxId(1), boxId(2), boxId(3)]);
    } finally {
      await database.db.execute(sql`update shipments set transport_status = null where id = ${shipment.id}`);
      await setShipment('SP', 'false');
    }
  });
});

describe('POST /fullfilment/get-label: pallet labels', () => {
  it('gives four labels a pallet for the chosen pallets, merged across runs', async () => {
    await setShipment('LTL', 'false');
    try {
      const pallets: string[] = [];
      for (const box of boxIds) {
        const made = await api('POST', '/fullfilment/create-pallet', {
          token: seller.token,
          body: { inboundShipmentId: shipment.id, boxIds: [box] },
          response: createPalletResponseSchema,
        });
        expect(made.status, JSON.stringify(made.body)).toBe(200);
        pallets.push(made.body.newPallet._id);
      }
      const one = await getLabel(seller.token, {
        inboundShipmentId: shipment.id,
        labelType: 'PALLET',
        singlePallet: pallets[1],
        pageType: 'PackageLabel_Thermal',
      });
      expect(one.status, one.message).toBe(200);
      expect(scan(one.pdf!)).toEqual({ pages: 4, codes: Array(4).fill(shipment.shipmentId) });
      expect(pdfText(one.pdf!).match(/PALLET 2 of 3/g)).toHaveLength(4);

      const some = await getLabel(seller.token, {
        inboundShipmentId: shipment.id,
        labelType: 'PALLET',
        palletIds: [pallets[0], pallets[2]],
      });
      expect(some.status, some.message).toBe(200);
      const text = pdfText(some.pdf!);
      expect(scan(some.pdf!).pages).toBe(4); // Letter_2: 8 labels, two a page
      expect(text.match(/PALLET 1 of 3/g)).toHaveLength(4);
      expect(text.match(/PALLET 3 of 3/g)).toHaveLength(4);
      expect(text).not.toContain('PALLET 2 of 3');

      const foreign = await getLabel(seller.token, {
        inboundShipmentId: shipment.id,
        labelType: 'PALLET',
        palletIds: ['00000000-0000-4000-8000-000000000000'],
      });
      expect(foreign.status).toBe(400);
      expect(foreign.message).toBe(m.unknownPallet);
    } finally {
      await setShipment('SP', 'false');
    }
  });
});
