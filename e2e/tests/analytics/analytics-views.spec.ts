import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { dayButton } from '../../support/calendar';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';
import { AnalyticsPage } from './analytics-page';

async function openSpringAnalytics(page: Page): Promise<AnalyticsPage> {
  await signInThroughApi(page, demo.admin.email);
  const analytics = new AnalyticsPage(page);
  await analytics.openFromProjects('Spring Collection 2026');
  return analytics;
}

const numberIn = (text: string | null, pattern: RegExp) => Number(pattern.exec(text ?? '')![1]!.replace(/,/g, ''));

test.describe('Project analytics: comparison, flags, date range, per-panel errors and export', () => {
  test('compares the days with the previous period, aligned by weekday, and a reload keeps the comparison', async ({
    page,
  }) => {
    const analytics = await openSpringAnalytics(page);
    const daily = analytics.panel('Daily Scans');
    const total = await analytics.dailyTotal();
    await expect(daily.locator('path[data-series="Previous period"]')).toHaveCount(0);

    // The switch lives in the URL: a click navigates, then the switch shows the new state.
    await daily.getByRole('switch', { name: 'Compare with previous period' }).click();
    await expect(page).toHaveURL(/[?&]compare=previous(&|$)/);
    const previous = daily.getByText(/scans? from .+ to .+\)$/);
    await expect(previous).toBeVisible();
    const previousTotal = numberIn(await previous.textContent(), /\(([\d,]+) scans from/);
    expect(previousTotal).toBeGreaterThan(0);
    const change = Math.round(((total - previousTotal) / previousTotal) * 100);
    const changeText = `${change > 0 ? '+' : ''}${change}% vs previous period`;
    await expect(daily.getByText(changeText, { exact: true })).toBeVisible();

    // Same length, shifted back by whole weeks: the same weekdays, and no overlap with the range.
    const [start, end] = await analytics.rangeInLink();
    // The panel writes days in the locale's display format (en-US in e2e: 'Nov 9, 2026'), the link ISO days.
    const [, shownStart, shownEnd] = /from (.+) to (.+)\)$/.exec((await previous.textContent())!)!;
    const dayOf = (text: string) => {
      const shown = new Date(text);
      return Date.UTC(shown.getFullYear(), shown.getMonth(), shown.getDate());
    };
    const [previousStart, previousEnd] = [dayOf(shownStart!), dayOf(shownEnd!)];
    const days = (from: number, to: number) => (to - from) / 86_400_000;
    expect(days(previousStart, previousEnd)).toBe(days(Date.parse(start), Date.parse(end)));
    expect(days(previousStart, Date.parse(start)) % 7).toBe(0);
    expect(previousEnd < Date.parse(start)).toBe(true);
    await expect(daily.locator('path[data-series="Previous period"]')).toHaveAttribute('stroke-dasharray', '6 4');
    await expect(daily.locator('path[data-series="Scans"]')).toHaveCount(1);
    await expect(daily.getByRole('img', { name: /dashed grey line: the previous period/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.reload();
    await expect(
      analytics.panel('Daily Scans').getByRole('switch', { name: 'Compare with previous period' }),
    ).toBeChecked();
    await expect(analytics.panel('Daily Scans').getByText(changeText, { exact: true })).toBeVisible();
    await expect(analytics.panel('Daily Scans').locator('path[data-series="Previous period"]')).toHaveCount(1);

    await analytics.panel('Daily Scans').getByRole('switch', { name: 'Compare with previous period' }).click();
    await expect(page).not.toHaveURL(/compare=/);
    await expect(
      analytics.panel('Daily Scans').getByRole('switch', { name: 'Compare with previous period' }),
    ).not.toBeChecked();
    await expect(analytics.panel('Daily Scans').getByText(/vs previous period/)).toHaveCount(0);
  });

  test('Flagged Scans can leave tentative flags out, by keyboard, and the link keeps it', async ({ page }) => {
    const analytics = await openSpringAnalytics(page);
    const flagged = analytics.panel('Flagged Scans');
    const counts = flagged.getByText(/[\d,]+ flagged in all, [\d,]+ of them tentative\./);
    await expect(counts).toBeVisible();
    const all = numberIn(await counts.textContent(), /([\d,]+) flagged in all/);
    const tentative = numberIn(await counts.textContent(), /([\d,]+) of them tentative/);
    expect(tentative).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(tentative);
    await expect(flagged.getByRole('cell', { name: 'tentative', exact: true }).first()).toBeVisible();

    const exclude = flagged.getByRole('switch', { name: 'Exclude tentative' });
    await exclude.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/[?&]excludeTentative=true(&|$)/);
    await expect(
      flagged.getByText(
        `${(all - tentative).toLocaleString('en')} flagged in all, leaving out ${tentative.toLocaleString('en')} tentative.`,
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await expect(flagged.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(flagged.getByRole('cell', { name: 'tentative', exact: true })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    await page.reload();
    await expect(analytics.panel('Flagged Scans').getByRole('switch', { name: 'Exclude tentative' })).toBeChecked();
    await expect(analytics.panel('Flagged Scans').getByText(/leaving out [\d,]+ tentative\./)).toBeVisible();
  });

  test('the date range is picked on a calendar that stops at today, and a reload keeps it', async ({ page }) => {
    const analytics = await openSpringAnalytics(page);
    const [, today] = await analytics.rangeInLink();
    const picker = page.getByRole('button', { name: 'Date range' });
    await picker.focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog');
    // The calendar opens on the range's first month; the month of today is the last it goes to.
    const next = calendar.locator('button[data-direction="next"]');
    while (await next.isEnabled()) await next.click();
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    if (tomorrow.slice(0, 7) === today.slice(0, 7)) {
      await expect(dayButton(calendar, tomorrow)).toBeDisabled();
    }
    const first = `${today.slice(0, 8)}01`;
    await dayButton(calendar, first).click();
    await dayButton(calendar, today).click();
    await expect(page).toHaveURL(new RegExp(`[?&]dateRange=${first}_${today}(&|$)`));
    await expect(picker).toHaveText(await analytics.rangeShown(first, today));
    const total = await analytics.dailyTotal();
    await expectNoSeriousAxeViolations(page);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Date range' })).toHaveText(await analytics.rangeShown(first, today));
    expect(await analytics.dailyTotal()).toBe(total);
  });

  test("the calendar's today is the project's when its time zone is on another date", async ({ page, request }) => {
    const analytics = await openSpringAnalytics(page);
    const projectId = /\/projects\/([^/]+)\//.exec(page.url())![1]!;
    // UTC+14 and UTC-11 are 25 hours apart, so at any hour, in any browser zone, one of them is on another date.
    // (The settings offer the runtime's canonical zones, which have none at UTC-12.)
    const browserToday = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    const dateIn = (timeZone: string) => new Date().toLocaleDateString('en-CA', { timeZone });
    const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((candidate) => dateIn(candidate) !== browserToday)!;
    const todayThere = dateIn(zone);
    const setZone = (timeZone: string) =>
      apiAs(request, demo.admin.email, projectId)('PATCH', `/api/auth-service/projects/${projectId}`, { timeZone });
    try {
      await setZone(zone);
      await page.goto(`/projects/${projectId}/analytics`);
      const todayShown = await analytics.displayDay(todayThere);
      await expect(page.getByText(`Days up to today, ${todayShown}.`)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`dateRange=\\d{4}-\\d\\d-\\d\\d_${todayThere}`));
      await expect(page.getByRole('button', { name: 'Date range' })).toContainText(`to ${todayShown}`);
      await analytics.dailyTotal();
    } finally {
      await setZone('UTC');
    }
  });

  test('each panel asks for its own numbers, so one failing panel keeps to its card and retries alone', async ({
    page,
  }) => {
    let failing = true;
    const panels: string[] = [];
    await page.route('**/api/events/scan-events/aggregates?*', async (route) => {
      const panel = new URL(route.request().url()).searchParams.getAll('panels');
      panels.push(...panel);
      if (failing && panel.includes('cities')) {
        await route.fulfill({
          status: 503,
          json: { error: { message: 'Service Unavailable', code: 'UNAVAILABLE', status: 503 } },
        });
      } else await route.continue();
    });
    const analytics = await openSpringAnalytics(page);
    const cities = analytics.panel('Scans By City');
    await expect(cities.getByRole('alert')).toContainText('Scans could not be loaded.');
    expect(await analytics.dailyTotal()).toBeGreaterThan(0);
    await expect(analytics.panel('Most Scanned Codes').getByRole('row')).toHaveCount(7);
    expect([...new Set(panels)].sort()).toEqual(['cities', 'codes', 'daily', 'flagged', 'scanners']);

    failing = false;
    await cities.getByRole('button', { name: 'Retry' }).click();
    await expect(cities.getByRole('row')).toHaveCount(7);
    await expect(cities.getByRole('alert')).toHaveCount(0);
  });

  test('Export panels (zip) downloads one CSV per panel, named after the project and the range', async ({ page }) => {
    const analytics = await openSpringAnalytics(page);
    const total = await analytics.dailyTotal();
    await expect(analytics.panel('Scans By City').getByRole('row')).toHaveCount(7);
    const [start, end] = await analytics.rangeInLink();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export panels (zip)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Spring Collection 2026 ${start} to ${end}.zip`);
    const zip = (await file.path())!;
    expect(execFileSync('unzip', ['-t', zip], { encoding: 'utf8' })).toContain('No errors detected');
    expect(execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).trim().split('\n').sort()).toEqual([
      'daily-scans.csv',
      'flagged-scans.csv',
      'most-scanned-codes.csv',
      'scans-by-city.csv',
      'scans-by-scanner-type.csv',
      'suspicious-scans.csv',
    ]);

    const read = (name: string) => execFileSync('unzip', ['-p', zip, name]);
    const daily = read('daily-scans.csv');
    expect([...daily.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const days = daily.subarray(3).toString('utf8').split('\r\n');
    expect(days[0]).toBe('Day,Scans');
    expect(days).toHaveLength(32);
    expect(days.slice(1).reduce((sum, line) => sum + Number(line.split(',')[1]), 0)).toBe(total);
    const cities = read('scans-by-city.csv').subarray(3).toString('utf8').split('\r\n');
    expect(cities[0]).toBe('City,Country,Scans');
    expect(cities.length).toBeGreaterThan(7);
  });
});
