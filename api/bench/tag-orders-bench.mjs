// `pnpm bench:orders`: tag orders and tag pages through the API's own code, beside the same rows
// written and read with plain SQL, on PGlite (on disk, as `npm start` runs it) and on PostgreSQL.
// Runs on demand, never in CI. Imports the compiled API (the package script builds it first).
import { migrate } from '../dist/db/migrate.js';
import { seedDemo } from '../dist/seed/demo.js';
import { DEMO_IDS } from '../dist/seed/demo-data.js';
import { startTagOrderWorker } from '../dist/services/tag-orders/tag-order-worker.js';
import { listTagsFrom } from '../dist/repositories/tag-orders/tags-repository.js';
import { benchApp } from './bench-app.mjs';
import { DATABASE_URL, insertTagsRaw, median, ms, now, openPglite, openPostgres } from './bench-databases.mjs';

const PAGE_RUNS = Number(process.env.BENCH_RUNS ?? 7);
// BENCH_SCALE=0.01 checks the script itself in seconds (orders of 1,000 and 10,000 tags).
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SIZES = [100_000, 1_000_000].map((size) => Math.round(size * SCALE));
const OFFSETS = [0, Math.round(900_000 * SCALE)];
const PROJECT = DEMO_IDS.projects.spring;

async function newCollection(db, name) {
  const [row] = await db.query('INSERT INTO collections (project_id, name) VALUES ($1, $2) RETURNING id', [
    PROJECT,
    name,
  ]);
  return row.id;
}

/** The product path: POST the order (reserves the limit), then the worker creates the tags batch by batch. */
async function orderThroughWorker(t, collectionId, numberOfTags) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/warehouse/collections/${collectionId}/tag-orders`,
    headers: { ...t.auth, project_id: PROJECT },
    payload: { numberOfTags },
  });
  if (response.statusCode !== 201) throw new Error(`order refused: ${response.body}`);
  const start = now();
  const worker = startTagOrderWorker(t.db, { idleMs: 3_600_000 });
  await worker.drain();
  const elapsed = ms(start);
  await worker.stop();
  const [check] = await t.db.query('SELECT count(*)::int AS n FROM tags WHERE collection_id = $1', [collectionId]);
  if (check.n !== numberOfTags) throw new Error(`expected ${numberOfTags} tags, found ${check.n}`);
  return elapsed;
}

/** The floor: the same rows written with plain SQL in one transaction. */
async function insertRaw(t, collectionId, numberOfTags) {
  const start = now();
  await insertTagsRaw(t.db, PROJECT, collectionId, numberOfTags);
  return ms(start);
}

async function pageThroughApp(t, collectionId, offset, encoding) {
  const url = `/api/warehouse/tags?collectionIds[]=${collectionId}&offset=${offset}&limit=5000`;
  const headers = { ...t.auth, project_id: PROJECT, 'accept-encoding': encoding };
  const times = [];
  for (let run = 0; run <= PAGE_RUNS; run++) {
    const start = now();
    const response = await t.app.inject({ method: 'GET', url, headers });
    const elapsed = ms(start);
    if (response.statusCode !== 200) throw new Error(`GET /tags: ${response.statusCode} ${response.body}`);
    if (run > 0) times.push(elapsed); // the first run warms caches and is left out
  }
  return median(times);
}

/** The repository's keyset SELECT alone: the same SQL and row parsing, without auth, HTTP or JSON. */
async function pageRaw(t, collectionId, offset) {
  const times = [];
  for (let run = 0; run <= PAGE_RUNS; run++) {
    const start = now();
    const rows = await listTagsFrom(t.db, collectionId, offset, 5000);
    const elapsed = ms(start);
    if (rows.length === 0) throw new Error('raw page: no rows');
    if (run > 0) times.push(elapsed);
  }
  return median(times);
}

async function benchBackend(open) {
  const { db, label, dispose } = await open();
  try {
    await migrate(db);
    await seedDemo(db, { productName: 'Smart Fingerprint' });
    await db.query('UPDATE companies SET max_fingerprints = 100000000 WHERE id = $1', [DEMO_IDS.companies.acme]);
    const { app, token } = await benchApp(db);
    const t = { db, app, auth: { authorization: `Bearer ${token}` } };
    const rows = [];
    let bigCollection;
    for (const size of SIZES) {
      const appCollection = await newCollection(db, `Bench ${size} app`);
      const rawCollection = await newCollection(db, `Bench ${size} raw`);
      const api = await orderThroughWorker(t, appCollection, size);
      const raw = await insertRaw(t, rawCollection, size);
      rows.push({ backend: label, what: `order of ${size.toLocaleString('en')} tags (ms)`, api, raw });
      console.log(`${label}: order ${size}: worker ${api.toFixed(0)} ms, raw ${raw.toFixed(0)} ms`);
      if (size === SIZES[1]) bigCollection = appCollection;
    }
    await db.query('ANALYZE tags');
    for (const offset of OFFSETS) {
      const identity = await pageThroughApp(t, bigCollection, offset, 'identity');
      const brotli = await pageThroughApp(t, bigCollection, offset, 'br, gzip');
      const raw = await pageRaw(t, bigCollection, offset);
      rows.push({
        backend: label,
        what: `GET /tags limit 5000 offset ${offset.toLocaleString('en')} (ms)`,
        api: identity,
        brotli,
        raw,
      });
      console.log(
        `${label}: page at ${offset}: app ${identity.toFixed(1)} ms (br ${brotli.toFixed(1)}), raw ${raw.toFixed(1)} ms`,
      );
    }
    await app.close();
    return rows;
  } finally {
    await db.close().catch(() => undefined);
    await dispose();
  }
}

const rows = [...(await benchBackend(openPglite))];
try {
  rows.push(...(await benchBackend(openPostgres)));
} catch (error) {
  console.error(`PostgreSQL skipped (${DATABASE_URL}): ${error.message}`);
}

console.log('\n| backend | measure | API code | with brotli | raw SQL | API / raw |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  const f = (value) => (value === undefined ? '—' : value >= 100 ? value.toFixed(0) : value.toFixed(1));
  console.log(
    `| ${row.backend} | ${row.what} | ${f(row.api)} | ${f(row.brotli)} | ${f(row.raw)} | ${(row.api / row.raw).toFixed(2)}× |`,
  );
}
