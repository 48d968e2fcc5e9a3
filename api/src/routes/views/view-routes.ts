import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { ProjectHeaders } from 'shared/contracts/collections';
import {
  CreateViewBody,
  ResultView,
  ResultViewList,
  SaveViewHeaders,
  UpdateViewBody,
  ViewConflictBody,
  ViewIdParams,
} from 'shared/contracts/views';
import { createView, etagOf, getView, listViews, removeView, saveView } from '../../services/views/view-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

const NOT_A_MEMBER = "A project the caller is not a member of answers 404 'Project not found.'";

/** A view answer carries its version as ETag (exposed through CORS), for the If-Match of the next save. */
const versioned = (description: string) => ({
  ...jsonSchema(ResultView),
  description,
  headers: { ETag: { type: 'string', description: 'The version in quotes, e.g. `"3"`: send it as If-Match to save' } },
});

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
        response: { 201: versioned('The new view, at version 1'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<ResultView> => {
      const view = await createView(app.db, requireAuth(request), request.headers.project_id, request.body);
      reply.code(201).header('etag', etagOf(view.version));
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
        response: {
          200: versioned('The view, its version and who saved it when'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply): Promise<ResultView> => {
      const view = await getView(app.db, requireAuth(request), request.headers.project_id, request.params.viewId);
      reply.header('etag', etagOf(view.version));
      return view;
    },
  );

  app.put<{ Headers: SaveViewHeaders; Params: ViewIdParams; Body: UpdateViewBody }>(
    '/views/:viewId',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['content'],
        summary: 'Save a result view whole (needs view:create and system_role above 1)',
        description:
          'Only over the version the change was made from: If-Match carries the ETag that GET or the last PUT ' +
          'answered. Without If-Match 428; when someone saved the view since, 412 naming the current version, ' +
          'who saved it and when (its ETag too: send that to overwrite on purpose). ' +
          'The content is checked item by item: an unknown item type, a misspelt field, a script URL or two ' +
          `sections with one id answer 400 naming the path. ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        headers: jsonSchema(SaveViewHeaders),
        params: jsonSchema(ViewIdParams),
        body: jsonSchema(UpdateViewBody),
        response: {
          200: versioned('The saved view at its new version'),
          ...errorResponses(400, 401, 403, 404, 428),
          412: { ...jsonSchema(ViewConflictBody), description: 'Saved by someone else since the If-Match version' },
        },
      },
    },
    async (request, reply): Promise<ResultView> => {
      const { project_id: projectId, 'if-match': ifMatch } = request.headers;
      const view = await saveView(
        app.db,
        requireAuth(request),
        projectId,
        request.params.viewId,
        request.body,
        ifMatch,
      );
      reply.header('etag', etagOf(view.version));
      return view;
    },
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
