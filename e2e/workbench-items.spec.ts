import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  itemRuleMessages,
  readinessMessages,
  shipmentListMessages,
  workbenchMessages,
  type ShipmentDetail,
} from '@stowline/domain';
import { expectAlert } from './support/journey.js';
import { callApi, onboardedSeller } from './support/products.js';
import { shotsNamed } from './support/shots.js';
import { openWorkbench } from './support/workbench.js';
import { createShipmentInStowline, prepareForTransport } from './support/created-shipment.js';

/**
 * The item cards of shipments created in Stowline (the ones Amazon takes quantity changes for,
 * through its content-update preview), and the Submit button's readiness. workbench.spec.ts
 * covers the packing of synced shipments.
 */

const shot = shotsNamed('workbench-items', { fullPage: false });

const itemsPanel = (page: Page) => page.getByRole('region', { name: 'Shipment Items' });
const itemCard = (page: Page, sku: string) => itemsPanel(page).getByRole('listitem', { name: sku, exact: true });

/** Clicks `trigger` and reads the file it downloads. */
async function downloadText(page: Page, trigger: Locator): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await trigger.click();
  const download = await downloading;
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
}

async function openItems(page: Page, shipmentRowId: string) {
  await openWorkbench(page, shipmentRowId);
  await expect(itemsPanel(page).getByTestId('item-card').first()).toBeVisible();
}

/** Amazon's preview in the dialog: its fee line shows, then Confirm sends the change. */
async function confirmPreview(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByTestId('preview-fee')).toHaveText(
    /^(Amazon's fee after the change: .+|Amazon quotes no fee for this change\.)$/,
  );
  await expect(dialog.getByRole('table', { name: 'Changes' })).toBeVisible();
  await shot(page, name);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await expectAlert(page, workbenchMessages.updatedInboundShipment);
}

test.use({ actionTimeout: 15_000 });

