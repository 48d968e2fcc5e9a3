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

export interface CaseFilter {
  projectId: string;
  status?: CaseStatus;
  openedBy?: CaseOpenerKind;
  assigneeId?: string;
  collectionId?: string;
  tagId?: string;
  openedFrom?: string;
  openedTo?: string;
}

/** A page of the project's cases, newest opened first, with how many the filters select in all. */
export async function listCasesPage(
  db: Db,
  filter: CaseFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: CaseRow[]; total: number }> {
  const where = `k.project_id = $1
    AND ($2::text IS NULL OR k.status = $2)
    AND ($3::text IS NULL OR k.opened_by = $3)
    AND ($4::text IS NULL OR ($4 = 'none' AND k.assignee_id IS NULL) OR k.assignee_id::text = $4)
    AND ($5::uuid IS NULL OR t.collection_id = $5)
    AND ($6::uuid IS NULL OR k.tag_id = $6)
    AND ($7::date IS NULL OR k.opened_at >= ($7::date)::timestamp AT TIME ZONE 'UTC')
    AND ($8::date IS NULL OR k.opened_at < ($8::date + 1)::timestamp AT TIME ZONE 'UTC')`;
  const params = [
    filter.projectId,
    filter.status ?? null,
    filter.openedBy ?? null,
    filter.assigneeId ?? null,
    filter.collectionId ?? null,
    filter.tagId ?? null,
    filter.openedFrom ?? null,
    filter.openedTo ?? null,
  ];
  const [rows, [count]] = await Promise.all([
    db.query<CaseRow>(`${CASE_SELECT} WHERE ${where} ORDER BY k.opened_at DESC, k.id DESC OFFSET $9 LIMIT $10`, [
      ...params,
      page.offset,
      page.limit,
    ]),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM cases k JOIN tags t ON t.id = k.tag_id WHERE ${where}`,
      params,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The case's row, locked until the transaction ends, so two changes of one case go one after the other. */
export async function lockCase(
  db: Db,
  projectId: string,
  caseId: string,
): Promise<{ status: CaseStatus; assignee_id: string | null; tag_id: string } | undefined> {
  const [row] = await db.query<{ status: CaseStatus; assignee_id: string | null; tag_id: string }>(
    'SELECT status, assignee_id, tag_id FROM cases WHERE id = $1 AND project_id = $2 FOR UPDATE',
    [caseId, projectId],
  );
  return row;
}

export async function setCaseStatus(
  db: Db,
  caseId: string,
  status: CaseStatus,
  resolution: CaseResolution | null,
): Promise<void> {
  await db.query(
    `UPDATE cases SET status = $2, resolution = $3, updated_at = now(),
       closed_at = CASE WHEN $2 = 'closed' THEN now() END
     WHERE id = $1`,
    [caseId, status, resolution],
  );
}

export async function setCaseAssignee(db: Db, caseId: string, assigneeId: string | null): Promise<void> {
  await db.query('UPDATE cases SET assignee_id = $2, updated_at = now() WHERE id = $1', [caseId, assigneeId]);
}

export async function touchCase(db: Db, caseId: string): Promise<void> {
  await db.query('UPDATE cases SET updated_at = now() WHERE id = $1', [caseId]);
}

/** Whether the tag has a case that is not closed, other than this one. */
export async function hasOtherOpenCase(db: Db, tagId: string, caseId: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM cases WHERE tag_id = $1 AND id <> $2 AND status <> 'closed'`, [
    tagId,
    caseId,
  ]);
  return rows.length > 0;
}

/** A member of the project with a role in it: someone a case may be assigned to. */
export async function findProjectMember(
  db: Db,
  projectId: string,
  userId: string,
): Promise<{ email: string; name: string } | undefined> {
  const [row] = await db.query<{ email: string; name: string }>(
    `SELECT u.email, ${personName('u')} AS name FROM user_projects up JOIN users u ON u.id = up.user_id
     WHERE up.project_id = $1 AND up.user_id = $2 AND up.role_id IS NOT NULL`,
    [projectId, userId],
  );
  return row;
}

export interface CaseEventRow {
  case_id: string;
  kind: 'opened' | 'note' | 'status' | 'assignee';
  user_id: string | null;
  user_email: string | null;
  user_name: string | null;
  note: string | null;
  from_status: CaseStatus | null;
  to_status: CaseStatus | null;
  resolution: CaseResolution | null;
  assignee_id: string | null;
  assignee_email: string | null;
  assignee_name: string | null;
  blacklisted: boolean;
  created_at: string;
}

/** What happened to every case of the tag, newest first. */
export async function listTagCaseEvents(db: Db, tagId: string): Promise<CaseEventRow[]> {
  return db.query<CaseEventRow>(
    `SELECT e.case_id, e.kind, e.user_id, u.email AS user_email, ${personName('u')} AS user_name, e.note,
       e.from_status, e.to_status, e.resolution, e.assignee_id, a.email AS assignee_email,
       ${personName('a')} AS assignee_name, e.blacklisted, ${iso('e.created_at')} AS created_at
     FROM case_events e JOIN cases k ON k.id = e.case_id
     LEFT JOIN users u ON u.id = e.user_id
     LEFT JOIN users a ON a.id = e.assignee_id
     WHERE k.tag_id = $1
     ORDER BY e.id DESC`,
    [tagId],
  );
}

export interface TimelineScanRow {
  id: string;
  created_at: string;
  city: string;
  country: string;
  client_location_lat: number | null;
  client_location_long: number | null;
  scan_status: string;
  score: number | null;
  reasons: unknown;
  rule_set_version: number | null;
}

/** The tag's newest scans with their scores, reasons and coordinates. */
export async function listTimelineScans(
  db: Db,
  projectId: string,
  tagId: string,
  limit: number,
): Promise<TimelineScanRow[]> {
  return db.query<TimelineScanRow>(
    `SELECT id, ${iso('created_at')} AS created_at, city, country, client_location_lat, client_location_long,
       scan_status, score, reasons, rule_set_version
     FROM scan_events WHERE project_id = $1 AND tag_id = $2
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [projectId, tagId, limit],
  );
}

/** When the tag was made, and by which order. */
export async function findTagOrder(db: Db, tagId: string): Promise<{ order_id: string; created_at: string }> {
  const [row] = await db.query<{ order_id: string; created_at: string }>(
    `SELECT order_id, ${iso('created_at')} AS created_at FROM tags WHERE id = $1`,
    [tagId],
  );
  return row!;
}
