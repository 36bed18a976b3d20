import { expect, test } from './support/test.js';
import { pdfBarcodes, previewLabels } from './support/labels.js';
import { shotsNamed } from './support/shots.js';
import { boxPanel, shipmentWithTwoBoxes } from './support/workbench.js';

const shot = shotsNamed('box-content-labels');

test.use({ actionTimeout: 15_000 });

for (const width of [1280, 390]) {
  test(`the box labels modal prints box content labels of a non-2D shipment (${width})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(width === 1280 ? { width: 1280, height: 800 } : { width: 390, height: 844 });
    const shipment = await shipmentWithTwoBoxes(page, request, 'Box Content Goods', 'FEED');
    const item = shipment.items[0]!;
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
    const one = await previewLabels(
      page,
      () => modal.getByRole('button', { name: 'Print box content label of Box 2' }).click(),
      'Box 2 Box Content Label',
    );
    expect(one.name).toBe(`${shipment.shipmentId}-Box-2-Box-Content-Labels.pdf`);
    expect(pdfBarcodes(one.bytes)).toMatchObject({ pages: 1, code128: [shipment.shipmentId] });
    await shot(page, 'one-label');
    await one.dialog.getByRole('button', { name: 'Close' }).click();

    // Every box's: one page a box (no 2D page on a FEED shipment).
    const all = await previewLabels(
      page,
      () => modal.getByRole('button', { name: 'Print all' }).click(),
      'Box Content Labels',
    );
    expect(all.name).toBe(`${shipment.shipmentId}-Boxes-Box-Content-Labels.pdf`);
    expect(pdfBarcodes(all.bytes)).toMatchObject({ pages: 2, code128: [shipment.shipmentId, shipment.shipmentId] });
    await shot(page, 'all-labels');
    await all.dialog.getByRole('button', { name: 'Close' }).click();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toHaveCount(0);
  });
}
