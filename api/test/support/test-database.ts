import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import type { DbClient } from '../../src/db/db.js';
import { createPgliteDb } from '../../src/db/pglite-db.js';
import { createPostgresDb } from '../../src/db/postgres-db.js';
import { migrate } from '../../src/db/migrate.js';
import { seedDemo } from '../../src/seed/demo.js';

export type TestBackend = 'pglite' | 'postgres';

/** Every suite runs on in-memory PGlite, and also on PostgreSQL when DATABASE_URL is set. */
export function testBackends(): TestBackend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  db: DbClient;
  /** Closes the database and, on PostgreSQL, drops the test's schema. */
  dispose(): Promise<void>;
}

/** A new, empty database: nothing migrated. */
export async function createTestDatabase(backend: TestBackend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const db = await createPgliteDb();
    return { db, dispose: () => db.close() };
  }
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set');
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(connectionString, (admin) => admin.query(`CREATE SCHEMA ${schema}`));
  const db = createPostgresDb({ connectionString, searchPath: schema, max: 4 });
  return {
    db,
    dispose: async () => {
      await db.close();
      await withAdmin(connectionString, (admin) => admin.query(`DROP SCHEMA ${schema} CASCADE`));
    },
  };
}

/**
 * A new database, migrated and demo-seeded. On PGlite it is loaded from the template the global
 * setup dumped (same result as migrating and seeding, a few seconds faster per file).
 */
export async function createSeededTestDatabase(backend: TestBackend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const template = fs.readFileSync(inject('pgliteTemplatePath'));
    const db = await createPgliteDb({ loadDataDir: new Blob([template]) });
    return { db, dispose: () => db.close() };
  }
  const database = await createTestDatabase(backend);
  await migrate(database.db);
  await seedDemo(database.db, { productName: 'Smart Fingerprint' });
  return database;
}

export interface OwnPostgresDatabase extends TestDatabase {
  /** DATABASE_URL for other processes on the same database. */
  url: string;
}

/**
 * A whole PostgreSQL database of its own, migrated and demo-seeded, for tests that start API processes
 * (a schema set through the pool's options cannot be handed to a process through DATABASE_URL).
 */
export async function createOwnPostgresDatabase(): Promise<OwnPostgresDatabase> {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set');
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(connectionString, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(connectionString);
  url.pathname = `/${name}`;
  const db = createPostgresDb({ connectionString: url.href, max: 4 });
  const dispose = async () => {
    await db.close();
    await withAdmin(connectionString, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  try {
    await migrate(db);
    await seedDemo(db, { productName: 'Smart Fingerprint' });
  } catch (error) {
    await dispose();
    throw error;
  }
  return { db, url: url.href, dispose };
}

async function withAdmin<T>(connectionString: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
