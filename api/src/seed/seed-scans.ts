// pnpm seed:scans --project <name or id> --count <n> [--days 90] [--label run-1]
// Adds generated scans to one project, in batches, on the database the API uses (DATABASE_URL, else
// PGlite in DATA_DIR: stop the API first, PGlite allows one process). A rerun with the same --label adds
// nothing; without one each run adds new scans. Scans carry photos of their tags, stored where the API keeps
// its files (ASSETS_DIR or S3), as the demo's do.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open-database.js';
import { migrate } from '../db/migrate.js';
import { createFileStorage } from '../plugins/file-storage.js';
import { seedProjectScans } from './seed-project-scans.js';

const { values } = parseArgs({
  options: {
    project: { type: 'string' },
    count: { type: 'string', default: '10000' },
    days: { type: 'string', default: '90' },
    label: { type: 'string', default: `seed-${Date.now()}` },
  },
});
const count = Number(values.count);
const days = Number(values.days);
if (!values.project || !Number.isInteger(count) || count < 1 || !Number.isInteger(days) || days < 1) {
  console.error('usage: pnpm seed:scans --project <name or id> --count <n ≥ 1> [--days <n ≥ 1>] [--label <text>]');
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabase(config);
try {
  await migrate(db);
  const [project] = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM projects WHERE id::text = $1 OR lower(name) = lower($1) ORDER BY created_at LIMIT 1`,
    [values.project],
  );
  if (!project) throw new Error(`No project is named or has the id '${values.project}'.`);
  const inserted = await seedProjectScans(db, createFileStorage(config.assetStorage), {
    project,
    count,
    days,
    label: values.label,
    seed: Date.now() % 2 ** 31,
    onProgress: (stored) => process.stdout.write(`\r${project.name}: ${stored} of ${count} scans`),
  });
  console.log(`\n${inserted} scans added over the last ${days} days (label ${values.label}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
