import type { Db } from '../db/db.js';
import type { ScannedTagRow } from '../repositories/scan-pages/scan-pages-repository.js';
import { createConsumerReport } from '../services/consumer-reports/consumer-report-service.js';
import type { FileStorage } from '../services/storage/file-storage.js';
import { DEMO_IDS } from './demo-data.js';
import { renderScanPhoto } from './demo-scan-photos.js';

interface ReportedScan extends ScannedTagRow {
  client_scan_id: string;
  seed: string;
  version: number;
}

/**
 * A new user finds a consumer report in Spring, filed from the newest scan of a Leather Tote Bags tag
 * through the same service the scan page's form reaches, so its photo went through the asset checks and is stored
 * where `npm start` keeps files. Once only: a project that has a report keeps it.
 */
export async function seedDemoReport(db: Db, fileStorage: FileStorage): Promise<void> {
  const project = DEMO_IDS.projects.spring;
  const [existing] = await db.query('SELECT 1 FROM consumer_reports WHERE project_id = $1 LIMIT 1', [project]);
  if (existing) return;
  const [scan] = await db.query<ReportedScan>(
    `SELECT t.id, t.collection_id, c.project_id, t.sequence_number, t.status, e.client_scan_id,
       encode(t.seed, 'hex') AS seed, t.version
     FROM scan_events e JOIN tags t ON t.id = e.tag_id JOIN collections c ON c.id = t.collection_id
     WHERE e.project_id = $1 AND c.name = 'Leather Tote Bags'
     ORDER BY e.created_at DESC, e.id LIMIT 1`,
    [project],
  );
  if (!scan) return;
  const photo = await renderScanPhoto(scan.seed, scan.version, { rotation: 8, blur: 1, surface: 0 });
  await createConsumerReport(db, fileStorage, scan, {
    fields: {
      clientScanId: scan.client_scan_id,
      description: 'The stitching is uneven and the logo on the clasp is misspelt. The seller said it was new.',
      shop: 'Bella Borse',
      city: 'Milan',
      country: 'Italy',
      price: '89.00',
      currency: 'EUR',
      email: 'ana.demo@example.com',
      emailConsent: 'true',
      language: 'en',
    },
    photos: [photo],
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148 Safari/604.1',
  });
}
