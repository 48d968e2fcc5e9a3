import type { Db } from '../../db/db.js';
import type { BlacklistReason, TagStatus } from 'shared/contracts/tag-status';

export interface StatusChangeInput {
  status: TagStatus;
  reason: BlacklistReason | null;
  note: string;
  source: 'tag' | 'range' | 'file' | 'rule';
  userId: string | null;
  apiKeyId: string | null;
}

const changeValues = (change: StatusChangeInput) => [
  change.status,
  change.reason,
  change.note,
  change.source,
  change.userId,
  change.apiKeyId,
];

/**
 * Sets the status of the tags `target` selects (a CTE naming `id` and `status`, locked for update) and
 * records a change for each tag whose status was another, in one statement. Answers how many changed.
 */
async function changeStatuses(db: Db, target: string, targetParams: unknown[], change: StatusChangeInput) {
  const at = targetParams.length;
  const [row] = await db.query<{ changed: number }>(
    `WITH target AS (${target}),
     updated AS (
       UPDATE tags t SET status = $${at + 1}, updated_at = now()
       FROM target WHERE t.id = target.id AND target.status <> $${at + 1}
       RETURNING t.id, target.status AS from_status
     ),
     recorded AS (
       INSERT INTO tag_status_changes (tag_id, from_status, to_status, reason, note, source, user_id, api_key_id)
       SELECT id, from_status, $${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6} FROM updated
       RETURNING 1
     )
     SELECT count(*)::int AS changed FROM recorded`,
    [...targetParams, ...changeValues(change)],
  );
  return row?.changed ?? 0;
}

/** The tag's status if it is in one of the project's collections. */
export async function findProjectTagStatus(db: Db, projectId: string, tagId: string): Promise<TagStatus | undefined> {
  const [row] = await db.query<{ status: TagStatus }>(
    `SELECT t.status FROM tags t JOIN collections c ON c.id = t.collection_id WHERE t.id = $1 AND c.project_id = $2`,
    [tagId, projectId],
  );
  return row?.status;
}

/** Changes one tag; true when its status was another. */
export async function changeTagStatus(db: Db, tagId: string, change: StatusChangeInput): Promise<boolean> {
  const changed = await changeStatuses(db, 'SELECT id, status FROM tags WHERE id = $1 FOR UPDATE', [tagId], change);
  return changed > 0;
}

/** Changes every tag of the collection from one index to another; answers the tags in range and those changed. */
export async function changeRangeStatus(
  db: Db,
  collectionId: string,
  fromIndex: number,
  toIndex: number,
  change: StatusChangeInput,
): Promise<{ tags: number; changed: number }> {
  return db.transaction(async (tx) => {
    const [range] = await tx.query<{ tags: number }>(
      'SELECT count(*)::int AS tags FROM tags WHERE collection_id = $1 AND sequence_number BETWEEN $2 AND $3',
      [collectionId, fromIndex, toIndex],
    );
    const changed = await changeStatuses(
      tx,
      `SELECT id, status FROM tags WHERE collection_id = $1 AND sequence_number BETWEEN $2 AND $3 FOR UPDATE`,
      [collectionId, fromIndex, toIndex],
      change,
    );
    return { tags: range?.tags ?? 0, changed };
  });
}

export interface TagStatusChangeRow {
  from_status: TagStatus;
  to_status: TagStatus;
  reason: BlacklistReason | null;
  note: string;
  source: StatusChangeInput['source'];
  user_id: string | null;
  user_email: string | null;
  api_key_id: string | null;
  api_key_prefix: string | null;
  changed_at: string;
}

/** The tag's changes, newest first. */
export async function listTagStatusChanges(db: Db, tagId: string, limit: number): Promise<TagStatusChangeRow[]> {
  return db.query<TagStatusChangeRow>(
    `SELECT s.from_status, s.to_status, s.reason, s.note, s.source, s.user_id, u.email AS user_email,
       s.api_key_id, k.prefix AS api_key_prefix,
       to_char(s.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS changed_at
     FROM tag_status_changes s
     LEFT JOIN users u ON u.id = s.user_id
     LEFT JOIN api_keys k ON k.id = s.api_key_id
     WHERE s.tag_id = $1 ORDER BY s.id DESC LIMIT $2`,
    [tagId, limit],
  );
}
