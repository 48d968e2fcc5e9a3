import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { CollectionIdParams, ProjectHeaders } from 'shared/contracts/collections';
import {
  PRINT_QUALITY_DEFAULT_WEEKS,
  PRINT_QUALITY_MAX_WEEKS,
  PrintQualityQuery,
  PrintQualityReport,
} from 'shared/contracts/print-quality';
import { printQualityReport } from '../../services/print-quality/print-quality-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

export const printQualityRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Headers: ProjectHeaders; Params: CollectionIdParams; Querystring: PrintQualityQuery }>(
    '/collections/:collectionId/print-quality',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: "The collection's weekly detect and match failure rates (needs collection:read in the project)",
        description:
          `The last \`weeks\` ISO weeks in UTC (default ${PRINT_QUALITY_DEFAULT_WEEKS}, at most ` +
          `${PRINT_QUALITY_MAX_WEEKS}), the current one included, oldest first. Detect failures are counted ` +
          'among all scans, match failures among scans that passed detection. A scan belongs to the collection ' +
          'of its tag; a failed detection, which names no tag, to each collection its client session ' +
          'identified. Each week carries the rate of the other weeks and farAboveUsual, true when ' +
          'the week failed at least twice as often, beyond chance, with 5 failures or more. Counts only: no ' +
          "scan, place or image. A project the caller is not a member of answers 404 'Project not found.'; a " +
          "collection of another project 404 'Collection not found.'",
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(CollectionIdParams),
        querystring: jsonSchema(PrintQualityQuery),
        response: { 200: jsonSchema(PrintQualityReport), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<PrintQualityReport> =>
      printQualityReport(
        app.db,
        requireAuth(request),
        request.headers.project_id,
        request.params.collectionId,
        request.query,
      ),
  );
};
