import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { productMessages, storeMessages } from '@stowline/domain';
import { expectAlert, watchSyncRunning } from './support/journey.js';
import { getProducts, onboardedSeller } from './support/products.js';
import { shot } from './support/shots.js';

const LARGE_STORE_SKUS = 5_000;

/** The full title of each row (a title over 40 characters is cut on screen and keeps the full text as its name). */
const rowTitles = (table: Locator) =>
  table
    .getByTestId('product-title')
    .evaluateAll((cells) =>
      cells.map((cell) => cell.querySelector('[aria-label]')?.getAttribute('aria-label') ?? cell.textContent ?? ''),
    );

async function pick(page: Page, label: string, option: string) {
  // A menu still closing (the row's FBA type, say) would take the click meant for this one.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a seller browses, filters and edits the SKU list of the large demo store', async ({ page, request }) => {
  test.setTimeout(240_000);
  await onboardedSeller(page, request, 'Northwind Depot', 'large');

  await page.goto('/dashboard/shipment');
  await page.getByRole('navigation', { name: 'side menu' }).getByRole('button', { name: 'SKU List' }).click();
  await expect(page).toHaveURL(/\/dashboard\/skulist$/);
  await expect(page.getByRole('heading', { name: 'SKU List' })).toBeVisible();
  const table = page.getByRole('table', { name: 'sku list' });
  const rows = table.locator('tbody tr');
  const footer = page.getByText(/ Items$|^0 items$/);
  await expect(footer).toHaveText(`1 - 15 of ${LARGE_STORE_SKUS} Items`);
  await expect(rows).toHaveCount(15);
  await expect(page.getByRole('button', { name: 'Sync SKUs' })).toBeEnabled();
  await shot(page, 'sku-list');

  // Paging: forward, then 30 per page (back to the first page); both in the URL.
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(footer).toHaveText(`16 - 30 of ${LARGE_STORE_SKUS} Items`);
  await page.getByRole('combobox', { name: 'Items per page:' }).click();
  await page.getByRole('option', { name: '30', exact: true }).click();
  await expect(page).toHaveURL(/[?&]perPage=30\b/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(footer).toHaveText(`1 - 30 of ${LARGE_STORE_SKUS} Items`);
  await expect(rows).toHaveCount(30);

  // Search a title fragment: only matching rows, as many as the server counts.
  const { products: firstPage } = await getProducts(request, page, {}, 60);
  const sample = firstPage.find((p) => p.title.split(' ').length > 3)!;
  const fragment = sample.title.split(' ').slice(1, 3).join(' ');
  const { total: matching } = await getProducts(request, page, { search: fragment });
  expect(matching).toBeLessThan(LARGE_STORE_SKUS);
  await page.getByLabel('Search ASIN/SKU/FNSKU/Title').fill(fragment);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(fragment);
  await expect(footer).toHaveText(`1 - ${Math.min(30, matching)} of ${matching} Items`);
  // Every word of the search, in any order (issue 11).
  for (const title of await rowTitles(table))
    for (const word of fragment.toLowerCase().split(' ')) expect(title.toLowerCase()).toContain(word);
  await shot(page, 'sku-list-search');
  await page.getByLabel('Search ASIN/SKU/FNSKU/Title').fill('no-such-sku-anywhere');
  await expect(table.getByText('No data found')).toBeVisible();
  await expect(footer).toHaveText('0 items');
  await shot(page, 'sku-list-empty');
  await page.getByLabel('Search ASIN/SKU/FNSKU/Title').fill('');
  await expect(page).not.toHaveURL(/[?&]search=/);
  await expect(footer).toHaveText(`1 - 30 of ${LARGE_STORE_SKUS} Items`);

  // Status: Inactive only, then All again.
  const { total: inactive } = await getProducts(request, page, { status: 'Inactive' });
  await pick(page, 'Select Status', 'Inactive');
  await expect(page).toHaveURL(/[?&]status=Inactive\b/);
  await expect(footer).toHaveText(`1 - ${Math.min(30, inactive)} of ${inactive} Items`);
  await expect(rows.filter({ hasNotText: 'Inactive' })).toHaveCount(0);
  await pick(page, 'Select Status', 'All');
  await expect(page).not.toHaveURL(/[?&]status=/);
  await expect(footer).toHaveText(`1 - 30 of ${LARGE_STORE_SKUS} Items`);

  // Weight: 24 oz shows as 1.50 lb with the switch on lb, and 24.00 oz with it off.
  const product = firstPage
    .slice(0, 30)
    .find(
      (p) =>
        p.fbaTypeSource === 'amazon' &&
        !(p.weight.value === 24 && p.weight.unit === 'ounces') &&
        !(p.weight.value === 1.5 && p.weight.unit === 'pounds'),
    )!;
  const row = rows.filter({ hasText: `ASIN: ${product.asin}` });
  await expect(row).toHaveCount(1);
  const unitSwitch = page.getByRole('switch', { name: 'Show weights in lb' });
  await expect(unitSwitch).toBeChecked();
  await row.getByRole('button', { name: 'Set Item Weight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Item Weight' });
  await dialog.getByLabel('Weight').fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(productMessages.weightInvalid)).toBeVisible();
  await dialog.getByLabel('Weight').fill('24');
  await pick(page, 'Unit', 'Ounces (OZ)');
  await shot(page, 'sku-list-set-weight');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, productMessages.updated);
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('product-weight')).toHaveText('1.50 lb');
  await unitSwitch.uncheck();
  await expect(row.getByTestId('product-weight')).toHaveText('24.00 oz');
  await unitSwitch.check();
  // The same weight again is refused on the field.
  await row.getByRole('button', { name: 'Set Item Weight' }).click();
  await expect(dialog.getByLabel('Weight')).toHaveValue('1.5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(productMessages.weightUnchanged)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The seller's expirable value, beside the marketplace's.
  const expirable = row.getByRole('switch', { name: 'Yours' });
  const wasExpirable = await expirable.isChecked();
  await expect(row.getByText(`Amazon: ${product.amzExpirable ? 'Yes' : 'No'}`)).toBeVisible();
  await expirable.click();
  await expectAlert(page, productMessages.updated);
  await expect(expirable).toBeChecked({ checked: !wasExpirable });

  // FBA type: Amazon's (from its size tier, or its dangerous goods data once the catalogue is read),
  // captioned so; the seller's choice replaces it and says so. Then filter by it.
  const fbaType = row.getByRole('combobox', { name: 'Fba Type' });
  const fbaSource = row.getByTestId('fba-type-source');
  await expect(fbaType).not.toHaveText('NOT ATTACHED');
  const amazonType = (await fbaType.textContent())!;
  await expect(fbaSource).toHaveText(
    amazonType.startsWith('HAZMAT') ? "From Amazon's dangerous goods data" : "From Amazon's size tier",
  );
  const chosen = amazonType === 'HAZMAT AEROSOL' ? 'HAZMAT OXIDIZERS' : 'HAZMAT AEROSOL';
  await fbaType.click();
  await page.getByRole('option', { name: chosen, exact: true }).click();
  await expectAlert(page, productMessages.updated);
  await expect(fbaType).toHaveText(chosen);
  await expect(fbaSource).toHaveText('Set by you');
  await pick(page, 'Select Fba Type', chosen);
  await expect(page).toHaveURL(new RegExp(`[?&]type=${chosen.replace(' ', '(\\+|%20)')}\\b`));
  await page.getByLabel('Search ASIN/SKU/FNSKU/Title').fill(product.asin);
  await expect(footer).toHaveText('1 - 1 of 1 Items');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`ASIN: ${product.asin}`);

  // Everything is saved: a reload keeps the filters (URL) and the edits (server).
  await page.reload();
  await expect(footer).toHaveText('1 - 1 of 1 Items');
  await expect(row.getByTestId('product-weight')).toHaveText('1.50 lb');
  await expect(row.getByRole('switch', { name: 'Yours' })).toBeChecked({ checked: !wasExpirable });
  await shot(page, 'sku-list-fba-filter');

  // Sync SKUs: disabled and spinning until the listing job completes; the seller's weight survives it.
  const sync = page.getByRole('button', { name: 'Sync SKUs' });
  const running = watchSyncRunning(page, 'Sync SKUs', 'Syncing SKUs…');
  await sync.click();
  await expectAlert(page, storeMessages.resyncQueued);
  await running;
  await shot(page, 'sku-list-syncing');
  await expect(sync).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByText(/^Last synced /)).toBeVisible();
  await expect(row.getByTestId('product-weight')).toHaveText('1.50 lb');
  // ... and so does the seller's FBA type.
  await expect(fbaType).toHaveText(chosen);
  await expect(fbaSource).toHaveText('Set by you');
});
