import { ErrorBody } from 'shared/contracts/errors';
import { jsonSchema } from './json-schema.js';

const errorBodyJson = jsonSchema(ErrorBody);

/**
 * Response schemas for the error codes a route can answer, e.g. `...errorResponses(400, 401)`. Every route
 * may answer 500, and 503 with Retry-After while the database cannot be reached (ADR 0001).
 */
export function errorResponses(...statuses: number[]): Record<number, Record<string, unknown>> {
  return Object.fromEntries([...statuses, 500, 503].map((status) => [status, errorBodyJson]));
}

export const bearerAuth = [{ bearerAuth: [] }];

/** Project-scoped calls: a user's access token, or a project API key limited to its project and scopes. */
export const bearerOrApiKey: Record<string, string[]>[] = [{ bearerAuth: [] }, { apiKeyAuth: [] }];
