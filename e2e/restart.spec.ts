import { type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { FIXTURE_URL } from './support/constants.js';
import { callApi, onboardedSeller } from './support/products.js';
import { shot } from './support/shots.js';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'side menu' });
const cardTile = (page: Page, last4: string) =>
  page
    .getByRole('list', { name: 'payment cards' })
    .getByRole('listitem')
    .filter({ hasText: `•••• ${last4}` });

type SyncLogs = {
  agendaLogs: { _id: string; name: string; state: string; lastRunAt: string | null; lastError: string | null }[];
};

test('the app is stopped and started again on the same data mid-journey: store connected, a sync completes, the saved card pays the renewal', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // A seller with the small demo store, subscribed with a saved Visa card (•••• 4242), onboarded.
  await onboardedSeller(page, request, 'Restart Goods');
  await page.goto('/dashboard/setting/paymentSetting');
  await expect(cardTile(page, '4242').getByText('Default')).toBeVisible();
  await sideMenu(page).getByRole('button', { name: 'Profile' }).click();
  const store = page.getByRole('table', { name: 'stores' }).getByRole('row').filter({ hasText: 'Restart Goods' });
  await expect(store.getByText('Connected', { exact: true })).toBeVisible();
  const before = await callApi<SyncLogs>(request, page, 'GET', '/setting/get-data-sync-log?perPage=100');
  const listing = before.agendaLogs.find((log) => log.name === 'listing')!;

  // Stopped (SIGTERM, as Ctrl-C stops `npm start`) and started again on the same DATA_DIR: the
  // database, the sandbox's grants and the processor's saved cards are all read back from it.
  const restart = await request.post(`${FIXTURE_URL}/restart`, { timeout: 150_000 });
  expect(restart.ok(), await restart.text()).toBe(true);

  // The seller goes on in the same tab, still signed in: Data Sync, Sync Now on the listing.
  await sideMenu(page).getByRole('button', { name: 'Data Sync' }).click();
  await expect(page).toHaveURL(/\/dashboard\/setting\/syncing$/);
  const logs = page.getByRole('table', { name: 'data sync logs' });
  const listingRow = logs.getByRole('row').filter({ hasText: 'Listing (US)' });
  await listingRow.getByRole('button', { name: 'Sync Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sync Now' }).click();
  // The sandbox still knows the store's grant: the sync runs again and completes.
  await expect
    .poll(
      async () => {
        const { agendaLogs } = await callApi<SyncLogs>(request, page, 'GET', '/setting/get-data-sync-log?perPage=100');
        const log = agendaLogs.find((l) => l._id === listing._id)!;
        if (log.state === 'FAILED') throw new Error(`the listing sync failed: ${log.lastError}`);
        return log.state === 'COMPLETED' && log.lastRunAt !== listing.lastRunAt;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  await expect(listingRow.getByText('COMPLETED')).toBeVisible();
  await shot(page, 'restart-data-sync');

  await sideMenu(page).getByRole('button', { name: 'Profile' }).click();
  await expect(store.getByText('Connected', { exact: true })).toBeVisible();
  await expect(store.getByRole('button', { name: 'Reauthorize' })).toHaveCount(0);

  // The card saved before the restart is still at the processor: it is listed, and the first
  // renewal after the trial (8 days on) charges it.
  await sideMenu(page).getByRole('button', { name: 'Payment' }).click();
  await expect(cardTile(page, '4242').getByText('Default')).toBeVisible();
  const advance = await request.post(`${FIXTURE_URL}/billing/advance?days=8`);
  expect(advance.ok()).toBe(true);
  await page.reload();
  const paid = page.getByRole('table', { name: 'invoices' }).getByRole('row').filter({ hasText: '$99.00 USD' });
  await expect(paid).toHaveCount(1);
  await expect(paid.getByText('•••• 4242')).toBeVisible();
  await shot(page, 'restart-payment-renewed');
});
