import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import {
  MARKETPLACES,
  inboundMessages,
  planItemMessages,
  settingsMessages,
  shipmentItemMessages,
  type Product,
} from '@stowline/domain';
import { SANDBOX_URL } from './support/constants.js';
import { expectAlert } from './support/journey.js';
import { callApi, getProducts, onboardedSeller } from './support/products.js';
import { shotsNamed } from './support/shots.js';

const US = MARKETPLACES[0].marketplaceId;
const shot = shotsNamed('inbound', { fullPage: false });

/** What the sandbox knows of a SKU's inbound behaviour (its test control, not Amazon's API). */
interface SkuFacts {
  sku: string;
  status: string;
  marketplaceIds: string[];
  sizeClass: 'standard' | 'oversize';
  dangerousGoods: { unNumber: string; transportClass: string } | null;
  caseQuantity: number | null;
  maxShipmentQuantity: number;
  expirationDated: boolean;
}

async function sandboxSellerId(request: APIRequestContext, page: Page): Promise<string> {
  const { storeData } = await callApi<{ storeData: { sellerId: string | null }[] }>(
    request,
    page,
    'GET',
    '/onboarding/get-stores',
  );
  return storeData[0]!.sellerId!;
}

async function sandboxFacts(request: APIRequestContext, page: Page): Promise<SkuFacts[]> {
  const res = await request.get(
    `${SANDBOX_URL}/_sandbox/sellers/${await sandboxSellerId(request, page)}/inbound-facts`,
  );
  expect(res.ok()).toBe(true);
  return (await res.json()) as SkuFacts[];
}

/** The expiry dates Amazon (the sandbox) was given for a SKU's units, over the seller's inbound plans. */
async function expiriesAtAmazon(request: APIRequestContext, page: Page, sku: string): Promise<string[]> {
  const res = await request.get(`${SANDBOX_URL}/_sandbox/sellers/${await sandboxSellerId(request, page)}/inbound`);
  expect(res.ok()).toBe(true);
  const plans = (await res.json()) as { shipments: { items: { msku: string; expiration?: string }[] }[] }[];
  const items = plans.flatMap((p) => p.shipments.flatMap((s) => s.items)).filter((i) => i.msku === sku);
  return [...new Set(items.map((i) => i.expiration ?? ''))];
}

/** SKUs Amazon takes: active in the US, standard-size, no dangerous goods, not case-packed. */
const isTaken = (f: SkuFacts) =>
  f.status === 'Active' &&
  f.marketplaceIds.includes(US) &&
  f.sizeClass === 'standard' &&
  !f.dangerousGoods &&
  f.caseQuantity === null;
/** Of them, those a plan takes as they are: no expiry date to enter on the card. */
const isPlain = (f: SkuFacts) => isTaken(f) && !f.expirationDated;

/** The products of these SKUs (the small demo store has 40), typed STANDARD as the fees report says. */
async function productsOf(request: APIRequestContext, page: Page, skus: string[]): Promise<Product[]> {
  const { products } = await getProducts(request, page, {}, 60);
  return skus.map((sku) => products.find((p) => p.sellerSku === sku)!);
}

/**
 * Upload & Ship with a CSV of SKU and quantity: the drawer opens with them, ticked, in Pallets (LTL)
 * mode: these journeys compare Amazon's placement options and plans, which come before packing only
 * for pallets (small parcel is packed first: pack-first.spec.ts).
 */
