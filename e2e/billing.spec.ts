import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { billingMessages, messages, storeMessages } from '@stowline/domain';
import { FIXTURE_URL, SANDBOX_URL } from './support/constants.js';
import { createApprovedSeller, expectAlert, signInWith } from './support/journey.js';
import { shot } from './support/shots.js';
import { passConsent, sandboxSellerEmail, startConnect } from './support/stores.js';

const CARDS = {
  visa: '4242 4242 4242 4242',
  /** 3-D Secure on setup and on every payment. */
  authenticate: '4000 0027 6000 3184',
  /** Sets up fine; every charge is declined. */
  chargeDeclined: '4000 0000 0000 0341',
} as const;

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'side menu' });
const marketplace = (page: Page, code: string) => page.getByRole('checkbox', { name: new RegExp(`\\b${code} — `) });

/** The input inside one of the processor's hosted fields (an iframe of its origin). */
const hostedInput = (page: Page, testId: 'card-number' | 'card-cvc') =>
  page.getByTestId(testId).locator('iframe').contentFrame().locator('input');

/** An approved seller signs in, connects the demo store, saves US and continues to the payment step. */
async function reachPaymentMethod(page: Page, request: APIRequestContext, storeName: string, shotPrefix?: string) {
  const email = await createApprovedSeller();
  await signInWith(page, email);
  await startConnect(page, storeName);
  await passConsent(page, sandboxSellerEmail(), 'Authorize');
  await expectAlert(page, storeMessages.storeConnected);
  await expect(page).toHaveURL(/\/onboarding\/select-marketplaces\?storeId=/);
  if (!(await marketplace(page, 'US').isChecked())) await marketplace(page, 'US').check();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page).toHaveURL(/\/onboarding\/congratulations$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/payment-method$/);
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  // The hosted fields are on the page once the processor's script has mounted them.
  await expect(hostedInput(page, 'card-number')).toBeVisible();
  if (shotPrefix) await shot(page, `${shotPrefix}-payment-method`);
  return email;
}

/** Types a card into the hosted fields and the expiry (MM/YY as typed). */
async function enterCard(page: Page, number: string, scope = page.locator('body')) {
  await hostedInput(page, 'card-number').pressSequentially(number);
  await hostedInput(page, 'card-cvc').pressSequentially('123');
  const expiry = scope.getByLabel('Expiry');
  await expiry.pressSequentially('1234');
  await expect(expiry).toHaveValue('12/34');
}

/** Fills the payment-method form: holder, card, expiry and a US address. */
async function fillPaymentForm(page: Page, number: string) {
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Seller');
  await enterCard(page, number);
  await page.getByLabel('Address Line 1').fill('1 Main St');
  await page.getByLabel('City').fill('Springfield');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Illinois' }).click();
  await page.getByLabel('Postal Code').fill('62701');
}

/** Data Syncing until the first sync is done, then Get Started on Syncing Complete: the dashboard opens. */
async function finishOnboarding(page: Page) {
  await expect(page).toHaveURL(/\/onboarding\/syncing-complete$/, { timeout: 90_000 });
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/dashboard\/shipment$/);
}

async function openBillingPlan(page: Page) {
  await sideMenu(page).getByRole('button', { name: 'Payment' }).click();
  await expect(page).toHaveURL(/\/dashboard\/setting\/paymentSetting$/);
  await expect(page.getByRole('heading', { name: 'Billing Plan' })).toBeVisible();
}

const cardTile = (page: Page, last4: string) =>
  page
    .getByRole('list', { name: 'payment cards' })
    .getByRole('listitem')
    .filter({ hasText: `•••• ${last4}` });

