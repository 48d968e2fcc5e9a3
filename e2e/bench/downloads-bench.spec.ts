// pnpm bench:downloads — tag image archives made in Chromium on the production build, through the
// collection's 'Download Fingerprints' page: tags per second for PNG (200 and 1000 px, all cores and one
// worker), EPS and PDF; beside each, in the same run, the time spent drawing ('generating') and zipping
// ('archiving'), read off the job's states; and the page's peak JS heap over a long PNG run, on a
// collection of BENCH_HEAP_TAGS tags (default 100,000) ordered through the API first.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiAs } from '../support/api-as';
import { demo } from '../support/demo-accounts';
import { openDownloadFingerprints } from '../tests/downloads/download-fingerprints-page';

const COLLECTION = 'Leather Tote Bags';
const HEAP_TAGS = Number(process.env.BENCH_HEAP_TAGS ?? 100_000);
const HEAP_COLLECTION = 'Long run';
const ACME = '5f000000-0000-4000-8000-000000000002';
const SPRING = '5f000000-0000-4000-8000-000000000101';

interface Case {
  label: string;
  format: 'PNG' | 'EPS' | 'PDF';
  pngSize?: number;
  workers?: number;
  tags: number;
}

const CASES: Case[] = [
  { label: 'PNG 200 px, all cores', format: 'PNG', pngSize: 200, tags: 4000 },
  { label: 'PNG 200 px, one worker', format: 'PNG', pngSize: 200, workers: 1, tags: 2000 },
  { label: 'PNG 1000 px, all cores', format: 'PNG', pngSize: 1000, tags: 1000 },
  { label: 'PNG 1000 px, one worker', format: 'PNG', pngSize: 1000, workers: 1, tags: 500 },
  { label: 'EPS', format: 'EPS', tags: 10_000 },
  { label: 'PDF 20 mm', format: 'PDF', tags: 2000 },
];

/**
 * Orders HEAP_TAGS tags into a new collection of Spring through the API, as the super user (creating a
 * collection and ordering need a system role above a brand's admin), Acme's limit (100,000, some of it
 * used by the demo's collections) raised first. Answers the seconds until the order is COMPLETED.
 */
async function orderLongRunCollection(request: APIRequestContext): Promise<number> {
  const asSuper = apiAs(request, demo.superUser.email, SPRING);
  await asSuper('PATCH', `/api/auth-service/companies/${ACME}`, { max_fingerprints: 10_000_000 });
  const collection = await asSuper('POST', '/api/warehouse/collections', { name: HEAP_COLLECTION });
  const orders = `/api/warehouse/collections/${collection.id}/tag-orders`;
  const started = Date.now();
  await asSuper('POST', orders, { numberOfTags: HEAP_TAGS });
  await expect
    .poll(async () => (await asSuper('GET', orders)).data[0]?.status, { timeout: 900_000, intervals: [1000] })
    .toBe('COMPLETED');
  return (Date.now() - started) / 1000;
}

/** A signed-in page on the collection's download tab; `workers` pins navigator.hardwareConcurrency. */
async function downloadTab(browser: Browser, workers?: number, collection = COLLECTION): Promise<Page> {
  const context = await browser.newContext();
  if (workers) {
    await context.addInitScript((count) => {
      Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => count });
    }, workers);
  }
  const page = await context.newPage();
  await openDownloadFingerprints(page, collection);
  return page;
}

interface Run {
  seconds: number;
  /** Seconds the first archive spent in each state, as the page showed it. */
  states: Record<string, number>;
  peakHeapMb: number;
}

