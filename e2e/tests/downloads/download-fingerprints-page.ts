import type { Page } from '@playwright/test';
import { openCollectionTab } from '../../support/collection-tab';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';

/** admin@demo.test logs in and opens a collection's 'Download Fingerprints' tab. Answers the project id. */
export async function openDownloadFingerprints(page: Page, collection: string): Promise<string> {
  await signInThroughApi(page, demo.admin.email);
  return (await openCollectionTab(page, collection, 'Download Fingerprints')).projectId;
}