async function uploadToShip(page: Page, rows: [string, number][]) {
  await page.goto('/dashboard/skulist');
  await expect(page.getByRole('heading', { name: 'SKU List' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload & Ship' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Bulk Items' });
  const csv = ['SellerSKU,Quantity', ...rows.map(([sku, quantity]) => `${sku},${quantity}`)].join('\n');
  await dialog
    .getByLabel('Choose a .csv or .xlsx file')
    .setInputFiles({ name: 'ship.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByTestId('upload-valid')).toHaveText(String(rows.length));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Shipments' });
  await expect(drawer.getByTestId('selected-count')).toHaveText(`${rows.length} selected`);
  await expect(drawer.getByRole('combobox', { name: 'Shipping mode' })).toHaveText('Small parcel');
  await pick(page, drawer, 'Shipping mode', 'Pallets (LTL)');
  return drawer;
}

async function pick(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Adds the ship-from warehouse through the settings bar's 'Add a new warehouse'. */
async function addWarehouse(page: Page, drawer: Locator) {
  await pick(page, drawer, 'Ship From Warehouse', 'Add a new warehouse');
  const dialog = page.getByRole('dialog', { name: 'Add New Warehouse' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText(settingsMessages.fieldsRequired).first()).toBeVisible();
  await shot(page, 'add-warehouse-required');
  await dialog.getByLabel('Warehouse Name').fill('Portland dock');
  await dialog.getByLabel('Address Line 1').fill('1200 Industrial Way');
  await dialog.getByLabel('City').fill('Portland');
  await pick(page, dialog, 'State', 'Oregon');
  await dialog.getByLabel('Postal Code').fill('97217');
  await dialog.getByLabel('Contact Name').fill('Pat Packer');
  await dialog.getByLabel('Phone').fill('503 555 0100');
  await dialog.getByLabel('Email').fill('pat@example.com');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(drawer.getByRole('combobox', { name: 'Ship From Warehouse' })).toHaveText(/Portland dock/);
}

const planRows = (drawer: Locator, table = 'Shipment plans') =>
  drawer.getByRole('table', { name: table }).getByTestId('plan-row');

test.describe('at 1280 x 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a seller plans the drawer’s SKUs, compares Amazon’s options, tries an FC, marks a favourite and creates the shipments', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(300_000);
    await onboardedSeller(page, request, 'Harbor Goods');
    const facts = await sandboxFacts(request, page);
    // Six SKUs Amazon takes, one of them expiration-dated (it needs its expiry date), and one sent
    // beyond the most it may send (Amazon refuses it).
    const dated = facts.find((f) => isTaken(f) && f.expirationDated)!;
    expect(dated).toBeDefined();
    const plain = [...facts.filter(isPlain).slice(0, 6), dated];
    expect(plain).toHaveLength(7);
    const [refused, ...good] = plain as [SkuFacts, ...SkuFacts[]];
    const expiry = `${new Date().getUTCFullYear() + 2}-06-30`;
    const products = await productsOf(
      request,
      page,
      plain.map((f) => f.sku),
    );
    // Standard-size: STANDARD or SMALL AND LIGHT from Amazon's size tier; one type keeps the favourite simple.
    await callApi(request, page, 'PUT', '/products/bulk-update-details', {
      bulkData: { action: 'updateFbaType', selectedIds: products.map((p) => p._id), fbaType: 'STANDARD' },
    });
    // A favourite FC for STANDARD, saved in Setting > Ship to FC.
    await callApi(request, page, 'PUT', '/createShipment/save-ship-to-fcid', {
      fcid: 'SMF3',
      fbaType: 'STANDARD',
      selectedDefault: true,
    });

    const drawer = await uploadToShip(page, [
      [refused.sku, refused.maxShipmentQuantity + 100],
      ...good.map((f): [string, number] => [f.sku, 12]),
    ]);

    // The expiration-dated SKU waits for its expiry date, on its card, before Amazon is asked.
    const datedCard = drawer.getByRole('listitem', { name: dated.sku });
    await expect(datedCard.getByTestId('item-error')).toHaveText(planItemMessages.expiryMissing);
    await expect(drawer.getByTestId('create-ship-plan-hint')).toHaveAccessibleName(
      `Create Ship Plan: ${planItemMessages.expiryMissing}`,
    );
    await expect(drawer.getByRole('button', { name: 'Errors (1)' })).toBeVisible();
    await shot(page, 'drawer-expiry-missing');
    await datedCard.getByLabel(`Expiry date of ${dated.sku}`).fill(expiry);
    await expect(datedCard.getByTestId('item-error')).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Errors (0)' })).toBeVisible();

    // The settings bar: SELLER_LABEL, no warehouse yet, the STANDARD favourite preselected.
    await expect(drawer.getByRole('combobox', { name: 'Labeling Preference' })).toHaveText('SELLER_LABEL');
    await expect(drawer.getByRole('combobox', { name: 'Ship to FC' })).toHaveText(/^SMF3 · STANDARD \(default\)/);
    await expect(drawer.getByTestId('create-ship-plan-hint')).toHaveAccessibleName(
      `Create Ship Plan: ${shipmentItemMessages.planNoWarehouseSelected}`,
    );
    await shot(page, 'drawer-settings-bar');
    await addWarehouse(page, drawer);
    // No FC asked for (the server still prefers the favourites of the SKUs' FBA types).
    await pick(page, drawer, 'Ship to FC', 'Any FC');

    // Create Ship Plan: the plan request is followed with its steps, then the plans.
    await drawer.getByRole('button', { name: 'Create Ship Plan' }).click();
    await expect(drawer.getByRole('tab', { name: /Review Shipping Plan/ })).toHaveAttribute('aria-selected', 'true');
    await expect(drawer.getByTestId('plan-progress')).toBeVisible();
    await shot(page, 'plan-progress');
    await expect(planRows(drawer).first()).toBeVisible({ timeout: 60_000 });

    // The refused SKU is listed with Amazon's reason; the others are planned, the dated one with its date.
    await expect(drawer.getByTestId('errored-skus')).toContainText(refused.sku);
    await expect(drawer.getByTestId('errored-skus')).toContainText(/maximum shipment quantity/);
    expect(await expiriesAtAmazon(request, page, dated.sku)).toEqual([expiry]);
    // Amazon's options side by side: one centre with a fee, splits for less. Amazon's no-fee split is
    // preselected as Send to Amazon does, although STANDARD's favourite (SMF3) may be on a paid one,
    // and a sentence says what it means against the cheapest paid option.
    const options = drawer.getByRole('list', { name: 'Placement options' }).getByRole('listitem');
    expect(await options.count()).toBeGreaterThan(1);
    await expect(options.filter({ hasText: 'Chosen' })).toHaveCount(1);
    await expect(options.filter({ hasText: 'Chosen' }).getByTestId('option-fee')).toHaveText('$0.00');
    await expect(options.filter({ hasText: /^1 centre/ }).getByTestId('option-fee')).toHaveText(/^\$\d+\.\d\d$/);
    await expect(options.first().getByTestId('option-fee-per-unit')).toHaveText(/per unit/);
    const freePlans = await planRows(drawer).count();
    await expect(drawer.getByTestId('placement-comparison')).toHaveText(
      new RegExp(
        `^No placement fee: ${freePlans} shipments to \\d centres\\. Cheapest paid option: \\d shipments? to \\d centres? for \\$\\d+\\.\\d\\d\\.$`,
      ),
    );
    // The plans are named by their place until created: never Amazon's internal shipment ids.
    for (let i = 0; i < freePlans; i++)
      await expect(planRows(drawer).nth(i).locator('td').nth(1)).toHaveText(`Plan ${i + 1}`);
    await expect(drawer.getByRole('table', { name: 'Shipment plans' })).not.toContainText(/\bsh[0-9a-f]{8}-/);
    await shot(page, 'plans');
    await page.setViewportSize({ width: 390, height: 844 });
    await drawer.getByTestId('placement-comparison').scrollIntoViewIfNeeded();
    await shot(page, 'plans');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The plans are the store marketplace's: a reload shows them again, on the same tab.
    await page.reload();
    await expect(drawer.getByRole('tab', { name: /Review Shipping Plan/ })).toHaveAttribute('aria-selected', 'true');
    await expect(planRows(drawer).first()).toBeVisible();
    await expect(options.filter({ hasText: 'Chosen' })).toHaveCount(1);

    // Shipment Items: the refused card says why and counts under Errors; the banner offers the bucket.
    // The expiry date came back with the draft.
    await drawer.getByRole('tab', { name: /Shipment Items/ }).click();
    const refusedCard = drawer.getByRole('listitem', { name: refused.sku });
    await expect(refusedCard.getByTestId('item-refusal')).toHaveText(
      /^Amazon refused it in the last plan: .*maximum shipment quantity/,
    );
    await expect(drawer.getByRole('button', { name: 'Errors (1)' })).toBeVisible();
    await expect(drawer.getByTestId('refusals-banner')).toContainText(planItemMessages.refusedSummary(1));
    await expect(
      drawer.getByTestId('refusals-banner').getByRole('button', { name: 'Move it to Error Bucket' }),
    ).toBeVisible();
    await expect(datedCard.getByLabel(`Expiry date of ${dated.sku}`)).toHaveValue(expiry);
    await drawer.getByTestId('refusals-banner').getByRole('button', { name: 'Show them' }).click();
    await expect(drawer.getByRole('list', { name: 'shipment items' }).getByRole('listitem')).toHaveCount(1);
    await shot(page, 'drawer-refused');
    await page.setViewportSize({ width: 390, height: 844 });
    await refusedCard.getByTestId('item-refusal').scrollIntoViewIfNeeded();
    await expect(refusedCard.getByTestId('item-refusal')).toBeInViewport();
    await shot(page, 'drawer-refused');
    await page.setViewportSize({ width: 1280, height: 800 });
    await drawer.getByRole('button', { name: /^All \(/ }).click();
    await drawer.getByRole('tab', { name: /Review Shipping Plan/ }).click();
    await expect(planRows(drawer).first()).toBeVisible();

    // A split: several plans, the 30-day warning, every plan ticked.
    const split = options.filter({ hasNotText: /^1 centre/ }).filter({ hasNotText: 'Chosen' });
    if ((await split.count()) > 0) {
      await split.first().getByRole('button', { name: 'Choose this option' }).click();
      await expectAlert(page, inboundMessages.optionChosen);
    }
    await expect(options.filter({ hasText: 'Chosen' })).not.toHaveText(/^1 centre/);
    const plans = planRows(drawer);
    const planCount = await plans.count();
    const splitCentres = (await options.filter({ hasText: 'Chosen' }).getByTestId('option-centres').textContent())!;
    expect(planCount).toBeGreaterThan(1);
    await expect(drawer.getByTestId('multi-plan-warning')).toHaveText(inboundMessages.multiPlanWarning);
    for (let i = 0; i < planCount; i++) await expect(plans.nth(i).getByRole('checkbox')).toBeChecked();

    // Try this FC: an FC of the single-centre option; its plans get a table of their own.
    const single = options.filter({ hasText: /^1 centre/ });
    const singleFc = (await single.getByTestId('option-centres').textContent())!.trim();
    await drawer.getByRole('combobox', { name: 'FC to try' }).fill(singleFc);
    await drawer.getByRole('button', { name: 'Try this FC' }).click();
    await expectAlert(page, inboundMessages.fcChosen(singleFc));
    await expect(drawer.getByRole('heading', { name: `Plans for ${singleFc}` })).toBeVisible();
    await expect(planRows(drawer, `Plans for ${singleFc}`)).toHaveCount(1);
    await shot(page, 'tried-fc');
    // And back to the split, by its option.
    await options.filter({ hasText: splitCentres }).getByRole('button', { name: 'Choose this option' }).click();
    await expectAlert(page, inboundMessages.optionChosen);
    await expect(planRows(drawer)).toHaveCount(planCount);

    // Mark as Favourite: the FC of the first plan, then its icon is disabled.
    const firstPlan = planRows(drawer).first();
    const fc = (await firstPlan.locator('td').nth(2).textContent())!.trim();
    await firstPlan.getByRole('button', { name: `Mark ${fc} as Favourite` }).click();
    const favourite = page.getByRole('dialog', { name: 'Mark as Favourite' });
    await expect(favourite.getByRole('checkbox', { name: 'STANDARD' })).toBeChecked();
    await shot(page, 'mark-favourite');
    await favourite.getByRole('button', { name: 'Add to Favourites' }).click();
    await expectAlert(page, settingsMessages.favouriteAdded);
    await expect(firstPlan.getByRole('button', { name: `Mark ${fc} as Favourite` })).toBeDisabled();

    // Shipment SKU Details of the first plan, named by its place.
    await firstPlan.getByRole('button', { name: 'Open Shipment Details of Plan 1' }).click();
    const details = page.getByRole('dialog', { name: 'Shipment SKU Details' });
    await expect(details.getByText(`Plan 1 · ${fc}`)).toBeVisible();
    await expect(details.getByRole('table', { name: 'Shipment SKUs' }).locator('tbody tr').first()).toContainText('12');
    await shot(page, 'shipment-sku-details');
    await details.getByRole('button', { name: 'Close' }).click();

    // Create Shipment: the name is required; several plans are named _1, _2….
    await drawer.getByRole('button', { name: 'Create Shipment' }).click();
    const create = page.getByRole('dialog', { name: 'Create Shipment' });
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create.getByText(inboundMessages.nameRequired)).toBeVisible();
    await create.getByLabel('Shipment Name').fill('Spring restock');
    await expect(create.getByText(/Shipments will be named Spring restock_1, Spring restock_2/)).toBeVisible();
    await pick(page, create, 'Box Content Information', 'PRINT_2D_LABELS');
    await shot(page, 'create-shipment');
    const opened = context.waitForEvent('page');
    await create.getByRole('button', { name: 'Create' }).click();

    // The success view names each shipment with its FBA id; the shipments open in a new tab.
    const created = page.getByRole('dialog', { name: 'Shipments Created' });
    await expect(created.getByRole('listitem')).toHaveCount(planCount, { timeout: 60_000 });
    for (let i = 0; i < planCount; i++) {
      await expect(created.getByRole('listitem', { name: `Spring restock_${i + 1}` })).toContainText('Created');
      await expect(created.getByTestId('created-shipment-id').nth(i)).toHaveText(/^FBA/);
    }
    await expect(created.getByRole('alert')).toContainText('shipments were created');
    await shot(page, 'created');
    const tab = await opened;
    await expect(tab).toHaveURL(/\/dashboard\/boxContent\?shipmentIds=/);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('created-shipment-ids')))!) as string[];
    expect(stored).toHaveLength(planCount);
    expect(decodeURIComponent(new URL(tab.url()).searchParams.get('shipmentIds')!)).toBe(stored.join(','));
    await tab.close();
    await created.getByRole('button', { name: 'Close' }).click();

    // The created plans left the list and their SKUs the drawer: only the refused SKU is left.
    await expect(drawer.getByTestId('plans-all-created')).toBeVisible();
    await expect(planRows(drawer)).toHaveCount(0);
    await drawer.getByRole('tab', { name: /Shipment Items/ }).click();
    await expect(drawer.getByRole('listitem')).toHaveCount(1);
    await expect(drawer.getByRole('listitem', { name: refused.sku })).toBeVisible();

    // Existing Shipments lists them WORKING; none takes the refused SKU: Amazon adds units to a
    // shipment only once its transport is confirmed, in boxes it is told of (a new shipment instead).
    await drawer.getByRole('tab', { name: 'Existing Shipments' }).click();
    const existing = drawer.getByRole('table', { name: 'Existing shipments' });
    // Beside the store's own WORKING shipments (synced from Amazon, which cannot take SKUs here).
    const ours = existing.locator('tbody tr').filter({ hasText: 'Spring restock_' });
    await expect(ours).toHaveCount(planCount);
    await expect(ours.first().getByRole('radio')).toBeDisabled();
    // The reason names the disabled choice; hovering it shows it.
    const reason = ours.first().getByLabel(inboundMessages.addSkusBeforeTransport);
    await reason.hover();
    await expect(page.getByRole('tooltip', { name: inboundMessages.addSkusBeforeTransport })).toBeVisible();
    await shot(page, 'existing-shipments');
    await expect(drawer.getByRole('button', { name: 'Add to Shipment' })).toBeDisabled();
    // The panel says so, and where the SKU goes instead.
    await expect(drawer.getByTestId('existing-shipments-hint')).toHaveText(
      /^None of these WORKING shipments can take the .+ here \(hover a shipment's choice for why\): plan (it|them) as a new shipment\.$/,
    );
    await drawer.getByRole('tab', { name: /Shipment Items/ }).click();
    await expect(drawer.getByRole('listitem', { name: refused.sku })).toBeVisible();

    // Suggested Shipment: low SKUs in no WORKING shipment, one click into the drawer.
    await drawer.getByRole('tab', { name: 'Suggested Shipment' }).click();
    const suggestions = drawer.getByTestId('suggestion-row');
    await expect(suggestions.first()).toBeVisible();
    await shot(page, 'suggested');
    const suggestedSku = (await suggestions.first().locator('.MuiTypography-caption').first().textContent())!.trim();
    await suggestions
      .first()
      .getByRole('button', { name: `Add ${suggestedSku}` })
      .click();
    await expect(suggestions.first().getByRole('button', { name: `Add ${suggestedSku}` })).toHaveText('In the drawer');
    await drawer.getByRole('tab', { name: /Shipment Items/ }).click();
    await expect(drawer.getByRole('listitem', { name: suggestedSku })).toBeVisible();
  });
});

