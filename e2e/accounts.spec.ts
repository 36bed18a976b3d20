import { expect, test } from './support/test.js';
import { PASSWORD } from './support/constants.js';
import { expectAlert, followMailLink, signInAsOperator, signInWith, uniqueEmail } from './support/journey.js';

test('a seller signs up, verifies the e-mail, is approved by the operator and lands on Welcome', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('journey');
  await page.goto('/auth/signup');
  await page.getByLabel('Name').fill('Jo Journey');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill('Journey_Pass_12');
  await expect(page.getByText("Password doesn't Match")).toBeVisible();
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await expect(page.getByText('Password Match', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/auth\/check-email$/);
  await expectAlert(page, 'Sent Email Verification!');
  await expect(page.getByTestId('check-email-address')).toHaveText(email);

  await followMailLink(page, email, 'Verify e-mail');
  await expectAlert(page, 'Email Verified Successfully!');
  await expect(page).toHaveURL(/\/auth\/signin$/);

  await signInWith(page, email);
  await expect(page).toHaveURL(/\/onboarding\/approval-pending$/);
  await expect(page.getByText('Admin Approval Pending')).toBeVisible();

  const operator = await browser.newPage();
  await signInAsOperator(operator);
  await expect(operator).toHaveURL(/\/dashboard\/adminUsers/);
  await operator.getByLabel('Search Name/Email').fill(email);
  const row = operator.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'approve' }).click();
  const dialog = operator.getByRole('dialog');
  await expect(
    dialog.getByText('Are you sure you want to approved this User? Please review the subscription amount below:'),
  ).toBeVisible();
  await dialog.getByLabel('Subscription Amount').fill('0');
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await dialog.getByLabel('Subscription Amount').fill('120');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expectAlert(operator, 'Updated Status Successfuly');
  await expect(row.getByText('approved')).toBeVisible();

  // The pending screen moves on by itself.
  await expect(page).toHaveURL(/\/onboarding\/start$/, { timeout: 15_000 });
  await expect(page.getByText('Welcome')).toBeVisible();
});

test('the operator rejects a seller, who then cannot sign in', async ({ page, request }) => {
  const email = uniqueEmail('reject');
  await request.post('/api/v1/auth/signup', { data: { name: 'Rita Reject', email, password: PASSWORD } });
  await signInAsOperator(page);
  await page.getByLabel('Search Name/Email').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'reject' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('You want to reject this user')).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expectAlert(page, 'Updated Status Successfuly');
  await expect(row.getByText('rejected')).toBeVisible();
  await expect(row.getByRole('button', { name: 'approve' })).toHaveCount(0);

  const res = await request.post('/api/v1/auth/signin', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(403);
});

test('a seller resets a forgotten password from the mailed link', async ({ page, request }) => {
  const email = uniqueEmail('forgot');
  await request.post('/api/v1/auth/signup', { data: { name: 'Fay Forgot', email, password: PASSWORD } });
  await page.goto('/auth/signin');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  // The sign-in page has an Email field too: wait until the lazy page has replaced it.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/check-email$/);
  await expectAlert(page, 'Verification Email sent!');

  await followMailLink(page, email, 'Reset password');
  await expect(page).toHaveURL(/\/auth\/reset-password\?confirmation_token=/);
  const newPassword = 'Fresh_Start_2026';
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/reset-done$/);
  await expect(page.getByRole('heading', { name: 'Password changed successfully!' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await signInWith(page, email, newPassword);
  await expect(page).toHaveURL(/\/auth\/check-email$|\/onboarding\/approval-pending$/);
});

test('sign-in asks for both fields and unknown paths show Page not found', async ({ page }) => {
  await page.goto('/auth/signin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('please enter email and password')).toBeVisible();
  await page.goto('/somewhere/else');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText('Page not found.')).toBeVisible();
  await page.goto('/dashboard/shipment');
  await expect(page).toHaveURL(/\/auth\/signin$/);
});
