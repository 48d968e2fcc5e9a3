import pg from 'pg';
import type { Db, DbClient } from './db.js';
import { asUnavailable, isConnectionError } from './unavailable.js';

const INT8_OID = 20;

/** Counts and limits are bigint columns; they stay far below 2^53, so plain numbers are safe. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/**
 * How long a caller waits for a connection, a new one or a free one of the pool, before it is told the
 * database is unavailable (503). Without it a request waits for ever while PostgreSQL does not answer.
 */
export const DEFAULT_CONNECTION_TIMEOUT_MS = 10_000;

export interface PostgresDbOptions {
  connectionString: string;
  /** Used by tests: every connection gets `search_path` set to this schema. */
  searchPath?: string;
  max?: number;
  /** Default DEFAULT_CONNECTION_TIMEOUT_MS. */
  connectionTimeoutMillis?: number;
  /** A connection was lost (idle in the pool or checked out); the process goes on. */
  onError?: (error: Error) => void;
}

/**
 * PostgreSQL through a pg pool. A lost connection never ends the process and never goes back into the
 * pool, and every error that means "the database cannot be reached" comes out as DatabaseUnavailableError
 * (ADR 0001).
 */
export function createPostgresDb(options: PostgresDbOptions): DbClient {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? DEFAULT_CONNECTION_TIMEOUT_MS,
    // A server that vanished without closing the socket (a failover, a cut network) is noticed by TCP.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    types,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // The pool listens to its idle clients and drops one that loses its connection; this only reports it.
  pool.on('error', (error) => options.onError?.(error));

  const clientDb = (client: pg.PoolClient): Db => {
    const db: Db = {
      query: async <T>(sql: string, params?: unknown[]) => {
        try {
          return (await client.query(sql, params)).rows as T[];
        } catch (error) {
          throw asUnavailable(error);
        }
      },
      exec: async (sql) => {
        try {
          await client.query(sql);
        } catch (error) {
          throw asUnavailable(error);
        }
      },
      transaction: (fn) => fn(db),
    };
    return db;
  };

  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => {
      try {
        return (await pool.query(sql, params)).rows as T[];
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    exec: async (sql) => {
      try {
        await pool.query(sql);
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    transaction: async (fn) => {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw asUnavailable(error);
      }
      // The pool stops listening to a client while it is checked out: without a listener of ours, the
      // connection dropping now (a restart, a failover, pg_terminate_backend) is an unhandled 'error'
      // event, which ends the process.
      let broken: unknown;
      const onLost = (error: Error) => {
        broken ??= error;
        options.onError?.(error);
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (isConnectionError(error)) broken ??= error;
        if (!broken) {
          await client.query('ROLLBACK').catch((rollbackError: unknown) => {
            broken = rollbackError;
          });
        }
        throw asUnavailable(error);
      } finally {
        client.off('error', onLost);
        // With an error the pool destroys the client instead of handing it to the next caller.
        client.release(broken ? (broken instanceof Error ? broken : new Error(String(broken))) : undefined);
      }
    },
    close: () => pool.end(),
  };
}
