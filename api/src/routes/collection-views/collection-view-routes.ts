import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { CollectionIdParams, ProjectHeaders } from 'shared/contracts/collections';
import {
  CollectionView,
  CollectionViewIdParams,
  CollectionViewList,
  NewCollectionView,
  UpdateCollectionView,
} from 'shared/contracts/collection-views';
import {
  assignView,
  changeAssignment,
  listAssignments,
  removeAssignment,
} from '../../services/collection-views/collection-view-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

const NOT_A_MEMBER = "A project the caller is not a member of answers 404 'Project not found.'";
const ONE_DEFAULT =
  'Choosing a default clears the default of the other entries for the same state, platform and language.';

export const collectionViewRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Headers: ProjectHeaders; Params: CollectionIdParams }>(
    '/collection-views/:collectionId',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['content'],
        summary: "The collection's result view assignments (needs view:read in the project)",
        description: `By state, platform and language, the default first. ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(CollectionIdParams),
        response: { 200: jsonSchema(CollectionViewList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<CollectionViewList> => ({
      collection_views: await listAssignments(
        app.db,
        requireAuth(request),
        request.headers.project_id,
        request.params.collectionId,
      ),
    }),
  );

  app.post<{ Headers: ProjectHeaders; Body: NewCollectionView }>(
    '/collection-views',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['content'],
        summary: 'Assign a result view to a collection (needs collection-view:create in the project)',
        description: `state defaults to 'positive'. The first entry for a state, platform and language becomes their default (the scan page shows defaults only). ${ONE_DEFAULT} The same view twice for one state, platform and language answers 409. ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        body: jsonSchema(NewCollectionView),
        response: { 201: jsonSchema(CollectionView), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply): Promise<CollectionView> => {
      const entry = await assignView(app.db, requireAuth(request), request.headers.project_id, request.body);
      reply.code(201);
      return entry;
    },
  );

  app.put<{ Headers: ProjectHeaders; Params: CollectionViewIdParams; Body: UpdateCollectionView }>(
    '/collection-views/:collectionViewId',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['content'],
        summary: 'Change an assignment (needs collection-view:create in the project)',
        description: `${ONE_DEFAULT} ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(CollectionViewIdParams),
        body: jsonSchema(UpdateCollectionView),
        response: { 200: jsonSchema(CollectionView), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request): Promise<CollectionView> =>
      changeAssignment(
        app.db,
        requireAuth(request),
        request.headers.project_id,
        request.params.collectionViewId,
        request.body,
      ),
  );

  app.delete<{ Headers: ProjectHeaders; Params: CollectionViewIdParams }>(
    '/collection-views/:collectionViewId',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['content'],
        summary: 'Remove an assignment (needs collection-view:create in the project)',
        description: NOT_A_MEMBER,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(CollectionViewIdParams),
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeAssignment(app.db, requireAuth(request), request.headers.project_id, request.params.collectionViewId);
      return reply.code(204).send();
    },
  );
};
