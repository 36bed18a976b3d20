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
import { createShipmentInStowline, palletize, prepareForTransport } from './support/created-shipment.js';
import { placedShipmentWithConfirmedTransport } from './support/pack-first.js';

/**
 * The item cards of shipments created in Stowline, and the Submit button's readiness (a shipment
 * placed before packing ships as pallets: Amazon offers it no small parcel). Amazon takes
 * quantity changes through its content-update preview only once the transport is confirmed: before
 * that Update Quantity says so; after it (a small-parcel shipment packed first, placed, its
 * partnered UPS transport confirmed) the units move in the boxes Amazon has. workbench.spec.ts
 * covers the packing of synced shipments.
 */

const shot = shotsNamed('workbench-items', { fullPage: false });

const itemsPanel = (page: Page) => page.getByRole('region', { name: 'Shipment Items' });
const itemCard = (page: Page, sku: string) => itemsPanel(page).getByRole('listitem', { name: sku, exact: true });
const boxPanel = (page: Page) => page.getByRole('region', { name: 'Box Content' });
const boxCard = (page: Page, n: number) => boxPanel(page).getByLabel(`Box ${n}`, { exact: true });

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

  test('a shipment created in Stowline: Submit says what is missing, Update Quantity and Delete wait for the confirmed transport, then Submit is enabled', async ({
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

    // Update Quantity and Delete: Amazon takes unit changes only once the transport is confirmed.
    // The reason is in view above the cards, and on the disabled buttons.
    await expect(itemsPanel(page).getByTestId('quantity-change-notice')).toHaveText(
      itemRuleMessages.transportNotConfirmed,
    );
    const edit = itemCard(page, first.sellerSku).getByRole('button', { name: 'Edit quantity' });
    await expect(edit).toBeDisabled();
    await expect(itemCard(page, second.sellerSku).getByRole('button', { name: 'Delete item' })).toBeDisabled();
    await edit.locator('..').hover();
    await expect(page.getByRole('tooltip', { name: itemRuleMessages.transportNotConfirmed })).toBeVisible();
    await shot(page, 'update-quantity-waits-for-transport');
    await page.mouse.move(5, 5);

    // Weights, boxes and dimensions as partnered small parcel: one reason is left, as this shipment
    // was placed before packing and Amazon offers such a shipment pallet transport only.
    const boxIds = await prepareForTransport(
      request,
      page,
      shipment,
      { shipmentType: 'SP', isPartnered: 'true' },
      { itemWeight: 1.5 },
    );
    await expect(withReasons).toHaveAttribute('aria-label', `Submit: ${readinessMessages.smallParcelPlacedFirst}`, {
      timeout: 15_000,
    });
    // As partnered LTL with its boxes on a pallet: no reason left, Submit is enabled and asks the
    // freight's required information (e2e/transport.spec.ts goes on from here).
    await callApi(request, page, 'POST', '/fullfilment/shipment-settings', {
      inboundShipmentId: shipment._id,
      shipmentType: 'LTL',
      isPartnered: 'true',
    });
    await palletize(request, page, shipment, { boxIds });
    await expect(submit).toBeEnabled({ timeout: 15_000 });
    await shot(page, 'submit-ready');
    await submit.click();
    const required = page.getByRole('dialog', { name: 'Required Information' });
    await expect(required).toBeVisible();
    await required.getByRole('button', { name: 'Cancel' }).click();
    await expect(required).toHaveCount(0);

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
    // Both SKUs, 1.5 lb x their units, each in one box, nothing in error.
    expect(csvRows).toHaveLength(3);
    const firstRow = csvRows.find((row) => row.startsWith(`"${first.sellerSku}",`))!;
    const units = first.quantityShipped;
    expect(firstRow).toContain(`,${units},"",1,"${(1.5 * units).toFixed(2)}","No",`);
    expect(firstRow.endsWith(',"",""')).toBe(true);

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
    // A box per SKU: 20 lb empty + 1.5 lb x the units, 14 x 18 x 12 in.
    expect(tsvRows).toHaveLength(3);
    const firstBox = tsvRows.find((row) => row[3] === first.sellerSku)!;
    const n = firstBox[2]!;
    expect(firstBox).toEqual([
      shipment.shipmentId,
      `${shipment.shipmentId}U00000${n}`,
      n,
      first.sellerSku,
      first.fulfillmentNetworkSku,
      String(units),
      '',
      (20 + 1.5 * units).toFixed(2),
      '14',
      '18',
      '12',
    ]);

    // Seller Central's pack list: the SKUs down, the boxes across, their weight and size below.
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
      `${shipment.shipmentId}U000002 - Unit Quantity`,
      `${shipment.shipmentId}U000002 Expiration Date (mm/dd/yy)`,
    ]);
    const skuRow = grid.find((row) => row[0] === first.sellerSku)!;
    const column = 10 + 2 * (Number(n) - 1);
    expect([skuRow[9], skuRow[column]]).toEqual([String(units), String(units)]);
    expect(grid.slice(-4).map((row) => [row[0], row[column]])).toEqual([
      ['Box weight (lb)', (20 + 1.5 * units).toFixed(2)],
      ['Box width (inch)', '14'],
      ['Box length (inch)', '18'],
      ['Box height (inch)', '12'],
    ]);
  });

  test('a small-parcel shipment with its transport confirmed: Update Quantity through Amazon’s preview moves units in its boxes', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await onboardedSeller(page, request, 'Placed Item Goods');
    // Two SKUs, the first in box 1 (7 units) and box 3 (3 units), the second in box 2.
    const shipment = await placedShipmentWithConfirmedTransport(request, page, { skus: 2, split: 3 });
    await openItems(page, shipment._id);
    await expect(page.getByTestId('shipment-heading')).toContainText('PENDING_TO_MARK_SHIP');
    await expect(page.getByText(/Its units can still change at Amazon/)).toBeVisible();
    await expect(itemsPanel(page).getByTestId('quantity-change-notice')).toHaveCount(0);
    const units = (n: number) => boxCard(page, n).getByTestId('box-units');
    const { shipmentItems } = await callApi<{ shipmentItems: { sellerSku: string; quantityShipped: number }[] }>(
      request,
      page,
      'POST',
      '/fullfilment/get-shipment-items',
      { inboundShipmentId: shipment._id, limit: 0 },
    );
    const { boxes } = await callApi<{ boxes: { number: number; items: { sellerSku: string }[] }[] }>(
      request,
      page,
      'POST',
      '/fullfilment/get-boxes',
      { inboundShipmentId: shipment._id, limit: 0 },
    );
    const split = boxes.find((b) => b.number === 3)!.items[0]!.sellerSku;
    expect(shipmentItems.find((i) => i.sellerSku === split)!.quantityShipped).toBe(10);
    await expect(units(1)).toHaveText('7');
    await expect(units(3)).toHaveText('3');

    // Content stays locked: no adding to boxes, no delete, no New Box; Edit quantity is offered.
    const card = itemCard(page, split);
    await expect(card.getByRole('button', { name: 'Add to box' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Delete item' })).toHaveCount(0);
    await expect(boxPanel(page).getByRole('button', { name: 'New Box' })).toHaveCount(0);

    // Two more: the 5% / 6 units warning past it, Amazon's preview, then into box 3, the SKU's last box.
    await card.getByRole('button', { name: 'Edit quantity' }).click();
    const update = page.getByRole('dialog', { name: 'Update Quantity' });
    await expect(update.getByTestId('quantity-boxes-note')).toHaveText(itemRuleMessages.unitsMoveInBoxes);
    await update.getByLabel('Quantity').fill('20');
    await expect(update.getByTestId('quantity-warning')).toHaveText(itemRuleMessages.quantityChangeWarning);
    await shot(page, 'update-quantity-warning');
    await update.getByLabel('Quantity').fill('12');
    await expect(update.getByTestId('quantity-warning')).toHaveCount(0);
    await confirmPreview(page, update, 'update-quantity-preview');
    await expect(card.getByTestId('item-boxed')).toHaveText('12/12');
    await expect(units(3)).toHaveText('5');
    await expect(units(1)).toHaveText('7');

    // Down to 4: box 3 is emptied and removed (at Amazon too), box 1 gives the rest.
    await card.getByRole('button', { name: 'Edit quantity' }).click();
    await update.getByLabel('Quantity').fill('4');
    await confirmPreview(page, update, 'update-quantity-decrease-preview');
    await expect(card.getByTestId('item-boxed')).toHaveText('4/4');
    await expect(boxCard(page, 3)).toHaveCount(0);
    await expect(units(1)).toHaveText('4');
    await expect(units(2)).toHaveText('10');
    await shot(page, 'update-quantity-boxes-after');
  });

  test('a case-packed small-parcel shipment with its transport confirmed changes its quantity by whole cases through Amazon’s preview', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await onboardedSeller(page, request, 'Case Item Goods');
    const shipment = await placedShipmentWithConfirmedTransport(request, page, { casePacked: true, skus: 1 });
    expect(shipment.areCasesRequired).toBe(true);
    const [item] = shipment.items as [ShipmentDetail['items'][number]];
    await openItems(page, shipment._id);

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
    const total = caseQty * boxes;
    await expect(itemCard(page, item.sellerSku).getByTestId('item-boxed')).toHaveText(`${total}/${total}`);
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
