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

/**
 * PGlite in a new folder on disk, removed by `dispose`; with `keep` (a name), the folder of that name, made on
 * the first run and kept, so a second run reuses what the first one seeded.
 */
export async function openPglite({ keep } = {}) {
  const dir = keep
    ? path.join(os.tmpdir(), `sf-bench-pglite-${keep}`)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-pglite-'));
  const db = await createPgliteDb({ dataDir: dir });
  const dispose = keep ? async () => undefined : () => fs.rmSync(dir, { recursive: true, force: true });
  return { db, label: 'PGlite (on disk)', dispose };
}

/**
 * A new database on the PostgreSQL server of DATABASE_URL (its `url` for other processes), dropped by `dispose`;
 * labelled with its version. With
 * `keep` (a name), the database `bench_<keep>`, made on the first run and kept.
 */
export async function openPostgres({ keep } = {}) {
  const name = keep ? `bench_${keep.replace(/\W/g, '_')}` : `bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`).catch((error) => {
    // 42P04: the kept database is there from an earlier run.
    if (!keep || error.code !== '42P04') throw error;
  });
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  const db = createPostgresDb({ connectionString: url.href });
  const [{ version }] = await db.query("SELECT current_setting('server_version') AS version");
  return {
    db,
    url: url.href,
    label: `PostgreSQL ${version.split(' ')[0]}`,
    dispose: keep ? async () => undefined : () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A completed order of `numberOfTags` tags (16-byte seeds, gapless numbers) in one INSERT … SELECT, one transaction. */
export async function insertTagsRaw(db, projectId, collectionId, numberOfTags) {
  await db.transaction(async (tx) => {
    const [order] = await tx.query(
      `INSERT INTO tag_orders (collection_id, project_id, number_of_tags, tags_created, status)
       VALUES ($1, $2, $3, $3, 'COMPLETED') RETURNING id`,
      [collectionId, projectId, numberOfTags],
    );
    await tx.query(
      `INSERT INTO tags (collection_id, order_id, seed, version, sequence_number)
       SELECT $1, $2, decode(md5(random()::text || g::text), 'hex'), 1, g FROM generate_series(0, $3 - 1) g`,
      [collectionId, order.id, numberOfTags],
    );
    await tx.query('UPDATE collections SET tag_count = $2, tags_ordered = $2 WHERE id = $1', [
      collectionId,
      numberOfTags,
    ]);
  });
}
