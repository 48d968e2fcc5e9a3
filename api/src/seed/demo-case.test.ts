import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createTestDatabase, testBackends } from '../../test/support/test-database.js';
import { migrate } from '../db/migrate.js';
import { createLocalFileStorage } from '../services/storage/local-file-storage.js';
import { seedDemo } from './demo.js';
import { DEMO_CASE_NOTE, DEMO_CASE_TAG } from './demo-case.js';

for (const backend of testBackends()) {
  it(`gives Spring the demo report's case and one opened by hand with a note, however often it runs [${backend}]`, async () => {
    const { db, dispose } = await createTestDatabase(backend);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-demo-case-'));
    const cases = () =>
      db.query<{ opened_by: string; status: string; collection: string; tag_index: string; notes: string[] }>(
        `SELECT k.opened_by, k.status, c.name AS collection, t.sequence_number::text AS tag_index,
           ARRAY(SELECT e.note FROM case_events e WHERE e.case_id = k.id AND e.kind = 'note') AS notes
         FROM cases k JOIN tags t ON t.id = k.tag_id JOIN collections c ON c.id = t.collection_id
         ORDER BY k.opened_by`,
      );
    try {
      await migrate(db);
      const fileStorage = createLocalFileStorage(dir);
      await seedDemo(db, { productName: 'Smart Fingerprint', fileStorage });
      await seedDemo(db, { productName: 'Smart Fingerprint', fileStorage });
      const expected = [
        {
          opened_by: 'hand',
          status: 'investigating',
          collection: DEMO_CASE_TAG.collection,
          tag_index: String(DEMO_CASE_TAG.index),
          notes: [DEMO_CASE_NOTE],
        },
        expect.objectContaining({ opened_by: 'report', status: 'open', collection: 'Leather Tote Bags', notes: [] }),
      ];
      expect(await cases()).toEqual(expected);

      // A database seeded before cases existed has the report and no case: the next start opens its case.
      await db.query('DELETE FROM cases');
      await seedDemo(db, { productName: 'Smart Fingerprint', fileStorage });
      expect(await cases()).toEqual(expected);
    } finally {
      await dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
}
