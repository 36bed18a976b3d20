import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { itemRuleMessages, workbenchMessages, type ShipmentDetail } from '@stowline/domain';
import { expectAlert } from './support/journey.js';
import { callApi, getProducts, onboardedSeller } from './support/products.js';
import { shotsNamed } from './support/shots.js';
import { boxPanel, findWorkingShipment } from './support/workbench.js';

const shot = shotsNamed('workbench', { fullPage: false });

/** Types like a barcode scanner: every key 20 ms after the last (under the 50 ms that joins a barcode). */
/**
 * A keyboard-wedge scanner: the code's keys in one burst, as the scanner sends them. The page joins
 * keys under 50 ms apart, and keys sent one at a time over the browser's protocol can arrive further
 * apart than that on a busy machine, so the burst is dispatched inside the page.
 */
async function scan(page: Page, code: string) {
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.evaluate(
    (keys) => {
      for (const key of keys) document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    },
    [...code],
  );
}

const itemsPanel = (page: Page) => page.getByRole('region', { name: 'Shipment Items' });
const itemCard = (page: Page, sku: string) => itemsPanel(page).getByRole('listitem', { name: sku, exact: true });
const boxCard = (page: Page, n: number) => boxPanel(page).getByLabel(`Box ${n}`, { exact: true });

async function openWorkbench(page: Page, shipmentRowId: string) {
  await page.goto(`/dashboard/boxContent?shipmentIds=${shipmentRowId}`);
  await expect(page.getByRole('heading', { name: 'Shipment Details' })).toBeVisible();
  await expect(itemsPanel(page).getByTestId('item-card').first()).toBeVisible();
}

test.use({ actionTimeout: 15_000 });

