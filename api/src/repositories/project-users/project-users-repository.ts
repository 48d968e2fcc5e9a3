import type { Db } from '../../db/db.js';

export interface ProjectMemberRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string;
  company_id: string | null;
  role_id: number;
  role_name: string;
  added_at: Date;
}

export async function listProjectMembers(db: Db, projectId: string): Promise<ProjectMemberRow[]> {
  return db.query<ProjectMemberRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.company_id, up.role_id, r.name AS role_name,
       up.created_at AS added_at
     FROM user_projects up JOIN users u ON u.id = up.user_id JOIN roles r ON r.id = up.role_id
     WHERE up.project_id = $1
     ORDER BY lower(coalesce(u.first_name, '')), lower(u.last_name), u.email`,
    [projectId],
  );
}

export interface UserSummaryRow {
  id: string;
  email: string;
  company_id: string | null;
}

export async function findUsersByIds(db: Db, ids: string[]): Promise<UserSummaryRow[]> {
  return db.query<UserSummaryRow>('SELECT id, email, company_id FROM users WHERE id = ANY($1::uuid[])', [ids]);
}

export async function findUsersByEmails(db: Db, emails: string[]): Promise<UserSummaryRow[]> {
  return db.query<UserSummaryRow>('SELECT id, email, company_id FROM users WHERE email = ANY($1::text[])', [emails]);
}

/** Members among `userIds`. */
export async function findMembers(db: Db, projectId: string, userIds: string[]): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    'SELECT user_id FROM user_projects WHERE project_id = $1 AND user_id = ANY($2::uuid[])',
    [projectId, userIds],
  );
  return rows.map((row) => row.user_id);
}

export async function insertMembers(db: Db, projectId: string, members: { userId: string; roleId: number }[]) {
  if (members.length === 0) return;
  await db.query(
    `INSERT INTO user_projects (user_id, project_id, role_id)
     SELECT member.user_id, $1, member.role_id
     FROM unnest($2::uuid[], $3::int[]) AS member (user_id, role_id)`,
    [projectId, members.map((member) => member.userId), members.map((member) => member.roleId)],
  );
}

/** An invitee who is already a member keeps the role they have. */
export async function addMemberUnlessPresent(db: Db, projectId: string, userId: string, roleId: number) {
  await db.query(
    `INSERT INTO user_projects (user_id, project_id, role_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, project_id) DO NOTHING`,
    [userId, projectId, roleId],
  );
}

/** Locks the project's row so concurrent removals count the members one at a time. */
export async function lockProject(db: Db, projectId: string): Promise<void> {
  await db.query('SELECT id FROM projects WHERE id = $1 FOR UPDATE', [projectId]);
}

export async function countMembers(db: Db, projectId: string): Promise<number> {
  const [row] = await db.query<{ members: number }>(
    'SELECT count(*)::int AS members FROM user_projects WHERE project_id = $1',
    [projectId],
  );
  return row?.members ?? 0;
}

export async function deleteMember(db: Db, projectId: string, userId: string): Promise<void> {
  await db.query('DELETE FROM user_projects WHERE project_id = $1 AND user_id = $2', [projectId, userId]);
}
