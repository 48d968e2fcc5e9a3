// `pnpm bench:analytics`: the analytics dashboard with 100,000 and 1,000,000 scans in one project, on PGlite (on
// disk, as `npm start` runs it) and on PostgreSQL, in one run. It times the HTTP requests the page makes until every
// panel can draw, not a browser: (a) the spec's way (001 §7), GET /scan-events 500 at a time until fewer come back,
// then every panel counted from the scans in the page's own code; (b) ours, the panels' aggregate requests and the
// map's two requests, sent together as the page sends them. Scans come from the `pnpm seed:scans` generator (90 days;
// the dashboard's default range is the last 30). Runs on demand, never in CI. Imports the compiled API (the package
// script builds it first).
import { migrate } from '../dist/db/migrate.js';
import { seedDemo } from '../dist/seed/demo.js';
import { DEMO_IDS } from '../dist/seed/demo-data.js';
import { generateDemoScans, scannableCollections } from '../dist/seed/demo-scan-events.js';
import { insertScanEvents } from '../dist/repositories/scan-events/scan-events-repository.js';
import { forgetSharedPasses } from '../dist/repositories/scan-aggregates/shared-pass.js';
import os from 'node:os';
import { benchApp } from './bench-app.mjs';
import { median, ms, now, openPglite, openPostgres } from './bench-databases.mjs';

// BENCH_SCALE=0.01 checks the script itself in seconds (1,000 and 10,000 scans).
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SIZES = [100_000, 1_000_000].map((size) => Math.round(size * SCALE));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// The spec's paging at a million scans takes minutes; past this budget it stops and says how far it got.
const PAGING_BUDGET_MS = Number(process.env.BENCH_PAGING_BUDGET_S ?? 300) * 1000;
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',');
// BENCH_KEEP=1 keeps each size's database (a folder in the temp dir, a PostgreSQL database) for the next run.
const KEEP = process.env.BENCH_KEEP === '1';
const PROJECT = DEMO_IDS.projects.spring;
const SEED_DAYS = 90;
const RANGE_DAYS = 30;
const PAGE = 500;
const INSERT_BATCH = 5000;
const GENERATE_CHUNK = 50_000;

/** Tops the project up to `size` generated scans (the demo's own few hundred count too). */
async function seedScans(db, size, runLabel) {
  const collections = await scannableCollections(db, PROJECT);
  const [{ n }] = await db.query('SELECT count(*)::int AS n FROM scan_events WHERE project_id = $1', [PROJECT]);
  const start = now();
  let left = size - n;
  for (let chunk = 0; left > 0; chunk++) {
    const count = Math.min(GENERATE_CHUNK, left);
    const scans = generateDemoScans({
      projectId: PROJECT,
      collections,
      count,
      days: SEED_DAYS,
      now: new Date(),
      runLabel: `${runLabel}-${chunk}`,
      seed: chunk + 1,
    });
    for (let i = 0; i < scans.length; i += INSERT_BATCH) await insertScanEvents(db, scans.slice(i, i + INSERT_BATCH));
    left -= count;
  }
  // PostgreSQL's autovacuum does this on its own after bulk inserts; PGlite has no autovacuum (seed:scans runs it).
  await db.query('VACUUM ANALYZE scan_events');
  return ms(start);
}

/** The dashboard's default range: the last 30 days, today included. */
function defaultRange() {
  const end = new Date();
  end.setUTCHours(24, 0, 0, 0);
  const start = new Date(end.getTime() - RANGE_DAYS * 86_400_000);
  return { createdAfter: start.toISOString(), createdBefore: end.toISOString() };
}

/** What the page did with the spec's paging: dedupe by clientScanId, drop scans without a tag, count each panel. */
function countPanels(scans) {
  const seen = new Set();
  const daily = new Map();
  const cities = new Map();
  const agents = new Map();
  const tags = new Map();
  const flagged = [];
  const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const scan of scans) {
    if (!scan.tagId || seen.has(scan.clientScanId)) continue;
    seen.add(scan.clientScanId);
    add(daily, scan.createdAt.slice(0, 10));
    add(cities, `${scan.city}|${scan.country}`);
    add(agents, scan.clientAgent);
    add(tags, scan.tagId);
    if (scan.ruleStatus) flagged.push(scan);
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  return {
    total: seen.size,
    daily: [...daily],
    cities: top(cities, 100),
    agents: [...agents],
    tags: top(tags, 50),
    flagged,
  };
}

async function pageAllScans(base, headers, range) {
  const start = now();
  const scans = [];
  let pages = 0;
  for (;;) {
    const query = new URLSearchParams({
      project_id: PROJECT,
      ...range,
      limit: String(PAGE),
      offset: String(scans.length),
    });
    const response = await fetch(`${base}/api/events/scan-events?${query}`, { headers: headers() });
    if (!response.ok) throw new Error(`GET /scan-events: ${response.status} ${await response.text()}`);
    const { items } = await response.json();
    scans.push(...items);
    pages++;
    if (items.length < PAGE) break;
    if (ms(start) > PAGING_BUDGET_MS) return { elapsed: ms(start), pages, scans: scans.length, finished: false };
  }
  const panels = countPanels(scans);
  return { elapsed: ms(start), pages, scans: scans.length, total: panels.total, finished: true };
}

