import type { Db } from '../../db/db.js';
import type { TagDataKind, TagUploadKind } from 'shared/contracts/tag-data';

const COLUMN_OF: Record<TagDataKind, string> = { metadata: 'metadata', 'custom-attributes': 'custom_attributes' };

export type TagDataMode = 'tag' | 'range';

export interface StagedLine {
  row: number;
  tagId: string | null;
  indexStart: number | null;
  indexEnd: number | null;
  values: Record<string, string>;
}

export interface UploadRow {
  id: string;
  project_id: string;
  collection_id: string;
  owner_user_id: string;
  kind: TagUploadKind;
  mode: TagDataMode | null;
}

/** Sessions past their expiry are dropped with every staged row (the rows and parts cascade). */
export async function sweepExpiredUploads(db: Db): Promise<void> {
  await db.query('DELETE FROM tag_data_uploads WHERE expires_at < now()');
}

/**
 * Locks the user's row for the rest of the transaction, so two sessions started at once are counted
 * one after the other (countOpenUploads then insertUpload) and a user cannot pass the open-session limit.
 */
export async function lockUploadOwner(tx: Db, ownerUserId: string): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [ownerUserId]);
}

export async function countOpenUploads(db: Db, ownerUserId: string): Promise<number> {
  const [row] = await db.query<{ open: number }>(
    'SELECT count(*)::integer AS open FROM tag_data_uploads WHERE owner_user_id = $1 AND expires_at >= now()',
    [ownerUserId],
  );
  return row?.open ?? 0;
}

export async function insertUpload(
  db: Db,
  upload: { projectId: string; collectionId: string; ownerUserId: string; kind: TagUploadKind; hours: number },
): Promise<UploadRow & { expires_at: string }> {
  const [row] = await db.query<UploadRow & { expires_at: string }>(
    `INSERT INTO tag_data_uploads (project_id, collection_id, owner_user_id, kind, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))
     RETURNING id, project_id, collection_id, owner_user_id, kind, mode,
       to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS expires_at`,
    [upload.projectId, upload.collectionId, upload.ownerUserId, upload.kind, upload.hours],
  );
  return row!;
}

/** An unexpired session of this collection, locked against a concurrent part or commit. */
export async function findOpenUploadForUpdate(
  tx: Db,
  { uploadId, collectionId }: { uploadId: string; collectionId: string },
): Promise<UploadRow | undefined> {
  const [row] = await tx.query<UploadRow>(
    `SELECT id, project_id, collection_id, owner_user_id, kind, mode FROM tag_data_uploads WHERE id = $1 AND collection_id = $2 AND expires_at >= now() FOR UPDATE`,
    [uploadId, collectionId],
  );
  return row;
}

export async function setUploadMode(tx: Db, uploadId: string, mode: TagDataMode): Promise<void> {
  await tx.query('UPDATE tag_data_uploads SET mode = $2 WHERE id = $1', [uploadId, mode]);
}

export async function deleteUpload(db: Db, uploadId: string): Promise<void> {
  await db.query('DELETE FROM tag_data_uploads WHERE id = $1', [uploadId]);
}

/** Rows of every part but `exceptPart` (the one being replaced). */
export async function stagedRowCount(tx: Db, uploadId: string, exceptPart = 0): Promise<number> {
  const [row] = await tx.query<{ rows: number }>(
    `SELECT coalesce(sum(row_count), 0)::integer AS rows FROM tag_data_upload_parts
     WHERE upload_id = $1 AND part_number <> $2`,
    [uploadId, exceptPart],
  );
  return row?.rows ?? 0;
}

/** Bytes of every part staged so far. */
export async function stagedByteCount(tx: Db, uploadId: string): Promise<number> {
  const [row] = await tx.query<{ bytes: string | number }>(
    'SELECT coalesce(sum(byte_count), 0)::bigint AS bytes FROM tag_data_upload_parts WHERE upload_id = $1',
    [uploadId],
  );
  return Number(row?.bytes ?? 0);
}

export async function partsOf(tx: Db, uploadId: string): Promise<{ part_number: number; row_count: number }[]> {
  return tx.query<{ part_number: number; row_count: number }>(
    'SELECT part_number, row_count FROM tag_data_upload_parts WHERE upload_id = $1 ORDER BY part_number',
    [uploadId],
  );
}

/** Drops what an earlier sending of this part staged, so sending a part again replaces it. */
export async function clearPart(tx: Db, uploadId: string, partNumber: number): Promise<void> {
  await tx.query('DELETE FROM tag_data_upload_parts WHERE upload_id = $1 AND part_number = $2', [uploadId, partNumber]);
}

