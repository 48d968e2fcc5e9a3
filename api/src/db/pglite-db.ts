import { PGlite, type Transaction } from '@electric-sql/pglite';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import type { Db, DbClient } from './db.js';
import { asUnavailable } from './unavailable.js';

export interface PgliteDbOptions {
  /** A directory on disk; omit for an in-memory database (tests). */
  dataDir?: string;
  /** Starts an in-memory database from a dump made by `dumpDataDir` (tests: skips initdb). */
  loadDataDir?: Blob;
}

export interface PgliteDbClient extends DbClient {
  dumpDataDir(): Promise<Blob>;
}

/** Runs a call on PGlite; once it is closed (the process shutting down) its error is DatabaseUnavailableError. */
async function unavailableWhenClosed<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asUnavailable(error);
  }
}

/**
 * PGlite is a single connection: a transaction holds it, so code inside `transaction()`
 * must use the `tx` it is given, never the outer client. It runs in this process, so it has no
 * connection to lose; it is only unavailable once closed, and then answers as PostgreSQL does
 * when unreachable (DatabaseUnavailableError, a 503: ADR 0001).
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
      query: <T>(sql: string, params?: unknown[]) =>
        unavailableWhenClosed(async () => (await tx.query<T>(sql, params)).rows),
      exec: (sql) =>
        unavailableWhenClosed(async () => {
          await tx.exec(sql);
        }),
      transaction: (fn) => fn(db),
    };
    return db;
  };

  let closed = false;
  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: unknown[]) =>
      unavailableWhenClosed(async () => (await pglite.query<T>(sql, params)).rows),
    exec: (sql) =>
      unavailableWhenClosed(async () => {
        await pglite.exec(sql);
      }),
    transaction: (fn) => unavailableWhenClosed(() => pglite.transaction((tx) => fn(txDb(tx)))),
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
