import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { transportMessages, type ShipmentDetail, type TransportResponse } from '@stowline/domain';
import { createShipmentInStowline, palletize, prepareForTransport } from './support/created-shipment.js';
import { expectAlert } from './support/journey.js';
import { amazonShipmentOf, createPackedFirstShipment } from './support/packed-first-shipment.js';
import { callApi, onboardedSeller } from './support/products.js';
import { shotsNamed } from './support/shots.js';
import { openWorkbench } from './support/workbench.js';

/**
 * Transport (issue 17): Submit, the required information, the estimate with every option Amazon
 * offered, Confirm, Void with its time left, Mark Shipped, the BOL, and refusals, in the screens.
 * Small parcel on shipments packed before placement, as Amazon offers it
 * (support/packed-first-shipment.ts); pallets on a shipment placed first, then packed.
 */
const shot = shotsNamed('transport');

type Request = Parameters<typeof callApi>[0];
const cards = (page: Page) => page.getByRole('list', { name: 'Shipment status' });
const card = (page: Page, title: string) => cards(page).getByRole('listitem', { name: title });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit', exact: true });
const estimateDialog = (page: Page) => page.getByRole('dialog', { name: 'Transport Estimate' });

async function openDetails(page: Page, shipment: ShipmentDetail) {
  await openWorkbench(page, shipment._id);
  await expect(card(page, 'Transport Status').getByTestId('Transport Status-value')).toBeVisible();
}

/** The estimate's options once Amazon's job ended. */
async function waitForOptions(page: Page): Promise<Locator> {
  const dialog = estimateDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('transport-option').first()).toBeVisible({ timeout: 90_000 });
  return dialog;
}

const transportOf = (page: Page, request: Request, shipment: ShipmentDetail) =>
  callApi<TransportResponse>(request, page, 'GET', `/fullfilment/get-transport/${shipment._id}`);

test.use({ actionTimeout: 15_000 });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`SPD partnered at ${viewport.width}: estimate, confirm, void inside the window (the plan is cancelled), confirm another, mark shipped`, async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    await page.setViewportSize(viewport);
    await onboardedSeller(page, request, `Parcel Goods ${viewport.width}`);
    const { shipment } = await createPackedFirstShipment(request, page, { settings: { isPartnered: 'true' } });
    await openDetails(page, shipment);
    await expect(card(page, 'Transport Status').getByTestId('Transport Status-value')).toHaveText('Pending');
    await expect(submit(page)).toBeEnabled({ timeout: 15_000 });

    // Partnered SPD asks nothing: straight to the estimate, every option side by side.
    await submit(page).click();
    let dialog = await waitForOptions(page);
    const options = dialog.getByTestId('transport-option');
    const offered = (await transportOf(page, request, shipment)).transport.options;
    await expect(options).toHaveCount(offered.length);
    const mine = options.filter({ hasText: 'Your settings' });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Amazon partnered');
    await expect(mine.getByTestId('option-per-unit')).toContainText('per unit');
    await shot(page, 'spd-estimate');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0, { timeout: 90_000 });
    const status = card(page, 'Transport Status');
    await expect(status.getByTestId('Transport Status-value')).toHaveText('CONFIRMED');
    // The parcel window: 24 hours, counting down.
    const voidButton = status.getByRole('button', { name: /^Void \((23h|24h)/ });
    await expect(voidButton).toBeVisible();
    await shot(page, 'spd-confirmed');

    await voidButton.click();
    await expect(status.getByTestId('Transport Status-value')).toHaveText('Pending', { timeout: 90_000 });
    await expect(status.getByTestId('transport-cost')).toHaveCount(0);
    // v2024 has no void of its own: Amazon cancels the shipment's plan, so it cannot be booked again
    // (server README, spec deviation).
    await expect(page.getByTestId('shipment-heading')).toContainText('CANCELLED', { timeout: 30_000 });
    await expect(submit(page)).toHaveCount(0);

    // Another shipment: confirm, then ship: asked first, and it is final.
    const { shipment: second } = await createPackedFirstShipment(request, page, {
      name: 'Second parcel',
      settings: { isPartnered: 'true' },
    });
    await openDetails(page, second);
    await expect(submit(page)).toBeEnabled({ timeout: 15_000 });
    await submit(page).click();
    dialog = await waitForOptions(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(status.getByTestId('Transport Status-value')).toHaveText('CONFIRMED', { timeout: 90_000 });
    await status.getByRole('button', { name: 'Mark Shipped' }).click();
    const ask = page.getByRole('dialog', { name: 'Mark as Shipped' });
    await expect(ask).toContainText(transportMessages.notReversible);
    await shot(page, 'spd-mark-shipped');
    await ask.getByRole('button', { name: 'Yes' }).click();
    await expect(ask).toHaveCount(0);
    await expect(page.getByTestId('shipment-heading')).toContainText('SHIPPED', { timeout: 30_000 });
    await expect(status.getByRole('button', { name: 'Mark Shipped' })).toHaveCount(0);
  });
}

