import type { Db } from '../../db/db.js';
import type { PermissionName, SystemRoleLevel } from 'shared/contracts/roles';

export interface ApiKeyRow {
  id: string;
  project_id: string;
  prefix: string;
  scopes: string[];
  created_at: Date;
  last_used_at: Date | null;
  owner_id: string;
  owner_first_name: string | null;
  owner_last_name: string;
  owner_email: string;
  owner_company_name: string | null;
}

/** The listed columns of a key with its owner; never the secret's hash. */
const KEY_WITH_OWNER = `k.id, k.project_id, k.prefix, k.scopes, k.created_at, k.last_used_at,
  u.id AS owner_id, u.first_name AS owner_first_name, u.last_name AS owner_last_name,
  u.email AS owner_email, c.name AS owner_company_name`;

/** 001 §7 GET /api-keys: the project's keys joined with owner and owner's company; revoked keys are gone. */
export async function listProjectApiKeys(db: Db, projectId: string): Promise<ApiKeyRow[]> {
  return db.query<ApiKeyRow>(
    `SELECT ${KEY_WITH_OWNER}
     FROM api_keys k JOIN users u ON u.id = k.owner_user_id LEFT JOIN companies c ON c.id = u.company_id
     WHERE k.project_id = $1 AND k.revoked_at IS NULL
     ORDER BY k.created_at DESC, k.id`,
    [projectId],
  );
}

export async function insertApiKey(
  db: Db,
  key: { projectId: string; ownerUserId: string; scopes: string[]; prefix: string; secretHash: string },
): Promise<ApiKeyRow> {
  const [row] = await db.query<ApiKeyRow>(
    `WITH k AS (
       INSERT INTO api_keys (project_id, owner_user_id, scopes, prefix, secret_hash)
       VALUES ($1, $2, $3, $4, $5) RETURNING *
     )
     SELECT ${KEY_WITH_OWNER}
     FROM k JOIN users u ON u.id = k.owner_user_id LEFT JOIN companies c ON c.id = u.company_id`,
    [key.projectId, key.ownerUserId, key.scopes, key.prefix, key.secretHash],
  );
  return row!;
}

export async function findActiveApiKeyProject(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ project_id: string }>(
    'SELECT project_id FROM api_keys WHERE id = $1 AND revoked_at IS NULL',
    [id],
  );
  return row?.project_id;
}

export async function markApiKeyRevoked(db: Db, id: string): Promise<void> {
  await db.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id]);
}

export interface ApiKeyCredentialRow {
  id: string;
  project_id: string;
  scopes: string[];
  secret_hash: string;
  user_id: string;
  email: string;
  company_id: string | null;
  system_role: SystemRoleLevel;
  is_verified: boolean;
  permissions: PermissionName[];
}

/** An active key by its lookup prefix, with what its owner may do (read per request, like a user's token). */
export async function findActiveApiKeyCredential(db: Db, prefix: string): Promise<ApiKeyCredentialRow | undefined> {
  const [row] = await db.query<ApiKeyCredentialRow>(
    `SELECT k.id, k.project_id, k.scopes, k.secret_hash,
       u.id AS user_id, u.email, u.company_id, u.system_role, u.is_verified,
       ARRAY(SELECT rp.permission_name FROM role_permissions rp WHERE rp.role_id = u.role_id ORDER BY 1) AS permissions
     FROM api_keys k JOIN users u ON u.id = k.owner_user_id
     WHERE k.prefix = $1 AND k.revoked_at IS NULL`,
    [prefix],
  );
  return row;
}

/** Records a use; at most one write a minute per key, so a busy machine caller does not write on every call. */
export async function touchApiKey(db: Db, id: string): Promise<void> {
  await db.query(
    `UPDATE api_keys SET last_used_at = now()
     WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [id],
  );
}
