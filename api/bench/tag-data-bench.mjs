// `pnpm bench:tag-data`: a 1,000,000-row metadata upload through an upload session as the console sends it
// (parts of at most the API's body limit, one after another, then the commit), to the API as its own process
// (`node dist/server.js`, demo-seeded) on PGlite (on disk, as `npm start` runs it) and on PostgreSQL. Reports the
// time of the parts and of the commit, and the API process's resident memory: before the upload, its peak
// during it (/proc sampled every 50 ms) and the process's high-water mark (VmHWM). Runs on demand, never in CI.
// Imports the compiled API (the package script builds it first). BENCH_SCALE=0.01 checks the script in seconds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_IDS, DEMO_PASSWORD } from '../dist/seed/demo-data.js';
import { startApiServer } from './bench-app.mjs';
import { ms, now, openPostgres } from './bench-databases.mjs';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const ROWS = Math.round(1_000_000 * SCALE);
const PROJECT = DEMO_IDS.projects.spring;
const MiB = 1_048_576;

const readStatus = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') * 1024, hwm: kib('VmHWM') * 1024 };
};

function caller(url, email) {
  let token;
  const login = async () => {
    const response = await fetch(`${url}/api/auth-service/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    token = (await response.json()).access_token;
  };
  return async (method, route, { json, body, contentType } = {}) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      if (!token) await login();
      const response = await fetch(`${url}${route}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          project_id: PROJECT,
          ...(json ? { 'content-type': 'application/json' } : {}),
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        body: json ? JSON.stringify(json) : body,
      });
      if (response.status === 401) {
        token = undefined;
        continue;
      }
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
      return text ? JSON.parse(text) : undefined;
    }
    throw new Error(`${method} ${route}: refused twice`);
  };
}

/** A collection of ROWS tags, ordered through the API (the server's worker makes them). */
async function orderCollection(asSuper) {
  await asSuper('PATCH', `/api/auth-service/companies/${DEMO_IDS.companies.acme}`, {
    json: { max_fingerprints: 100_000_000 },
  });
  const collection = await asSuper('POST', '/api/warehouse/collections', { json: { name: `Bench ${Date.now()}` } });
  const orders = `/api/warehouse/collections/${collection.id}/tag-orders`;
  await asSuper('POST', orders, { json: { numberOfTags: ROWS } });
  while ((await asSuper('GET', orders)).data[0]?.status !== 'COMPLETED') await sleep(1000);
  return collection.id;
}

async function tagIds(asAdmin, collectionId) {
  const ids = [];
  for (let offset = 0; offset < ROWS; offset += 5000) {
    const page = await asAdmin(
      'GET',
      `/api/warehouse/tags?collectionIds[]=${collectionId}&fields=id&offset=${offset}&limit=5000`,
    );
    ids.push(...page.data.map((tag) => tag.id));
  }
  return ids;
}

/** The console's NDJSON lines (row = CSV line) in parts of at most `partBytes`, every line whole. */
function parts(ids, partBytes) {
  const packed = [];
  let current = [];
  let bytes = 0;
  ids.forEach((id, index) => {
    const line = `${JSON.stringify({ row: index + 2, tag_id: id, values: { batch: String(index >> 10), colour: `colour ${index % 7}` } })}\n`;
    if (bytes + line.length > partBytes && current.length > 0) {
      packed.push(current.join(''));
      current = [];
      bytes = 0;
    }
    current.push(line);
    bytes += line.length;
  });
  if (current.length > 0) packed.push(current.join(''));
  return packed;
}

async function run(label, env) {
  const api = await startApiServer({ ...env, SEED_DEMO: 'true' });
  try {
    const asAdmin = caller(api.url, 'admin@demo.test');
    const collectionId = await orderCollection(caller(api.url, 'super@demo.test'));
    const ids = await tagIds(asAdmin, collectionId);
    const uploads = `/api/warehouse/collections/${collectionId}/tag-data/uploads`;
    const before = readStatus(api.child.pid).rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, readStatus(api.child.pid).rss)), 50);
    const start = now();
    const session = await asAdmin('POST', uploads, { json: { kind: 'metadata' } });
    const bodies = parts(ids, session.part_bytes);
    for (const [index, body] of bodies.entries()) {
      await asAdmin('PUT', `${uploads}/${session.id}/parts/${index + 1}`, {
        body,
        contentType: 'application/x-ndjson',
      });
    }
    const partsMs = ms(start);
    const commitStart = now();
    const result = await asAdmin('POST', `${uploads}/${session.id}/commit`, {
      json: { parts: bodies.length, rows: ids.length },
    });
    const commitMs = ms(commitStart);
    clearInterval(sampler);
    if (result.rows !== ROWS || result.tags_updated !== ROWS) throw new Error(`stored ${JSON.stringify(result)}`);
    const { hwm } = readStatus(api.child.pid);
    return {
      backend: label,
      rows: ROWS,
      parts: bodies.length,
      'largest part (bytes)': Math.max(...bodies.map((body) => Buffer.byteLength(body))),
      'parts (s)': (partsMs / 1000).toFixed(1),
      'commit (s)': (commitMs / 1000).toFixed(1),
      'total (s)': ((partsMs + commitMs) / 1000).toFixed(1),
      'RSS before (MiB)': Math.round(before / MiB),
      'peak RSS during upload (MiB)': Math.round(peak / MiB),
      'VmHWM (MiB)': Math.round(hwm / MiB),
    };
  } finally {
    api.child.kill('SIGTERM');
    await new Promise((resolve) => api.child.once('exit', resolve));
  }
}

const results = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-tag-data-'));
try {
  results.push(await run('PGlite (on disk)', { DATA_DIR: dataDir, DATABASE_URL: '' }));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const postgres = await openPostgres();
try {
  await postgres.db.close();
  results.push(await run(postgres.label, { DATABASE_URL: postgres.url }));
} finally {
  await postgres.dispose();
}
console.table(results);
console.log(JSON.stringify(results));
