import type { FastifyPluginAsync } from 'fastify';
import { bearerAuth, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import {
  ScanImageParams,
  TED_SESSION_FIRST_SCANS,
  TedScanEventList,
  TedScanEventQuery,
  TedSessionList,
} from 'shared/contracts/ted';
import { listTedScans, listTedSessions } from '../../services/ted/ted-service.js';
import {
  assertMaySeeScanImages,
  readScanImage,
  SCAN_IMAGE_TYPES,
  type ScanImageExtension,
} from '../../services/ted/scan-images.js';
import { requireAuth } from '../../plugins/authenticate.js';

const FILTERS =
  'createdAfter is required, inclusive and not earlier than 60 days ago; createdBefore is exclusive. ' +
  'projectId narrows to one project; tagId, collectionIds[], clientAgents[] (scanners), statuses[], ' +
  'companyId, dotsBinary (a detected binary) and clientSessionId narrow further, each in the database. ' +
  'limit defaults to 24 and may not exceed 500; order is newest (default) or oldest. ' +
  "In detectData an image_in_url or image_out_url that is not one of the API's stored scan images is null.";

/** A scan image's URL is the hash of its bytes, so the bytes behind it never change; only super users may keep it. */
const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';

export const tedRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: TedScanEventQuery }>(
    '/ted/scan-events',
    {
      schema: {
        tags: ['events'],
        summary: 'Scan events of every project for the Global Tag Error Dashboard (system super user only)',
        description: `${FILTERS} total counts every scan that matches, whatever the page.`,
        security: bearerAuth,
        querystring: jsonSchema(TedScanEventQuery),
        response: { 200: jsonSchema(TedScanEventList), ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<TedScanEventList> => listTedScans(app.db, requireAuth(request), request.query),
  );

  app.get<{ Querystring: TedScanEventQuery }>(
    '/ted/sessions',
    {
      schema: {
        tags: ['events'],
        summary: 'Client sessions holding a matching scan, for the Global TED session view (system super user only)',
        description:
          `${FILTERS} The filters choose the sessions; each session then counts all its scans by status and ` +
          `lists its first ${TED_SESSION_FIRST_SCANS} in time order. newest orders sessions by their latest ` +
          'matching scan, oldest by their earliest. A scan without a session is a session of its own ' +
          '(clientSessionId null). total counts the sessions, whatever the page.',
        security: bearerAuth,
        querystring: jsonSchema(TedScanEventQuery),
        response: { 200: jsonSchema(TedSessionList), ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<TedSessionList> => listTedSessions(app.db, requireAuth(request), request.query),
  );

  app.get<{ Params: ScanImageParams }>(
    '/ted/scan-images/:file',
    {
      schema: {
        tags: ['events'],
        summary: "A scan's image, as detectData's image_in_url and image_out_url name it (system super user only)",
        description:
          'The file name is the SHA-256 of the bytes, so the answer never changes: Cache-Control private and ' +
          'immutable, the hash as ETag; If-None-Match with it answers 304.',
        security: bearerAuth,
        params: jsonSchema(ScanImageParams),
        response: {
          200: { type: 'string', format: 'binary' },
          304: { type: 'null' },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const [hash, extension] = file.split('.') as [string, ScanImageExtension];
      const etag = `"${hash}"`;
      assertMaySeeScanImages(requireAuth(request));
      reply.header('cache-control', PRIVATE_IMMUTABLE).header('etag', etag);
      // The name is the content's hash: a matching tag needs no read of the storage.
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const bytes = await readScanImage(app.fileStorage, file);
      return reply.type(SCAN_IMAGE_TYPES[extension]).send(bytes);
    },
  );
};

/** RFC 9110: If-None-Match is `*` or a list of (possibly weak) entity tags. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
