import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo, DEMO_PASSWORD } from '../../support/demo-accounts';
import { signInAs, signInThroughApi } from '../../support/role-contexts';
import { readSession } from '../../support/session';
import { calendarDay, dayAgo, pickDay, shownDay } from './ted-dates';

const TED_PATH = '/api/events/ted/scan-events';

/**
 * The total the API reports for the page's own query, asked with the session's access token, or with a
 * fresh login when the page has not yet replaced a token past its 10 seconds.
 */
async function apiTotal(page: Page, pageRequest: URL): Promise<number> {
  const ask = (token: string | undefined) =>
    page.request.get(`${TED_PATH}${pageRequest.search}`, { headers: { authorization: `Bearer ${token}` } });
  let response = await ask((await readSession(page))?.tokens?.access_token);
  if (response.status() === 401) {
    const login = await page.request.post('/api/auth-service/auth/login', {
      data: { email: demo.superUser.email, password: DEMO_PASSWORD },
    });
    response = await ask(((await login.json()) as { access_token: string }).access_token);
  }
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

test.describe('Global TED (001 §2)', () => {
  test('a super user sees the last day of scans as cards, and an empty window says so', async ({ page }) => {
    await signInAs(page, demo.superUser.email);
    const firstLoad = page.waitForResponse((r) => r.url().includes(TED_PATH) && r.status() === 200);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'TED' }).click();
    await expect(page).toHaveURL('/ted');
    await expect(page.getByRole('heading', { level: 1, name: 'Tag Error Dashboard' })).toBeVisible();
    const request = new URL((await firstLoad).url());
    // Access tokens live 10 s in e2e: ask the API right after the page's own call.
    const total = await apiTotal(page, request);
    expect(request.searchParams.get('limit')).toBe('24');
    expect(request.searchParams.get('order')).toBe('newest');

    // The same date inputs as analytics, days in the console's display format; 60 days back at most.
    const after = page.getByRole('button', { name: 'Scanned after', exact: true });
    await expect(after).toHaveText(await shownDay(page, dayAgo(1)));
    await expect(await calendarDay(page, 'Scanned after', dayAgo(61))).toBeDisabled();
    await expect(await calendarDay(page, 'Scanned after', dayAgo(60))).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(
      page.getByText(
        "Scan events 60 days or older will not appear here. Contact the provider's engineers if you need access to older scan events.",
        { exact: true },
      ),
    ).toBeVisible();

    expect(total).toBeGreaterThan(0);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(Math.min(24, total));
    // Other specs of this worker add scans without an image (the scan page, ingest): take a card that has one.
    const card = cards.filter({ has: page.getByAltText('Scan image', { exact: true }) }).first();
    await expect(card.getByAltText('Scan image', { exact: true })).toBeVisible();
    await expect(card.getByText(/^(Matched|DETECT FAILED|MATCH FAILED)$/)).toBeVisible();
    for (const matcher of ['DOTS', 'LINKS', 'GOLDBERG']) {
      await expect(card.getByText(matcher, { exact: true })).toBeVisible();
    }
    await expectNoSeriousAxeViolations(page);

    // A window that starts and ends on the same day holds no scans.
    const day = dayAgo(30);
    await pickDay(page, 'Scanned before', day);
    await pickDay(page, 'Scanned after', day);
    await expect(page).toHaveURL(new RegExp(`after=${day}&before=${day}`));
    await expect(page.getByText('No scan events found.', { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test("inside a project, the Project Tag Error Dashboard shows only that project's scans", async ({ page }) => {
    await signInThroughApi(page, demo.superUser.email);
    await page.goto('/projects');
    await page.getByRole('link', { name: 'Spring Collection 2026' }).click();
    const firstLoad = page.waitForResponse((r) => r.url().includes(TED_PATH) && r.status() === 200);
    await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'TED' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Project Tag Error Dashboard' })).toBeVisible();
    const request = new URL((await firstLoad).url());
    const projectId = new URL(page.url()).pathname.split('/')[2];
    expect(request.searchParams.get('projectId')).toBe(projectId);
    const total = await apiTotal(page, request);
    expect(total).toBeGreaterThan(0);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(Math.min(24, total));
    await expect(cards.first()).toContainText('Spring Collection 2026');
    await expect(page.getByText('Globex Cosmetics')).toHaveCount(0);
  });

  test('the Global TED filters narrow the grid, live in the URL and survive a reload', async ({ page }) => {
    await signInThroughApi(page, demo.superUser.email);
    await page.goto('/ted');
    await pickDay(page, 'Scanned after', dayAgo(30));
    const statuses = page.getByRole('article').getByTestId('ted-status-badge');
    await expect(page.getByRole('checkbox', { name: 'DETECT FAILED' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'MATCH FAILED' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Matched' })).not.toBeChecked();
    await expect(statuses.first()).toBeVisible();
    expect(new Set(await statuses.allTextContents())).not.toContain('Matched');

    // The checkboxes show the URL's filters, which the router updates a moment after a click.
    const toggle = async (name: string, checked: boolean) => {
      await page.getByRole('checkbox', { name }).click();
      await expect(page.getByRole('checkbox', { name })).toBeChecked({ checked });
    };
    await toggle('Matched', true);
    await toggle('DETECT FAILED', false);
    await toggle('MATCH FAILED', false);
    await expect(page).toHaveURL(/statuses=SUCCESS(&|$)/);
    await expect.poll(async () => new Set(await statuses.allTextContents())).toEqual(new Set(['Matched']));

    const narrowed = page.waitForResponse((r) => r.url().includes(TED_PATH) && r.url().includes('clientAgents'));
    await toggle('WeChat', true);
    const request = new URL((await narrowed).url());
    expect(request.searchParams.getAll('clientAgents[]')).toEqual(['WECHAT']);
    const total = await apiTotal(page, request);
    await expect(page.getByText(`${total} scan events`)).toBeVisible();
    await expect(page).toHaveURL(/scanners=WECHAT/);
    const scanners = await page
      .getByRole('article')
      .getByText(/^Scanner: /)
      .allTextContents();
    expect(scanners.length).toBe(Math.min(24, total));
    expect(scanners.every((text) => text.startsWith('Scanner: WeChat'))).toBe(true);

    await page.getByRole('combobox', { name: 'Company' }).click();
    await page.getByRole('option', { name: 'Globex', exact: true }).click();
    await expect(page).toHaveURL(/company=/);
    await expect(page.getByRole('article').first()).toContainText('Globex Cosmetics');
    await expect(page.getByRole('article').filter({ hasText: 'Spring Collection 2026' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(page.getByRole('checkbox', { name: 'Matched' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'DETECT FAILED' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'WeChat' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Scanned after', exact: true })).toHaveText(
      await shownDay(page, dayAgo(30)),
    );
    await expect(page.getByRole('article').first()).toContainText('Globex Cosmetics');
  });

  test('a tag id narrows to that tag, and a half-typed one is not sent', async ({ page }) => {
    await signInAs(page, demo.superUser.email);
    const firstLoad = page.waitForResponse((r) => r.url().includes(TED_PATH) && r.status() === 200);
    await page.goto(`/ted?after=${dayAgo(30)}&statuses=`);
    const token = (await readSession(page))?.tokens?.access_token;
    await firstLoad;
    const response = await page.request.get(
      `${TED_PATH}?createdAfter=${encodeURIComponent(new Date(Date.now() - 29 * 86_400_000).toISOString())}&limit=50`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const tagId = ((await response.json()) as { items: { tagId: string | null }[] }).items.find(
      (item) => item.tagId,
    )!.tagId!;

    await page.getByLabel('Tag ID').fill(tagId.slice(0, 8));
    await expect(page.getByText('Not a tag ID yet: 36 characters like 0b7e3c52-…')).toBeVisible();
    const narrowed = page.waitForResponse((r) => r.url().includes(TED_PATH) && r.url().includes('tagId='));
    await page.getByLabel('Tag ID').fill(tagId);
    const request = new URL((await narrowed).url());
    expect(request.searchParams.get('tagId')).toBe(tagId);
    const total = await apiTotal(page, request);
    expect(total).toBeGreaterThan(0);
    await expect(page.getByText(`${total} scan events`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`tagId=${tagId}`));
  });
});
