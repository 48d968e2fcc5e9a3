// pnpm seed:scans --project <name or id> --count <n> [--days 90] [--label run-1]
// Adds generated scans to one project, in batches, on the database the API uses (DATABASE_URL, else
// PGlite in DATA_DIR: stop the API first, PGlite allows one process). A rerun with the same --label adds
// nothing; without one each run adds new scans.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open-database.js';
import { migrate } from '../db/migrate.js';
import { insertScanEvents } from '../repositories/scan-events/scan-events-repository.js';
import { generateDemoScans, scannableCollections } from './demo-scan-events.js';

const BATCH = 5000;

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

const db = await openDatabase(loadConfig());
try {
  await migrate(db);
  const [project] = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM projects WHERE id::text = $1 OR lower(name) = lower($1) ORDER BY created_at LIMIT 1`,
    [values.project],
  );
  if (!project) throw new Error(`No project is named or has the id '${values.project}'.`);
  const collections = await scannableCollections(db, project.id);
  if (!collections.some((collection) => collection.tagCount > 0)) {
    throw new Error(`'${project.name}' has no tags yet: order some first.`);
  }
  const scans = generateDemoScans({
    projectId: project.id,
    collections,
    count,
    days,
    now: new Date(),
    runLabel: values.label,
    seed: Date.now() % 2 ** 31,
  });
  let inserted = 0;
  for (let start = 0; start < scans.length; start += BATCH) {
    inserted += await insertScanEvents(db, scans.slice(start, start + BATCH));
    process.stdout.write(`\r${project.name}: ${inserted} of ${count} scans`);
  }
  // Marks the new rows visible to all (index-only scans for the analytics panels) and refreshes the statistics:
  // PostgreSQL's autovacuum would get there on its own, PGlite has none.
  await db.exec('VACUUM ANALYZE scan_events');
  console.log(`\n${inserted} scans added over the last ${days} days (label ${values.label}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
