import type { Db } from '../../db/db.js';
import type { Project } from '../../schemas/projects.js';
import { forbidden } from '../../errors.js';
import { listProjects as listProjectRows } from '../../repositories/projects/projects-repository.js';
import { isSystemSuperUser, type AuthContext } from '../auth/auth-context.js';

export const canListProjects = (auth: AuthContext): boolean => auth.permissions.has('project:read');

/** The system super user sees every project; everyone else only the projects they are a member of. */
export async function listProjects(db: Db, auth: AuthContext): Promise<Project[]> {
  if (!canListProjects(auth)) throw forbidden();
  const rows = await listProjectRows(db, isSystemSuperUser(auth) ? null : auth.userId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    company_id: row.company_id,
    company: {
      id: row.company_id,
      name: row.company_name,
      total_fingerprint_count: row.company_total_fingerprint_count,
      max_fingerprints: row.company_max_fingerprints,
    },
    created_at: row.created_at.toISOString(),
    userProjects: row.user_projects,
  }));
}
