import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';

/** From the projects list into the project frame, then the side nav's 'Create Result Views'. */
async function openResultViews(page: Page, projectName: string) {
  await page.goto('/projects');
  await page.getByRole('link', { name: projectName }).click();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Create Result Views' }).click();
  await expect(page).toHaveURL(/\/projects\/[^/]+\/result-views$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Result views' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    `Projects/${projectName}/Result views`,
  );
}

test.describe('Result views list (001 §2)', () => {
  test("an admin sees the project's views newest first, each linking to its editor, and cannot create one", async ({
    page,
  }) => {
    await signInThroughApi(page, demo.admin.email);
    await openResultViews(page, 'Spring Collection 2026');
    await expect(page.getByRole('columnheader')).toHaveText(['Name', 'Description', 'Date Created']);
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByRole('cell').first()).toHaveText('Counterfeit warning');
    await expect(rows.nth(2).getByRole('cell').first()).toHaveText('Authentic product');
    await expect(page.getByRole('cell', { name: 'Shown when a scan matches a genuine Acme tag.' })).toBeVisible();
    const projectId = new URL(page.url()).pathname.split('/')[2];
    await expect(page.getByRole('link', { name: 'Authentic product' })).toHaveAttribute(
      'href',
      new RegExp(`^/projects/${projectId}/result-views/[0-9a-f-]{36}$`),
    );
    await expect(page.getByRole('button', { name: 'Create result view', exact: true })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test("a project without views says 'No result views found.'", async ({ page }) => {
    await signInThroughApi(page, demo.admin.email);
    await openResultViews(page, 'Wine Labels');
    await expect(page.getByText('No result views found.', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('a super user creates a view: name and description are required, then it opens in the editor and is listed first', async ({
    page,
  }) => {
    const name = `Holiday edition ${Date.now()}`;
    await signInThroughApi(page, demo.superUser.email);
    await openResultViews(page, 'Spring Collection 2026');
    await expect(page.getByRole('row')).toHaveCount(3);

    await page.getByRole('button', { name: 'Create result view', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create result view', exact: true });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Description is required')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('Shown during the holiday season.');
    await expect(dialog.getByText('Name is required')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/result-views\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('view-preview').getByRole('heading', { name: 'Your product name' })).toBeVisible();
    await page.getByRole('link', { name: 'Result views', exact: true }).first().click();
    await expect(page.getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('row').nth(1).getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Shown during the holiday season.' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('the create dialog works from the keyboard and Cancel discards the input', async ({ page }) => {
    await signInThroughApi(page, demo.superUser.email);
    await openResultViews(page, 'Wine Labels');
    await page.getByRole('button', { name: 'Create result view', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create result view', exact: true });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.type('Draft');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Create result view', exact: true }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No result views found.', { exact: true })).toBeVisible();
  });
});
