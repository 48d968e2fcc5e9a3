import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo, DEMO_PASSWORD } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';
import { mailedPath } from '../../support/outbox';

const RESET_REQUESTED = 'Your password reset request has been sent. Check your e-mail for further instructions.';

const mailedResetPath = (request: APIRequestContext, email: string) =>
  mailedPath(request, email, 'Reset your Smart Fingerprint password', '/reset-password');

async function askForReset(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(RESET_REQUESTED)).toBeVisible();
}

async function chooseNewPassword(page: Page, path: string, password: string) {
  await page.goto(path);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password reset was successful.')).toBeVisible();
}

test.describe('Password reset (000 §2, §8)', () => {
  test('forgot → emailed link → new password → the old session is gone and only the new password works', async ({
    browser,
    page,
    request,
  }) => {
    const signedIn = await browser.newPage();
    await new LoginPage(signedIn).logInAs(demo.guest.email);

    await askForReset(page, demo.guest.email);
    await expectNoSeriousAxeViolations(page);
    const path = await mailedResetPath(request, demo.guest.email);

    await page.goto(path);
    await page.getByLabel(/^New password/).fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Must be 8 or more characters').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await chooseNewPassword(page, path, 'Fresh2026pass');
    await page.getByRole('link', { name: 'Log in' }).click();

    const login = new LoginPage(page);
    await login.submit(demo.guest.email, DEMO_PASSWORD);
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await login.submit(demo.guest.email, 'Fresh2026pass');
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.guest.firstName}` })).toBeVisible();

    // The session opened before the reset has ended: its next call sends it to log in again.
    await signedIn.goto('/projects');
    await expect(signedIn).toHaveURL(/\/login\?next=%2Fprojects$/);

    // A used link never works again.
    await page.goto(path);
    await page.getByLabel(/^New password/).fill('Another2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your invitation may have expired, or is no longer valid.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/login');

    // Put the demo password back for the other tests, through the same flow.
    await new LoginPage(page).logOut();
    await askForReset(page, demo.guest.email);
    await chooseNewPassword(page, await mailedResetPath(request, demo.guest.email), DEMO_PASSWORD);
  });

  test('an unknown email gets the same answer', async ({ page }) => {
    await askForReset(page, 'nobody@nowhere.example');
  });
});