test.describe('one plan, at 1280 x 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a seller sends two SKUs to one centre: one plan, named as typed, created', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(180_000);
    await onboardedSeller(page, request, 'Single Goods');
    const plain = (await sandboxFacts(request, page)).filter(isPlain).slice(0, 2);
    expect(plain).toHaveLength(2);
    const products = await productsOf(
      request,
      page,
      plain.map((f) => f.sku),
    );
    await callApi(request, page, 'PUT', '/products/bulk-update-details', {
      bulkData: { action: 'updateFbaType', selectedIds: products.map((p) => p._id), fbaType: 'STANDARD' },
    });
    const drawer = await uploadToShip(
      page,
      plain.map((f): [string, number] => [f.sku, 10]),
    );
    await addWarehouse(page, drawer);
    await drawer.getByRole('button', { name: 'Create Ship Plan' }).click();
    await expect(planRows(drawer).first()).toBeVisible({ timeout: 60_000 });

    // Amazon's single-centre option: one plan, no 30-day warning, the name kept as typed.
    const options = drawer.getByRole('list', { name: 'Placement options' }).getByRole('listitem');
    const single = options.filter({ hasText: /^1 centre/ });
    if ((await single.filter({ hasText: 'Chosen' }).count()) === 0) {
      await single.getByRole('button', { name: 'Choose this option' }).click();
      await expectAlert(page, inboundMessages.optionChosen);
    }
    await expect(planRows(drawer)).toHaveCount(1);
    await expect(drawer.getByText(inboundMessages.plansReady(1))).toBeVisible();
    await expect(drawer.getByTestId('multi-plan-warning')).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Create Shipment' }).click();
    const create = page.getByRole('dialog', { name: 'Create Shipment' });
    await create.getByLabel('Shipment Name').fill('Single centre');
    await expect(create.getByText(/Shipments will be named/)).toHaveCount(0);
    const opened = context.waitForEvent('page');
    await create.getByRole('button', { name: 'Create' }).click();
    const created = page.getByRole('dialog', { name: 'Shipments Created' });
    await expect(created.getByRole('listitem')).toHaveCount(1, { timeout: 60_000 });
    await expect(created.getByRole('listitem', { name: 'Single centre' })).toContainText('Created');
    await expect(created.getByTestId('created-shipment-id')).toHaveText(/^FBA/);
    await shot(page, 'single-plan-created');
    await (await opened).close();
    await created.getByRole('button', { name: 'Close' }).click();
    await expect(drawer.getByTestId('plans-all-created')).toBeVisible();
  });
});

