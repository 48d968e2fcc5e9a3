import type { Db } from '../../db/db.js';
import type { TagDataKind } from '../../schemas/tag-data.js';

const COLUMN_OF: Record<TagDataKind, string> = { metadata: 'metadata', 'custom-attributes': 'custom_attributes' };

export interface StagedLine {
  row: number;
  tagId: string | null;
  indexStart: number | null;
  indexEnd: number | null;
  values: Record<string, string>;
}

/**
 * An upload is staged in a temporary table of the caller's transaction, checked as a whole by SQL,
 * then applied by one UPDATE: all or nothing, without a statement per row.
 */
export async function createStaging(tx: Db): Promise<void> {
  await tx.query(
    `CREATE TEMP TABLE staged_tag_data (
       row_number integer NOT NULL, tag_id uuid, index_start bigint, index_end bigint, vals jsonb NOT NULL
     ) ON COMMIT DROP`,
  );
}

export async function stageLines(tx: Db, lines: StagedLine[]): Promise<void> {
  await tx.query(
    `INSERT INTO staged_tag_data (row_number, tag_id, index_start, index_end, vals)
     SELECT * FROM unnest($1::integer[], $2::uuid[], $3::bigint[], $4::bigint[], $5::text[]::jsonb[])`,
    [
      lines.map((line) => line.row),
      lines.map((line) => line.tagId),
      lines.map((line) => line.indexStart),
      lines.map((line) => line.indexEnd),
      lines.map((line) => JSON.stringify(line.values)),
    ],
  );
}

/** The first row naming a tag an earlier row named, and that earlier row. */
export async function firstRepeatedTag(tx: Db): Promise<{ row_number: number; first_row: number } | undefined> {
  const [repeat] = await tx.query<{ row_number: number; first_row: number }>(
    `SELECT row_number, first_row FROM (
       SELECT row_number, min(row_number) OVER (PARTITION BY tag_id) AS first_row FROM staged_tag_data
     ) s WHERE row_number > first_row ORDER BY row_number LIMIT 1`,
  );
  return repeat;
}

/** The first row naming a tag that is not in the collection. */
export async function firstForeignTag(
  tx: Db,
  collectionId: string,
): Promise<{ row_number: number; tag_id: string } | undefined> {
  const [foreign] = await tx.query<{ row_number: number; tag_id: string }>(
    `SELECT s.row_number, s.tag_id FROM staged_tag_data s
     WHERE NOT EXISTS (SELECT 1 FROM tags t WHERE t.id = s.tag_id AND t.collection_id = $1)
     ORDER BY s.row_number LIMIT 1`,
    [collectionId],
  );
  return foreign;
}

/** Two ranges that share a tag; sorted by start, an overlap always shows between neighbours. */
export async function firstOverlappingRange(tx: Db): Promise<{ row_number: number; other_row: number } | undefined> {
  const [overlap] = await tx.query<{ row_number: number; other_row: number }>(
    `SELECT row_number, other_row FROM (
       SELECT row_number, index_start, lag(index_end) OVER w AS previous_end, lag(row_number) OVER w AS other_row
       FROM staged_tag_data WINDOW w AS (ORDER BY index_start, row_number)
     ) s WHERE index_start <= previous_end ORDER BY row_number LIMIT 1`,
  );
  return overlap;
}

/** Merges each staged row's values into its tags (a key of the file replaces the tag's value for it). */
export async function applyStagedValues(
  tx: Db,
  { collectionId, kind, mode }: { collectionId: string; kind: TagDataKind; mode: 'tag' | 'range' },
): Promise<number> {
  const column = COLUMN_OF[kind];
  const match = mode === 'tag' ? 't.id = s.tag_id' : 't.sequence_number BETWEEN s.index_start AND s.index_end';
  const [result] = await tx.query<{ updated: number }>(
    `WITH updated AS (
       UPDATE tags t SET ${column} = t.${column} || s.vals, updated_at = now()
       FROM staged_tag_data s WHERE ${match} AND t.collection_id = $1
       RETURNING 1
     ) SELECT count(*)::integer AS updated FROM updated`,
    [collectionId],
  );
  return result?.updated ?? 0;
}