/** The page's first requests: one per panel, and the map's clusters and side list over the whole world. */
function panelRequests(range) {
  const filters = { project_id: PROJECT, ...range };
  const world = { ...filters, west: '-180', south: '-85', east: '180', north: '85' };
  return [
    ...['daily', 'cities', 'scanners', 'codes', 'flagged'].map((panel) => [
      panel,
      `/api/events/scan-events/aggregates?${new URLSearchParams({ ...filters, panels: panel })}`,
    ]),
    ['map', `/api/events/scan-events/map?${new URLSearchParams({ ...world, zoom: '1' })}`],
    ['map list', `/api/events/scan-events/map/scans?${new URLSearchParams({ ...world, limit: '8' })}`],
  ];
}

async function fetchPanels(base, headers, range) {
  const start = now();
  const each = await Promise.all(
    panelRequests(range).map(async ([what, url]) => {
      const sent = now();
      const response = await fetch(`${base}${url}`, { headers: headers() });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      await response.json();
      return [what, ms(sent)];
    }),
  );
  return { elapsed: ms(start), each };
}

/** One backend at one size, on a database of its own (kept and reused with BENCH_KEEP=1). */
async function benchSize(open, size) {
  const { db, label, dispose } = await open(KEEP ? { keep: `analytics-${size}` } : {});
  let app;
  try {
    await migrate(db);
    await seedDemo(db, { productName: 'Smart Fingerprint' });
    // The dashboard as a brand's admin sees it; a token that outlives the minutes of seeding a million scans.
    let token;
    ({ app, token } = await benchApp(db, { email: 'admin@demo.test', config: { accessTokenTtlSeconds: 3600 } }));
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    // Seeding a million scans takes minutes; the client's idle connection must still be open afterwards.
    app.server.keepAliveTimeout = 3_600_000;
    const headers = () => ({ authorization: `Bearer ${token}` });
    const seeded = await seedScans(db, size, `bench-${size}`);
    console.log(`${label}: ${size.toLocaleString('en')} scans seeded in ${(seeded / 1000).toFixed(0)} s`);
    const range = defaultRange();
    const cold = await fetchPanels(base, headers, range);
    const warm = [];
    for (let run = 0; run < RUNS; run++) {
      // Each run counts afresh, as a new dashboard load does, not from the last run's shared pass.
      forgetSharedPasses([PROJECT]);
      warm.push(await fetchPanels(base, headers, range));
    }
    const aggregates = median(warm.map((run) => run.elapsed));
    const medianRun = warm.find((run) => run.elapsed === aggregates).each;
    console.log(
      `${label}: ${size}: aggregates cold ${cold.elapsed.toFixed(0)} ms, warm ${aggregates.toFixed(0)} ms (${medianRun
        .map(([what, time]) => `${what} ${time.toFixed(0)}`)
        .join(', ')})`,
    );
    const paging = await pageAllScans(base, headers, range);
    console.log(
      `${label}: ${size}: paging ${(paging.elapsed / 1000).toFixed(1)} s, ${paging.pages} pages, ${paging.scans} scans${paging.finished ? '' : ' (stopped: over budget)'}`,
    );
    return { backend: label, size, paging, cold: cold.elapsed, aggregates, each: medianRun };
  } finally {
    await app?.close();
    await db.close().catch(() => undefined);
    await dispose();
  }
}

const rows = [];
for (const backend of BACKENDS) {
  try {
    for (const size of SIZES) rows.push(await benchSize(backend === 'pglite' ? openPglite : openPostgres, size));
  } catch (error) {
    console.error(`${backend} failed: ${error.stack ?? error}`, error.cause ?? '');
  }
}

const seconds = (value) => (value / 1000).toFixed(value >= 10_000 ? 0 : 2);
console.log(
  `\n${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
);
console.log(
  '\n| backend | scans in project | (a) paging 500 a request: time, pages | (b) aggregates: cold, warm median | (a) / (b) warm |',
);
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) {
  const paging = `${row.paging.finished ? '' : '> '}${seconds(row.paging.elapsed)} s, ${row.paging.pages} pages`;
  console.log(
    `| ${row.backend} | ${row.size.toLocaleString('en')} | ${paging} | ${seconds(row.cold)} s, ${seconds(row.aggregates)} s | ${row.paging.finished ? '' : '> '}${(row.paging.elapsed / row.aggregates).toFixed(0)}× |`,
  );
}
console.log('\nwarm median, each request (ms):');
for (const row of rows) {
  console.log(
    `${row.backend} ${row.size.toLocaleString('en')}: ${row.each.map(([what, time]) => `${what} ${time.toFixed(0)}`).join(', ')}`,
  );
}