test.describe('at 390 x 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a plan refused for dangerous goods at the favourite FC is planned SKU by SKU in the background, then created', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(300_000);
    await onboardedSeller(page, request, 'Pocket Goods');
    const facts = await sandboxFacts(request, page);
    const usable = (f: SkuFacts) =>
      f.status === 'Active' && f.marketplaceIds.includes(US) && f.sizeClass === 'standard' && f.caseQuantity === null;
    const hazmat = facts.find((f) => usable(f) && f.dangerousGoods)!;
    expect(hazmat).toBeTruthy();
    const plain = facts.filter(isPlain).slice(0, 2);
    const products = await productsOf(request, page, [hazmat.sku, ...plain.map((f) => f.sku)]);
    // The catalogue's dangerous-goods data makes the hazmat SKU a HAZMAT kind; the others are standard-size.
    expect(products[0]!.fbaType).toMatch(/^HAZMAT/);
    await callApi(request, page, 'PUT', '/products/bulk-update-details', {
      bulkData: { action: 'updateFbaType', selectedIds: products.slice(1).map((p) => p._id), fbaType: 'STANDARD' },
    });
    // The ship-from warehouse, and ONT8 (which takes no dangerous goods) the default FC for STANDARD.
    await callApi(request, page, 'POST', '/setting/add-warehouse', {
      name: 'Edison dock',
      addressline1: '10 Dock Rd',
      city: 'Edison',
      stateOrProvinceCode: 'NJ',
      postalCode: '08817',
      countryCode: 'US',
      companyContact: { name: 'Dee Dock', phone: '732 555 0100', email: 'dee@example.com' },
    });
    await callApi(request, page, 'PUT', '/createShipment/save-ship-to-fcid', {
      fcid: 'ONT8',
      fbaType: 'STANDARD',
      selectedDefault: true,
    });

    const drawer = await uploadToShip(page, [[hazmat.sku, 10], ...plain.map((f): [string, number] => [f.sku, 10])]);
    // The drawer fills the narrow screen; the bar's favourite is preselected.
    await expect(drawer.getByRole('combobox', { name: 'Ship to FC' })).toHaveText(/^ONT8 · STANDARD \(default\)/);
    await expect(drawer.getByRole('combobox', { name: 'Ship From Warehouse' })).toHaveText(/Edison dock/);
    await shot(page, 'drawer');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await drawer.getByRole('button', { name: 'Create Ship Plan' }).click();
    await expect(drawer.getByTestId('plan-progress')).toBeVisible();
    await shot(page, 'plan-progress');
    const banner = drawer.getByTestId('dangerous-goods-banner');
    await expect(banner).toHaveText(new RegExp(inboundMessages.dangerousGoodsConfirm.replace(/[.?]/g, '\\$&')), {
      timeout: 60_000,
    });
    await banner.scrollIntoViewIfNeeded();
    await shot(page, 'dangerous-goods-banner');

    // Clear Ship Plan forgets these plans; asked again, Amazon refuses the same way.
    await drawer.getByRole('button', { name: 'Clear Ship Plan' }).click();
    await expectAlert(page, inboundMessages.planDismissed);
    await expect(drawer.getByText('No shipment plan yet', { exact: false })).toBeVisible();
    await drawer.getByRole('button', { name: 'Create Ship Plan' }).click();
    await expect(banner).toBeVisible({ timeout: 60_000 });

    // Confirm: the background process plans each SKU on its own, with its progress.
    await banner.getByRole('button', { name: 'Confirm' }).click();
    await expect(drawer.getByTestId('plan-progress')).toContainText('Planning each SKU on its own');
    await shot(page, 'one-by-one-progress');
    await expect(planRows(drawer).first()).toBeVisible({ timeout: 120_000 });
    await expect(banner).toHaveCount(0);
    // Every SKU is planned; the hazmat SKU goes to a centre that takes dangerous goods.
    const plans = planRows(drawer);
    const planCount = await plans.count();
    expect(planCount).toBeGreaterThanOrEqual(1);
    await expect(drawer.getByTestId('errored-skus')).toHaveCount(0);
    await shot(page, 'one-by-one-plans');

    await drawer.getByRole('button', { name: 'Create Shipment' }).click();
    const create = page.getByRole('dialog', { name: 'Create Shipment' });
    await create.getByLabel('Shipment Name').fill('Hazmat run');
    await shot(page, 'create-shipment');
    const opened = context.waitForEvent('page');
    await create.getByRole('button', { name: 'Create' }).click();
    const created = page.getByRole('dialog', { name: 'Shipments Created' });
    await expect(created.getByTestId('created-shipment-id')).toHaveCount(planCount, { timeout: 60_000 });
    await expect(created.getByTestId('created-shipment-id').first()).toHaveText(/^FBA/);
    await shot(page, 'created');
    await (await opened).close();
    await created.getByRole('button', { name: 'Close' }).click();
    await drawer.getByRole('tab', { name: /Shipment Items/ }).click();
    await expect(drawer.getByRole('listitem')).toHaveCount(0);
  });
});
