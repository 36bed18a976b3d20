import { expect, type Page } from '@playwright/test';
import { DEV_MAIL_PATH, OPERATOR, PASSWORD } from './constants.js';
export { createApprovedSeller, uniqueEmail } from './sellers.js';

export async function signInWith(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export const signInAsOperator = (page: Page) => signInWith(page, OPERATOR.email, OPERATOR.password);

/** The alert bar shows `text`; give a `timeout` where the alert follows work that grows with the data. */
export async function expectAlert(page: Page, text: string, { timeout }: { timeout?: number } = {}) {
  await expect(page.getByTestId('alert-bar').filter({ hasText: text })).toBeVisible({ timeout });
}

/**
 * Opens the newest outbox mail to `email` on /dev/mail and follows its link. Reset and resend
 * mail is written just after the answer: reload until it is there.
 */
export async function followMailLink(page: Page, email: string, linkName: string) {
  const link = page
    .locator('article.mail')
    .filter({ has: page.locator('.to', { hasText: email }) })
    .first()
    .getByRole('link', { name: linkName });
  await expect(async () => {
    await page.goto(DEV_MAIL_PATH);
    await expect(link).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await link.click();
}

/**
 * Resolves once the sync button `label` is disabled with `runningText` beside it, both seen in one
 * frame. Start it before the click: a quick sync can end between two separate checks.
 */
export function watchSyncRunning(page: Page, label: string, runningText: string) {
  return page.waitForFunction(
    ([label, runningText]) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
      return button?.disabled === true && document.body.textContent?.includes(runningText);
    },
    [label, runningText] as const,
  );
}
