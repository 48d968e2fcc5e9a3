import { expect, test } from '@playwright/test';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';

test.describe('The welcome page shows each person what they can do', () => {
  test('a brand admin is pointed to their projects and told who starts new ones', async ({ page }) => {
    await signInThroughApi(page, demo.admin.email);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Create a project' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your projects' })).toBeVisible();
    await expect(
      page.getByText('Smart Fingerprint sets up new projects for your company: contact us to start one.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact us', exact: true })).toHaveAttribute('href', '/need-help');
    await expect(page.getByRole('link', { name: 'Go to your projects' })).toHaveAttribute('href', '/projects');
  });

  test('a super user is offered to create a project', async ({ page }) => {
    await signInThroughApi(page, demo.superUser.email);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Create a project' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your projects' })).toHaveCount(0);
  });
});
