import type { Page } from '@playwright/test';
import { turnToDay } from '../../support/calendar';
import { expect, test } from '../../support/role-contexts';
import { AnalyticsPage } from './analytics-page';
import { ScanMapPanel } from './scan-map';

/** A filter of the analytics page as a user sets it, and what someone opening the shared link must see. */
interface SharedFilter {
  name: string;
  /** Sets the filter on the sharer's page; resolves once the link holds it. */
  set: (page: Page, analytics: AnalyticsPage) => Promise<void>;
  /** Checks the recipient's page shows the filter as the sharer set it. */
  shows: (page: Page, sharer: Page) => Promise<void>;
  /** A view option that selects the same scans: the total stays as it was. */
  sameScans?: true;
}

const SPRING = 'Spring Collection 2026';

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

const filters: SharedFilter[] = [
  {
    name: 'the date range',
    set: async (page, analytics) => {
      const [, today] = await analytics.rangeInLink();
      const [start, end] = [daysBefore(today, 20), daysBefore(today, 5)];
      await page.getByRole('button', { name: 'Date range' }).click();
      const calendar = page.getByRole('dialog');
      for (const day of [start, end]) await (await turnToDay(calendar, day, 'next', 2)).click();
      await expect(page).toHaveURL(new RegExp(`[?&]dateRange=${start}_${end}(&|$)`));
    },
    shows: async (page, sharer) => {
      const range = page.getByRole('button', { name: 'Date range' });
      await expect(range).toHaveText((await sharer.getByRole('button', { name: 'Date range' }).textContent())!);
    },
  },
  {
    name: 'the previous-period comparison',
    sameScans: true,
    set: async (page) => {
      await page.getByRole('switch', { name: 'Compare with previous period' }).click();
      await expect(page).toHaveURL(/[?&]compare=previous(&|$)/);
    },
    shows: async (page) => {
      await expect(page.getByRole('switch', { name: 'Compare with previous period' })).toBeChecked();
      await expect(page.getByText(/vs previous period|No scans in the previous period/)).toBeVisible();
    },
  },
  {
    name: "Flagged Scans' Exclude tentative",
    sameScans: true,
    set: async (page) => {
      await page.getByRole('switch', { name: 'Exclude tentative' }).click();
      await expect(page).toHaveURL(/[?&]excludeTentative=true(&|$)/);
    },
    shows: async (page) => {
      await expect(page.getByRole('switch', { name: 'Exclude tentative' })).toBeChecked();
      await expect(page.getByText(/flagged in all, leaving out [\d,]+ tentative\./)).toBeVisible();
    },
  },
  {
    name: 'the scanners',
    set: async (page) => {
      await checkbox(page, 'WeChat').click();
      await expect(page).toHaveURL(/[?&]platforms=WECHAT(&|$)/);
    },
    shows: async (page) => {
      await expect(checkbox(page, 'WeChat')).toBeChecked();
    },
  },
  {
    name: 'Located by',
    set: async (page) => {
      await checkbox(page, 'IP address').click();
      await expect(page).toHaveURL(/[?&]locationTypes=gps(&|$)/);
    },
    shows: async (page) => {
      await expect(checkbox(page, 'GPS')).toBeChecked();
      await expect(checkbox(page, 'IP address')).not.toBeChecked();
    },
  },
  {
    name: 'the collections',
    set: async (page) => {
      await checkbox(page, 'Silk Scarves').click();
      await expect(page).toHaveURL(/[?&]collections=[0-9a-f-]{36}(&|$)/);
    },
    shows: async (page) => {
      await expect(checkbox(page, 'Silk Scarves')).toBeChecked();
    },
  },
  {
    name: 'the countries',
    set: async (page) => {
      await page.getByLabel('Countries').fill('CN, AU');
      await expect(page).toHaveURL(/[?&]countries=CN%2CAU(&|$)/);
    },
    shows: async (page) => {
      await expect(page.getByLabel('Countries')).toHaveValue('CN, AU');
    },
  },
  {
    name: 'the cities',
    set: async (page) => {
      await page.getByLabel('Cities').fill('Shanghai');
      await expect(page).toHaveURL(/[?&]cities=Shanghai(&|$)/);
    },
    shows: async (page) => {
      await expect(page.getByLabel('Cities')).toHaveValue('Shanghai');
      await expect(page.getByRole('region', { name: 'Scans By City' }).getByRole('row')).toHaveCount(2);
    },
  },
  {
    name: 'the tag ID (a code picked in Most Scanned Codes)',
    set: async (page, analytics) => {
      await analytics
        .panel('Most Scanned Codes')
        .getByRole('button', { name: /^Show only the scans of code/ })
        .first()
        .click();
      await expect(page).toHaveURL(/[?&]tagId=[0-9a-f-]{36}(&|$)/);
    },
    shows: async (page, sharer) => {
      await expect(page.getByLabel('Tag ID')).toHaveValue(new URL(sharer.url()).searchParams.get('tagId')!);
    },
  },
  {
    name: 'the metadata key and value',
    set: async (page) => {
      await page.getByLabel('Metadata key').fill('sku');
      await page.getByLabel('Metadata value').fill('SKU-1000');
      await expect(page).toHaveURL(/[?&]metadataKey=sku&metadataValue=SKU-1000(&|$)/);
    },
    shows: async (page) => {
      await expect(page.getByLabel('Metadata key')).toHaveValue('sku');
      await expect(page.getByLabel('Metadata value')).toHaveValue('SKU-1000');
    },
  },
  {
    name: 'the hook data key and value',
    set: async (page) => {
      await page.getByLabel('Hook data key').fill('authenticity');
      await page.getByLabel('Hook data value').fill('{"genuine": false}');
      await expect(page).toHaveURL(/[?&]hookDataKey=authenticity&hookDataValue=/);
    },
    shows: async (page) => {
      await expect(page.getByLabel('Hook data key')).toHaveValue('authenticity');
      await expect(page.getByLabel('Hook data value')).toHaveValue('{"genuine": false}');
    },
  },
  {
    name: "the map's view and zoom",
    sameScans: true,
    set: async (page) => {
      const map = new ScanMapPanel(page);
      await expect.poll(async () => (await map.sample()).blue.length).toBeGreaterThan(100);
      await map.region.getByRole('button', { name: 'Zoom in' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect.poll(() => map.zoom()).toBe(2);
      // A drag moves the centre off the world's, so the link holds a place, not only a zoom.
      const mapInLink = () => new URL(page.url()).searchParams.get('map');
      const zoomedOnly = mapInLink();
      const box = (await map.canvas.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 + 60, { steps: 8 });
      await page.mouse.up();
      // The link follows the map once it rests: wait for the dragged centre, not the zoom written before it.
      await expect.poll(mapInLink).not.toBe(zoomedOnly);
      await expect(page).toHaveURL(/[?&]map=-?[1-9][\d.]*%2C-?[1-9][\d.]*%2C[\d.]+(&|$)/);
      await map.scansInView();
    },
    shows: async (page, sharer) => {
      const map = new ScanMapPanel(page);
      expect(map.zoom()).toBe(new ScanMapPanel(sharer).zoom());
      await expect(map.region.getByText(/ in view, in /)).toHaveText(
        (await new ScanMapPanel(sharer).region.getByText(/ in view, in /).textContent())!,
      );
    },
  },
];

test.describe('Share keeps every filter and the map view (001 §2: a shared link opens the same view)', () => {
  for (const filter of filters) {
    test(`${filter.name}: set it, Share, open the copied link in a fresh browser: the same view`, async ({
      newContextAs,
    }) => {
      test.setTimeout(90_000);
      const sharerContext = await newContextAs('admin');
      await sharerContext.grantPermissions(['clipboard-read', 'clipboard-write']);
      const page = await sharerContext.newPage();
      const analytics = new AnalyticsPage(page);
      await analytics.openFromProjects(SPRING);
      const everything = await analytics.dailyTotal();

      await filter.set(page, analytics);
      // A filter selects fewer scans; the total counts once the page has fetched them.
      if (filter.sameScans) expect(await analytics.dailyTotal()).toBe(everything);
      else await expect.poll(() => analytics.dailyTotal()).not.toBe(everything);
      const total = await analytics.dailyTotal();
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(page.url());

      const recipient = await (await newContextAs('admin')).newPage();
      await recipient.goto(link);
      await expect(recipient.getByRole('heading', { level: 1, name: 'Scan Analytics' })).toBeVisible();
      const shared = new AnalyticsPage(recipient);
      expect(await shared.dailyTotal()).toBe(total);
      await filter.shows(recipient, page);
      // The page keeps the link as it came: nothing dropped or rewritten.
      await expect.poll(() => new URL(recipient.url()).search).toBe(new URL(link).search);
    });
  }
});
