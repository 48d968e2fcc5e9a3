import type { FastifyPluginAsync } from 'fastify';
import { bearerAuth, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { ProjectIdParams } from 'shared/contracts/projects';
import {
  AddProjectUsersBody,
  AddProjectUsersResult,
  ProjectMemberList,
  ProjectUserParams,
} from 'shared/contracts/project-users';
import { addProjectUsers, listMembers, removeProjectUser } from '../../services/project-users/project-user-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

export const NOT_A_MEMBER = "A project the caller is not a member of answers 404 'Project not found.'";

export const projectUserRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: ProjectIdParams }>(
    '/projects/:projectId/users',
    {
      schema: {
        tags: ['auth-service'],
        summary: "The project's users with their project roles, by name (needs project-user:read)",
        description: NOT_A_MEMBER,
        security: bearerAuth,
        params: jsonSchema(ProjectIdParams),
        response: { 200: jsonSchema(ProjectMemberList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ProjectMemberList> => ({
      data: await listMembers(app.db, requireAuth(request), request.params.projectId),
    }),
  );

  app.post<{ Params: ProjectIdParams; Body: AddProjectUsersBody }>(
    '/projects/:projectId/users',
    {
      schema: {
        tags: ['auth-service'],
        summary: 'Add company users by id and invite anyone else by email (needs project-user:create)',
        description:
          "Each entry carries projectRoleId, limited by the caller's own project role; SUPER_USER is never assignable. " +
          "Ids must be the project company's users. An email gets an invitation (7 days, single use) by mail. " +
          `A member or a pending invitation answers 409. ${NOT_A_MEMBER}`,
        security: bearerAuth,
        params: jsonSchema(ProjectIdParams),
        body: jsonSchema(AddProjectUsersBody),
        response: { 201: jsonSchema(AddProjectUsersResult), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply): Promise<AddProjectUsersResult> => {
      const links = { consoleUrl: app.config.consoleUrl, productName: app.config.productName };
      const result = await addProjectUsers(app.db, requireAuth(request), links, request.params.projectId, request.body);
      reply.code(201);
      return result;
    },
  );

  app.delete<{ Params: ProjectUserParams }>(
    '/projects/:projectId/user/:userId',
    {
      schema: {
        tags: ['auth-service'],
        summary: 'Remove a user from the project (needs project-user:delete)',
        description:
          "Only a member whose role is not above the caller's; the project's last user stays (409). " + NOT_A_MEMBER,
        security: bearerAuth,
        params: jsonSchema(ProjectUserParams),
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeProjectUser(app.db, requireAuth(request), request.params.projectId, request.params.userId);
      return reply.code(204).send();
    },
  );
};
