import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../schemas/common.js';
import { jsonSchema } from '../../schemas/json-schema.js';
import { ProjectHeaders } from '../../schemas/collections.js';
import { MAX_TAGS_PER_PAGE, TAG_FIELDS, TagPage, TagQuery } from '../../schemas/tags.js';
import { listTags } from '../../services/tags/tag-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

export const tagRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Headers: ProjectHeaders; Querystring: TagQuery }>(
    '/tags',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: 'Tags of one or more collections of the project (needs tag:read in the project)',
        description:
          `\`collectionIds[]\` (repeatable), \`fields\` (a comma list of ${TAG_FIELDS.join(', ')}; default all), ` +
          `\`offset\` (default 0) and \`limit\` (1–${MAX_TAGS_PER_PAGE}, default ${MAX_TAGS_PER_PAGE}). The offset ` +
          'counts across the listed collections in their order, by sequence number within each, and costs the ' +
          "same at any depth. A collection of another project answers 404 'Collection not found.'",
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        querystring: jsonSchema(TagQuery),
        response: { 200: jsonSchema(TagPage), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<TagPage> => ({
      data: await listTags(app.db, requireAuth(request), request.headers.project_id, request.query),
    }),
  );
};
