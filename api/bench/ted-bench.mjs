// `pnpm bench:ted`: the first page of the Global TED (/ted with its default filters: scanned in the last day,
// failed detect and failed match on, newest first, 24 cards) over 1,000,000 scans, on PGlite (on disk, as
// `npm start` runs it) and on PostgreSQL, before and after migration 024's indexes. Beside it, the project
// TED's first page and a collection's print-quality report. Times are of the HTTP call to the API (a
// listening API in this process, fetch from the same machine): request to parsed JSON, the browser left out.
// Runs on demand, never in CI. Imports the compiled API (the package script builds it first).
import { migrate, readMigrations } from '../dist/db/migrate.js';
import { seedDemo } from '../dist/seed/demo.js';
import { DEMO_IDS } from '../dist/seed/demo-data.js';
import { generateDemoScans, scannableCollections } from '../dist/seed/demo-scan-events.js';
import { insertScanEvents } from '../dist/repositories/scan-events/scan-events-repository.js';
import os from 'node:os';
import { benchApp } from './bench-app.mjs';
import { DATABASE_URL, median, ms, now, openPglite, openPostgres } from './bench-databases.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
// BENCH_SCALE=0.01 checks the script itself in seconds (10,000 scans).
const SCANS = Math.round(1_000_000 * Number(process.env.BENCH_SCALE ?? 1));
// The TED's 60-day history: the densest spread the dashboards can be asked about.
const DAYS = Number(process.env.BENCH_DAYS ?? 60);
const CHUNK = 20_000;
const BATCH = 5000;
const INDEX_MIGRATION = 24;
const PROJECT = DEMO_IDS.projects.spring;
const DAY_MS = 86_400_000;
const FAILED = ['DETECT_FAILED', 'MATCH_FAILED'];

/** The demo generator (`pnpm seed:scans`), a chunk at a time so a million scans never sit in memory at once. */
async function fillScans(db) {
  const collections = await scannableCollections(db, PROJECT);
  const start = now();
  let inserted = 0;
  for (let chunk = 0; inserted < SCANS; chunk++) {
    const scans = generateDemoScans({
      projectId: PROJECT,
      collections,
      count: Math.min(CHUNK, SCANS - inserted),
      days: DAYS,
      now: new Date(),
      runLabel: `bench-${chunk}`,
      seed: chunk + 1,
    });
    for (let at = 0; at < scans.length; at += BATCH) {
      inserted += await insertScanEvents(db, scans.slice(at, at + BATCH));
    }
    process.stdout.write(`\r  ${inserted.toLocaleString('en')} of ${SCANS.toLocaleString('en')} scans`);
  }
  process.stdout.write('\n');
  return ms(start);
}

/** The /ted page's own query: from the start of yesterday, failed detect and failed match, 24 newest. */
function tedUrl(extra = '', after = startOfYesterday(), statuses = FAILED) {
  const statusFilter = statuses.map((status) => `&statuses[]=${status}`).join('');
  return (
    `/api/events/ted/scan-events?createdAfter=${after.toISOString()}&order=newest&limit=24&offset=0` +
    `${statusFilter}${extra}`
  );
}

function startOfYesterday() {
  const yesterday = new Date(Date.now() - DAY_MS);
  yesterday.setUTCHours(0, 0, 0, 0);
  return yesterday;
}

/** Clearing 'Scanned after' on /ted goes back to the whole 60-day history (001 §5), a minute inside it. */
const historyStart = () => new Date(Date.now() - 60 * DAY_MS + 60_000);

/** The first call on a fresh connection pool and plan cache, then the median of RUNS more. */
async function time(base, url, headers, check) {
  const times = [];
  for (let run = 0; run <= RUNS; run++) {
    const start = now();
    const response = await fetch(`${base}${url}`, { headers });
    const body = await response.json();
    times.push(ms(start));
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    check(body);
  }
  return { first: times[0], median: median(times.slice(1)) };
}

