// pnpm bench:shell — what it costs to reach a usable login form: the federated console against the
// same page as one plain bundle (the floor), measured in one run in Chromium on the production builds.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { staticFiles } from '../../static-server.mjs';
import { chromiumArgs, chromiumExecutable } from '../support/chromium.mjs';

const root = path.join(import.meta.dirname, '..', '..');
const runs = Number(process.env.BENCH_RUNS ?? 7);

function sh(command, commandArgs, cwd) {
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

if (!existsSync(path.join(root, 'shell', 'dist', 'index.html'))) sh('pnpm', ['build'], root);
sh('pnpm', ['exec', 'webpack', '--config', path.join(import.meta.dirname, 'floor', 'webpack.config.mjs')], root);

const gateway = spawn('node', ['shell/server/gateway.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: '8290', SCAN_PAGE_PORT: '8292' },
  stdio: 'ignore',
});
// The floor is served like the console: precompressed siblings, same server.
const floor = http
  .createServer(staticFiles(path.join(import.meta.dirname, 'floor', 'dist'), { spa: true }))
  .listen(8291);
// The gateway reads its runtime files first: wait until it answers (a loaded machine takes seconds).
for (let attempt = 0; ; attempt += 1) {
  const ready = await fetch('http://localhost:8290/remotes.json').then(
    (response) => response.ok,
    () => false,
  );
  if (ready) break;
  if (attempt === 100) throw new Error('the gateway did not answer on :8290 within 20 s');
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/**
 * Loads /login in a fresh context; returns ms until the form is usable and the bytes the browser
 * received by then, as the network delivered them (CDP encodedDataLength: compressed, headers included).
 */
async function measure(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map();
  const received = [];
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) =>
    received.push({ type: types.get(event.requestId), bytes: event.encodedDataLength }),
  );
  await page.goto(`${origin}/login`);
  const usableMs = await page
    .waitForFunction(
      () => {
        const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Log in');
        const email = document.querySelector('input[type="email"]');
        return button && email && !button.disabled ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue());
  const byUsable = [...received];
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  const reactCopies = (
    await Promise.all(
      scripts
        .filter((url) => url.endsWith('.js'))
        .map((url) => page.evaluate((u) => fetch(u).then((r) => r.text()), url)),
    )
  ).filter((source) => source.includes('__reactContainer$')).length;
  await context.close();
  const sum = (list) => list.reduce((total, entry) => total + entry.bytes, 0);
  return {
    usableMs,
    jsBytes: sum(byUsable.filter((entry) => entry.type === 'Script')),
    cssBytes: sum(byUsable.filter((entry) => entry.type === 'Stylesheet')),
    totalBytes: sum(byUsable),
    requests: byUsable.length,
    reactCopies,
  };
}

/** Lighthouse's mobile preset (simulated slow 4G and CPU) on /login, in the same Chromium. */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    return {
      score: lhr.categories.performance.score,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const samples = { federated: [], floor: [] };
const audits = {};
try {
  await measure(browser, 'http://localhost:8290'); // warm the servers' file caches
  for (let run = 0; run < runs; run += 1) {
    samples.federated.push(await measure(browser, 'http://localhost:8290'));
    samples.floor.push(await measure(browser, 'http://localhost:8291'));
  }
  await browser.close();
  audits.federated = await lighthouseRun('http://localhost:8290/login');
  audits.floor = await lighthouseRun('http://localhost:8291/login');
} finally {
  await browser.close().catch(() => undefined);
  gateway.kill();
  floor.close();
}

const summary = Object.fromEntries(
  Object.entries(samples).map(([name, list]) => [
    name,
    {
      usableMs: median(list.map((sample) => sample.usableMs)),
      jsKb: median(list.map((sample) => sample.jsBytes)) / 1024,
      cssKb: median(list.map((sample) => sample.cssBytes)) / 1024,
      totalKb: median(list.map((sample) => sample.totalBytes)) / 1024,
      requests: list[0].requests,
      reactCopies: list[0].reactCopies,
      ...audits[name],
    },
  ]),
);
const kb = (value) => value.toFixed(1);
console.log(
  `\n| build | JS (KB) | CSS (KB) | all (KB) | requests | React copies | usable at (ms, median of ${runs}) | Lighthouse | LCP (ms) | TBT (ms) |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const [name, s] of Object.entries(summary)) {
  console.log(
    `| ${name} | ${kb(s.jsKb)} | ${kb(s.cssKb)} | ${kb(s.totalKb)} | ${s.requests} | ${s.reactCopies} | ${s.usableMs.toFixed(0)} | ${s.score.toFixed(2)} | ${s.lcpMs.toFixed(0)} | ${s.tbtMs.toFixed(0)} |`,
  );
}
const ratio = (key) => (summary.federated[key] / summary.floor[key]).toFixed(2);
console.log(
  `\nBytes as received before the form is usable (encoded, headers included). federated / floor: bytes ${ratio('totalKb')}×, time to usable ${ratio('usableMs')}×`,
);
