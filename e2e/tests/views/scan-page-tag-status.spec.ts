import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';
import { scanPageURL } from '../../support/ports';

const SPRING = '5f000000-0000-4000-8000-000000000101';
const COLLECTION = 'Leather Tote Bags';
/** Tags no other spec scans (scan-page-assign opens index 7). */
const RANGE = { fromIndex: 40, toIndex: 42 };

async function openOnAPhone(browser: Browser, shortCode: string) {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await phone.goto(`${scanPageURL}/s/${shortCode}`);
  return phone;
}

test.describe("A tag's status decides what its scan shows", () => {
  let collectionId = '';
  let madeView = '';
  const admin = (request: APIRequestContext) => apiAs(request, demo.admin.email, SPRING);
  const superUser = (request: APIRequestContext) => apiAs(request, demo.superUser.email, SPRING);

  test.afterEach(async ({ request }) => {
    if (collectionId) {
      await admin(request)('PUT', `/api/warehouse/collections/${collectionId}/tags/status`, {
        ...RANGE,
        status: 'active',
      });
    }
    if (madeView) {
      const call = superUser(request);
      const { collection_views: entries } = (await call('GET', `/api/content/collection-views/${collectionId}`)) as {
        collection_views: { id: string; view_id: string }[];
      };
      for (const entry of entries.filter((candidate) => candidate.view_id === madeView)) {
        await call('DELETE', `/api/content/collection-views/${entry.id}`);
      }
      await call('DELETE', `/api/content/views/${madeView}`);
      madeView = '';
    }
  });

  test('blacklisting a range shows the built-in page, then the view assigned for blacklisted tags', async ({
    page,
    browser,
    request,
  }) => {
    const call = admin(request);
    const collections = await call('GET', '/api/warehouse/collections');
    collectionId = collections.data.find((entry: { name: string }) => entry.name === COLLECTION).id;
    const tags = await call(
      'GET',
      `/api/warehouse/tags?collectionIds[]=${collectionId}&fields=shortCode&limit=1&offset=${RANGE.fromIndex + 1}`,
    );
    const shortCode = tags.data[0].shortCode as string;

    const blacklisted = await call('PUT', `/api/warehouse/collections/${collectionId}/tags/status`, {
      ...RANGE,
      status: 'blacklisted',
      reason: 'stolen_stock',
      note: 'Pallet 14 lost in transit',
    });
    expect(blacklisted).toEqual({ tags: 3, tagsChanged: 3 });

    const before = await openOnAPhone(browser, shortCode);
    await expect(before.getByRole('heading', { name: 'We could not verify this product' })).toBeVisible();
    await expect(
      before.getByText('The brand cannot confirm that the product carrying this tag is genuine.'),
    ).toBeVisible();
    await expect(before.getByRole('heading', { name: 'Your product name' })).toHaveCount(0);

    const stamp = `Stolen stock ${Date.now()}`;
    const created = await superUser(request)('POST', '/api/content/views', { name: stamp, description: 'Status e2e' });
    madeView = created.id;
    const { id: _id, project_id: _project, created_at: _created, updated_at: _updated, ...body } = created;
    await superUser(request)(
      'PUT',
      `/api/content/views/${created.id}`,
      { ...body, display_state: 'Reported stolen' },
      { 'if-match': `"${created.version}"` },
    );

    await signInThroughApi(page, demo.superUser.email);
    await page.goto(`/projects/${SPRING}/collections/${collectionId}/result-views`);
    await page.getByRole('button', { name: 'Assign result view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign result view' });
    await dialog.getByRole('combobox', { name: /^Result view/ }).click();
    await page.getByRole('option', { name: stamp }).click();
    await expect(
      dialog.getByText(
        'A scan of an inactive or blacklisted tag shows the view for its status, else the negative view, else a page saying the product could not be verified.',
      ),
    ).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Scan state' }).click();
    await page.getByRole('option', { name: 'Blacklisted tag' }).click();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(stamp) })).toContainText('Blacklisted tag');

    const after = await openOnAPhone(browser, shortCode);
    await expect(after.getByText('Reported stolen', { exact: true })).toBeVisible();
  });
});
