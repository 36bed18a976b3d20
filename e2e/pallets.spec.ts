import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { palletMessages, readinessMessages as rm, type ShipmentReadinessResponse } from '@stowline/domain';
import { callApi, onboardedSeller } from './support/products.js';
import { shotsNamed } from './support/shots.js';
import { boxPanel, findWorkingShipment } from './support/workbench.js';

const shot = shotsNamed('pallets', { fullPage: false });

const palletsPanel = (page: Page) => page.getByRole('region', { name: 'Pallets' });
const boxCard = (page: Page, n: number) => boxPanel(page).getByLabel(`Box ${n}`, { exact: true });
const palletRow = (page: Page, n: number) =>
  palletsPanel(page)
    .getByTestId('pallet-row')
    .filter({ has: page.getByRole('checkbox', { name: `Select Pallet ${n}`, exact: true }) });

async function pick(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function selectBoxes(page: Page, numbers: number[]) {
  for (const n of numbers)
    await boxPanel(page)
      .getByRole('checkbox', { name: `Select Box ${n}` })
      .check();
}

async function moveTo(page: Page, target: string) {
  await boxPanel(page).getByRole('button', { name: 'Move to pallets' }).click();
  await page.getByRole('menuitem', { name: target, exact: true }).click();
}

/** The pallet reasons of the submit button's tooltip (spec section 5). */
const PALLET_REASONS: string[] = [
  rm.palletErrors,
  rm.noPallets,
  rm.emptyPallet,
  rm.boxWithoutPallet,
  rm.palletWeight,
  rm.palletDimensionsMissing,
  rm.palletHeight,
];

test.use({ actionTimeout: 15_000 });

test('an LTL shipment from boxes to ready pallets: type switched, boxes moved (Skip and Replace), dimensions, stacked, error filter, readiness', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await onboardedSeller(page, request, 'Freight Goods');
  const shipment = (await findWorkingShipment(request, page, { casePacked: false }))!;
  expect(shipment, 'a WORKING loose-pack shipment in the demo store').not.toBeNull();
  const sku = shipment.items[0]!.sellerSku;
  // Three boxes with one unit each, as a packer makes them.
  await callApi(request, page, 'POST', '/fullfilment/create-boxes', {
    inboundShipmentId: shipment._id,
    item: { quantity: 1, sellerSku: sku },
    numberOfBoxes: 3,
  });
  const readiness = () =>
    callApi<ShipmentReadinessResponse>(request, page, 'GET', `/fullfilment/get-shipment-readiness/${shipment._id}`);

  await page.goto(`/dashboard/boxContent?shipmentIds=${shipment._id}`);
  await expect(page.getByRole('heading', { name: 'Shipment Details' })).toBeVisible();
  await expect(boxPanel(page).getByTestId('box-total')).toHaveText(' (3)');

  // Small parcel first: no pallets list. Switching the type to LTL shows it, and the boxes' pallet.
  const settings = page.getByRole('region', { name: 'Shipment settings' });
  if ((await settings.getByRole('combobox', { name: 'Shipment Type' }).textContent()) !== 'SPD')
    await pick(page, settings, 'Shipment Type', 'SPD');
  await expect(palletsPanel(page)).toHaveCount(0);
  await pick(page, settings, 'Shipment Type', 'LTL/FTL');
  await expect(palletsPanel(page)).toBeVisible();
  await expect(palletsPanel(page).getByText(palletMessages.noData)).toBeVisible();
  await expect(boxCard(page, 1).getByTestId('box-pallet')).toHaveText(palletMessages.notAssigned);
  expect((await readiness()).reasons).toEqual(expect.arrayContaining([rm.noPallets, rm.boxWithoutPallet]));

  // Boxes 1 and 2 onto a new pallet.
  await selectBoxes(page, [1, 2]);
  await moveTo(page, palletMessages.createNewPallet);
  await expect(palletRow(page, 1)).toBeVisible();
  await expect(boxCard(page, 1).getByTestId('box-pallet')).toHaveText('Pallet 1');
  await expect(boxCard(page, 2).getByTestId('box-pallet')).toHaveText('Pallet 1');

  // Boxes 2 and 3 onto another new pallet: box 2 is on one already. Cancel, then Skip.
  await selectBoxes(page, [2, 3]);
  await moveTo(page, palletMessages.createNewPallet);
  const conflict = page.getByRole('dialog', { name: 'Move to pallet' });
  await expect(conflict.getByText(palletMessages.alreadyAssigned)).toBeVisible();
  await shot(page, 'already-assigned');
  await conflict.getByRole('button', { name: 'Cancel' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(palletsPanel(page).getByTestId('pallet-row')).toHaveCount(1);
  await moveTo(page, palletMessages.createNewPallet);
  await conflict.getByRole('button', { name: 'Skip' }).click();
  await expect(palletRow(page, 2)).toBeVisible();
  await expect(boxCard(page, 3).getByTestId('box-pallet')).toHaveText('Pallet 2');
  await expect(boxCard(page, 2).getByTestId('box-pallet')).toHaveText('Pallet 1');

  // Box 2 onto Pallet 2, replacing its pallet.
  await selectBoxes(page, [2]);
  await moveTo(page, 'Pallet 2');
  await conflict.getByRole('button', { name: 'Replace' }).click();
  await expect(boxCard(page, 2).getByTestId('box-pallet')).toHaveText('Pallet 2');
  await expect(palletRow(page, 1).getByTestId('pallet-title')).toContainText('1 box');
  await expect(palletRow(page, 2).getByTestId('pallet-title')).toContainText('2 boxes');

  // The expander shows a pallet's boxes.
  await palletRow(page, 2).getByRole('button', { name: 'View boxes of Pallet 2' }).click();
  await expect(palletRow(page, 2).getByTestId('pallet-boxes')).toContainText('Box 2 (U000002)');
  await expect(palletRow(page, 2).getByTestId('pallet-boxes')).toContainText('Box 3 (U000003)');

  // Error filter: both pallets lack dimensions.
  await pick(page, palletsPanel(page), 'Pallet errors', 'Missing Dimensions');
  await expect(palletsPanel(page).getByTestId('pallet-row')).toHaveCount(2);
  await palletsPanel(page).scrollIntoViewIfNeeded();
  await shot(page, 'missing-dimensions');
  expect((await readiness()).reasons).toEqual(expect.arrayContaining([rm.palletDimensionsMissing, rm.palletErrors]));

  // Dimensions of Pallet 1, with the dialog's messages.
  await palletRow(page, 1).getByRole('button', { name: 'Edit dimensions of Pallet 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pallet Dimensions' });
  await dialog.getByLabel('Height (in)').fill('-5');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText(palletMessages.fieldNegative)).toBeVisible();
  await expect(dialog.getByText(palletMessages.fieldEmpty)).toBeVisible();
  await expect(dialog.getByTestId('pallet-dimensions-message')).toHaveText(palletMessages.heightOrWeightEmpty);
  await expect(dialog.getByLabel('Width (in)')).toHaveValue('48');
  await expect(dialog.getByLabel('Length (in)')).toHaveValue('40');
  await shot(page, 'dimension-messages');
  await dialog.getByLabel('Height (in)').fill('49');
  await dialog.getByLabel('Weight (lb)').fill('180');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(palletRow(page, 1)).toHaveCount(0);

  // Every pallet: show all, select all, the same dimensions for both.
  await pick(page, palletsPanel(page), 'Pallet errors', 'Every pallet');
  await expect(palletRow(page, 1).getByTestId('pallet-dimensions')).toHaveText('49 x 48 x 40 in x 180 lb');
  await palletsPanel(page).getByRole('checkbox', { name: 'Select all pallets' }).check();
  await expect(palletsPanel(page).getByTestId('selected-pallets')).toHaveText('2 selected');
  await palletsPanel(page).getByRole('button', { name: 'Edit Dimensions of selected pallets' }).click();
  await dialog.getByLabel('Height (in)').fill('50');
  await dialog.getByLabel('Weight (lb)').fill('200');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(palletRow(page, 2).getByTestId('pallet-dimensions')).toHaveText('50 x 48 x 40 in x 200 lb');

  // Stacked: the switch of one, then Mark pallet for the selected.
  await palletRow(page, 1).getByLabel('Stacked Pallet 1').click();
  await expect(palletRow(page, 1).getByLabel('Stacked Pallet 1')).toBeChecked();
  await palletsPanel(page).getByRole('button', { name: 'Mark pallet' }).click();
  await page.getByRole('menuitem', { name: 'Stacked', exact: true }).click();
  await expect(palletRow(page, 2).getByLabel('Stacked Pallet 2')).toBeChecked();
  // Print Labels is offered for the selection (box-labels.spec.ts prints them).
  await expect(palletsPanel(page).getByRole('button', { name: 'Print Labels of selected pallets' })).toBeEnabled();

  // No pallet in error now, and the readiness has no pallet reason left.
  await pick(page, palletsPanel(page), 'Pallet errors', 'All Errors');
  await expect(palletsPanel(page).getByText(palletMessages.noData)).toBeVisible();
  const left = (await readiness()).reasons;
  expect(left.filter((reason) => PALLET_REASONS.includes(reason))).toEqual([]);
  await pick(page, palletsPanel(page), 'Pallet errors', 'Every pallet');
  await palletsPanel(page).scrollIntoViewIfNeeded();
  await shot(page, 'ready-pallets');

  // The add-units dialog puts new boxes on a new pallet (created first).
  const itemCard = page
    .getByRole('region', { name: 'Shipment Items' })
    .getByRole('listitem', { name: sku, exact: true });
  await itemCard.getByRole('button', { name: 'Add to box' }).click();
  const add = page.getByRole('dialog', { name: 'Add Units in New/Existing Box' });
  await add.getByRole('radio', { name: 'New Box' }).check();
  await add.getByLabel('Quantity per box').fill('1');
  await pick(page, add, 'Pallet', palletMessages.createNewPallet);
  await shot(page, 'add-units-pallet');
  await add.getByRole('button', { name: 'Add Units' }).click();
  await expect(add).toHaveCount(0);
  await expect(palletsPanel(page).getByTestId('pallet-total')).toHaveText(' (3)');
  await expect(boxCard(page, 4).getByTestId('box-pallet')).toHaveText('Pallet 3');
  await expect(palletRow(page, 3).getByTestId('pallet-title')).toContainText('1 box');

  // A phone: the panels stack, the pallets list is below the boxes.
  await page.setViewportSize({ width: 390, height: 844 });
  await palletsPanel(page).scrollIntoViewIfNeeded();
  await expect(palletRow(page, 1).getByTestId('pallet-dimensions')).toBeVisible();
  await shot(page, 'ready-pallets');
  await selectBoxes(page, [1]);
  await boxPanel(page).getByRole('button', { name: 'Move to pallets' }).scrollIntoViewIfNeeded();
  await boxPanel(page).getByRole('button', { name: 'Move to pallets' }).click();
  await expect(page.getByRole('menuitem', { name: 'Pallet 2', exact: true })).toBeVisible();
  await shot(page, 'move-menu');
  await page.keyboard.press('Escape');

  // Back to small parcel: the pallets list goes, the boxes no longer say their pallet.
  await pick(page, settings, 'Shipment Type', 'SPD');
  await expect(palletsPanel(page)).toHaveCount(0);
  await expect(boxCard(page, 1).getByTestId('box-pallet')).toHaveCount(0);
});
