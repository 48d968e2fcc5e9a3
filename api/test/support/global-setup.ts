import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteDb } from '../../src/db/pglite-db.js';
import { migrate } from '../../src/db/migrate.js';
import { seedDemo } from '../../src/seed/demo.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, demo-seeded PGlite that each test file loads into its own instance. */
    pgliteTemplatePath: string;
  }
}

/**
 * Creating a PGlite cluster (initdb) costs ~3 s of CPU; loading a dump of one costs ~0.6 s.
 * So the template is built once per run and every test file still gets its own database.
 */
export async function setup(project: TestProject): Promise<() => void> {
  requireServicesUnderCi();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfp-api-test-'));
  const file = path.join(dir, 'template.tar');
  const db = await createPgliteDb();
  await migrate(db);
  await seedDemo(db, { productName: 'Smart Fingerprint' });
  const dump = await db.dumpDataDir();
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplatePath', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

const services = [
  { name: 'PostgreSQL', variable: 'DATABASE_URL', skipped: 'the PostgreSQL suites and the multi-process tests' },
  { name: 'Redis', variable: 'REDIS_URL', skipped: 'the rate-limit test shared between API processes' },
];

/** CI must not pass without the tests that need a service; a laptop without one skips them and says so. */
function requireServicesUnderCi() {
  const missing = services.filter((service) => !process.env[service.variable]);
  if (process.env.CI === 'true' && missing.length > 0) {
    const names = missing.map((service) => `${service.name} (${service.variable} is not set)`).join(', ');
    throw new Error(`CI=true but ${names}: CI runs every test, none is skipped for a missing service.`);
  }
  for (const service of missing)
    console.warn(`${service.name} (${service.variable}) is not set: skipping ${service.skipped}.`);
}
