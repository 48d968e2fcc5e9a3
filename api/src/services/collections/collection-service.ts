import type { Db } from '../../db/db.js';
import type { Collection } from '../../schemas/collections.js';
import { forbidden } from '../../errors.js';
import { listCollectionsByProject } from '../../repositories/collections/collections-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { resolveProjectAccess, type ProjectAccess } from '../projects/project-access.js';

export const canReadCollections = (access: ProjectAccess): boolean => access.permissions.has('collection:read');

export async function listCollections(db: Db, auth: AuthContext, projectId: string): Promise<Collection[]> {
  const access = await resolveProjectAccess(db, auth, projectId);
  if (!canReadCollections(access)) throw forbidden();
  const rows = await listCollectionsByProject(db, projectId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    projectId: row.project_id,
    tagCount: row.tag_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}