/** Queues `tags` tags in archives of 1000, clicks Prepare All and waits for every archive. */
async function run(page: Page, { format, pngSize, tags }: Case, prefix: string, collection = COLLECTION): Promise<Run> {
  await page.getByRole('radio', { name: format }).check();
  if (pngSize) await page.getByLabel('Image size (px)').fill(String(pngSize));
  await page.getByLabel('Number of tags').fill(String(tags));
  await page.getByLabel('Tags per archive').fill('1000');
  await page.getByLabel('File name prefix').fill(prefix);
  await page.getByRole('button', { name: 'Queue download' }).click();
  const archives = Math.ceil(tags / 1000);
  const rowPattern = `${collection}.*\\d+/${archives}`;
  await expect(page.getByRole('row').filter({ hasText: new RegExp(rowPattern) })).toHaveCount(archives);

  // Each row's status, read in one evaluate: Playwright's role and text queries (with the trace's DOM
  // snapshot at each) took about a sixth of the page's thread in a profiled EPS run.
  const statuses = () =>
    page.evaluate((pattern) => {
      const matching = [...document.querySelectorAll('tr')].filter((row) => new RegExp(pattern).test(row.textContent!));
      // By its header: the jobs table has gained columns before (File, Options).
      return matching.map((row) => {
        const headers = [...row.closest('table')!.querySelectorAll('th')].map((th) => th.textContent?.trim());
        return row.querySelectorAll('td')[headers.indexOf('Status')]?.textContent?.trim() ?? '';
      });
    }, rowPattern);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const states: Record<string, number> = {};
  let peakHeap = 0;
  let last = '';
  let lastAt = 0;
  const started = Date.now();
  await page.getByRole('button', { name: 'Prepare All' }).click();
  for (;;) {
    const { metrics } = await cdp.send('Performance.getMetrics');
    peakHeap = Math.max(peakHeap, metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0);
    const now = Date.now();
    const all = await statuses();
    if (all[0] !== last) {
      if (last) states[last] = (states[last] ?? 0) + (now - lastAt) / 1000;
      last = all[0]!;
      lastAt = now;
    }
    if (all.filter((status) => status.includes('complete')).length === archives) break;
    if (all.some((status) => status.includes('failed'))) throw new Error(`${prefix}: a job failed`);
    await page.waitForTimeout(100);
  }
  return { seconds: (Date.now() - started) / 1000, states, peakHeapMb: peakHeap / 1_048_576 };
}

// The trace snapshots the DOM at every poll, on the page's thread, which the archives need.
test.use({ trace: 'off' });

test('tag image archives: tags per second, time drawing and zipping, peak heap', async ({ browser, request }) => {
  test.setTimeout(1_800_000);
  const lines = [
    `| case | tags | tags/s | generating s (first archive) | archiving s (first archive) | peak page heap MB |`,
    `| --- | --- | --- | --- | --- | --- |`,
  ];
  for (const benchCase of CASES) {
    const page = await downloadTab(browser, benchCase.workers);
    const result = await run(page, benchCase, `bench-${Date.now()}`);
    const rate = Math.round(benchCase.tags / result.seconds);
    lines.push(
      `| ${benchCase.label} | ${benchCase.tags} | ${rate} | ${(result.states.generating ?? 0).toFixed(2)} | ${(result.states.archiving ?? 0).toFixed(2)} | ${result.peakHeapMb.toFixed(0)} |`,
    );
    console.log(lines.at(-1));
    await page.context().close();
  }
  const orderSeconds = await orderLongRunCollection(request);
  console.log(`ordered ${HEAP_TAGS} tags in ${orderSeconds.toFixed(1)} s`);
  const page = await downloadTab(browser, undefined, HEAP_COLLECTION);
  const heap = await run(
    page,
    { label: 'heap', format: 'PNG', pngSize: 200, tags: HEAP_TAGS },
    `heap-${Date.now()}`,
    HEAP_COLLECTION,
  );
  lines.push(
    `| PNG 200 px, all cores, long run | ${HEAP_TAGS} | ${Math.round(HEAP_TAGS / heap.seconds)} | ${(heap.states.generating ?? 0).toFixed(2)} | ${(heap.states.archiving ?? 0).toFixed(2)} | ${heap.peakHeapMb.toFixed(0)} |`,
  );
  console.log(`\n${lines.join('\n')}\n`);
});
