import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo, DEMO_PASSWORD } from '../../support/demo-accounts';
import { signInAs, signInThroughApi } from '../../support/role-contexts';
import { dayAgo } from './ted-dates';

/** An image has loaded when the browser decoded it: its natural width is above 0. */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

async function openTed(page: Page, search: string) {
  await signInThroughApi(page, demo.superUser.email);
  await page.goto(`/ted?${search}`);
}

interface SessionsAnswer {
  items: { clientSessionId: string | null; scanCount: number; statusCounts: Record<string, number> }[];
  total: number;
}

test.describe('Global TED: scan images, Scan Details and sessions (001 §2)', () => {
  test('cards show their scan image; the arrows move between cards, Enter opens Scan Details with its images, Escape closes', async ({
    page,
  }) => {
    // Before yesterday: other specs of this worker add today's scans without images (tag page, scan page).
    await openTed(page, `after=${dayAgo(30)}&before=${dayAgo(1)}&statuses=SUCCESS`);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(24);
    await expectLoaded(cards.first().getByAltText('Scan image', { exact: true }));
    await expectLoaded(cards.nth(1).getByAltText('Scan image', { exact: true }));

    const open = (n: number) => cards.nth(n).getByRole('button');
    await open(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(open(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(open(5)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    await expect(open(0)).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Scan Details' });
    await expect(dialog).toBeVisible();
    await expectLoaded(dialog.getByAltText(/^Scanned image of /));
    await expectLoaded(dialog.getByAltText(/^Detected fingerprint of /));
    await expectLoaded(dialog.getByAltText(/^Matched fingerprint, tag /));
    const facts = dialog.getByRole('table', { name: 'Scan facts' });
    // The console's one display format, in the browser's locale ('Nov 27, 2026, 2:05 PM' in en-US).
    await expect(facts.getByRole('row', { name: /^Date / })).toContainText(
      /([A-Z][a-z]{2} \d{1,2},|\d{1,2} [A-Z][a-z]{2}) \d{4},? \d{1,2}:\d{2}/,
    );
    await expect(facts.getByRole('row', { name: /^Located by / })).toContainText(/GPS|IP address/);
    await expect(facts.getByRole('row', { name: /^Scanner type / })).toBeVisible();
    await expect(facts.getByRole('link').first()).toHaveAttribute('href', /^\/projects\/[0-9a-f-]{36}\/collections$/);
    await expect(facts.getByRole('link').nth(1)).toHaveAttribute(
      'href',
      /^\/projects\/[0-9a-f-]{36}\/collections\/[0-9a-f-]{36}\/fingerprints$/,
    );
    for (const title of ['Tag metadata', 'Hook data', 'Third-party scan data', 'Authentication data', 'Address']) {
      await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(dialog.getByRole('table', { name: 'Tag metadata' })).toContainText('sku');
    // The third-party data, shown open; the same words sit in the collapsed raw details.
    await expect(dialog.getByText('"verdict": "genuine"').first()).toBeVisible();
    const raw = dialog.getByText('Raw details', { exact: true });
    await expect(dialog.getByText('"clientScanId"')).toBeHidden();
    await raw.click();
    await expect(dialog.getByText(/"clientScanId": "demo-/)).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open(0)).toBeFocused();
  });

  test("Scan Details links to the scanned tag's page", async ({ page }) => {
    await openTed(page, `after=${dayAgo(30)}&statuses=SUCCESS`);
    await page.getByRole('article').first().getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Scan Details' });
    const open = dialog.getByRole('link', { name: /^Open tag / });
    const tagId = (await open.getAttribute('aria-label'))!.replace('Open tag ', '');
    await open.click();
    await expect(page).toHaveURL(new RegExp(`/projects/[0-9a-f-]{36}/tags/${tagId}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Tag \d+ of / })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'main');
  });

  test('SESSION VIEW groups scans by client session with thumbnails, + N more and counts; the session dialog lists its scans in time order', async ({
    page,
  }) => {
    await signInAs(page, demo.superUser.email);
    const answered = page.waitForResponse((r) => r.url().includes('/api/events/ted/sessions?') && r.status() === 200);
    await page.goto(`/ted?after=${dayAgo(59)}&statuses=`);
    await page.getByText('SESSION VIEW', { exact: true }).click();
    await expect(page).toHaveURL(/view=sessions/);
    const sessions = (await (await answered).json()) as SessionsAnswer;
    await expect(page.getByText(`${sessions.total} sessions`, { exact: true })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(Math.min(24, sessions.total));

    const big = sessions.items.findIndex((session) => session.scanCount > 4);
    expect(big, 'a session of more than four scans on the first page').toBeGreaterThanOrEqual(0);
    const session = sessions.items[big]!;
    const card = cards.nth(big);
    await expect(card.getByAltText(/^Scan \d of the session$/)).toHaveCount(4);
    await expectLoaded(card.getByAltText('Scan 1 of the session'));
    await expect(card.getByText(`+ ${session.scanCount - 4} more`, { exact: true })).toBeVisible();
    // In the order of the status filters.
    const labels: Record<string, string> = {
      DETECT_FAILED: 'DETECT FAILED',
      MATCH_FAILED: 'MATCH FAILED',
      SUCCESS: 'Matched',
    };
    const expected = Object.entries(labels)
      .filter(([status]) => session.statusCounts[status]! > 0)
      .map(([status, label]) => `${session.statusCounts[status]} ${label}`);
    await expect(card.getByTestId('ted-session-count')).toHaveText(expected);
    await expectNoSeriousAxeViolations(page);

    await page.reload();
    await expect(page).toHaveURL(/view=sessions/);
    await expect(cards).toHaveCount(Math.min(24, sessions.total));
    await cards.nth(big).getByRole('button').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Scan Session' });
    await expect(dialog).toBeVisible();
    const rows = dialog.getByTestId('ted-session-scan');
    await expect(rows).toHaveCount(session.scanCount);
    const offsets = (await rows.locator('td:first-child').allTextContents()).map((text) =>
      Number(/^\+(\d+) s$/.exec(text)![1]),
    );
    expect(offsets[0]).toBe(0);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(offsets.at(-1)!).toBeGreaterThan(0);
    // No rumSessionUrlTemplate in the e2e config.json: no link.
    await expect(dialog.getByRole('link', { name: /Real-user-monitoring/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await rows.nth(1).getByRole('button', { name: 'Scan Details' }).click();
    await expect(page.getByRole('dialog', { name: 'Scan Details' })).toBeVisible();
  });

  test("a company admin is sent from /ted to /, and the API refuses them TED's scans, sessions and images", async ({
    page,
    request,
  }) => {
    await signInThroughApi(page, demo.admin.email);
    await page.goto('/ted');
    await expect(page).toHaveURL('/');

    const superLogin = await request.post('/api/auth-service/auth/login', {
      data: { email: demo.superUser.email, password: DEMO_PASSWORD },
    });
    const superAuth = { authorization: `Bearer ${(await superLogin.json()).access_token}` };
    const after = encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString());
    const scans = await request.get(`/api/events/ted/scan-events?createdAfter=${after}&limit=50`, {
      headers: superAuth,
    });
    // Other specs add scans without images (detectData null): take the newest that has one.
    const image = ((await scans.json()) as { items: { detectData: { image_in_url: string | null }[] | null }[] }).items
      .flatMap((item) => item.detectData ?? [])
      .find((item) => item.image_in_url)!.image_in_url!;
    expect((await request.get(image, { headers: superAuth })).status()).toBe(200);

    const adminLogin = await request.post('/api/auth-service/auth/login', {
      data: { email: demo.admin.email, password: DEMO_PASSWORD },
    });
    const adminAuth = { authorization: `Bearer ${(await adminLogin.json()).access_token}` };
    for (const url of [
      `/api/events/ted/scan-events?createdAfter=${after}`,
      `/api/events/ted/sessions?createdAfter=${after}`,
      image,
    ]) {
      expect((await request.get(url, { headers: adminAuth })).status(), url).toBe(403);
    }
  });
});
