import type { Db } from '../../db/db.js';
import type { Collection, CollectionPage } from 'shared/contracts/collections';
import { invalid, notFound } from '../../errors.js';
import { SYSTEM_ROLE } from 'shared/contracts/roles';
import {
  findCollection,
  insertCollection,
  listCollectionsByProject,
  type CollectionCursor,
  type CollectionRow,
} from '../../repositories/collections/collections-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { type ProjectAccess, requireProjectPermission } from '../projects/project-access.js';

export const COLLECTIONS_PAGE_SIZE = 100;

export const canReadCollections = (access: ProjectAccess): boolean => access.permissions.has('collection:read');

/** 001 §6: creating collections needs collection:create in the project and system_role above 1. */
export const canCreateCollections = (auth: AuthContext, access: ProjectAccess): boolean =>
  auth.systemRole > SYSTEM_ROLE.ADMIN && access.permissions.has('collection:create');

const POSTGRES_TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/;

const invalidContinuation = () => invalid('The continue token is not valid.');

function toCollection(row: CollectionRow): Collection {
  return {
    id: row.id,
    name: row.name,
    projectId: row.project_id,
    tagCount: row.tag_count,
    tagsOrdered: row.tags_ordered,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const encodeCursor = (row: CollectionRow): string =>
  Buffer.from(JSON.stringify([row.cursor_at, row.id])).toString('base64url');

function decodeCursor(token: string): CollectionCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown[];
    const isUuid = typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id);
    if (typeof createdAt !== 'string' || !POSTGRES_TIMESTAMP.test(createdAt) || !isUuid) {
      throw invalidContinuation();
    }
    return { createdAt, id };
  } catch {
    throw invalidContinuation();
  }
}

export async function listCollections(
  db: Db,
  auth: AuthContext,
  projectId: string,
  continueToken?: string,
): Promise<CollectionPage> {
  await requireProjectPermission(db, auth, projectId, canReadCollections);
  const after = continueToken ? decodeCursor(continueToken) : null;
  const rows = await listCollectionsByProject(db, projectId, { after, limit: COLLECTIONS_PAGE_SIZE + 1 });
  const page = rows.slice(0, COLLECTIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    data: page.map(toCollection),
    ...(rows.length > COLLECTIONS_PAGE_SIZE && last ? { continuationToken: encodeCursor(last) } : {}),
  };
}

export async function getCollection(
  db: Db,
  auth: AuthContext,
  projectId: string,
  collectionId: string,
): Promise<Collection> {
  await requireProjectPermission(db, auth, projectId, canReadCollections);
  return toCollection(await findProjectCollection(db, projectId, collectionId));
}

/** A collection of another project is as missing as one that does not exist. */
export async function findProjectCollection(db: Db, projectId: string, collectionId: string): Promise<CollectionRow> {
  const row = await findCollection(db, collectionId);
  if (!row || row.project_id !== projectId) throw notFound('Collection not found.');
  return row;
}

export async function createCollection(
  db: Db,
  auth: AuthContext,
  projectId: string,
  name: string,
): Promise<Collection> {
  await requireProjectPermission(db, auth, projectId, (access) => canCreateCollections(auth, access));
  return toCollection(await insertCollection(db, projectId, name.trim()));
}
