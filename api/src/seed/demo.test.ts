import { expect, it } from 'vitest';
import { createTestDatabase, testBackends } from '../../test/support/test-database.js';
import { migrate } from '../db/migrate.js';
import { findDemoAccounts, seedDemo } from './demo.js';
import { DEMO_IDS, demoUsers } from './demo-data.js';
import { DEMO_FLAGGED_SCAN_COUNT } from './demo-flagged-scans.js';

for (const backend of testBackends()) {
  // Seeding twice, with a year of demo scans, takes ~13 s alone: a busy 2-core machine needs room.
  it(`seeds the demo data once, however often it runs [${backend}]`, async () => {
    const { db, dispose } = await createTestDatabase(backend);
    try {
      await migrate(db);
      expect(await findDemoAccounts(db)).toEqual([]);
      await seedDemo(db, { productName: 'Smart Fingerprint' });
      await seedDemo(db, { productName: 'Smart Fingerprint' });
      expect(await findDemoAccounts(db)).toEqual(demoUsers.map((user) => user.email).sort());

      const counts = await db.query<{ users: number; projects: number; collections: number; memberships: number }>(
        `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM projects) AS projects,
                (SELECT count(*)::int FROM collections) AS collections,
                (SELECT count(*)::int FROM user_projects) AS memberships`,
      );
      expect(counts[0]).toEqual({ users: demoUsers.length, projects: 3, collections: 7, memberships: 5 });
      const views = await db.query<{ project_id: string; n: number }>(
        'SELECT project_id, count(*)::int AS n FROM result_views GROUP BY project_id',
      );
      expect(views).toEqual([{ project_id: DEMO_IDS.projects.spring, n: 2 }]);
      // A new user's scan links open a page: the demo's main collection has its English default.
      const pages = await db.query(
        `SELECT c.name AS collection, rv.name AS view, cv.state, cv.platform, cv.language, cv.is_default
         FROM collection_views cv JOIN collections c ON c.id = cv.collection_id JOIN result_views rv ON rv.id = cv.view_id`,
      );
      expect(pages).toEqual([
        {
          collection: 'Leather Tote Bags',
          view: 'Authentic product',
          state: 'positive',
          platform: 'ALL',
          language: 'en',
          is_default: true,
        },
      ]);
      const companies = await db.query<{ id: string; max_fingerprints: number; total_fingerprint_count: number }>(
        'SELECT id, max_fingerprints, total_fingerprint_count FROM companies ORDER BY created_at',
      );
      expect(companies.find((c) => c.id === DEMO_IDS.companies.acme)).toMatchObject({
        max_fingerprints: 100_000,
        total_fingerprint_count: 43_000,
      });
      const scans = await db.query<{ project_id: string; n: number }>(
        'SELECT project_id, count(*)::int AS n FROM scan_events GROUP BY project_id ORDER BY n DESC',
      );
      expect(scans).toEqual([
        { project_id: DEMO_IDS.projects.spring, n: 600 + DEMO_FLAGGED_SCAN_COUNT },
        { project_id: DEMO_IDS.projects.globexCosmetics, n: 150 },
      ]);
      expect(companies.find((c) => c.id === DEMO_IDS.companies.globex)).toMatchObject({
        max_fingerprints: 50_000,
        total_fingerprint_count: 20_000,
      });
    } finally {
      await dispose();
    }
  }, 60_000);
}
