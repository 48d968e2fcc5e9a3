import type { FastifyPluginAsync } from 'fastify';
import { bearerAuth, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { ApiKeyIdParams, ApiKeyList, ApiKeyListQuery, CreatedApiKey, NewApiKey } from 'shared/contracts/api-keys';
import { createApiKey, listApiKeys, revokeApiKey } from '../../services/api-keys/api-key-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

const NOT_A_MEMBER =
  "A project the caller is not a member of answers 404 'Project not found.'. " +
  'Managing keys needs a signed-in user: an API key is refused with 403 API_KEY_NOT_ACCEPTED.';

/** 001 §7 project API keys (auth service: the project is named in the query or body, as 001 §7 has it). */
export const apiKeyRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ApiKeyListQuery }>(
    '/api-keys',
    {
      schema: {
        tags: ['auth-service'],
        summary: "The project's active API keys with scopes and owner, newest first (needs api-key:read)",
        description: `The secret is never part of this answer. ${NOT_A_MEMBER}`,
        security: bearerAuth,
        querystring: jsonSchema(ApiKeyListQuery),
        response: { 200: jsonSchema(ApiKeyList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ApiKeyList> => ({
      data: await listApiKeys(app.db, requireAuth(request), request.query.projectId),
    }),
  );

  app.post<{ Body: NewApiKey }>(
    '/api-keys',
    {
      schema: {
        tags: ['auth-service'],
        summary: 'Create a project API key; the answer holds its secret, shown this once (needs api-key:create)',
        description:
          'Scopes: at least one, each a permission the caller has in the project (the system super user: any non-system permission); others answer 400. ' +
          `The key is sent as the X-Api-Key header. ${NOT_A_MEMBER}`,
        security: bearerAuth,
        body: jsonSchema(NewApiKey),
        response: { 201: jsonSchema(CreatedApiKey), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<CreatedApiKey> => {
      const key = await createApiKey(app.db, requireAuth(request), request.body);
      reply.code(201);
      return key;
    },
  );

  app.delete<{ Params: ApiKeyIdParams }>(
    '/api-keys/:apiKeyId',
    {
      schema: {
        tags: ['auth-service'],
        summary: "Revoke an API key: it stops working at once (needs api-key:create in the key's project)",
        description:
          "A key that is revoked already, or in a project the caller may not see, answers 404 'API key not found.'",
        security: bearerAuth,
        params: jsonSchema(ApiKeyIdParams),
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeApiKey(app.db, requireAuth(request), request.params.apiKeyId);
      return reply.code(204).send();
    },
  );
};
