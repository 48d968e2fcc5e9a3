// pnpm bench:shell — what it costs to reach a usable login form: the federated console against the
// same page as one plain bundle (the floor), measured in one run in Chromium on the production builds.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import handler from 'serve-handler';
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
  env: { ...process.env, PORT: '8290' },
  stdio: 'ignore',
});
const floorDist = path.join(import.meta.dirname, 'floor', 'dist');
const floor = http
  .createServer((request, response) =>
    handler(request, response, { public: floorDist, rewrites: [{ source: '**', destination: '/index.html' }] }),
  )
  .listen(8291);
await new Promise((resolve) => setTimeout(resolve, 1000));

/** Loads /login in a fresh context; returns ms until the form is usable and what was fetched by then. */
async function measure(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') fetched.push({ type, url: response.url(), body: response.body() });
  });
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
  const bodies = await Promise.all(fetched.map(async (entry) => ({ ...entry, body: await entry.body })));
  await context.close();
  const gz = (type) =>
    bodies.filter((entry) => entry.type === type).reduce((sum, entry) => sum + gzipSync(entry.body).length, 0);
  return {
    usableMs,
    jsGz: gz('script'),
    cssGz: gz('stylesheet'),
    requests: bodies.length,
    reactCopies: bodies.filter((entry) => entry.type === 'script' && entry.body.includes('__reactContainer$')).length,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const samples = { federated: [], floor: [] };
try {
  await measure(browser, 'http://localhost:8290'); // warm the servers' file caches
  for (let run = 0; run < runs; run += 1) {
    samples.federated.push(await measure(browser, 'http://localhost:8290'));
    samples.floor.push(await measure(browser, 'http://localhost:8291'));
  }
} finally {
  await browser.close();
  gateway.kill();
  floor.close();
}

const summary = Object.fromEntries(
  Object.entries(samples).map(([name, list]) => [
    name,
    {
      usableMs: median(list.map((sample) => sample.usableMs)),
      jsKb: list[0].jsGz / 1024,
      cssKb: list[0].cssGz / 1024,
      totalKb: (list[0].jsGz + list[0].cssGz) / 1024,
      requests: list[0].requests,
      reactCopies: list[0].reactCopies,
    },
  ]),
);
const kb = (value) => value.toFixed(1);
console.log(
  `\n| build | JS gz (KB) | CSS gz (KB) | total gz (KB) | JS+CSS requests | React copies | usable at (ms, median of ${runs}) |`,
);
console.log('|---|---|---|---|---|---|---|');
for (const [name, s] of Object.entries(summary)) {
  console.log(
    `| ${name} | ${kb(s.jsKb)} | ${kb(s.cssKb)} | ${kb(s.totalKb)} | ${s.requests} | ${s.reactCopies} | ${s.usableMs.toFixed(0)} |`,
  );
}
const ratio = (key) => (summary.federated[key] / summary.floor[key]).toFixed(2);
console.log(`\nfederated / floor: bytes ${ratio('totalKb')}×, time to usable ${ratio('usableMs')}×`);
