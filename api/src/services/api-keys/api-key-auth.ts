import type { Db } from '../../db/db.js';
import { AppError } from '../../errors.js';
import { findActiveApiKeyCredential, touchApiKey } from '../../repositories/api-keys/api-keys-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { apiKeyMatches, apiKeyPrefix } from './api-key-secrets.js';

/** The header a machine caller sends its project API key in. */
export const API_KEY_HEADER = 'x-api-key';

export const invalidApiKey = () =>
  new AppError(401, 'INVALID_API_KEY', 'The API key is not valid or has been revoked.');

export const apiKeyNotAccepted = () =>
  new AppError(
    403,
    'API_KEY_NOT_ACCEPTED',
    'This call needs a signed-in user; project API keys are not accepted here.',
  );

export const twoCredentials = () =>
  new AppError(400, 'BAD_REQUEST', 'Send either an Authorization header or an X-Api-Key header, not both.');

/**
 * Resolves a project API key to its owner, limited to the key's project and scopes. The owner's
 * system permissions are intersected with the scopes here; project permissions in resolveProjectAccess.
 * A revoked key is not found, so revoking stops it at the next request.
 */
export async function authenticateApiKey(db: Db, key: string): Promise<AuthContext> {
  const prefix = apiKeyPrefix(key);
  const row = prefix === undefined ? undefined : await findActiveApiKeyCredential(db, prefix);
  if (!row || !apiKeyMatches(key, row.secret_hash)) throw invalidApiKey();
  await touchApiKey(db, row.id);
  const scopes = new Set(row.scopes);
  return {
    userId: row.user_id,
    email: row.email,
    companyId: row.company_id,
    systemRole: row.system_role,
    isVerified: row.is_verified,
    permissions: new Set(row.permissions.filter((name) => scopes.has(name))),
    sessionId: null,
    apiKey: { id: row.id, projectId: row.project_id, scopes },
  };
}
