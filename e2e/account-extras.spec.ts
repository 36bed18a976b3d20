import { readFileSync, copyFileSync, mkdirSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { billingMessages, messages, storeMessages } from '@stowline/domain';
import { DEV_MAIL_PATH, FIXTURE_URL, PASSWORD } from './support/constants.js';
import { SHOTS_DIR, shotsWanted } from './support/shots.js';
import {
  createApprovedSeller,
  expectAlert,
  followMailLink,
  signInAsOperator,
  signInWith,
  uniqueEmail,
} from './support/journey.js';
import { passConsent, sandboxSellerEmail, startConnect } from './support/stores.js';

/**
 * What sellers expect besides the spec (issue 11): change password and e-mail on Profile,
 * resume a cancelled subscription, PDF receipts, the billing address, the CVC length message,
 * and Admin Users refusing to approve an unverified address.
 */

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * The screen at 1280x800 and at a phone's 390x844, as <E2E_SHOTS_DIR>/account-extras-<name>-{desktop,phone}.png.
 * On the phone the dashboard's side menu is collapsed first (the shell does not yet do it by itself).
 */
async function shots(page: Page, name: string) {
  if (!shotsWanted) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const path = (size: string) => `${SHOTS_DIR}/account-extras-${name}-${size}.png`;
  await page.screenshot({ path: path('desktop'), fullPage: true, animations: 'disabled' });
  const collapse = page.getByRole('button', { name: 'collapse menu' });
  const collapsed = (await collapse.count()) > 0 && !(await page.getByRole('dialog').count());
  if (collapsed) await collapse.click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path('phone'), fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 800 });
  if (collapsed) await page.getByRole('button', { name: 'expand menu' }).click();
}

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'side menu' });
const hostedInput = (page: Page, testId: 'card-number' | 'card-cvc') =>
  page.getByTestId(testId).locator('iframe').contentFrame().locator('input');

/** An approved seller connects the demo store, saves US and reaches the payment step. */
async function reachPaymentMethod(page: Page, request: APIRequestContext, storeName: string) {
  const email = await createApprovedSeller();
  await signInWith(page, email);
  await startConnect(page, storeName);
  await passConsent(page, sandboxSellerEmail(), 'Authorize');
  await expectAlert(page, storeMessages.storeConnected);
  const us = page.getByRole('checkbox', { name: /\bUS — / });
  if (!(await us.isChecked())) await us.check();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/payment-method$/);
  await expect(hostedInput(page, 'card-number')).toBeVisible();
  return email;
}

async function fillHolderAndAddress(page: Page) {
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Seller');
  const expiry = page.getByLabel('Expiry');
  await expiry.pressSequentially('1234');
  await page.getByLabel('Address Line 1').fill('1 Main St');
  await page.getByLabel('City').fill('Springfield');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Illinois' }).click();
  await page.getByLabel('Postal Code').fill('62701');
}

async function finishOnboarding(page: Page) {
  await expect(page).toHaveURL(/\/onboarding\/syncing-complete$/, { timeout: 90_000 });
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/dashboard\/shipment$/);
}

