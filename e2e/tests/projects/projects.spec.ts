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

  test('opening /projects cold sends one GET /projects, shared by the session refresh and the page', async ({
    page,
  }) => {
    await new LoginPage(page).logInAs(demo.admin.email);
    // Signing in fetches the projects too: let that finish before counting.
    await page.waitForLoadState('networkidle');
    const projectCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth-service/projects') projectCalls.push(request.method());
    });
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: 'Wine Labels' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(projectCalls).toEqual(['GET']);
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

  test('a super user creates a collection: the name is required, then it heads the list as Empty', async ({ page }) => {
    await new LoginPage(page).logInAs(demo.superUser.email);
    await page.goto('/projects');
    await page.getByRole('link', { name: 'Globex Cosmetics' }).click();
    await page.getByRole('button', { name: 'Create collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create collection' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Collection name is required')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByLabel(/^Collection name/).fill('Hand Lotion');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    const first = page.getByRole('row').nth(1);
    await expect(first).toContainText('Hand Lotion');
    await expect(first).toContainText('Empty');
  });

  test('a project admin cannot create collections', async ({ page }) => {
    await new LoginPage(page).logInAs(demo.admin.email);
    await page.goto('/projects');
    await page.getByRole('link', { name: 'Wine Labels' }).click();
    await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create collection' })).toHaveCount(0);
  });
});
