// pnpm bench:downloads — tag image archives made in Chromium on the production build, through the
// collection's 'Download Fingerprints' page: tags per second for PNG (200 and 1000 px, all cores and one
// worker), EPS and PDF; beside each, in the same run, the time spent drawing ('generating') and zipping
// ('archiving'), read off the job's states; and the page's peak JS heap over a long PNG run.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openDownloadFingerprints } from '../tests/downloads/download-fingerprints-page';

const COLLECTION = 'Leather Tote Bags';
const HEAP_TAGS = Number(process.env.BENCH_HEAP_TAGS ?? 25_000);

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

/** A signed-in page on the collection's download tab; `workers` pins navigator.hardwareConcurrency. */
async function downloadTab(browser: Browser, workers?: number): Promise<Page> {
  const context = await browser.newContext();
  if (workers) {
    await context.addInitScript((count) => {
      Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => count });
    }, workers);
  }
  const page = await context.newPage();
  await openDownloadFingerprints(page, COLLECTION);
  return page;
}

interface Run {
  seconds: number;
  /** Seconds the first archive spent in each state, as the page showed it. */
  states: Record<string, number>;
  peakHeapMb: number;
}

/** Queues `tags` tags in archives of 1000, clicks Prepare All and waits for every archive. */
async function run(page: Page, { format, pngSize, tags }: Case, prefix: string): Promise<Run> {
  await page.getByRole('radio', { name: format }).check();
  if (pngSize) await page.getByLabel('Image size (px)').fill(String(pngSize));
  await page.getByLabel('Number of tags').fill(String(tags));
  await page.getByLabel('Tags per archive').fill('1000');
  await page.getByLabel('File name prefix').fill(prefix);
  await page.getByRole('button', { name: 'Queue download' }).click();
  const archives = Math.ceil(tags / 1000);
  const rows = page.getByRole('row').filter({ hasText: new RegExp(`${COLLECTION}.*\\d+/${archives}`) });
  await expect(rows).toHaveCount(archives);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const firstStatus = rows.first().locator('td').nth(5);
  const states: Record<string, number> = {};
  let peakHeap = 0;
  let last = '';
  let lastAt = 0;
  const started = Date.now();
  await page.getByRole('button', { name: 'Prepare All' }).click();
  for (;;) {
    const { metrics } = await cdp.send('Performance.getMetrics');
    peakHeap = Math.max(peakHeap, metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0);
    const status = (await firstStatus.textContent())?.trim() ?? '';
    const now = Date.now();
    if (status !== last) {
      if (last) states[last] = (states[last] ?? 0) + (now - lastAt) / 1000;
      last = status;
      lastAt = now;
    }
    if ((await rows.filter({ hasText: 'complete' }).count()) === archives) break;
    if ((await rows.filter({ hasText: 'failed' }).count()) > 0) throw new Error(`${prefix}: a job failed`);
    await page.waitForTimeout(50);
  }
  return { seconds: (Date.now() - started) / 1000, states, peakHeapMb: peakHeap / 1_048_576 };
}

test('tag image archives: tags per second, time drawing and zipping, peak heap', async ({ browser }) => {
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
  const page = await downloadTab(browser);
  const heap = await run(page, { label: 'heap', format: 'PNG', pngSize: 200, tags: HEAP_TAGS }, `heap-${Date.now()}`);
  lines.push(
    `| PNG 200 px, all cores, long run | ${HEAP_TAGS} | ${Math.round(HEAP_TAGS / heap.seconds)} | ${(heap.states.generating ?? 0).toFixed(2)} | ${(heap.states.archiving ?? 0).toFixed(2)} | ${heap.peakHeapMb.toFixed(0)} |`,
  );
  console.log(`\n${lines.join('\n')}\n`);
});
