// pnpm bench:analytics-map — the analytics map with 100,000 located scans in one project, on the production
// build: time until the dashboard's first panel and the map's clusters show, the cluster and side-list API
// times at several zooms, and the map's frame time (requestAnimationFrame intervals) while it is zoomed with
// the wheel and dragged, in headless Chromium (WebGL in SwiftShader, on the CPU).
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api-as';
import { demo } from '../support/demo-accounts';
import { LoginPage } from '../support/login-page';
import { readSession } from '../support/session';
import { AnalyticsPage } from '../tests/analytics/analytics-page';
import { ScanMapPanel } from '../tests/analytics/scan-map';

const SPRING = '5f000000-0000-4000-8000-000000000101';
const SCANS = Number(process.env.BENCH_MAP_SCANS ?? 100_000);
const BATCH = 500;
const API_RUNS = 5;
const CITIES: [number, number][] = [
  [31.23, 121.47],
  [-33.87, 151.21],
  [40.71, -74.01],
  [51.51, -0.13],
  [39.9, 116.41],
  [48.86, 2.35],
  [35.68, 139.65],
  [1.35, 103.82],
  [-37.81, 144.96],
  [22.32, 114.17],
  [45.46, 9.19],
  [25.2, 55.27],
  [37.57, 126.98],
  [-23.56, -46.64],
  [34.05, -118.24],
  [19.43, -99.13],
  [6.52, 3.38],
  [-1.29, 36.82],
  [55.76, 37.62],
  [28.61, 77.21],
];

