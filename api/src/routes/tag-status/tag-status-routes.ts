import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { CollectionIdParams, ProjectHeaders } from 'shared/contracts/collections';
import { TagIdParams } from 'shared/contracts/tags';
import {
  BLACKLIST_REASONS,
  TagRangeStatusChangeBody,
  TagRangeStatusResult,
  TagStatusChangeBody,
  TagStatusHistory,
} from 'shared/contracts/tag-status';
import {
  getTagStatus,
  setRangeStatus,
  setTagStatus,
  STATUS_HISTORY_LIMIT,
} from '../../services/tag-status/tag-status-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

const STATUS_RULES =
  `Blacklisting needs a reason (${BLACKLIST_REASONS.join(', ')}); other statuses take none. A note is optional. ` +
  'A tag that already has the status is left as it is and no change is recorded.';

export const tagStatusRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Headers: ProjectHeaders; Params: TagIdParams }>(
    '/tags/:tagId/status',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: "A tag's status and its changes, newest first (needs tag:read in the project)",
        description: `At most ${STATUS_HISTORY_LIMIT} changes. A tag of another project answers 404 'Tag not found.'`,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(TagIdParams),
        response: { 200: jsonSchema(TagStatusHistory), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<TagStatusHistory> =>
      getTagStatus(app.db, requireAuth(request), request.headers.project_id, request.params.tagId),
  );

  app.put<{ Headers: ProjectHeaders; Params: TagIdParams; Body: TagStatusChangeBody }>(
    '/tags/:tagId/status',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: "Sets a tag's status (needs tag:update-status in the project)",
        description: `${STATUS_RULES} Answers the tag's status and changes. A tag of another project answers 404.`,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(TagIdParams),
        body: jsonSchema(TagStatusChangeBody),
        response: { 200: jsonSchema(TagStatusHistory), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<TagStatusHistory> =>
      setTagStatus(app.db, requireAuth(request), request.headers.project_id, request.params.tagId, request.body),
  );

  app.put<{ Headers: ProjectHeaders; Params: CollectionIdParams; Body: TagRangeStatusChangeBody }>(
    '/collections/:collectionId/tags/status',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: 'Sets the status of every tag of a collection in an index range (needs tag:update-status)',
        description:
          `fromIndex to toIndex, both included, all in one transaction. ${STATUS_RULES} A range with no tag ` +
          "answers 400. A collection of another project answers 404 'Collection not found.'",
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(CollectionIdParams),
        body: jsonSchema(TagRangeStatusChangeBody),
        response: { 200: jsonSchema(TagRangeStatusResult), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<TagRangeStatusResult> =>
      setRangeStatus(
        app.db,
        requireAuth(request),
        request.headers.project_id,
        request.params.collectionId,
        request.body,
      ),
  );
};
