import type { Db } from '../../db/db.js';
import type { Case, CaseOpenerKind, CaseResolution, CaseStatus } from 'shared/contracts/cases';
import type { TagStatus } from 'shared/contracts/tag-status';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const personName = (alias: string) => `trim(coalesce(${alias}.first_name, '') || ' ' || ${alias}.last_name)`;

export interface CaseRow {
  id: string;
  project_id: string;
  tag_id: string;
  collection_id: string;
  collection_name: string;
  tag_index: string;
  tag_status: TagStatus;
  status: CaseStatus;
  resolution: CaseResolution | null;
  assignee_id: string | null;
  assignee_email: string | null;
  assignee_name: string | null;
  opened_by: CaseOpenerKind;
  opened_by_user_id: string | null;
  opener_email: string | null;
  opener_name: string | null;
  opened_by_scan_id: string | null;
  opened_by_report_id: string | null;
  opened_at: string;
  updated_at: string;
  closed_at: string | null;
}

/** A case with its tag, collection and people, as every answer about a case names them. */
export const CASE_SELECT = `SELECT k.id, k.project_id, k.tag_id, t.collection_id, c.name AS collection_name,
    t.sequence_number::text AS tag_index, t.status AS tag_status, k.status, k.resolution,
    k.assignee_id, a.email AS assignee_email, ${personName('a')} AS assignee_name,
    k.opened_by, k.opened_by_user_id, o.email AS opener_email, ${personName('o')} AS opener_name,
    k.opened_by_scan_id, k.opened_by_report_id,
    ${iso('k.opened_at')} AS opened_at, ${iso('k.updated_at')} AS updated_at, ${iso('k.closed_at')} AS closed_at
  FROM cases k
  JOIN tags t ON t.id = k.tag_id
  JOIN collections c ON c.id = t.collection_id
  LEFT JOIN users a ON a.id = k.assignee_id
  LEFT JOIN users o ON o.id = k.opened_by_user_id`;

export function toCase(row: CaseRow): Case {
  const person = (id: string | null, email: string | null, name: string | null) =>
    id === null ? null : { id, email: email ?? '', name: name ?? '' };
  const openedBy: Case['openedBy'] =
    row.opened_by === 'alert'
      ? { kind: 'alert', scanId: row.opened_by_scan_id! }
      : row.opened_by === 'report'
        ? { kind: 'report', reportId: row.opened_by_report_id }
        : { kind: 'hand', user: person(row.opened_by_user_id, row.opener_email, row.opener_name) };
  return {
    id: row.id,
    projectId: row.project_id,
    tag: {
      id: row.tag_id,
      collectionId: row.collection_id,
      collectionName: row.collection_name,
      index: Number(row.tag_index),
      status: row.tag_status,
    },
    status: row.status,
    resolution: row.resolution,
    assignee: person(row.assignee_id, row.assignee_email, row.assignee_name),
    openedBy,
    openedAt: row.opened_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
  };
}

export async function findCase(db: Db, projectId: string, caseId: string): Promise<CaseRow | undefined> {
  const [row] = await db.query<CaseRow>(`${CASE_SELECT} WHERE k.id = $1 AND k.project_id = $2`, [caseId, projectId]);
  return row;
}

export interface NewCase {
  projectId: string;
  tagId: string;
  openedBy: CaseOpenerKind;
  userId: string | null;
  scanId: string | null;
  reportId: string | null;
}

/**
 * Opens a case for the tag unless it has one that is not closed (then undefined). A concurrent opener of the same
 * tag waits on the unique index and then finds the other's case.
 */
export async function insertOpenCase(db: Db, input: NewCase): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO cases (project_id, tag_id, opened_by, opened_by_user_id, opened_by_scan_id, opened_by_report_id)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (tag_id) WHERE status <> 'closed' DO NOTHING
     RETURNING id`,
    [input.projectId, input.tagId, input.openedBy, input.userId, input.scanId, input.reportId],
  );
  if (row) {
    await insertCaseEvent(db, { caseId: row.id, kind: 'opened', userId: input.userId });
  }
  return row?.id;
}

/** The tag's case that is not closed, if it has one. */
export async function findOpenCaseId(db: Db, tagId: string): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(`SELECT id FROM cases WHERE tag_id = $1 AND status <> 'closed'`, [
    tagId,
  ]);
  return row?.id;
}

export interface NewCaseEvent {
  caseId: string;
  kind: 'opened' | 'note' | 'status' | 'assignee';
  userId: string | null;
  note?: string;
  fromStatus?: CaseStatus;
  toStatus?: CaseStatus;
  resolution?: CaseResolution | null;
  assigneeId?: string | null;
  blacklisted?: boolean;
}

export async function insertCaseEvent(db: Db, event: NewCaseEvent): Promise<void> {
  await db.query(
    `INSERT INTO case_events (case_id, kind, user_id, note, from_status, to_status, resolution, assignee_id, blacklisted)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      event.caseId,
      event.kind,
      event.userId,
      event.note ?? null,
      event.fromStatus ?? null,
      event.toStatus ?? null,
      event.resolution ?? null,
      event.assigneeId ?? null,
      event.blacklisted ?? false,
    ],
  );
}
