import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { ProjectHeaders } from 'shared/contracts/collections';
import {
  Asset,
  AssetFileParams,
  AssetList,
  AssetListQuery,
  MAX_ASSET_BYTES,
  NewAssetForm,
  type AssetExtension,
  type AssetVariant,
} from 'shared/contracts/assets';
import { assertMayUpload, assetFileKey, createAsset, listAssets } from '../../services/assets/asset-service.js';
import { mimeOfExtension } from '../../services/assets/asset-images.js';
import { notFound } from '../../errors.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { notMultipart, readAssetForm } from './asset-form.js';

const NOT_A_MEMBER = "A project the caller is not a member of answers 404 'Project not found.'";
/** A stored file never changes (a new upload is a new asset), so browsers and CDNs may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const assetRoutes: FastifyPluginAsync = async (app) => {
  // Registered here, not app-wide: only this route reads multipart bodies.
  await app.register(multipart, { limits: { fileSize: MAX_ASSET_BYTES, files: 1, fields: 4, parts: 5 } });

  app.get<{ Headers: ProjectHeaders; Querystring: AssetListQuery }>(
    '/assets',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['content'],
        summary: "The project's image assets, newest or oldest first, by part of the name (needs asset:read)",
        description: NOT_A_MEMBER,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        querystring: jsonSchema(AssetListQuery),
        response: { 200: jsonSchema(AssetList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<AssetList> =>
      listAssets(app.db, requireAuth(request), request.headers.project_id, request.query),
  );

  app.post<{ Headers: ProjectHeaders }>(
    '/assets',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['content'],
        summary: 'Upload a png or jpeg image asset (needs asset:create)',
        description:
          `multipart/form-data with assetFile (at most ${MAX_ASSET_BYTES} bytes) and name (1–255). The file is ` +
          'checked by its content, not its name or declared type, and re-encoded; a small (500 px) and a ' +
          'thumbnail (245×156 px) format are made. Another type or a damaged image answers 400, a larger file 413, ' +
          `both with 'File type must be png, jpeg. Max 1MB'; a body that is not multipart 415. ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        body: { content: { 'multipart/form-data': { schema: NewAssetForm } } },
        response: { 201: jsonSchema(Asset), ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
      // The form is read as a stream in the handler; the schema above documents it.
      preValidation: async (request) => {
        if (request.isMultipart()) request.body ??= {};
      },
    },
    async (request, reply): Promise<Asset> => {
      const auth = requireAuth(request);
      if (!request.isMultipart()) throw notMultipart();
      await assertMayUpload(app.db, auth, request.headers.project_id);
      const form = await readAssetForm(request);
      const asset = await createAsset(app.db, app.fileStorage, auth, request.headers.project_id, form);
      reply.code(201);
      return asset;
    },
  );

  app.get<{ Params: AssetFileParams }>(
    '/assets/files/:assetId/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: "An asset's file: original, small or thumbnail (public, cached for good)",
        description:
          'Public so that result views shown to scanners can use it; the asset id (random) is the only key. ' +
          'Answers with ETag and Cache-Control immutable; If-None-Match answers 304.',
        params: jsonSchema(AssetFileParams),
        response: {
          200: { type: 'string', format: 'binary' },
          304: { type: 'null' },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const [variant, extension] = request.params.file.split('.') as [AssetVariant, AssetExtension];
      const data = await app.fileStorage.get(assetFileKey(request.params.assetId, variant, extension));
      if (!data) throw notFound('Asset file not found.');
      const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`;
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        // Views on other origins (a scan page, an embedding site) may show it.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(mimeOfExtension(extension)).send(data);
    },
  );
};
