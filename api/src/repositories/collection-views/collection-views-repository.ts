import type { Db } from '../../db/db.js';
import type { UpdateCollectionView } from 'shared/contracts/collection-views';

/** What an entry says: the view, and the scan state, platform and language it is for. */
export type AssignmentValues = UpdateCollectionView;

export interface CollectionViewRow extends AssignmentValues {
  id: string;
  collection_id: string;
  created_at: Date;
  view_name: string;
  view_description: string;
  view_created_at: Date;
}

const SELECT = `SELECT cv.id, cv.collection_id, cv.view_id, cv.state, cv.platform, cv.language, cv.is_default,
    cv.created_at, rv.name AS view_name, rv.description AS view_description, rv.created_at AS view_created_at
  FROM collection_views cv JOIN result_views rv ON rv.id = cv.view_id`;

export async function listCollectionViews(db: Db, collectionId: string): Promise<CollectionViewRow[]> {
  return db.query<CollectionViewRow>(
    `${SELECT} WHERE cv.collection_id = $1
     ORDER BY cv.state, cv.platform, cv.language, cv.is_default DESC, cv.created_at, cv.id`,
    [collectionId],
  );
}

export async function findCollectionView(db: Db, id: string): Promise<CollectionViewRow | undefined> {
  const [row] = await db.query<CollectionViewRow>(`${SELECT} WHERE cv.id = $1`, [id]);
  return row;
}

/**
 * Writes happen with the collection's row locked, so two admins choosing defaults at once take turns;
 * the partial unique index `collection_views_one_default` is the guarantee underneath.
 */
async function lockCollection(tx: Db, collectionId: string): Promise<void> {
  await tx.query('SELECT id FROM collections WHERE id = $1 FOR UPDATE', [collectionId]);
}

/** A new default clears the default of the other entries for the same state, platform and language. */
async function clearOtherDefaults(tx: Db, collectionId: string, values: AssignmentValues, keepId: string | null) {
  if (!values.is_default) return;
  await tx.query(
    `UPDATE collection_views SET is_default = false
     WHERE collection_id = $1 AND state = $2 AND platform = $3 AND language = $4 AND is_default
       AND ($5::uuid IS NULL OR id <> $5::uuid)`,
    [collectionId, values.state, values.platform, values.language, keepId],
  );
}

/** Whether the collection has a default for this state, platform and language. */
async function hasDefault(tx: Db, collectionId: string, values: AssignmentValues): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM collection_views
     WHERE collection_id = $1 AND state = $2 AND platform = $3 AND language = $4 AND is_default`,
    [collectionId, values.state, values.platform, values.language],
  );
  return rows.length > 0;
}

/**
 * The first entry for a state, platform and language becomes their default whatever was asked: the scan
 * page shows default views only, so a lone non-default entry would leave the scan without a page.
 */
export async function insertCollectionView(db: Db, collectionId: string, values: AssignmentValues): Promise<string> {
  return db.transaction(async (tx) => {
    await lockCollection(tx, collectionId);
    const isDefault = values.is_default || !(await hasDefault(tx, collectionId, values));
    await clearOtherDefaults(tx, collectionId, { ...values, is_default: isDefault }, null);
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO collection_views (collection_id, view_id, state, platform, language, is_default)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [collectionId, values.view_id, values.state, values.platform, values.language, isDefault],
    );
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    return row.id;
  });
}

export async function updateCollectionView(
  db: Db,
  collectionId: string,
  id: string,
  values: AssignmentValues,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCollection(tx, collectionId);
    await clearOtherDefaults(tx, collectionId, values, id);
    await tx.query(
      `UPDATE collection_views SET view_id = $2, state = $3, platform = $4, language = $5, is_default = $6
       WHERE id = $1`,
      [id, values.view_id, values.state, values.platform, values.language, values.is_default],
    );
  });
}

export async function deleteCollectionView(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM collection_views WHERE id = $1', [id]);
}

/** Whether the view belongs to the project (a view of another project must not be assigned). */
export async function viewInProject(db: Db, viewId: string, projectId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM result_views WHERE id = $1 AND project_id = $2', [viewId, projectId]);
  return rows.length > 0;
}
