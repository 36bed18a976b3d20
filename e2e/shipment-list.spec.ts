import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  formatDayMonthYear,
  defaultShipmentDateRange,
  isExpirable,
  shipmentListMessages,
  type PlanRequestResponse,
  type ShipmentStatsResponse,
} from '@stowline/domain';
import { expiryDate } from './support/created-shipment.js';
import { expectAlert, watchSyncRunning } from './support/journey.js';
import { callApi, getProducts, onboardedSeller } from './support/products.js';
import { SANDBOX_PASSWORD, SANDBOX_URL } from './support/constants.js';
import { shot } from './support/shots.js';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const stats = (request: APIRequestContext, page: Page, body: object = {}) =>
  callApi<ShipmentStatsResponse>(request, page, 'POST', '/fullfilment/get-shipment-stats/15/1', body);

/** The sandbox sign-in of the signed-in seller's store (a plus-addressed demo seller of its own). */
async function sandboxSellerEmailOf(request: APIRequestContext, page: Page): Promise<string> {
  const { storeData } = await callApi<{ storeData: { sellerId: string | null }[] }>(
    request,
    page,
    'GET',
    '/onboarding/get-stores',
  );
  const sellers = (await (await request.get(`${SANDBOX_URL}/_sandbox/sellers`)).json()) as {
    sellerId: string;
    email: string;
  }[];
  return sellers.find((s) => s.sellerId === storeData[0]!.sellerId)!.email;
}

/** A WORKING shipment created through the create-shipment calls (one centre), as a seller would from the drawer. */
async function createShipment(request: APIRequestContext, page: Page, name: string): Promise<string> {
  const { warehouse } = await callApi<{ warehouse: { _id: string } }>(
    request,
    page,
    'POST',
    '/createShipment/add-warehouse',
    {
      obj: {
        name: 'Main warehouse',
        addressline1: '1200 Industrial Way',
        city: 'Portland',
        stateOrProvinceCode: 'OR',
        postalCode: '97217',
        countryCode: 'US',
        companyContact: { name: 'Pat Packer', phone: '5035550100', email: 'pat@example.com' },
      },
    },
  );
  const user = await callApi<{ defaultStoreMarketplace: { _id: string } }>(
    request,
    page,
    'GET',
    '/onboarding/get-current-user',
  );
  const { products } = await getProducts(request, page, { status: 'Active' }, 60);
  // One SKU: one shipment in its inbound plan, so it can be deleted alone (Amazon cancels whole plans).
  const skus = products.filter((p) => p.fnsku && !p.packagingRules?.length).slice(0, 1);
  const asked = await callApi<PlanRequestResponse>(request, page, 'POST', '/createShipment/get-shipment-plan', {
    storeMarketplaceId: user.defaultStoreMarketplace._id,
    warehouseId: warehouse._id,
    // An expiration-dated SKU carries the seller's expiry date, as the drawer's card sends it.
    InboundShipmentPlanRequestItems: skus.map((p) => ({
      SellerSKU: p.sellerSku,
      Quantity: 12,
      ...(isExpirable(p) ? { expiration: expiryDate() } : {}),
    })),
  });
  const follow = async (done: (r: PlanRequestResponse) => boolean) => {
    let latest: PlanRequestResponse | undefined;
    await expect
      .poll(
        async () => {
          latest = await callApi<PlanRequestResponse>(
            request,
            page,
            'GET',
            `/createShipment/plan-requests/${asked._id}`,
          );
          return done(latest);
        },
        { timeout: 60_000, intervals: [300] },
      )
      .toBe(true);
    return latest!;
  };
  const planned = await follow((r) => r.status !== 'IN_PROGRESS');
  const single = planned.placementOptions.find((o) => o.centres === 1) ?? planned.placementOptions[0]!;
  await callApi(request, page, 'POST', `/createShipment/plan-requests/${asked._id}/choose-option`, {
    placementOptionId: single.placementOptionId,
  });
  const plan = (await follow(() => true)).InboundShipmentPlans[0]!;
  await callApi(request, page, 'POST', `/createShipment/create-inbound-shipment/${plan.ShipmentId}`, {
    planRequestId: asked._id,
    ShipmentName: name,
  });
  const done = await follow((r) =>
    r.InboundShipmentPlans.some((p) => p.ShipmentId === plan.ShipmentId && p.creation.status === 'CREATED'),
  );
  return done.InboundShipmentPlans.find((p) => p.ShipmentId === plan.ShipmentId)!.creation.shipmentRowId!;
}

