import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createTestDatabase, testBackends } from '../../test/support/test-database.js';
import { migrate } from '../db/migrate.js';
import { createLocalFileStorage } from '../services/storage/local-file-storage.js';
import { seedDemo } from './demo.js';
import { DEMO_IDS } from './demo-data.js';

for (const backend of testBackends()) {
  it(`gives Spring one consumer report with a stored photo, however often it runs [${backend}]`, async () => {
    const { db, dispose } = await createTestDatabase(backend);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-demo-report-'));
    try {
      await migrate(db);
      const fileStorage = createLocalFileStorage(dir);
      await seedDemo(db, { productName: 'Smart Fingerprint', fileStorage });
      await seedDemo(db, { productName: 'Smart Fingerprint', fileStorage });
      const reports = await db.query<{ id: string; project_id: string; shop: string; email: string; photos: number }>(
        `SELECT r.id, r.project_id, r.shop, r.email, (SELECT count(*)::int FROM consumer_report_photos p
           WHERE p.report_id = r.id) AS photos
         FROM consumer_reports r`,
      );
      expect(reports).toEqual([
        expect.objectContaining({
          project_id: DEMO_IDS.projects.spring,
          shop: 'Bella Borse',
          email: 'ana.demo@example.com',
          photos: 1,
        }),
      ]);
      const [photo] = await db.query<{ id: string; extension: string }>(
        'SELECT id, extension FROM consumer_report_photos WHERE report_id = $1',
        [reports[0]!.id],
      );
      expect(
        await fileStorage.get(`reports/${reports[0]!.id}/${photo!.id}/thumbnail.${photo!.extension}`),
      ).toBeDefined();
    } finally {
      await dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
}
