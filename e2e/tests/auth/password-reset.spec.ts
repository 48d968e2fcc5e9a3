import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { LoginPage } from '../../support/login-page';
import { mailedPath } from '../../support/outbox';
import { signInThroughApi } from '../../support/role-contexts';

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

/**
 * A verified account of the test's own, registered through the API: changing its password leaves the demo
 * users, which the other specs sign in as, untouched even when the test fails half-way.
 */
async function registerOwnUser(request: APIRequestContext) {
  const user = { email: `reset-${Date.now()}@example.test`, password: 'Before2026pass', firstName: 'Rita' };
  const registered = await request.post('/api/auth-service/users', {
    data: {
      first_name: user.firstName,
      last_name: 'Reset',
      email: user.email,
      password: user.password,
      accepted_terms: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const verifyPath = await mailedPath(
    request,
    user.email,
    'Verify your email for Smart Fingerprint',
    '/register/verify',
  );
  const token = verifyPath.split('/').pop();
  const verified = await request.post(`/api/auth-service/invitations/activate/${token}`);
  expect(verified.ok(), await verified.text()).toBe(true);
  return user;
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
    const user = await registerOwnUser(request);
    const signedIn = await browser.newPage();
    await signInThroughApi(signedIn, user.email, { password: user.password });

    await askForReset(page, user.email);
    await expectNoSeriousAxeViolations(page);
    const path = await mailedResetPath(request, user.email);

    await page.goto(path);
    await page.getByLabel(/^New password/).fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Must be 8 or more characters').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await chooseNewPassword(page, path, 'Fresh2026pass');
    await page.getByRole('link', { name: 'Log in' }).click();

    const login = new LoginPage(page);
    await login.submit(user.email, user.password);
    await expect(page.getByText('Incorrect email or password.')).toBeVisible();
    await login.submit(user.email, 'Fresh2026pass');
    await expect(page.getByRole('heading', { name: `Welcome, ${user.firstName}` })).toBeVisible();

    // The session opened before the reset has ended: its next call sends it to log in again.
    await signedIn.goto('/projects');
    await expect(signedIn).toHaveURL(/\/login\?next=%2Fprojects$/);

    // A used link never works again.
    await page.goto(path);
    await page.getByLabel(/^New password/).fill('Another2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your invitation may have expired, or is no longer valid.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/login');
  });

  test('an unknown email gets the same answer', async ({ page }) => {
    await askForReset(page, 'nobody@nowhere.example');
  });
});
