import { randomBytes } from 'node:crypto';
import type { TagStatus } from 'shared/contracts/tag-status';
import type { Db } from '../../db/db.js';

/** The geometry version new tags are drawn with (DESIGN §4). */
export const CURRENT_TAG_VERSION = 1;

/** Inserts `count` tags of one order with fresh 128-bit random seeds, numbered from `firstSequence`. */
export async function insertTags(
  tx: Db,
  {
    collectionId,
    orderId,
    firstSequence,
    count,
  }: { collectionId: string; orderId: string; firstSequence: number; count: number },
): Promise<void> {
  const random = randomBytes(16 * count);
  const seeds = Array.from({ length: count }, (_, i) => random.toString('hex', i * 16, i * 16 + 16));
  await tx.query(
    `INSERT INTO tags (collection_id, order_id, seed, version, sequence_number)
     SELECT $1, $2, decode(seed, 'hex'), $4, $5 + n - 1
     FROM unnest($3::text[]) WITH ORDINALITY AS s(seed, n)`,
    [collectionId, orderId, seeds, CURRENT_TAG_VERSION, firstSequence],
  );
}

export interface BatchResult {
  created: number;
  completed: boolean;
}

/**
 * Creates the next batch of an order's tags in one transaction: the collection row is locked so
 * sequence numbers stay gapless across concurrent orders, and the order only advances if this worker
 * still holds its lease. A crash rolls the whole batch back, so no tag is ever created twice.
 */
export async function createTagBatch(
  db: Db,
  {
    orderId,
    owner,
    batchSize,
    leaseSeconds,
  }: { orderId: string; owner: string; batchSize: number; leaseSeconds: number },
): Promise<BatchResult | undefined> {
  return db.transaction(async (tx) => {
    const [order] = await tx.query<{ collection_id: string; remaining: number }>(
      `SELECT collection_id, (number_of_tags - tags_created) AS remaining
       FROM tag_orders WHERE id = $1 AND lease_owner = $2 AND status = 'PROCESSING' FOR UPDATE`,
      [orderId, owner],
    );
    if (!order) return undefined;
    const [collection] = await tx.query<{ next_sequence: number }>(
      `SELECT tag_count AS next_sequence FROM collections WHERE id = $1 FOR UPDATE`,
      [order.collection_id],
    );
    const count = Math.min(batchSize, order.remaining);
    await insertTags(tx, {
      collectionId: order.collection_id,
      orderId,
      firstSequence: collection!.next_sequence,
      count,
    });
    await tx.query(`UPDATE collections SET tag_count = tag_count + $2, updated_at = now() WHERE id = $1`, [
      order.collection_id,
      count,
    ]);
    const completed = count === order.remaining;
    await tx.query(
      `UPDATE tag_orders SET tags_created = tags_created + $2, updated_at = now(),
         status = CASE WHEN $3 THEN 'COMPLETED' ELSE status END,
         lease_until = CASE WHEN $3 THEN NULL ELSE now() + make_interval(secs => $4) END,
         lease_owner = CASE WHEN $3 THEN NULL ELSE lease_owner END
       WHERE id = $1`,
      [orderId, count, completed, leaseSeconds],
    );
    return { created: count, completed };
  });
}

export interface TagRow {
  id: string;
  seed: string;
  version: number;
  collection_id: string;
  sequence_number: number;
  /** ISO 8601 in UTC with milliseconds, formatted by the database (as Date#toISOString would). */
  created_at: string;
  updated_at: string;
  /** Read only when asked for (`withData`): they can be large and most callers draw tags, not data. */
  metadata?: Record<string, string>;
  custom_attributes?: Record<string, string>;
}

/** Formatting 10,000 timestamps in SQL costs less than parsing them into Dates and back (docs/benchmarks.md). */
const isoUtc = (column: string, as = column) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${as}`;

/**
 * `limit` tags of one collection from position `from`. Sequence numbers are gapless, so a position is
 * a sequence number and the page is an index range scan, as fast at position 900,000 as at 0.
 */
export async function listTagsFrom(
  db: Db,
  collectionId: string,
  from: number,
  limit: number,
  withData = false,
): Promise<TagRow[]> {
  return db.query<TagRow>(
    `SELECT id, encode(seed, 'hex') AS seed, version, collection_id, sequence_number,
       ${isoUtc('created_at')}, ${isoUtc('updated_at')}${withData ? ', metadata, custom_attributes' : ''}
     FROM tags WHERE collection_id = $1 AND sequence_number >= $2
     ORDER BY sequence_number LIMIT $3`,
    [collectionId, from, limit],
  );
}

/** What a tag is drawn from, if the tag is in one of the project's collections. */
export async function findProjectTagDrawing(
  db: Db,
  projectId: string,
  tagId: string,
): Promise<{ seed: string; version: number } | undefined> {
  const [row] = await db.query<{ seed: string; version: number }>(
    `SELECT encode(t.seed, 'hex') AS seed, t.version FROM tags t
     JOIN collections c ON c.id = t.collection_id
     WHERE t.id = $1 AND c.project_id = $2`,
    [tagId, projectId],
  );
  return row;
}

export interface TagDetailRow {
  id: string;
  collection_id: string;
  collection_name: string;
  sequence_number: number;
  status: TagStatus;
  created_at: string;
  metadata: Record<string, string> | null;
  custom_attributes: Record<string, string> | null;
}

const DETAIL = `SELECT t.id, t.collection_id, c.name AS collection_name, t.sequence_number, t.status,
    ${isoUtc('t.created_at', 'created_at')}, t.metadata, t.custom_attributes
  FROM tags t JOIN collections c ON c.id = t.collection_id`;

/** A tag of one of the project's collections, by id or by its index in a collection. */
export async function findProjectTag(
  db: Db,
  projectId: string,
  where: { tagId: string } | { collectionId: string; index: number },
): Promise<TagDetailRow | undefined> {
  const [row] =
    'tagId' in where
      ? await db.query<TagDetailRow>(`${DETAIL} WHERE t.id = $1 AND c.project_id = $2`, [where.tagId, projectId])
      : await db.query<TagDetailRow>(
          `${DETAIL} WHERE t.collection_id = $1 AND t.sequence_number = $2 AND c.project_id = $3`,
          [where.collectionId, where.index, projectId],
        );
  return row;
}
