import type { Config } from '../config.js';
import type { DbClient } from './db.js';
import { createPgliteDb } from './pglite-db.js';
import { createPostgresDb } from './postgres-db.js';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onError?: (error: Error) => void,
): Promise<DbClient> {
  if (config.databaseUrl) {
    return createPostgresDb({ connectionString: config.databaseUrl, ...(onError ? { onError } : {}) });
  }
  return createPgliteDb({ dataDir: config.dataDir });
}
