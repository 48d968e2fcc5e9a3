import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { CollectionIdParams, ProjectHeaders } from 'shared/contracts/collections';
import {
  NewTagDataUpload,
  TAG_DATA_LIMITS,
  TagDataCommit,
  TagDataPartParams,
  TagDataPartResult,
  TagDataResult,
  TagDataUpload,
  TagDataUploadParams,
  type TagDataKind,
} from 'shared/contracts/tag-data';
import {
  abandonUpload,
  commitUpload,
  createUpload,
  storeTagData,
  storeUploadPart,
} from '../../services/tag-data/tag-data-service.js';
import { AppError } from '../../errors.js';
import { requireAuth } from '../../plugins/authenticate.js';

const NDJSON = 'application/x-ndjson';

const LINE_SHAPE =
  `one JSON object a line, one line per CSV row, read as a stream (lines of at most ${TAG_DATA_LIMITS.lineBytes} ` +
  'characters). Each line is `{"row": <CSV row number>, "tag_id": "<uuid>", "values": {"<column>": "<text>"}}`, ' +
  'or for metadata in range mode `{"row", "tag_index_start", "tag_index_end", "values"}` for every tag between ' +
  "the two sequence numbers, both included (every line of an upload in one mode). Column names '__proto__', " +
  "'constructor' and 'prototype' are refused. A session of kind 'status' takes " +
  '`{"row", "tag_id" or "tag_index", "status", "reason", "note"}` instead (every line naming its tag the same ' +
  'way; a reason exactly when blacklisting); its errors name the row and the column, and the commit changes ' +
  "the statuses with source 'file'.";

const PERMISSIONS = "needs tag-data:create, or tag:update-status for kind 'status'";

const CHECKS =
  'Any bad line, a tag named twice, a tag of another collection or overlapping ranges answer 400 ' +
  'TAG_DATA_INVALID naming the row, and nothing is stored.';

const ROUTES: { path: string; kind: TagDataKind; summary: string }[] = [
  {
    path: '/collections/:collectionId/tag-metadata',
    kind: 'metadata',
    summary: "Store metadata for the collection's tags from one request, all or nothing (needs tag-data:create)",
  },
  {
    path: '/collections/:collectionId/tag-custom-attributes',
    kind: 'custom-attributes',
    summary:
      "Store custom attributes for the collection's tags from one request, all or nothing (needs tag-data:create)",
  },
];

const UPLOADS = '/collections/:collectionId/tag-data/uploads';

