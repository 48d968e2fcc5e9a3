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
  TagConsumerViews,
  TagPage,
  TagPreviewParams,
  TagQuery,
  TagScanList,
  TagScanQuery,
  TAG_SCANS_DEFAULT_LIMIT,
  TAG_SCANS_MAX_LIMIT,
} from 'shared/contracts/tags';
import { ScanPage } from 'shared/contracts/scan-pages';
import { tagPng } from '../../services/tags/tag-image-service.js';
import { listTags } from '../../services/tags/tag-service.js';
import { getTag, lookUpTag } from '../../services/tags/tag-lookup-service.js';
import { getTagScans } from '../../services/tags/tag-scans-service.js';
import { getTagConsumerViews, previewTagScanPage } from '../../services/tags/tag-consumer-views-service.js';
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

  app.get<{ Headers: ProjectHeaders; Params: TagIdParams; Querystring: TagScanQuery }>(
    '/tags/:tagId/scans',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: "A tag's scans, newest first (needs scan-event:read in the project)",
        description:
          `\`limit\` 1–${TAG_SCANS_MAX_LIMIT} (default ${TAG_SCANS_DEFAULT_LIMIT}) and \`offset\` page through them; ` +
          "`total` counts them all. Each scan has its time, place, scanner, the tag's status when scanned (null " +
          "before statuses were kept) and its outcome. A tag of another project answers 404 'Tag not found.'",
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(TagIdParams),
        querystring: jsonSchema(TagScanQuery),
        response: { 200: jsonSchema(TagScanList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<TagScanList> =>
      getTagScans(app.db, requireAuth(request), request.headers.project_id, request.params.tagId, request.query),
  );

  app.get<{ Headers: ProjectHeaders; Params: TagIdParams }>(
    '/tags/:tagId/consumer-views',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: 'The view a consumer gets for each status of the tag (needs tag:read in the project)',
        description:
          "For active, inactive and blacklisted: the scan state whose assigned view the tag's collection shows " +
          '(an inactive or blacklisted tag falls back to the failed-match view) and that view, chosen for any ' +
          'scanner in the languages of Accept-Language; state and view null for the built-in page. ' +
          "A tag of another project answers 404 'Tag not found.'",
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(TagIdParams),
        response: { 200: jsonSchema(TagConsumerViews), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<TagConsumerViews> =>
      getTagConsumerViews(
        app.db,
        requireAuth(request),
        request.headers.project_id,
        request.params.tagId,
        request.headers['accept-language'],
      ),
  );

  app.get<{ Headers: ProjectHeaders; Params: TagPreviewParams }>(
    '/tags/:tagId/consumer-views/:status/page',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: "The tag's scan page as a consumer would get it in a status, never recorded (needs tag:read)",
        description:
          'The answer of GET /api/content/scan-pages/{code} as if the tag had `status`, for any scanner, in the ' +
          "languages of Accept-Language; no scan is recorded. An active tag whose collection has no view answers 404 'This " +
          "product has no page yet.'; a tag of another project 404 'Tag not found.'",
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(TagPreviewParams),
        response: { 200: jsonSchema(ScanPage), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ScanPage> => {
      const { headers, params } = request;
      const auth = requireAuth(request);
      return previewTagScanPage(
        app.db,
        auth,
        headers.project_id,
        params.tagId,
        params.status,
        headers['accept-language'],
      );
    },
  );
};
