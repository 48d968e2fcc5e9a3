import { expect, type Locator, type Page } from '@playwright/test';
import { demo } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';

/** A Spring Collection 2026 collection's 'Print quality' page, reached the way a user does. */
export class PrintQualityPage {
  constructor(private readonly page: Page) {}

  /**
   * admin@demo.test logs in and opens the collection: projects → project → collection → side nav.
   * Answers the ids in the page's link.
   */
  async open(collection: string): Promise<{ projectId: string; collectionId: string }> {
    await new LoginPage(this.page).logInAs(demo.admin.email);
    await this.page.goto('/projects');
    await this.page.getByRole('link', { name: 'Spring Collection 2026' }).click();
    await this.page.getByRole('link', { name: collection }).click();
    await this.page
      .getByRole('navigation', { name: 'Collection' })
      .getByRole('link', { name: 'Print quality' })
      .click();
    await expect(this.page).toHaveURL(/\/collections\/[^/]+\/print-quality$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Print quality' })).toBeVisible();
    const [, projectId = '', collectionId = ''] = /projects\/([^/]+)\/collections\/([^/]+)/.exec(this.page.url()) ?? [];
    return { projectId, collectionId };
  }

  weeks(): Locator {
    return this.page.getByRole('table', { name: 'Failure rates by week' });
  }
}
