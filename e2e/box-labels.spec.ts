import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import zxing from '@zxing/library';
import pngjs from 'pngjs';
import { expect, test } from './support/test.js';
import { callApi, onboardedSeller } from './support/products.js';
import { shot as saveShot } from './support/stores.js';
import { findWorkingShipment } from './support/workbench.js';

async function shot(page: Page, name: string) {
  await saveShot(page, `box-labels-${name}-${page.viewportSize()!.width}`, {});
}

const boxPanel = (page: Page) => page.getByRole('region', { name: 'Box Content' });
const palletsPanel = (page: Page) => page.getByRole('region', { name: 'Pallets' });

/** The rendered pages of a PDF: Code 128 texts (zbarimg) and PDF417 texts (@zxing/library), per page. */
function decode(pdf: Buffer): { code128: string[]; pdf417: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'journey-labels-'));
  try {
    writeFileSync(path.join(dir, 'l.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '300', '-gray', '-png', path.join(dir, 'l.pdf'), path.join(dir, 'p')]);
    const code128: string[] = [];
    const pdf417: string[] = [];
    for (const file of readdirSync(dir)
      .filter((f) => f.startsWith('p'))
      .sort()) {
      const png = path.join(dir, file);
      try {
        code128.push(
          ...execFileSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Scode128.enable', png])
            .toString()
            .split('\n')
            .filter(Boolean),
        );
      } catch {
        // no Code 128 on this page
      }
      const img = PNG.sync.read(readFileSync(png));
      const lum = new Uint8ClampedArray(img.width * img.height);
      for (let i = 0; i < lum.length; i++) lum[i] = img.data[i * 4]!;
      try {
        const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(lum, img.width, img.height)));
        const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.PDF_417]]]);
        pdf417.push(new PDF417Reader().decode(bitmap, hints).getText());
      } catch {
        // no PDF417 on this page
      }
    }
    return { code128, pdf417 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Clicks, waits for the get-label answer, and checks the preview shows it; the file's bytes. */
async function openLabels(page: Page, click: () => Promise<void>, title: string): Promise<Buffer> {
  const answer = page.waitForResponse((r) => r.url().includes('/fullfilment/get-label'));
  await click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.locator('iframe')).toBeVisible();
  // The browser keeps the file (a blob); the same request again gives the bytes to scan.
  const sent = response.request();
  const again = await page.request.post(sent.url(), {
    headers: { authorization: (await sent.allHeaders()).authorization ?? '', 'content-type': 'application/json' },
    data: sent.postData() ?? '',
  });
  expect(again.status()).toBe(200);
  return Buffer.from(await again.body());
}

// Both are CommonJS: the journeys' ESM loader takes their default export.
const { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, PDF417Reader, RGBLuminanceSource } = zxing;
const { PNG } = pngjs;

test.use({ actionTimeout: 15_000 });

for (const width of [1280, 390]) {
  test(`box shipping, 2D and pallet labels open in the preview and scan (${width})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(width === 1280 ? { width: 1280, height: 800 } : { width: 390, height: 844 });
    await onboardedSeller(page, request, 'Label Goods');
    const shipment = (await findWorkingShipment(request, page, { casePacked: false }))!;
    expect(shipment, 'a WORKING loose-pack shipment in the demo store').not.toBeNull();
    const item = shipment.items[0]!;
    await callApi(request, page, 'POST', '/fullfilment/shipment-settings', {
      inboundShipmentId: shipment._id,
      shipmentType: 'SP',
      isPartnered: 'false',
      contentPreference: '2D_BARCODE',
    });
    await callApi(request, page, 'POST', '/fullfilment/create-boxes', {
      inboundShipmentId: shipment._id,
      item: { quantity: 1, sellerSku: item.sellerSku },
      numberOfBoxes: 2,
    });
    await page.goto(`/dashboard/boxContent?shipmentIds=${shipment._id}`);
    await expect(boxPanel(page).getByTestId('box-total')).toHaveText(' (2)');
    const box1 = boxPanel(page).getByLabel('Box 1', { exact: true });

    // Box 1's shipping label: Amazon's, its FBA box id scans.
    const shipping = await openLabels(
      page,
      () => box1.getByRole('button', { name: 'Shipping label of Box 1' }).click(),
      'Box 1 Shipping Label',
    );
    expect(decode(shipping).code128).toEqual([`${shipment.shipmentId}U000001`]);
    await shot(page, 'shipping-label');
    await page.getByRole('button', { name: 'Close' }).click();

    // Box 2's 2D label, then all 2D labels: the PDF417 holds Amazon's payload.
    const payload = `AMZN,PO:${shipment.shipmentId},FNSKU:${item.fulfillmentNetworkSku},QTY:1`;
    const one = await openLabels(
      page,
      () => boxPanel(page).getByRole('button', { name: '2D label of Box 2' }).click(),
      'Box 2 2D Label',
    );
    expect(decode(one).pdf417.map((t) => t.replace(/,EXP:\d{6}$/, ''))).toEqual([payload]);
    await page.getByRole('button', { name: 'Close' }).click();
    const all = await openLabels(
      page,
      () => boxPanel(page).getByRole('button', { name: 'Print all 2D labels' }).click(),
      '2D Labels',
    );
    expect(decode(all).pdf417.map((t) => t.replace(/,EXP:\d{6}$/, ''))).toEqual([payload, payload]);
    await shot(page, '2d-labels');
    await page.getByRole('button', { name: 'Close' }).click();

    // LTL: the boxes on a pallet, its labels from the row's print icon (four a pallet).
    await callApi(request, page, 'POST', '/fullfilment/shipment-settings', {
      inboundShipmentId: shipment._id,
      shipmentType: 'LTL',
    });
    const boxes = await callApi<{ boxes: { _id: string }[] }>(request, page, 'POST', '/fullfilment/get-boxes', {
      inboundShipmentId: shipment._id,
    });
    await callApi(request, page, 'POST', '/fullfilment/create-pallet', {
      inboundShipmentId: shipment._id,
      boxIds: boxes.boxes.map((b) => b._id),
    });
    await page.reload();
    await expect(palletsPanel(page)).toBeVisible();
    const pallet = await openLabels(
      page,
      () => palletsPanel(page).getByRole('button', { name: 'Print label of Pallet 1' }).click(),
      'Pallet Labels: Pallet 1',
    );
    expect(decode(pallet).code128.length).toBeGreaterThan(0);
    expect(new Set(decode(pallet).code128)).toEqual(new Set([shipment.shipmentId]));
    await shot(page, 'pallet-labels');
  });
}