function fullPage(body) {
  const expected = Math.min(24, body.total);
  if (body.items.length !== expected) throw new Error(`expected ${expected} cards, got ${body.items.length}`);
}

async function measure(t, label, stage) {
  const superUser = { authorization: `Bearer ${t.token}` };
  const cases = [
    {
      what: '/ted first page (defaults: last day, failed only)',
      url: tedUrl(),
      headers: superUser,
      check: fullPage,
    },
    {
      what: "/ted first page, 'Scanned after' cleared (60 days)",
      url: tedUrl('', historyStart()),
      headers: superUser,
      check: fullPage,
    },
    {
      what: '/ted first page, success on too',
      url: tedUrl('', startOfYesterday(), [...FAILED, 'SUCCESS']),
      headers: superUser,
      check: fullPage,
    },
    {
      what: 'project TED first page',
      url: tedUrl(`&projectId=${PROJECT}`),
      headers: superUser,
      check: fullPage,
    },
    {
      what: 'print-quality of the biggest collection, 12 weeks',
      url: `/api/warehouse/collections/${t.biggestCollection}/print-quality`,
      headers: { ...superUser, project_id: PROJECT },
      check: (body) => {
        if (body.total.scans === 0) throw new Error('no scans in the print-quality report');
      },
    },
  ];
  const rows = [];
  for (const { what, url, headers, check } of cases) {
    let total;
    const result = await time(t.base, url, headers, (body) => {
      check(body);
      total = body.total?.scans ?? body.total;
    });
    rows.push({ backend: label, stage, what, ...result, total });
    console.log(
      `  ${stage}: ${what}: first ${result.first.toFixed(0)} ms, median ${result.median.toFixed(1)} ms (${total} counted)`,
    );
  }
  return rows;
}

async function startApi(db) {
  const { app, token } = await benchApp(db);
  return { app, base: await app.listen({ host: '127.0.0.1', port: 0 }), token };
}

async function benchBackend(open) {
  const { db, label, dispose } = await open();
  console.log(label);
  try {
    const migrations = await readMigrations();
    await migrate(
      db,
      migrations.filter((migration) => migration.version < INDEX_MIGRATION),
    );
    await seedDemo(db, { productName: 'Smart Fingerprint' });
    const fillMs = await fillScans(db);
    console.log(`  filled in ${(fillMs / 1000).toFixed(0)} s`);
    await db.query('VACUUM ANALYZE scan_events');
    const [biggest] = await db.query(
      `SELECT collection_id AS id FROM scan_events WHERE collection_id IS NOT NULL
       GROUP BY collection_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const rows = [];
    for (const stage of ['before 024', 'after 024']) {
      if (stage === 'after 024') {
        const start = now();
        await migrate(db, migrations);
        await db.query('VACUUM ANALYZE scan_events');
        console.log(`  migration 024 and VACUUM ANALYZE: ${(ms(start) / 1000).toFixed(1)} s`);
      }
      const api = await startApi(db);
      try {
        rows.push(...(await measure({ ...api, biggestCollection: biggest.id }, label, stage)));
      } finally {
        await api.app.close();
      }
    }
    return rows;
  } finally {
    await db.close().catch(() => undefined);
    await dispose();
  }
}

// BENCH_BACKENDS=pglite (or postgres) measures one of them.
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const rows = [];
if (BACKENDS.includes('pglite')) rows.push(...(await benchBackend(openPglite)));
if (BACKENDS.includes('postgres')) {
  try {
    rows.push(...(await benchBackend(openPostgres)));
  } catch (error) {
    console.error(`PostgreSQL skipped (${DATABASE_URL}): ${error.message}`);
  }
}

console.log(
  `\n${SCANS.toLocaleString('en')} scans over ${DAYS} days, ${os.cpus().length} cores (${os.cpus()[0]?.model})`,
);
console.log('| backend | indexes | call | first call (ms) | median of next runs (ms) | counted |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  const f = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
  console.log(`| ${row.backend} | ${row.stage} | ${row.what} | ${f(row.first)} | ${f(row.median)} | ${row.total} |`);
}