test('SPD own carrier: tracking ids on the boxes, an own-carrier option picked over the settings’ one', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await onboardedSeller(page, request, 'Own Carrier Goods');
  const { shipment, boxIds } = await createPackedFirstShipment(request, page, {
    settings: { isPartnered: 'false', carrierName: 'UNITED_PARCEL_SERVICE_INC' },
  });
  const trackingIds = boxIds.map((_, i) => `1Z999AA1012345678${i}`);
  for (const [i, boxId] of boxIds.entries())
    await callApi(request, page, 'POST', '/fullfilment/update-box-tracking-id', {
      shipmentId: shipment._id,
      boxId,
      single: true,
      trackingId: trackingIds[i],
    });
  await openDetails(page, shipment);
  await expect(submit(page)).toBeEnabled({ timeout: 15_000 });
  await submit(page).click();
  const dialog = await waitForOptions(page);
  const own = dialog.getByTestId('transport-option').filter({ hasText: 'Own carrier' });
  await expect(own.first()).toBeVisible();
  await own.first().click();
  await shot(page, 'own-carrier-estimate');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(card(page, 'Transport Status').getByTestId('Transport Status-value')).toHaveText('CONFIRMED', {
    timeout: 90_000,
  });
  const transport = (await transportOf(page, request, shipment)).transport;
  expect(
    transport.options.find((o) => o.transportationOptionId === transport.confirmedOptionId)?.shippingSolution,
  ).toBe('USE_YOUR_OWN_CARRIER');
  // Amazon took the boxes' tracking ids (named by its own box ids) once the carrier was confirmed.
  await expect
    .poll(async () => [...(await amazonShipmentOf(request, page, shipment.shipmentId)).trackingIds].sort(), {
      timeout: 30_000,
    })
    .toEqual([...trackingIds].sort());
});

