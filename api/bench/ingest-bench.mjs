// `pnpm bench:ingest`: scans per second through POST /scan-events in batches of 500, with the project's
// protection rules on (the defaults, every rule reading the tag's last 30 days) and with every rule off, over a store
// of 1,000,000 scans of 100,000 tags (ten a tag over 60 days, so each new scan meets about five of its tag's scans in
// its window). On and off take turns, a round of each at a time, so a slower moment of the machine falls on both.
// PGlite (on disk, as `npm start` runs it) and PostgreSQL through one API process (app.inject); then, on the same
// PostgreSQL database, two API processes (`node dist/server.js`) each sent batches at once, as the issue sets it up.
// Runs on demand, never in CI. Imports the compiled API (the package script builds it first). BENCH_SCALE=0.01
// checks the script in seconds.
import os from 'node:os';
import { migrate } from '../dist/db/migrate.js';
import { seedDemo } from '../dist/seed/demo.js';
import { DEMO_IDS, DEMO_PASSWORD } from '../dist/seed/demo-data.js';
import { addScanEventMonths } from '../dist/repositories/scan-events/scan-event-months.js';
// mulberry32: the same scans every run. (A linear congruential generator in doubles, used before, lost its low
// bits and repeated itself every ~10,000 draws, so the same ~2,500 tags were scanned again and again.)
import { seededRandom } from '../dist/seed/demo-scan-events.js';
import { benchApp, startApiServer } from './bench-app.mjs';
import { DATABASE_URL, insertTagsRaw, median, ms, now, openPglite, openPostgres } from './bench-databases.mjs';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const STORED = Math.round(1_000_000 * SCALE);
const TAGS = Math.max(100, Math.round(100_000 * SCALE));
const BATCH = 500;
const BATCHES_PER_ROUND = Number(process.env.BENCH_BATCHES ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
/** API processes sending at once on PostgreSQL, after the one-process rounds; 0 leaves them out. */
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
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

/** The API in this process (app.inject), as a client that sets the rules and sends a batch. */
function injectClient(app, token) {
  const call = async (method, url, payload) => {
    const response = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
    return { status: response.statusCode, body: response.body };
  };
  return { call };
}

/** An API process at `url`, logged in as the project's Administrator. */
async function httpClient(url) {
  const login = await fetch(`${url}/api/auth-service/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
  });
  const { access_token: token } = await login.json();
  const call = async (method, route, payload) => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    return { status: response.status, body: await response.text() };
  };
  return { call };
}

async function setRules(client, enabled) {
  const settings = await client.call('GET', `/api/auth-service/projects/${PROJECT}/protection`);
  const rules = Object.fromEntries(
    Object.entries(JSON.parse(settings.body).rules).map(([rule, values]) => [rule, { ...values, enabled }]),
  );
  const response = await client.call('PUT', `/api/auth-service/projects/${PROJECT}/protection`, rules);
  if (response.status !== 200) throw new Error(`rules refused: ${response.status} ${response.body}`);
}

/** Sends BATCHES_PER_ROUND batches through each client at once; answers scans per second of them all. */
async function round(clients, tagIds, next, label) {
  const start = now();
  await Promise.all(
    clients.map(async (client, c) => {
      for (let b = 0; b < BATCHES_PER_ROUND; b++) {
        const events = batch(tagIds, next, `${label}-${c}-${b}`);
        const response = await client.call('POST', '/api/events/scan-events', { project_id: PROJECT, events });
        if (response.status !== 201 || JSON.parse(response.body).stored !== BATCH) {
          throw new Error(`ingest refused: ${response.status} ${response.body}`);
        }
      }
    }),
  );
  return (clients.length * BATCHES_PER_ROUND * BATCH) / (ms(start) / 1000);
}

/** A warm-up round of each mode, left out, then ROUNDS of each in turn; the median rate of each mode. */
async function onAgainstOff(label, key, clients, tagIds, next) {
  const rates = { on: [], off: [] };
  for (let r = 0; r <= ROUNDS; r++) {
    for (const mode of ['on', 'off']) {
      await setRules(clients[0], mode === 'on');
      const rate = await round(clients, tagIds, next, `bench-${mode}-${key}-${r}`);
      if (r > 0) rates[mode].push(rate);
      console.log(`${label}: round ${r} rules ${mode}: ${rate.toFixed(0)} scans/s${r === 0 ? ' (warm-up)' : ''}`);
    }
  }
  return { label, on: median(rates.on), off: median(rates.off) };
}

async function benchBackend(open) {
  const { db, url, label, dispose } = await open();
  const results = [];
  try {
    await migrate(db);
    await seedDemo(db, { productName: 'Smart Fingerprint' });
    const { tagIds, fillMs } = await fillStore(db);
    console.log(`${label}: ${STORED} stored scans of ${TAGS} tags in ${(fillMs / 1000).toFixed(0)} s`);
    const { app, token } = await benchApp(db, { email: 'admin@demo.test' });
    const next = seededRandom(24);
    results.push(await onAgainstOff(label, 'one', [injectClient(app, token)], tagIds, next));
    await app.close();
    if (url && PROCESSES > 1) {
      const processes = [];
      try {
        for (let p = 0; p < PROCESSES; p++) processes.push(await startApiServer({ DATABASE_URL: url }));
        const clients = await Promise.all(processes.map((one) => httpClient(one.url)));
        results.push(await onAgainstOff(`${label}, ${PROCESSES} API processes`, 'many', clients, tagIds, next));
      } finally {
        for (const one of processes) one.child.kill('SIGTERM');
      }
    }
    const [flagged] = await db.query(
      `SELECT count(*) FILTER (WHERE score > 0)::int AS flagged, count(*)::int AS scored
       FROM scan_events WHERE client_scan_id LIKE 'bench-on-%'`,
    );
    return results.map((result) => ({ ...result, ...flagged }));
  } finally {
    await db.close().catch(() => undefined);
    await dispose();
  }
}

const results = [];
for (const backend of BACKENDS) {
  try {
    results.push(...(await benchBackend(backend === 'pglite' ? openPglite : openPostgres)));
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
  `| backend | stored scans | rules on (scans/s, median of ${ROUNDS} rounds of ${BATCHES_PER_ROUND} × ${BATCH} a process) | rules off (scans/s) | on / off | scans flagged (rules on, every run) |`,
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  console.log(
    `| ${r.label} | ${STORED.toLocaleString('en')} | ${r.on.toFixed(0)} | ${r.off.toFixed(0)} | ${(r.on / r.off).toFixed(2)}× | ${r.flagged} of ${r.scored} |`,
  );
}
