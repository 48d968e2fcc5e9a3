import { ConfigError, loadConfig, type Config } from './config.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/open-database.js';
import { migrate } from './db/migrate.js';
import type { DbClient } from './db/db.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { resolveJwtSecret } from './services/auth/jwt-secret.js';
import { seedDemo } from './seed/demo.js';
import { DemoAccountsInProductionError, describeMode, refuseDemoAccountsInProduction } from './startup.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(config: Config): Promise<void> {
  let db: DbClient | undefined;
  try {
    db = await openDatabase(config, (error) => console.error('database pool error:', error.message));
    const app = await buildApp({ config, db, jwtSecret: resolveJwtSecret(config) });
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
    if (config.seedDemo) {
      await seedDemo(db, { productName: config.productName, fileStorage: app.fileStorage });
      app.log.info('demo data seeded (password demo-pass-1 for every @demo.test login)');
    }
    await refuseDemoAccountsInProduction(db, config);
    app.log.info(describeMode(config, db.kind));
    await app.listen({ port: config.port, host: config.host });
    app.log.info(`API listening on http://${config.host}:${config.port}`);
    const database = db;
    const shutdown = (signal: string) => {
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
      app
        .close()
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  } catch (error) {
    await db?.close().catch(() => undefined);
    throw error;
  }
}

try {
  await main(loadConfig());
} catch (error) {
  const expected =
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DemoAccountsInProductionError;
  console.error(expected ? error.message : error);
  process.exit(1);
}
