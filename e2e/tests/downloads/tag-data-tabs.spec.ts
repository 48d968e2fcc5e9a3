import { expect, type Page } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { demo } from '../../support/demo-accounts';
import { test } from '../../support/role-contexts';

/** Spring Collection 2026 and its collections (api/src/seed/demo-data.ts). */
const SPRING = '5f000000-0000-4000-8000-000000000101';
const QUEUED_BANNER = "Your download was queued. Click 'Prepare All' to prepare it.";
const NO_TAGS_YET = (noun: string) =>
  `This collection has no tags yet. Once its Smart Fingerprints are ordered, their ${noun} can be downloaded and uploaded here.`;

/** The id of a seeded collection of Spring, as the API lists it. */
async function collectionId(page: Page, name: string): Promise<string> {
  const { data } = await apiAs(page.request, demo.admin.email, SPRING)('GET', '/api/warehouse/collections');
  const found = (data as { id: string; name: string }[]).find((collection) => collection.name === name);
  expect(found, name).toBeTruthy();
  return found!.id;
}

/** Opens a collection tab by its URL, as a bookmark or a reload does. */
async function openTab(page: Page, collection: string, tab: 'metadata' | 'custom-attributes' | 'download') {
  const id = await collectionId(page, collection);
  await page.goto(`/projects/${SPRING}/collections/${id}/${tab}`);
}

const today = () => {
  const day = new Date();
  return [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
};

test.describe('Collection metadata and custom attributes: who sees what, and when (000 §2, §4, §5, §9)', () => {
  test('a guest may download metadata but sees no upload, and is told who can upload', async ({ newContextAs }) => {
    const page = await (await newContextAs('guest')).newPage();
    await openTab(page, 'Silk Scarves', 'metadata');
    await expect(page.getByRole('heading', { level: 1, name: 'Metadata' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Queue download' })).toBeVisible();
    await expect(page.getByText("Only the project's Administrators can upload metadata.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload CSV' })).toHaveCount(0);

    await openTab(page, 'Silk Scarves', 'custom-attributes');
    await expect(page.getByText("Only the project's Administrators can upload custom attributes.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload CSV' })).toHaveCount(0);
  });

  test('an Administrator sees both the download and the upload', async ({ newContextAs }) => {
    const page = await (await newContextAs('admin')).newPage();
    await openTab(page, 'Silk Scarves', 'metadata');
    await expect(page.getByRole('button', { name: 'Queue download' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload CSV' })).toBeVisible();
    await expect(page.getByText(/Only the project's Administrators/)).toHaveCount(0);
  });

  test('a collection without tags says so, and offers neither download nor upload', async ({ newContextAs }) => {
    const page = await (await newContextAs('admin')).newPage();
    for (const [tab, noun] of [
      ['metadata', 'metadata'],
      ['custom-attributes', 'custom attributes'],
    ] as const) {
      await openTab(page, 'Sunglasses Launch', tab);
      await expect(page.getByText(NO_TAGS_YET(noun))).toBeVisible();
      await expect(page.getByRole('button', { name: 'Queue download' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Upload CSV' })).toHaveCount(0);
      await expect(page.getByText(/start below/)).toHaveCount(0);
    }
  });

  test("the queued banner goes once nothing waits for 'Prepare All'; the custom-attributes file is named by default", async ({
    newContextAs,
  }) => {
    const page = await (await newContextAs('admin')).newPage();
    await openTab(page, 'Silk Scarves', 'custom-attributes');
    const defaultName = `Silk-Scarves-custom-attributes-${today()}`;
    await expect(page.getByLabel('File name prefix')).toHaveAttribute('placeholder', defaultName);
    await page.getByLabel('Number of tags').fill('3');
    await page.getByRole('button', { name: 'Queue download' }).click();
    const banner = page.getByRole('status').filter({ hasText: QUEUED_BANNER });
    await expect(banner).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Downloads' })
      .getByRole('row')
      .filter({ hasText: `${defaultName}.zip` });
    await expect(row).toContainText('queued');

    await page.getByRole('button', { name: 'Prepare All' }).click();
    await expect(row).toContainText('complete', { timeout: 30_000 });
    await expect(banner).toBeHidden();
    await row.getByRole('button', { name: `Remove ${defaultName}.zip` }).click();
  });

  test('the metadata form waits 300 ms after typing before it says which tags it will take', async ({
    newContextAs,
  }) => {
    const page = await (await newContextAs('admin')).newPage();
    await page.clock.install();
    await openTab(page, 'Silk Scarves', 'metadata');
    await page.getByLabel('File name prefix').fill('debounced');
    const preview = page.getByText(/^Tags 0 to [\d,]+ into debounced\.zip$/);
    await expect(preview).toBeVisible();
    await expect(preview).toHaveText(/^Tags 0 to 999 into/);

    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByLabel('Number of tags').fill('25');
    await page.clock.runFor(290);
    await expect(preview).toHaveText('Tags 0 to 999 into debounced.zip');
    await page.clock.runFor(20);
    await expect(preview).toHaveText('Tags 0 to 24 into debounced.zip');
  });
});

test.describe('Download Fingerprints: status badges and the queued banner (000 §2, §4)', () => {
  test('each status badge shows its whole word at 1,400 px, and the banner goes when every job is done', async ({
    newContextAs,
  }) => {
    const page = await (await newContextAs('admin', { viewport: { width: 1400, height: 900 } })).newPage();
    await openTab(page, 'Silk Scarves', 'download');
    await page.getByRole('radio', { name: 'PNG' }).check();
    await page.getByLabel(/^Number of tags/).fill('2');
    const prefix = `badges-${Date.now()}`;
    await page.getByLabel(/^File name prefix/).fill(prefix);
    await page.getByRole('button', { name: 'Queue download' }).click();
    const banner = page.getByRole('status').filter({ hasText: "Your download was queued. Click 'Prepare All'" });
    await expect(banner).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Remove ${prefix}-png-1-of-1` }) });
    await expect(row.getByText('queued', { exact: true })).toBeVisible();
    await expectBadgesWhole(page);

    await page.getByRole('button', { name: 'Prepare All' }).click();
    await expect(row.getByText('complete', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expectBadgesWhole(page);
    await expect(banner).toBeHidden();
    await row.getByRole('button', { name: `Remove ${prefix}-png-1-of-1` }).click();
  });
});

/** Every badge's label is as wide as its text: nothing cut to 'CO…'. */
async function expectBadgesWhole(page: Page) {
  const cut = await page
    .locator('.mantine-Badge-root')
    .evaluateAll((badges) =>
      badges
        .filter(
          (badge) =>
            badge.scrollWidth > badge.clientWidth + 1 ||
            [...badge.children].some((part) => part.scrollWidth > part.clientWidth + 1),
        )
        .map((badge) => badge.textContent),
    );
  expect(cut).toEqual([]);
}
