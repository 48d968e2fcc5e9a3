import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { demo } from '../../support/demo-accounts';
import { signInAs } from '../../support/role-contexts';
import { baseURL, scanPageURL } from '../../support/ports';

const SPRING = '5f000000-0000-4000-8000-000000000101';

const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

// Beside scan-page.spec.ts, after TED's specs: opening a tag's page records a scan, which TED would list first.
test.describe('The scan page on its own origin', () => {
  test("a tag's scan page opens on its own origin and cannot read the console's session", async ({ page, request }) => {
    await signInAs(page, demo.admin.email);
    expect(await storageKeys(page)).toContain('sf-session');

    const call = apiAs(request, demo.admin.email, SPRING);
    const collections = await call('GET', '/api/warehouse/collections');
    const scarves = collections.data.find((collection: { name: string }) => collection.name === 'Silk Scarves');
    const tags = await call('GET', `/api/warehouse/tags?collectionIds[]=${scarves.id}&fields=id,shortCode&limit=1`);
    const scanPage = await page.context().newPage();
    // A short link printed with the console's address is sent on to the scan page's origin.
    await scanPage.goto(`/s/${tags.data[0].shortCode}`);
    expect(new URL(scanPage.url()).origin).toBe(scanPageURL);
    expect(scanPageURL).not.toBe(baseURL);
    await expect(scanPage.getByRole('main')).toBeVisible();

    expect((await storageKeys(scanPage)).filter((key) => key.startsWith('sf-'))).toEqual([]);
    // Of the API, its origin forwards only the public routes the page calls.
    const profile = await scanPage.evaluate(() =>
      fetch('/api/auth-service/auth/profile').then((response) => response.status),
    );
    expect(profile).toBe(404);
  });
});
