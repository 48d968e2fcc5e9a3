import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import {
  ConsumerReport,
  ConsumerReportList,
  ConsumerReportListQuery,
  ConsumerReportParams,
  ConsumerReportPhotoParams,
  ConsumerReportProjectQuery,
} from 'shared/contracts/consumer-reports';
import {
  getConsumerReport,
  getReportPhotoFile,
  listConsumerReports,
} from '../../services/consumer-reports/consumer-report-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

const EMAIL = "The consumer's email is answered only to callers with case:update; others get null (ADR 0063).";
const NOT_A_MEMBER = "A project the caller may not see answers 404 'Project not found.'";
/** A photo's files never change (a report is never edited); only the caller's own browser may keep them. */
const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';

/** The project's consumer reports, for whoever reads its scans (scan-event:read; ADR 0060). */
export const consumerReportRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ConsumerReportListQuery }>(
    '/consumer-reports',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['events'],
        summary: "The project's consumer reports, newest first, with their photos (needs scan-event:read)",
        description: `tagId narrows to one tag. limit defaults to 50, at most 500. ${EMAIL} ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        querystring: jsonSchema(ConsumerReportListQuery),
        response: { 200: jsonSchema(ConsumerReportList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ConsumerReportList> => listConsumerReports(app.db, requireAuth(request), request.query),
  );

  app.get<{ Params: ConsumerReportParams; Querystring: ConsumerReportProjectQuery }>(
    '/consumer-reports/:reportId',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['events'],
        summary: 'One consumer report with its photos (needs scan-event:read)',
        description: `${EMAIL} A report of another project answers 404 'Report not found.' ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        params: jsonSchema(ConsumerReportParams),
        querystring: jsonSchema(ConsumerReportProjectQuery),
        response: { 200: jsonSchema(ConsumerReport), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ConsumerReport> =>
      getConsumerReport(app.db, requireAuth(request), request.query.project_id, request.params.reportId),
  );

  app.get<{ Params: ConsumerReportPhotoParams; Querystring: ConsumerReportProjectQuery }>(
    '/consumer-reports/:reportId/photos/:file',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['events'],
        summary: "A report photo's file: original, small or thumbnail, as the report's urls name it",
        description:
          "The consumer's photo after the asset checks (re-encoded png or jpeg). Not public, unlike view assets: it " +
          `is the consumer's. Cache-Control private and immutable. ${NOT_A_MEMBER}`,
        security: bearerOrApiKey,
        params: jsonSchema(ConsumerReportPhotoParams),
        querystring: jsonSchema(ConsumerReportProjectQuery),
        response: { 200: { type: 'string', format: 'binary' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { data, mime } = await getReportPhotoFile(
        app.db,
        app.fileStorage,
        requireAuth(request),
        request.query.project_id,
        request.params.reportId,
        request.params.file,
      );
      return reply.header('cache-control', PRIVATE_IMMUTABLE).type(mime).send(data);
    },
  );
};
