import { expect, type Page } from '@playwright/test';
import { signInThroughApi } from './role-contexts';

/**
 * Signs in and opens a project's Settings the way a user does: projects → project → side nav. Answers the
 * project's id from the page's link.
 */
export async function openProjectSettings(page: Page, email: string, project: string): Promise<string> {
  await signInThroughApi(page, email);
  await page.goto('/projects');
  await page.getByRole('link', { name: project }).click();
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  return /\/projects\/([^/]+)\/settings$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
}
