import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { openCollectionTab } from '../../support/collection-tab';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';

const SPRING = '5f000000-0000-4000-8000-000000000101';
const COLLECTION = 'Silk Scarves';
/** Tags of Silk Scarves no other spec scans or changes. */
const INDEXES = [86, 87, 88] as const;

async function silkScarfTags(request: APIRequestContext) {
  const call = apiAs(request, demo.admin.email, SPRING);
  const collections = await call('GET', '/api/warehouse/collections');
  const collectionId = collections.data.find((entry: { name: string }) => entry.name === COLLECTION).id as string;
  const tags = await call(
    'GET',
    `/api/warehouse/tags?collectionIds[]=${collectionId}&fields=id&limit=${INDEXES.length}&offset=${INDEXES[0]}`,
  );
  return (tags.data as { id: string }[]).map((tag) => tag.id);
}

async function statusesOf(request: APIRequestContext, ids: string[]) {
  const call = apiAs(request, demo.admin.email, SPRING);
  return Promise.all(ids.map(async (id) => (await call('GET', `/api/warehouse/tags/${id}/status`)).status as string));
}

async function uploadStatusCsv(page: Page, name: string, csv: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload status CSV' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
}

test.describe('Tag statuses from a CSV on the Metadata tab', () => {
  test.afterEach(async ({ request }) => {
    const call = apiAs(request, demo.admin.email, SPRING);
    for (const id of await silkScarfTags(request)) {
      await call('PUT', `/api/warehouse/tags/${id}/status`, { status: 'active' });
    }
  });

  test('an Administrator blacklists two tags from a CSV and sees them blacklisted on their tag pages', async ({
    page,
    request,
  }) => {
    const [first, second] = await silkScarfTags(request);
    await signInThroughApi(page, demo.admin.email);
    await openCollectionTab(page, COLLECTION, 'Metadata');
    const section = page.getByRole('region', { name: 'Tag status' });
    await expect(section.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
      'download',
      'tag-status-template.csv',
    );
    await expectNoSeriousAxeViolations(page, 'main');

    await uploadStatusCsv(
      page,
      'blacklist.csv',
      `\uFEFFtag_id,status,reason,note\r\n${first},blacklisted,counterfeit_seen,Seen at a market\r\n` +
        `${second},blacklisted,stolen_stock,\r\n`,
    );
    await expect(page.getByRole('status').filter({ hasText: 'Tag statuses changed' })).toContainText(
      'blacklist.csv: 2 rows, 2 tags changed status.',
    );

    await page.goto(`/projects/${SPRING}/tags/${first}`);
    await expect(page.getByRole('main').getByText('Blacklisted', { exact: true }).first()).toBeVisible();
    const history = page.getByRole('table', { name: 'Status history' });
    await expect(history.getByRole('row').nth(1)).toContainText('Active → Blacklisted');
    await expect(history.getByRole('row').nth(1)).toContainText('Counterfeit seen');
    await expect(history.getByRole('row').nth(1)).toContainText('Seen at a market');
    await expect(history.getByRole('row').nth(1)).toContainText('A file');
    await page.goto(`/projects/${SPRING}/tags/${second}`);
    await expect(page.getByRole('main').getByText('Blacklisted', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Status history' }).getByRole('row').nth(1)).toContainText(
      'Stolen stock',
    );
  });

  test('a malformed CSV is refused with the row and column named, and changes no status', async ({ page, request }) => {
    const ids = await silkScarfTags(request);
    await signInThroughApi(page, demo.admin.email);
    await openCollectionTab(page, COLLECTION, 'Metadata');

    // Caught in the browser, before anything is sent.
    await uploadStatusCsv(
      page,
      'wrong-status.csv',
      `tag_index,status,reason,note\n${INDEXES[0]},inactive,,\n${INDEXES[1]},lost,,\n`,
    );
    const error = page.getByRole('alert').filter({ hasText: 'Tag status upload failed' });
    await expect(error).toContainText('wrong-status.csv: nothing was changed.');
    await expect(error).toContainText('Row 3, column status: "lost" is not one of active, inactive, blacklisted');

    // Caught by the API at the commit: a tag of another collection, after a row that alone would apply.
    const stranger = '5f000000-0000-4000-8000-00000000dead';
    await uploadStatusCsv(page, 'stranger.csv', `tag_id,status\n${ids[2]},inactive\n${stranger},inactive\n`);
    await expect(error).toContainText(`Row 3, column tag_id: ${stranger} is not a tag of this collection.`);

    expect(await statusesOf(request, ids)).toEqual(['active', 'active', 'active']);
  });
});
