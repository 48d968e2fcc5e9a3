import type { Config } from './config.js';
import type { Db, DbClient } from './db/db.js';
import { findDemoAccounts } from './seed/demo.js';

export class DemoAccountsInProductionError extends Error {
  override name = 'DemoAccountsInProductionError';
}

export async function refuseDemoAccountsInProduction(db: Db, config: Pick<Config, 'nodeEnv'>): Promise<void> {
  if (config.nodeEnv !== 'production') return;
  const accounts = await findDemoAccounts(db);
  if (accounts.length > 0) {
    throw new DemoAccountsInProductionError(
      `Refusing to start in production: demo accounts with a public password exist (${accounts.join(', ')}). ` +
        'Delete them, or run without NODE_ENV=production.',
    );
  }
}

/** One line that says how this process runs, so nobody mistakes a development setup for production. */
export function describeMode(config: Config, database: DbClient['kind']): string {
  const mode =
    config.nodeEnv === 'production'
      ? 'production'
      : `${config.nodeEnv} (JWT secret ${config.jwtSecret ? 'from JWT_SECRET' : 'generated for this host'}; set NODE_ENV=production and JWT_SECRET to run for real)`;
  return [
    `mode: ${mode}`,
    `database: ${database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`}`,
    `demo data: ${config.seedDemo ? 'seeded' : 'off'}`,
    `rate limits: ${config.redisUrl ? 'Redis (REDIS_URL)' : 'in memory (one process)'}`,
    `trust proxy: ${JSON.stringify(config.trustProxy)}`,
  ].join(' | ');
}
