import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { storeMessages, type GetProductsBody, type Product } from '@stowline/domain';
import { createApprovedSeller, expectAlert, signInWith } from './journey.js';
import { passConsent, readToken, sandboxSellerEmail, startConnect } from './stores.js';

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

/** Every sync log of the account (four jobs for US, shipments for the store) reaches COMPLETED. */
export async function expectSyncCompleted(request: APIRequestContext, page: Page) {
  await expect
    .poll(
      async () => {
        const { agendaLogs } = await callApi<{
          agendaLogs: { name: string; state: string; lastError: string | null }[];
        }>(request, page, 'GET', '/setting/get-data-sync-log?perPage=100');
        const failed = agendaLogs.find((log) => log.state === 'FAILED');
        if (failed) throw new Error(`${failed.name} failed: ${failed.lastError}`);
        return agendaLogs.length === 5 && agendaLogs.every((log) => log.state === 'COMPLETED');
      },
      { timeout: 60_000, intervals: [500, 1_000] },
    )
    .toBe(true);
}

/** A new approved seller connects the demo store of `sellerEmail` through the consent page and saves the US only. */
export async function connectUsStore(page: Page, request: APIRequestContext, storeName: string, sellerEmail: string) {
  const email = await createApprovedSeller(request, page);
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
 * The rest of onboarding for journeys about something else, through the real server: the
 * subscription with Stripe's test card token (the server sets it up with the sandbox processor,
 * as the hosted fields' token would; billing.spec.ts types a card for real), then Get Started
 * once the store's data is synced.
 */
export async function subscribeAndFinishOnboarding(request: APIRequestContext, page: Page) {
  await callApi(request, page, 'POST', '/payment/add-payment-card-details', {
    cardData: {
      firstName: 'Sam',
      lastName: 'Seller',
      expiryDate: '1234',
      cardToken: 'tok_visa',
      cvcToken: 'cvctok_journey',
      cardResult: { complete: true },
      cvcResult: { complete: true },
    },
    address: {
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      country: 'US',
    },
  });
  await expectSyncCompleted(request, page);
  await callApi(request, page, 'POST', '/onboarding/onboarding-completed');
}

/** A new seller with the small demo store connected in the US, subscribed and onboarded, signed in. */
export async function onboardedSeller(page: Page, request: APIRequestContext, storeName = 'Maple Goods') {
  const email = await connectUsStore(page, request, storeName, sandboxSellerEmail());
  await subscribeAndFinishOnboarding(request, page);
  return email;
}
