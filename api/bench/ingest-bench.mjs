// `pnpm bench:ingest` (issue 24 §2): scans per second through POST /scan-events in batches of 500, with the project's
// protection rules on (the defaults, every rule reading the tag's last 30 days) and with every rule off, over a store
// of 1,000,000 scans of 100,000 tags (ten a tag over 60 days, so each new scan meets about five of its tag's scans in
// its window). On and off take turns, a round of each at a time, so a slower moment of the machine falls on both.
// PGlite (on disk, as `npm start` runs it) and PostgreSQL, one API process (app.inject). Runs on demand, never in CI.
// Imports the compiled API (the package script builds it first). BENCH_SCALE=0.01 checks the script in seconds.
import os from 'node:os';
import { migrate } from '../dist/db/migrate.js';
import { seedDemo } from '../dist/seed/demo.js';
import { DEMO_IDS } from '../dist/seed/demo-data.js';
import { addScanEventMonths } from '../dist/repositories/scan-events/scan-event-months.js';
import { benchApp } from './bench-app.mjs';
import { DATABASE_URL, insertTagsRaw, median, ms, now, openPglite, openPostgres } from './bench-databases.mjs';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const STORED = Math.round(1_000_000 * SCALE);
const TAGS = Math.max(100, Math.round(100_000 * SCALE));
const BATCH = 500;
const BATCHES_PER_ROUND = Number(process.env.BENCH_BATCHES ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const PROJECT = DEMO_IDS.projects.spring;
const DAY = 86_400_000;
const CITIES = [
  ['Paris', 'France', 48.8566, 2.3522],
  ['Milan', 'Italy', 45.4642, 9.19],
  ['Lagos', 'Nigeria', 6.5244, 3.3792],
  ['Tokyo', 'Japan', 35.6762, 139.6503],
  ['New York', 'United States', 40.7128, -74.006],
  ['Shanghai', 'China', 31.2304, 121.4737],
];

/** A fixed-seed generator: every run sends the same scans. */
function random(seed) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/**
 * A collection of TAGS tags sold in the six cities' countries (outside market looks each scan's country up), and
 * STORED unscored scans of them.
 */
async function fillStore(db) {
  const [collection] = await db.query(
    `INSERT INTO collections (project_id, name, markets) VALUES ($1, 'Bench ingest', '{FR,IT,NG,JP,US,CN}') RETURNING id`,
    [PROJECT],
  );
  await insertTagsRaw(db, PROJECT, collection.id, TAGS);
  const start = now();
  await addScanEventMonths(
    db,
    [0, 20, 40, 60].map((days) => new Date(Date.now() - days * DAY).toISOString()),
  );
  // One statement per 100,000 scans: tags by number, times spread over 60 days, each tag in its own city (the n-th
  // tag in the n-th city, in turn), three sessions a tag.
  for (let from = 0; from < STORED; from += 100_000) {
    await db.query(
      `WITH tags AS (SELECT array_agg(id ORDER BY sequence_number) AS ids FROM tags WHERE collection_id = $1),
            cities AS (SELECT * FROM jsonb_to_recordset($5::jsonb) AS c(i int, city text, country text, lat float8, long float8))
       INSERT INTO scan_events (project_id, collection_id, tag_id, client_scan_id, created_at, city, country,
         client_location_lat, client_location_long, geolocation_enabled, client_session_id, client_agent, scan_status)
       SELECT $2, $1, tags.ids[1 + (g::bigint * 7919) % $4], 'bench-stored-' || g,
              now() - interval '1 second' - (g::bigint * 5184000 / $6) * interval '1 second', c.city, c.country, c.lat, c.long,
              true, 'bench-session-' || (g::bigint * 7919) % $4 || '-' || g % 3, 'WEBSCANNER',
              CASE WHEN (g + g / $4) % 20 = 0 THEN 'MATCH_FAILED' ELSE 'SUCCESS' END
       FROM generate_series($3::int, least($3::int + 99999, $6::int - 1)) g, tags, cities c
       WHERE c.i = ((g::bigint * 7919) % $4) % ${CITIES.length}`,
      [
        collection.id,
        PROJECT,
        from,
        TAGS,
        JSON.stringify(CITIES.map(([city, country, lat, long], i) => ({ i, city, country, lat, long }))),
        STORED,
      ],
    );
  }
  await db.query('VACUUM ANALYZE scan_events');
  const tagIds = (
    await db.query('SELECT id FROM tags WHERE collection_id = $1 ORDER BY sequence_number', [collection.id])
  ).map((row) => row.id);
  return { tagIds, fillMs: ms(start) };
}

/** One batch of new scans of random tags in the last hour, each in its tag's city but for about 3 in 100. */
function batch(tagIds, next, label) {
  return Array.from({ length: BATCH }, (_, i) => {
    const index = Math.floor(next() * tagIds.length);
    const elsewhere = next() < 0.03 ? 1 + Math.floor(next() * (CITIES.length - 1)) : 0;
    const [city, country, lat, long] = CITIES[(index + elsewhere) % CITIES.length];
    return {
      clientScanId: `${label}-${i}`,
      tagId: tagIds[index],
      createdAt: new Date(Date.now() - Math.floor(next() * 3_600_000)).toISOString(),
      city,
      country,
      clientLocationLat: lat,
      clientLocationLong: long,
      geolocationEnabled: true,
      clientSessionId: `bench-new-${Math.floor(next() * 1e9)}`,
      scanStatus: next() < 0.05 ? 'MATCH_FAILED' : 'SUCCESS',
    };
  });
}

async function setRules(t, enabled) {
  const settings = await t.app.inject({
    method: 'GET',
    url: `/api/auth-service/projects/${PROJECT}/protection`,
    headers: t.auth,
  });
  const rules = Object.fromEntries(
    Object.entries(settings.json().rules).map(([rule, values]) => [rule, { ...values, enabled }]),
  );
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/auth-service/projects/${PROJECT}/protection`,
    headers: t.auth,
    payload: rules,
  });
  if (response.statusCode !== 200) throw new Error(`rules refused: ${response.statusCode} ${response.body}`);
}

/** Sends a round of batches; answers scans per second. */
async function round(t, tagIds, next, label) {
  let elapsed = 0;
  for (let b = 0; b < BATCHES_PER_ROUND; b++) {
    const events = batch(tagIds, next, `${label}-${b}`);
    const start = now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events/scan-events',
      headers: t.auth,
      payload: { project_id: PROJECT, events },
    });
    elapsed += ms(start);
    if (response.statusCode !== 201 || response.json().stored !== BATCH) {
      throw new Error(`ingest refused: ${response.statusCode} ${response.body}`);
    }
  }
  return (BATCHES_PER_ROUND * BATCH) / (elapsed / 1000);
}

async function benchBackend(open) {
  const { db, label, dispose } = await open();
  try {
    await migrate(db);
    await seedDemo(db, { productName: 'Smart Fingerprint' });
    const { tagIds, fillMs } = await fillStore(db);
    console.log(`${label}: ${STORED} stored scans of ${TAGS} tags in ${(fillMs / 1000).toFixed(0)} s`);
    const { app, token } = await benchApp(db, { email: 'admin@demo.test' });
    const t = { app, auth: { authorization: `Bearer ${token}` } };
    const next = random(24);
    // A warm-up round of each, left out.
    const rates = { on: [], off: [] };
    for (let r = 0; r <= ROUNDS; r++) {
      for (const mode of ['on', 'off']) {
        await setRules(t, mode === 'on');
        const rate = await round(t, tagIds, next, `bench-${mode}-${r}`);
        if (r > 0) rates[mode].push(rate);
        console.log(`${label}: round ${r} rules ${mode}: ${rate.toFixed(0)} scans/s${r === 0 ? ' (warm-up)' : ''}`);
      }
    }
    const [flagged] = await db.query(
      `SELECT count(*) FILTER (WHERE score > 0)::int AS flagged, count(*)::int AS scored
       FROM scan_events WHERE client_scan_id LIKE 'bench-on-%'`,
    );
    await app.close();
    return { label, on: median(rates.on), off: median(rates.off), ...flagged };
  } finally {
    await db.close().catch(() => undefined);
    await dispose();
  }
}

const results = [];
for (const backend of BACKENDS) {
  try {
    results.push(await benchBackend(backend === 'pglite' ? openPglite : openPostgres));
  } catch (error) {
    if (backend === 'pglite') throw error;
    console.error(`PostgreSQL skipped (${DATABASE_URL}): ${error.message}`);
  }
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `\n${os.cpus().length} × ${cpu}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(
  `| backend | stored scans | rules on (scans/s, median of ${ROUNDS} rounds of ${BATCHES_PER_ROUND} × ${BATCH}) | rules off (scans/s) | on / off | scans flagged (rules on) |`,
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  console.log(
    `| ${r.label} | ${STORED.toLocaleString('en')} | ${r.on.toFixed(0)} | ${r.off.toFixed(0)} | ${(r.on / r.off).toFixed(2)}× | ${r.flagged} of ${r.scored} |`,
  );
}
