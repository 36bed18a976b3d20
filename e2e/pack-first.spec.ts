import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { MARKETPLACES, inboundMessages, type PlanRequestResponse, type Product } from '@stowline/domain';
import { SANDBOX_URL } from './support/constants.js';
import { pdfBarcodes, previewLabels } from './support/labels.js';
import { callApi, getProducts, onboardedSeller } from './support/products.js';
import { shotsNamed } from './support/shots.js';
import { boxPanel } from './support/workbench.js';

/**
 * Small parcel is packed before placement (issue 26): the drawer in Small parcel mode lists
 * Amazon's packing groups, Create Shipment opens a shipment per group, each is packed, the
 * workbench sends the box contents and confirms Amazon's placement, the plan's partnered UPS
 * transport is estimated and confirmed, and the box labels carry Amazon's box ids.
 */

const US = MARKETPLACES[0].marketplaceId;
const shot = shotsNamed('pack-first', { fullPage: false });

interface SkuFacts {
  sku: string;
  status: string;
  marketplaceIds: string[];
  sizeClass: 'standard' | 'oversize';
  dangerousGoods: unknown;
  caseQuantity: number | null;
  expirationDated?: boolean;
}

async function sandboxFacts(request: APIRequestContext, page: Page): Promise<SkuFacts[]> {
  const { storeData } = await callApi<{ storeData: { sellerId: string | null }[] }>(
    request,
    page,
    'GET',
    '/onboarding/get-stores',
  );
  const res = await request.get(`${SANDBOX_URL}/_sandbox/sellers/${storeData[0]!.sellerId}/inbound-facts`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as SkuFacts[];
}

const plainOf = (facts: SkuFacts[], sizeClass: SkuFacts['sizeClass']) =>
  facts.find(
    (f) =>
      f.status === 'Active' &&
      f.marketplaceIds.includes(US) &&
      f.sizeClass === sizeClass &&
      !f.dangerousGoods &&
      f.caseQuantity === null &&
      !f.expirationDated,
  )!;

async function pick(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Each group's shipment packed as the workbench's calls pack it: a box per SKU, sized and weighed. */
async function packGroups(request: APIRequestContext, page: Page, planRequest: PlanRequestResponse) {
  for (const [i, group] of planRequest.packingGroups.entries()) {
    const rowId = group.creation.shipmentRowId!;
    const { boxes } = await callApi<{ boxes: { _id: string }[] }>(request, page, 'POST', '/fullfilment/create-boxes', {
      inboundShipmentId: rowId,
      emptyBox: true,
      newBoxCount: group.Items.length,
    });
    for (const [j, item] of group.Items.entries())
      await callApi(request, page, 'POST', '/fullfilment/add-item-to-box', {
        boxId: boxes[j]!._id,
        item: { quantity: item.Quantity, sellerSku: item.SellerSKU },
      });
    await callApi(request, page, 'POST', '/fullfilment/update-dimesions', {
      shipmentId: rowId,
      boxIds: boxes.map((b) => b._id),
      dimensions: { length: 14 + i, width: 10, height: 8, weight: 6, weightUnit: 'pounds' },
    });
  }
}

test.use({ actionTimeout: 15_000 });

test('small parcel: packing groups, packed, box contents sent, placement confirmed, plan transport, Amazon box labels', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await onboardedSeller(page, request, 'Parcel First Goods');
  const facts = await sandboxFacts(request, page);
  const standard = plainOf(facts, 'standard');
  const oversize = plainOf(facts, 'oversize');
  expect(standard && oversize, 'a standard and an oversize SKU in the demo store').toBeTruthy();
  const { products } = await getProducts(request, page, {}, 60);
  const ids = [standard.sku, oversize.sku].map((sku) => products.find((p: Product) => p.sellerSku === sku)!._id);
  await callApi(request, page, 'PUT', '/products/bulk-update-details', {
    bulkData: { action: 'updateFbaType', selectedIds: ids, fbaType: 'STANDARD' },
  });
  await callApi(request, page, 'POST', '/createShipment/add-warehouse', {
    obj: {
      name: 'Portland dock',
      addressline1: '1200 Industrial Way',
      city: 'Portland',
      stateOrProvinceCode: 'OR',
      postalCode: '97217',
      countryCode: 'US',
      companyContact: { name: 'Pat Packer', phone: '5035550100', email: 'pat@example.com' },
      defaultSelected: true,
    },
  });

  // Upload & Ship: the drawer opens in Small parcel mode (Setting → Shipping's shipment type, SPD).
  await page.goto('/dashboard/skulist');
  await page.getByRole('button', { name: 'Upload & Ship' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Bulk Items' });
  await upload.getByLabel('Choose a .csv or .xlsx file').setInputFiles({
    name: 'ship.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['SellerSKU,Quantity', `${standard.sku},10`, `${oversize.sku},10`].join('\n')),
  });
  await upload.getByRole('button', { name: 'Confirm' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Shipments' });
  await expect(drawer.getByTestId('selected-count')).toHaveText('2 selected');
  await expect(drawer.getByRole('combobox', { name: 'Shipping mode' })).toHaveText('Small parcel');
  await expect(drawer.getByRole('combobox', { name: 'Ship From Warehouse' })).toHaveText(/Portland dock/);

  // Create Ship Plan: Amazon's packing groups, one per size class, instead of plans.
  await drawer.getByRole('button', { name: 'Create Ship Plan' }).click();
  const groups = drawer.getByRole('list', { name: 'Packing groups' }).getByRole('listitem', { name: /Packing group/ });
  await expect(groups).toHaveCount(2, { timeout: 90_000 });
  await expect(drawer.getByTestId('plan-message')).toHaveText(inboundMessages.packingGroupsReady(2));
  await expect(groups.filter({ hasText: standard.sku })).toHaveCount(1);
  await expect(groups.filter({ hasText: oversize.sku })).toHaveCount(1);
  await expect(drawer.getByRole('list', { name: 'Placement options' })).toHaveCount(0);
  await shot(page, 'drawer-packing-groups');
  await page.setViewportSize({ width: 390, height: 844 });
  await groups.first().scrollIntoViewIfNeeded();
  await shot(page, 'drawer-packing-groups');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Create Shipment: both groups at once; their shipments open in a new tab.
  await drawer.getByRole('button', { name: 'Create Shipment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Shipment' });
  await dialog.getByLabel(/Shipment Name/).fill('Parcel first');
  await pick(page, dialog, 'Box Content Information', 'VIA FEED');
  await expect(dialog.getByText(/2 packing groups selected/)).toBeVisible();
  const opened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog', { name: 'Shipments Created' })).toContainText('All 2 shipments were created', {
    timeout: 90_000,
  });
  const tab = await opened;
  await tab.close();

  const { storeData } = await callApi<{ storeData: { storeMarketplaces: { _id: string; marketplaceId: string }[] }[] }>(
    request,
    page,
    'GET',
    '/onboarding/get-stores',
  );
  const storeMarketplaceId = storeData[0]!.storeMarketplaces.find((m) => m.marketplaceId === US)!._id;
  const { planRequests } = await callApi<{ planRequests: PlanRequestResponse[] }>(
    request,
    page,
    'GET',
    `/createShipment/plan-requests?storeMarketplaceId=${storeMarketplaceId}`,
  );
  const made = planRequests.find((r) => r.shippingMode === 'SP' && r.packingGroups.length === 2)!;
  expect(made.packingGroups.map((g) => g.creation.status)).toEqual(['CREATED', 'CREATED']);
  const rowIds = made.packingGroups.map((g) => g.creation.shipmentRowId!);

  // The shipment list names the group shipments (no FBA id yet), never by their packing group ids.
  await page.goto('/dashboard/shipment?status=WORKING');
  const list = page.getByRole('table', { name: 'Shipments' });
  await expect(list.getByRole('link', { name: 'Parcel first_1' })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Parcel first_2' })).toBeVisible();
  for (const group of made.packingGroups) await expect(list).not.toContainText(group.packingGroupId);
  await shot(page, 'shipment-list');

  // The first group's workbench before it is packed: the banner holds Send Box Contents back.
  await page.goto(`/dashboard/boxContent?shipmentIds=${rowIds[0]}`);
  const banner = page.getByTestId('packed-first');
  await expect(banner).toContainText('Packed before placement');
  // No FBA id yet: the heading names the shipment, never its packing group's internal id.
  await expect(page.getByTestId('shipment-heading')).toHaveText(/^Parcel first_1 · WORKING/);
  await expect(banner.getByRole('button', { name: /Send Box Contents/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
  await shot(page, 'workbench-banner');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'workbench-banner');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Packed (through the workbench's calls): Send Box Contents, then Amazon's placement.
  await packGroups(request, page, made);
  await page.reload();
  await banner.getByRole('button', { name: 'Send Box Contents' }).click();
  await expect(banner.getByRole('list', { name: 'Placement options' })).toBeVisible({ timeout: 90_000 });
  // Amazon's no-fee option preselected, and what it means against the cheapest paid one.
  const placementOptions = banner.getByRole('list', { name: 'Placement options' }).getByRole('listitem');
  await expect(placementOptions.filter({ hasText: 'Chosen' }).getByTestId('option-fee')).toHaveText('$0.00');
  await expect(banner.getByTestId('placement-comparison')).toHaveText(
    /^No placement fee: \d shipments? to \d centres?\. Cheapest paid option: \d shipments? to \d centres? for \$\d+\.\d\d\.$/,
  );
  await shot(page, 'workbench-placement');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'workbench-placement');
  await page.setViewportSize({ width: 1280, height: 800 });
  await banner.getByRole('button', { name: 'Confirm placement' }).click();
  await expect(page.getByTestId('shipment-heading')).toHaveText(/^FBA\w+ · Parcel first/, { timeout: 90_000 });
  await expect(banner).toHaveCount(0);
  const fbaId = (await page.getByTestId('shipment-heading').textContent())!.split(' · ')[0]!;

  // The plan's partnered UPS transport: estimated and confirmed for every shipment together.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const estimate = page.getByRole('dialog', { name: 'Transport Estimate' });
  await expect(estimate.getByTestId('transport-option').first()).toBeVisible({ timeout: 90_000 });
  const ups = estimate.getByTestId('transport-option').filter({ hasText: 'Your settings' });
  await expect(ups).toContainText('Amazon partnered');
  // Two centres: the plan's shipments are listed with its total, estimated together.
  const planList = estimate.getByRole('list', { name: 'Shipments of this plan' });
  const placedRowId = new URL(page.url()).searchParams.get('shipmentIds')!;
  const { transport } = await callApi<{ transport: { planShipments: unknown[] } }>(
    request,
    page,
    'GET',
    `/fullfilment/get-transport/${placedRowId}`,
  );
  if (transport.planShipments.length > 1) {
    await expect(planList.getByRole('listitem')).toHaveCount(transport.planShipments.length);
    await expect(estimate.getByTestId('plan-total')).toHaveText(/^Plan total: \$\d+\.\d\d$/);
  } else await expect(planList).toHaveCount(0);
  await shot(page, 'plan-estimate');
  await estimate.getByRole('button', { name: 'Confirm' }).click();
  await expect(estimate).toHaveCount(0, { timeout: 90_000 });
  const status = page
    .getByRole('list', { name: 'Shipment status' })
    .getByRole('listitem', { name: 'Transport Status' });
  await expect(status.getByTestId('Transport Status-value')).toHaveText('CONFIRMED');

  // Box shipping labels: Amazon's box ids (FBA…U00000n) scan from them.
  const box1 = boxPanel(page).getByLabel('Box 1', { exact: true });
  const { bytes } = await previewLabels(
    page,
    () => box1.getByRole('button', { name: 'Shipping label of Box 1' }).click(),
    'Box 1 Shipping Label',
  );
  const codes = pdfBarcodes(bytes).code128;
  expect(codes).toHaveLength(1);
  expect(codes[0]).toMatch(new RegExp(`^${fbaId}U\\d{6}$`));
  // Amazon's own box ids for the shipment (listShipmentBoxes), as the sandbox holds them.
  const { storeData: stores } = await callApi<{ storeData: { sellerId: string }[] }>(
    request,
    page,
    'GET',
    '/onboarding/get-stores',
  );
  const inbound = await request.get(`${SANDBOX_URL}/_sandbox/sellers/${stores[0]!.sellerId}/inbound`);
  const plans = (await inbound.json()) as {
    shipments: { shipmentConfirmationId: string | null; boxIds: string[] }[];
  }[];
  const amazonShipment = plans.flatMap((p) => p.shipments).find((s) => s.shipmentConfirmationId === fbaId)!;
  expect(amazonShipment.boxIds).toContain(codes[0]);
});
