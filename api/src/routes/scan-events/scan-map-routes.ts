import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import {
  MAP_MAX_CLUSTERS,
  MAP_MAX_ZOOM,
  MAP_SCANS_PAGE_SIZE,
  ScanMapClusters,
  ScanMapQuery,
  ScanMapScans,
  ScanMapScansQuery,
} from 'shared/contracts/scan-map';
import { scanMapClusters, scansInArea } from '../../services/scan-events/scan-map-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

const AREA =
  'The area is west, south, east, north in degrees (west greater than east crosses the antimeridian). The filters ' +
  'are those of /scan-events/aggregates; scans without a tag or a position are left out.';

export const scanMapRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ScanMapQuery }>(
    '/scan-events/map',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['events'],
        summary: "The map's clusters of the filtered scans in an area (needs scan-event:read in the project)",
        description:
          `Scans snapped to a grid of about 64 screen pixels at \`zoom\` (0 to ${MAP_MAX_ZOOM}), counted in the ` +
          `database; each cluster has its mean position, its count and the extent of its scans. At most ` +
          `${MAP_MAX_CLUSTERS} clusters, the largest first; \`truncated\` says when some were left out. ${AREA}`,
        security: bearerOrApiKey,
        querystring: jsonSchema(ScanMapQuery),
        response: { 200: jsonSchema(ScanMapClusters), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => scanMapClusters(app.db, requireAuth(request), request.query),
  );

  app.get<{ Querystring: ScanMapScansQuery }>(
    '/scan-events/map/scans',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['events'],
        summary: 'The filtered scans in an area, newest first, with their total (needs scan-event:read)',
        description: `For the map's side list and a cluster's popup: ${MAP_SCANS_PAGE_SIZE} a page unless \`limit\` says otherwise. ${AREA}`,
        security: bearerOrApiKey,
        querystring: jsonSchema(ScanMapScansQuery),
        response: { 200: jsonSchema(ScanMapScans), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => scansInArea(app.db, requireAuth(request), request.query),
  );
};
