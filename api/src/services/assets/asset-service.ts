import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.js';
import { invalid } from '../../errors.js';
import {
  ASSET_VARIANTS,
  MAX_ASSET_NAME_LENGTH,
  type Asset,
  type AssetExtension,
  type AssetListQuery,
  type AssetVariant,
} from 'shared/contracts/assets';
import {
  insertAsset,
  listAssetsByIds,
  listAssetsPage,
  type AssetRow,
} from '../../repositories/assets/assets-repository.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { AuthContext } from '../auth/auth-context.js';
import { type ProjectAccess, requireProjectPermission } from '../projects/project-access.js';
import { mimeOfExtension, processAssetImage, type ProcessedAsset } from './asset-images.js';

/** Where the files route answers; asset URLs are relative to the API's host (the console's gateway). */
export const ASSET_FILES_PATH = '/api/content/assets/files';

export const assetFileKey = (assetId: string, variant: AssetVariant, extension: AssetExtension) =>
  `assets/${assetId}/${variant}.${extension}`;

const fileUrl = (row: AssetRow, variant: AssetVariant) => `${ASSET_FILES_PATH}/${row.id}/${variant}.${row.extension}`;

export const toAsset = (row: AssetRow): Asset => ({
  id: row.id,
  name: row.name,
  url: fileUrl(row, 'original'),
  mime: mimeOfExtension(row.extension),
  size: row.size_bytes,
  width: row.width,
  height: row.height,
  formats: {
    small: { url: fileUrl(row, 'small'), ...row.formats.small },
    thumbnail: { url: fileUrl(row, 'thumbnail'), ...row.formats.thumbnail },
  },
  project_id: row.project_id,
  created_at: row.created_at.toISOString(),
});

/** The original file's URL of each of the project's assets among `ids`, by id. */
export async function assetUrlsOf(db: Db, projectId: string, ids: string[]): Promise<Record<string, string>> {
  const rows = await listAssetsByIds(db, projectId, [...new Set(ids)]);
  return Object.fromEntries(rows.map((row) => [row.id, fileUrl(row, 'original')]));
}

/** Both the project's Guests and Administrators read assets; uploading is for asset:create. */
export const canReadAssets = (access: ProjectAccess): boolean => access.permissions.has('asset:read');
export const canCreateAssets = (access: ProjectAccess): boolean => access.permissions.has('asset:create');

export async function listAssets(
  db: Db,
  auth: AuthContext,
  projectId: string,
  query: AssetListQuery,
): Promise<{ data: Asset[]; total: number }> {
  await requireProjectPermission(db, auth, projectId, canReadAssets);
  const { rows, total } = await listAssetsPage(
    db,
    { projectId, search: query.search, sort: query.sort },
    { offset: query.offset, limit: query.limit },
  );
  return { data: rows.map(toAsset), total };
}

/** Checked before the upload is read, so a caller who may not upload sends no file through the checks. */
export async function assertMayUpload(db: Db, auth: AuthContext, projectId: string): Promise<void> {
  await requireProjectPermission(db, auth, projectId, canCreateAssets);
}

export function assetName(raw: string | undefined): string {
  const name = raw?.trim() ?? '';
  if (name === '') throw invalid('name is required: give the asset a name.');
  if (name.length > MAX_ASSET_NAME_LENGTH) {
    throw invalid(`name must be at most ${MAX_ASSET_NAME_LENGTH} characters.`);
  }
  return name;
}

/**
 * Stores a checked image's three files under `keys` (in ASSET_VARIANTS order). The caller removes the keys should
 * anything after this fail, so storage never keeps files nobody can list.
 */
export async function putImageFiles(storage: FileStorage, image: ProcessedAsset, keys: string[]): Promise<void> {
  await Promise.all(ASSET_VARIANTS.map((variant, i) => storage.put(keys[i]!, image.files[variant].data, image.mime)));
}

/**
 * Checks and re-encodes the upload, stores its three files, then records it. Should the record fail,
 * the files go again, so storage never holds an asset nobody can list.
 */
export async function createAsset(
  db: Db,
  storage: FileStorage,
  auth: AuthContext,
  projectId: string,
  upload: { name: string; file: Buffer },
): Promise<Asset> {
  const image = await processAssetImage(upload.file);
  const id = randomUUID();
  const keys = ASSET_VARIANTS.map((variant) => assetFileKey(id, variant, image.extension));
  try {
    await putImageFiles(storage, image, keys);
    const { original, small, thumbnail } = image.files;
    const row = await insertAsset(db, {
      id,
      project_id: projectId,
      name: upload.name,
      extension: image.extension,
      width: original.width,
      height: original.height,
      size_bytes: original.data.length,
      formats: {
        small: { width: small.width, height: small.height },
        thumbnail: { width: thumbnail.width, height: thumbnail.height },
      },
      uploaded_by: auth.userId,
    });
    return toAsset(row);
  } catch (error) {
    await storage.remove(keys).catch(() => undefined);
    throw error;
  }
}
