import type { APIRequestContext, Page } from '@playwright/test';
import { getMenuItems, messages, WORKER_SIGNED_OUT_MESSAGE } from '@stowline/domain';
import { expect, test } from './support/test.js';
import { APP_URL, DEV_MAIL_PATH, PASSWORD } from './support/constants.js';
import { expectAlert, signInWith, uniqueEmail } from './support/journey.js';
import { callApi, connectUsStore, onboardedSeller } from './support/products.js';
import { subscribe } from './support/sellers.js';
import { shot } from './support/shots.js';
import { readToken, sandboxSellerEmail } from './support/stores.js';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The link of the newest outbox mail to `email`. */
async function mailLink(request: APIRequestContext, email: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mailbox = await (await request.get(DEV_MAIL_PATH)).text();
      link = new RegExp(`${email}[\\s\\S]*?href="([^"]+)"`).exec(mailbox)?.[1];
      return Boolean(link);
    })
    .toBe(true);
  return new URL(link!.replace(/&amp;/g, '&'));
}

/** Both boxes of two elements, and whether they overlap. */
async function overlaps(page: Page, a: string, b: ReturnType<Page['getByRole']>) {
  const first = await page.getByTestId(a).boundingBox();
  const second = await b.boundingBox();
  if (!first || !second) return false;
  return !(
    first.x + first.width <= second.x ||
    second.x + second.width <= first.x ||
    first.y + first.height <= second.y ||
    second.y + second.height <= first.y
  );
}

test('signing in before verifying the e-mail goes to the check-email screen with Resend', async ({ page, request }) => {
  const email = uniqueEmail('unverified');
  expect(
    (await request.post('/api/v1/auth/signup', { data: { name: 'Una Verified', email, password: PASSWORD } })).status(),
  ).toBe(201);
  await page.setViewportSize(LAPTOP);
  await signInWith(page, email);
  await expect(page).toHaveURL(/\/auth\/check-email$/);
  await expect(page.getByTestId('check-email-address')).toHaveText(email);
  await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
  // 'Signed in' is not said to someone who cannot go further yet.
  await expect(page.getByTestId('alert-bar').filter({ hasText: 'Signed in' })).toHaveCount(0);
  await shot(page, 'web-spec-check-email-1280');
  await page.setViewportSize(PHONE);
  await shot(page, 'web-spec-check-email-390');
  await page.getByRole('button', { name: 'Resend' }).click();
  await expectAlert(page, messages.resendEmail);

  // Back to Sign In signs out, so Sign In stays (it would send a signed-in visitor back here).
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await expect(page.getByLabel('Email')).toHaveValue('');
  expect(await readToken(page)).toBeNull();
});

