import { expect, type Page } from '@playwright/test';
import { SANDBOX_PASSWORD, SANDBOX_URL } from './constants.js';
import { shot } from './shots.js';

export { sandboxSellerEmail } from './sellers.js';

/** On the sandbox's consent page (another origin): signs in as `sellerEmail`, then Authorize or Cancel. */
export async function passConsent(
  page: Page,
  sellerEmail: string,
  decision: 'Authorize' | 'Cancel',
  shotPrefix?: string,
) {
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX_URL}/apps/authorize/consent\\?`));
  if (shotPrefix) await shot(page, `${shotPrefix}-consent-signin`);
  await page.getByLabel('Email').fill(sellerEmail);
  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();
  if (shotPrefix) await shot(page, `${shotPrefix}-consent-authorize`);
  await page.getByRole('button', { name: decision }).click();
}

/** From Welcome: Get Started, a store name, Connect; ends on the sandbox's consent page. */
export async function startConnect(page: Page, storeName: string, shotPrefix?: string) {
  await expect(page).toHaveURL(/\/onboarding\/start$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  if (shotPrefix) await shot(page, `${shotPrefix}-start`);
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/onboarding\/connect-amazon$/);
  await page.getByLabel('Store Name').fill(storeName);
  if (shotPrefix) await shot(page, `${shotPrefix}-connect-amazon`);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX_URL}/`));
}

/** The API token the web app keeps in local storage. */
export const readToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