/** A small deterministic generator, so every run stores the same scans. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Stores SCANS located scans of the last 30 days in Spring, 500 a request, through the ingest API. */
async function seedScans(page: Page): Promise<number> {
  const call = apiAs(page.request, demo.admin.email, SPRING);
  const { secret } = await call('POST', '/api/auth-service/api-keys', {
    projectId: SPRING,
    scopes: ['scan-event:create'],
  });
  const collections = await call('GET', '/api/warehouse/collections');
  const tagIds: string[] = [];
  for (const collection of collections.data as { id: string }[]) {
    const tags = await call('GET', `/api/warehouse/tags?collectionIds[]=${collection.id}&fields=id&limit=200`);
    tagIds.push(...(tags.data as { id: string }[]).map((tag) => tag.id));
  }
  const next = random(42);
  const now = Date.now();
  const started = performance.now();
  for (let sent = 0; sent < SCANS; sent += BATCH) {
    const events = Array.from({ length: Math.min(BATCH, SCANS - sent) }, (_, index) => {
      const [lat, long] = CITIES[Math.floor(next() ** 2 * CITIES.length)]!;
      return {
        clientScanId: `map-bench-${sent + index}`,
        createdAt: new Date(now - next() * 29 * 86_400_000).toISOString(),
        tagId: tagIds[Math.floor(next() * tagIds.length)],
        clientLocationLat: Math.max(-90, Math.min(90, lat + (next() - 0.5) * 4)),
        clientLocationLong: Math.max(-180, Math.min(180, long + (next() - 0.5) * 4)),
        geolocationEnabled: next() < 0.6,
        clientAgent: 'WEBSCANNER',
        scanStatus: 'SUCCESS',
      };
    });
    const response = await page.request.post('/api/events/scan-events', {
      headers: { 'x-api-key': secret },
      data: { project_id: SPRING, events },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  return (performance.now() - started) / 1000;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const median = (values: number[]) => percentile(values, 0.5);

/** Median milliseconds of one API call, called API_RUNS times with the page's token. */
async function apiMs(page: Page, url: string): Promise<{ ms: number; body: Record<string, unknown> }> {
  const token = (await readSession(page))?.tokens?.access_token;
  const times: number[] = [];
  let body: Record<string, unknown> = {};
  for (let i = 0; i < API_RUNS; i += 1) {
    const started = performance.now();
    const response = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
    times.push(performance.now() - started);
    expect(response.status(), await response.text()).toBe(200);
    body = await response.json();
  }
  return { ms: median(times), body };
}

/** requestAnimationFrame intervals while `interact` runs: what a user sees as the map's frame time. */
async function frameTimes(page: Page, interact: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const frames: number[] = [];
    Object.assign(window, { benchFrames: frames, benchFramesOn: true });
    let last = performance.now();
    const tick = (time: number) => {
      frames.push(time - last);
      last = time;
      if ((window as unknown as { benchFramesOn: boolean }).benchFramesOn) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await interact();
  return page.evaluate(() => {
    const state = window as unknown as { benchFrames: number[]; benchFramesOn: boolean };
    state.benchFramesOn = false;
    return state.benchFrames.slice(1);
  });
}

test('the analytics map with 100,000 scans', async ({ page }) => {
  test.setTimeout(1_800_000);
  await new LoginPage(page).logInAs(demo.admin.email);
  const seedSeconds = await seedScans(page);

  const analytics = new AnalyticsPage(page);
  const map = new ScanMapPanel(page);
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Spring Collection 2026' }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  const opened = performance.now();
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Analytics' }).click();
  const firstPanel = analytics.dailyTotal().then(() => performance.now() - opened);
  await expect.poll(async () => (await map.sample()).blue.length, { timeout: 120_000 }).toBeGreaterThan(100);
  const mapMs = performance.now() - opened;
  const panelMs = await firstPanel;
  const inView = await map.scansInView();

  const query = new URL(page.url()).searchParams.get('dateRange')!.split('_');
  const range = `createdAfter=${query[0]}T00:00:00Z&createdBefore=${query[1]}T23:59:59Z`;
  const base = `/api/events/scan-events/map?project_id=${SPRING}&${range}`;
  const areas = [
    { label: 'world, zoom 0', query: 'zoom=0&west=-180&south=-90&east=180&north=90' },
    { label: 'Europe, zoom 4', query: 'zoom=4&west=-12&south=35&east=30&north=60' },
    { label: 'Paris, zoom 10', query: 'zoom=10&west=2.1&south=48.7&east=2.6&north=49' },
    { label: 'Paris, zoom 14', query: 'zoom=14&west=2.2&south=48.75&east=2.5&north=48.95' },
  ];
  const clusterTimes = [];
  for (const area of areas) {
    const { ms, body } = await apiMs(page, `${base}&${area.query}`);
    clusterTimes.push({ ...area, ms, clusters: (body.clusters as unknown[]).length, scans: body.scans });
  }
  const sideList = await apiMs(
    page,
    `/api/events/scan-events/map/scans?project_id=${SPRING}&${range}&west=-180&south=-90&east=180&north=90`,
  );

  const box = (await map.canvas.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  const frames = await frameTimes(page, async () => {
    for (let i = 0; i < 6; i += 1) {
      await page.mouse.wheel(0, -240);
      await page.waitForTimeout(250);
    }
    for (let i = 0; i < 4; i += 1) {
      await page.mouse.down();
      for (let step = 1; step <= 20; step += 1) await page.mouse.move(centre.x + step * 8, centre.y + step * 3);
      await page.mouse.up();
      await page.mouse.move(centre.x, centre.y);
      await page.waitForTimeout(250);
    }
    for (let i = 0; i < 6; i += 1) {
      await page.mouse.wheel(0, 240);
      await page.waitForTimeout(250);
    }
    // The clusters of the last view arrive and are drawn.
    await page.waitForTimeout(1000);
  });

  console.log(`\nanalytics map, ${SCANS.toLocaleString('en')} scans stored in ${seedSeconds.toFixed(0)} s`);
  console.log(
    `  Analytics clicked → Daily Scans total: ${panelMs.toFixed(0)} ms; → clusters drawn: ${mapMs.toFixed(0)} ms`,
  );
  console.log(`  scans in view at the first view: ${inView.toLocaleString('en')}`);
  for (const area of clusterTimes) {
    console.log(
      `  GET /scan-events/map ${area.label}: ${area.ms.toFixed(0)} ms (${area.clusters} clusters, ${area.scans} scans)`,
    );
  }
  console.log(`  GET /scan-events/map/scans, world, first 8: ${sideList.ms.toFixed(0)} ms`);
  console.log(
    `  frame time over ${frames.length} frames of wheel zooms and drags: median ${median(frames).toFixed(1)} ms, ` +
      `p95 ${percentile(frames, 0.95).toFixed(1)} ms, max ${Math.max(...frames).toFixed(0)} ms, ` +
      `${frames.filter((frame) => frame > 50).length} frames over 50 ms`,
  );
});
