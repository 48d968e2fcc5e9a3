import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo, DEMO_PASSWORD } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';
import { AnalyticsPage } from './analytics-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function openSpringAnalytics(page: Page): Promise<AnalyticsPage> {
  await signInThroughApi(page, demo.admin.email);
  const analytics = new AnalyticsPage(page);
  await analytics.openFromProjects('Spring Collection 2026');
  return analytics;
}

/** The total once it differs from `before` (filters apply after a pause and a round trip). */
async function totalAfterChange(analytics: AnalyticsPage, before: number): Promise<number> {
  await expect.poll(() => analytics.dailyTotal()).not.toBe(before);
  return analytics.dailyTotal();
}

test.describe('Project analytics filters, codes and sharing (001 §2)', () => {
  test('country, city and collection filters change the numbers and the URL; a reload restores them', async ({
    page,
  }) => {
    const analytics = await openSpringAnalytics(page);
    const everything = await analytics.dailyTotal();

    await page.getByLabel('Countries').fill('CN');
    await expect(page).toHaveURL(/[?&]countries=CN(&|$)/);
    const china = await totalAfterChange(analytics, everything);
    expect(china).toBeGreaterThan(0);
    const cities = analytics.panel('Scans By City');
    await expect(cities.getByRole('cell', { name: 'Shanghai' })).toBeVisible();
    await expect(cities.getByRole('cell', { name: 'Paris' })).toHaveCount(0);

    await page.getByLabel('Cities').fill('Shanghai');
    await expect(page).toHaveURL(/[?&]cities=Shanghai(&|$)/);
    const shanghai = await totalAfterChange(analytics, china);
    expect(shanghai).toBeGreaterThan(0);
    expect(shanghai).toBeLessThan(china);
    await expect(cities.getByRole('row')).toHaveCount(2);

    await page.getByRole('checkbox', { name: 'Silk Scarves' }).click();
    await expect(page.getByRole('checkbox', { name: 'Silk Scarves' })).toBeChecked();
    await expect(page).toHaveURL(/[?&]collections=[0-9a-f-]{36}(&|$)/);
    const scarves = await totalAfterChange(analytics, shanghai);
    expect(scarves).toBeLessThan(shanghai);

    await page.reload();
    await expect(page.getByLabel('Countries')).toHaveValue('CN');
    await expect(page.getByLabel('Cities')).toHaveValue('Shanghai');
    await expect(page.getByRole('checkbox', { name: 'Silk Scarves' })).toBeChecked();
    expect(await analytics.dailyTotal()).toBe(scarves);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Clear filters (3)' }).click();
    await expect(page).toHaveURL(/\/analytics\?dateRange=[\d-]+_[\d-]+$/);
    await expect(page.getByLabel('Countries')).toHaveValue('');
    expect(await totalAfterChange(analytics, scarves)).toBe(everything);
  });

  test('tag metadata and hook data filters narrow the scans', async ({ page }) => {
    const analytics = await openSpringAnalytics(page);
    const everything = await analytics.dailyTotal();

    // The API takes names of at most 200 characters: a longer one is said so and not applied.
    await page.getByLabel('Metadata key').fill('k'.repeat(201));
    await expect(page.getByText('At most 200 characters.')).toBeVisible();
    await expect(page).not.toHaveURL(/metadataKey=/);

    await page.getByLabel('Metadata key').fill('sku');
    await page.getByLabel('Metadata value').fill('SKU-1000');
    await expect(page).toHaveURL(/[?&]metadataKey=sku(&|$)/);
    await expect(page).toHaveURL(/[?&]metadataValue=SKU-1000(&|$)/);
    const oneSku = await totalAfterChange(analytics, everything);
    expect(oneSku).toBeGreaterThan(0);

    await page.getByLabel('Metadata value').fill('no such SKU');
    await expect(page).toHaveURL(/[?&]metadataValue=no\+such\+SKU(&|$)/);
    await expect(analytics.panel('Most Scanned Codes').getByText('Scans not found', { exact: true })).toBeVisible();
    await expect(analytics.panel('Flagged Scans').getByText('Scans not found', { exact: true })).toBeVisible();

    await page.getByLabel('Metadata key').fill('');
    await page.getByLabel('Metadata value').fill('');
    await page.getByLabel('Hook data key').fill('authenticity');
    await page.getByLabel('Hook data value').fill('{"genuine": false}');
    await expect(page).toHaveURL(/[?&]hookDataKey=authenticity(&|$)/);
    await expect(page).toHaveURL(/[?&]hookDataValue=/);
    await expect(page).not.toHaveURL(/metadata/);
    // The demo's hook answers genuine: false for scans whose match failed: some, not all.
    await expect.poll(() => analytics.dailyTotal()).toBeGreaterThan(0);
    await expect.poll(() => analytics.dailyTotal()).toBeLessThan(everything);
  });

  test("a code's link in Most Scanned Codes opens the tag's page", async ({ page }) => {
    const analytics = await openSpringAnalytics(page);
    const first = analytics.panel('Most Scanned Codes').getByRole('row').nth(1);
    const tagId = (await first.getByRole('cell').nth(0).textContent())!;
    expect(tagId).toMatch(UUID);
    await first.getByRole('link', { name: `Open tag ${tagId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/[0-9a-f-]{36}/tags/${tagId}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Tag \d+ of / })).toBeVisible();
  });

  test('Most Scanned Codes lists codes 6 a page; picking one shows only its scans', async ({ page }) => {
    const analytics = await openSpringAnalytics(page);
    const codes = analytics.panel('Most Scanned Codes');
    await expect(codes.getByText('The 50 most scanned codes.', { exact: false })).toBeVisible();
    await expect(codes.getByRole('row')).toHaveCount(7);
    const first = codes.getByRole('row').nth(1);
    const tagId = (await first.getByRole('cell').nth(0).textContent())!;
    const scans = Number((await first.getByRole('cell').nth(1).textContent())!.replace(/\D/g, ''));
    expect(tagId).toMatch(UUID);

    // By keyboard: the code is a button in the tab order.
    await first.getByRole('button', { name: `Show only the scans of code ${tagId}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]tagId=${tagId}(&|$)`));
    await expect(page.getByLabel('Tag ID')).toHaveValue(tagId);
    await expect.poll(() => analytics.dailyTotal()).toBe(scans);
    await expect(codes.getByRole('row')).toHaveCount(2);
    await expectNoSeriousAxeViolations(page);
  });

  test('every chart states its time zone and Flagged Scans says it lists only the newest 100', async ({ page }) => {
    const analytics = await openSpringAnalytics(page);
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(analytics.panel('Daily Scans').getByText(`days in ${timeZone}.`, { exact: false })).toBeVisible();
    await expect(
      analytics.panel('Scans By Scanner Type').getByText(`days in ${timeZone}.`, { exact: false }),
    ).toBeVisible();
    await expect(
      analytics
        .panel('Flagged Scans')
        .getByText(`Shows only the newest 100 flagged scans; dates in ${timeZone}.`, { exact: false }),
    ).toBeVisible();
    await expect(
      analytics.panel('Flagged Scans').getByText(/[\d,]+ flagged in all, [\d,]+ of them tentative\./),
    ).toBeVisible();
  });

  test("Share copies the link, says 'Copied!' for 2 seconds, and the link opens the same view", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const analytics = await openSpringAnalytics(page);
    await page.getByRole('checkbox', { name: 'WeChat' }).click();
    await page.getByLabel('Countries').fill('CN, AU');
    await expect(page).toHaveURL(/[?&]countries=CN%2CAU(&|$)/);
    await expect(page).toHaveURL(/[?&]platforms=WECHAT(&|$)/);
    // The page renders a change of link after the address bar shows it: wait for both filters on screen.
    await expect(page.getByRole('button', { name: 'Clear filters (2)' })).toBeVisible();
    await expect(analytics.panel('Scans By City').getByRole('cell', { name: 'Paris' })).toHaveCount(0);
    const total = await analytics.dailyTotal();

    await page.getByRole('button', { name: 'Share' }).focus();
    await page.keyboard.press('Enter');
    const copiedAt = Date.now();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible({ timeout: 4_000 });
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1_500);

    const shared = await context.newPage();
    await shared.goto(link);
    const sharedAnalytics = new AnalyticsPage(shared);
    await expect(shared.getByRole('heading', { level: 1, name: 'Scan Analytics' })).toBeVisible();
    await expect(shared.getByRole('checkbox', { name: 'WeChat' })).toBeChecked();
    await expect(shared.getByLabel('Countries')).toHaveValue('CN, AU');
    expect(await sharedAnalytics.dailyTotal()).toBe(total);
  });

  test("another company's admin who opens a shared link gets nothing", async ({ page, browser, request }) => {
    const analytics = await openSpringAnalytics(page);
    await page.getByLabel('Countries').fill('CN');
    await expect(page).toHaveURL(/[?&]countries=CN(&|$)/);
    await analytics.dailyTotal();
    const link = page.url();
    const projectId = new URL(link).pathname.split('/')[2]!;

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signInThroughApi(other, demo.other.email);
    await other.goto(link);
    await expect(other.getByRole('heading', { name: 'Project not found.' })).toBeVisible();
    await expect(other.getByText(/^Total scans:/)).toHaveCount(0);
    await otherContext.close();

    const login = await request.post('/api/auth-service/auth/login', {
      data: { email: demo.other.email, password: DEMO_PASSWORD },
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const aggregates = await request.get(`/api/events/scan-events/aggregates?project_id=${projectId}&countries=CN`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(aggregates.status()).toBe(404);
  });
});
