import type { FastifyPluginAsync } from 'fastify';
import { bearerAuth, errorResponses } from '../../schemas/common.js';
import { jsonSchema } from '../../schemas/json-schema.js';
import { CollectionList, ProjectHeaders } from '../../schemas/collections.js';
import { listCollections } from '../../services/collections/collection-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

export const collectionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Headers: ProjectHeaders }>(
    '/collections',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['warehouse'],
        summary: "The project's collections, newest first (needs collection:read in the project)",
        description: "A project the caller is not a member of answers 404 'Project not found.'",
        security: bearerAuth,
        headers: jsonSchema(ProjectHeaders),
        response: { 200: jsonSchema(CollectionList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<CollectionList> => ({
      data: await listCollections(app.db, requireAuth(request), request.headers.project_id),
    }),
  );
};
