import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';
import { startGateway } from '../../support/gateway';
import { otherGatewayURL } from '../../support/ports';
import { AnalyticsPage } from './analytics-page';
import { CLUSTER_BLUE, LAND_GREY, ScanMapPanel } from './scan-map';

/** A tile service of the operator's choosing: routed here, as the machine running the tests has no internet. */
const TILE_SERVICE = 'https://tiles.example.test';
/** The colour of every tile (fixtures/orange-tile.png) and the style's background under them. */
const TILE_ORANGE = [232, 140, 48];
const BACKGROUND = '#6e40aa';
const style = {
  version: 8,
  sources: { world: { type: 'raster', tiles: [`${TILE_SERVICE}/tiles/{z}/{x}/{y}.png`], tileSize: 256 } },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': BACKGROUND } },
    { id: 'world', type: 'raster', source: 'world' },
  ],
};
const cors = { 'access-control-allow-origin': '*' };

test.describe('The scan map on a configured MapLibre style (mapStyleUrl)', () => {
  // Deployed with a config.json naming the style, whose origin the console's CSP then allows.
  test.use({ baseURL: otherGatewayURL });
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  test.afterEach(() => gateway?.stop());

  test("draws the style's tiles instead of the shipped world map, with the clusters on top", async ({ page }) => {
    const asked: string[] = [];
    await page.route(`${TILE_SERVICE}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      asked.push(pathname);
      if (pathname === '/style.json') return route.fulfill({ json: style, headers: cors });
      return route.fulfill({
        path: path.join(import.meta.dirname, 'fixtures', 'orange-tile.png'),
        contentType: 'image/png',
        headers: cors,
      });
    });
    gateway = await startGateway({ config: { mapStyleUrl: `${TILE_SERVICE}/style.json` } });
    await signInThroughApi(page, demo.admin.email, { origin: gateway.url });
    const analytics = new AnalyticsPage(page);
    const map = new ScanMapPanel(page);
    await analytics.openFromProjects('Spring Collection 2026');

    expect(await map.scansInView()).toBeGreaterThan(100);
    const colours = { tiles: TILE_ORANGE, clusters: CLUSTER_BLUE, land: LAND_GREY };
    await expect.poll(async () => (await map.shareOnScreen(colours)).tiles, { timeout: 20_000 }).toBeGreaterThan(0.5);
    await expect.poll(async () => (await map.shareOnScreen(colours)).clusters).toBeGreaterThan(0.001);
    // Drawn, the shipped world map's land covers more than 5% of the map (analytics-map.spec.ts).
    expect((await map.shareOnScreen(colours)).land).toBeLessThan(0.001);
    expect(asked[0]).toBe('/style.json');
    expect(asked.filter((asset) => asset.startsWith('/tiles/')).length).toBeGreaterThan(0);
  });
});