async function pick(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('at 1280 x 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the page opens on the shipment of the created-shipment-ids key and writes it into the address, so the link opens in a new tab', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(180_000);
    await onboardedSeller(page, request, 'Packing Goods');
    const shipment = await findWorkingShipment(request, page, { casePacked: false });
    expect(shipment, 'a WORKING loose-pack shipment in the demo store').not.toBeNull();
    await page.evaluate((id) => localStorage.setItem('created-shipment-ids', JSON.stringify([id])), shipment!._id);
    await page.goto('/dashboard/boxContent');
    await expect(page).toHaveURL(new RegExp(`shipmentIds=${shipment!._id}`));
    await expect(page.getByTestId('shipment-heading')).toContainText(shipment!.shipmentId);
    await expect(itemsPanel(page).getByTestId('item-card')).toHaveCount(Math.min(shipment!.items.length, 10));
    await shot(page, 'opened');

    // The shared link in another tab, with no stored ids there.
    const tab = await context.newPage();
    await tab.goto(page.url());
    await tab.evaluate(() => localStorage.removeItem('created-shipment-ids'));
    await tab.reload();
    await expect(tab.getByTestId('shipment-heading')).toContainText(shipment!.shipmentId);
    await tab.close();
  });

  test('a packer boxes a loose-pack shipment: search, error filter, weight, boxes, drag, dimensions, box items, scanning at scanner speed, history', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await onboardedSeller(page, request, 'Packing Goods');
    const shipment = (await findWorkingShipment(request, page, { casePacked: false, minSkus: 2 }))!;
    expect(shipment, 'a WORKING loose-pack shipment with two SKUs').not.toBeNull();
    // Non-partnered parcel: the box cards show their tracking ids.
    await callApi(request, page, 'POST', '/fullfilment/shipment-settings', {
      inboundShipmentId: shipment._id,
      shipmentType: 'SP',
      isPartnered: 'false',
    });
    const [first, second] = shipment.items as [ShipmentDetail['items'][number], ShipmentDetail['items'][number]];
    await openWorkbench(page, shipment._id);

    // Search 'Input Sku' (500 ms) and the error filter, both in the address.
    await itemsPanel(page).getByLabel('Input Sku').fill(second.sellerSku);
    await expect(itemsPanel(page).getByTestId('item-card')).toHaveCount(1);
    await expect(page).toHaveURL(/itemSearch=/);
    await itemsPanel(page).getByLabel('Input Sku').fill('');
    await expect(itemsPanel(page).getByTestId('item-card')).toHaveCount(Math.min(shipment.items.length, 10));
    // The switch is the address's state: it shows checked once the address says so.
    await itemsPanel(page).getByLabel('Errors', { exact: true }).click();
    await expect(page).toHaveURL(/itemErrors=ALL_ERRORS/);
    await pick(page, itemsPanel(page), 'Error filter', 'Quantity To Box');
    await expect(page).toHaveURL(/itemErrors=QUANTITY_TO_BOX/);
    await expect(itemsPanel(page).getByTestId('item-card')).toHaveCount(Math.min(shipment.items.length, 10));
    await itemsPanel(page).getByLabel('Errors', { exact: true }).click();
    await expect(page).not.toHaveURL(/itemErrors=/);

    // Set Item Weight: refused empty, then 2.5 lb.
    await itemCard(page, first.sellerSku)
      .getByRole('button', { name: `Edit weight of ${first.sellerSku}` })
      .click();
    const weight = page.getByRole('dialog', { name: 'Set Item Weight' });
    await weight.getByLabel('Weight').fill('');
    await weight.getByRole('button', { name: 'Save' }).click();
    await expect(weight.getByText(itemRuleMessages.weightInvalid)).toBeVisible();
    await shot(page, 'weight-dialog');
    await weight.getByLabel('Weight').fill('2.5');
    await pick(page, weight, 'Unit', 'LB');
    await weight.getByRole('button', { name: 'Save' }).click();
    await expect(weight).toHaveCount(0);
    await expect(itemCard(page, first.sellerSku).getByTestId('item-weight')).toHaveText('2.5 lb');

    // New Box: 'Box 1 (U000001)', its tracking id red until set.
    await boxPanel(page).getByRole('button', { name: 'New Box' }).click();
    await expect(boxCard(page, 1).getByTestId('box-title')).toHaveText('Box 1 (U000001)');
    await expect(boxCard(page, 1).getByTestId('box-mskus')).toHaveText('0');

    // Add to box: a quantity above what is left is refused, then 5 units into Box 1.
    await itemCard(page, first.sellerSku).getByRole('button', { name: 'Add to box' }).click();
    const add = page.getByRole('dialog', { name: 'Add Units in New/Existing Box' });
    await pick(page, add, 'Box', /^Box 1 \(U000001\)/);
    await add.getByLabel('Quantity', { exact: true }).fill(String(first.quantityShipped + 1));
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByRole('alert')).toHaveText(itemRuleMessages.invalidQuantityEntered);
    await shot(page, 'add-units-dialog');
    await add.getByLabel('Quantity', { exact: true }).fill('5');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toHaveCount(0);
    await expect(itemCard(page, first.sellerSku).getByTestId('item-boxed')).toHaveText(`5/${first.quantityShipped}`);
    await expect(boxCard(page, 1).getByTestId('box-units')).toHaveText('5');

    // Drag the second card onto Box 1: the dialog opens on that box.
    await itemCard(page, second.sellerSku).dragTo(boxCard(page, 1));
    await expect(add.getByRole('combobox', { name: 'Box' })).toHaveText(/Box 1 \(U000001\)/);
    await add.getByLabel('Quantity', { exact: true }).fill('3');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(boxCard(page, 1).getByTestId('box-units')).toHaveText('8');
    await expect(boxCard(page, 1).getByTestId('box-mskus')).toHaveText('2');

    // Dimensions of one box: refused empty, then set.
    await boxCard(page, 1).getByRole('button', { name: 'Edit dimensions of Box 1' }).click();
    const dims = page.getByRole('dialog', { name: 'Update Dimension to Box' });
    await dims.getByRole('button', { name: 'Update' }).click();
    await expect(dims.getByText(itemRuleMessages.boxFieldInvalid).first()).toBeVisible();
    for (const [label, value] of [
      ['Length (in)', '12'],
      ['Width (in)', '10'],
      ['Height (in)', '8'],
      ['Weight', '1'],
    ] as const)
      await dims.getByLabel(label, { exact: true }).fill(value);
    await pick(page, dims, 'Weight Unit', 'LB');
    await dims.getByRole('button', { name: 'Update' }).click();
    await expect(dims).toHaveCount(0);
    await expect(boxCard(page, 1).getByTestId('box-dimensions')).toContainText('8x10x12 in');

    // Tracking id (SP non-partnered).
    await expect(boxCard(page, 1).getByTestId('box-tracking')).toHaveText('N/A');
    await boxCard(page, 1).getByRole('button', { name: 'Edit tracking id of Box 1' }).click();
    const tracking = page.getByRole('dialog', { name: 'Update Tracking Id' });
    await tracking.getByRole('textbox').fill('1Z999AA10123456784');
    await tracking.getByRole('button', { name: 'Update' }).click();
    await expect(boxCard(page, 1).getByTestId('box-tracking')).toHaveText('1Z999AA10123456784');

    // Box items: quantity edit and removal.
    await boxCard(page, 1).getByRole('button', { name: 'View items of Box 1' }).click();
    await expect(boxCard(page, 1).getByTestId('box-item')).toHaveCount(2);
    await boxCard(page, 1)
      .getByRole('button', { name: `Edit quantity of ${first.sellerSku}` })
      .click();
    const qty = page.getByRole('dialog', { name: 'Update Quantity' });
    await qty.getByLabel('Quantity').fill('0');
    await qty.getByRole('button', { name: 'Update' }).click();
    await expect(qty.getByText(itemRuleMessages.incorrectQuantity)).toBeVisible();
    await qty.getByLabel('Quantity').fill('4');
    await qty.getByRole('button', { name: 'Update' }).click();
    await expect(qty).toHaveCount(0);
    await expect(boxCard(page, 1).getByTestId('box-units')).toHaveText('7');
    await shot(page, 'box-items');
    await boxCard(page, 1)
      .getByRole('button', { name: `Remove ${second.sellerSku} from box` })
      .click();
    await page
      .getByRole('dialog', { name: 'Are your Sure you want to delete?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(boxCard(page, 1).getByTestId('box-item')).toHaveCount(1);
    await expect(itemCard(page, second.sellerSku).getByTestId('item-boxed')).toHaveText(`0/${second.quantityShipped}`);

    // Items panel scanning: a scan at scanner speed opens add-to-box for the units left.
    await itemsPanel(page).getByRole('button', { name: 'Scan' }).click();
    await expect(itemsPanel(page).getByText(workbenchMessages.scanNotice)).toBeVisible();
    await scan(page, second.fulfillmentNetworkSku);
    await expect(add).toBeVisible();
    await expect(add.getByLabel('Quantity', { exact: true })).toHaveValue(String(second.quantityShipped));
    await shot(page, 'scan-add-units');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await scan(page, 'X00ZZZZZZZ');
    await expectAlert(page, workbenchMessages.itemNotInShipment);
    // A person typing the same code (keys 120 ms apart) is not a scan.
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.type(second.fulfillmentNetworkSku, { delay: 120 });
    await page.waitForTimeout(300);
    await expect(add).toHaveCount(0);
    await itemsPanel(page).getByRole('button', { name: 'Scan' }).click();

    // Box panel scanning, single: one unit a scan into the chosen box.
    await boxCard(page, 1).getByRole('button', { name: 'Scan into Box 1' }).click();
    await expect(boxPanel(page).getByTestId('box-scan-target')).toContainText('Scanning into Box 1');
    await scan(page, first.fulfillmentNetworkSku);
    await expect(boxCard(page, 1).getByTestId('box-units')).toHaveText('5');
    await scan(page, first.fulfillmentNetworkSku);
    await expect(boxCard(page, 1).getByTestId('box-units')).toHaveText('6');
    await shot(page, 'box-scan-single');
    // Batch: the chip's dialog, then the units after each scan.
    await boxPanel(page).getByRole('button', { name: 'Scan mode: single' }).click();
    const mode = page.getByRole('dialog', { name: 'Batch/Single Scan' });
    await mode.getByRole('radio', { name: /Batch Scan/ }).check();
    await mode.getByRole('button', { name: 'Update' }).click();
    await expect(mode).toHaveCount(0);
    await scan(page, first.fulfillmentNetworkSku);
    const units = page.getByRole('dialog', { name: 'Enter Item units' });
    await units.getByLabel('Quantity').fill('3');
    await shot(page, 'box-scan-batch');
    await units.getByRole('button', { name: 'Add' }).click();
    await expect(boxCard(page, 1).getByTestId('box-units')).toHaveText('9');
    await boxPanel(page).getByRole('button', { name: 'Stop' }).click();

    // Fully boxed: the rest of the first SKU into Box 1, then its add button says so and a scan says so.
    const left = first.quantityShipped - 9;
    if (left > 0) {
      await itemCard(page, first.sellerSku).getByRole('button', { name: 'Add to box' }).click();
      await add.getByLabel('Quantity', { exact: true }).fill(String(left));
      await pick(page, add, 'Box', /^Box 1 \(U000001\)/);
      await add.getByRole('button', { name: 'Add' }).click();
      await expect(add).toHaveCount(0);
    }
    await expect(itemCard(page, first.sellerSku).getByTestId('item-boxed')).toHaveText(
      `${first.quantityShipped}/${first.quantityShipped}`,
    );
    await itemsPanel(page).getByRole('button', { name: 'Scan' }).click();
    await scan(page, first.fulfillmentNetworkSku);
    await expectAlert(page, workbenchMessages.itemFullyBoxed);
    await itemsPanel(page).getByRole('button', { name: 'Scan' }).click();

    // Update Quantity waits for a confirmed transport (Amazon's rule; workbench-items.spec.ts changes
    // quantities after it): the reason is in view, the button disabled.
    await expect(itemsPanel(page).getByTestId('quantity-change-notice')).toHaveText(
      itemRuleMessages.transportNotConfirmed,
    );
    await expect(itemCard(page, second.sellerSku).getByRole('button', { name: 'Edit quantity' })).toBeDisabled();
    await shot(page, 'update-quantity');

    // Errors badge, then History of the shipment and of Box 1 with the CSV export.
    await page.getByRole('button', { name: 'Please check the errors' }).click();
    await expect(page.getByRole('region', { name: 'Item errors' })).toContainText(second.sellerSku);
    await shot(page, 'errors');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const history = page.getByRole('dialog', { name: `History of Shipment ${shipment.shipmentId}` });
    await expect(history.getByTestId('history-row').first()).toBeVisible();
    await expect(history.getByRole('table', { name: 'History' })).toContainText('scan');
    await shot(page, 'history');
    const download = page.waitForEvent('download');
    await history.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe(`Shipment_${shipment.shipmentId}_History.csv`);
    await history.getByRole('button', { name: 'Close' }).click();
    await boxCard(page, 1).getByRole('button', { name: 'History of Box 1' }).click();
    await expect(
      page.getByRole('dialog', { name: 'History of Box 1' }).getByTestId('history-row').first(),
    ).toBeVisible();
    await page.getByRole('dialog', { name: 'History of Box 1' }).getByRole('button', { name: 'Close' }).click();

    // Select all, clear, delete.
    await boxPanel(page).getByRole('button', { name: 'New Box' }).click();
    await expect(boxPanel(page).getByTestId('box-total')).toHaveText(' (2)');
    await boxPanel(page).getByRole('checkbox', { name: 'Select all boxes' }).check();
    await expect(boxPanel(page).getByTestId('selected-boxes')).toHaveText('2 selected');
    await boxPanel(page).getByRole('button', { name: 'Clear selected boxes' }).click();
    await page.getByRole('dialog', { name: 'Are Your Sure' }).getByRole('button', { name: 'Yes' }).click();
    await expect(boxCard(page, 1).getByTestId('box-units')).toHaveText('0');
    await expect(itemCard(page, first.sellerSku).getByTestId('item-boxed')).toHaveText(`0/${first.quantityShipped}`);
    await boxCard(page, 2).getByRole('button', { name: 'Delete Box 2' }).click();
    await page.getByRole('dialog', { name: 'Are Your Sure' }).getByRole('button', { name: 'Yes' }).click();
    await expect(boxPanel(page).getByTestId('box-total')).toHaveText(' (1)');
    await shot(page, 'after-clear');

    // Clear Shipment from the items menu: asked first, then every unit leaves its box.
    await itemsPanel(page).getByRole('button', { name: 'Item actions' }).click();
    await page.getByRole('menuitem', { name: 'Clear Shipment' }).click();
    const clear = page.getByRole('dialog', { name: 'Are Your Sure' });
    await expect(clear).toContainText(workbenchMessages.clearShipmentConfirm);
    await clear.getByRole('button', { name: 'Yes' }).click();
    await expect(clear).toHaveCount(0);
    await expect(itemsPanel(page).getByTestId('items-totals')).toHaveText(/^Boxed 0\//);
  });

  test('a packer sets an expiry date past its messages and makes empty boxes of a category', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await onboardedSeller(page, request, 'Expiry Goods');
    const shipment = (await findWorkingShipment(request, page, { casePacked: false }))!;
    const sku = shipment.items[0]!.sellerSku;
    // The seller says the SKU expires (the SKU list's switch), and keeps a 12 x 10 x 8 in carton.
    const { products } = await getProducts(request, page, { search: sku });
    const product = products.find((p) => p.sellerSku === sku)!;
    await callApi(request, page, 'PUT', `/products/${product._id}`, { expirable: true });
    await callApi(request, page, 'POST', '/setting/create-box-category', {
      name: 'Carton 12',
      dimensions: { length: 12, width: 10, height: 8, weight: 1.5, weightUnit: 'pounds' },
    });
    await openWorkbench(page, shipment._id);

    // Set Expiry Date: required, not in the past, then shown as 'MMM Do YYYY'.
    await expect(itemCard(page, sku).getByTestId('item-expiry')).toHaveText('N/A');
    await itemCard(page, sku)
      .getByRole('button', { name: `Edit expiry of ${sku}` })
      .click();
    const expiry = page.getByRole('dialog', { name: 'Set Expiry Date' });
    await expiry.getByLabel('Expiry Date').fill('');
    await expiry.getByRole('button', { name: 'Save' }).click();
    await expect(expiry.getByText(itemRuleMessages.fieldEmpty)).toBeVisible();
    await expiry.getByLabel('Expiry Date').fill('2020-01-01');
    await expiry.getByRole('button', { name: 'Save' }).click();
    await expect(expiry.getByText(itemRuleMessages.dateInPast)).toBeVisible();
    await shot(page, 'expiry-dialog');
    await expiry.getByLabel('Expiry Date').fill('2031-03-15');
    await expiry.getByRole('button', { name: 'Save' }).click();
    await expect(expiry).toHaveCount(0);
    await expect(itemCard(page, sku).getByTestId('item-expiry')).toHaveText('Mar 15th 2031');

    // Create Empty Box: three cartons, each with the category's dimensions.
    await boxPanel(page).getByRole('button', { name: 'Box actions' }).click();
    await page.getByRole('menuitem', { name: 'Create Empty Box' }).click();
    const empty = page.getByRole('dialog', { name: 'Create Empty Box' });
    await pick(page, empty, 'Box Category', 'Carton 12');
    await empty.getByLabel('Box Count').fill('3');
    await shot(page, 'create-empty-box');
    await empty.getByRole('button', { name: 'Create' }).click();
    await expect(empty).toHaveCount(0);
    await expect(boxPanel(page).getByTestId('box-total')).toHaveText(' (3)');
    await expect(boxCard(page, 3).getByTestId('box-title')).toHaveText('Box 3 (U000003)');
    await expect(boxCard(page, 1).getByTestId('box-dimensions')).toContainText('8x10x12');
  });

  test('two packers on one shipment see each other’s boxes without reloading', async ({ page, request, context }) => {
    test.setTimeout(180_000);
    await onboardedSeller(page, request, 'Twin Packers');
    const shipment = (await findWorkingShipment(request, page, { casePacked: false }))!;
    await openWorkbench(page, shipment._id);
    const other = await context.newPage();
    await openWorkbench(other, shipment._id);
    await expect(boxPanel(other).getByTestId('box-total')).toHaveText(' (0)');

    // A box made on one page arrives on the other (server-sent events), and so does its removal.
    await boxPanel(page).getByRole('button', { name: 'New Box' }).click();
    await expect(boxPanel(page).getByTestId('box-total')).toHaveText(' (1)');
    await expect(boxPanel(other).getByTestId('box-total')).toHaveText(' (1)');
    await expect(boxCard(other, 1).getByTestId('box-title')).toHaveText('Box 1 (U000001)');
    await callApi(request, page, 'PATCH', '/fullfilment/edit-inbound-shipment', {
      action: 'clear',
      inboundShipmentId: shipment._id,
    });
    await expect(boxPanel(other).getByTestId('box-total')).toHaveText(' (0)');
    await expect(boxPanel(page).getByTestId('box-total')).toHaveText(' (0)');
    await other.close();
  });

  test('2,000 boxes: fewer than 100 box cards in the page, the boxes below read ahead, and scrolling (on its own layer) reaches Box 2000', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await onboardedSeller(page, request, 'Pallet Goods');
    const shipment = (await findWorkingShipment(request, page, { casePacked: false }))!;
    for (let i = 0; i < 4; i++)
      await callApi(request, page, 'POST', '/fullfilment/create-boxes', {
        inboundShipmentId: shipment._id,
        emptyBox: true,
        newBoxCount: 500,
      });
    // The boxes each read of the list asked for, as [first, last] (from 0).
    const reads: [number, number][] = [];
    page.on('requestfinished', (request) => {
      if (!request.url().endsWith('/fullfilment/get-boxes')) return;
      const { nextLimit, limit } = request.postDataJSON() as { nextLimit: number; limit: number };
      reads.push([nextLimit, nextLimit + limit - 1]);
    });
    await openWorkbench(page, shipment._id);
    await expect(boxPanel(page).getByTestId('box-total')).toHaveText(' (2000)');
    await expect(boxCard(page, 1)).toBeVisible();
    expect(await boxPanel(page).getByTestId('box-card').count()).toBeLessThan(100);
    const list = boxPanel(page).getByTestId('box-list');

    // While the page is idle the list reads the boxes below the screen (200 boxes): scrolled to box
    // 150, its cards show with no read of their own and no placeholder.
    await expect.poll(() => reads.some(([, last]) => last >= 199)).toBe(true);
    const before = reads.length;
    await list.evaluate((el) => el.scrollTo({ top: 149 * 76 }));
    const rows = list.getByRole('listitem');
    await expect.poll(async () => Number(await rows.first().getAttribute('data-index'))).toBeGreaterThan(100);
    expect(await list.locator('.box-placeholder').count()).toBe(0);
    const [first, last] = await rows.evaluateAll((items) =>
      [items[0]!, items.at(-1)!].map((item) => Number(item.getAttribute('data-index'))),
    );
    expect(last).toBeLessThan(200);
    expect(reads.slice(before).filter(([from, to]) => from <= last! && to >= first!)).toEqual([]);
    await list.evaluate((el) => el.scrollTo({ top: 0 }));
    // The list scrolls on a layer of its own (its contents, the list's whole height, drawn once):
    // kept in the page's layer, every frame of a scroll would paint it again.
    const height = await list.evaluate((el) => el.scrollHeight);
    const layerTree = await page.context().newCDPSession(page);
    let layerHeights: number[] = [];
    layerTree.on('LayerTree.layerTreeDidChange', ({ layers }) => {
      if (layers) layerHeights = layers.map((layer) => layer.height);
    });
    await layerTree.send('LayerTree.enable');
    await list.evaluate((el) => el.scrollBy({ top: 1 }));
    await expect.poll(() => layerHeights.some((h) => Math.abs(h - height) <= 1)).toBe(true);
    await layerTree.detach();
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(boxCard(page, 2000).getByTestId('box-title')).toHaveText('Box 2000 (U002000)');
    expect(await boxPanel(page).getByTestId('box-card').count()).toBeLessThan(100);
    await shot(page, 'two-thousand-boxes');
  });
});

