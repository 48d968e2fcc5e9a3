import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';
import { signInAs, signInThroughApi } from '../../support/role-contexts';
import { recordVisitedPaths } from '../../support/session';

test.describe('Route guards, in the order of 001 §2', () => {
  test('1. without tokens a protected route goes to /logout, then /login (which returns there after)', async ({
    page,
  }) => {
    const visited = recordVisitedPaths(page);
    await page.goto('/projects');
    await expect(page).toHaveURL('/login?next=%2Fprojects');
    expect(visited).toContain('/logout');
  });

  test('2. a verified, onboarded admin sees the projects page', async ({ page }) => {
    await signInThroughApi(page, demo.admin.email);
    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
  });

  test('3. a verified user without a first name goes to /onboarding and can finish it', async ({ page }) => {
    await signInAs(page, demo.newcomer.email);
    await expect(page).toHaveURL('/onboarding');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('You must accept the terms to continue')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel(/I agree to the Terms/).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Nora' })).toBeVisible();
    await page.goto('/onboarding');
    await expect(page).toHaveURL('/');
  });

  test('4. a verified user whose role is too low for /ted is sent to /, and opens /admin', async ({ page }) => {
    await signInAs(page, demo.admin.email);
    await expect(page).toHaveURL('/');
    await page.goto('/ted');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.admin.firstName}` })).toBeVisible();
    // /admin serves every company's own staff (ADR 0021).
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Administration | Acme Brands' })).toBeVisible();
  });

  test('5. an unverified user goes to /verification-sent, which names the address', async ({ page }) => {
    await signInAs(page, demo.unverified.email);
    await expect(page).toHaveURL('/verification-sent');
    await expect(page.getByRole('heading', { name: 'Please verify your email.' })).toBeVisible();
    await expect(page.getByText(demo.unverified.email)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('/verification-sent without a known address goes to /login', async ({ page }) => {
    await page.goto('/verification-sent');
    await expect(page).toHaveURL('/login');
  });

  test('the TED link is shown to super users only, Account settings to every signed-in user', async ({ page }) => {
    await signInAs(page, demo.superUser.email);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'TED' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Account settings' })).toBeVisible();
    await nav.getByRole('link', { name: 'TED' }).click();
    await expect(page).toHaveURL('/ted');

    await new LoginPage(page).logOut();
    await signInAs(page, demo.admin.email);
    await expect(nav.getByRole('link', { name: 'Need help' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'TED' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Account settings' })).toBeVisible();
  });
});
