import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { callApi, onboardedSeller } from './support/products.js';
import { shot as saveShot } from './support/stores.js';
import { findWorkingShipment } from './support/workbench.js';

async function shot(page: Page, name: string) {
  await saveShot(page, `box-content-labels-${name}-${page.viewportSize()!.width}`, {});
}

const boxPanel = (page: Page) => page.getByRole('region', { name: 'Box Content' });

/** The Code 128 texts (zbarimg) of every page of a PDF, and its page count. */
function code128s(pdf: Buffer): { pages: number; codes: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'journey-box-content-'));
  try {
    writeFileSync(path.join(dir, 'l.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '200', '-gray', '-png', path.join(dir, 'l.pdf'), path.join(dir, 'p')]);
    const pages = readdirSync(dir)
      .filter((f) => f.startsWith('p'))
      .sort();
    const codes: string[] = [];
    for (const file of pages) {
      try {
        codes.push(
          ...execFileSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Scode128.enable', path.join(dir, file)])
            .toString()
            .split('\n')
            .filter(Boolean),
        );
      } catch {
        // no Code 128 on this page
      }
    }
    return { pages: pages.length, codes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Downloads the PDF the open preview shows (its Download PDF button): the file name and bytes. */
async function downloadPreview(page: Page, title: string): Promise<{ name: string; bytes: Buffer }> {
  const preview = page.getByRole('dialog', { name: title });
  await expect(preview.locator('iframe')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

test.use({ actionTimeout: 15_000 });

for (const width of [1280, 390]) {
  test(`the box labels modal prints box content labels of a non-2D shipment (${width})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(width === 1280 ? { width: 1280, height: 800 } : { width: 390, height: 844 });
    await onboardedSeller(page, request, 'Box Content Goods');
    const shipment = (await findWorkingShipment(request, page, { casePacked: false }))!;
    expect(shipment, 'a WORKING loose-pack shipment in the demo store').not.toBeNull();
    const item = shipment.items[0]!;
    await callApi(request, page, 'POST', '/fullfilment/shipment-settings', {
      inboundShipmentId: shipment._id,
      shipmentType: 'SP',
      isPartnered: 'false',
      contentPreference: 'FEED',
    });
    await callApi(request, page, 'POST', '/fullfilment/create-boxes', {
      inboundShipmentId: shipment._id,
      item: { quantity: 1, sellerSku: item.sellerSku },
      numberOfBoxes: 2,
    });
    await page.goto(`/dashboard/boxContent?shipmentIds=${shipment._id}`);
    await expect(boxPanel(page).getByTestId('box-total')).toHaveText(' (2)');
    // No 2D labels on a FEED shipment; the box labels modal is in the box menu.
    await expect(boxPanel(page).getByRole('button', { name: 'Print all 2D labels' })).toHaveCount(0);
    await boxPanel(page).getByRole('button', { name: 'Box actions' }).click();
    await page.getByRole('menuitem', { name: 'Print Box Labels' }).click();

    const modal = page.getByRole('dialog', { name: /Box Labels/ });
    await expect(modal.getByText('Box 1 (U000001)')).toBeVisible();
    await expect(modal.getByText('Box 2 (U000002)')).toBeVisible();
    await modal.getByText('Box 2 (U000002)').click();
    // A table on a wide screen, a list on a phone: either way the box's SKU and FNSKU are there.
    const items = modal.getByLabel('Items of Box 2');
    await expect(items.getByText(item.sellerSku)).toBeVisible();
    await expect(items.getByText(item.fulfillmentNetworkSku)).toBeVisible();
    await shot(page, 'modal');

    // Box 2's box content label: the preview opens, the downloaded PDF's Code 128 is the shipment id.
    await modal.getByRole('button', { name: 'Print box content label of Box 2' }).click();
    const one = await downloadPreview(page, 'Box 2 Box Content Label');
    expect(one.name).toBe(`${shipment.shipmentId}-Box-2-Box-Content-Labels.pdf`);
    expect(code128s(one.bytes)).toEqual({ pages: 1, codes: [shipment.shipmentId] });
    await shot(page, 'one-label');
    await page.getByRole('dialog', { name: 'Box 2 Box Content Label' }).getByRole('button', { name: 'Close' }).click();

    // Every box's: one page a box (no 2D page on a FEED shipment).
    await modal.getByRole('button', { name: 'Print all' }).click();
    const all = await downloadPreview(page, 'Box Content Labels');
    expect(all.name).toBe(`${shipment.shipmentId}-Boxes-Box-Content-Labels.pdf`);
    expect(code128s(all.bytes)).toEqual({ pages: 2, codes: [shipment.shipmentId, shipment.shipmentId] });
    await shot(page, 'all-labels');
    await page.getByRole('dialog', { name: 'Box Content Labels' }).getByRole('button', { name: 'Close' }).click();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);
  });
}