test('the dashboard shell: every entry reachable on a laptop, a menu button on a phone, flags as images, role screens, unknown paths and pages past the end', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await onboardedSeller(page, request);

  // 1366x768: every entry of the seller's menu is on the screen, with no scrolling inside the menu.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/dashboard/setting/profile');
  const menu = page.getByRole('navigation', { name: 'side menu' });
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  for (const item of getMenuItems('user')) {
    const box = await menu.getByRole('button', { name: item.label, exact: true }).boundingBox();
    expect(box, item.label).not.toBeNull();
    expect(box!.y + box!.height, `${item.label} is on the screen`).toBeLessThanOrEqual(768);
  }
  const signOutBox = await menu.getByRole('button', { name: 'Sign Out' }).boundingBox();
  expect(signOutBox!.y + signOutBox!.height).toBeLessThanOrEqual(768);
  expect(
    await menu
      .locator('ul')
      .first()
      .evaluate((list) => list.scrollHeight - list.clientHeight),
  ).toBeLessThanOrEqual(0);
  await shot(page, 'web-spec-menu-1366x768');

  // Flags are images served from our origin (the emoji showed as empty boxes without an emoji font).
  const flag = menu.locator('img[data-flag="US"]');
  await expect(flag).toBeVisible();
  expect(await flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(new URL(await flag.evaluate((img: HTMLImageElement) => img.src)).origin).toBe(new URL(page.url()).origin);
  await page.setViewportSize(LAPTOP);
  await page.getByRole('navigation', { name: 'side menu' }).getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Store details' })).toBeVisible();
  const storeRowFlag = page.getByRole('row').filter({ hasText: 'Maple Goods' }).locator('img[data-flag="US"]');
  await expect(storeRowFlag).toBeVisible();
  await shot(page, 'web-spec-profile-1280');

  // A screen of another role is not offered, by URL either: the seller lands on Shipment.
  await page.goto('/dashboard/adminUsers');
  await expect(page).toHaveURL(/\/dashboard\/shipment$/);
  await expect(page.getByRole('heading', { name: 'Shipments' })).toBeVisible();
  await shot(page, 'web-spec-shipment-list-1280');

  // Paths that are no screen show Page not found, in the onboarding group too.
  for (const path of ['/onboarding/nowhere', '/dashboard/nowhere']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByText(messages.pageNotFound)).toBeVisible();
  }

  // A page past the end shows the last page (one page of five jobs).
  await page.goto('/dashboard/setting/syncing?page=4');
  await expect(page).not.toHaveURL(/page=4/);
  await expect(page.getByRole('row').filter({ hasText: 'COMPLETED' }).first()).toBeVisible();

  // A 5xx without a JSON body is 'Request Failed!', in an alert that covers no header button.
  await page.route('**/api/v1/setting/get-warehouse-list**', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' }),
  );
  await page.goto('/dashboard/setting/warehouse');
  await expectAlert(page, messages.requestFailed);
  expect(await overlaps(page, 'alert-bar', page.getByRole('button', { name: 'Add Warehouse' }))).toBe(false);
  expect(await overlaps(page, 'alert-bar', page.getByRole('combobox', { name: 'Store' }))).toBe(false);
  expect(await overlaps(page, 'alert-bar', page.getByRole('button', { name: 'Go to next page' }))).toBe(false);
  await shot(page, 'web-spec-alert-1280');
  await page.unroute('**/api/v1/setting/get-warehouse-list**');

  // Crossing 900 px (a window resized, a tablet turned) keeps the page and an open dialog.
  await page.reload();
  await page.getByRole('button', { name: 'Add Warehouse' }).click();
  await page.getByRole('dialog', { name: 'Add New Warehouse' }).getByLabel('Warehouse Name').fill('Kept dock');
  await page.setViewportSize(PHONE);
  // (The open dialog hides the page from the accessibility tree: found by its attribute.)
  await expect(page.locator('button[aria-label="open menu"]')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Add New Warehouse' }).getByLabel('Warehouse Name')).toHaveValue(
    'Kept dock',
  );
  await page.getByRole('dialog', { name: 'Add New Warehouse' }).getByRole('button', { name: 'Cancel' }).click();

  // A phone: the menu is a drawer (a modal dialog) behind a menu button in a top bar.
  await page.goto('/dashboard/setting/warehouse');
  await expect(page.getByRole('button', { name: 'Add Warehouse' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'side menu' })).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'side menu' })).toBeHidden();
  await shot(page, 'web-spec-warehouse-390');
  await page.getByRole('button', { name: 'open menu' }).click();
  const phoneMenu = page.getByRole('dialog', { name: 'side menu' });
  await expect(phoneMenu.getByRole('button', { name: 'Data Sync' })).toBeVisible();
  await shot(page, 'web-spec-menu-390');
  await phoneMenu.getByRole('button', { name: 'Data Sync' }).click();
  await expect(page).toHaveURL(/\/dashboard\/setting\/syncing$/);
  await expect(page.getByRole('dialog', { name: 'side menu' })).toBeHidden();
  await shot(page, 'web-spec-sync-logs-390');

  // A worker signed out because the seller's store is gone reads why on Sign In.
  const token = await readToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const workerEmail = uniqueEmail('worker');
  expect(
    (
      await request.post('/api/v1/users/add-worker', { headers, data: { userName: 'Pat Packer', email: workerEmail } })
    ).status(),
  ).toBeLessThan(300);
  const invitation = await mailLink(request, workerEmail);
  expect(
    (
      await request.post('/api/v1/auth/accept-invitation', {
        data: { token: invitation.searchParams.get('token'), password: PASSWORD },
      })
    ).status(),
  ).toBeLessThan(300);
  const workerBrowser = await browser.newContext({ viewport: LAPTOP });
  const workerPage = await workerBrowser.newPage();
  await signInWith(workerPage, workerEmail);
  await expect(workerPage).toHaveURL(/\/dashboard\/shipment$/);
  await workerPage.goto('/dashboard/setting/paymentSetting');
  await expect(workerPage).toHaveURL(/\/dashboard\/shipment$/);
  // A second tab of the worker's (the same browser: one token) is signed out with the first, and says why too.
  const otherTab = await workerBrowser.newPage();
  await otherTab.goto('/dashboard/shipment');
  await expect(otherTab.getByRole('heading', { name: 'Shipments' })).toBeVisible();
  const { storeData } = await callApi<{ storeData: { _id: string }[] }>(request, page, 'GET', '/onboarding/get-stores');
  await callApi(request, page, 'PUT', '/onboarding/delete-store', { storeId: storeData[0]!._id });
  await workerPage.reload();
  await expect(workerPage).toHaveURL(/\/auth\/signin$/);
  await expect(workerPage.getByTestId('signed-out-reason')).toHaveText(WORKER_SIGNED_OUT_MESSAGE);
  await expect(otherTab).toHaveURL(/\/auth\/signin$/);
  await expect(otherTab.getByTestId('signed-out-reason')).toHaveText(WORKER_SIGNED_OUT_MESSAGE);
  await otherTab.close();
  // The reason stays until the next sign-in: reloading Sign In still says why (the worker's open
  // page, polling, may have met the ended session before the reload above).
  await workerPage.reload();
  await expect(workerPage.getByTestId('signed-out-reason')).toHaveText(WORKER_SIGNED_OUT_MESSAGE);
  await shot(workerPage, 'web-spec-worker-signed-out-1280');
  await workerPage.setViewportSize(PHONE);
  await shot(workerPage, 'web-spec-worker-signed-out-390');
  await workerBrowser.close();
});

