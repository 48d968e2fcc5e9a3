import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';
import { signInAs, signInThroughApi } from '../../support/role-contexts';

test.describe('Shell', () => {
  test('an unknown path shows the not-found page with a way back', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found.' })).toBeVisible();
    await expect(page.getByText("It looks like you're trying to access a page that doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('the welcome page greets by first name and links to projects and the developer portal; no printing guidelines unless configured', async ({
    page,
  }) => {
    await signInAs(page, demo.admin.email);
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.admin.firstName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your projects' })).toHaveAttribute('href', '/projects');
    await expect(page.getByRole('link', { name: 'Open the developer portal' })).toHaveAttribute('href', '/api/docs');
    await expect(page.getByRole('link', { name: 'Read the printing guidelines' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('the login page passes axe', async ({ page }) => {
    await new LoginPage(page).open();
    await expectNoSeriousAxeViolations(page);
  });

  test('the project frame shows the breadcrumb and side navigation, and an unknown project says so', async ({
    page,
  }) => {
    await signInThroughApi(page, demo.admin.email);
    await page.goto('/projects');
    await page.getByRole('link', { name: 'Spring Collection 2026' }).click();
    await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Bulk Downloads' }),
    ).toBeVisible();
    await expect(page.getByText('Projects', { exact: true }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.goto('/projects/00000000-0000-4000-8000-000000000000/collections');
    await expect(page.getByRole('heading', { name: 'Project not found.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to projects' })).toHaveAttribute('href', '/projects');
  });
});
