import type { Db } from '../../db/db.js';

export interface CollectionRow {
  id: string;
  name: string;
  project_id: string;
  tag_count: number;
  tags_ordered: number;
  created_at: Date;
  updated_at: Date;
  /** created_at as PostgreSQL prints it: microseconds kept, for a keyset cursor a Date would round. */
  cursor_at: string;
}

const COLUMNS = 'id, name, project_id, tag_count, tags_ordered, created_at, updated_at, created_at::text AS cursor_at';

export interface CollectionCursor {
  createdAt: string;
  id: string;
}

/** Newest first, `limit` rows after `after` (keyset: fast at any depth). */
export async function listCollectionsByProject(
  db: Db,
  projectId: string,
  { after, limit }: { after: CollectionCursor | null; limit: number },
): Promise<CollectionRow[]> {
  return db.query<CollectionRow>(
    `SELECT ${COLUMNS} FROM collections
     WHERE project_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
     ORDER BY created_at DESC, id DESC
     LIMIT $4`,
    [projectId, after?.createdAt ?? null, after?.id ?? null, limit],
  );
}

export async function findCollection(db: Db, collectionId: string): Promise<CollectionRow | undefined> {
  const [row] = await db.query<CollectionRow>(`SELECT ${COLUMNS} FROM collections WHERE id = $1`, [collectionId]);
  return row;
}

export async function insertCollection(db: Db, projectId: string, name: string): Promise<CollectionRow> {
  const [row] = await db.query<CollectionRow>(
    `INSERT INTO collections (project_id, name) VALUES ($1, $2) RETURNING ${COLUMNS}`,
    [projectId, name],
  );
  return row!;
}
