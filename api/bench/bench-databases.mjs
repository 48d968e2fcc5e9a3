// What the API's benchmarks share: a timer, a median, and a fresh database of each kind to fill and drop.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPgliteDb } from '../dist/db/pglite-db.js';
import { createPostgresDb } from '../dist/db/postgres-db.js';

export const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const now = () => process.hrtime.bigint();
export const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

/** PGlite in a new folder on disk, removed by `dispose`. */
export async function openPglite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-pglite-'));
  const db = await createPgliteDb({ dataDir: dir });
  return { db, label: 'PGlite (on disk)', dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A new database on the PostgreSQL server of DATABASE_URL, dropped by `dispose`; labelled with its version. */
export async function openPostgres() {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  const db = createPostgresDb({ connectionString: url.href });
  const [{ version }] = await db.query("SELECT current_setting('server_version') AS version");
  return {
    db,
    label: `PostgreSQL ${version.split(' ')[0]}`,
    dispose: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
