import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  IMPORT_FILE_NAMES,
  importMessages,
  productMessages,
  shipmentItemMessages,
  type Product,
} from '@stowline/domain';
import { expectAlert } from './support/journey.js';
import { getProducts, onboardedSeller } from './support/products.js';
import { shotsNamed } from './support/shots.js';

const shot = shotsNamed('sku-list-edits');

async function pick(page: Page, label: string, option: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adding New Box Category, opened from the drawer's category select. */
async function addBoxCategory(page: Page, drawer: Locator, name: string, [length, width, height, weight]: string[]) {
  await pick(page, 'Box Category', 'Add New Box Category', drawer);
  const dialog = page.getByRole('dialog', { name: 'Adding New Box Category' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Length').fill(length!);
  await dialog.getByLabel('Width').fill(width!);
  await dialog.getByLabel('Height').fill(height!);
  await dialog.getByRole('spinbutton', { name: /^Weight/ }).fill(weight!);
  await pick(page, 'Weight Unit', 'Pounds (LB)');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toHaveCount(0);
  // The new category is chosen in the add row.
  await expect(drawer.getByRole('combobox', { name: 'Box Category' })).toHaveText(name);
}

/** The tooltip of Select & Ship, read by hovering its wrapper (a disabled button takes no pointer events). */
async function expectShipHint(page: Page, text: string) {
  const wrapper = page.getByTestId('select-ship-wrapper');
  await page.mouse.move(0, 0);
  await wrapper.hover();
  // The open tooltip describes the wrapper (a row's own tooltip may be open beside it).
  await expect(wrapper).toHaveAccessibleDescription(text);
  await expect(page.getByRole('tooltip').filter({ hasText: text }).first()).toBeVisible();
  await page.mouse.move(0, 0);
}

test('a seller keeps packaging rules, uploads FBA types and selects SKUs to ship in case pack', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await onboardedSeller(page, request);

  await page.goto('/dashboard/skulist');
  await expect(page.getByRole('heading', { name: 'SKU List' })).toBeVisible();
  const table = page.getByRole('table', { name: 'sku list' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(15);
  await shot(page, 'sku-list-1280');
  await page.setViewportSize({ width: 1600, height: 900 });
  await shot(page, 'sku-list-1600');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Three SKUs of the first page whose ASIN names one row (and whose listing is complete: Amazon
  // refuses an incomplete one, so Select & Ship would say so).
  const { products } = await getProducts(request, page);
  const unique = products.filter(
    (p) => p.asin && p.status !== 'Incomplete' && products.filter((q) => q.asin === p.asin).length === 1,
  );
  const [a, b, c] = unique as [Product, Product, Product];
  const rowOf = (product: Product) => rows.filter({ hasText: `ASIN: ${product.asin}` });
  await expect(rowOf(a)).toHaveCount(1);

  // --- Packaging rules: two new box categories from the drawer's select.
  const stamp = randomUUID().slice(0, 4);
  const carton = `Carton ${stamp}`;
  const tote = `Tote ${stamp}`;
  await rowOf(a).getByRole('button', { name: 'Packaging Rules (0)' }).click();
  const drawer = page.getByRole('dialog', { name: 'Set Packeging Rule' });
  await expect(drawer.getByText('No packaging rules yet')).toBeVisible();
  const addButton = drawer.getByRole('button', { name: 'Add', exact: true });
  const ruleQuantity = drawer.getByRole('spinbutton', { name: 'Quantity' });
  await expect(addButton).toBeDisabled();
  await addBoxCategory(page, drawer, carton, ['12', '10', '8', '1.5']);
  await ruleQuantity.fill('0');
  await addButton.click();
  await expect(drawer.getByText(productMessages.ruleQuantityInvalid)).toBeVisible();
  await ruleQuantity.fill('12');
  await drawer.getByRole('checkbox', { name: 'Default' }).check();
  await addButton.click();
  await expectAlert(page, productMessages.updated);
  const ruleRows = drawer.getByRole('table', { name: 'packaging rules' }).locator('tbody tr');
  const cartonRule = ruleRows.filter({ hasText: carton });
  await expect(cartonRule).toContainText('12 × 10 × 8');
  await expect(cartonRule).toContainText('1.5 lb');
  await expect(cartonRule.getByTestId('rule-quantity')).toHaveText('12');
  await expect(cartonRule.getByRole('radio')).toBeChecked();
  // The add row is empty again.
  await expect(ruleQuantity).toHaveValue('');

  // The same category again is refused.
  await pick(page, 'Box Category', carton, drawer);
  await ruleQuantity.fill('6');
  await addButton.click();
  await expectAlert(page, productMessages.ruleExists);
  await expect(ruleRows).toHaveCount(1);

  // A second rule, then made the default.
  await addBoxCategory(page, drawer, tote, ['20', '14', '10', '2']);
  await ruleQuantity.fill('6');
  await addButton.click();
  const toteRule = ruleRows.filter({ hasText: tote });
  await expect(toteRule.getByTestId('rule-quantity')).toHaveText('6');
  await expect(toteRule.getByRole('radio')).not.toBeChecked();
  await toteRule.getByRole('radio').click();
  await expect(toteRule.getByRole('radio')).toBeChecked();
  await expect(cartonRule.getByRole('radio')).not.toBeChecked();
  await shot(page, 'packaging-rules-drawer');

  // Update Quantity: 1 to 150 only.
  await cartonRule.getByRole('button', { name: 'Update Quantity' }).click();
  const quantityDialog = page.getByRole('dialog', { name: 'Update Quantity' });
  await expect(quantityDialog.getByLabel('Quantity')).toHaveValue('12');
  await quantityDialog.getByLabel('Quantity').fill('151');
  await quantityDialog.getByRole('button', { name: 'Update' }).click();
  await expect(quantityDialog.getByText(productMessages.ruleQuantityInvalid)).toBeVisible();
  await shot(page, 'update-quantity');
  await quantityDialog.getByLabel('Quantity').fill('24');
  await quantityDialog.getByRole('button', { name: 'Update' }).click();
  await expect(quantityDialog).toHaveCount(0);
  await expect(cartonRule.getByTestId('rule-quantity')).toHaveText('24');

  // Delete the default rule, after the confirmation: the remaining rule becomes the default.
  await toteRule.getByRole('button', { name: 'Delete rule' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are You Sure?' });
  await expect(confirm).toContainText(productMessages.deleteRuleConfirm);
  await shot(page, 'delete-rule-confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(ruleRows).toHaveCount(1);
  await expect(cartonRule.getByRole('radio')).toBeChecked();
  await drawer.getByRole('button', { name: 'close' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(rowOf(a).getByRole('button', { name: 'Packaging Rules (1)' })).toBeVisible();

  // --- Update FBA Type: a header-only file is refused, then a file with some bad rows.
  await page.getByRole('button', { name: 'Update FBA Type' }).click();
  const fbaDialog = page.getByRole('dialog', { name: 'Update FBA Type' });
  const template = page.waitForEvent('download');
  await fbaDialog.getByRole('button', { name: 'Download Template' }).click();
  expect(readFileSync((await (await template).path())!, 'utf8')).toMatch(/^SellerSKU,FBA Type\r\n/);
  const fileInput = fbaDialog.getByLabel('FBA type file');
  await fileInput.setInputFiles({
    name: 'header-only.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('SellerSKU,FBA Type\n'),
  });
  await fbaDialog.getByRole('button', { name: 'Upload' }).click();
  await expect(fbaDialog.getByRole('alert')).toHaveText(importMessages.fbaEmptyFile);
  const csv = [
    'SellerSKU,FBA Type',
    `${a.sellerSku},standard`,
    `${b.sellerSku},Hazmat Aerosol`,
    'NO-SUCH-SKU-42,standard',
    `${c.sellerSku},bogus`,
    ',oversized',
  ].join('\n');
  await fileInput.setInputFiles({ name: 'fba-types.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(fbaDialog.getByRole('alert')).toHaveCount(0);
  await fbaDialog.getByRole('button', { name: 'Upload' }).click();
  await expect(fbaDialog.getByTestId('upload-total')).toHaveText('5');
  await expect(fbaDialog.getByTestId('upload-valid')).toHaveText('2');
  await expect(fbaDialog.getByTestId('upload-invalid')).toHaveText('3');
  const errorRows = fbaDialog.getByRole('table', { name: 'upload errors' }).locator('tbody tr');
  await expect(errorRows).toHaveCount(3);
  await expect(errorRows.nth(0)).toContainText(importMessages.fbaSellerSkuNotFound);
  await expect(errorRows.nth(1)).toContainText(importMessages.fbaTypeInvalid);
  await expect(errorRows.nth(2)).toContainText(importMessages.fbaSellerSkuMissing);
  await shot(page, 'update-fba-type');
  const download = page.waitForEvent('download');
  await fbaDialog.getByRole('button', { name: 'Download Error List' }).click();
  const errorList = await download;
  expect(errorList.suggestedFilename()).toBe(IMPORT_FILE_NAMES.fbaTypeErrors);
  const lines = readFileSync((await errorList.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines).toEqual([
    '"Row","SKU","Reason"',
    `"4","NO-SUCH-SKU-42","${importMessages.fbaSellerSkuNotFound}"`,
    `"5","${c.sellerSku}","${importMessages.fbaTypeInvalid}"`,
    `"6","","${importMessages.fbaSellerSkuMissing}"`,
  ]);
  await fbaDialog.getByRole('button', { name: 'Close' }).click();
  await expect(rowOf(a).getByRole('combobox', { name: 'Fba Type' })).toHaveText('STANDARD');
  await expect(rowOf(b).getByRole('combobox', { name: 'Fba Type' })).toHaveText('HAZMAT AEROSOL');

  // Upload & Ship opens the create-shipment feature's upload dialog.
  await page.getByRole('button', { name: 'Upload & Ship' }).click();
  const uploadShip = page.getByRole('dialog', { name: 'Upload Bulk Items' });
  await expect(uploadShip).toBeVisible();
  await uploadShip.getByRole('button', { name: 'Cancel' }).click();
  await expect(uploadShip).toHaveCount(0);

  // --- Selection: nothing selected, then a loose-pack row without a quantity; the mode switch clears it.
  const selectedCount = page.getByTestId('ship-selection-count');
  const selectShip = page.getByRole('button', { name: 'Select & Ship' });
  await expect(selectShip).toBeDisabled();
  await expectShipHint(page, shipmentItemMessages.noSkuSelected);
  await page.getByRole('checkbox', { name: "Select this page's SKUs" }).check();
  await expect(selectedCount).toHaveText('15 SKUs selected');
  await page.getByRole('checkbox', { name: "Select this page's SKUs" }).uncheck();
  await expect(selectedCount).toHaveText('0 SKUs selected');
  await rowOf(c)
    .getByRole('checkbox', { name: `Select ${c.sellerSku}` })
    .check();
  await expect(selectedCount).toHaveText('1 SKU selected');
  await expectShipHint(page, shipmentItemMessages.quantityInvalid);
  await expect(rowOf(c).getByRole('spinbutton', { name: 'No. of Boxes' })).toBeDisabled();
  await page.getByRole('button', { name: 'Case Pack' }).click();
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByRole('button', { name: 'Case Pack' })).toHaveAttribute('aria-pressed', 'true');
  await expect(selectedCount).toHaveText('0 SKUs selected');

  // Case pack: A starts from its default rule (24 a box); typing a box count selects it.
  await expect(rowOf(a).getByRole('combobox', { name: 'Packaging Rule' })).toContainText(carton);
  await expect(rowOf(a).getByRole('spinbutton', { name: 'In a Box' })).toHaveValue('24');
  await rowOf(a).getByRole('spinbutton', { name: 'No. of Boxes' }).fill('2');
  await expect(rowOf(a).getByRole('checkbox', { name: `Select ${a.sellerSku}` })).toBeChecked();
  await expect(selectShip).toBeEnabled();
  // B has no rule: units in a box typed, boxes missing.
  await rowOf(b).getByRole('spinbutton', { name: 'In a Box' }).fill('10');
  await expect(selectedCount).toHaveText('2 SKUs selected');
  await expect(selectShip).toBeDisabled();
  await expect(rowOf(b).getByRole('spinbutton', { name: 'No. of Boxes' })).toHaveAttribute('aria-invalid', 'true');
  await expectShipHint(page, shipmentItemMessages.boxCountInvalid);
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.getByTestId('select-ship-wrapper').hover();
  await shot(page, 'case-pack-invalid');
  await page.setViewportSize({ width: 1280, height: 720 });
  // More than 150 in a box is refused too.
  await rowOf(a).getByRole('spinbutton', { name: 'In a Box' }).fill('151');
  await expectShipHint(page, shipmentItemMessages.quantityInvalid);
  await rowOf(a).getByRole('spinbutton', { name: 'In a Box' }).fill('24');
  await rowOf(b).getByRole('spinbutton', { name: 'No. of Boxes' }).fill('3');
  await expect(selectShip).toBeEnabled();
  await expect(rowOf(b).getByRole('spinbutton', { name: 'No. of Boxes' })).not.toHaveAttribute('aria-invalid', 'true');

  // The selection survives paging.
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(selectedCount).toHaveText('2 SKUs selected');
  await page.getByRole('button', { name: 'Go to previous page' }).click();
  await expect(rowOf(a).getByRole('spinbutton', { name: 'No. of Boxes' })).toHaveValue('2');
  await shot(page, 'case-pack-selection');

  // Select & Ship hands the items to the Create Shipments drawer and clears the selection.
  await selectShip.click();
  const shipments = page.getByRole('dialog', { name: 'Create Shipments' });
  await expect(shipments).toBeVisible();
  await expect(shipments.getByRole('listitem', { name: a.sellerSku, exact: true })).toBeVisible();
  await expect(shipments.getByRole('listitem', { name: b.sellerSku, exact: true })).toBeVisible();
  await expect(selectedCount).toHaveText('0 SKUs selected');
  await shot(page, 'create-shipments-drawer');
});