test('Go Back from payment, then the browser’s back button and a subscription, still leads on to Data Syncing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(LAPTOP);
  await connectUsStore(page, request, 'Birch Supply', sandboxSellerEmail());
  await expect(page).toHaveURL(/\/onboarding\/payment-method$/);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/onboarding\/select-marketplaces/);
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/onboarding\/payment-method$/);
  await subscribe(APP_URL, (await readToken(page))!);
  await page.reload();
  await expect(page).toHaveURL(/\/onboarding\/(data-syncing|syncing-complete)$/);
  await expect(page.getByText('Your subscription is already set up.')).toHaveCount(0);
  await shot(page, 'web-spec-after-go-back-1280');
});

test('a system that asks for less motion gets no transitions or looping animations; one that does not, gets them', async ({
  browser,
}) => {
  /** The Sign In screen's computed motion, in a browser whose system asks `reducedMotion`. */
  async function motionOf(reducedMotion: 'reduce' | 'no-preference') {
    const context = await browser.newContext({ reducedMotion });
    try {
      const page = await context.newPage();
      await page.goto(`${APP_URL}/auth/signin`);
      const button = page.getByRole('button', { name: 'Sign In' });
      await expect(button).toBeVisible();
      return button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { transition: style.transitionDuration, loops: style.animationIterationCount };
      });
    } finally {
      await context.close();
    }
  }
  expect(await motionOf('reduce')).toEqual({ transition: '1e-05s', loops: '1' });
  expect((await motionOf('no-preference')).transition).not.toBe('1e-05s');
});
