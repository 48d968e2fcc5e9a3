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
    // The badge beside the heading; 'What a consumer sees' names each status too.
    await expect(page.getByRole('main').getByText('Active', { exact: true }).first()).toBeVisible();
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

  test("a tag's page lists its scans newest first, draws its short link as a QR code, and previews what a consumer sees without recording a scan", async ({
    page,
    request,
  }) => {
    const tag = await silkScarfTag(request);
    const call = apiAs(request, demo.admin.email, SPRING);
    const stamp = Date.now();
    await call('POST', '/api/events/scan-events', {
      project_id: SPRING,
      events: [
        {
          clientScanId: `tag-page-paris-${stamp}`,
          tagId: tag.id,
          createdAt: new Date(stamp - 7_200_000).toISOString(),
          city: 'Paris',
          country: 'France',
          clientAgent: 'WECHAT',
          scanStatus: 'SUCCESS',
        },
        {
          clientScanId: `tag-page-lagos-${stamp}`,
          tagId: tag.id,
          createdAt: new Date(stamp - 60_000).toISOString(),
          city: 'Lagos',
          country: 'Nigeria',
          clientAgent: 'NATIVESCANNER_IOS',
          scanStatus: 'MATCH_FAILED',
        },
      ],
    });
    const scanCount = async () => (await call('GET', `/api/warehouse/tags/${tag.id}/scans?limit=1`)).total as number;
    const scansBefore = await scanCount();

    await signInThroughApi(page, demo.admin.email);
    await page.goto(`/projects/${SPRING}/tags/${tag.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Tag ${INDEX} of ${COLLECTION}` })).toBeVisible();

    const scans = page.getByRole('table', { name: 'Scans' });
    await expect(scans.getByRole('row').nth(1)).toContainText('Lagos, Nigeria');
    await expect(scans.getByRole('row').nth(1)).toContainText('iOS');
    await expect(scans.getByRole('row').nth(1)).toContainText('Active');
    await expect(scans.getByRole('row').nth(1)).toContainText('MATCH FAILED');
    await expect(scans.getByRole('row').nth(2)).toContainText('Paris, France');
    await expect(scans.getByRole('row').nth(2)).toContainText('WeChat');
    await expect(scans.getByRole('row').nth(2)).toContainText('Matched');
    await expect(page.getByText(`${scansBefore} scans`)).toBeVisible();

    const shortLink = new URL(`/s/${tag.shortCode}`, page.url()).href;
    await expect(page.getByRole('img', { name: `QR code of the short link ${shortLink}` })).toBeVisible();
    const svg = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SVG' }).click();
    expect((await svg).suggestedFilename()).toBe(`tag-${INDEX}-${tag.shortCode}.svg`);
    const png = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    expect((await png).suggestedFilename()).toBe(`tag-${INDEX}-${tag.shortCode}.png`);

    const consumer = page.getByRole('table', { name: 'What a consumer sees' });
    await expect(consumer.getByRole('row')).toHaveCount(4);
    const blacklistedRow = consumer.getByRole('row', { name: /^Blacklisted/ });
    await expect(blacklistedRow).toContainText('Built-in page: "We could not verify this product"');
    await expectNoSeriousAxeViolations(page, 'main');

    await blacklistedRow.getByRole('link', { name: 'Preview as a consumer: Blacklisted' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${SPRING}/tags/${tag.id}/preview/blacklisted$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Preview as a consumer' })).toBeVisible();
    await expect(page.getByText('This preview records no scan and does not change the tag.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'We could not verify this product' })).toBeVisible();
    await expect(
      page.getByText('The brand cannot confirm that the product carrying this tag is genuine.'),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'main');

    expect(await scanCount()).toBe(scansBefore);
    expect((await call('GET', `/api/warehouse/tags/${tag.id}`)).status).toBe('active');
    await page.getByRole('link', { name: 'Back to the tag' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Tag ${INDEX} of ${COLLECTION}` })).toBeVisible();
  });

  test('a Guest opens the preview of the inactive page from its URL on a phone', async ({ page, request }) => {
    const tag = await silkScarfTag(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughApi(page, demo.guest.email);
    await page.goto(`/projects/${SPRING}/tags/${tag.id}/preview/inactive`);
    await expect(page.getByRole('heading', { level: 1, name: 'Preview as a consumer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'We could not verify this product' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'main');
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
