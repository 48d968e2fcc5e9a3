import { expect, it } from 'vitest';
import { createTestDatabase, testBackends } from '../../test/support/test-database.js';
import { migrate, readMigrations } from './migrate.js';

const BY_MONTH = 21;

for (const backend of testBackends()) {
  it(`migration 021 moves stored scans into their months' tables and keeps each clientScanId once [${backend}]`, async () => {
    const { db, dispose } = await createTestDatabase(backend);
    try {
      const all = await readMigrations();
      await migrate(
        db,
        all.filter((m) => m.version < BY_MONTH),
      );
      const [project] = await db.query<{ id: string }>(
        `WITH company AS (INSERT INTO companies (name) VALUES ('Before 021') RETURNING id)
         INSERT INTO projects (name, company_id) SELECT 'Scanned', id FROM company RETURNING id`,
      );
      await db.query(
        `INSERT INTO scan_events (project_id, client_scan_id, created_at, scan_status)
         SELECT $1, 'before-021-' || n, timestamptz '2025-01-31 23:30:00+00' + n * interval '1 hour', 'SUCCESS'
         FROM generate_series(0, 2) AS n`,
        [project?.id],
      );

      await migrate(db, all);

      const rows = await db.query<{ client_scan_id: string; t: string }>(
        'SELECT client_scan_id, tableoid::regclass::text AS t FROM scan_events ORDER BY created_at',
      );
      expect(rows).toEqual([
        { client_scan_id: 'before-021-0', t: 'scan_events_2025_01' },
        { client_scan_id: 'before-021-1', t: 'scan_events_2025_02' },
        { client_scan_id: 'before-021-2', t: 'scan_events_2025_02' },
      ]);
      const claimed = await db.query<{ client_scan_id: string }>(
        'SELECT client_scan_id FROM scan_event_client_ids ORDER BY 1',
      );
      expect(claimed.map((row) => row.client_scan_id)).toEqual(['before-021-0', 'before-021-1', 'before-021-2']);
      const [partitioned] = await db.query<{ kind: string }>(
        "SELECT relkind::text AS kind FROM pg_class WHERE oid = 'scan_events'::regclass",
      );
      expect(partitioned?.kind).toBe('p');
    } finally {
      await dispose();
    }
  });
}
