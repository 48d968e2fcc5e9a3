import type { Db } from '../../db/db.js';
import type { CollectionView, NewCollectionView, UpdateCollectionView } from 'shared/contracts/collection-views';
import { AppError, notFound } from '../../errors.js';
import {
  deleteCollectionView,
  findCollectionView,
  insertCollectionView,
  listCollectionViews,
  updateCollectionView,
  viewInProject,
  type CollectionViewRow,
} from '../../repositories/collection-views/collection-views-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { findProjectCollection } from '../collections/collection-service.js';
import { type ProjectAccess, requireProjectPermission } from '../projects/project-access.js';
import { canReadViews } from '../views/view-service.js';

/** 001 §6: guests read the assignments; Administrators (and the provider) change them. */
export const canAssignViews = (access: ProjectAccess): boolean => access.permissions.has('collection-view:create');

const toCollectionView = (row: CollectionViewRow): CollectionView => ({
  id: row.id,
  collection_id: row.collection_id,
  view_id: row.view_id,
  view: {
    id: row.view_id,
    name: row.view_name,
    description: row.view_description,
    created_at: row.view_created_at.toISOString(),
  },
  state: row.state,
  platform: row.platform,
  language: row.language,
  is_default: row.is_default,
  created_at: row.created_at.toISOString(),
});

const alreadyAssigned = () =>
  new AppError(409, 'ALREADY_ASSIGNED', 'This view is already assigned for that state, platform and language.');

const entryNotFound = () => notFound('Result view assignment not found.');

const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: unknown }).code === '23505' &&
  String((error as { constraint?: unknown; message?: unknown }).constraint ?? (error as Error).message).includes(
    constraint,
  );

async function writeOrExplain<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'collection_views_one_entry')) throw alreadyAssigned();
    throw error;
  }
}

async function assertViewInProject(db: Db, projectId: string, viewId: string) {
  if (!(await viewInProject(db, viewId, projectId))) throw notFound('Result view not found.');
}

export async function listAssignments(
  db: Db,
  auth: AuthContext,
  projectId: string,
  collectionId: string,
): Promise<CollectionView[]> {
  await requireProjectPermission(db, auth, projectId, canReadViews);
  await findProjectCollection(db, projectId, collectionId);
  return (await listCollectionViews(db, collectionId)).map(toCollectionView);
}

export async function assignView(
  db: Db,
  auth: AuthContext,
  projectId: string,
  body: NewCollectionView,
): Promise<CollectionView> {
  await requireProjectPermission(db, auth, projectId, canAssignViews);
  await findProjectCollection(db, projectId, body.collection_id);
  await assertViewInProject(db, projectId, body.view_id);
  const id = await writeOrExplain(() => insertCollectionView(db, body.collection_id, body));
  return toCollectionView(await findProjectEntry(db, projectId, id));
}

/** The entry, if it belongs to a collection of this project; otherwise as missing as one that never was. */
async function findProjectEntry(db: Db, projectId: string, id: string): Promise<CollectionViewRow> {
  const row = await findCollectionView(db, id);
  if (!row) throw entryNotFound();
  // Only "not in this project" becomes a missing entry: a database outage stays a 503 (ADR 0001).
  await findProjectCollection(db, projectId, row.collection_id).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? entryNotFound() : error;
  });
  return row;
}

export async function changeAssignment(
  db: Db,
  auth: AuthContext,
  projectId: string,
  id: string,
  values: UpdateCollectionView,
): Promise<CollectionView> {
  await requireProjectPermission(db, auth, projectId, canAssignViews);
  const entry = await findProjectEntry(db, projectId, id);
  await assertViewInProject(db, projectId, values.view_id);
  await writeOrExplain(() => updateCollectionView(db, entry.collection_id, id, values));
  return toCollectionView(await findProjectEntry(db, projectId, id));
}

export async function removeAssignment(db: Db, auth: AuthContext, projectId: string, id: string): Promise<void> {
  await requireProjectPermission(db, auth, projectId, canAssignViews);
  await findProjectEntry(db, projectId, id);
  await deleteCollectionView(db, id);
}