test.describe('case-packed, at 1280 x 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a case-packed shipment fills by whole cases: Box All with Case QTY, and unit edits say they cannot be done', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    // The large demo store: among its 200 shipments some are WORKING and case-packed (the small one has none).
    await onboardedSeller(page, request, 'Case Goods', 'large');
    const shipment = await findWorkingShipment(request, page, { casePacked: true });
    expect(shipment, 'a WORKING case-packed shipment in the large demo store').not.toBeNull();
    await openWorkbench(page, shipment!._id);
    const [first] = shipment!.items;
    await expect(boxPanel(page).getByRole('button', { name: 'New Box' })).toHaveCount(0);
    await expect(itemsPanel(page).getByRole('button', { name: 'Scan' })).toHaveCount(0);
    // Units leave or join only by whole cases: delete is refused, quantity is asked in cases (workbench-items.spec.ts).
    await expect(itemCard(page, first!.sellerSku).getByRole('button', { name: 'Delete item' })).toBeDisabled();
    await itemsPanel(page).getByRole('button', { name: 'Item actions' }).click();
    await page.getByRole('menuitem', { name: 'Box All with Case QTY' }).click();
    // One box per case: the whole shipment is boxed in one request, so the wait grows with its units.
    await expectAlert(page, workbenchMessages.packedBoxes, { timeout: 10_000 + 40 * shipment!.units });
    await expect(itemCard(page, first!.sellerSku).getByTestId('item-boxed')).toHaveText(
      `${first!.quantityShipped}/${first!.quantityShipped}`,
    );
    await boxCard(page, 1).getByRole('button', { name: 'View items of Box 1' }).click();
    await expect(boxCard(page, 1).getByRole('button', { name: /^Edit quantity of / })).toBeDisabled();
    await expect(boxCard(page, 1).getByRole('button', { name: 'Clear Box 1' })).toBeDisabled();
    await boxCard(page, 1).getByRole('button', { name: 'Clear Box 1' }).locator('..').hover();
    await expect(page.getByRole('tooltip', { name: workbenchMessages.cantPerformAction })).toBeVisible();
    await shot(page, 'case-packed');
  });
});

