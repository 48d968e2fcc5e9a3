import type { Db } from '../../db/db.js';
import { escapeLike } from '../../db/like-pattern.js';
import type { PermissionName } from 'shared/contracts/roles';

export interface ProjectRow {
  id: string;
  name: string;
  company_id: string;
  created_at: Date;
  time_zone: string;
  company_name: string;
  company_total_fingerprint_count: number;
  company_max_fingerprints: number;
  user_projects: { user_id: string; role_id: number }[];
}

const PROJECT_COLUMNS = `p.id, p.name, p.company_id, p.created_at, p.time_zone, c.name AS company_name,
  c.total_fingerprint_count AS company_total_fingerprint_count,
  c.max_fingerprints AS company_max_fingerprints,
  COALESCE((SELECT json_agg(json_build_object('user_id', up.user_id, 'role_id', up.role_id)
                            ORDER BY up.created_at, up.user_id)
            FROM user_projects up WHERE up.project_id = p.id), '[]'::json) AS user_projects`;

export interface ProjectFilter {
  /** Null for every project (the system super user), otherwise only projects this user is a member of. */
  memberUserId: string | null;
  /** Part of the name, any case; LIKE wildcards in it match literally. */
  search?: string | undefined;
  ownerCompanyId?: string | undefined;
}

const FILTER = `($1::uuid IS NULL
    OR EXISTS (SELECT 1 FROM user_projects m WHERE m.project_id = p.id AND m.user_id = $1::uuid))
  AND ($2::text IS NULL OR p.name ILIKE '%' || $2::text || '%' ESCAPE '\\')
  AND ($3::uuid IS NULL OR p.company_id = $3::uuid)`;

function filterParams({ memberUserId, search, ownerCompanyId }: ProjectFilter): unknown[] {
  const needle = search?.trim();
  return [memberUserId, needle ? escapeLike(needle) : null, ownerCompanyId ?? null];
}

/** Newest first, one page of the projects the filter lets through, and how many it lets through in all. */
export async function listProjectsPage(
  db: Db,
  filter: ProjectFilter,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ rows: ProjectRow[]; total: number }> {
  const params = filterParams(filter);
  const [rows, [count]] = await Promise.all([
    db.query<ProjectRow>(
      `SELECT ${PROJECT_COLUMNS} FROM projects p JOIN companies c ON c.id = p.company_id
       WHERE ${FILTER}
       ORDER BY p.created_at DESC, p.id DESC
       OFFSET $4 LIMIT $5`,
      [...params, offset, limit],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM projects p WHERE ${FILTER}`, params),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findProject(db: Db, projectId: string): Promise<ProjectRow | undefined> {
  const [row] = await db.query<ProjectRow>(
    `SELECT ${PROJECT_COLUMNS} FROM projects p JOIN companies c ON c.id = p.company_id WHERE p.id = $1`,
    [projectId],
  );
  return row;
}

export async function updateProjectTimeZone(db: Db, projectId: string, timeZone: string): Promise<void> {
  await db.query('UPDATE projects SET time_zone = $2 WHERE id = $1', [projectId, timeZone]);
}

export async function findProjectTimeZone(db: Db, projectId: string): Promise<string | undefined> {
  const [row] = await db.query<{ time_zone: string }>('SELECT time_zone FROM projects WHERE id = $1', [projectId]);
  return row?.time_zone;
}

/** The project and its first members in one transaction; a user outside the company is refused by the caller. */
export async function insertProject(
  db: Db,
  {
    name,
    companyId,
    memberUserIds,
    memberRoleId,
  }: { name: string; companyId: string; memberUserIds: string[]; memberRoleId: number },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [project] = await tx.query<{ id: string }>(
      'INSERT INTO projects (name, company_id) VALUES ($1, $2) RETURNING id',
      [name, companyId],
    );
    if (!project) throw new Error('INSERT … RETURNING gave no row');
    if (memberUserIds.length > 0) {
      await tx.query(
        `INSERT INTO user_projects (user_id, project_id, role_id)
         SELECT user_id, $2, $3 FROM unnest($1::uuid[]) AS user_id`,
        [memberUserIds, project.id, memberRoleId],
      );
    }
    return project.id;
  });
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
