import type { FastifyPluginAsync } from 'fastify';
import { bearerAuth, errorResponses } from '../../schemas/common.js';
import { jsonSchema } from '../../schemas/json-schema.js';
import { ProjectList } from '../../schemas/projects.js';
import { listProjects } from '../../services/projects/project-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

export const projectRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/projects',
    {
      schema: {
        tags: ['auth-service'],
        summary: 'Projects the caller may see, newest first (needs project:read)',
        description: 'The system super user sees every project; others see the projects they are a member of.',
        security: bearerAuth,
        response: { 200: jsonSchema(ProjectList), ...errorResponses(401, 403) },
      },
    },
    async (request): Promise<ProjectList> => ({ data: await listProjects(app.db, requireAuth(request)) }),
  );
};
