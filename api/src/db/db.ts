/**
 * The one database interface every repository takes. Both PGlite and PostgreSQL implement it,
 * so the same SQL and the same tests run on both.
 */
export interface Db {
  /** One statement, `$1`-style parameters; rows come back as plain objects. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (migration scripts). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction; a nested call joins the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
}

export interface DbClient extends Db {
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}
