import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../schemas/common.js';
import { jsonSchema } from '../../schemas/json-schema.js';
import { ScanEventList, ScanEventQuery } from '../../schemas/scan-events.js';
import { listScanEvents } from '../../services/scan-events/scan-event-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

export const scanEventRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ScanEventQuery }>(
    '/scan-events',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['events'],
        summary: "The project's scan events, newest first (needs scan-event:read in the project)",
        description:
          'createdAfter is inclusive, createdBefore exclusive. limit defaults to and may not exceed 500; ' +
          "page with offset until fewer than limit come back. A project the caller may not see answers 404 'Project not found.'",
        security: bearerOrApiKey,
        querystring: jsonSchema(ScanEventQuery),
        response: { 200: jsonSchema(ScanEventList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ScanEventList> => ({
      items: await listScanEvents(app.db, requireAuth(request), request.query),
    }),
  );
};
