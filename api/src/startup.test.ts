import { expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { migrate } from './db/migrate.js';
import { seedDemo } from './seed/demo.js';
import { describeMode, refuseDemoAccountsInProduction } from './startup.js';
import { createTestDatabase } from '../test/support/test-database.js';

const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });

// Seeding the demo data takes ~13 s alone: a busy 2-core machine needs room.
it('refuses to start in production while demo accounts exist, naming them', async () => {
  const { db, dispose } = await createTestDatabase('pglite');
  try {
    await migrate(db);
    await expect(refuseDemoAccountsInProduction(db, production)).resolves.toBeUndefined();
    await seedDemo(db, { productName: 'Smart Fingerprint' });
    await expect(refuseDemoAccountsInProduction(db, production)).rejects.toThrow(
      /Refusing to start in production: demo accounts .*admin@demo\.test/,
    );
    await expect(refuseDemoAccountsInProduction(db, loadConfig({}))).resolves.toBeUndefined();
  } finally {
    await dispose();
  }
}, 60_000);

it('says at start-up which mode runs and where its state lives', () => {
  expect(describeMode(loadConfig({}), 'pglite')).toMatch(
    /^mode: development \(JWT secret generated for this host; .*\) \| database: PGlite at .* \| demo data: off \| rate limits: in memory \(one process\) \| trust proxy: false$/,
  );
  expect(describeMode({ ...production, redisUrl: 'redis://127.0.0.1:6379' }, 'postgres')).toBe(
    'mode: production | database: PostgreSQL (DATABASE_URL) | demo data: off | rate limits: Redis (REDIS_URL) | trust proxy: false',
  );
});
