// pnpm bench:downloads — tag image archives made in Chromium on the production build, through the
// collection's 'Download Fingerprints' page: tags per second for PNG (200 and 1000 px, all cores and one
// worker), EPS and PDF; beside each, in the same run, the time spent drawing ('generating') and zipping
// ('archiving'), read off the job's states; and the page's peak JS heap over a long PNG run, on a
// collection of BENCH_HEAP_TAGS tags (default 100,000) ordered through the API first. A second test puts
// the two PNG encoders side by side in one browser: `pnpm bench:downloads --grep encoders` runs it alone.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { fingerprintCanvasScript } from '../../shared/src/fingerprint/canvas-script';
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

type Encoder = 'canvas' | 'grey';

/**
 * A tag file worker's PNG work, with either encoder: draw each seed's tag, encode it, take its SHA-256 (as
 * the worker does for the manifest), all hashes awaited at the end as the worker awaits a batch's. 'canvas'
 * is the code before ADR 0058 (a plain context, `convertToBlob`'s RGBA with pHYs inserted), 'grey' today's
 * (`tagPng` on a `willReadFrequently` context). Runs in a Worker as source text: it uses only the script's
 * globals.
 */
function encoderWorker() {
  const drawing = self as unknown as {
    fingerprintGeometry: (seed: string, version: number) => unknown;
    drawFingerprint: (context: OffscreenCanvasRenderingContext2D, shapes: unknown, size: number) => void;
    tagPng: (context: OffscreenCanvasRenderingContext2D) => Promise<Uint8Array>;
    withResolution: (png: Uint8Array) => Uint8Array;
  };
  const contexts = new Map<string, OffscreenCanvasRenderingContext2D>();
  const contextOf = (encoder: Encoder, size: number) => {
    const key = `${encoder} ${size}`;
    if (!contexts.has(key)) {
      const options = encoder === 'grey' ? { willReadFrequently: true } : {};
      contexts.set(key, new OffscreenCanvas(size, size).getContext('2d', options)!);
    }
    return contexts.get(key)!;
  };
  const encode = async (encoder: Encoder, context: OffscreenCanvasRenderingContext2D) => {
    if (encoder === 'grey') return drawing.tagPng(context);
    const blob = await (context.canvas as OffscreenCanvas).convertToBlob({ type: 'image/png' });
    return drawing.withResolution(new Uint8Array(await blob.arrayBuffer()));
  };
  // An async handler's failure would reach no onerror and leave the page waiting: it is posted back instead.
  self.onmessage = async ({ data }: MessageEvent<{ encoder: Encoder; size: number; seeds: string[] }>) => {
    try {
      const context = contextOf(data.encoder, data.size);
      const hashes: Promise<ArrayBuffer>[] = [];
      let bytes = 0;
      for (const seed of data.seeds) {
        drawing.drawFingerprint(context, drawing.fingerprintGeometry(seed, 1), data.size);
        const file = await encode(data.encoder, context);
        bytes += file.length;
        hashes.push(crypto.subtle.digest('SHA-256', file as Uint8Array<ArrayBuffer>));
      }
      await Promise.all(hashes);
      self.postMessage({ bytes });
    } catch (error) {
      self.postMessage({ error: String(error) });
    }
  };
}

/**
 * CPU seconds (user and system) used so far by this process's descendants, the browser's processes, read
 * from /proc (Linux): the cost of a block whatever share of the cores the machine's other work left it.
 * Undefined without /proc.
 */
function browserCpuSeconds(): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const processes = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // After the command's closing bracket: state, ppid, … utime and stime are the 12th and 13th fields.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return [{ pid: Number(pid), parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
      } catch {
        return []; // ended meanwhile
      }
    });
  const ours = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, parent } of processes) {
      if (ours.has(parent) && !ours.has(pid)) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  ours.delete(process.pid);
  // Linux counts CPU time in ticks of 1/100 s (USER_HZ).
  return processes.filter(({ pid }) => ours.has(pid)).reduce((sum, { ticks }) => sum + ticks, 0) / 100;
}

interface EncoderTotals {
  tags: number;
  seconds: number;
  cpuSeconds: number;
  bytes: number;
}

/**
 * `workers` Workers (as the pool: each on its own share of the same tags) in `page`, the encoders taking
 * turns a block at a time, the first of each pair alternating; a block is timed from handing out the seeds
 * until every worker has answered, and costed in the browser's CPU time over the same span. One untimed
 * pair first, to warm up. Answers the totals and grey's rate over canvas's, pair by pair.
 */
