import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';
import { PERMISSIONS, type PermissionName } from './roles.js';

const PERMISSION_NAMES = Object.keys(PERMISSIONS) as PermissionName[];

/** 001 §3 API key: its scopes, owner (names, email, company name), creation and last use. */
export const ApiKey = v.object({
  id: Uuid,
  project_id: Uuid,
  /** The non-secret start of the key (`sfk_<prefix>_…`), so a key can be recognised in the list. */
  prefix: v.string(),
  scopes: v.array(v.string()),
  owner: v.object({
    id: Uuid,
    first_name: v.nullable(v.string()),
    last_name: v.string(),
    email: v.string(),
    company_name: v.nullable(v.string()),
  }),
  created_at: IsoDateTime,
  last_used_at: v.nullable(IsoDateTime),
});
export type ApiKey = v.InferOutput<typeof ApiKey>;

export const ApiKeyList = v.object({ data: v.array(ApiKey) });
export type ApiKeyList = v.InferOutput<typeof ApiKeyList>;

/** The answer to a create: the key and, this once only, its secret. */
export const CreatedApiKey = v.object({ ...ApiKey.entries, secret: v.string() });
export type CreatedApiKey = v.InferOutput<typeof CreatedApiKey>;

export const ApiKeyListQuery = v.object({ projectId: Uuid });
export type ApiKeyListQuery = v.InferOutput<typeof ApiKeyListQuery>;

/** 001 §7: {scopes (permission names), projectId}; which scopes the caller may grant is the service's rule. */
export const NewApiKey = v.object({
  projectId: Uuid,
  scopes: v.pipe(
    v.array(v.picklist(PERMISSION_NAMES)),
    v.minLength(1, 'Choose at least one scope.'),
    v.maxLength(PERMISSION_NAMES.length),
  ),
});
export type NewApiKey = v.InferOutput<typeof NewApiKey>;

export const ApiKeyIdParams = v.object({ apiKeyId: Uuid });
export type ApiKeyIdParams = v.InferOutput<typeof ApiKeyIdParams>;
