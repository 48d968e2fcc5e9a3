import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';

test.describe('Projects list (001 §2)', () => {
  test("an admin sees only their company's projects, newest first, with owner and date", async ({ page }) => {
    await new LoginPage(page).logInAs(demo.admin.email);
    await page.goto('/projects');
    await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Owner', 'Date Created']);
    await expect(page.getByRole('cell', { name: 'Acme Brands' }).first()).toBeVisible();
    await expect(page.getByText('Globex Cosmetics')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('search narrows the list, is kept in the query string, and says "No projects found." when nothing matches', async ({
    page,
  }) => {
    await new LoginPage(page).logInAs(demo.admin.email);
    await page.goto('/projects');
    await page.getByLabel('Search projects').fill('wine');
    await expect(page).toHaveURL(/\?search=wine$/);
    await expect(page.getByRole('link', { name: 'Wine Labels' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Spring Collection 2026' })).toHaveCount(0);
    await page.getByLabel('Search projects').fill('zzz');
    await expect(page.getByText('No projects found.')).toBeVisible();
  });

  test('a project links to its collections with their fingerprint totals', async ({ page }) => {
    await new LoginPage(page).logInAs(demo.admin.email);
    await page.goto('/projects');
    await page.getByRole('link', { name: 'Spring Collection 2026' }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/collections$/);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Name',
      'Total Fingerprints',
      'Top-up Status',
      'Date Created',
    ]);
  });
});
