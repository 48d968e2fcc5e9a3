import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';
import { scanPageURL } from '../../support/ports';

// Runs after TED's specs (as scan-page.spec.ts does): each scan page records a scan, which TED would list first.
const SPRING = '5f000000-0000-4000-8000-000000000101';
const WINE = '5f000000-0000-4000-8000-000000000102';

/** A tag's short link opened on a phone in English, on the scan page's own origin, as a printed tag is. */
async function scanATag(browser: Browser, request: APIRequestContext, projectId: string, collection: string) {
  const call = apiAs(request, demo.superUser.email, projectId);
  const collections = await call('GET', '/api/warehouse/collections');
  const { id } = collections.data.find((entry: { name: string }) => entry.name === collection);
  const tags = await call('GET', `/api/warehouse/tags?collectionIds[]=${id}&fields=id,shortCode&limit=1&offset=7`);
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await phone.goto(`${scanPageURL}/s/${tags.data[0].shortCode}`);
  return { phone, collectionId: id as string };
}

test.describe('Assigning a view puts a page on the scan', () => {
  test("the demo's main collection opens its English page from a scan link", async ({ browser, request }) => {
    const { phone } = await scanATag(browser, request, SPRING, 'Leather Tote Bags');
    await expect(phone.getByRole('heading', { name: 'Your product name' })).toBeVisible();
    await expect(phone.getByText('We could not find this product.')).toHaveCount(0);
  });

  // Wine Labels has no views: the one made here is deleted after, so the project reads as seeded again.
  let madeView = '';
  let assignedIn = '';
  test.afterEach(async ({ request }) => {
    const call = apiAs(request, demo.superUser.email, WINE);
    // An assigned view cannot be deleted (409 VIEW_IN_USE): its entries go first.
    if (madeView && assignedIn) {
      const { collection_views: entries } = (await call('GET', `/api/content/collection-views/${assignedIn}`)) as {
        collection_views: { id: string; view_id: string }[];
      };
      for (const entry of entries.filter((candidate) => candidate.view_id === madeView)) {
        await call('DELETE', `/api/content/collection-views/${entry.id}`);
      }
    }
    if (madeView) await call('DELETE', `/api/content/views/${madeView}`);
    madeView = '';
    assignedIn = '';
  });

  test('a view assigned with the default switch left off is what the next scan shows', async ({
    page,
    browser,
    request,
  }) => {
    const call = apiAs(request, demo.superUser.email, WINE);
    const stamp = `Cellar ${Date.now()}`;
    const created = await call('POST', '/api/content/views', { name: stamp, description: 'Assign e2e' });
    madeView = created.id;
    const { id: _id, project_id: _project, created_at: _created, updated_at: _updated, ...body } = created;
    await call(
      'PUT',
      `/api/content/views/${created.id}`,
      { ...body, display_state: 'Genuine Cabernet' },
      {
        'if-match': `"${created.version}"`,
      },
    );

    const before = await scanATag(browser, request, WINE, 'Reserve Cabernet 2024');
    assignedIn = before.collectionId;
    await expect(before.phone.getByText('This product has no page yet.')).toBeVisible();

    await signInThroughApi(page, demo.superUser.email);
    await page.goto(`/projects/${WINE}/collections/${before.collectionId}/result-views`);
    await page.getByRole('button', { name: 'Assign result view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign result view' });
    await dialog.getByRole('combobox', { name: /^Result view/ }).click();
    await page.getByRole('option', { name: stamp }).click();
    await expect(dialog.getByLabel('Default for this language')).toBeChecked();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(dialog).toBeHidden();

    const after = await scanATag(browser, request, WINE, 'Reserve Cabernet 2024');
    await expect(after.phone.getByText('Genuine Cabernet', { exact: true })).toBeVisible();
  });
});
