import type { FastifyPluginAsync } from 'fastify';
import { bearerAuth, bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import {
  MyProject,
  NewProject,
  Project,
  ProjectIdParams,
  ProjectList,
  ProjectListQuery,
  ProjectSettings,
  PROJECTS_PAGE_SIZE,
} from 'shared/contracts/projects';
import {
  createProject,
  getMyProject,
  listProjects,
  updateProjectSettings,
} from '../../services/projects/project-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

export const projectRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ProjectListQuery }>(
    '/projects',
    {
      schema: {
        tags: ['auth-service'],
        summary: 'Projects the caller may see, newest first, a page at a time (needs project:read)',
        description:
          'The system super user sees every project; others see the projects they are a member of. ' +
          `\`search\` matches part of the name in any case, \`owner\` keeps one company's projects; ` +
          `${PROJECTS_PAGE_SIZE} a page unless \`limit\` says otherwise; \`total\` counts every match.`,
        security: bearerAuth,
        querystring: jsonSchema(ProjectListQuery),
        response: { 200: jsonSchema(ProjectList), ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<ProjectList> => listProjects(app.db, requireAuth(request), request.query),
  );

  app.post<{ Body: NewProject }>(
    '/projects',
    {
      schema: {
        tags: ['auth-service'],
        summary: 'Create a project (needs project:create and system_role above 1)',
        description:
          "The listed users must be the company's users; they join as project Administrators. " +
          "A company the caller may not see answers 404 'Company not found.'",
        security: bearerAuth,
        body: jsonSchema(NewProject),
        response: { 201: jsonSchema(Project), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<Project> => {
      const project = await createProject(app.db, requireAuth(request), request.body);
      reply.code(201);
      return project;
    },
  );

  app.get<{ Params: ProjectIdParams }>(
    '/my-projects/:projectId',
    {
      schema: {
        tags: ['auth-service'],
        summary: "One project with the caller's role in it and the role's permissions",
        description: "A project that does not exist or the caller is not a member of answers 404 'Project not found.'",
        security: bearerAuth,
        params: jsonSchema(ProjectIdParams),
        response: { 200: jsonSchema(MyProject), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<MyProject> => getMyProject(app.db, requireAuth(request), request.params.projectId),
  );

  app.patch<{ Params: ProjectIdParams; Body: ProjectSettings }>(
    '/projects/:projectId',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['auth-service'],
        summary: "Change the project's settings: its time zone (needs project:update, a project Administrator's)",
        description:
          'timeZone is an IANA name (e.g. Europe/Rome, or UTC); analytics count days in it unless a request names ' +
          "another zone. A project the caller may not see answers 404 'Project not found.'",
        security: bearerOrApiKey,
        params: jsonSchema(ProjectIdParams),
        body: jsonSchema(ProjectSettings),
        response: { 200: jsonSchema(Project), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<Project> =>
      updateProjectSettings(app.db, requireAuth(request), request.params.projectId, request.body),
  );
};
