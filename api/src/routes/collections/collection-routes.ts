import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import {
  Collection,
  CollectionIdParams,
  CollectionPage,
  CollectionPageQuery,
  NewCollection,
  ProjectHeaders,
} from 'shared/contracts/collections';
import {
  COLLECTIONS_PAGE_SIZE,
  createCollection,
  getCollection,
  listCollections,
} from '../../services/collections/collection-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

const NOT_A_MEMBER = "A project the caller is not a member of answers 404 'Project not found.'";

export const collectionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Headers: ProjectHeaders; Querystring: CollectionPageQuery }>(
    '/collections',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: "The project's collections, newest first (needs collection:read in the project)",
        description:
          `${COLLECTIONS_PAGE_SIZE} a page; while more follow, the answer carries continuationToken, sent back as ` +
          `?continue= for the next page. ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        querystring: jsonSchema(CollectionPageQuery),
        response: { 200: jsonSchema(CollectionPage), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<CollectionPage> =>
      listCollections(app.db, requireAuth(request), request.headers.project_id, request.query.continue),
  );

  app.get<{ Headers: ProjectHeaders; Params: CollectionIdParams }>(
    '/collections/:collectionId',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: 'One collection of the project (needs collection:read in the project)',
        description: `A collection of another project answers 404 'Collection not found.' ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(CollectionIdParams),
        response: { 200: jsonSchema(Collection), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<Collection> =>
      getCollection(app.db, requireAuth(request), request.headers.project_id, request.params.collectionId),
  );

  app.post<{ Headers: ProjectHeaders; Body: NewCollection }>(
    '/collections',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: 'Create an empty collection (needs collection:create and system_role above 1)',
        description: `The name (1–255, not blank) is trimmed. ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        body: jsonSchema(NewCollection),
        response: { 201: jsonSchema(Collection), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<Collection> => {
      const collection = await createCollection(
        app.db,
        requireAuth(request),
        request.headers.project_id,
        request.body.name,
      );
      reply.code(201);
      return collection;
    },
  );
};