test.describe('at 1280 x 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a shipment created in Stowline: Submit says what is missing, Update Quantity through Amazon’s preview, Delete an item, then Submit is enabled', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await onboardedSeller(page, request, 'Item Goods');
    const shipment = await createShipmentInStowline(request, page, { casePacked: false, skus: 2 });
    expect(shipment.appCreated).toBe(true);
    const [first, second] = shipment.items as [ShipmentDetail['items'][number], ShipmentDetail['items'][number]];
    await openItems(page, shipment._id);

    // Submit: disabled, its tooltip every reason readiness gives (nothing boxed yet), in the spec's order.
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await expect(submit).toBeDisabled();
    // The reasons name the wrapper once read; hovering it shows them.
    const withReasons = page.getByLabel(/^Submit: /);
    await expect(withReasons).toContainText('Submit');
    await withReasons.hover();
    const reasons = page.getByTestId('submit-reasons').getByRole('listitem');
    await expect(reasons.first()).toHaveText(readinessMessages.itemErrors);
    await expect(reasons.filter({ hasText: readinessMessages.notFullyBoxed })).toHaveCount(1);
    await expect(reasons.filter({ hasText: readinessMessages.emptyBox })).toHaveCount(0);
    await shot(page, 'submit-reasons');
    await page.mouse.move(5, 5);

    // Update Quantity: the 5% / 6 units warning on a large change, then a small one through the preview.
    await itemCard(page, first.sellerSku).getByRole('button', { name: 'Edit quantity' }).click();
    const update = page.getByRole('dialog', { name: 'Update Quantity' });
    await update.getByLabel('Quantity').fill(String(first.quantityShipped + 20));
    await expect(update.getByTestId('quantity-warning')).toHaveText(itemRuleMessages.quantityChangeWarning);
    await shot(page, 'update-quantity-warning');
    const next = first.quantityShipped + 2;
    await update.getByLabel('Quantity').fill(String(next));
    await expect(update.getByTestId('quantity-warning')).toHaveCount(0);
    await confirmPreview(page, update, 'update-quantity-preview');
    await expect(itemCard(page, first.sellerSku).getByTestId('item-boxed')).toHaveText(`0/${next}`);

    // Delete the second item from its card: asked first, then Amazon's preview, then gone.
    await itemCard(page, second.sellerSku).getByRole('button', { name: 'Delete item' }).click();
    const ask = page.getByRole('dialog', { name: 'Are your Sure you want to delete?' });
    await ask.getByRole('button', { name: 'Yes' }).click();
    await expect(ask).toHaveCount(0);
    const preview = page.getByRole('dialog', { name: 'Update Quantity' });
    await expect(preview.getByTestId('preview-fee')).toBeVisible({ timeout: 30_000 });
    await expect(preview.getByRole('table', { name: 'Changes' })).toContainText(second.sellerSku);
    await shot(page, 'delete-item-preview');
    await preview.getByRole('button', { name: 'Confirm' }).click();
    await expect(preview).toHaveCount(0, { timeout: 30_000 });
    await expect(itemCard(page, second.sellerSku)).toHaveCount(0);
    await expect(itemsPanel(page).getByTestId('item-card')).toHaveCount(1);

    // Weights, boxes and dimensions: no reason left, Submit is enabled and opens the transport
    // estimate (partnered SPD asks no required information; e2e/transport.spec.ts goes on from here).
    await prepareForTransport(
      request,
      page,
      shipment,
      { shipmentType: 'SP', isPartnered: 'true' },
      { itemWeight: 1.5 },
    );
    await expect(submit).toBeEnabled({ timeout: 15_000 });
    await shot(page, 'submit-ready');
    await submit.click();
    const estimate = page.getByRole('dialog', { name: 'Transport Estimate' });
    await expect(estimate).toBeVisible();
    await estimate.getByRole('button', { name: 'Close' }).click();
    await expect(estimate).toHaveCount(0);

    // Export Shipment (items menu), Export Boxes and Export Boxes for Amazon (box menu), downloaded and read back.
    await itemsPanel(page).getByRole('button', { name: 'Item actions' }).click();
    const csv = await downloadText(page, page.getByRole('menuitem', { name: 'Export Shipment' }));
    expect(csv.name).toBe(`Shipment_${shipment.shipmentId}.csv`);
    const csvRows = csv.text
      .replace(/^\uFEFF/, '')
      .replace(/\r\n$/, '')
      .split('\r\n');
    expect(csvRows[0]).toBe(
      '"Seller SKU","Asin","FNSKU","Image URL","Title","Qty","Case Qty","Boxes","Total weight (lb)","Expirable","Exp. Date","Prep","SKU Note","Error"',
    );
    // One SKU left, 1.5 lb x its units, in one box, nothing in error.
    expect(csvRows).toHaveLength(2);
    expect(csvRows[1]).toContain(`"${first.sellerSku}",`);
    expect(csvRows[1]).toContain(`,${next},"",1,"${(1.5 * next).toFixed(2)}","No",`);
    expect(csvRows[1]!.endsWith(',"",""')).toBe(true);

    await page.getByRole('region', { name: 'Box Content' }).getByRole('button', { name: 'Box actions' }).click();
    await shot(page, 'box-menu-export');
    const tsv = await downloadText(page, page.getByRole('menuitem', { name: 'Export Boxes', exact: true }));
    expect(tsv.name).toBe(`Shipment_${shipment.shipmentId}_Box_Content.tsv`);
    const tsvRows = tsv.text
      .replace(/\r\n$/, '')
      .split('\r\n')
      .map((line) => line.split('\t'));
    expect(tsvRows[0]).toEqual([
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
    ]);
    // The one box: 20 lb empty + 1.5 lb x the units, 14 x 18 x 12 in.
    expect(tsvRows.slice(1)).toEqual([
      [
        shipment.shipmentId,
        `${shipment.shipmentId}U000001`,
        '1',
        first.sellerSku,
        first.fulfillmentNetworkSku,
        String(next),
        '',
        (20 + 1.5 * next).toFixed(2),
        '14',
        '18',
        '12',
      ],
    ]);

    // Seller Central's pack list: the SKU down, the box across, its weight and size below.
    await page.getByRole('region', { name: 'Box Content' }).getByRole('button', { name: 'Box actions' }).click();
    const packList = await downloadText(page, page.getByRole('menuitem', { name: 'Export Boxes for Amazon' }));
    expect(packList.name).toBe(`Shipment_${shipment.shipmentId}_Pack_List.tsv`);
    const grid = packList.text
      .replace(/\r\n$/, '')
      .split('\r\n')
      .map((line) => line.split('\t'));
    expect(grid[0]).toEqual(['Shipment ID', shipment.shipmentId]);
    expect(grid[8]!.slice(9)).toEqual([
      'Shipped',
      `${shipment.shipmentId}U000001 - Unit Quantity`,
      `${shipment.shipmentId}U000001 Expiration Date (mm/dd/yy)`,
    ]);
    expect(grid[9]![0]).toBe(first.sellerSku);
    expect(grid[9]!.slice(9, 11)).toEqual([String(next), String(next)]);
    expect(grid.slice(-4).map((row) => [row[0], row[10]])).toEqual([
      ['Box weight (lb)', (20 + 1.5 * next).toFixed(2)],
      ['Box width (inch)', '14'],
      ['Box length (inch)', '18'],
      ['Box height (inch)', '12'],
    ]);
  });

  test('a case-packed shipment created in Stowline changes its quantity by whole cases through Amazon’s preview', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await onboardedSeller(page, request, 'Case Item Goods');
    const shipment = await createShipmentInStowline(request, page, { casePacked: true, skus: 1 });
    expect(shipment.areCasesRequired).toBe(true);
    const [item] = shipment.items as [ShipmentDetail['items'][number]];
    await openItems(page, shipment._id);
    await expect(itemCard(page, item.sellerSku).getByRole('button', { name: 'Delete item' })).toBeDisabled();

    await itemCard(page, item.sellerSku).getByRole('button', { name: 'Edit quantity' }).click();
    const update = page.getByRole('dialog', { name: 'Update Quantity' });
    const caseQty = Number(await update.getByLabel('Units per case').inputValue());
    expect(caseQty).toBeGreaterThan(0);
    await expect(update.getByLabel('Boxes')).toHaveValue(String(item.quantityShipped / caseQty));
    // No boxes: refused, the field flagged.
    await update.getByLabel('Boxes').fill('0');
    await update.getByRole('button', { name: 'Preview' }).click();
    await expect(update.getByLabel('Boxes')).toHaveAttribute('aria-invalid', 'true');
    // One case more: the total is whole cases, the warning shows past 5% / 6 units.
    const boxes = item.quantityShipped / caseQty + 1;
    await update.getByLabel('Boxes').fill(String(boxes));
    await expect(update.getByText(`Total sent: ${caseQty * boxes}`)).toBeVisible();
    if (caseQty > 6)
      await expect(update.getByTestId('quantity-warning')).toHaveText(itemRuleMessages.quantityChangeWarning);
    await confirmPreview(page, update, 'case-update-preview');
    await expect(itemCard(page, item.sellerSku).getByTestId('item-boxed')).toHaveText(`0/${caseQty * boxes}`);
  });
});

