import type { Db } from '../../db/db.js';
import type { PermissionName, SystemRoleLevel } from 'shared/contracts/roles';

export interface UserCredentials {
  id: string;
  password_hash: string;
}

export async function findCredentialsByEmail(db: Db, email: string): Promise<UserCredentials | undefined> {
  const [row] = await db.query<UserCredentials>('SELECT id, password_hash FROM users WHERE email = $1', [
    email.toLowerCase(),
  ]);
  return row;
}

export interface AuthSubjectRow {
  id: string;
  email: string;
  company_id: string | null;
  system_role: SystemRoleLevel;
  is_verified: boolean;
  permissions: PermissionName[];
  session_revoked: boolean;
}

/** Everything a request needs to authorise: read per request, so role changes apply at once. */
export async function findAuthSubject(db: Db, userId: string, familyId: string): Promise<AuthSubjectRow | undefined> {
  const [row] = await db.query<AuthSubjectRow>(
    `SELECT u.id, u.email, u.company_id, u.system_role, u.is_verified,
       ARRAY(SELECT rp.permission_name FROM role_permissions rp WHERE rp.role_id = u.role_id ORDER BY 1) AS permissions,
       EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = $2 AND t.revoked_at IS NOT NULL) AS session_revoked
     FROM users u WHERE u.id = $1`,
    [userId, familyId],
  );
  return row;
}

export interface ProfileRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string;
  is_verified: boolean;
  created_at: Date;
  company_id: string | null;
  system_role: number;
  role_id: number;
  role_name: string;
  company_name: string | null;
  company_domain: string | null;
  company_description: string | null;
  company_max_fingerprints: number | null;
  company_total_fingerprint_count: number | null;
}

export async function findProfileRow(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.query<ProfileRow>(
    `SELECT u.id, u.email, u.first_name, u.last_name, u.is_verified, u.created_at, u.company_id,
       u.system_role, u.role_id, r.name AS role_name,
       c.name AS company_name, c.domain AS company_domain, c.description AS company_description,
       c.max_fingerprints AS company_max_fingerprints,
       c.total_fingerprint_count AS company_total_fingerprint_count
     FROM users u
     JOIN roles r ON r.id = u.role_id
     LEFT JOIN companies c ON c.id = u.company_id
     WHERE u.id = $1`,
    [userId],
  );
  return row;
}

export async function listRolePermissionNames(db: Db, roleId: number): Promise<string[]> {
  const rows = await db.query<{ permission_name: string }>(
    'SELECT permission_name FROM role_permissions WHERE role_id = $1 ORDER BY permission_name',
    [roleId],
  );
  return rows.map((row) => row.permission_name);
}

export async function updateNamesAndAcceptTerms(
  db: Db,
  userId: string,
  names: { first_name: string; last_name: string },
): Promise<void> {
  await db.query(
    `UPDATE users SET first_name = $2, last_name = $3, accepted_terms_at = COALESCE(accepted_terms_at, now())
     WHERE id = $1`,
    [userId, names.first_name, names.last_name],
  );
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

export interface NewUserRow {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  isVerified: boolean;
}

/** A new user with accepted terms; undefined when the email already has an account. */
export async function insertUserUnlessExists(db: Db, user: NewUserRow): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, is_verified, accepted_terms_at)
     VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [user.email.toLowerCase(), user.passwordHash, user.firstName, user.lastName, user.isVerified],
  );
  return row?.id;
}

export async function markVerified(db: Db, userId: string): Promise<void> {
  await db.query('UPDATE users SET is_verified = true WHERE id = $1', [userId]);
}

export async function setUserCompany(db: Db, userId: string, companyId: string): Promise<void> {
  await db.query('UPDATE users SET company_id = $2 WHERE id = $1', [userId, companyId]);
}

export async function findVerificationState(
  db: Db,
  email: string,
): Promise<{ id: string; is_verified: boolean } | undefined> {
  const [row] = await db.query<{ id: string; is_verified: boolean }>(
    'SELECT id, is_verified FROM users WHERE email = $1',
    [email.toLowerCase()],
  );
  return row;
}
