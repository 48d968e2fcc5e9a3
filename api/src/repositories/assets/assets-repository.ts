import type { Db } from '../../db/db.js';
import { escapeLike } from '../../db/like-pattern.js';
import type { AssetExtension } from 'shared/contracts/assets';

export interface AssetSize {
  width: number;
  height: number;
}

export interface AssetRow extends AssetSize {
  id: string;
  project_id: string;
  name: string;
  extension: AssetExtension;
  size_bytes: number;
  formats: { small: AssetSize; thumbnail: AssetSize };
  created_at: Date;
}

export interface NewAssetRow extends Omit<AssetRow, 'created_at'> {
  uploaded_by: string;
}

const ASSET_COLUMNS = 'id, project_id, name, extension, width, height, size_bytes, formats, created_at';

export async function insertAsset(db: Db, asset: NewAssetRow): Promise<AssetRow> {
  const [row] = await db.query<AssetRow>(
    `INSERT INTO assets (id, project_id, name, extension, width, height, size_bytes, formats, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING ${ASSET_COLUMNS}`,
    [
      asset.id,
      asset.project_id,
      asset.name,
      asset.extension,
      asset.width,
      asset.height,
      asset.size_bytes,
      JSON.stringify(asset.formats),
      asset.uploaded_by,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export interface AssetFilter {
  projectId: string;
  /** Part of the name, any case; LIKE wildcards in it match literally. */
  search?: string | undefined;
  sort: 'newest' | 'oldest';
}

/** One page of a project's assets, and how many match in all. */
export async function listAssetsPage(
  db: Db,
  { projectId, search, sort }: AssetFilter,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ rows: AssetRow[]; total: number }> {
  const needle = search?.trim();
  const params = [projectId, needle ? escapeLike(needle) : null];
  const where = `project_id = $1 AND ($2::text IS NULL OR name ILIKE '%' || $2::text || '%' ESCAPE '\\')`;
  const direction = sort === 'oldest' ? 'ASC' : 'DESC';
  const [rows, [count]] = await Promise.all([
    db.query<AssetRow>(
      `SELECT ${ASSET_COLUMNS} FROM assets WHERE ${where}
       ORDER BY created_at ${direction}, id ${direction}
       OFFSET $3 LIMIT $4`,
      [...params, offset, limit],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM assets WHERE ${where}`, params),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The project's assets among these ids; ids of other projects or deleted assets find nothing. */
export async function listAssetsByIds(db: Db, projectId: string, ids: string[]): Promise<AssetRow[]> {
  if (ids.length === 0) return [];
  return db.query<AssetRow>(`SELECT ${ASSET_COLUMNS} FROM assets WHERE project_id = $1 AND id = ANY($2::uuid[])`, [
    projectId,
    ids,
  ]);
}
