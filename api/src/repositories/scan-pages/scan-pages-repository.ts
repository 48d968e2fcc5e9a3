import type { TagStatus } from 'shared/contracts/tag-status';
import type { ScanState } from 'shared/contracts/collection-views';
import type { Db } from '../../db/db.js';
import { insertScanEvents } from '../scan-events/scan-events-repository.js';
import { VIEW_COLUMNS, type ResultViewRow } from '../views/views-repository.js';

export interface ScannedTagRow {
  id: string;
  collection_id: string;
  project_id: string;
  sequence_number: number;
  status: TagStatus;
}

export async function findScannedTag(db: Db, tagId: string): Promise<ScannedTagRow | undefined> {
  const [row] = await db.query<ScannedTagRow>(
    `SELECT t.id, t.collection_id, c.project_id, t.sequence_number, t.status
     FROM tags t JOIN collections c ON c.id = t.collection_id WHERE t.id = $1`,
    [tagId],
  );
  return row;
}

export interface DefaultViewRow {
  view_id: string;
  platform: string;
  language: string;
}

/** The collection's default views for a scan state on this platform or on any ('ALL'). */
export async function listDefaultViews(
  db: Db,
  collectionId: string,
  state: ScanState,
  platform: string,
): Promise<DefaultViewRow[]> {
  return db.query<DefaultViewRow>(
    `SELECT view_id, platform, language FROM collection_views
     WHERE collection_id = $1 AND state = $2 AND is_default AND platform IN ($3, 'ALL')`,
    [collectionId, state, platform],
  );
}

export async function findViewById(db: Db, viewId: string): Promise<ResultViewRow | undefined> {
  const [row] = await db.query<ResultViewRow>(`SELECT ${VIEW_COLUMNS} FROM result_views WHERE id = $1`, [viewId]);
  return row;
}

/** Stores the scan once per client scan id; true when this call stored it. */
export async function insertPageScan(
  db: Db,
  scan: {
    tag: ScannedTagRow;
    clientScanId: string;
    clientSessionId: string | null;
    platform: string;
    userAgent: string;
  },
): Promise<boolean> {
  const inserted = await insertScanEvents(db, [
    {
      project_id: scan.tag.project_id,
      collection_id: scan.tag.collection_id,
      tag_id: scan.tag.id,
      client_scan_id: scan.clientScanId,
      created_at: new Date().toISOString(),
      city: '',
      country: '',
      client_location_lat: null,
      client_location_long: null,
      geolocation_enabled: false,
      client_session_id: scan.clientSessionId,
      client_agent: scan.platform === 'ALL' ? 'WEBSCANNER' : scan.platform,
      scan_status: 'SUCCESS',
      rule_status: null,
      tag_metadata: null,
      hook_data: null,
      user_agent: { ua: scan.userAgent },
      detect_data: null,
      match_data: null,
    },
  ]);
  return inserted > 0;
}
