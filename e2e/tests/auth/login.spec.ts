import { expect, test } from '@playwright/test';
import { demo } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';

test.describe('Log in (000 §2)', () => {
  test('a demo admin logs in and is greeted by first name', async ({ page }) => {
    const login = new LoginPage(page);
    await login.logInAs(demo.admin.email);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.admin.firstName}` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' })).toBeVisible();
  });

  test('a wrong password and an unknown email both show the same message', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.submit(demo.admin.email, 'wrong-pass-1');
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await login.submit('nobody@demo.test', 'wrong-pass-1');
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await expect(page).toHaveURL('/login');
  });

  test('an invalid email is refused before any call with "Invalid email"', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.submit('not-an-email');
    await expect(page.getByText('Invalid email')).toBeVisible();
  });

  test('shows the forgot-password and sign-up links and the terms notice', async ({ page }) => {
    await new LoginPage(page).open();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-your-password',
    );
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    await expect(page.getByText('By logging in you agree to our Terms of Service and Privacy Policy.')).toBeVisible();
  });

  test('a logged-in user opening /login is sent to /', async ({ page }) => {
    await new LoginPage(page).logInAs(demo.admin.email);
    await expect(page).toHaveURL('/');
    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.admin.firstName}` })).toBeVisible();
  });

  test('works with the keyboard alone', async ({ page }) => {
    await new LoginPage(page).open();
    await page.getByLabel('Email').focus();
    await page.keyboard.type(demo.guest.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo-pass-1');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.guest.firstName}` })).toBeVisible();
  });
});
