import { expect, test, type Browser } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { apiAs } from '../../support/api-as';
import { demo } from '../../support/demo-accounts';
import { scanPageURL } from '../../support/ports';

const SPRING = '5f000000-0000-4000-8000-000000000101';

/** Opens a short link on the scan page's own origin, as a printed tag does. */
async function openShortLink(browser: Browser, path: string, locale: string) {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${scanPageURL}${path}`);
  return page;
}

test.describe('The page a scanner sees (/s/{code})', () => {
  test("a tag's short link shows the collection's view in the scanner's language and records the scan once", async ({
    browser,
    request,
  }) => {
    const call = apiAs(request, demo.superUser.email, SPRING);
    const stamp = Date.now();
    const collections = await call('GET', '/api/warehouse/collections');
    const scarves = collections.data.find((collection: { name: string }) => collection.name === 'Silk Scarves');
    const makeView = async (state: string) => {
      const created = await call('POST', '/api/content/views', {
        name: `${state} ${stamp}`,
        description: 'Scan page test',
      });
      const { id: _id, project_id: _project, created_at: _created, updated_at: _updated, ...body } = created;
      const view = await call(
        'PUT',
        `/api/content/views/${created.id}`,
        { ...body, display_state: state },
        { 'if-match': `"${created.version}"` },
      );
      await call('POST', '/api/content/collection-views', {
        collection_id: scarves.id,
        view_id: view.id,
        platform: 'ALL',
        language: state === 'Echt' ? 'de' : 'en',
        is_default: true,
      });
      return view;
    };
    await makeView('Genuine');
    await makeView('Echt');
    const tags = await call(
      'GET',
      `/api/warehouse/tags?collectionIds[]=${scarves.id}&fields=id,shortCode&limit=1&offset=3`,
    );
    const [{ id: tagId, shortCode }] = tags.data;
    const since = new Date(Date.now() - 60_000).toISOString();

    const german = await openShortLink(browser, `/s/${shortCode}`, 'de-DE');
    await expect(german.getByText(`Echt ${stamp}`)).toHaveCount(0);
    await expect(german.getByText('Echt', { exact: true })).toBeVisible();
    await expect(german.getByRole('heading', { name: 'Your product name' })).toBeVisible();
    await expect(german.locator('html')).toHaveAttribute('lang', 'de');
    await expectNoSeriousAxeViolations(german);
    await german.reload();
    await expect(german.getByText('Echt', { exact: true })).toBeVisible();

    const english = await openShortLink(browser, `/s/${shortCode}`, 'en-GB');
    await expect(english.getByText('Genuine', { exact: true })).toBeVisible();
    const french = await openShortLink(browser, `/s/${shortCode}`, 'fr-FR');
    await expect(french.getByText('Genuine', { exact: true })).toBeVisible();

    // Three browsers scanned (the German one twice, as a reload): three scans of this tag.
    await expect(async () => {
      const events = await call('GET', `/api/events/scan-events?project_id=${SPRING}&createdAfter=${since}&limit=500`);
      const ofTag = events.items.filter((event: { tagId: string }) => event.tagId === tagId);
      expect(ofTag).toHaveLength(3);
    }).toPass({ timeout: 10_000 });
  });

  test('an unknown code says so', async ({ browser }) => {
    const page = await openShortLink(browser, `/s/${'0'.repeat(22)}`, 'en-GB');
    await expect(page.getByRole('heading', { name: 'We could not find this product.' })).toBeVisible();
    await expect(page.getByText('Check the code on the label and scan it again.')).toBeVisible();
  });
});
