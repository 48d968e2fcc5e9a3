import { PGlite, type Transaction } from '@electric-sql/pglite';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import type { Db, DbClient } from './db.js';

export interface PgliteDbOptions {
  /** A directory on disk; omit for an in-memory database (tests). */
  dataDir?: string;
  /** Starts an in-memory database from a dump made by `dumpDataDir` (tests: skips initdb). */
  loadDataDir?: Blob;
}

export interface PgliteDbClient extends DbClient {
  dumpDataDir(): Promise<Blob>;
}

/**
 * PGlite is a single connection: a transaction holds it, so code inside `transaction()`
 * must use the `tx` it is given, never the outer client.
 */
export async function createPgliteDb(options: PgliteDbOptions = {}): Promise<PgliteDbClient> {
  let lock: DataDirLock | undefined;
  if (options.dataDir) lock = acquireDataDirLock(options.dataDir);
  let pglite: PGlite;
  try {
    pglite = options.dataDir
      ? new PGlite(options.dataDir)
      : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    await pglite.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }

  const txDb = (tx: Transaction): Db => {
    const db: Db = {
      query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
      exec: async (sql) => {
        await tx.exec(sql);
      },
      transaction: (fn) => fn(db),
    };
    return db;
  };

  let closed = false;
  return {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    transaction: (fn) => pglite.transaction((tx) => fn(txDb(tx))),
    dumpDataDir: async () => pglite.dumpDataDir('none'),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        // Flushes the WAL so the data dir does not grow with every restart.
        if (options.dataDir) await pglite.exec('CHECKPOINT');
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
