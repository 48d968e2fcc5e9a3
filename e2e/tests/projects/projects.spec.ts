import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';
import { signInThroughApi } from '../../support/role-contexts';

const PROJECTS_PATH = '/api/auth-service/projects';

test.describe('Projects list (001 §2)', () => {
  test("an admin sees only their company's projects, newest first, with owner and date", async ({ page }) => {
    await signInThroughApi(page, demo.admin.email);
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
    await signInThroughApi(page, demo.admin.email);
    const projectCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === PROJECTS_PATH) projectCalls.push(request.method());
    });
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: 'Wine Labels' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(projectCalls).toEqual(['GET']);
  });

  test('search narrows the list, is kept in the query string, and says "No projects found." when nothing matches', async ({
    page,
  }) => {
    await signInThroughApi(page, demo.admin.email);
    await page.goto('/projects');
    await page.getByLabel('Search projects').fill('wine');
    await expect(page).toHaveURL(/\?search=wine$/);
    await expect(page.getByRole('link', { name: 'Wine Labels' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Spring Collection 2026' })).toHaveCount(0);
    await page.getByLabel('Search projects').fill('zzz');
    await expect(page.getByText('No projects found.')).toBeVisible();
  });

  test('the search waits 500 ms after the last keystroke: typing quickly sends one request, for 15 rows', async ({
    page,
  }) => {
    await signInThroughApi(page, demo.admin.email);
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: 'Wine Labels' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sent: { search: string | null; limit: string | null }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname !== PROJECTS_PATH) return;
      sent.push({ search: url.searchParams.get('search'), limit: url.searchParams.get('limit') });
    });
    const search = page.getByLabel('Search projects');
    // Both times on the browser's clock: the test process learns of a keystroke late on a loaded machine.
    await search.evaluate((input) =>
      input.addEventListener('keydown', (event) => input.setAttribute('data-last-key-at', String(event.timeStamp))),
    );
    await search.pressSequentially('wine', { delay: 100 });
    await expect(page.getByRole('link', { name: 'Spring Collection 2026' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Wine Labels' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([{ search: 'wine', limit: '15' }]);
    const requestAfterLastKey = await search.evaluate((input, path) => {
      const [request] = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === path && new URL(entry.name).searchParams.has('search'));
      return request!.startTime - Number(input.getAttribute('data-last-key-at'));
    }, PROJECTS_PATH);
    expect(requestAfterLastKey).toBeGreaterThanOrEqual(495);
  });

  test('a project links to its collections with their fingerprint totals', async ({ page }) => {
    await signInThroughApi(page, demo.admin.email);
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
    await signInThroughApi(page, demo.superUser.email);
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
    // Confirmed, and the new collection opens where its first Smart Fingerprints are ordered.
    await expect(page.getByRole('status').filter({ hasText: 'Collection "Hand Lotion" created.' })).toBeVisible();
    await expect(page).toHaveURL(/\/collections\/[0-9a-f-]{36}\/fingerprints$/);
    await expect(page.getByRole('button', { name: 'Order Smart Fingerprints' })).toBeVisible();
    await page.goBack();
    const first = page.getByRole('row').nth(1);
    await expect(first).toContainText('Hand Lotion');
    await expect(first).toContainText('Empty');
  });

  test('a super user creates a project: name and company required, the company users all ticked, the kept ones see it first', async ({
    page,
  }) => {
    await signInThroughApi(page, demo.superUser.email);
    await page.goto('/projects');
    await page.getByRole('button', { name: 'Create project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create project' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Project name is required')).toBeVisible();
    await expect(dialog.getByText('Choose the company that owns the project')).toBeVisible();
    await dialog.getByLabel(/^Project name/).fill('Autumn Launch 2026');
    await dialog.getByRole('combobox', { name: /^Company/ }).click();
    await page.getByRole('option', { name: 'Acme Brands' }).click();
    const members = dialog.getByRole('group', { name: 'Project members' }).getByRole('checkbox');
    await expect(members).toHaveCount(4);
    for (const box of await members.all()) await expect(box).toBeChecked();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('checkbox', { name: /admin@demo\.test/ }).uncheck();
    await dialog.getByRole('checkbox', { name: /unverified@demo\.test/ }).uncheck();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    // Confirmed, and the new project opens.
    await expect(page.getByRole('status').filter({ hasText: 'Project "Autumn Launch 2026" created.' })).toBeVisible();
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\/collections$/);
    await expect(page.getByText('This project is empty.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('row').nth(1)).toContainText('Autumn Launch 2026');

    await new LoginPage(page).logOut();
    await signInThroughApi(page, demo.guest.email);
    await page.goto('/projects');
    await expect(page.getByRole('row').nth(1)).toContainText('Autumn Launch 2026');
    await page.getByRole('link', { name: 'Autumn Launch 2026' }).click();
    await expect(page.getByText('This project is empty.')).toBeVisible();
  });

  test('a super user filters by owner, kept in the query string; a company admin has no owner filter', async ({
    page,
  }) => {
    await signInThroughApi(page, demo.superUser.email);
    await page.goto('/projects');
    await page.getByRole('combobox', { name: 'Owner' }).click();
    await page.getByRole('option', { name: 'Globex' }).click();
    await expect(page).toHaveURL(/\?owner=[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: 'Globex Cosmetics' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wine Labels' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveValue('Globex');
    await expect(page.getByRole('link', { name: 'Wine Labels' })).toHaveCount(0);

    await new LoginPage(page).logOut();
    await signInThroughApi(page, demo.admin.email);
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: 'Wine Labels' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create project' })).toHaveCount(0);
  });

  test('a project admin cannot create collections', async ({ page }) => {
    await signInThroughApi(page, demo.admin.email);
    await page.goto('/projects');
    await page.getByRole('link', { name: 'Wine Labels' }).click();
    await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create collection' })).toHaveCount(0);
  });
});
