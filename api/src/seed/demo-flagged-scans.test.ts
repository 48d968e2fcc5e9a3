import { expect, it } from 'vitest';
import { createTestDatabase, testBackends } from '../../test/support/test-database.js';
import { migrate } from '../db/migrate.js';
import { seedDemo } from './demo.js';
import { DEMO_IDS } from './demo-data.js';
import { DEMO_FLAGGED_SCAN_COUNT, DEMO_MARKETS } from './demo-flagged-scans.js';

interface FlaggedRow {
  city: string;
  score: number;
  rule_set_version: number;
  reasons: { rule: string; message: string }[];
}

for (const backend of testBackends()) {
  it(`gives Spring flagged tags scored by its rules, with their reasons, however often it runs [${backend}]`, async () => {
    const { db, dispose } = await createTestDatabase(backend);
    try {
      await migrate(db);
      await seedDemo(db, { productName: 'Smart Fingerprint' });
      await seedDemo(db, { productName: 'Smart Fingerprint' });
      const scans = await db.query<FlaggedRow>(
        `SELECT city, score, rule_set_version, reasons FROM scan_events
         WHERE project_id = $1 AND client_scan_id LIKE 'demo-flagged-%' ORDER BY created_at`,
        [DEMO_IDS.projects.spring],
      );
      expect(scans).toHaveLength(DEMO_FLAGGED_SCAN_COUNT);
      // Every one was scored at ingest, under the defaults (version 1): the markets came with the collection.
      expect(scans.every((scan) => scan.rule_set_version === 1 && scan.score !== null)).toBe(true);
      const [markets] = await db.query<{ markets: string[] }>(
        `SELECT markets FROM collections WHERE project_id = $1 AND name = 'Leather Tote Bags'`,
        [DEMO_IDS.projects.spring],
      );
      expect(markets!.markets).toEqual(DEMO_MARKETS);

      const messages = (city: string) =>
        scans.filter((scan) => scan.city === city).flatMap((scan) => scan.reasons.map((reason) => reason.message));
      expect(messages('Lagos')).toEqual([
        'Scanned in Lagos 2 h after Paris: 4,708 km, 2,354 km/h',
        "Scanned in NG, outside the collection's markets: FR, IT, GB, DE, ES, US",
      ]);
      expect(messages('Shanghai')).toEqual(["Scanned in CN, outside the collection's markets: FR, IT, GB, DE, ES, US"]);
      expect(messages('Paris')).toEqual([]);
      expect(messages('London')).toEqual([]);
      const milan = scans.filter((scan) => scan.city === 'Milan');
      expect(milan.at(-1)!.reasons.map((reason) => reason.message)).toEqual([
        '24 scans of this tag in 30 days (more than 20); 8 scanner sessions in 30 days (more than 5)',
      ]);
      // The first five people's scans are no sign of anything.
      expect(milan.slice(0, 15).every((scan) => scan.score === 0)).toBe(true);
      expect(milan[15]!.score).toBe(40);
    } finally {
      await dispose();
    }
  }, 120_000);
}