test('a new seller subscribes with a card typed into the hosted fields and finds the trial and the card on Billing Plan', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await reachPaymentMethod(page, request, 'Maple Billing', 'billing');

  // Nothing filled: every required field is flagged, the card fields' labels turn red.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Postal Code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('card-number').locator('label')).toHaveClass(/Mui-error/);
  await expect(page.getByTestId('card-cvc').locator('label')).toHaveClass(/Mui-error/);
  await shot(page, 'billing-payment-method-invalid');

  await fillPaymentForm(page, CARDS.visa);
  await expect(page.getByTestId('card-number').locator('label')).not.toHaveClass(/Mui-error/);
  await expect(page.getByTestId('card-cvc').locator('label')).not.toHaveClass(/Mui-error/);
  await shot(page, 'billing-payment-method-filled');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectAlert(page, billingMessages.subscribed);
  await expect(page).toHaveURL(/\/onboarding\/(data-syncing|syncing-complete)$/);
  await finishOnboarding(page);

  await openBillingPlan(page);
  const plan = page.getByRole('region', { name: 'plan' });
  await expect(plan.getByText('Premium Monthly Plan')).toBeVisible();
  await expect(plan.getByText('$99')).toBeVisible();
  await expect(plan.getByText(/7-day free trial until/)).toBeVisible();
  await expect(plan.getByText(/^Next payment: /)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Retry Payment Now' })).toHaveCount(0);
  const visa = cardTile(page, '4242');
  await expect(visa).toBeVisible();
  await expect(visa.getByText('Default')).toBeVisible();
  await expect(visa.getByText('Expires 12/34')).toBeVisible();
  await expect(visa.getByRole('button', { name: 'Delete •••• 4242' })).toBeDisabled();
  await expect(page.getByRole('table', { name: 'invoices' }).getByText('No invoices yet')).toBeVisible();
  await shot(page, 'billing-plan-trial');

  // Cancelling keeps the trial to its end.
  await plan.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(billingMessages.cancelConfirmText)).toBeVisible();
  await shot(page, 'billing-plan-cancel-confirm');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expectAlert(page, billingMessages.subscriptionCancelledNow);
  await expect(dialog).toHaveCount(0);
  await expect(plan.getByText(billingMessages.subscriptionCancelled)).toBeVisible();
  await expect(plan.getByText(/^Ends on /)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Cancel Subscription' })).toBeDisabled();
  await shot(page, 'billing-plan-cancelled');
});

test('a card that asks for 3-D Secure at subscription goes through the processor’s challenge and comes back subscribed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await reachPaymentMethod(page, request, 'Secure Goods');

  // Go Back reopens the marketplace choice; saving it leads here again.
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/onboarding\/select-marketplaces\?storeId=/);
  await expect(marketplace(page, 'US')).toBeChecked();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page).toHaveURL(/\/onboarding\/congratulations$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/payment-method$/);
  // Typed only once the form and its hosted fields are mounted (text typed earlier is lost).
  await expect(hostedInput(page, 'card-number')).toBeVisible();

  await fillPaymentForm(page, CARDS.authenticate);
  await page.getByRole('button', { name: 'Submit' }).click();

  // Fail on the bank's page: back on Payment Method with everything typed into our fields kept.
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX_URL}/`));
  await shot(page, 'billing-3ds-challenge');
  await page.getByRole('button', { name: 'Fail' }).click();
  await expectAlert(page, billingMessages.authenticationFailed);
  await expect(page).toHaveURL(/\/onboarding\/payment-method$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Sam');
  await expect(page.getByLabel('Last Name')).toHaveValue('Seller');
  await expect(page.getByLabel('Expiry')).toHaveValue('12/34');
  await expect(page.getByLabel('Address Line 1')).toHaveValue('1 Main St');
  await expect(page.getByLabel('City')).toHaveValue('Springfield');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('Illinois');
  await expect(page.getByLabel('Postal Code')).toHaveValue('62701');
  await shot(page, 'billing-3ds-failed-form-kept');
  // The processor's hosted fields cannot be read by our page: the card number and CVC are typed again.
  await hostedInput(page, 'card-number').pressSequentially(CARDS.authenticate);
  await hostedInput(page, 'card-cvc').pressSequentially('123');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX_URL}/`));
  await page.getByRole('button', { name: 'Complete' }).click();

  // Back on Payment Method with the intent: completed once, the query cleaned, then the next step.
  await expectAlert(page, billingMessages.subscribed);
  await expect(page).toHaveURL(/\/onboarding\/(data-syncing|syncing-complete)$/);
  await finishOnboarding(page);
  await openBillingPlan(page);
  await expect(cardTile(page, '3184').getByText('Default')).toBeVisible();
});

