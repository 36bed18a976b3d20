import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { productLabelMessages, type ShipmentDetail } from '@stowline/domain';
import { callApi, getProducts, onboardedSeller } from './support/products.js';
import { shotsNamed, shotsWanted } from './support/shots.js';
import { createShipmentInStowline } from './support/created-shipment.js';

/**
 * Product (FNSKU) labels on the workbench (issue 16): Print Product Labels from an item card and
 * Print All Labels from the items menu, the preview, the printed counts going up, a blocked item,
 * and the downloaded PDF's barcodes decoded as a scanner would.
 */

const shot = shotsNamed('product-labels', { fullPage: false });

const itemsPanel = (page: Page) => page.getByRole('region', { name: 'Shipment Items' });
const itemCard = (page: Page, sku: string) => itemsPanel(page).getByRole('listitem', { name: sku, exact: true });

/** The Code 128 values of each page of a PDF (pdftoppm, then zbarimg). */
function decodePdf(file: string): string[][] {
  const dir = mkdtempSync(path.join(tmpdir(), 'journey-labels-'));
  try {
    execFileSync('pdftoppm', ['-r', '300', '-gray', '-png', file, path.join(dir, 'page')]);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort()
      .map((page) => {
        try {
          return execFileSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Scode128.enable', path.join(dir, page)], {
            encoding: 'utf8',
          })
            .split('\n')
            .filter(Boolean);
        } catch {
          return [];
        }
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Print in the preview: the labels are counted and the preview stays until Close. */
async function printFromPreview(page: Page, preview: Locator) {
  // The browser's print dialog is the operating system's: headless Chromium crashes on it, so the
  // journey replaces the frame's print() and checks what the app does around it.
  await preview.locator('iframe').evaluate((frame: HTMLIFrameElement) => {
    frame.contentWindow!.print = () => undefined;
  });
  const counted = page.waitForResponse((r) => r.url().endsWith('/fullfilment/product-labels/printed'));
  await preview.getByRole('button', { name: 'Print', exact: true }).click();
  expect((await counted).status()).toBe(200);
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toHaveCount(0);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });

    test('print product labels for one item and for all; the printed counts go up; a blocked item says why', async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      await onboardedSeller(page, request, `Label Goods ${viewport.width}`);
      const shipment = await createShipmentInStowline(request, page, { casePacked: false, skus: 2 });
      const [first, second] = shipment.items as [ShipmentDetail['items'][number], ShipmentDetail['items'][number]];
      await page.goto(`/dashboard/boxContent?shipmentIds=${shipment._id}`);
      await expect(itemsPanel(page).getByTestId('item-card').first()).toBeVisible();

      // One item: the quantity starts at shipped minus printed; 0 is 'Incorrect Quantity'.
      await itemCard(page, first.sellerSku)
        .getByRole('button', { name: `Print labels of ${first.sellerSku}` })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Print Product Labels' });
      const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
      await expect(quantity).toHaveValue(String(first.quantityShipped));
      await quantity.fill('0');
      await dialog.getByRole('button', { name: 'Print' }).click();
      await expect(dialog.getByText(productLabelMessages.incorrectQuantity, { exact: true })).toBeVisible();
      await quantity.fill('3');
      await shot(page, 'dialog');
      await dialog.getByRole('button', { name: 'Print' }).click();

      const preview = page.getByRole('dialog', { name: 'Product Labels' });
      await expect(preview.locator('iframe')).toBeVisible({ timeout: 30_000 });
      // The PDF viewer draws after its frame shows; a screenshot only, so nothing waits on it otherwise.
      if (shotsWanted) await page.waitForTimeout(1_000);
      await shot(page, 'preview');
      const downloading = page.waitForEvent('download');
      await preview.getByRole('button', { name: 'Download PDF' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${shipment.shipmentId}-Product-Labels.pdf`);
      expect(decodePdf(await download.path())).toEqual([
        [first.fulfillmentNetworkSku],
        [first.fulfillmentNetworkSku],
        [first.fulfillmentNetworkSku],
      ]);
      await printFromPreview(page, preview);
      await expect(itemCard(page, first.sellerSku)).toContainText('Printed Labels: 3');

      // Print All Labels: what is left of each item.
      await page.getByRole('button', { name: 'Item actions' }).click();
      await page.getByRole('menuitem', { name: 'Print All Labels' }).click();
      await expect(preview.locator('iframe')).toBeVisible({ timeout: 30_000 });
      await printFromPreview(page, preview);
      await expect(itemCard(page, first.sellerSku)).toContainText(`Printed Labels: ${first.quantityShipped}`);
      await expect(itemCard(page, second.sellerSku)).toContainText(`Printed Labels: ${second.quantityShipped}`);

      // An expirable item without expiry date cannot print: the dialog says so and Print is disabled.
      const { products } = await getProducts(request, page, { search: second.sellerSku }, 15);
      const product = products.find((p) => p.sellerSku === second.sellerSku)!;
      await callApi(request, page, 'PUT', `/products/${product._id}`, { expirable: true });
      await page.reload();
      await itemCard(page, second.sellerSku)
        .getByRole('button', { name: `Print labels of ${second.sellerSku}` })
        .click();
      await expect(dialog.getByText(productLabelMessages.expiryMissing)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Print' })).toBeDisabled();
      await shot(page, 'blocked');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);

      // A box card prints a label for every unit in the box.
      await callApi(request, page, 'POST', '/fullfilment/create-boxes', {
        inboundShipmentId: shipment._id,
        item: { sellerSku: first.sellerSku, quantity: 2 },
        numberOfBoxes: 1,
      });
      await page.reload();
      const boxes = page.getByRole('region', { name: 'Box Content' });
      await boxes.getByRole('button', { name: 'Product labels of Box 1' }).click();
      await expect(preview.locator('iframe')).toBeVisible({ timeout: 30_000 });
      const boxDownload = page.waitForEvent('download');
      await preview.getByRole('button', { name: 'Download PDF' }).click();
      expect(decodePdf(await (await boxDownload).path())).toEqual([
        [first.fulfillmentNetworkSku],
        [first.fulfillmentNetworkSku],
      ]);
      await printFromPreview(page, preview);
      await expect(itemCard(page, first.sellerSku)).toContainText(`Printed Labels: ${first.quantityShipped + 2}`);
    });
  });
}
