import type { Db } from '../../db/db.js';
import type { AssetExtension } from 'shared/contracts/assets';
import type { AssetSize } from '../assets/assets-repository.js';

export interface ReportedScanRow {
  id: string;
  created_at: Date;
}

/** The page's scan of this tag with this client scan id (the id is unique across scans). */
export async function findTagScan(db: Db, tagId: string, clientScanId: string): Promise<ReportedScanRow | undefined> {
  const [row] = await db.query<ReportedScanRow>(
    'SELECT id, created_at FROM scan_events WHERE tag_id = $1 AND client_scan_id = $2 LIMIT 1',
    [tagId, clientScanId],
  );
  return row;
}

export interface NewReportPhotoRow extends AssetSize {
  id: string;
  position: number;
  extension: AssetExtension;
  size_bytes: number;
  formats: { small: AssetSize; thumbnail: AssetSize };
}

export interface NewReportRow {
  id: string;
  project_id: string;
  collection_id: string;
  tag_id: string;
  scan_event_id: string;
  scanned_at: Date;
  shop: string;
  city: string;
  country: string;
  online_url: string;
  price: string | null;
  currency: string | null;
  description: string;
  email: string | null;
  email_consent: boolean;
  language: string;
  user_agent: string;
}

export interface ReportPhotoRow extends NewReportPhotoRow {
  report_id: string;
}

export interface ReportRow extends NewReportRow {
  created_at: Date;
}

/** The report and its photos, in one transaction. */
/** Keeps a report and its photos, then runs `andThen` in the same transaction (the report's webhook messages). */
export async function insertReport(
  db: Db,
  report: NewReportRow,
  photos: NewReportPhotoRow[],
  andThen: (tx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO consumer_reports (id, project_id, collection_id, tag_id, scan_event_id, scanned_at, shop, city,
         country, online_url, price, currency, description, email, email_consent, language, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        report.id,
        report.project_id,
        report.collection_id,
        report.tag_id,
        report.scan_event_id,
        report.scanned_at,
        report.shop,
        report.city,
        report.country,
        report.online_url,
        report.price,
        report.currency,
        report.description,
        report.email,
        report.email_consent,
        report.language,
        report.user_agent,
      ],
    );
    if (photos.length > 0) {
      await tx.query(
        `INSERT INTO consumer_report_photos (id, report_id, position, extension, width, height, size_bytes, formats)
         SELECT p.id, $1, p.position, p.extension, p.width, p.height, p.size_bytes, p.formats
         FROM jsonb_to_recordset($2::jsonb) AS p(id uuid, position smallint, extension text, width integer,
           height integer, size_bytes integer, formats jsonb)`,
        [report.id, JSON.stringify(photos)],
      );
    }
    await andThen(tx);
  });
}

const REPORT_COLUMNS = `id, project_id, collection_id, tag_id, scan_event_id, scanned_at, shop, city, country, online_url,
  price::text AS price, currency, description, email, email_consent, language, user_agent, created_at`;

/** A page of the project's reports, newest first, optionally of one tag, with how many there are in all. */
export async function listReportsPage(
  db: Db,
  filter: { projectId: string; tagId: string | undefined },
  page: { offset: number; limit: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const where = 'project_id = $1 AND ($2::uuid IS NULL OR tag_id = $2)';
  const params = [filter.projectId, filter.tagId ?? null];
  const [rows, [count]] = await Promise.all([
    db.query<ReportRow>(
      `SELECT ${REPORT_COLUMNS} FROM consumer_reports WHERE ${where}
       ORDER BY created_at DESC, id DESC OFFSET $3 LIMIT $4`,
      [...params, page.offset, page.limit],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM consumer_reports WHERE ${where}`, params),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findReport(db: Db, projectId: string, reportId: string): Promise<ReportRow | undefined> {
  const [row] = await db.query<ReportRow>(
    `SELECT ${REPORT_COLUMNS} FROM consumer_reports WHERE id = $1 AND project_id = $2`,
    [reportId, projectId],
  );
  return row;
}

export async function listReportPhotos(db: Db, reportIds: string[]): Promise<ReportPhotoRow[]> {
  if (reportIds.length === 0) return [];
  return db.query<ReportPhotoRow>(
    `SELECT id, report_id, position, extension, width, height, size_bytes, formats FROM consumer_report_photos
     WHERE report_id = ANY($1::uuid[]) ORDER BY report_id, position`,
    [reportIds],
  );
}

export async function findReportPhoto(
  db: Db,
  projectId: string,
  reportId: string,
  photoId: string,
): Promise<ReportPhotoRow | undefined> {
  const [row] = await db.query<ReportPhotoRow>(
    `SELECT p.id, p.report_id, p.position, p.extension, p.width, p.height, p.size_bytes, p.formats
     FROM consumer_report_photos p JOIN consumer_reports r ON r.id = p.report_id
     WHERE p.id = $1 AND p.report_id = $2 AND r.project_id = $3`,
    [photoId, reportId, projectId],
  );
  return row;
}
