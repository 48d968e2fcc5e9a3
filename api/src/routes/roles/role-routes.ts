import type { FastifyPluginAsync } from 'fastify';
import { bearerAuth, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { PermissionList, RoleList } from 'shared/contracts/permissions';
import { getPermissions, getRoles } from '../../services/roles/role-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

export const roleRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/roles',
    {
      schema: {
        tags: ['auth-service'],
        summary: 'Every role: id, name, type (system or projects)',
        security: bearerAuth,
        response: { 200: jsonSchema(RoleList), ...errorResponses(401, 403) },
      },
    },
    async (): Promise<RoleList> => ({ data: await getRoles(app.db) }),
  );

  app.get(
    '/permissions',
    {
      schema: {
        tags: ['auth-service'],
        summary: 'Every non-system permission: name, description, type (system super user only, else 403)',
        description: 'What a super user may grant as API key scopes in any project.',
        security: bearerAuth,
        response: { 200: jsonSchema(PermissionList), ...errorResponses(401, 403) },
      },
    },
    async (request): Promise<PermissionList> => ({ data: await getPermissions(app.db, requireAuth(request)) }),
  );
};
