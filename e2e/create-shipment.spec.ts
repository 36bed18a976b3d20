import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  IMPORT_FILE_NAMES,
  SHIPMENT_ITEMS_FILE_NAME,
  draftMessages,
  errorBucketMessages,
  importMessages,
  planItemMessages,
  productMessages,
  shipmentItemMessages,
  toSafeCsv,
  toUploadErrorRows,
  type FbaType,
  type Product,
} from '@stowline/domain';
import { DEV_MAIL_PATH, PASSWORD } from './support/constants.js';
import { expectAlert, signInWith, uniqueEmail } from './support/journey.js';
import { callApi, getProducts, onboardedSeller } from './support/products.js';
import { shotsNamed } from './support/shots.js';

/** The window (the drawer is as tall as the window). */
const shot = shotsNamed('create-shipment', { fullPage: false });

test.use({ viewport: { width: 1440, height: 900 } });

const setFbaType = (request: APIRequestContext, page: Page, products: Product[], fbaType: FbaType) =>
  callApi(request, page, 'PUT', '/products/bulk-update-details', {
    bulkData: { action: 'updateFbaType', selectedIds: products.map((p) => p._id), fbaType },
  });

/** Clicks and returns the download it starts. */
async function downloadBy(page: Page, control: Locator): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), control.click()]);
  return { download, text: await readFile((await download.path())!, 'utf8') };
}

const card = (scope: Locator, sku: string) => scope.getByRole('listitem', { name: sku, exact: true });

