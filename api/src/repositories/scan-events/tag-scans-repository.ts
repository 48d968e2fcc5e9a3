import type { Db } from '../../db/db.js';
import type { ScanAgent, ScanStatus } from 'shared/contracts/scan-events';
import type { TagStatus } from 'shared/contracts/tag-status';
import type { ScanScoreColumns } from '../../services/protection/scan-scoring.js';

export interface TagScanRow extends ScanScoreColumns {
  id: string;
  created_at: Date;
  city: string;
  country: string;
  client_agent: ScanAgent;
  tag_status: TagStatus | null;
  scan_status: ScanStatus;
}

/** A page of the tag's scans in the project, newest first, and how many it has in all. */
export async function listTagScans(
  db: Db,
  projectId: string,
  tagId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: TagScanRow[]; total: number }> {
  const rows = await db.query<TagScanRow>(
    `SELECT id, created_at, city, country, client_agent, tag_status, scan_status, score, reasons, rule_set_version
     FROM scan_events
     WHERE tag_id = $1 AND project_id = $2
     ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [tagId, projectId, page.limit, page.offset],
  );
  const [count] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM scan_events WHERE tag_id = $1 AND project_id = $2',
    [tagId, projectId],
  );
  return { rows, total: count?.total ?? 0 };
}
