import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { pdfBarcodes, previewLabels } from './support/labels.js';
import { callApi } from './support/products.js';
import { shotsNamed } from './support/shots.js';
import { boxPanel, shipmentWithTwoBoxes } from './support/workbench.js';

const shot = shotsNamed('box-labels');

const palletsPanel = (page: Page) => page.getByRole('region', { name: 'Pallets' });

test.use({ actionTimeout: 15_000 });

for (const width of [1280, 390]) {
  test(`box shipping, 2D and pallet labels open in the preview and scan (${width})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(width === 1280 ? { width: 1280, height: 800 } : { width: 390, height: 844 });
    const shipment = await shipmentWithTwoBoxes(page, request, 'Label Goods', '2D_BARCODE');
    const item = shipment.items[0]!;
    const box1 = boxPanel(page).getByLabel('Box 1', { exact: true });

    // Box 1's shipping label: Amazon's, its FBA box id scans. The shipment is one the sync brought in
    // from Amazon's v0 API (made in Seller Central, not here: shipmentWithTwoBoxes takes a demo
    // store's WORKING shipment), so its boxes go by our U-numbered ids, as v0 numbers cartons;
    // shipments created here take Amazon's box ids (listShipmentBoxes) instead.
    const { bytes: shipping } = await previewLabels(
      page,
      () => box1.getByRole('button', { name: 'Shipping label of Box 1' }).click(),
      'Box 1 Shipping Label',
    );
    expect(pdfBarcodes(shipping).code128).toEqual([`${shipment.shipmentId}U000001`]);
    await shot(page, 'shipping-label');
    await page.getByRole('button', { name: 'Close' }).click();

    // Box 2's 2D label, then all 2D labels: the PDF417 holds Amazon's payload.
    const payload = `AMZN,PO:${shipment.shipmentId},FNSKU:${item.fulfillmentNetworkSku},QTY:1`;
    const { bytes: one } = await previewLabels(
      page,
      () => boxPanel(page).getByRole('button', { name: '2D label of Box 2' }).click(),
      'Box 2 2D Label',
    );
    expect(pdfBarcodes(one).pdf417.map((t) => t.replace(/,EXP:\d{6}$/, ''))).toEqual([payload]);
    await page.getByRole('button', { name: 'Close' }).click();
    const { bytes: all } = await previewLabels(
      page,
      () => boxPanel(page).getByRole('button', { name: 'Print all 2D labels' }).click(),
      '2D Labels',
    );
    expect(pdfBarcodes(all).pdf417.map((t) => t.replace(/,EXP:\d{6}$/, ''))).toEqual([payload, payload]);
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
    const { bytes: pallet } = await previewLabels(
      page,
      () => palletsPanel(page).getByRole('button', { name: 'Print label of Pallet 1' }).click(),
      'Pallet Labels: Pallet 1',
    );
    expect(pdfBarcodes(pallet).code128.length).toBeGreaterThan(0);
    expect(new Set(pdfBarcodes(pallet).code128)).toEqual(new Set([shipment.shipmentId]));
    await shot(page, 'pallet-labels');
  });
}
