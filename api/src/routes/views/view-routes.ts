import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../schemas/common.js';
import { jsonSchema } from '../../schemas/json-schema.js';
import { ProjectHeaders } from '../../schemas/collections.js';
import { CreateViewBody, ResultView, ResultViewList } from '../../schemas/views.js';
import { createView, listViews } from '../../services/views/view-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

const NOT_A_MEMBER = "A project the caller is not a member of answers 404 'Project not found.'";

export const viewRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Headers: ProjectHeaders }>(
    '/views',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['content'],
        summary: "The project's result views, newest first (needs view:read in the project)",
        description: NOT_A_MEMBER,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        response: { 200: jsonSchema(ResultViewList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ResultViewList> => ({
      data: await listViews(app.db, requireAuth(request), request.headers.project_id),
    }),
  );

  app.post<{ Headers: ProjectHeaders; Body: CreateViewBody }>(
    '/views',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['content'],
        summary: 'Create a result view with placeholder content (needs view:create and system_role above 1)',
        description: `Name (1–100) and description (1–500) are trimmed. ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        body: jsonSchema(CreateViewBody),
        response: { 201: jsonSchema(ResultView), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<ResultView> => {
      const view = await createView(app.db, requireAuth(request), request.headers.project_id, request.body);
      reply.code(201);
      return view;
    },
  );
};
