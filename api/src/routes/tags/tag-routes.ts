import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { ProjectHeaders } from 'shared/contracts/collections';
import {
  MAX_TAGS_PER_PAGE,
  TAG_FIELDS,
  TAG_IMAGE_SIZES,
  TagDetail,
  TagIdParams,
  TagImageQuery,
  TagLookupQuery,
  TagPage,
  TagQuery,
} from 'shared/contracts/tags';
import { tagPng } from '../../services/tags/tag-image-service.js';
import { listTags } from '../../services/tags/tag-service.js';
import { getTag, lookUpTag } from '../../services/tags/tag-lookup-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

/** A tag's image never changes (it is drawn from its seed and version); only its viewers may keep it. */
const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';

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

  app.get<{ Headers: ProjectHeaders; Querystring: TagLookupQuery }>(
    '/tags/lookup',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: 'Finds one tag of the project by its id, short code or short link, or its index in a collection',
        description:
          '`q` is a tag id, a short code, or a short link ending in one; with `collectionId`, a whole number in `q` ' +
          "is the tag's index in that collection. Needs tag:read. 400 when `q` is none of these; 404 when no tag of " +
          'the project matches (a tag of another project included).',
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        querystring: jsonSchema(TagLookupQuery),
        response: { 200: jsonSchema(TagDetail), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<TagDetail> =>
      lookUpTag(app.db, requireAuth(request), request.headers.project_id, request.query),
  );

  app.get<{ Headers: ProjectHeaders; Params: TagIdParams }>(
    '/tags/:tagId',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: 'One tag: its collection, index, short code, status and data (needs tag:read in the project)',
        description: "A tag of another project answers 404 'Tag not found.'",
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(TagIdParams),
        response: { 200: jsonSchema(TagDetail), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<TagDetail> =>
      getTag(app.db, requireAuth(request), request.headers.project_id, request.params.tagId),
  );

  app.get<{ Headers: ProjectHeaders; Params: TagIdParams; Querystring: TagImageQuery }>(
    '/tags/:tagId/png',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: "A tag's Smart Fingerprint as a PNG (needs tag:read in the project)",
        description:
          `\`size\` is ${TAG_IMAGE_SIZES.join(' or ')} (pixels); drawn from the tag's seed and version by the ` +
          'geometry the console draws with, black on white, as an 8-bit greyscale PNG stating 300 dpi. Cached for good by the caller (private, immutable). ' +
          "A tag of another project answers 404 'Tag not found.'",
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(TagIdParams),
        querystring: jsonSchema(TagImageQuery),
        response: { 200: { type: 'string', format: 'binary' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { headers, params, query } = request;
      const png = await tagPng(app.db, requireAuth(request), headers.project_id, params.tagId, query.size);
      return reply.header('cache-control', PRIVATE_IMMUTABLE).type('image/png').send(png);
    },
  );
};
