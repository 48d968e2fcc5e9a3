import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';

const SPRING = '5f000000-0000-4000-8000-000000000101';
const COLLECTION = 'Silk Scarves';
/** A tag no other spec scans or changes. */
const INDEX = 71;

async function silkScarfTag(request: APIRequestContext) {
  const call = apiAs(request, demo.admin.email, SPRING);
  const collections = await call('GET', '/api/warehouse/collections');
  const collectionId = collections.data.find((entry: { name: string }) => entry.name === COLLECTION).id as string;
  const tags = await call(
    'GET',
    `/api/warehouse/tags?collectionIds[]=${collectionId}&fields=id,shortCode&limit=1&offset=${INDEX}`,
  );
  return { collectionId, ...(tags.data[0] as { id: string; shortCode: string }) };
}

test.describe('Finding a tag and changing its status', () => {
  test.afterEach(async ({ request }) => {
    const { id } = await silkScarfTag(request);
    await apiAs(request, demo.admin.email, SPRING)('PUT', `/api/warehouse/tags/${id}/status`, { status: 'active' });
  });

  test('an Administrator finds a tag by its short link, blacklists it with a reason, and sees the history', async ({
    page,
    request,
  }) => {
    const tag = await silkScarfTag(request);
    await signInThroughApi(page, demo.admin.email);
    await page.goto(`/projects/${SPRING}/tags`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'main');

    await page.getByRole('textbox', { name: 'Tag' }).fill('nothing-like-a-code');
    await page.getByRole('button', { name: 'Find tag' }).click();
    await expect(
      page.getByText(
        'Enter a tag id, a short code or a short link (or choose a collection to find a tag by its index).',
      ),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'Tag' }).fill(`https://scan.example/s/${tag.shortCode}`);
    await page.getByRole('button', { name: 'Find tag' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${SPRING}/tags/${tag.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Tag ${INDEX} of ${COLLECTION}` })).toBeVisible();
    await expect(page.getByRole('main').getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('The status has not changed since the tag was ordered.')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`/s/${tag.shortCode}$`) })).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Blacklisted' }).click();
    await page.getByRole('textbox', { name: 'Note' }).fill('Seen on a market stall');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByText('Choose why the tag is blacklisted.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Counterfeit seen' }).click();
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByText('Tag status set to Blacklisted.')).toBeVisible();

    const history = page.getByRole('table', { name: 'Status history' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history.getByRole('row').nth(1)).toContainText('Active → Blacklisted');
    await expect(history.getByRole('row').nth(1)).toContainText('Counterfeit seen');
    await expect(history.getByRole('row').nth(1)).toContainText('Seen on a market stall');
    await expect(history.getByRole('row').nth(1)).toContainText(demo.admin.email);
    await expectNoSeriousAxeViolations(page, 'main');

    await page.reload();
    await expect(page.getByRole('main').getByText('Blacklisted', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Status history' }).getByRole('row')).toHaveCount(2);
  });

  test('a Guest opens the tag from its URL on a phone and sees its status, without a way to change it', async ({
    page,
    request,
  }) => {
    const tag = await silkScarfTag(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughApi(page, demo.guest.email);
    await page.goto(`/projects/${SPRING}/tags/${tag.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Tag ${INDEX} of ${COLLECTION}` })).toBeVisible();
    await expect(page.getByText("Only the project's Administrators can change a tag's status.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save status' })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the index of a tag in a chosen collection finds it too', async ({ page, request }) => {
    const tag = await silkScarfTag(request);
    await signInThroughApi(page, demo.admin.email);
    await page.goto(`/projects/${SPRING}/tags`);
    await page.getByRole('textbox', { name: 'Tag' }).fill(String(INDEX));
    await page.getByRole('combobox', { name: 'Collection' }).click();
    await page.getByRole('option', { name: COLLECTION }).click();
    await page.getByRole('button', { name: 'Find tag' }).click();
    await expect(page).toHaveURL(new RegExp(`/tags/${tag.id}$`));
  });
});
