import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { signInAs, signInThroughApi } from '../../support/role-contexts';
import { AnalyticsPage } from './analytics-page';
import { ScanMapPanel } from './scan-map';

test.describe('The scan map (001 §2)', () => {
  test('draws the world and the seeded clusters with their counts, and lists the scans in view 8 a page', async ({
    page,
  }) => {
    await signInAs(page, demo.admin.email);
    const analytics = new AnalyticsPage(page);
    const map = new ScanMapPanel(page);
    await analytics.openFromProjects('Spring Collection 2026');

    await expect(map.canvas).toBeVisible();
    const inView = await map.scansInView();
    expect(inView).toBeGreaterThan(100);
    // Scans without a position are not on the map; every other scan of the range is.
    expect(inView).toBeLessThanOrEqual(await analytics.dailyTotal());
    const counts = await map.clusterCounts();
    expect(counts.length).toBeGreaterThan(3);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(inView);

    await expect.poll(async () => (await map.sample()).blue.length).toBeGreaterThan(100);
    const drawn = await map.sample();
    expect(drawn.land).toBeGreaterThan(drawn.width * drawn.height * 0.05);
    expect(drawn.distinctColours).toBeGreaterThan(10);

    const list = map.sideList();
    await expect(list.locator('tbody tr')).toHaveCount(8);
    await expect(map.region.getByText(`1–8 of ${inView.toLocaleString('en')} scans`)).toBeVisible();
    const firstPage = await list.locator('tbody tr').allTextContents();
    await map.region.getByRole('button', { name: 'Next page' }).click();
    await expect(map.region.getByText(`9–16 of ${inView.toLocaleString('en')} scans`)).toBeVisible();
    await expect(list.locator('tbody tr')).toHaveCount(8);
    // The first page stays on screen until the second arrives.
    await expect.poll(() => list.locator('tbody tr').allTextContents()).not.toEqual(firstPage);

    await expectNoSeriousAxeViolations(page);
  });

  test('draws the shipped world map where the view is: central France is land, the mid-Pacific is water', async ({
    page,
  }) => {
    await signInThroughApi(page, demo.admin.email);
    await new AnalyticsPage(page).openFromProjects('Spring Collection 2026');
    const map = new ScanMapPanel(page);
    const landShareAt = async (view: string) => {
      const url = new URL(page.url());
      url.searchParams.set('map', view);
      await page.goto(url.toString());
      // The caption follows the map's area, which the map reports once it knows its size and has drawn.
      await map.scansInView();
      await map.basemapDrawn();
      const { land, width, height } = await map.sample();
      return land / (width * height);
    };
    expect(await landShareAt('46.6,2.5,6')).toBeGreaterThan(0.5);
    expect(await landShareAt('0,-140,5')).toBe(0);
  });

  test('zooms by keyboard, zooms into a clicked cluster, and lists its scans in a popup at zoom 20', async ({
    page,
  }) => {
    // A dozen clicks down to zoom 20, each read back from a canvas drawn on the CPU.
    test.setTimeout(90_000);
    await signInAs(page, demo.admin.email);
    const analytics = new AnalyticsPage(page);
    const map = new ScanMapPanel(page);
    await analytics.openFromProjects('Spring Collection 2026');
    await expect.poll(async () => (await map.sample()).blue.length).toBeGreaterThan(100);
    expect(map.zoom()).toBe(0);

    await map.region.getByRole('button', { name: 'Zoom in' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => map.zoom()).toBe(2);
    await map.region.getByRole('button', { name: 'Zoom out' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => map.zoom()).toBe(1);

    // Every click on a cluster zooms in at least a level, until the map's maximum zoom.
    for (let clicks = 0; map.zoom() < 20 && clicks < 20; clicks++) {
      const before = map.zoom();
      await map.clickClusterNearCentre();
      await expect.poll(() => map.zoom()).toBeGreaterThan(before);
      await expect.poll(async () => (await map.sample()).blue.length).toBeGreaterThan(0);
    }
    expect(map.zoom()).toBe(20);

    await map.clickClusterNearCentre();
    const popup = page.getByRole('dialog', { name: 'Scans at this place' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('table', { name: 'Scans at this place' }).locator('tbody tr')).not.toHaveCount(0);
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    // The view is in the link, so Share and a reload open the map where it was.
    await expect(page).toHaveURL(/[?&]map=-?[\d.]+%2C-?[\d.]+%2C20(&|$)/);
    await page.reload();
    expect(map.zoom()).toBe(20);
    await expect(map.region.getByText(/^[\d,]+ scans? in view, in [1-9]\d* clusters?\./)).toBeVisible({
      timeout: 20_000,
    });
    await expect.poll(async () => (await map.sample()).blue.length, { timeout: 20_000 }).toBeGreaterThan(0);
  });
});