test('a seller uploads SKUs to ship, works the item cards in the Create Shipments drawer and closes it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await onboardedSeller(page, request, 'Harbor Goods');

  // Five real SKUs of the first page: A, B and C come by file (A can ship: STANDARD; B and C have
  // no type yet), D has a bad quantity in the file, E is added alone later.
  const { products, total } = await getProducts(request, page);
  expect(total).toBe(40);
  const [a, b, c, d, e] = products as [Product, Product, Product, Product, Product];
  await setFbaType(request, page, [a], 'STANDARD');
  await setFbaType(request, page, [b, c], 'NOT ATTACHED');
  // C is expiration-dated (the seller says so): its card will ask for the expiry date a plan needs.
  await callApi(request, page, 'PUT', `/products/${c._id}`, { expirable: true });

  await page.goto('/dashboard/skulist');
  await expect(page.getByRole('heading', { name: 'SKU List' })).toBeVisible();

  // Upload & Ship opens Upload Bulk Items, with its template.
  await page.getByRole('button', { name: 'Upload & Ship' }).click();
  const uploadDialog = page.getByRole('dialog', { name: 'Upload Bulk Items' });
  await expect(uploadDialog.getByRole('tab', { name: 'Drag File' })).toHaveAttribute('aria-selected', 'true');
  await expect(uploadDialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  const template = await downloadBy(page, uploadDialog.getByRole('button', { name: 'Download Template' }));
  expect(template.download.suggestedFilename()).toBe(IMPORT_FILE_NAMES.skuTemplate);
  expect(template.text.split('\r\n')[0]).toBe('SellerSKU, Quantity');

  // A file with three good rows, an unknown SKU, a bad quantity and B twice.
  const unknownSku = 'NO-SUCH-SKU-ANYWHERE';
  const csv = [
    'SellerSKU,Quantity',
    `${a.sellerSku},5`,
    `${b.sellerSku},10`,
    `${c.sellerSku},12`,
    `${unknownSku},3`,
    `${d.sellerSku},0`,
    `${b.sellerSku},7`,
  ].join('\n');
  await uploadDialog
    .getByLabel('Choose a .csv or .xlsx file')
    .setInputFiles({ name: 'ship.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(uploadDialog.getByTestId('upload-total')).toHaveText('6');
  await expect(uploadDialog.getByTestId('upload-valid')).toHaveText('3');
  await expect(uploadDialog.getByTestId('upload-invalid')).toHaveText('3');
  const expectedErrors = [
    { row: 5, sku: unknownSku, reason: importMessages.skuNotFound },
    { row: 6, sku: d.sellerSku, reason: importMessages.quantityInvalid },
    { row: 7, sku: b.sellerSku, reason: importMessages.skuAlreadyExists },
  ];
  const errorRows = (dialog: Locator) => dialog.getByRole('table', { name: 'upload errors' }).locator('tbody tr');
  await expect(errorRows(uploadDialog)).toHaveText(expectedErrors.map((err) => `${err.row}${err.sku}${err.reason}`));
  await shot(page, 'upload-result');
  const errorList = await downloadBy(page, uploadDialog.getByRole('button', { name: 'Download Error List' }));
  expect(errorList.download.suggestedFilename()).toBe(IMPORT_FILE_NAMES.uploadErrors);
  expect(errorList.text).toBe(toSafeCsv(toUploadErrorRows(expectedErrors)));
  await uploadDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(uploadDialog).toHaveCount(0);

  // The drawer opens with three cards: the file's quantities; B and C have no FBA type.
  const drawer = page.getByRole('dialog', { name: 'Create Shipments' });
  await expect(drawer).toBeVisible();
  const cards = drawer.getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(drawer.getByTestId('items-range')).toHaveText('1 - 3 of 3 items');
  await expect(card(drawer, a.sellerSku).getByTestId('item-counts')).toHaveText('Quantity: 5');
  await expect(card(drawer, b.sellerSku).getByTestId('item-counts')).toHaveText('Quantity: 10');
  await expect(card(drawer, c.sellerSku).getByTestId('item-error')).toHaveText(shipmentItemMessages.fbaTypeMissing);
  await expect(drawer.getByTestId('selected-count')).toHaveText('3 selected');
  await shot(page, 'drawer-cards');

  // '+ Add SKU', Bulk tab: its own template; pasted lines with A (already in the drawer) and an
  // unknown SKU leave nothing to confirm.
  await drawer.getByRole('button', { name: 'Add SKU' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add SKUs to Plan' });
  await addDialog.getByRole('tab', { name: 'Bulk' }).click();
  const bulkTemplate = await downloadBy(page, addDialog.getByRole('button', { name: 'Download Template' }));
  expect(bulkTemplate.download.suggestedFilename()).toBe(IMPORT_FILE_NAMES.bulkDataTemplate);
  expect(bulkTemplate.text.split('\r\n')[0]).toBe('SellerSKU,Quantity');
  await addDialog.getByRole('tab', { name: 'Copy/Paste' }).click();
  const pasted = addDialog.getByRole('textbox', { name: 'SKUs to ship' });
  await expect(pasted).toHaveAttribute('placeholder', /^SellerSKU, Quantity\n/);
  await pasted.fill(`${a.sellerSku} 4\n${unknownSku}\t3`);
  await addDialog.getByRole('button', { name: 'Check SKUs' }).click();
  await expect(addDialog.getByTestId('upload-total')).toHaveText('2');
  await expect(addDialog.getByTestId('upload-valid')).toHaveText('0');
  await expect(errorRows(addDialog)).toHaveText([
    `1${a.sellerSku}${importMessages.skuAlreadyExists}`,
    `2${unknownSku}${importMessages.skuNotFound}`,
  ]);
  await expect(addDialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await shot(page, 'bulk-tab-paste');
  await addDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(addDialog).toHaveCount(0);

  // Search by SKU, then clear it.
  const search = drawer.getByLabel('Search Title/SKU/ASIN');
  await search.fill(b.sellerSku);
  await expect(cards).toHaveCount(1);
  await expect(card(drawer, b.sellerSku)).toBeVisible();
  await search.fill('');
  await expect(cards).toHaveCount(3);

  // The FBA Type selector counts each type present.
  await drawer.getByRole('combobox', { name: 'FBA Type' }).click();
  await expect(page.getByRole('option')).toHaveText(['All (3)', 'STANDARD (1)', 'NOT ATTACHED (2)']);
  await page.getByRole('option', { name: 'NOT ATTACHED (2)' }).click();
  await expect(cards).toHaveCount(2);
  await drawer.getByRole('combobox', { name: 'FBA Type' }).click();
  await page.getByRole('option', { name: 'All (3)' }).click();

  // Nothing selected: Create Ship Plan says so.
  await drawer.getByRole('checkbox', { name: 'Select all' }).uncheck();
  await expect(drawer.getByTestId('selected-count')).toHaveText('0 selected');
  await expect(drawer.getByTestId('create-ship-plan-hint')).toHaveAccessibleName('Create Ship Plan: No SKU Selected!');
  await expect(drawer.getByRole('button', { name: 'Create Ship Plan' })).toBeDisabled();

  // Move to Error Bucket acts on the selected error SKUs only: A (no error) ticked alone leaves it off.
  const errorBucket = drawer.getByRole('button', { name: 'Move to Error Bucket' });
  await card(drawer, a.sellerSku)
    .getByRole('checkbox', { name: `Select ${a.sellerSku}` })
    .check();
  await expect(errorBucket).toBeDisabled();
  // Errors: B and C. B goes to the error bucket: ERRORED, which a plan cannot use, so it stays among the errors.
  await drawer.getByRole('button', { name: 'Errors (2)' }).click();
  await expect(cards).toHaveCount(2);
  await card(drawer, b.sellerSku)
    .getByRole('checkbox', { name: `Select ${b.sellerSku}` })
    .check();
  await expect(drawer.getByTestId('selected-count')).toHaveText('2 selected');
  await shot(page, 'drawer-errors');
  // It asks first, naming how many it moves (B; not A); Cancel changes nothing.
  await errorBucket.click();
  const bucketConfirm = page.getByRole('dialog', { name: 'Are You Sure?' });
  await expect(bucketConfirm).toContainText(errorBucketMessages.confirm(1));
  await shot(page, 'error-bucket-confirm');
  await bucketConfirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(drawer, b.sellerSku).getByTestId('fba-type')).toHaveText('NOT ATTACHED');
  await errorBucket.click();
  await bucketConfirm.getByRole('button', { name: 'Move' }).click();
  await expectAlert(page, productMessages.updated);
  await expect(bucketConfirm).toHaveCount(0);
  await expect(card(drawer, b.sellerSku).getByTestId('fba-type')).toHaveText('ERRORED');
  await expect(cards).toHaveCount(2);
  await drawer.getByRole('button', { name: /^All \(/ }).click();
  await expect(card(drawer, a.sellerSku).getByTestId('fba-type')).toHaveText('STANDARD');
  await card(drawer, a.sellerSku)
    .getByRole('checkbox', { name: `Select ${a.sellerSku}` })
    .uncheck();
  const [savedB] = (
    await callApi<{ productList: Product[] }>(
      request,
      page,
      'GET',
      `/fullfilment/get-sku-list-for-asin/${encodeURIComponent(b.sellerSku)}?key=sku`,
    )
  ).productList;
  expect(savedB?.fbaType).toBe('ERRORED');

  // Revise FBA Type at item level: C alone becomes STANDARD; only B, in the error bucket, is left among the errors.
  await card(drawer, b.sellerSku)
    .getByRole('checkbox', { name: `Select ${b.sellerSku}` })
    .uncheck();
  await card(drawer, c.sellerSku)
    .getByRole('checkbox', { name: `Select ${c.sellerSku}` })
    .check();
  await drawer.getByRole('button', { name: 'Revise FBA Type' }).click();
  const reviseDialog = page.getByRole('dialog', { name: 'Revise FBA Type' });
  await reviseDialog.getByRole('radio', { name: 'Item Level (1 selected)' }).check();
  await reviseDialog.getByRole('combobox', { name: 'FBA Type' }).click();
  await page.getByRole('option', { name: 'STANDARD', exact: true }).click();
  await shot(page, 'revise-fba-type');
  await reviseDialog.getByRole('button', { name: 'Update' }).click();
  await expectAlert(page, productMessages.updated);
  await expect(reviseDialog).toHaveCount(0);
  await expect(card(drawer, c.sellerSku).getByTestId('fba-type')).toHaveText('STANDARD');
  await expect(card(drawer, b.sellerSku).getByTestId('fba-type')).toHaveText('ERRORED');
  // C has its type now; expiration-dated, its card asks for the expiry date, which a plan needs.
  await expect(card(drawer, c.sellerSku).getByTestId('item-error')).toHaveText(planItemMessages.expiryMissing);
  await card(drawer, c.sellerSku)
    .getByLabel(`Expiry date of ${c.sellerSku}`)
    .fill(`${new Date().getUTCFullYear() + 1}-12-31`);
  await expect(card(drawer, c.sellerSku).getByTestId('item-error')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Errors (1)' })).toBeVisible();

  // Update Item: a quantity of 0 is refused on the field.
  await card(drawer, a.sellerSku).getByRole('button', { name: 'Update Item' }).click();
  const updateDialog = page.getByRole('dialog', { name: 'Update Item' });
  await updateDialog.getByLabel('Quantity').fill('0');
  await updateDialog.getByRole('button', { name: 'Save' }).click();
  await expect(updateDialog.getByText(shipmentItemMessages.incorrectQuantity)).toBeVisible();
  await shot(page, 'update-item');
  await updateDialog.getByLabel('Quantity').fill('8');
  await updateDialog.getByRole('button', { name: 'Save' }).click();
  await expect(updateDialog).toHaveCount(0);
  await expect(card(drawer, a.sellerSku).getByTestId('item-counts')).toHaveText('Quantity: 8');

  // Export: the whole list, header first.
  const exported = await downloadBy(page, drawer.getByRole('button', { name: 'Export' }));
  expect(exported.download.suggestedFilename()).toBe(SHIPMENT_ITEMS_FILE_NAME);
  const lines = exported.text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('"SellerSKU","ASIN","FNSKU","Title","FBA Type","Quantity","Error"');
  expect(lines).toHaveLength(4);
  expect(lines.find((line) => line.startsWith(`"${b.sellerSku}"`))).toContain('"ERRORED"');
  expect(lines.find((line) => line.startsWith(`"${a.sellerSku}"`))).toContain('"STANDARD",8,""');
  expect(lines.find((line) => line.startsWith(`"${c.sellerSku}"`))).toContain('"STANDARD",12,""');

  // 'Add SKUs to Plan', Single tab by SKU: A is refused (already there), E is added with 6 units.
  await drawer.getByRole('button', { name: 'Add SKU' }).click();
  await expect(addDialog.getByRole('tab', { name: 'Single' })).toHaveAttribute('aria-selected', 'true');
  await addDialog.getByRole('button', { name: 'SKU', exact: true }).click();
  const skuField = addDialog.getByRole('textbox', { name: 'SKU' });
  await skuField.fill(a.sellerSku);
  await expect(addDialog.getByText(shipmentItemMessages.skuAlreadyInItems)).toBeVisible({ timeout: 10_000 });
  await expect(addDialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await skuField.fill(e.sellerSku);
  await expect(addDialog.getByRole('radio', { name: e.sellerSku })).toBeChecked({ timeout: 10_000 });
  await addDialog.getByLabel('Quantity').fill('6');
  await shot(page, 'add-single-sku');
  await addDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(addDialog).toHaveCount(0);
  await expect(cards).toHaveCount(4);
  await expect(card(drawer, e.sellerSku).getByTestId('item-counts')).toHaveText('Quantity: 6');
  await expect(drawer.getByTestId('items-range')).toHaveText('1 - 4 of 4 items');
  await shot(page, 'drawer-final');

  // Clear All asks first, then empties the list but keeps the drawer.
  await drawer.getByRole('button', { name: 'Clear All' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are You Sure?' });
  await expect(confirm).toContainText(shipmentItemMessages.clearAllConfirm);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards).toHaveCount(4);
  await drawer.getByRole('button', { name: 'Clear All' }).click();
  await confirm.getByRole('button', { name: 'Clear All' }).click();
  await expect(drawer.getByText('No data found')).toBeVisible();
  await expect(drawer.getByTestId('items-range')).toHaveText('0 items');

  // Closing asks first, then forgets the items.
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(confirm).toContainText(shipmentItemMessages.closeDrawerConfirm);
  await shot(page, 'close-confirm');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'SKU List' })).toBeVisible();
});

/** A worker of the signed-in seller, invited through the API, with a password chosen from the invitation mail. */
async function addWorker(request: APIRequestContext, page: Page): Promise<string> {
  const email = uniqueEmail('packer');
  await callApi(request, page, 'POST', '/users/add-worker', { userName: 'Pat Packer', email });
  const linkOf = new RegExp(`${email}[\\s\\S]*?accept-invitation\\?token=([A-Za-z0-9_-]+)`);
  let token: string | undefined;
  await expect
    .poll(async () => (token = linkOf.exec(await (await request.get(DEV_MAIL_PATH)).text())?.[1]))
    .toBeTruthy();
  const accepted = await request.post('/api/v1/auth/accept-invitation', { data: { token, password: PASSWORD } });
  expect(accepted.ok()).toBe(true);
  return email;
}

test('the selection and the drawer are the store marketplace’s draft: back after a reload, shared with a worker, asked before a pack switch', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await onboardedSeller(page, request, 'Draft Goods');
  const { products } = await getProducts(request, page);
  const [a, b] = products as [Product, Product];
  await setFbaType(request, page, [a, b], 'STANDARD');

  await page.goto('/dashboard/skulist');
  const rowOf = (p: Page, product: Product) => p.getByRole('row').filter({ hasText: `ASIN: ${product.asin}` });
  const quantityOf = (p: Page, product: Product) => rowOf(p, product).getByRole('spinbutton', { name: 'Quantity' });
  const selectedCount = page.getByTestId('ship-selection-count');
  const pageStatus = page.getByTestId('draft-status').first();

  // Typing quantities ticks the rows; the draft is saved for the account half a second later.
  await quantityOf(page, a).fill('7');
  await quantityOf(page, b).fill('3');
  await expect(selectedCount).toHaveText('2 SKUs selected');
  await expect(pageStatus).toHaveText('Draft saved');
  await page.reload();
  await expect(selectedCount).toHaveText('2 SKUs selected');
  await expect(quantityOf(page, a)).toHaveValue('7');
  await expect(quantityOf(page, b)).toHaveValue('3');
  await expect(rowOf(page, a).getByRole('checkbox', { name: `Select ${a.sellerSku}` })).toBeChecked();

  // Typed while the saved draft is still on its way (held back here), a quantity is not overwritten
  // by it: the rows wait for the draft, then take the typing.
  await page.route('**/api/v1/shipment-drafts/*', async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.reload();
  await expect(quantityOf(page, a)).toBeDisabled();
  await quantityOf(page, a).fill('9');
  await expect(pageStatus).toHaveText('Draft saved');
  await expect(quantityOf(page, a)).toHaveValue('9');
  await expect(selectedCount).toHaveText('2 SKUs selected');
  await page.unroute('**/api/v1/shipment-drafts/*');

  // A change made just before leaving the page is sent as it goes: straight to Shipment and back, it is there.
  const sideMenu = page.getByRole('navigation', { name: 'side menu' });
  await quantityOf(page, b).fill('4');
  await sideMenu.getByRole('button', { name: 'Shipment', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/shipment$/);
  await sideMenu.getByRole('button', { name: 'SKU List' }).click();
  await expect(quantityOf(page, b)).toHaveValue('4');
  await expect(selectedCount).toHaveText('2 SKUs selected');

  // Case Pack would clear the typed quantities: it asks, and Cancel keeps everything.
  await page.getByRole('button', { name: 'Case Pack' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are You Sure?' });
  await expect(confirm).toContainText(draftMessages.switchPackMode('case', 2));
  await shot(page, 'pack-switch-confirm');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'pack-switch-confirm-phone');
  await page.setViewportSize({ width: 1440, height: 900 });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Loose Pack' })).toHaveAttribute('aria-pressed', 'true');
  await expect(quantityOf(page, a)).toHaveValue('9');
  await expect(selectedCount).toHaveText('2 SKUs selected');

  // Select & Ship: the drawer is kept too, with its ticked cards, open, after a reload.
  await page.getByRole('button', { name: 'Select & Ship' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Shipments' });
  await card(drawer, b.sellerSku)
    .getByRole('checkbox', { name: `Select ${b.sellerSku}` })
    .uncheck();
  await expect(drawer.getByTestId('selected-count')).toHaveText('1 selected');
  await expect(drawer.getByTestId('draft-status')).toHaveText('Draft saved');
  await page.reload();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  await expect(card(drawer, a.sellerSku).getByTestId('item-counts')).toHaveText('Quantity: 9');
  await expect(card(drawer, b.sellerSku).getByTestId('item-counts')).toHaveText('Quantity: 4');
  await expect(drawer.getByTestId('selected-count')).toHaveText('1 selected');
  await shot(page, 'draft-restored');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'draft-restored-phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  // A worker of the account signs in elsewhere and finds the same drawer, then changes A.
  const workerEmail = await addWorker(request, page);
  const workerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const workerPage = await workerContext.newPage();
  await signInWith(workerPage, workerEmail);
  await expect(workerPage).toHaveURL(/\/dashboard\/shipment$/);
  await workerPage.goto('/dashboard/skulist');
  const workerDrawer = workerPage.getByRole('dialog', { name: 'Create Shipments' });
  await expect(workerDrawer.getByRole('listitem')).toHaveCount(2);
  await expect(card(workerDrawer, a.sellerSku).getByTestId('item-counts')).toHaveText('Quantity: 9');
  await expect(workerDrawer.getByTestId('selected-count')).toHaveText('1 selected');
  await card(workerDrawer, a.sellerSku).getByRole('button', { name: 'Update Item' }).click();
  const workerUpdate = workerPage.getByRole('dialog', { name: 'Update Item' });
  await workerUpdate.getByLabel('Quantity').fill('11');
  await workerUpdate.getByRole('button', { name: 'Save' }).click();
  await expect(card(workerDrawer, a.sellerSku).getByTestId('item-counts')).toHaveText('Quantity: 11');
  await expect(workerDrawer.getByTestId('draft-status')).toHaveText('Draft saved');

  // The seller's tab still shows the older version: its next change is refused, and the worker's draft shown instead.
  await card(drawer, b.sellerSku).getByRole('button', { name: 'Update Item' }).click();
  const update = page.getByRole('dialog', { name: 'Update Item' });
  await update.getByLabel('Quantity').fill('5');
  await update.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, draftMessages.conflict);
  await expect(card(drawer, a.sellerSku).getByTestId('item-counts')).toHaveText('Quantity: 11');
  await expect(card(drawer, b.sellerSku).getByTestId('item-counts')).toHaveText('Quantity: 4');
  await shot(page, 'draft-conflict');
  await workerContext.close();

  // Clear All (after its question) clears the draft: nothing comes back after a reload.
  await drawer.getByRole('button', { name: 'Clear All' }).click();
  await confirm.getByRole('button', { name: 'Clear All' }).click();
  await expect(drawer.getByTestId('items-range')).toHaveText('0 items');
  await expect(drawer.getByTestId('draft-status')).toHaveAttribute('data-status', 'empty');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'SKU List' })).toBeVisible();
  await expect(pageStatus).toHaveAttribute('data-status', 'empty');
  await expect(drawer).toHaveCount(0);

  // With quantities typed, Switch does clear them, as the spec's switch does.
  await quantityOf(page, a).fill('5');
  await page.getByRole('button', { name: 'Case Pack' }).click();
  await confirm.getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByRole('button', { name: 'Case Pack' })).toHaveAttribute('aria-pressed', 'true');
  await expect(selectedCount).toHaveText('0 SKUs selected');
});
