import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { CollectionIdParams, ProjectHeaders } from 'shared/contracts/collections';
import { NewTagOrder, TagOrder, TagOrderList } from 'shared/contracts/tag-orders';
import { listTagOrders, placeTagOrder } from '../../services/tag-orders/tag-order-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

const NOT_A_MEMBER =
  "A project the caller is not a member of answers 404 'Project not found.'; a collection of another project 404 'Collection not found.'";

export const tagOrderRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Headers: ProjectHeaders; Params: CollectionIdParams }>(
    '/collections/:collectionId/tag-orders',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: "The collection's Smart Fingerprint orders, newest first (needs tag-order:read in the project)",
        description: NOT_A_MEMBER,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(CollectionIdParams),
        response: { 200: jsonSchema(TagOrderList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<TagOrderList> => ({
      data: await listTagOrders(app.db, requireAuth(request), request.headers.project_id, request.params.collectionId),
    }),
  );

  app.post<{ Headers: ProjectHeaders; Params: CollectionIdParams; Body: NewTagOrder }>(
    '/collections/:collectionId/tag-orders',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: 'Order Smart Fingerprints for the collection (needs tag-order:create: system_role above 1)',
        description:
          'The order is reserved against the company limit at once (409 FINGERPRINT_LIMIT_EXCEEDED with the ' +
          'remaining allowance when over it) and its tags are created in the background: STARTED → PROCESSING → ' +
          `COMPLETED. ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(CollectionIdParams),
        body: jsonSchema(NewTagOrder),
        response: { 201: jsonSchema(TagOrder), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply): Promise<TagOrder> => {
      const order = await placeTagOrder(app.db, requireAuth(request), {
        projectId: request.headers.project_id,
        collectionId: request.params.collectionId,
        numberOfTags: request.body.numberOfTags,
        productName: app.config.productName,
      });
      reply.code(201);
      app.tagOrderWorker?.wake();
      return order;
    },
  );
};
