import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { storeMessages } from '@stowline/domain';
import { SANDBOX_URL } from './support/constants.js';
import { createApprovedSeller, expectAlert, signInWith } from './support/journey.js';
import { onboardedSeller, subscribeAndFinishOnboarding } from './support/products.js';
import { shot } from './support/shots.js';
import { passConsent, readToken, sandboxSellerEmail, startConnect } from './support/stores.js';

/** GET on the API with the token the signed-in page holds. */
async function getJson<T>(request: APIRequestContext, page: Page, path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${await readToken(page)}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

type SyncLogs = {
  agendaLogs: { name: string; marketplaceCode: string | null; state: string; lastError: string | null }[];
};
type Stores = {
  storeData: { _id: string; name: string; isAuthorized: boolean; isDefault: boolean; sellerId: string | null }[];
};

const marketplace = (page: Page, code: string) => page.getByRole('checkbox', { name: new RegExp(`\\b${code} — `) });

/** Every sync log of the account reaches COMPLETED (none FAILED) within a minute. */
async function expectSyncCompleted(request: APIRequestContext, page: Page, jobs: number) {
  await expect
    .poll(
      async () => {
        const { agendaLogs } = await getJson<SyncLogs>(request, page, '/setting/get-data-sync-log?perPage=100');
        const failed = agendaLogs.find((log) => log.state === 'FAILED');
        if (failed) throw new Error(`${failed.name} failed: ${failed.lastError}`);
        return agendaLogs.length === jobs && agendaLogs.every((log) => log.state === 'COMPLETED');
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
}

/** Back from an authorised consent: US and CA offered, MX and BR not; saves US; Congratulations, Continue. */
async function chooseUsAndContinue(page: Page, shotPrefix: string) {
  await expect(page).toHaveURL(/\/onboarding\/select-marketplaces\?storeId=/);
  await expect(marketplace(page, 'US')).toBeEnabled();
  await expect(marketplace(page, 'CA')).toBeEnabled();
  await expect(marketplace(page, 'MX')).toBeDisabled();
  await expect(marketplace(page, 'BR')).toBeDisabled();
  await shot(page, `${shotPrefix}-select-marketplaces`);
  if (!(await marketplace(page, 'US').isChecked())) {
    await expect(page.getByRole('button', { name: 'SAVE' })).toBeDisabled();
    await marketplace(page, 'US').check();
  }
  await expect(marketplace(page, 'CA')).not.toBeChecked();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page).toHaveURL(/\/onboarding\/congratulations$/);
  await expect(page.getByRole('heading', { name: 'Congratulations' })).toBeVisible();
  await shot(page, `${shotPrefix}-congratulations`);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** An approved seller, signed in on Welcome, connects `sellerEmail`'s store and saves US. */
async function connectFirstStore(
  page: Page,
  request: APIRequestContext,
  storeName: string,
  sellerEmail: string,
  shotPrefix: string,
) {
  const email = await createApprovedSeller();
  await signInWith(page, email);
  await startConnect(page, storeName, shotPrefix);
  await passConsent(page, sellerEmail, 'Authorize', shotPrefix);
  await expectAlert(page, storeMessages.storeConnected);
  await chooseUsAndContinue(page, shotPrefix);
  // Without a subscription the gate keeps the seller on the payment step (billing.spec.ts subscribes).
  await expect(page).toHaveURL(/\/onboarding\/payment-method$/);
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  return email;
}

test('a new seller connects an Amazon store through the consent page, picks US and the first sync completes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await connectFirstStore(page, request, 'Maple Goods', sandboxSellerEmail(), 'connect');
  await shot(page, 'connect-payment-method');

  const { storeData } = await getJson<Stores>(request, page, '/onboarding/get-stores');
  expect(storeData).toEqual([
    expect.objectContaining({
      name: 'Maple Goods',
      isAuthorized: true,
      isDefault: true,
      sellerId: expect.stringMatching(/^A/),
    }),
  ]);

  // Listing, prep instructions, quantities and catalog for US, shipments for the store.
  await expectSyncCompleted(request, page, 5);

  // Without a subscription the dashboard, Data Sync Logs included, stays closed.
  await page.goto('/dashboard/setting/syncing');
  await expect(page).toHaveURL(/\/onboarding\/payment-method$/);
  await expect(page.getByRole('navigation', { name: 'side menu' })).toHaveCount(0);
});

test('cancelling on the consent page brings the seller back to Connect with a clear error and no store', async ({
  page,
  request,
}) => {
  const email = await createApprovedSeller();
  await signInWith(page, email);
  await startConnect(page, 'Cancelled Goods', 'cancel');
  await passConsent(page, sandboxSellerEmail(), 'Cancel');

  await expect(page).toHaveURL(/\/onboarding\/connect-amazon$/);
  await expectAlert(page, storeMessages.consentCancelled);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(storeMessages.consentCancelled);
  // The name typed before the consent page is still there.
  await expect(main.getByLabel('Store Name')).toHaveValue('Cancelled Goods');
  await expect(main.getByRole('button', { name: 'Connect' })).toBeEnabled();
  await shot(page, 'cancel-connect-amazon-error');

  const { storeData } = await getJson<Stores>(request, page, '/onboarding/get-stores');
  expect(storeData).toEqual([]);
  await page.reload();
  await expect(page).toHaveURL(/\/onboarding\/connect-amazon$/);
  await page.goto('/onboarding/select-marketplaces');
  await expect(page).toHaveURL(/\/onboarding\/start$/);
});

test('a store whose Amazon authorisation was revoked shows Disconnected and is reauthorised through the consent page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const sellerEmail = sandboxSellerEmail();
  await connectFirstStore(page, request, 'Harbor Supply', sellerEmail, 'reauth');
  await expectSyncCompleted(request, page, 5);
  await subscribeAndFinishOnboarding(request, page);
  await page.goto('/dashboard/setting/profile');
  await expect(page).toHaveURL(/\/dashboard\/setting\/profile$/);
  const stores = page.getByRole('table', { name: 'stores' });
  await expect(stores.getByRole('row')).toHaveCount(2);
  const harbor = stores.getByRole('row').filter({ hasText: 'Harbor Supply' });
  await expect(harbor.getByText('Connected', { exact: true })).toBeVisible();
  await expect(harbor.getByRole('button', { name: 'Reauthorize' })).toHaveCount(0);
  await shot(page, 'reauth-profile-connected-before');

  // Data Sync Logs: the first sync's five jobs, all completed.
  await page.getByRole('navigation', { name: 'side menu' }).getByRole('button', { name: 'Data Sync' }).click();
  await expect(page).toHaveURL(/\/dashboard\/setting\/syncing$/);
  const logs = page.getByRole('table', { name: 'data sync logs' });
  for (const name of ['Listing (US)', 'Prep Instruction (US)', 'Quantity (US)', 'Catalog (US)', 'Shipments']) {
    await expect(logs.getByRole('row').filter({ hasText: name }).getByText('COMPLETED')).toBeVisible();
  }
  await shot(page, 'reauth-data-sync-logs');

  // Amazon ends the seller's authorisation; the next sync finds out and disconnects the store.
  const { storeData } = await getJson<Stores>(request, page, '/onboarding/get-stores');
  const sellerId = storeData[0]!.sellerId!;
  expect((await request.post(`${SANDBOX_URL}/_sandbox/sellers/${sellerId}/revoke`)).status()).toBe(204);
  const listing = logs.getByRole('row').filter({ hasText: 'Listing (US)' });
  await listing.getByRole('button', { name: 'Sync Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('You want to resync the Listing ?')).toBeVisible();
  await shot(page, 'reauth-resync-confirm');
  await dialog.getByRole('button', { name: 'Sync Now' }).click();
  await expect(dialog).toHaveCount(0);
  // The failed sync reports the store disconnected. Data Sync stays open (the spec's 'Data Sync
  // and Profile are always allowed'), says so and leads to Profile.
  const disconnected = page.getByRole('alert').filter({ hasText: storeMessages.needToConnectStore });
  await expect(disconnected).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/setting\/syncing$/);
  await shot(page, 'reauth-sync-logs-disconnected');
  await disconnected.getByRole('link', { name: 'Go to Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/setting\/profile$/);
  await expect(page.getByText('Disconnected')).toBeVisible();
  await shot(page, 'reauth-sync-failed');

  await page.goto('/dashboard/shipment');
  await expect(page).toHaveURL(/\/dashboard\/setting\/profile$/);
  await expect(page.getByRole('alert').filter({ hasText: storeMessages.needToConnectStore }).first()).toBeVisible();
  await expect(harbor.getByText('Disconnected')).toBeVisible();
  await shot(page, 'reauth-profile-disconnected');

  await harbor.getByRole('button', { name: 'Reauthorize' }).click();
  await expect(page).toHaveURL(/\/onboarding\/connect-amazon$/);
  await expect(page.getByLabel('Store Name')).toHaveValue('Harbor Supply');
  await expect(page.getByLabel('Store Name')).toBeDisabled();
  await shot(page, 'reauth-connect-amazon');
  await page.getByRole('button', { name: 'Reconnect' }).click();
  await passConsent(page, sellerEmail, 'Authorize');
  await expectAlert(page, storeMessages.storeConnected);
  await chooseUsAndContinue(page, 'reauth-again');
  // Subscribed, synced and authorised again: the gate opens the dashboard.
  await expect(page).toHaveURL(/\/dashboard\/shipment$/);

  await page.goto('/dashboard/setting/profile');
  await expect(harbor.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: storeMessages.needToConnectStore })).toHaveCount(0);
  await shot(page, 'reauth-profile-connected');

  // The reconnect queued the store's sync again, and it completes with the new authorisation.
  await expectSyncCompleted(request, page, 5);
  await page.goto('/dashboard/setting/syncing');
  await expect(logs.getByRole('row').filter({ hasText: 'Listing (US)' }).getByText('COMPLETED')).toBeVisible();
  await shot(page, 'reauth-data-sync-logs-after');
});

test('a sync that finds the authorisation revoked shows the store Disconnected with Reauthorize, without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await onboardedSeller(page, request, 'Willow Goods');
  // Profile first: the store list is now in the page's cache, showing the store connected.
  await page.goto('/dashboard/setting/profile');
  const stores = page.getByRole('table', { name: 'stores' });
  const willow = stores.getByRole('row').filter({ hasText: 'Willow Goods' });
  await expect(willow.getByText('Connected', { exact: true })).toBeVisible();
  await expect(willow.getByRole('button', { name: 'Reauthorize' })).toHaveCount(0);
  // From here on the page is never loaded again: a marker on the window would not survive it.
  await page.evaluate(() => ((window as unknown as { journeyMarker: string }).journeyMarker = 'same page'));

  // The seller moves on to the SKU list; Amazon ends the authorisation; Sync SKUs finds out.
  await page.getByRole('navigation', { name: 'side menu' }).getByRole('button', { name: 'SKU List' }).click();
  await expect(page).toHaveURL(/\/dashboard\/skulist$/);
  const { storeData } = await getJson<Stores>(request, page, '/onboarding/get-stores');
  expect((await request.post(`${SANDBOX_URL}/_sandbox/sellers/${storeData[0]!.sellerId}/revoke`)).status()).toBe(204);
  await page.getByRole('button', { name: 'Sync SKUs' }).click();

  // The gate takes the seller to Profile, where the store list says so at once.
  await expect(page).toHaveURL(/\/dashboard\/setting\/profile$/, { timeout: 15_000 });
  await expect(willow.getByText('Disconnected', { exact: true })).toBeVisible();
  await expect(willow.getByRole('button', { name: 'Reauthorize' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { journeyMarker?: string }).journeyMarker)).toBe('same page');
  await shot(page, 'revoked-profile-disconnected');
});