test('LTL partnered: pallets, freight class and ready date, confirm, the bill of lading on the card and the list', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await onboardedSeller(page, request, 'Freight Transport Goods');
  const shipment = await createShipmentInStowline(request, page, { casePacked: false, skus: 2 });
  const boxIds = await prepareForTransport(
    request,
    page,
    shipment,
    { shipmentType: 'LTL', isPartnered: 'true' },
    { boxWeight: 40 },
  );
  await palletize(request, page, shipment, { boxIds });
  await openDetails(page, shipment);
  await expect(submit(page)).toBeEnabled({ timeout: 15_000 });
  await submit(page).click();

  // The required information: nothing chosen is refused with the spec's message.
  const info = page.getByRole('dialog', { name: 'Required Information' });
  await info.getByRole('button', { name: 'Calculate Cost' }).click();
  await expect(info.getByRole('alert')).toHaveText(transportMessages.requiredInfoLtl);
  await info.getByRole('combobox', { name: 'Freight Class' }).click();
  await page.getByRole('option', { name: '92.5', exact: true }).click();
  const tomorrow = new Date(Date.now() + 26 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await info
    .getByLabel('Freight Ready Date')
    .fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T10:00`);
  await shot(page, 'ltl-required-info');
  await info.getByRole('button', { name: 'Calculate Cost' }).click();
  const dialog = await waitForOptions(page);
  await shot(page, 'ltl-estimate');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const status = card(page, 'Transport Status');
  await expect(status.getByTestId('Transport Status-value')).toHaveText('CONFIRMED', { timeout: 90_000 });
  // The LTL window: 1 hour.
  await expect(status.getByRole('button', { name: /^Void \((1h 0m|\d+m) left\)/ })).toBeVisible();

  const bol = card(page, 'BOL');
  await expect(bol.getByTestId('BOL-value')).toHaveText('Available');
  const downloading = page.waitForEvent('download');
  await bol.getByRole('button', { name: 'Download BOL' }).click();
  const file = await downloading;
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await shot(page, 'ltl-confirmed');

  // The shipment list's row action downloads it too.
  await page.goto('/dashboard/shipment');
  const row = page.getByRole('row').filter({ hasText: shipment.shipmentId });
  const listDownload = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download bill of lading of ${shipment.shipmentId}` }).click();
  expect((await readFile(await (await listDownload).path())).subarray(0, 5).toString()).toBe('%PDF-');
});

test('refused steps: Pro Number length, and an estimate Amazon refuses (a 60 lb box) with its reason and Try Again', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await onboardedSeller(page, request, 'Refused Goods');
  const { shipment } = await createPackedFirstShipment(request, page, {
    skus: 1,
    settings: { isPartnered: 'true' },
    boxWeight: 60,
  });
  await openDetails(page, shipment);
  await expect(submit(page)).toBeEnabled({ timeout: 15_000 });
  await submit(page).click();
  const dialog = estimateDialog(page);
  await expect(dialog.getByRole('alert')).toContainText(transportMessages.estimateFailed, { timeout: 90_000 });
  // Amazon's reason: a small parcel box weighs 50 lb at most.
  await expect(dialog.getByRole('alert')).toContainText('50 lb');
  await expect(dialog.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await shot(page, 'refused-estimate');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Non-partnered LTL with its own carrier asks a Pro Number of 7 to 10 characters.
  await callApi(request, page, 'POST', '/fullfilment/shipment-settings', {
    inboundShipmentId: shipment._id,
    shipmentType: 'LTL',
    isPartnered: 'false',
    carrierName: 'DHL_STANDARD',
  });
  await palletize(request, page, shipment);
  await page.reload();
  await expect(submit(page)).toBeEnabled({ timeout: 15_000 });
  await submit(page).click();
  const info = page.getByRole('dialog', { name: 'Required Information' });
  await info.getByLabel('Pro Number').fill('123456');
  await info.getByRole('button', { name: 'Calculate Cost' }).click();
  await expect(info.getByRole('alert')).toHaveText(transportMessages.proNumberLength);
  await shot(page, 'refused-pro-number');
  // A right Pro Number, and the freight class Amazon wants for any freight estimate: Amazon's options.
  await info.getByLabel('Pro Number').fill('1234567');
  await info.getByRole('button', { name: 'Calculate Cost' }).click();
  await expect(info.getByRole('alert')).toHaveText(transportMessages.requiredInfoLtl);
  await info.getByRole('combobox', { name: 'Freight Class' }).click();
  await page.getByRole('option', { name: '125', exact: true }).click();
  await shot(page, 'non-partnered-ltl-required-info');
  await info.getByRole('button', { name: 'Calculate Cost' }).click();
  const estimate = await waitForOptions(page);
  await expect(estimate.getByRole('alert')).toHaveCount(0);
  expect((await transportOf(page, request, shipment)).transport).toMatchObject({
    transportStatus: 'ESTIMATED',
    freightClass: '125',
    proNumber: '1234567',
  });
});

