import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { storeMessages, type GetProductsBody, type Product } from '@stowline/domain';
import { createApprovedSeller, expectAlert, signInWith } from './journey.js';
import { APP_URL, FIXTURE_URL } from './constants.js';
import { DEMO_STORE_SKUS, subscribe, waitForSync, type DemoStore } from './sellers.js';
import { passConsent, readToken, startConnect } from './stores.js';

/** Calls the API as the signed-in user of `page`, expecting success. */
export async function callApi<T>(
  request: APIRequestContext,
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api/v1${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${await readToken(page)}` },
  });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** The first page of the SKU list with `filter`, as the API answers it. */
export const getProducts = (
  request: APIRequestContext,
  page: Page,
  filter: Partial<GetProductsBody['filter']> = {},
  perPage = 15,
) =>
  callApi<{ products: Product[]; total: number }>(request, page, 'POST', '/products/get-products', {
    filter: { search: '', type: 'ALL', status: 'All', weight: false, ...filter },
    pagination: { pageNum: 1, perPage },
  });

/** A new approved seller connects the demo store of `sellerEmail` through the consent page and saves the US only. */
export async function connectUsStore(page: Page, request: APIRequestContext, storeName: string, sellerEmail: string) {
  const email = await createApprovedSeller();
  await signInWith(page, email);
  await startConnect(page, storeName);
  await passConsent(page, sellerEmail, 'Authorize');
  await expectAlert(page, storeMessages.storeConnected);
  await expect(page).toHaveURL(/\/onboarding\/select-marketplaces\?storeId=/);
  const us = page.getByRole('checkbox', { name: /\bUS — / });
  if (!(await us.isChecked())) await us.check();
  for (const code of ['CA', 'MX']) {
    const other = page.getByRole('checkbox', { name: new RegExp(`\\b${code} — `) });
    if ((await other.count()) && (await other.isChecked())) await other.uncheck();
  }
  await page.getByRole('button', { name: 'SAVE' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/payment-method$/);
  return email;
}

/**
 * The rest of onboarding after connectUsStore, through the real server: the subscription with
 * Stripe's test card token (billing.spec.ts types a card for real), then Get Started once the
 * store's data is synced.
 */
export async function subscribeAndFinishOnboarding(request: APIRequestContext, page: Page, store: DemoStore = 'small') {
  const token = (await readToken(page))!;
  await subscribe(APP_URL, token);
  await waitForSync(APP_URL, token, store);
  await callApi(request, page, 'POST', '/onboarding/onboarding-completed');
}

/**
 * For journeys about something else: a new seller with a demo store in the US (the small one
 * unless told), subscribed, synced and onboarded, from the test control (prepared ahead through
 * the real API, support/server.ts), signed in on `page`. Returns the seller's e-mail.
 */
export async function onboardedSeller(
  page: Page,
  request: APIRequestContext,
  storeName = 'Maple Goods',
  store: DemoStore = 'small',
) {
  const answer = await request.get(`${FIXTURE_URL}/seller?store=${store}&name=${encodeURIComponent(storeName)}`, {
    timeout: 120_000 + 30 * DEMO_STORE_SKUS[store],
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { email } = (await answer.json()) as { email: string };
  await signInWith(page, email);
  // Sign-in hashes with argon2id (near a second on a busy two-core machine), then the dashboard loads.
  await expect(page).toHaveURL(/\/dashboard\//, { timeout: 15_000 });
  return email;
}
