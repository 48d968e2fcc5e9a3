import type { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../schemas/common.js';
import { jsonSchema } from '../../schemas/json-schema.js';
import { CollectionIdParams, ProjectHeaders } from '../../schemas/collections.js';
import { TAG_DATA_LIMITS, TagDataResult, type TagDataKind } from '../../schemas/tag-data.js';
import { storeTagData } from '../../services/tag-data/tag-data-service.js';
import { AppError } from '../../errors.js';
import { requireAuth } from '../../plugins/authenticate.js';

const NDJSON = 'application/x-ndjson';

const LINES_DESCRIPTION =
  `The body is \`${NDJSON}\`: one JSON object a line, one line per CSV row, read as a stream (up to ` +
  `${TAG_DATA_LIMITS.lines} lines of ${TAG_DATA_LIMITS.lineBytes} characters). Each line is ` +
  '`{"row": <CSV row number>, "tag_id": "<uuid>", "values": {"<column>": "<text>"}}`';

const ROUTES: { path: string; kind: TagDataKind; summary: string; modes: string }[] = [
  {
    path: '/collections/:collectionId/tag-metadata',
    kind: 'metadata',
    summary: "Store metadata for the collection's tags from an uploaded CSV, all or nothing (needs tag-data:create)",
    modes:
      ', or in range mode `{"row", "tag_index_start", "tag_index_end", "values"}` for every tag between the two ' +
      'sequence numbers, both included (every line in one mode).',
  },
  {
    path: '/collections/:collectionId/tag-custom-attributes',
    kind: 'custom-attributes',
    summary:
      "Store custom attributes for the collection's tags from an uploaded CSV, all or nothing (needs tag-data:create)",
    modes: '.',
  },
];

export const tagDataRoutes: FastifyPluginAsync = async (app) => {
  // Registered here, not app-wide: only these routes take NDJSON, and they read it as a stream.
  app.addContentTypeParser(NDJSON, (_request, payload, done) => done(null, payload));

  for (const { path, kind, summary, modes } of ROUTES) {
    app.put<{ Headers: ProjectHeaders; Params: CollectionIdParams }>(
      path,
      {
        config: { access: 'verified-or-api-key' },
        schema: {
          tags: ['warehouse'],
          summary,
          description:
            `${LINES_DESCRIPTION}${modes} A key of the file replaces that key of the tag; other keys stay. ` +
            'Any bad line, a tag named twice, a tag of another collection or overlapping ranges answer 400 ' +
            "TAG_DATA_INVALID naming the row, and nothing is stored. A collection of another project answers 404 'Collection not found.'",
          security: bearerOrApiKey,
          headers: jsonSchema(ProjectHeaders),
          params: jsonSchema(CollectionIdParams),
          response: { 200: jsonSchema(TagDataResult), ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request): Promise<TagDataResult> => {
        if (!request.headers['content-type']?.startsWith(NDJSON)) {
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the rows as ${NDJSON}.`);
        }
        return storeTagData(app.db, requireAuth(request), {
          projectId: request.headers.project_id,
          collectionId: request.params.collectionId,
          kind,
          body: request.body as Readable,
        });
      },
    );
  }
};
