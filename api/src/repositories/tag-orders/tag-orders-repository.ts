import type { Db } from '../../db/db.js';

export interface TagOrderRow {
  id: string;
  collection_id: string;
  project_id: string;
  number_of_tags: number;
  tags_created: number;
  status: 'STARTED' | 'PROCESSING' | 'COMPLETED';
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, collection_id, project_id, number_of_tags AS number_of_tags,
  tags_created, status, created_at, updated_at`;

export async function listTagOrders(db: Db, collectionId: string): Promise<TagOrderRow[]> {
  return db.query<TagOrderRow>(
    `SELECT ${COLUMNS} FROM tag_orders WHERE collection_id = $1 ORDER BY created_at DESC, id DESC`,
    [collectionId],
  );
}

export interface CompanyAllowance {
  company_id: string;
  max_fingerprints: number;
  total_fingerprint_count: number;
}

/** Locks the company's row for the rest of the transaction, so concurrent orders check the limit one at a time. */
export async function lockCompanyAllowance(tx: Db, projectId: string): Promise<CompanyAllowance | undefined> {
  const [row] = await tx.query<CompanyAllowance>(
    `SELECT c.id AS company_id, c.max_fingerprints,
       c.total_fingerprint_count
     FROM companies c JOIN projects p ON p.company_id = c.id
     WHERE p.id = $1
     FOR UPDATE OF c`,
    [projectId],
  );
  return row;
}

/** Reserves the tags against the company and the collection, then records the order as STARTED. */
export async function insertTagOrder(
  tx: Db,
  order: { companyId: string; collectionId: string; projectId: string; numberOfTags: number; orderedBy: string },
): Promise<TagOrderRow> {
  await tx.query(`UPDATE companies SET total_fingerprint_count = total_fingerprint_count + $2 WHERE id = $1`, [
    order.companyId,
    order.numberOfTags,
  ]);
  await tx.query(`UPDATE collections SET tags_ordered = tags_ordered + $2, updated_at = now() WHERE id = $1`, [
    order.collectionId,
    order.numberOfTags,
  ]);
  const [row] = await tx.query<TagOrderRow>(
    `INSERT INTO tag_orders (collection_id, project_id, number_of_tags, ordered_by)
     VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
    [order.collectionId, order.projectId, order.numberOfTags, order.orderedBy],
  );
  return row!;
}

/**
 * Takes the oldest open order nobody holds (or whose holder's lease ran out) for `leaseSeconds`.
 * SKIP LOCKED lets several API processes claim different orders at the same moment.
 * With `resumeOwn` (the worker's last batch failed because the database connection dropped), an order
 * `owner` still holds comes first: the worker takes it up again at once, where the last committed batch
 * ended, instead of waiting out its own lease. Without it, the worker's own leased order is left alone
 * until the lease runs out: an order whose batch fails for any other reason (a constraint, a statement
 * timeout) would otherwise be claimed again at every tick and starve every other order.
 */
export async function claimOpenOrder(
  db: Db,
  owner: string,
  leaseSeconds: number,
  { resumeOwn = false }: { resumeOwn?: boolean } = {},
): Promise<TagOrderRow | undefined> {
  const [row] = await db.query<TagOrderRow>(
    `UPDATE tag_orders SET status = 'PROCESSING', lease_owner = $1,
       lease_until = now() + make_interval(secs => $2), updated_at = now()
     WHERE id = (
       SELECT id FROM tag_orders
       WHERE status <> 'COMPLETED'
         AND (lease_until IS NULL OR lease_until < now() OR ($3::boolean AND lease_owner = $1))
       ORDER BY ($3::boolean AND lease_owner IS NOT DISTINCT FROM $1) DESC, created_at, id
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     RETURNING ${COLUMNS}`,
    [owner, leaseSeconds, resumeOwn],
  );
  return row;
}

export async function releaseOrdersOf(db: Db, owner: string): Promise<void> {
  await db.query(`UPDATE tag_orders SET lease_owner = NULL, lease_until = NULL WHERE lease_owner = $1`, [owner]);
}
