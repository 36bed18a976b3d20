import { type Locator, type Page } from '@playwright/test';
import { type Product } from '@stowline/domain';
import { expect, test } from './support/test.js';
import { SANDBOX_URL } from './support/constants.js';
import { callApi, getProducts, onboardedSeller } from './support/products.js';
import { shot, shotsWanted } from './support/shots.js';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Each image of `scope`, scrolled into view (they load lazily), has loaded a picture from the sandbox's image host. */
async function expectPicturesLoaded(scope: Locator, count: number) {
  const images = scope.locator('img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    // A thumbnail: the catalogue's picture at 100 pixels (see thumbnailUrl).
    await expect(image).toHaveAttribute('src', new RegExp(`^${SANDBOX_URL}/images/I/[A-Za-z0-9]+\\._SL100_\\.png$`));
    await expect
      .poll(() =>
        image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.naturalHeight > 0),
      )
      .toBe(true);
    await expect(image).toBeVisible();
  }
}

async function shots(page: Page, name: string) {
  if (!shotsWanted) return;
  for (const [label, size] of [
    ['1280', LAPTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    // What the window shows (the screen as a person sees it), then the whole page.
    await shot(page, `${name}-${label}`, { fullPage: false });
    await shot(page, `${name}-${label}-full`);
  }
  await page.setViewportSize(LAPTOP);
}

for (const store of [
  { kind: 'small', name: 'Maple Goods', skus: 40 },
  { kind: 'large', name: 'Northwind Depot', skus: 5_000 },
] as const) {
  test(`the ${store.kind} demo store shows each product's picture in the SKU list and the Create Shipments drawer`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(LAPTOP);
    await onboardedSeller(page, request, store.name, store.kind);

    // The sync stored each product's image link: the marketplace's own image host.
    const { products } = await getProducts(request, page);
    for (const product of products)
      expect(product.imageUrl).toMatch(new RegExp(`^${SANDBOX_URL}/images/I/[A-Za-z0-9]+\\.png$`));

    await page.goto('/dashboard/skulist');
    await expect(page.getByText(`1 - 15 of ${store.skus} Items`)).toBeVisible();
    const rows = page.getByRole('table', { name: 'sku list' }).locator('tbody');
    await expectPicturesLoaded(rows, 15);
    await shots(page, `images-${store.kind}-sku-list`);

    // Eight SKUs with a quantity (a SKU Amazon gave no FBA type gets one first), then Select & Ship.
    // An incomplete listing is left out: Amazon refuses it, so Select & Ship would say so.
    const picked = products.filter((p: Product) => p.status !== 'Incomplete').slice(0, 8);
    const untyped = picked.filter((p: Product) => p.fbaType === 'NOT ATTACHED');
    if (untyped.length)
      await callApi(request, page, 'PUT', '/products/bulk-update-details', {
        bulkData: { action: 'updateFbaType', selectedIds: untyped.map((p) => p._id), fbaType: 'STANDARD' },
      });
    await page.reload();
    for (const product of picked)
      await page
        .getByRole('row')
        .filter({ hasText: `ASIN: ${product.asin}` })
        .getByRole('spinbutton', { name: 'Quantity' })
        .fill('12');
    await expect(page.getByTestId('ship-selection-count')).toHaveText('8 SKUs selected');
    await page.getByRole('button', { name: 'Select & Ship' }).click();
    const drawer = page.getByRole('dialog', { name: 'Create Shipments' });
    await expect(drawer.getByTestId('items-range')).toHaveText('1 - 8 of 8 items');
    await expectPicturesLoaded(drawer.getByRole('list'), 8);
    await shots(page, `images-${store.kind}-drawer`);
  });
}
