import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';
import { AnalyticsPage } from './analytics-page';

test.describe('Project analytics (001 §2)', () => {
  test('shows the last 30 days of scans, with a total that matches the API and the range in the URL', async ({
    page,
  }) => {
    await signInThroughApi(page, demo.admin.email);
    const analytics = new AnalyticsPage(page);
    const request = await analytics.openFromProjects('Spring Collection 2026');

    await expect(page).toHaveURL(/\/projects\/[^/]+\/analytics\?dateRange=\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d$/);
    const [start, end] = new URL(page.url()).searchParams.get('dateRange')!.split('_') as [string, string];
    expect(Date.parse(end) - Date.parse(start)).toBe(30 * 86_400_000);
    // Shown in the locale's format; the link keeps ISO days.
    await expect(page.getByRole('button', { name: 'Date range' })).toHaveText(await analytics.rangeShown(start, end));

    await expect(analytics.panel('Daily Scans')).toBeVisible();
    await expect(analytics.panel('Scans By Scanner Type')).toBeVisible();
    await expect(analytics.panel('Scans By City')).toBeVisible();
    await expect(analytics.panel('Flagged Scans')).toBeVisible();
    await expect(analytics.panel('Daily Scans').getByRole('img', { name: /Line chart of daily scans/ })).toBeVisible();

    const total = await analytics.dailyTotal();
    expect(total).toBeGreaterThan(100);
    expect(await analytics.countScansLikeThePage(request)).toBe(total);
    await expect(analytics.panel('Scans By Scanner Type').getByText(`Total scans: ${total}`)).toBeVisible();
    await expect(analytics.panel('Scans By City').getByRole('row')).toHaveCount(7);

    await expectNoSeriousAxeViolations(page);
  });

  test("a project without scans says 'Scans not found'", async ({ page }) => {
    await signInThroughApi(page, demo.admin.email);
    const analytics = new AnalyticsPage(page);
    await analytics.openFromProjects('Wine Labels');
    await expect(analytics.panel('Scans By City').getByText('Scans not found', { exact: true })).toBeVisible();
    await expect(analytics.panel('Flagged Scans').getByText('Scans not found', { exact: true })).toBeVisible();
    expect(await analytics.dailyTotal()).toBe(0);
    await expectNoSeriousAxeViolations(page);
  });

  test('scanner and location filters change the numbers and the URL, and a reload keeps them', async ({ page }) => {
    await signInThroughApi(page, demo.admin.email);
    const analytics = new AnalyticsPage(page);
    await analytics.openFromProjects('Spring Collection 2026');
    const everything = await analytics.dailyTotal();

    // The filters live in the URL: a click navigates, then the box shows the new state.
    await page.getByRole('checkbox', { name: 'WeChat' }).click();
    await expect(page.getByRole('checkbox', { name: 'WeChat' })).toBeChecked();
    await expect(page).toHaveURL(/[?&]platforms=WECHAT(&|$)/);
    await expect.poll(() => analytics.dailyTotal()).toBeLessThan(everything);
    const weChat = await analytics.dailyTotal();
    expect(weChat).toBeGreaterThan(0);
    await expect(analytics.panel('Scans By Scanner Type').getByText(`WeChat: ${weChat}`)).toBeVisible();

    await page.getByRole('checkbox', { name: 'GPS' }).click();
    await expect(page.getByRole('checkbox', { name: 'GPS' })).not.toBeChecked();
    await expect(page).toHaveURL(/[?&]locationTypes=ipAddress(&|$)/);
    await expect.poll(() => analytics.dailyTotal()).toBeLessThan(weChat);
    const byIp = await analytics.dailyTotal();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'WeChat' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'GPS' })).not.toBeChecked();
    expect(await analytics.dailyTotal()).toBe(byIp);
    await expectNoSeriousAxeViolations(page);
  });

  test('Export CSV downloads the filtered scans, named after the project and the range', async ({ page }) => {
    await signInThroughApi(page, demo.admin.email);
    const analytics = new AnalyticsPage(page);
    await analytics.openFromProjects('Spring Collection 2026');
    await page.getByRole('checkbox', { name: 'WhatsApp' }).click();
    await expect(page.getByRole('checkbox', { name: 'WhatsApp' })).toBeChecked();
    await expect(analytics.panel('Scans By Scanner Type').getByText(/^WhatsApp: \d+$/)).toBeVisible();
    const total = await analytics.dailyTotal();

    const [start, end] = await analytics.rangeInLink();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Spring Collection 2026 ${start} to ${end}.csv`);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Tag ID,Collection ID,City,Country,Latitude,Longitude,Located by,Scanner,Status,Flag,Tag metadata,Client scan ID,Score,Reasons',
    );
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((line) => line.includes(',WHATSAPP,'))).toBe(true);
  });
});
