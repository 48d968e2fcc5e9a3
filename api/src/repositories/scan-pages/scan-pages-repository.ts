import type { TagStatus } from 'shared/contracts/tag-status';
import type { ScanState } from 'shared/contracts/collection-views';
import type { Db } from '../../db/db.js';
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
