import { expect, test } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo, DEMO_PASSWORD } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';
import { PrintQualityPage } from './print-quality-page';

interface WeeklyFailureRate {
  attempts: number;
  failed: number;
  rate: number | null;
  farAboveUsual: boolean;
}
interface PrintQualityReport {
  weeks: { week: string; scans: number; detect: WeeklyFailureRate; match: WeeklyFailureRate }[];
  total: { scans: number };
}

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);
const rateCell = (failure: WeeklyFailureRate) =>
  `${percent(failure.rate)}${failure.farAboveUsual ? 'Far above usual' : ''}`;

test.describe('Print quality of a collection (beyond the spec)', () => {
  test("an Acme admin reads a collection's weekly failure rates, the same as the API's, by mouse and keyboard", async ({
    page,
    request,
  }) => {
    const printQuality = new PrintQualityPage(page);
    const { projectId, collectionId } = await printQuality.open('Silk Scarves');

    const report = (await apiAs(
      request,
      demo.admin.email,
      projectId,
    )('GET', `/api/warehouse/collections/${collectionId}/print-quality`)) as PrintQualityReport;
    expect(report.weeks).toHaveLength(12);
    expect(report.total.scans).toBeGreaterThan(0);

    const rows = printQuality.weeks().getByRole('row');
    await expect(rows).toHaveCount(13);
    for (const [index, week] of report.weeks.toReversed().entries()) {
      const row = rows.nth(index + 1);
      await expect(row.getByRole('rowheader')).toContainText(week.week);
      await expect(row.getByRole('cell')).toHaveText([
        week.scans.toLocaleString('en'),
        String(week.detect.failed),
        rateCell(week.detect),
        week.match.attempts.toLocaleString('en'),
        String(week.match.failed),
        rateCell(week.match),
      ]);
    }
    await expect(
      page.getByText(`Over the last 12 weeks: ${report.total.scans.toLocaleString('en')} scans;`),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Line chart of the weekly detect and match failure rates/ }),
    ).toBeVisible();
    await expect(page.locator('figure svg')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('radio', { name: '12 weeks' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/print-quality\?weeks=26$/);
    await expect(rows).toHaveCount(27);
  });

  test("Globex's admin sees neither the page nor the numbers of Acme's collection", async ({
    browser,
    page,
    request,
  }) => {
    const printQuality = new PrintQualityPage(page);
    const { projectId, collectionId } = await printQuality.open('Leather Tote Bags');
    await expect(printQuality.weeks()).toBeVisible();
    const link = page.url();

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signInThroughApi(other, demo.other.email);
    await other.goto(link);
    // 000 §2: under a collection route an unknown project reads as the collection not found.
    await expect(other.getByRole('heading', { name: 'Collection not found.' })).toBeVisible();
    await expect(new PrintQualityPage(other).weeks()).toHaveCount(0);
    await otherContext.close();

    const login = await request.post('/api/auth-service/auth/login', {
      data: { email: demo.other.email, password: DEMO_PASSWORD },
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const answer = await request.get(`/api/warehouse/collections/${collectionId}/print-quality`, {
      headers: { authorization: `Bearer ${token}`, project_id: projectId },
    });
    expect(answer.status()).toBe(404);
    expect(await answer.text()).not.toContain('"weeks"');
  });
});