test.describe('menu, at 1280 x 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the items menu of a shipment created in Stowline: Replan Shipment goes back to the SKU list, Delete Shipment asks, No keeps it, Yes cancels it at Amazon', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await onboardedSeller(page, request, 'Menu Goods');
    const shipment = await createShipmentInStowline(request, page, { casePacked: false, skus: 1 });
    await openItems(page, shipment._id);
    const openMenu = async (item: string) => {
      await itemsPanel(page).getByRole('button', { name: 'Item actions' }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };

    await openMenu('Replan Shipment');
    await expect(page).toHaveURL(/\/dashboard\/skulist/);
    await openItems(page, shipment._id);

    await openMenu('Delete Shipment');
    const confirm = page.getByRole('dialog', { name: 'Are Your Sure' });
    await expect(confirm).toContainText('You want to Delete the Shipment?');
    await shot(page, 'delete-shipment-confirm');
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    const kept = await callApi<{ shipment: ShipmentDetail }>(
      request,
      page,
      'GET',
      `/fullfilment/get-shipment/${shipment._id}`,
    );
    expect(kept.shipment.shipmentStatus).toBe('WORKING');

    await openMenu('Delete Shipment');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/dashboard\/shipment(\?|$)/, { timeout: 30_000 });
    await expectAlert(page, shipmentListMessages.deleted);
    const gone = await callApi<{ shipment: ShipmentDetail }>(
      request,
      page,
      'GET',
      `/fullfilment/get-shipment/${shipment._id}`,
    );
    expect(gone.shipment.shipmentStatus).toBe('CANCELLED');
    expect(gone.shipment.editable).toBe(false);
  });
});

test.describe('at 390 x 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a phone: Submit’s reasons and the exports of a shipment created in Stowline', async ({ page, request }) => {
    test.setTimeout(240_000);
    await onboardedSeller(page, request, 'Phone Item Goods');
    const shipment = await createShipmentInStowline(request, page, { casePacked: false, skus: 1 });
    await openItems(page, shipment._id);
    const withReasons = page.getByLabel(/^Submit: /);
    await expect(withReasons).toContainText('Submit');
    await withReasons.hover();
    await expect(page.getByTestId('submit-reasons')).toContainText(readinessMessages.notFullyBoxed);
    await shot(page, 'phone-submit-reasons');
    await page.mouse.move(5, 400);

    await itemsPanel(page).getByRole('button', { name: 'Item actions' }).click();
    await shot(page, 'phone-items-menu');
    const csv = await downloadText(page, page.getByRole('menuitem', { name: 'Export Shipment' }));
    expect(csv.name).toBe(`Shipment_${shipment.shipmentId}.csv`);
    expect(csv.text).toContain(`"${shipment.items[0]!.sellerSku}"`);
    // No boxes yet: Export Boxes for Amazon waits for one.
    const boxPanel = page.getByRole('region', { name: 'Box Content' });
    await boxPanel.scrollIntoViewIfNeeded();
    await boxPanel.getByRole('button', { name: 'Box actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Export Boxes for Amazon' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await shot(page, 'phone-box-menu');
  });
});