export async function insertPart(
  tx: Db,
  uploadId: string,
  partNumber: number,
  { rowCount, byteCount }: { rowCount: number; byteCount: number },
): Promise<void> {
  await tx.query(
    'INSERT INTO tag_data_upload_parts (upload_id, part_number, row_count, byte_count) VALUES ($1, $2, $3, $4)',
    [uploadId, partNumber, rowCount, byteCount],
  );
}

/** Rows staged per INSERT: few statements, each well under PostgreSQL's parameter and memory limits. */
const STAGE_BATCH = 5000;

/** Stages a part's rows (the part must exist: rows belong to it and go when it is replaced). */
export async function stageLines(tx: Db, uploadId: string, partNumber: number, lines: StagedLine[]): Promise<void> {
  for (let start = 0; start < lines.length; start += STAGE_BATCH) {
    const batch = lines.slice(start, start + STAGE_BATCH);
    await tx.query(
      `INSERT INTO tag_data_upload_rows (upload_id, part_number, row_number, tag_id, index_start, index_end, vals)
       SELECT $1, $2, * FROM unnest($3::integer[], $4::uuid[], $5::bigint[], $6::bigint[], $7::text[]::jsonb[])`,
      [
        uploadId,
        partNumber,
        batch.map((line) => line.row),
        batch.map((line) => line.tagId),
        batch.map((line) => line.indexStart),
        batch.map((line) => line.indexEnd),
        batch.map((line) => JSON.stringify(line.values)),
      ],
    );
  }
}

/**
 * The first row naming a tag an earlier row named, and that earlier row: rows in order of their number,
 * then of their part, so two rows under one number (or a row sent again in another part) are caught too.
 */
export async function firstRepeatedTag(
  tx: Db,
  uploadId: string,
): Promise<{ row_number: number; first_row: number } | undefined> {
  const [repeat] = await tx.query<{ row_number: number; first_row: number }>(
    `SELECT row_number, first_row FROM (
       SELECT row_number,
         first_value(row_number) OVER by_tag AS first_row,
         row_number() OVER by_tag AS nth
       FROM tag_data_upload_rows WHERE upload_id = $1
       WINDOW by_tag AS (PARTITION BY tag_id ORDER BY row_number, part_number)
     ) s WHERE nth > 1 ORDER BY row_number LIMIT 1`,
    [uploadId],
  );
  return repeat;
}

/** The first row naming a tag that is not in the collection. */
export async function firstForeignTag(
  tx: Db,
  uploadId: string,
  collectionId: string,
): Promise<{ row_number: number; tag_id: string } | undefined> {
  const [foreign] = await tx.query<{ row_number: number; tag_id: string }>(
    `SELECT s.row_number, s.tag_id FROM tag_data_upload_rows s
     WHERE s.upload_id = $1
       AND NOT EXISTS (SELECT 1 FROM tags t WHERE t.id = s.tag_id AND t.collection_id = $2)
     ORDER BY s.row_number LIMIT 1`,
    [uploadId, collectionId],
  );
  return foreign;
}

/** Two ranges that share a tag; sorted by start, an overlap always shows between neighbours. */
export async function firstOverlappingRange(
  tx: Db,
  uploadId: string,
): Promise<{ row_number: number; other_row: number } | undefined> {
  const [overlap] = await tx.query<{ row_number: number; other_row: number }>(
    `SELECT row_number, other_row FROM (
       SELECT row_number, index_start, lag(index_end) OVER w AS previous_end, lag(row_number) OVER w AS other_row
       FROM tag_data_upload_rows WHERE upload_id = $1 WINDOW w AS (ORDER BY index_start, row_number)
     ) s WHERE index_start <= previous_end ORDER BY row_number LIMIT 1`,
    [uploadId],
  );
  return overlap;
}

/** Merges each staged row's values into its tags (a key of the file replaces the tag's value for it). */
export async function applyStagedValues(
  tx: Db,
  {
    uploadId,
    collectionId,
    kind,
    mode,
  }: { uploadId: string; collectionId: string; kind: TagDataKind; mode: TagDataMode },
): Promise<number> {
  const column = COLUMN_OF[kind];
  const match = mode === 'tag' ? 't.id = s.tag_id' : 't.sequence_number BETWEEN s.index_start AND s.index_end';
  const [result] = await tx.query<{ updated: number }>(
    `WITH updated AS (
       UPDATE tags t SET ${column} = t.${column} || s.vals, updated_at = now()
       FROM tag_data_upload_rows s WHERE s.upload_id = $1 AND ${match} AND t.collection_id = $2
       RETURNING 1
     ) SELECT count(*)::integer AS updated FROM updated`,
    [uploadId, collectionId],
  );
  return result?.updated ?? 0;
}
