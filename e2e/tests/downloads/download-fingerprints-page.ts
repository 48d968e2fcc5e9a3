import { expect, type Page } from '@playwright/test';
import { demo } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';

/**
 * admin@demo.test opens a Spring Collection 2026 collection's 'Download Fingerprints' tab the way a user
 * does: projects → project → collection → side nav. Answers the project id.
 */
export async function openDownloadFingerprints(page: Page, collection: string): Promise<string> {
  await new LoginPage(page).logInAs(demo.admin.email);
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Spring Collection 2026' }).click();
  await page.getByRole('link', { name: collection }).click();
  await page
    .getByRole('navigation', { name: 'Collection' })
    .getByRole('link', { name: 'Download Fingerprints' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Download Fingerprints' })).toBeVisible();
  return new URL(page.url()).pathname.split('/')[2]!;
}
