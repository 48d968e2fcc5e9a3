import type { Db } from '../db/db.js';
import { insertCaseEvent, setCaseAssignee, setCaseStatus } from '../repositories/cases/cases-repository.js';
import { openOrFindCase } from '../services/cases/case-service.js';
import { DEMO_IDS } from './demo-data.js';

/** The tag of the demo's case opened by hand: Silk Scarves, index 2. */
export const DEMO_CASE_TAG = { collection: 'Silk Scarves', index: 2 };
export const DEMO_CASE_NOTE =
  'A reseller in Lagos offers this scarf far below price. Asked the distributor whether this batch was shipped there.';

/**
 * A new user finds cases in Spring. The demo report's tag has its case (a report opens one; a report
 * seeded before cases existed gets it here), and Spring's Administrator has opened one by hand, is investigating
 * it and left a note. Once only: a project with a case opened by hand keeps what it has.
 */
export async function seedDemoCases(db: Db): Promise<void> {
  const projectId = DEMO_IDS.projects.spring;
  const reports = await db.query<{ id: string; tag_id: string }>(
    `SELECT r.id, r.tag_id FROM consumer_reports r
     WHERE r.project_id = $1 AND NOT EXISTS (SELECT 1 FROM cases k WHERE k.tag_id = r.tag_id)
     ORDER BY r.created_at`,
    [projectId],
  );
  for (const report of reports) {
    await openOrFindCase(db, { projectId, tagId: report.tag_id, opener: { kind: 'report', reportId: report.id } });
  }

  const [existing] = await db.query(`SELECT 1 FROM cases WHERE project_id = $1 AND opened_by = 'hand' LIMIT 1`, [
    projectId,
  ]);
  if (existing) return;
  const [target] = await db.query<{ tag_id: string; admin_id: string }>(
    `SELECT t.id AS tag_id, (SELECT id FROM users WHERE email = 'admin@demo.test') AS admin_id
     FROM tags t JOIN collections c ON c.id = t.collection_id
     WHERE c.project_id = $1 AND c.name = $2 AND t.sequence_number = $3`,
    [projectId, DEMO_CASE_TAG.collection, DEMO_CASE_TAG.index],
  );
  if (!target) return;
  const userId = target.admin_id;
  const { caseId } = await openOrFindCase(db, { projectId, tagId: target.tag_id, opener: { kind: 'hand', userId } });
  await setCaseAssignee(db, caseId, userId);
  await insertCaseEvent(db, { caseId, kind: 'assignee', userId, assigneeId: userId });
  await setCaseStatus(db, caseId, 'investigating', null);
  await insertCaseEvent(db, { caseId, kind: 'status', userId, fromStatus: 'open', toStatus: 'investigating' });
  await insertCaseEvent(db, { caseId, kind: 'note', userId, note: DEMO_CASE_NOTE });
}
