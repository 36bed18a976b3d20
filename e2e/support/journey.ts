import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEV_MAIL_PATH, OPERATOR, PASSWORD } from './constants.js';

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export async function signInWith(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export const signInAsOperator = (page: Page) => signInWith(page, OPERATOR.email, OPERATOR.password);

export async function expectAlert(page: Page, text: string) {
  await expect(page.getByTestId('alert-bar').filter({ hasText: text })).toBeVisible();
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

/** A seller made through the real API: signed up, verified from the outbox, approved by the operator. */
export async function createApprovedSeller(request: APIRequestContext, page: Page) {
  const email = uniqueEmail('seller');
  expect(
    (await request.post('/api/v1/auth/signup', { data: { name: 'Sam Seller', email, password: PASSWORD } })).status(),
  ).toBe(201);
  const mailbox = await (await request.get(DEV_MAIL_PATH)).text();
  const link = new RegExp(`${email}[\\s\\S]*?href="([^"]+)"`).exec(mailbox)?.[1];
  const token = new URL(link!.replace(/&amp;/g, '&')).searchParams.get('token');
  expect((await request.get(`/api/v1/auth/email-verificaton?token=${token}`)).ok()).toBe(true);
  const op = await (await request.post('/api/v1/auth/signin', { data: OPERATOR })).json();
  const list = await (
    await request.get(`/api/v1/users/admin/15/1?search=${email}`, { headers: { authorization: `Bearer ${op.token}` } })
  ).json();
  await request.post('/api/v1/users/updated-approval-status', {
    headers: { authorization: `Bearer ${op.token}` },
    data: { _id: list.users[0]._id, email, approvalStatus: 'approved', amountToUse: 99 },
  });
  void page;
  return email;
}
