// `pnpm bench:tag-status`: blacklisting a range of 1,000,000 tags through the API's own code (the status set and a
// change recorded per tag, one transaction) beside a plain UPDATE of the same rows as the floor; and the scan page's
// answer for an active tag beside one for a blacklisted tag that falls back to the failed-match view (the extra
// work a status adds). PGlite (on disk, as `npm start` runs it) and PostgreSQL. Runs on demand, never in CI.
// Imports the compiled API (the package script builds it first). BENCH_SCALE=0.01 checks the script in seconds.
import { migrate } from '../dist/db/migrate.js';
import { seedDemo } from '../dist/seed/demo.js';
import { DEMO_IDS } from '../dist/seed/demo-data.js';
import { shortCodeOf } from '../dist/services/tags/short-codes.js';
import { benchApp } from './bench-app.mjs';
import { DATABASE_URL, insertTagsRaw, median, ms, now, openPglite, openPostgres } from './bench-databases.mjs';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const TAGS = Math.round(1_000_000 * SCALE);
const PAGE_RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PROJECT = DEMO_IDS.projects.spring;

async function newCollection(db, name) {
  const [row] = await db.query('INSERT INTO collections (project_id, name) VALUES ($1, $2) RETURNING id', [
    PROJECT,
    name,
  ]);
  await insertTagsRaw(db, PROJECT, row.id, TAGS);
  return row.id;
}

async function blacklistThroughApi(t, collectionId) {
  const start = now();
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/warehouse/collections/${collectionId}/tags/status`,
    headers: { ...t.auth, project_id: PROJECT },
    payload: { fromIndex: 0, toIndex: TAGS - 1, status: 'blacklisted', reason: 'stolen_stock', note: 'bench' },
  });
  const elapsed = ms(start);
  if (response.statusCode !== 200 || response.json().tagsChanged !== TAGS) {
    throw new Error(`range refused: ${response.statusCode} ${response.body}`);
  }
  return elapsed;
}

async function updateRaw(db, collectionId) {
  const start = now();
  await db.query(`UPDATE tags SET status = 'blacklisted' WHERE collection_id = $1`, [collectionId]);
  return ms(start);
}

async function scanPageMedian(t, code) {
  const times = [];
  for (let run = 0; run <= PAGE_RUNS; run++) {
    const start = now();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/content/scan-pages/${code}`,
      headers: { 'accept-language': 'en' },
    });
    const elapsed = ms(start);
    if (response.statusCode !== 200) throw new Error(`scan page: ${response.statusCode} ${response.body}`);
    if (run > 0) times.push(elapsed); // the first run warms caches and is left out
  }
  return median(times);
}

/** Two tags of the demo collection with an English page: one left active, one blacklisted (no view of its own). */
async function scanPageTags(t) {
  const [leather] = await t.db.query(`SELECT id FROM collections WHERE name = 'Leather Tote Bags'`);
  const [negative] = await t.db.query(`SELECT id FROM result_views WHERE name = 'Counterfeit warning'`);
  await t.db.query(
    `INSERT INTO collection_views (collection_id, view_id, state, platform, language, is_default)
     VALUES ($1, $2, 'negative', 'ALL', 'en', true) ON CONFLICT DO NOTHING`,
    [leather.id, negative.id],
  );
  const tags = await t.db.query(
    'SELECT id FROM tags WHERE collection_id = $1 AND sequence_number IN (1, 2) ORDER BY sequence_number',
    [leather.id],
  );
  await t.db.query(`UPDATE tags SET status = 'blacklisted' WHERE id = $1`, [tags[1].id]);
  return { active: shortCodeOf(tags[0].id), blacklisted: shortCodeOf(tags[1].id) };
}

async function benchBackend(open) {
  const { db, label, dispose } = await open();
  try {
    await migrate(db);
    await seedDemo(db, { productName: 'Smart Fingerprint' });
    const { app, token } = await benchApp(db);
    const t = { db, app, auth: { authorization: `Bearer ${token}` } };
    const viaApi = await blacklistThroughApi(t, await newCollection(db, 'Bench status API'));
    const raw = await updateRaw(db, await newCollection(db, 'Bench status raw'));
    console.log(`${label}: range of ${TAGS} tags: API ${viaApi.toFixed(0)} ms, plain UPDATE ${raw.toFixed(0)} ms`);
    const codes = await scanPageTags(t);
    const active = await scanPageMedian(t, codes.active);
    const blacklisted = await scanPageMedian(t, codes.blacklisted);
    console.log(`${label}: scan page: active ${active.toFixed(2)} ms, blacklisted ${blacklisted.toFixed(2)} ms`);
    await app.close();
    return { label, viaApi, raw, active, blacklisted };
  } finally {
    await db.close().catch(() => undefined);
    await dispose();
  }
}

const results = [await benchBackend(openPglite)];
try {
  results.push(await benchBackend(openPostgres));
} catch (error) {
  console.error(`PostgreSQL skipped (${DATABASE_URL}): ${error.message}`);
}

const n = TAGS.toLocaleString('en');
console.log(
  `\n| backend | blacklist ${n} tags by range (s) | plain UPDATE (s) | API / UPDATE | scan page, active tag (ms, median) | scan page, blacklisted tag falling back (ms, median) |`,
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  console.log(
    `| ${r.label} | ${(r.viaApi / 1000).toFixed(1)} | ${(r.raw / 1000).toFixed(1)} | ${(r.viaApi / r.raw).toFixed(2)}× | ${r.active.toFixed(2)} | ${r.blacklisted.toFixed(2)} |`,
  );
}
