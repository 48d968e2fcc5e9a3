import type { Db } from '../../db/db.js';
import { AppError, notFound } from '../../errors.js';
import {
  findActiveApiKeyProject,
  insertApiKey,
  listProjectApiKeys,
  markApiKeyRevoked,
  type ApiKeyRow,
} from '../../repositories/api-keys/api-keys-repository.js';
import type { ApiKey, CreatedApiKey, NewApiKey } from 'shared/contracts/api-keys';
import type { AuthContext } from '../auth/auth-context.js';
import { requireProjectPermission } from '../projects/project-access.js';
import { generateApiKey } from './api-key-secrets.js';

const apiKeyNotFound = () => notFound('API key not found.');

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    project_id: row.project_id,
    prefix: row.prefix,
    scopes: row.scopes,
    owner: {
      id: row.owner_id,
      first_name: row.owner_first_name,
      last_name: row.owner_last_name,
      email: row.owner_email,
      company_name: row.owner_company_name,
    },
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

export async function listApiKeys(db: Db, auth: AuthContext, projectId: string): Promise<ApiKey[]> {
  await requireProjectPermission(db, auth, projectId, 'api-key:read');
  return (await listProjectApiKeys(db, projectId)).map(toApiKey);
}

/**
 * 001 §6: scopes are chosen from the caller's permissions in the project (for the system super user,
 * every non-system permission), so a key can never do more than its creator.
 */
export async function createApiKey(db: Db, auth: AuthContext, body: NewApiKey): Promise<CreatedApiKey> {
  const access = await requireProjectPermission(db, auth, body.projectId, 'api-key:create');
  const scopes = [...new Set(body.scopes)];
  const refused = scopes.filter((scope) => !access.permissions.has(scope));
  if (refused.length > 0) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      `You may not grant these scopes in this project: ${refused.join(', ')}.`,
    );
  }
  // 48 random bits of prefix: a clash (a unique violation, 500) is not expected before billions of keys.
  const { key, prefix, hash } = generateApiKey();
  const row = await insertApiKey(db, {
    projectId: body.projectId,
    ownerUserId: auth.userId,
    scopes,
    prefix,
    secretHash: hash,
  });
  return { ...toApiKey(row), secret: key };
}

/** Revoking needs api-key:create in the key's project; a key the caller may not see is 'API key not found.' */
export async function revokeApiKey(db: Db, auth: AuthContext, apiKeyId: string): Promise<void> {
  const projectId = await findActiveApiKeyProject(db, apiKeyId);
  if (!projectId) throw apiKeyNotFound();
  await requireProjectPermission(db, auth, projectId, 'api-key:create').catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? apiKeyNotFound() : error;
  });
  await markApiKeyRevoked(db, apiKeyId);
}
