import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { settingsMessages } from '@stowline/domain';
import { PASSWORD } from './support/constants.js';
import { expectAlert } from './support/journey.js';
import { onboardedSeller } from './support/products.js';
import { shotsNamed } from './support/shots.js';

const shot = shotsNamed('settings');

async function openSetting(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'side menu' }).getByRole('button', { name: label, exact: true }).click();
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const warehouse = (name: string, city = 'Austin') => ({
  name,
  addressline1: '1 Dock Road',
  city,
  stateOrProvinceCode: 'TX',
  postalCode: '78701',
  countryCode: 'US',
  companyContact: { name: 'Dana', phone: '5125550100', email: 'dana@example.com' },
});

async function seedWarehouses(request: APIRequestContext, email: string, count: number) {
  const { token } = await (await request.post('/api/v1/auth/signin', { data: { email, password: PASSWORD } })).json();
  for (let i = 1; i <= count; i += 1) {
    const body = warehouse(`Site ${String(i).padStart(2, '0')}`, i === 5 ? 'Reno' : 'Austin');
    expect(
      (
        await request.post('/api/v1/setting/add-warehouse', {
          headers: { authorization: `Bearer ${token}` },
          data: body,
        })
      ).status(),
    ).toBe(201);
  }
}

test('a seller manages warehouses: add with validation, page, search, edit, set default and delete', async ({
  page,
  request,
}) => {
  const email = await onboardedSeller(page, request);
  await page.goto('/dashboard/shipment');
  await expect(page).toHaveURL(/\/dashboard\/shipment$/);
  await openSetting(page, 'Warehouse');
  await expect(page).toHaveURL(/\/dashboard\/setting\/warehouse$/);
  await expect(page.getByText('No warehouses found')).toBeVisible();

  // The spec's messages, on the fields at fault.
  await page.getByRole('button', { name: 'Add Warehouse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Warehouse' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('All fields are required').first()).toBeVisible();
  await dialog.getByLabel('Warehouse Name').fill('Austin dock');
  await dialog.getByLabel('Address Line 1').fill('500 Congress Ave');
  await dialog.getByLabel('City').fill('Austin');
  await dialog.getByLabel('Postal Code').fill('787');
  await dialog.getByLabel('Contact Name').fill('Dana Dock');
  await dialog.getByLabel('Phone').fill('512 555 0100');
  await dialog.getByLabel('Email').fill('dana@');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('The length of postal code must be between 5 and 20 digits')).toBeVisible();
  await expect(dialog.getByText('Invalid Email')).toBeVisible();
  // No state is chosen for the seller: the State field is refused like the other empty ones.
  await expect(dialog.getByRole('combobox', { name: 'State' })).not.toHaveText(/[A-Za-z]/);
  await pick(page, 'State', 'Texas');
  await dialog.getByLabel('Postal Code').fill('78701');
  await dialog.getByLabel('Email').fill('dana@example.com');
  await shot(page, 'warehouse-dialog');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expectAlert(page, 'Warehouse Added Successfully');
  const austin = page.getByRole('row').filter({ hasText: 'Austin dock' });
  await expect(austin).toContainText('Austin, TX 78701, US');
  await expect(austin.getByText('Default')).toBeVisible();

  // Twelve more: two pages of ten.
  await seedWarehouses(request, email, 12);
  await page.reload();
  await expect(page.getByText('1–10 of 13')).toBeVisible();
  await shot(page, 'warehouses');
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('11–13 of 13')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Site 12' })).toBeVisible();

  // A page past the end (an old bookmark) shows the last page, not an empty table.
  await page.goto('/dashboard/setting/warehouse?page=9');
  await expect(page).toHaveURL(/page=2$/);
  await expect(page.getByText('11–13 of 13')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Site 12' })).toBeVisible();

  // The search waits a second, lands in the URL and starts again at page 1.
  await page.getByLabel('Search Warehouse').fill('reno');
  await expect(page).toHaveURL(/search=reno/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  const reno = page.getByRole('row').filter({ hasText: 'Site 05' });

  // Edit, then make it the default.
  await reno.getByRole('button', { name: 'edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Warehouse' });
  await expect(edit.getByLabel('City')).toHaveValue('Reno');
  await edit.getByLabel('Warehouse Name').fill('Reno hub');
  await edit.getByLabel('Postal Code').fill('89501');
  await pick(page, 'State', 'Nevada');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expectAlert(page, 'Warehouse Updated Successfully');
  const renoHub = page.getByRole('row').filter({ hasText: 'Reno hub' });
  await expect(renoHub).toContainText('Reno, NV 89501, US');
  await renoHub.getByRole('button', { name: 'set as default' }).click();
  await expect(renoHub.getByText('Default')).toBeVisible();
  await expect(renoHub.getByRole('button', { name: 'set as default' })).toBeDisabled();

  await page.getByLabel('Search Warehouse').fill('');
  await expect(page).not.toHaveURL(/search=/);
  await expect(page.getByText('1–10 of 13')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Austin dock' }).getByText('Default')).toHaveCount(0);

  // Delete with a confirmation.
  await page.getByRole('row').filter({ hasText: 'Austin dock' }).getByRole('button', { name: 'delete' }).click();
  await expect(page.getByText('You want to delete the warehouse Austin dock?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expectAlert(page, 'Warehouse Deleted Successfully');
  await expect(page.getByRole('row').filter({ hasText: 'Austin dock' })).toHaveCount(0);
  await expect(page.getByText('1–10 of 12')).toBeVisible();
});

test('a seller adds a box category past its validation messages and changes the label settings', async ({
  page,
  request,
}) => {
  await onboardedSeller(page, request);
  await page.goto('/dashboard/shipment');
  await expect(page).toHaveURL(/\/dashboard\/shipment$/);

  await openSetting(page, 'Box');
  await expect(page).toHaveURL(/\/dashboard\/setting\/pallet$/);
  await page.getByRole('button', { name: 'Add Box Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adding New Box Category' });
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Fields cannot be empty or invalid*')).toHaveCount(5);
  await expect(dialog.getByText('Please select weight unit*')).toBeVisible();
  await dialog.getByLabel('Name').fill('M'.repeat(51));
  await dialog.getByLabel('Length').fill('18');
  await dialog.getByLabel('Width').fill('14');
  await dialog.getByLabel('Height').fill('0');
  await dialog.getByRole('spinbutton', { name: /^Weight/ }).fill('1.5');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Name can be of upto 50 characters*')).toBeVisible();
  await expect(dialog.getByText('Fields cannot be empty or invalid*')).toHaveCount(1);
  await shot(page, 'box-category-dialog');
  await dialog.getByLabel('Name').fill('Medium box');
  await dialog.getByLabel('Height').fill('12');
  await pick(page, 'Weight Unit', 'Pounds (LB)');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expectAlert(page, 'Box Category Added Successfully');
  const row = page.getByRole('row').filter({ hasText: 'Medium box' });
  await expect(row).toContainText('18 x 14 x 12 in');
  await expect(row).toContainText('1.5 lb');

  // The same name again is refused on the name field.
  await page.getByRole('button', { name: 'Add Box Category' }).click();
  await dialog.getByLabel('Name').fill('medium BOX');
  for (const [label, value] of [
    ['Length', '10'],
    ['Width', '10'],
    ['Height', '10'],
  ])
    await dialog.getByLabel(label!).fill(value!);
  await dialog.getByRole('spinbutton', { name: /^Weight/ }).fill('8');
  await pick(page, 'Weight Unit', 'Ounces (OZ)');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('A box category with this name already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await shot(page, 'box-categories');

  await openSetting(page, 'Label');
  await expect(page.getByRole('combobox', { name: 'Shipping Label' })).toHaveText('Letter (2 per page)');
  await expect(page.getByRole('combobox', { name: 'Box Content Label' })).toHaveText('4 x 6 in');
  await expect(page.getByRole('combobox', { name: 'Product Label' })).toHaveText('1.25 x 2.25 in (thermal)');
  await pick(page, 'Product Label', '30-up Letter sheet');
  await pick(page, 'Pallet Label', 'Thermal 4x6');
  await page.getByRole('button', { name: 'Update' }).click();
  await expectAlert(page, 'labels Setting Updated Successfully');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Product Label' })).toHaveText('30-up Letter sheet');
  await expect(page.getByRole('combobox', { name: 'Pallet Label' })).toHaveText('Thermal 4x6');
  await shot(page, 'labels');
});

test('a seller sets shipping defaults, connects FedEx and keeps favourite FCs per FBA type', async ({
  page,
  request,
}) => {
  await onboardedSeller(page, request);
  await page.goto('/dashboard/shipment');
  await expect(page).toHaveURL(/\/dashboard\/shipment$/);

  await openSetting(page, 'Shipping');
  const update = page.getByRole('button', { name: 'Update' });
  await expect(page.getByRole('combobox', { name: 'Carrier' })).toHaveText('UPS');
  await expect(update).toBeDisabled();
  await page.getByLabel('Default Expiry').fill('0');
  await expect(update).toBeDisabled();
  await page.getByLabel('Default Expiry').fill('12');
  await pick(page, 'Is Partner', 'Non Partnered');
  await pick(page, 'Carrier', 'FedEx');
  await pick(page, 'Shipment Type', 'LTL/FTL');
  await update.click();
  await expectAlert(page, 'Default Inbound Shipments Setting Updated Successfully');
  await shot(page, 'shipping');

  await openSetting(page, 'Carrier');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('All fields are required!')).toHaveCount(3);
  await page.getByLabel('Client ID').fill('l7-client-id-0000-9876');
  await page.getByLabel('Secret Key').fill('fedex-secret-key-4321');
  await page.getByLabel('Account Number').fill('740561073');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expectAlert(page, 'Carrier Account Saved Successfully');
  await expect(page.getByText('********4321', { exact: true })).toBeVisible();
  await expect(page.getByText('fedex-secret-key-4321')).toHaveCount(0);
  await shot(page, 'carrier');

  // Test Credentials asks FedEx (the sandbox's) about what is entered, before saving: a wrong
  // secret is refused with FedEx's reason, the sandbox's credentials are accepted. The answer
  // shows in the form (the save's alert is closed first, so the shots show the answer alone).
  await page.getByTestId('alert-bar').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('alert-bar')).toHaveCount(0);
  await page.getByLabel('Client ID').fill('l7sandbox-fedex-client');
  await page.getByLabel('Secret Key').fill('Wrong-Secret-Value-777');
  await page.getByLabel('Account Number').fill('740561073');
  const testCredentials = page.getByRole('button', { name: 'Test Credentials' });
  await testCredentials.click();
  const answer = page.getByRole('main').getByRole('alert');
  await expect(answer).toHaveText(new RegExp(`^${settingsMessages.carrierTestRefused}: .+`));
  await expect(answer).not.toContainText('Wrong-Secret-Value-777');
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await shot(page, `carrier-test-refused-${viewport.width}`);
  }
  await page.getByLabel('Secret Key').fill('sandbox-fedex-secret');
  await expect(answer).toHaveCount(0);
  await testCredentials.click();
  await expect(answer).toHaveText(settingsMessages.carrierTestPassed);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await shot(page, `carrier-test-passed-${viewport.width}`);
  }
  // Testing saved nothing: the account is still the one saved above.
  await expect(page.getByText('********4321', { exact: true })).toBeVisible();

  await openSetting(page, 'Ship to FC');
  await page.getByRole('button', { name: 'Edit STANDARD' }).click();
  const drawer = page.getByRole('dialog', { name: 'FBA Type - STANDARD' });
  for (const fc of ['phx7', 'ABE2', 'LGB8']) {
    await drawer.getByLabel('FC ID').fill(fc);
    await drawer.getByRole('button', { name: 'Add' }).click();
    await expect(drawer.getByRole('row').filter({ hasText: fc.toUpperCase() })).toBeVisible();
  }
  await expect(
    drawer.getByRole('row').filter({ hasText: 'PHX7' }).getByRole('button', { name: 'set as default' }),
  ).toBeDisabled();
  await drawer.getByRole('row').filter({ hasText: 'LGB8' }).getByRole('button', { name: 'set as default' }).click();
  await expectAlert(page, 'Updated Successfully!');
  await expect(
    drawer.getByRole('row').filter({ hasText: 'LGB8' }).getByRole('button', { name: 'set as default' }),
  ).toBeDisabled();
  await shot(page, 'ship-to-fc-drawer');
  await drawer.getByRole('button', { name: 'close' }).click();
  const card = page.getByRole('region', { name: 'STANDARD', exact: true });
  await expect(card).toContainText('LGB8');
  await expect(card).toContainText('+1');
  await expect(card).toContainText('Default: LGB8');
  await shot(page, 'ship-to-fc');
});
