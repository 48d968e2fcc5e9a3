import type { Db } from '../../db/db.js';
import type { PermissionName } from '../../schemas/roles.js';

export interface ProjectRow {
  id: string;
  name: string;
  company_id: string;
  created_at: Date;
  company_name: string;
  company_total_fingerprint_count: number;
  company_max_fingerprints: number;
  user_projects: { user_id: string; role_id: number }[];
}

/** All projects when `memberUserId` is null, otherwise those the user is a member of. Newest first. */
export async function listProjects(db: Db, memberUserId: string | null): Promise<ProjectRow[]> {
  return db.query<ProjectRow>(
    `SELECT p.id, p.name, p.company_id, p.created_at, c.name AS company_name,
       c.total_fingerprint_count AS company_total_fingerprint_count,
       c.max_fingerprints AS company_max_fingerprints,
       COALESCE((SELECT json_agg(json_build_object('user_id', up.user_id, 'role_id', up.role_id)
                                 ORDER BY up.created_at, up.user_id)
                 FROM user_projects up WHERE up.project_id = p.id), '[]'::json) AS user_projects
     FROM projects p JOIN companies c ON c.id = p.company_id
     WHERE $1::uuid IS NULL
        OR EXISTS (SELECT 1 FROM user_projects m WHERE m.project_id = p.id AND m.user_id = $1::uuid)
     ORDER BY p.created_at DESC, p.id DESC`,
    [memberUserId],
  );
}

export interface ProjectMembership {
  project_id: string;
  company_id: string;
  /** Null when the user is not a member. */
  role_id: number | null;
  permissions: PermissionName[];
}

export async function findProjectMembership(
  db: Db,
  projectId: string,
  userId: string,
): Promise<ProjectMembership | undefined> {
  const [row] = await db.query<ProjectMembership>(
    `SELECT p.id AS project_id, p.company_id, up.role_id,
       ARRAY(SELECT rp.permission_name FROM role_permissions rp WHERE rp.role_id = up.role_id ORDER BY 1) AS permissions
     FROM projects p
     LEFT JOIN user_projects up ON up.project_id = p.id AND up.user_id = $2
     WHERE p.id = $1`,
    [projectId, userId],
  );
  return row;
}