test('a declined renewal locks the dashboard until a new default card pays the retry', async ({ page, request }) => {
  test.setTimeout(240_000);
  await reachPaymentMethod(page, request, 'Declined Goods');
  await fillPaymentForm(page, CARDS.chargeDeclined);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectAlert(page, billingMessages.subscribed);
  await finishOnboarding(page);

  // Eight days on, the trial is over and the first charge is declined.
  const advance = await request.post(`${FIXTURE_URL}/billing/advance?days=8`);
  expect(advance.ok()).toBe(true);
  // Other journeys' sellers are charged too: this one's charge is among the failed.
  expect((await advance.json()).failed).toBeGreaterThanOrEqual(1);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/setting\/paymentSetting$/);
  const plan = page.getByRole('region', { name: 'plan' });
  await expect(plan.getByRole('button', { name: 'Retry Payment Now' })).toBeEnabled();
  await expect(plan.getByText(/^Last payment: /)).toBeVisible();
  await shot(page, 'billing-declined');

  // The rest of the dashboard stays locked; the Payment entry itself is no navigation to refuse.
  await sideMenu(page).getByRole('button', { name: 'SKU List' }).click();
  await expectAlert(page, messages.notAuthorizedAction);
  await expect(page).toHaveURL(/\/dashboard\/setting\/paymentSetting$/);
  await page.goto('/dashboard/shipment');
  await expect(page).toHaveURL(/\/dashboard\/setting\/paymentSetting$/);

  // The same card is declined again.
  await plan.getByRole('button', { name: 'Retry Payment Now' }).click();
  const error = page.getByRole('dialog', { name: 'Payment Error' });
  await expect(error.getByText(billingMessages.paymentUnsuccessful)).toBeVisible();
  await shot(page, 'billing-payment-error');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toHaveCount(0);

  // A card whose 3-D Secure check fails: Payment Details opens again on return, with what was typed.
  await page.getByRole('button', { name: 'Add Card' }).click();
  const details = page.getByRole('dialog', { name: 'Payment Details' });
  await details.getByLabel('First Name').fill('Kim');
  await details.getByLabel('Last Name').fill('Keeper');
  await expect(hostedInput(page, 'card-number')).toBeVisible();
  await enterCard(page, CARDS.authenticate, details);
  await details.getByLabel('Make default').check();
  await details.getByRole('button', { name: 'Add Card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX_URL}/`));
  await page.getByRole('button', { name: 'Fail' }).click();
  await expectAlert(page, billingMessages.authenticationFailed);
  await expect(details.getByLabel('First Name')).toHaveValue('Kim');
  await expect(details.getByLabel('Last Name')).toHaveValue('Keeper');
  await expect(details.getByLabel('Expiry')).toHaveValue('12/34');
  await expect(details.getByLabel('Make default')).toBeChecked();
  await shot(page, 'billing-add-card-3ds-failed');
  // Cancel forgets it: the next Payment Details starts empty.
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toHaveCount(0);
  await expect(cardTile(page, '3184')).toHaveCount(0);

  // A new card, made the default, through Payment Details.
  await page.getByRole('button', { name: 'Add Card' }).click();
  await expect(details.getByLabel('First Name')).toHaveValue('');
  await details.getByLabel('First Name').fill('Sam');
  await details.getByLabel('Last Name').fill('Seller');
  await expect(hostedInput(page, 'card-number')).toBeVisible();
  await enterCard(page, CARDS.visa, details);
  await details.getByLabel('Make default').check();
  await shot(page, 'billing-payment-details');
  await details.getByRole('button', { name: 'Add Card' }).click();
  await expectAlert(page, billingMessages.cardAdded);
  await expect(details).toHaveCount(0);
  await expect(cardTile(page, '4242').getByText('Default')).toBeVisible();
  await expect(cardTile(page, '0341').getByText('Default')).toHaveCount(0);

  await plan.getByRole('button', { name: 'Retry Payment Now' }).click();
  await expectAlert(page, billingMessages.paymentSucceeded);
  await expect(plan.getByRole('button', { name: 'Retry Payment Now' })).toHaveCount(0);
  await expect(plan.getByText(/^Next payment: /)).toBeVisible();
  const invoices = page.getByRole('table', { name: 'invoices' });
  const paid = invoices.getByRole('row').filter({ hasText: '$99.00 USD' });
  await expect(paid).toHaveCount(1);
  await expect(paid.getByText('•••• 4242')).toBeVisible();
  await shot(page, 'billing-paid');

  // The date range lives in the URL and filters the invoices.
  const dates = page.getByRole('group', { name: 'invoice dates' });
  await dates.getByLabel('From', { exact: true }).fill('2000-01-01');
  await dates.getByLabel('To', { exact: true }).fill('2000-01-31');
  await expect(page).toHaveURL(/startDate=2000-01-01&endDate=2000-01-31/);
  await expect(invoices.getByText('No invoices yet')).toBeVisible();
  await dates.getByRole('button', { name: 'Clear' }).click();
  await expect(paid).toHaveCount(1);

  // The old card: asked before it becomes the default, then deleted.
  const old = cardTile(page, '0341');
  await old.getByRole('button', { name: 'Make •••• 0341 the default card' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(billingMessages.changeDefaultConfirm)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await old.getByRole('button', { name: 'Delete •••• 0341' }).click();
  await expect(confirm.getByText(billingMessages.deleteCardConfirm)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectAlert(page, billingMessages.cardDeleted);
  await expect(old).toHaveCount(0);

  // Paid: the seller works again.
  await sideMenu(page).getByRole('button', { name: 'SKU List' }).click();
  await expect(page).toHaveURL(/\/dashboard\/skulist$/);
  await sideMenu(page).getByRole('button', { name: 'Shipment', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/shipment$/);
});
