import { expect, type Locator, type Page } from '@playwright/test';
import { openCollectionTab } from '../../support/collection-tab';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';

/** A Spring Collection 2026 collection's 'Print quality' page, reached the way a user does. */
export class PrintQualityPage {
  constructor(private readonly page: Page) {}

  /** admin@demo.test logs in and opens the collection's tab; answers the ids in the page's link. */
  async open(collection: string): Promise<{ projectId: string; collectionId: string }> {
    await signInThroughApi(this.page, demo.admin.email);
    const place = await openCollectionTab(this.page, collection, 'Print quality');
    await expect(this.page).toHaveURL(/\/collections\/[^/]+\/print-quality$/);
    return place;
  }

  weeks(): Locator {
    return this.page.getByRole('table', { name: 'Failure rates by week' });
  }
}
