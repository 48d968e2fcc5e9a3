import { expect, type Page } from '@playwright/test';

export interface CollectionPlace {
  projectId: string;
  collectionId: string;
}

/**
 * Opens a tab of a Spring Collection 2026 collection the way a user does: projects → project → collection →
 * side nav. Answers the ids in the page's link. The caller has logged in.
 */
export async function openCollectionTab(page: Page, collection: string, tab: string): Promise<CollectionPlace> {
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Spring Collection 2026' }).click();
  await page.getByRole('link', { name: collection }).click();
  await page.getByRole('navigation', { name: 'Collection' }).getByRole('link', { name: tab }).click();
  await expect(page.getByRole('heading', { level: 1, name: tab })).toBeVisible();
  const [, , projectId = '', , collectionId = ''] = new URL(page.url()).pathname.split('/');
  return { projectId, collectionId };
}
