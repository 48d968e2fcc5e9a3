import { expect, type Page, type Request } from '@playwright/test';
import { readSession } from '../../support/session';
import { shownDay } from '../../support/shown-day';

const SCAN_EVENTS_PATH = '/api/events/scan-events';
const PAGE_SIZE = 500;

interface Scan {
  clientScanId: string;
  tagId: string | null;
}

/** The analytics page of a project, reached the way a user does: project list → side nav. */
export class AnalyticsPage {
  constructor(private readonly page: Page) {}

  /** Opens the project from /projects, then 'Analytics'; resolves with the page's first scan request. */
  async openFromProjects(projectName: string): Promise<URL> {
    await this.page.goto('/projects');
    await this.page.getByRole('link', { name: projectName }).click();
    await expect(this.page.getByRole('heading', { name: 'Collections' })).toBeVisible();
    // 'Suspicious Scans' asks for scored scans only (minScore): not the page's selection of every scan.
    const request = this.page.waitForRequest(
      (r: Request) => r.url().includes(SCAN_EVENTS_PATH) && !new URL(r.url()).searchParams.has('minScore'),
    );
    await this.page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Analytics' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Scan Analytics' })).toBeVisible();
    return new URL((await request).url());
  }

  /** The range the page writes into its link after each change, once it is there: [start, end]. */
  async rangeInLink(): Promise<[string, string]> {
    await expect(this.page).toHaveURL(/[?&]dateRange=\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d/);
    return new URL(this.page.url()).searchParams.get('dateRange')!.split('_') as [string, string];
  }

  /** A YYYY-MM-DD day as the page shows it. */
  displayDay(day: string): Promise<string> {
    return shownDay(this.page, day);
  }

  /** The date range input's text for a range: both days in the display format. */
  async rangeShown(start: string, end: string): Promise<string> {
    return `${await this.displayDay(start)} to ${await this.displayDay(end)}`;
  }

  panel(title: string) {
    return this.page.getByRole('region', { name: title });
  }

  /**
   * 'Total scans: N' of the Daily Scans panel, once the scans have loaded. While new filters load, the
   * panel keeps the old numbers marked aria-busy: wait for the new ones.
   */
  async dailyTotal(): Promise<number> {
    await expect(this.panel('Daily Scans').locator('[aria-busy="true"]')).toHaveCount(0);
    const total = this.panel('Daily Scans').getByText(/^Total scans: [\d,]+$/);
    await expect(total).toBeVisible();
    return Number((await total.textContent())!.replace(/\D/g, ''));
  }

  /**
   * Counts the scans the API holds for the range of the page's own request, paging 500 at a time,
   * one per clientScanId and only those with a tag (001 §7), with the session's token.
   */
  async countScansLikeThePage(pageRequest: URL): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      const scans = await this.fetchAll(pageRequest, await this.accessToken());
      if (scans) {
        const seen = new Set<string>();
        return scans.filter((s) => s.tagId && !seen.has(s.clientScanId) && seen.add(s.clientScanId)).length;
      }
      // Access tokens live 10 s in e2e: let the page refresh the session, then try again.
      if (attempt > 0) throw new Error('scan-events kept answering 401');
      const stale = await this.accessToken();
      await this.page.reload();
      await this.page.waitForFunction(
        (old) => JSON.parse(localStorage.getItem('sf-session') ?? '{}').state?.tokens?.access_token !== old,
        stale,
      );
    }
  }

  private async accessToken(): Promise<string> {
    const token = (await readSession(this.page))?.tokens?.access_token;
    if (!token) throw new Error('no access token in sf-session');
    return token;
  }

  /** Every page of scans, or null when the token was refused. */
  private async fetchAll(pageRequest: URL, token: string): Promise<Scan[] | null> {
    const all: Scan[] = [];
    for (let offset = 0; ; offset += PAGE_SIZE) {
      const url = new URL(pageRequest);
      url.searchParams.set('limit', String(PAGE_SIZE));
      url.searchParams.set('offset', String(offset));
      const response = await this.page.request.get(`${SCAN_EVENTS_PATH}${url.search}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status() === 401) return null;
      expect(response.status()).toBe(200);
      const { items } = (await response.json()) as { items: Scan[] };
      all.push(...items);
      if (items.length < PAGE_SIZE) return all;
    }
  }
}
