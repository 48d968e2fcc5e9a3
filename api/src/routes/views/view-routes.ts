import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../schemas/common.js';
import { jsonSchema } from '../../schemas/json-schema.js';
import { ProjectHeaders } from '../../schemas/collections.js';
import { CreateViewBody, ResultView, ResultViewList, UpdateViewBody, ViewIdParams } from '../../schemas/views.js';
import { createView, getView, listViews, removeView, saveView } from '../../services/views/view-service.js';
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

  app.get<{ Headers: ProjectHeaders; Params: ViewIdParams }>(
    '/views/:viewId',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['content'],
        summary: 'One result view with its style and content (needs view:read in the project)',
        description: `A view of another project answers 404 'Result view not found.' ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(ViewIdParams),
        response: { 200: jsonSchema(ResultView), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ResultView> =>
      getView(app.db, requireAuth(request), request.headers.project_id, request.params.viewId),
  );

  app.put<{ Headers: ProjectHeaders; Params: ViewIdParams; Body: UpdateViewBody }>(
    '/views/:viewId',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['content'],
        summary: 'Save a result view whole (needs view:create and system_role above 1)',
        description:
          'The content is checked item by item: an unknown item type, a misspelt field, a script URL or two ' +
          `sections with one id answer 400 naming the path. ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(ViewIdParams),
        body: jsonSchema(UpdateViewBody),
        response: { 200: jsonSchema(ResultView), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ResultView> =>
      saveView(app.db, requireAuth(request), request.headers.project_id, request.params.viewId, request.body),
  );

  app.delete<{ Headers: ProjectHeaders; Params: ViewIdParams }>(
    '/views/:viewId',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['content'],
        summary: 'Delete a result view no collection shows (needs view:create and system_role above 1)',
        description: `A view assigned to a collection answers 409. ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(ViewIdParams),
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeView(app.db, requireAuth(request), request.headers.project_id, request.params.viewId);
      return reply.code(204).send();
    },
  );
};