test('a seller works through the shipment list of the large demo store, as a table and as tiles, on a laptop and a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize(LAPTOP);
  await onboardedSeller(page, request, 'Northwind Depot', 'large');
  const createdId = await createShipment(request, page, 'Spring restock');

  // The side menu's Shipment: 15 a page, newest first (the one just created), the last 3 months.
  await page.goto('/dashboard/skulist');
  await page
    .getByRole('navigation', { name: 'side menu' })
    .getByRole('button', { name: 'Shipment', exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/shipment$/);
  await expect(page.getByRole('heading', { name: 'Shipments' })).toBeVisible();
  const all = await stats(request, page);
  expect(all.totalCount).toBeGreaterThan(30);
  const table = page.getByRole('table', { name: 'Shipments' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(15);
  await expect(rows.first()).toContainText('Spring restock');
  await expect(page.getByText(`1–15 of ${all.totalCount}`)).toBeVisible();
  const range = defaultShipmentDateRange(new Date());
  await expect(page.getByRole('button', { name: /^Date range / })).toHaveText(
    `${formatDayMonthYear(range.start)} - ${formatDayMonthYear(range.end)}`,
  );
  for (const header of [
    'ShipmentId',
    'Shipment',
    'SKUs',
    'Quantity',
    'Boxes',
    'Created By',
    'Transfer',
    'Shipment Type',
    'Sent',
    'Received',
    'Status',
    'Void Date',
    'Created At',
    'Actions',
  ])
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  // Each status button says how many it holds.
  await expect(page.getByRole('button', { name: `All (${all.statusCounts.ALL})` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: `Working (${all.statusCounts.WORKING})` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Others (${all.statusCounts.OTHERS})` })).toBeVisible();
  // Synced shipments were created by Amazon: N/A.
  await expect(rows.nth(1)).toContainText('N/A');
  // Every column fits at 1280 px beside the side menu: nothing scrolls sideways.
  const overflow = await table.evaluate((el) => {
    const scroller = el.closest('.MuiTableContainer-root') ?? el.parentElement!;
    return scroller.scrollWidth - scroller.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'shipment-list/list-1280');

  // A shipment that is not WORKING: delete and bill of lading say why they are off.
  await page.getByRole('button', { name: /^Cancelled \(/ }).click();
  await expect(page).toHaveURL(/[?&]status=CANCELLED\b/);
  await expect(rows.first()).toContainText('Cancelled');
  const cancelledId = (await rows.first().locator('td').first().innerText()).trim();
  await page
    .getByRole('button', { name: `Delete ${cancelledId}` })
    .locator('..')
    .hover();
  await expect(page.getByRole('tooltip', { name: shipmentListMessages.deleteWorkingOnly })).toBeVisible();
  await page
    .getByRole('button', { name: `Download bill of lading of ${cancelledId}` })
    .locator('..')
    .hover();
  await expect(page.getByRole('tooltip', { name: 'No BOL (Bill of lading) availble for download' })).toBeVisible();
  await shot(page, 'shipment-list/cancelled-tooltip-1280', { fullPage: false });

  // The SKU modal of a shipment.
  const firstCancelled = (await stats(request, page, { status: 'CANCELLED' })).stats[0]!;
  await page.getByRole('button', { name: `SKUs of ${cancelledId}` }).click();
  const skuDialog = page.getByRole('dialog', { name: `SKUs of ${cancelledId}` });
  await expect(skuDialog.locator('tbody tr')).toHaveCount(firstCancelled.items.length);
  await expect(skuDialog).toContainText(firstCancelled.items[0]!.sellerSku);
  await shot(page, 'shipment-list/sku-modal-1280', { fullPage: false });
  await skuDialog.getByRole('button', { name: 'Close' }).click();

  // Search by ShipmentId (settles after a second) and by SKU, kept in the URL.
  await page.getByRole('button', { name: /^All \(/ }).click();
  await expect(page).not.toHaveURL(/status=/);
  const search = page.getByLabel('Search SKU, ASIN or ShipmentId');
  await search.fill(cancelledId);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(cancelledId);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(cancelledId);
  const sku = firstCancelled.items[0]!.sellerSku;
  await search.fill(sku);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(sku);
  const bySku = await stats(request, page, { search: sku });
  await expect(page.getByText(new RegExp(`of ${bySku.totalCount}$`))).toBeVisible();
  await search.fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);

  // Dates: Yesterday holds nothing (the sync brought every shipment today), Last 30 Days all again.
  await page.getByRole('button', { name: /^Date range / }).click();
  await page.getByRole('dialog', { name: 'Choose dates' }).getByRole('button', { name: 'Yesterday' }).click();
  await expect(page).toHaveURL(/[?&]from=\d{2}-\d{2}-\d{4}/);
  await expect(table.getByText('No Data Found')).toBeVisible();
  await shot(page, 'shipment-list/empty-1280', { fullPage: false });
  await page.getByRole('button', { name: /^Date range / }).click();
  const picker = page.getByRole('dialog', { name: 'Choose dates' });
  await picker.getByLabel('From').fill('31-02-2026');
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(picker.getByText(shipmentListMessages.invalidDate)).toBeVisible();
  await picker.getByRole('button', { name: 'Last 30 Days' }).click();
  await expect(rows).toHaveCount(15);

  // Export: the list's rows as CSV.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Shipments.csv');
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toContain('"ShipmentId","Shipment"');
  expect(csv).toHaveLength(all.totalCount + 1);

  // Sync Shipments: disabled and spinning until the job is done, then the time it ran.
  const syncButton = page.getByRole('button', { name: 'Sync Shipments' });
  await expect(syncButton).toBeEnabled();
  const running = watchSyncRunning(page, 'Sync Shipments', 'Syncing shipments…');
  await syncButton.click();
  await running;
  await shot(page, 'shipment-list/syncing-1280', { fullPage: false });
  await expect(syncButton).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByText(/^Last synced /)).toBeVisible();

  // Delete the WORKING shipment created here: No keeps it, Yes cancels it at Amazon.
  const createdRow = rows.filter({ hasText: 'Spring restock' });
  const createdFbaId = (await createdRow.locator('td').first().innerText()).trim();
  await page.getByRole('button', { name: `Delete ${createdFbaId}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Are You Sure?' });
  await expect(confirm).toContainText('Are your Sure you want to delete this shipment?');
  await shot(page, 'shipment-list/delete-confirm-1280', { fullPage: false });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(createdRow).toContainText('Working');

  // Tiles: 10 at a time, 10 more as the end scrolls into view; the details popover renames while WORKING.
  await page.getByRole('button', { name: 'Tiles' }).click();
  await expect(page).toHaveURL(/[?&]view=tiles\b/);
  const tiles = page.getByRole('list', { name: 'Shipment tiles' }).getByRole('listitem');
  await expect(tiles).toHaveCount(10);
  // The sync may have brought more since (shipments of the same plans that Amazon confirmed).
  const now = await stats(request, page);
  await expect(page.getByText(`10 of ${now.totalCount} shipments`)).toBeVisible();
  await shot(page, 'shipment-list/tiles-1280');
  await page.getByTestId('shipment-tiles-scroller').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(tiles).toHaveCount(20);
  await page.getByLabel('Search by id or name').fill('spring');
  await expect(tiles).toHaveCount(1);
  await page.getByRole('button', { name: `Details of ${createdFbaId}` }).click();
  const details = page.getByRole('dialog', { name: `Details of ${createdFbaId}` });
  await expect(details).toContainText('Portland');
  await details.getByLabel('Shipment name').fill('   ');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText(shipmentListMessages.nameRequired)).toBeVisible();
  await details.getByLabel('Shipment name').fill('Autumn restock');
  await details.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, 'Updated Inbound Shipment Successfully');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  // Renamed, it no longer matches 'spring'; 'autumn' finds it.
  await expect(tiles).toHaveCount(0);
  await page.getByLabel('Search by id or name').fill('autumn');
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first()).toContainText('Autumn restock');
  await expect(details).toBeHidden();
  await page.getByRole('button', { name: `Details of ${createdFbaId}` }).click();
  await expect(details.getByLabel('Shipment name')).toHaveValue('Autumn restock');
  await shot(page, 'shipment-list/tile-details-1280', { fullPage: false });
  await page.keyboard.press('Escape');
  // A synced WORKING shipment's details: no name edit (Amazon has no plan of ours for it).
  await page.getByLabel('Search by id or name').fill('');
  const syncedWorking = (await stats(request, page, { status: 'WORKING' })).stats.find((r) => !r.appCreated)!;
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Working', exact: true }).click();
  await page.getByRole('button', { name: `Details of ${syncedWorking.shipmentId}` }).click();
  const syncedDetails = page.getByRole('dialog', { name: `Details of ${syncedWorking.shipmentId}` });
  await expect(syncedDetails.getByLabel('Shipment name')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Back to the table: Yes deletes the created shipment.
  await page.getByRole('button', { name: 'Table' }).click();
  await page.getByRole('button', { name: `Delete ${createdFbaId}` }).click();
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expectAlert(page, 'Shipment deleted');
  await expect(rows.filter({ hasText: 'Autumn restock' })).toContainText('Cancelled');
  // Its row links to its Summary in Seller Central (the sandbox's page for it), in a new tab.
  const rowSummaryLink = rows
    .filter({ hasText: 'Autumn restock' })
    .getByRole('link', { name: `Open ${createdFbaId} in Seller Central` });
  await expect(rowSummaryLink).toHaveAttribute(
    'href',
    `${SANDBOX_URL}/gp/fba/inbound-shipment-workflow/index.html#${createdFbaId}/summary/tracking`,
  );
  await expect(rowSummaryLink).toHaveAttribute('target', '_blank');

  // Opening a shipment stores its id and goes to Shipment Details with the id in the address.
  await page.getByRole('link', { name: createdFbaId, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/boxContent\\?shipmentIds=${createdId}$`));
  expect(await page.evaluate(() => localStorage.getItem('created-shipment-ids'))).toBe(JSON.stringify([createdId]));

  // Shipment Details opens the shipment's Summary in Seller Central in a new tab: with the
  // sandbox, its page, behind the sign-in of the store's demo seller, from Amazon's own state.
  const summaryTab = page.context().waitForEvent('page');
  await page.getByRole('link', { name: `Open ${createdFbaId} in Seller Central` }).click();
  const summary = await summaryTab;
  await expect(summary.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(summary.url()).toContain(`#${createdFbaId}/summary/tracking`);
  await summary.getByLabel('Email').fill(await sandboxSellerEmailOf(request, page));
  await summary.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await summary.getByRole('button', { name: 'Sign in' }).click();
  await expect(summary.getByRole('heading', { name: 'Shipment summary' })).toBeVisible();
  await expect(summary.locator('[data-field="shipment-id"]')).toHaveText(createdFbaId);
  // Renamed and deleted here, so at Amazon too.
  await expect(summary.locator('[data-field="shipment-name"]')).toHaveText('Autumn restock');
  await expect(summary.locator('[data-field="status"]')).toHaveText('Cancelled');
  const created = (await stats(request, page, { search: createdFbaId })).stats[0]!;
  await expect(summary.locator('[data-field="destination"]')).toHaveText(created.destinationFulfillmentCenterId);
  await expect(summary.getByRole('table', { name: 'Shipment contents' })).toContainText(created.items[0]!.sellerSku);
  await shot(summary, 'shipment-list/seller-central-summary-1280');
  await summary.setViewportSize(PHONE);
  await expect(summary.getByRole('table', { name: 'Shipment contents' })).toBeVisible();
  await shot(summary, 'shipment-list/seller-central-summary-390');
  await summary.close();
  await shot(page, 'shipment-list/details-1280', { fullPage: false });

  // A phone: Shipment Details' header wraps, its Seller Central link within the screen.
  await page.setViewportSize(PHONE);
  const phoneLink = await page.getByRole('link', { name: `Open ${createdFbaId} in Seller Central` }).boundingBox();
  expect(phoneLink!.x + phoneLink!.width).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'shipment-list/details-390', { fullPage: false });

  // A phone: filters wrap, and each shipment is a card with its status within the screen; tiles in one column.
  await page.goto('/dashboard/shipment?status=WORKING');
  const cards = page.getByRole('list', { name: 'Shipments' }).getByRole('listitem');
  await expect(cards.first()).toContainText('Working');
  const card = await cards.first().boundingBox();
  expect(card!.x + card!.width).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'shipment-list/list-390');
  await page.goto('/dashboard/shipment?view=tiles');
  await expect(tiles).toHaveCount(10);
  await shot(page, 'shipment-list/tiles-390');
  const box = await tiles.first().boundingBox();
  expect(box!.width).toBeLessThanOrEqual(PHONE.width);
});
