import type { Db } from '../../db/db.js';
import { notFound } from '../../errors.js';
import { findProjectTagStatus } from '../../repositories/tag-status/tag-status-repository.js';
import { listTagScans } from '../../repositories/scan-events/tag-scans-repository.js';
import { scanScoreOf } from '../protection/scan-scoring.js';
import type { TagScanList, TagScanQuery } from 'shared/contracts/tags';
import type { AuthContext } from '../auth/auth-context.js';
import { requireProjectPermission } from '../projects/project-access.js';

/** The tag's scans, newest first, a page at a time, each with its score and reasons: its page's scan history. */
export async function getTagScans(
  db: Db,
  auth: AuthContext,
  projectId: string,
  tagId: string,
  query: TagScanQuery,
): Promise<TagScanList> {
  await requireProjectPermission(db, auth, projectId, 'scan-event:read');
  if (!(await findProjectTagStatus(db, projectId, tagId))) throw notFound('Tag not found.');
  const { rows, total } = await listTagScans(db, projectId, tagId, query);
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      city: row.city,
      country: row.country,
      clientAgent: row.client_agent,
      tagStatus: row.tag_status,
      scanStatus: row.scan_status,
      ...scanScoreOf(row),
    })),
    total,
  };
}
