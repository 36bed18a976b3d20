import { expect, test } from './support/test.js';
import { PASSWORD } from './support/constants.js';
import { messages } from '@stowline/domain';
import { expectAlert, followMailLink, signInWith, uniqueEmail } from './support/journey.js';
import { onboardedSeller } from './support/products.js';

test('a seller invites a worker, who chooses a password from the mail, signs in and works inside the seller account with fewer rights', async ({
  page,
  request,
  browser,
}) => {
  await onboardedSeller(page, request);
  await page.goto('/dashboard/shipment');
  await expect(page).toHaveURL(/\/dashboard\/shipment$/);

  await page.getByRole('navigation', { name: 'side menu' }).getByRole('button', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/dashboard\/setting\/workerslist/);
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog');
  const workerEmail = uniqueEmail('packer');
  await dialog.getByLabel('Username').fill('Pat Packer');
  await dialog.getByLabel('Email').fill(workerEmail);
  await dialog.getByRole('button', { name: 'Add User', exact: true }).click();
  await expectAlert(page, messages.workerInvited);
  await expect(page.getByRole('row').filter({ hasText: workerEmail }).getByText('Invited')).toBeVisible();

  // The same e-mail again is refused with the spec's message, from the loaded list.
  await page.getByRole('button', { name: 'Add User' }).click();
  await dialog.getByLabel('Username').fill('Pat Again');
  await dialog.getByLabel('Email').fill(workerEmail);
  await dialog.getByRole('button', { name: 'Add User', exact: true }).click();
  await expect(dialog.getByText('Email already exist')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // No account works before the worker chooses a password from the invitation.
  const workerPage = await browser.newPage();
  await signInWith(workerPage, workerEmail);
  await expectAlert(workerPage, 'Invalid email or password');
  await followMailLink(workerPage, workerEmail, 'Choose your password');
  await expect(workerPage.getByRole('heading', { name: 'Choose Your Password' })).toBeVisible();
  await workerPage.getByLabel('New Password').fill(PASSWORD);
  await workerPage.getByLabel('Confirm Password').fill(PASSWORD);
  await workerPage.getByRole('button', { name: 'Choose Your Password' }).click();
  await expectAlert(workerPage, messages.invitationAccepted);
  await expect(workerPage).toHaveURL(/\/auth\/signin$/);
  await signInWith(workerPage, workerEmail);
  await expect(workerPage).toHaveURL(/\/dashboard\/shipment$/);
  const workerMenu = workerPage.getByRole('navigation', { name: 'side menu' });
  await expect(workerMenu.getByRole('button', { name: 'Shipment', exact: true })).toBeVisible();
  await expect(workerMenu.getByRole('button', { name: 'Data Sync' })).toBeVisible();
  await expect(workerMenu.getByRole('button', { name: 'Users' })).toHaveCount(0);
  await expect(workerMenu.getByRole('button', { name: 'Payment' })).toHaveCount(0);

  // Deleting the worker ends its session.
  const row = page.getByRole('row').filter({ hasText: workerEmail });
  await row.getByRole('button', { name: 'delete' }).click();
  await expect(page.getByText('you want to delete this user?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expectAlert(page, 'Deleted Worker Successfuly');
  await expect(page.getByRole('row').filter({ hasText: workerEmail })).toHaveCount(0);
  await workerPage.reload();
  await expect(workerPage).toHaveURL(/\/auth\/signin$/);
});