test('FedEx: rate and create the FedEx shipment, print its labels, confirm with its tracking numbers, void, cancel at FedEx', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await onboardedSeller(page, request, 'FedEx Goods');
  await callApi(request, page, 'PUT', '/setting/add-carrier', {
    clientId: 'l7sandbox-fedex-client',
    secretKey: 'sandbox-fedex-secret',
    accountNumber: '740561073',
  });
  const { shipment, boxIds } = await createPackedFirstShipment(request, page, {
    settings: { isPartnered: 'false', carrierName: 'FEDERAL_EXPRESS_CORP' },
  });
  await openDetails(page, shipment);
  await expect(submit(page)).toBeEnabled({ timeout: 15_000 });
  await submit(page).click();

  // FedEx asks a ready date (section 5).
  const info = page.getByRole('dialog', { name: 'Required Information' });
  await info.getByRole('button', { name: 'Calculate Cost' }).click();
  await expect(info.getByRole('alert')).toHaveText(transportMessages.requiredInfoFedex);
  const tomorrow = new Date(Date.now() + 26 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await info
    .getByLabel('Ready Date')
    .fill(`${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T10:00`);
  await info.getByRole('button', { name: 'Calculate Cost' }).click();
  const dialog = await waitForOptions(page);
  const fedex = dialog.getByRole('region', { name: 'FedEx shipment' });

  // The FedEx shipment comes before Confirm: rate, then create.
  await expect(dialog.getByText(transportMessages.fedexShipmentFirst)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await fedex.getByRole('button', { name: 'Get FedEx Rate' }).click();
  await expect(fedex.getByTestId('fedex-rate')).toHaveText(/^FedEx rate: \d+\.\d\d USD$/);
  await shot(page, 'fedex-rated');
  await fedex.getByRole('button', { name: 'Create FedEx Shipment' }).click();
  await expect(fedex.getByText(/^FedEx shipment \d{12}/)).toBeVisible({ timeout: 30_000 });
  const created = (await transportOf(page, request, shipment)).transport;
  expect(created.transportStatus).toBe('ESTIMATED');
  const master = created.masterTrackingNumber!;
  // Its tracking numbers are on the boxes.
  const boxes = await callApi<{ boxes: { _id: string; trackingId: string | null }[] }>(
    request,
    page,
    'POST',
    '/fullfilment/get-boxes',
    { inboundShipmentId: shipment._id, limit: 10 },
  );
  expect(boxes.boxes.filter((b) => boxIds.includes(b._id) && /^\d{12}$/.test(b.trackingId ?? ''))).toHaveLength(
    boxIds.length,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'fedex-created');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The labels, one PDF for every box.
  await fedex.getByRole('button', { name: 'FedEx Labels' }).click();
  const preview = page.getByRole('dialog', { name: 'FedEx Labels' });
  await expect(preview.locator('iframe')).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByRole('button', { name: 'Download ZPL' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Download PDF' }).click();
  const file = await (await download).path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await shot(page, 'fedex-labels');
  await preview.getByRole('button', { name: 'Close' }).click();

  // Confirm: Amazon's own-carrier option with the FedEx tracking numbers.
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const status = card(page, 'Transport Status');
  await expect(status.getByTestId('Transport Status-value')).toHaveText('CONFIRMED', { timeout: 90_000 });
  await expect(card(page, 'Labels')).toContainText(`FedEx tracking ${master}`);
  await expect(card(page, 'Labels').getByRole('button', { name: 'Cancel FedEx Shipment' })).toHaveCount(0);
  await shot(page, 'fedex-confirmed');

  // Void (the plan is cancelled), then the FedEx shipment is cancelled at FedEx.
  await status.getByRole('button', { name: /^Void/ }).click();
  await expect(status).toContainText(transportMessages.voidedNeedsNewPlan, { timeout: 90_000 });
  await card(page, 'Labels').getByRole('button', { name: 'Cancel FedEx Shipment' }).click();
  await expectAlert(page, 'FedEx shipment cancelled');
  await expect(card(page, 'Labels')).not.toContainText('FedEx tracking');
  expect((await transportOf(page, request, shipment)).transport.masterTrackingNumber).toBeNull();
});
