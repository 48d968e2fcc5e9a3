import type { Db } from '../../db/db.js';
import type { BlacklistReason, TagStatus } from 'shared/contracts/tag-status';

export interface StatusChangeInput {
  status: TagStatus;
  reason: BlacklistReason | null;
  note: string;
  source: 'tag' | 'range' | 'file' | 'rule';
  userId: string | null;
  apiKeyId: string | null;
  /** The scan whose score made a rule's change (source 'rule' only). */
  scanId?: string;
}

/** Who made a change, and how. */
type Actor = Pick<StatusChangeInput, 'source' | 'userId' | 'apiKeyId' | 'scanId'>;

/**
 * Sets the status of the tags `target` selects (a CTE naming `id`, its `status`, and the change's
 * `to_status`, `reason` and `note`, locked for update) and records a change for each tag whose status
 * was another, in one statement. Answers how many changed.
 */
async function changeStatuses(db: Db, target: string, targetParams: unknown[], actor: Actor) {
  const at = targetParams.length;
  const [row] = await db.query<{ changed: number }>(
    `WITH target AS (${target}),
     updated AS (
       UPDATE tags t SET status = target.to_status, updated_at = now()
       FROM target WHERE t.id = target.id AND target.status <> target.to_status
       RETURNING t.id, target.status AS from_status, target.to_status, target.reason, target.note
     ),
     recorded AS (
       INSERT INTO tag_status_changes
         (tag_id, from_status, to_status, reason, note, source, user_id, api_key_id, scan_id)
       SELECT id, from_status, to_status, reason, note, $${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}::uuid
       FROM updated
       RETURNING 1
     )
     SELECT count(*)::int AS changed FROM recorded`,
    [...targetParams, actor.source, actor.userId, actor.apiKeyId, actor.scanId ?? null],
  );
  return row?.changed ?? 0;
}

/** The columns of one change every selected tag gets, from parameters `$at`, `$at + 1` and `$at + 2`. */
const sameChange = (at: number) => `$${at}::text AS to_status, $${at + 1}::text AS reason, $${at + 2}::text AS note`;
const sameChangeValues = (change: StatusChangeInput) => [change.status, change.reason, change.note];

/** The tag's status, collection and index, if it is in one of the project's collections. */
export async function findProjectTagStatus(
  db: Db,
  projectId: string,
  tagId: string,
): Promise<{ status: TagStatus; collectionId: string; index: number } | undefined> {
  const [row] = await db.query<{ status: TagStatus; collection_id: string; sequence_number: string }>(
    `SELECT t.status, t.collection_id, t.sequence_number FROM tags t JOIN collections c ON c.id = t.collection_id
     WHERE t.id = $1 AND c.project_id = $2`,
    [tagId, projectId],
  );
  return row && { status: row.status, collectionId: row.collection_id, index: Number(row.sequence_number) };
}

/** Changes one tag; true when its status was another. */
export async function changeTagStatus(db: Db, tagId: string, change: StatusChangeInput): Promise<boolean> {
  const changed = await changeStatuses(
    db,
    `SELECT id, status, ${sameChange(2)} FROM tags WHERE id = $1 FOR UPDATE`,
    [tagId, ...sameChangeValues(change)],
    change,
  );
  return changed > 0;
}

/**
 * Changes every tag of the collection from one index to another, and records the change once, as a range: a
 * million tags cost one UPDATE and one row, in one statement. Answers the tags in range and those whose status
 * was another (the range's count reads the statement's snapshot, taken before the update).
 */
export async function changeRangeStatus(
  db: Db,
  collectionId: string,
  fromIndex: number,
  toIndex: number,
  change: StatusChangeInput,
): Promise<{ tags: number; changed: number }> {
  const [row] = await db.query<{ tags: number; changed: number }>(
    `WITH updated AS (
       UPDATE tags SET status = $4, updated_at = now()
       WHERE collection_id = $1 AND sequence_number BETWEEN $2 AND $3 AND status <> $4
       RETURNING 1
     ),
     changed AS (SELECT count(*)::int AS n FROM updated),
     recorded AS (
       INSERT INTO tag_status_changes
         (collection_id, from_index, to_index, to_status, reason, note, source, user_id, api_key_id)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9 FROM changed WHERE n > 0
       RETURNING 1
     )
     SELECT n AS changed,
       (SELECT count(*)::int FROM tags WHERE collection_id = $1 AND sequence_number BETWEEN $2 AND $3) AS tags
     FROM changed`,
    [collectionId, fromIndex, toIndex, ...sameChangeValues(change), change.source, change.userId, change.apiKeyId],
  );
  return { tags: row?.tags ?? 0, changed: row?.changed ?? 0 };
}

/**
 * Applies a status upload's staged rows (kind 'status', docs/adr/0057): each row's tag, named by id or by
 * index in the collection, gets that row's status, reason and note, in one statement with source 'file'.
 */
export async function changeStatusesFromUpload(
  tx: Db,
  upload: { uploadId: string; collectionId: string; byIndex: boolean },
  actor: Omit<Actor, 'source'>,
): Promise<number> {
  const match = upload.byIndex ? 't.sequence_number = s.index_start' : 't.id = s.tag_id';
  return changeStatuses(
    tx,
    `SELECT t.id, t.status, s.vals->>'status' AS to_status, s.vals->>'reason' AS reason,
       coalesce(s.vals->>'note', '') AS note
     FROM tag_data_upload_rows s JOIN tags t ON ${match} AND t.collection_id = $2
     WHERE s.upload_id = $1 FOR UPDATE OF t`,
    [upload.uploadId, upload.collectionId],
    { ...actor, source: 'file' },
  );
}

export interface TagStatusChangeRow {
  /** Null for a range change: the tag's status before it is the one the change before it left. */
  from_status: TagStatus | null;
  to_status: TagStatus;
  reason: BlacklistReason | null;
  note: string;
  source: StatusChangeInput['source'];
  user_id: string | null;
  user_email: string | null;
  api_key_id: string | null;
  api_key_prefix: string | null;
  scan_id: string | null;
  changed_at: string;
}

/**
 * Every change that reached the tag, oldest first: its own rows and the range rows covering its index (a range
 * row may have left this tag as it was; the service skips those).
 */
export async function listTagStatusChanges(
  db: Db,
  tag: { id: string; collectionId: string; index: number },
): Promise<TagStatusChangeRow[]> {
  return db.query<TagStatusChangeRow>(
    `SELECT s.from_status, s.to_status, s.reason, s.note, s.source, s.user_id, u.email AS user_email,
       s.api_key_id, k.prefix AS api_key_prefix, s.scan_id,
       to_char(s.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS changed_at
     FROM tag_status_changes s
     LEFT JOIN users u ON u.id = s.user_id
     LEFT JOIN api_keys k ON k.id = s.api_key_id
     WHERE s.tag_id = $1 OR (s.collection_id = $2 AND s.from_index <= $3 AND s.to_index >= $3)
     ORDER BY s.id`,
    [tag.id, tag.collectionId, tag.index],
  );
}