test('the CVC follows the card brand, and Billing Plan resumes a cancelled plan, edits the address and gives PDF receipts', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = await reachPaymentMethod(page, request, 'Receipt Goods');

  // American Express takes a 4-digit code; a Visa 3, and a fourth digit says so instead of vanishing.
  const cvc = page.getByTestId('card-cvc');
  await hostedInput(page, 'card-number').pressSequentially('3782 822463 10005');
  await hostedInput(page, 'card-cvc').pressSequentially('1234');
  await expect(hostedInput(page, 'card-cvc')).toHaveValue('1234');
  await expect(cvc.getByText(/security code/)).toHaveCount(0);
  await hostedInput(page, 'card-number').clear();
  await hostedInput(page, 'card-number').pressSequentially('4242 4242 4242 4242');
  await expect(hostedInput(page, 'card-cvc')).toHaveValue('123');
  await expect(cvc.getByText('Visa cards have a 3-digit security code.')).toBeVisible();
  await expect(cvc.locator('label')).toHaveClass(/Mui-error/);
  await fillHolderAndAddress(page);
  await shots(page, 'cvc-length');
  // Typing again within the length clears the message.
  await hostedInput(page, 'card-cvc').clear();
  await hostedInput(page, 'card-cvc').pressSequentially('321');
  await expect(cvc.getByText('Visa cards have a 3-digit security code.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expectAlert(page, billingMessages.subscribed);
  await finishOnboarding(page);

  await sideMenu(page).getByRole('button', { name: 'Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Billing Plan' })).toBeVisible();
  const plan = page.getByRole('region', { name: 'plan' });
  const nextPayment = await plan.getByText(/^Next payment: /).textContent();

  // The address typed at subscription, edited here.
  const address = page.getByRole('region', { name: 'Billing Address' });
  await expect(address.getByText('1 Main St')).toBeVisible();
  await address.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Billing Address' });
  await dialog.getByLabel('Address Line 1').fill('500 Harbor Blvd');
  await dialog.getByLabel('Address Line 2 (optional)').fill('Suite 12');
  await dialog.getByLabel('City').fill('Austin');
  await dialog.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Texas' }).click();
  await dialog.getByLabel('Postal Code').fill('7330');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a 5-digit ZIP code')).toBeVisible();
  await shots(page, 'billing-address-dialog');
  await dialog.getByLabel('Postal Code').fill('73301');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectAlert(page, billingMessages.billingAddressUpdated);
  await expect(dialog).toHaveCount(0);
  await expect(address.getByText('Austin, Texas 73301')).toBeVisible();

  // Cancel, then resume before the end date: the next payment is the one it was.
  await plan.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expectAlert(page, billingMessages.subscriptionCancelledNow);
  await expect(plan.getByText(billingMessages.subscriptionCancelled)).toBeVisible();
  await expect(plan.getByText(/^Resume before /)).toBeVisible();
  await shots(page, 'billing-cancelled-resumable');
  await plan.getByRole('button', { name: 'Resume Subscription' }).click();
  await expectAlert(page, billingMessages.subscriptionResumed);
  await expect(plan.getByText(nextPayment!)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Resume Subscription' })).toHaveCount(0);
  await expect(plan.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();

  // Eight days on the trial has ended and the first month is paid: its receipt downloads as a PDF.
  expect((await request.post(`${FIXTURE_URL}/billing/advance?days=8`)).ok()).toBe(true);
  await page.reload();
  const invoices = page.getByRole('table', { name: 'invoices' });
  const row = invoices.getByRole('row').filter({ hasText: /SL-\d{6}/ });
  await expect(row).toHaveCount(1);
  const number = (await row.getByText(/SL-\d{6}/).textContent())!;
  await shots(page, 'billing-invoices');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download receipt ${number}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Stowline-receipt-${number}.pdf`);
  const saved = await file.path();
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  if (shotsWanted) {
    mkdirSync(SHOTS_DIR, { recursive: true });
    copyFileSync(saved, `${SHOTS_DIR}/account-extras-receipt.pdf`);
  }

  // Profile: change the password; another signed-in browser is signed out, this one stays.
  const other = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1280, height: 800 } });
  const otherPage = await other.newPage();
  await signInWith(otherPage, email);
  await expect(otherPage).toHaveURL(/\/dashboard\/shipment$/);

  await sideMenu(page).getByRole('button', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/setting\/profile$/);
  const security = page.getByRole('region', { name: 'sign-in and security' });
  const passwordForm = security.getByRole('form', { name: 'Change Password' });
  await passwordForm.getByLabel('Current Password').fill('Not_My_Password_1');
  await passwordForm.getByLabel('New Password', { exact: true }).fill('Password123!');
  await passwordForm.getByLabel('Confirm New Password').fill('Password123!');
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(passwordForm.getByText(messages.currentPasswordWrong)).toBeVisible();
  await passwordForm.getByLabel('Current Password').fill(PASSWORD);
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expectAlert(page, messages.passwordTooCommon);
  await shots(page, 'profile-password-refused');
  await passwordForm.getByLabel('New Password', { exact: true }).fill('Harbor_Lights_2468');
  await passwordForm.getByLabel('Confirm New Password').fill('Harbor_Lights_2468');
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expectAlert(page, messages.passwordChanged);
  await expect(passwordForm.getByLabel('Current Password')).toHaveValue('');
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/auth\/signin$/);
  await other.close();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile & Company Contact' })).toBeVisible();

  // Change the e-mail: a link to the new address; nothing changes until it is opened.
  const newEmail = uniqueEmail('moved');
  const emailForm = security.getByRole('form', { name: 'Change Email' });
  await emailForm.getByLabel('New Email').fill(newEmail);
  await emailForm.getByLabel('Current Password').fill('Harbor_Lights_2468');
  await emailForm.getByRole('button', { name: 'Send Link' }).click();
  await expect(emailForm.getByRole('status')).toHaveText(messages.emailChangeSent(newEmail));
  await expect(emailForm.getByText(email)).toBeVisible();
  await shots(page, 'profile-email-link-sent');
  await followMailLink(page, newEmail, 'Confirm new e-mail');
  await expect(page).toHaveURL(/\/auth\/confirm-email-change\?token=/);
  await expect(page.getByText(messages.emailChanged)).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  await shots(page, 'confirm-email-change');
  await page.getByRole('link', { name: 'Back to Profile' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newEmail);
  await expect(security.getByText(newEmail)).toBeVisible();
});

test('Admin Users shows who verified the e-mail and will not approve an address nobody proved', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('unverified');
  expect(
    (await request.post('/api/v1/auth/signup', { data: { name: 'Una Verified', email, password: PASSWORD } })).status(),
  ).toBe(201);
  await signInAsOperator(page);
  await expect(page).toHaveURL(/\/dashboard\/adminUsers$/);
  await page.getByLabel('Search Name/Email').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(page.getByRole('table', { name: 'admin users' }).getByRole('row')).toHaveCount(2);
  await expect(row.getByLabel('e-mail not verified')).toBeVisible();
  const approve = row.getByRole('button', { name: 'approve' });
  await expect(approve).toBeDisabled();
  await approve.locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(messages.approveUnverified);
  await shots(page, 'admin-users-unverified');
  await expect(row.getByRole('button', { name: 'reject' })).toBeEnabled();

  // Once the seller opens the verification link, the operator can approve.
  const mailbox = await (await request.get(DEV_MAIL_PATH)).text();
  const link = new RegExp(`${email}[\\s\\S]*?href="([^"]+)"`).exec(mailbox)![1]!;
  const token = new URL(link.replace(/&amp;/g, '&')).searchParams.get('token');
  expect((await request.get(`/api/v1/auth/email-verificaton?token=${token}`)).ok()).toBe(true);
  await page.reload();
  await page.getByLabel('Search Name/Email').fill(email);
  await expect(row.getByLabel('e-mail verified')).toBeVisible();
  await expect(row.getByRole('button', { name: 'approve' })).toBeEnabled();
});