async function compareEncoders(page: Page, size: number, workers: number, blockTags: number, pairs: number) {
  const script = `${fingerprintCanvasScript()}\n(${encoderWorker.toString()})();`;
  await page.evaluate(
    ({ script, workers }) => {
      const url = URL.createObjectURL(new Blob([script], { type: 'text/javascript' }));
      const pool = Array.from({ length: workers }, () => new Worker(url));
      URL.revokeObjectURL(url);
      const block = (encoder: Encoder, size: number, seeds: string[][]) =>
        Promise.all(
          pool.map(
            (worker, index) =>
              new Promise<number>((resolve, reject) => {
                worker.onmessage = ({ data }: MessageEvent<{ bytes: number } | { error: string }>) =>
                  'error' in data ? reject(new Error(data.error)) : resolve(data.bytes);
                worker.onerror = (event) => reject(new Error(event.message));
                worker.postMessage({ encoder, size, seeds: seeds[index] });
              }),
          ),
        );
      Object.assign(window, { encoderBlock: block, encoderPool: pool });
    },
    { script, workers },
  );
  const totals: Record<Encoder, EncoderTotals> = {
    canvas: { tags: 0, seconds: 0, cpuSeconds: 0, bytes: 0 },
    grey: { tags: 0, seconds: 0, cpuSeconds: 0, bytes: 0 },
  };
  const ratios: number[] = [];
  for (let pair = 0; pair <= pairs; pair += 1) {
    const seeds = Array.from({ length: workers }, () =>
      Array.from({ length: blockTags }, () => randomBytes(16).toString('hex')),
    );
    const order: Encoder[] = pair % 2 ? ['grey', 'canvas'] : ['canvas', 'grey'];
    const rates: Partial<Record<Encoder, number>> = {};
    for (const encoder of order) {
      const cpuBefore = browserCpuSeconds() ?? NaN;
      const started = performance.now();
      const bytes = await page.evaluate(
        async ({ encoder, size, seeds }) => {
          const { encoderBlock } = window as unknown as {
            encoderBlock: (encoder: Encoder, size: number, seeds: string[][]) => Promise<number[]>;
          };
          return (await encoderBlock(encoder, size, seeds)).reduce((sum, each) => sum + each, 0);
        },
        { encoder, size, seeds },
      );
      const seconds = (performance.now() - started) / 1000;
      const cpuSeconds = (browserCpuSeconds() ?? NaN) - cpuBefore;
      rates[encoder] = (workers * blockTags) / seconds;
      if (pair === 0) continue;
      const total = totals[encoder];
      total.tags += workers * blockTags;
      total.seconds += seconds;
      total.cpuSeconds += cpuSeconds;
      total.bytes += bytes;
    }
    if (pair > 0) ratios.push(rates.grey! / rates.canvas!);
  }
  await page.evaluate(() =>
    (window as unknown as { encoderPool: Worker[] }).encoderPool.forEach((worker) => worker.terminate()),
  );
  return { totals, ratios };
}

test('PNG encoders: grey against the canvas RGBA encoder, taking turns in one browser', async ({ browser }) => {
  test.setTimeout(900_000);
  const page = await browser.newPage();
  // Any https page is a secure context, which crypto.subtle needs; about:blank is not.
  const origin = 'https://encoders.invalid/';
  await page.route(origin, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>PNG encoders</title>' }),
  );
  await page.goto(origin);
  const pool = await page.evaluate(() => navigator.hardwareConcurrency || 2);
  const lines = [
    `| size | workers | canvas RGBA tags/s | grey tags/s | grey / canvas | pairs: min–median–max | canvas CPU ms a tag | grey CPU ms a tag | grey / canvas by CPU | KB a tag (canvas; grey) |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
  ];
  const cases = [
    { size: 200, blockTags: 100, pairs: 10 },
    { size: 1000, blockTags: 16, pairs: 10 },
  ];
  for (const { size, blockTags, pairs } of cases) {
    for (const workers of [1, pool]) {
      const { totals, ratios } = await compareEncoders(page, size, workers, blockTags, pairs);
      const rate = (encoder: Encoder) => totals[encoder].tags / totals[encoder].seconds;
      const cpuMs = (encoder: Encoder) => (totals[encoder].cpuSeconds / totals[encoder].tags) * 1000;
      const kb = (encoder: Encoder) => (totals[encoder].bytes / totals[encoder].tags / 1024).toFixed(1);
      const sorted = ratios.toSorted((a, b) => a - b);
      const range = [sorted[0]!, sorted[sorted.length >> 1]!, sorted.at(-1)!].map((ratio) => ratio.toFixed(2));
      lines.push(
        `| ${size} px | ${workers} | ${rate('canvas').toFixed(0)} | ${rate('grey').toFixed(0)} | ${(rate('grey') / rate('canvas')).toFixed(2)}× | ${range.join('–')} | ${cpuMs('canvas').toFixed(2)} | ${cpuMs('grey').toFixed(2)} | ${(cpuMs('canvas') / cpuMs('grey')).toFixed(2)}× | ${kb('canvas')}; ${kb('grey')} |`,
      );
      console.log(lines.at(-1));
    }
  }
  console.log(`\n${lines.join('\n')}\n`);
  await page.close();
});