test.describe('at 390 x 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a phone the panels stack; a box scan still adds a unit', async ({ page, request }) => {
    test.setTimeout(240_000);
    await onboardedSeller(page, request, 'Phone Goods');
    const shipment = (await findWorkingShipment(request, page, { casePacked: false }))!;
    const [first] = shipment.items;
    await openWorkbench(page, shipment._id);
    await shot(page, 'phone-items');
    await boxPanel(page).getByRole('button', { name: 'New Box' }).click();
    await boxCard(page, 1).scrollIntoViewIfNeeded();
    await boxCard(page, 1).getByRole('button', { name: 'Scan into Box 1' }).click();
    await scan(page, first!.fulfillmentNetworkSku);
    await expect(boxCard(page, 1).getByTestId('box-units')).toHaveText('1');
    await shot(page, 'phone-boxes');

    // In forced colours (Windows' high contrast) the card's icons take the system's colours: each
    // icon's shape masks the button's text colour (its own picture would keep its grey).
    // The buttons are read in one task, and again if the card was drawn anew meanwhile (the scan's
    // answer can replace a button): a button taken out of the page has no computed style.
    await page.emulateMedia({ forcedColors: 'active' });
    await expect(async () => {
      const icons = await boxCard(page, 1).evaluate((card) =>
        [...card.querySelectorAll('button[data-icon]')].map((button) => {
          const style = getComputedStyle(button);
          return { picture: style.backgroundImage, shape: style.maskImage.slice(0, 23) };
        }),
      );
      expect(icons.length).toBeGreaterThan(3);
      expect(icons).toEqual(icons.map(() => ({ picture: 'none', shape: 'url("data:image/svg+xml' })));
    }).toPass({ timeout: 10_000 });
    await boxCard(page, 1).scrollIntoViewIfNeeded();
    await shot(page, 'phone-boxes-forced-colors');
    await page.emulateMedia({ forcedColors: 'none' });
  });
});