const ndjsonBody = (request: FastifyRequest): Readable => {
  if (!request.headers['content-type']?.startsWith(NDJSON)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send the rows as ${NDJSON}.`);
  }
  return request.body as Readable;
};

export const tagDataRoutes: FastifyPluginAsync = async (app) => {
  // Registered here, not app-wide: only these routes take NDJSON, and they read it as a stream, each
  // body counted against the API's body limit as it arrives (docs/adr/0006).
  app.addContentTypeParser(NDJSON, (_request, payload, done) => done(null, payload));
  const byteLimit = app.initialConfig.bodyLimit ?? 1_048_576;
  const common = { tags: ['warehouse'], security: bearerOrApiKey, headers: jsonSchema(ProjectHeaders) };
  const config = { access: 'verified-or-api-key' as const };

  for (const { path, kind, summary } of ROUTES) {
    app.put<{ Headers: ProjectHeaders; Params: CollectionIdParams }>(
      path,
      {
        config,
        schema: {
          ...common,
          summary,
          description:
            `The body is \`${NDJSON}\` of at most ${byteLimit} bytes (413 TAG_DATA_TOO_LARGE past it, counted as ` +
            `it streams; a larger file goes up in parts through \`POST ${UPLOADS}\`): ${LINE_SHAPE} A key of the ` +
            `file replaces that key of the tag; other keys stay. ${CHECKS} A collection of another project ` +
            "answers 404 'Collection not found.'",
          params: jsonSchema(CollectionIdParams),
          response: { 200: jsonSchema(TagDataResult), ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request): Promise<TagDataResult> =>
        storeTagData(app.db, requireAuth(request), {
          projectId: request.headers.project_id,
          collectionId: request.params.collectionId,
          kind,
          body: ndjsonBody(request),
          byteLimit,
        }),
    );
  }

  app.post<{ Headers: ProjectHeaders; Params: CollectionIdParams; Body: NewTagDataUpload }>(
    UPLOADS,
    {
      config,
      schema: {
        ...common,
        summary: `Start an upload session for a CSV of any size, sent in parts (${PERMISSIONS})`,
        description:
          `The session belongs to its caller and this collection, holds at most ${TAG_DATA_LIMITS.lines} rows in ` +
          `at most ${TAG_DATA_LIMITS.parts} parts of \`part_bytes\` each, and expires ` +
          `${TAG_DATA_LIMITS.uploadHours} hours after it starts (expired sessions are dropped with their rows). ` +
          `A caller has at most ${TAG_DATA_LIMITS.openUploads} open sessions (409 TAG_DATA_UPLOADS_OPEN).`,
        params: jsonSchema(CollectionIdParams),
        body: jsonSchema(NewTagDataUpload),
        response: { 201: jsonSchema(TagDataUpload), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply): Promise<TagDataUpload> => {
      reply.code(201);
      return createUpload(app.db, requireAuth(request), {
        projectId: request.headers.project_id,
        collectionId: request.params.collectionId,
        kind: request.body.kind,
        partBytes: byteLimit,
      });
    },
  );

  app.put<{ Headers: ProjectHeaders; Params: TagDataPartParams }>(
    `${UPLOADS}/:uploadId/parts/:partNumber`,
    {
      config,
      schema: {
        ...common,
        summary: `Stage one part of an upload session (${PERMISSIONS})`,
        description:
          `The body is \`${NDJSON}\` of at most ${byteLimit} bytes: ${LINE_SHAPE} Each line is checked alone ` +
          '(400 TAG_DATA_INVALID naming the row); nothing reaches the tags before the commit. Sending a part ' +
          "number again replaces that part. Another caller's, a committed or an expired session answers 404 " +
          "'Upload not found.'",
        params: jsonSchema(TagDataPartParams),
        response: { 200: jsonSchema(TagDataPartResult), ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request): Promise<TagDataPartResult> =>
      storeUploadPart(app.db, requireAuth(request), {
        projectId: request.headers.project_id,
        collectionId: request.params.collectionId,
        uploadId: request.params.uploadId,
        partNumber: request.params.partNumber,
        body: ndjsonBody(request),
        byteLimit,
      }),
  );

  app.post<{ Headers: ProjectHeaders; Params: TagDataUploadParams; Body: TagDataCommit }>(
    `${UPLOADS}/:uploadId/commit`,
    {
      config,
      schema: {
        ...common,
        summary: `Apply every part of an upload session to the collection's tags, all or nothing (${PERMISSIONS})`,
        description:
          'The body names the parts and rows the client sent; a part missing or extra, or another count of ' +
          `rows, answers 400. ${CHECKS} On success the session is gone; on a 400 it stays, so a part can be ` +
          'sent again, or the session abandoned with DELETE.',
        params: jsonSchema(TagDataUploadParams),
        body: jsonSchema(TagDataCommit),
        response: { 200: jsonSchema(TagDataResult), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<TagDataResult> =>
      commitUpload(app.db, requireAuth(request), {
        projectId: request.headers.project_id,
        collectionId: request.params.collectionId,
        uploadId: request.params.uploadId,
        expected: request.body,
      }),
  );

  app.delete<{ Headers: ProjectHeaders; Params: TagDataUploadParams }>(
    `${UPLOADS}/:uploadId`,
    {
      config,
      schema: {
        ...common,
        summary: `Abandon an upload session: every staged row goes, nothing is applied (${PERMISSIONS})`,
        params: jsonSchema(TagDataUploadParams),
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await abandonUpload(app.db, requireAuth(request), {
        projectId: request.headers.project_id,
        collectionId: request.params.collectionId,
        uploadId: request.params.uploadId,
      });
      return reply.code(204).send();
    },
  );
};
