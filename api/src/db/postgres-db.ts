import pg from 'pg';
import type { Db, DbClient } from './db.js';

const INT8_OID = 20;

/** Counts and limits are bigint columns; they stay far below 2^53, so plain numbers are safe. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

export interface PostgresDbOptions {
  connectionString: string;
  /** Used by tests: every connection gets `search_path` set to this schema. */
  searchPath?: string;
  max?: number;
  onError?: (error: Error) => void;
}

export function createPostgresDb(options: PostgresDbOptions): DbClient {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => options.onError?.(error));

  const clientDb = (client: pg.PoolClient): Db => {
    const db: Db = {
      query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
      exec: async (sql) => {
        await client.query(sql);
      },
      transaction: (fn) => fn(db),
    };
    return db;
  };

  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
