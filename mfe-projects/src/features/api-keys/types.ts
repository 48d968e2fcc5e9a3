import type * as v from 'valibot';
import type { Permission as PermissionSchema } from 'shared/contracts/permissions';

/** A row of GET /api/auth-service/api-keys (001 §3 API key), and the answer to POST /api-keys with its secret. */
export type { ApiKey, CreatedApiKey } from 'shared/contracts/api-keys';

/** A row of GET /permissions (001 §3 Permission). */
export type Permission = v.InferOutput<typeof PermissionSchema>;
