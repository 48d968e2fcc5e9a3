// pnpm bench:scan — the page a consumer opens from a tag's short link, on a phone: bytes the browser
// receives (JS + CSS, compressed as served) and Lighthouse's mobile performance score, in one run.
import { expect, test, type APIRequestContext } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../support/chromium.mjs';
import { apiAs } from '../support/api-as';
import { demo } from '../support/demo-accounts';
import { scanPageURL } from '../support/ports';

const SPRING = '5f000000-0000-4000-8000-000000000101';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** A short link of a Silk Scarves tag whose collection shows the placeholder view in English. */
async function shortLink(request: APIRequestContext): Promise<string> {
  const call = apiAs(request, demo.superUser.email, SPRING);
  const collections = await call('GET', '/api/warehouse/collections');
  const scarves = collections.data.find((collection: { name: string }) => collection.name === 'Silk Scarves');
  const view = await call('POST', '/api/content/views', { name: 'Bench page', description: 'Scan bench' });
  await call('POST', '/api/content/collection-views', {
    collection_id: scarves.id,
    view_id: view.id,
    platform: 'ALL',
    language: 'en',
    is_default: true,
  });
  const tags = await call('GET', `/api/warehouse/tags?collectionIds[]=${scarves.id}&fields=shortCode&limit=1`);
  return `${scanPageURL}/s/${tags.data[0].shortCode}`;
}

async function lighthouseRun(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const { lhr } = result!;
    return {
      score: lhr.categories.performance!.score ?? 0,
      lcpMs: lhr.audits['largest-contentful-paint']!.numericValue ?? 0,
      tbtMs: lhr.audits['total-blocking-time']!.numericValue ?? 0,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('the scan page is small and fast on a phone', async ({ page, request }) => {
  const url = await shortLink(request);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const received: { type?: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) =>
    received.push({ type: types.get(event.requestId), bytes: event.encodedDataLength }),
  );
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Your product name' })).toBeVisible();
  const kb = (type: string) =>
    received.filter((entry) => entry.type === type).reduce((sum, entry) => sum + entry.bytes, 0) / 1000;

  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(url));
  console.log(`\nscan page ${url}`);
  console.log(
    `  received: JS ${kb('Script').toFixed(1)} KB, CSS ${kb('Stylesheet').toFixed(1)} KB, all ${(received.reduce((s, e) => s + e.bytes, 0) / 1000).toFixed(1)} KB in ${received.length} responses`,
  );
  console.log(
    `  Lighthouse mobile, ${RUNS} runs: score ${runs.map((run) => run.score).join(', ')} (median ${median(runs.map((run) => run.score))}); LCP median ${median(runs.map((run) => run.lcpMs)).toFixed(0)} ms; TBT median ${median(runs.map((run) => run.tbtMs)).toFixed(0)} ms`,
  );
});
