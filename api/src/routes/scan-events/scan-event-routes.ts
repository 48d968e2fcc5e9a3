import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import {
  NewScanEventsAnswer,
  NewScanEventsBody,
  SCAN_EVENTS_MAX_BATCH,
  ScanAggregateQuery,
  ScanAggregates,
  ScanEventList,
  ScanEventQuery,
} from 'shared/contracts/scan-events';
import { ingestScanEvents, listScanEvents, scanAggregates } from '../../services/scan-events/scan-event-service.js';
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
          "page with offset until fewer than limit come back. A project the caller may not see answers 404 'Project not found.' " +
          '`include` (comma-separated) adds parts to each scan: detectData and matchData (403 unless the caller is ' +
          "the provider's super user), scanData (authData, addressComponents, thirdPartyScanResponse); an unknown part is a 400. " +
          'Each scan has its score (0-100, null when stored unscored), its reasons with their numbers and the rule set ' +
          'version that scored it; minScore and reasons (repeated keys, rule ids) keep only the flagged scans.',
        security: bearerOrApiKey,
        querystring: jsonSchema(ScanEventQuery),
        response: { 200: jsonSchema(ScanEventList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ScanEventList> => ({
      items: await listScanEvents(app.db, requireAuth(request), request.query),
    }),
  );

  app.post<{ Body: NewScanEventsBody }>(
    '/scan-events',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['events'],
        summary: 'Report scans: 1 to 500 at once, each stored once by clientScanId (needs scan-event:create)',
        description:
          `Meant for scanners with a project API key (scope scan-event:create). Up to ${SCAN_EVENTS_MAX_BATCH} scans a ` +
          'request; a tagId must be a tag of the project (its collection is recorded from the tag); each JSON part is ' +
          'at most 16 KB; addressComponents is a list of up to 20 `{long_name, short_name, types}`; createdAt defaults ' +
          'to now and may not be in the future. 201 with how many were stored and ' +
          'how many were already stored (a retried batch is safe).',
        security: bearerOrApiKey,
        body: jsonSchema(NewScanEventsBody),
        response: { 201: jsonSchema(NewScanEventsAnswer), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await ingestScanEvents(app.db, requireAuth(request), request.body)),
  );

  app.get<{ Querystring: ScanAggregateQuery }>(
    '/scan-events/aggregates',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['events'],
        summary: "The analytics panels' numbers for the filters (needs scan-event:read in the project)",
        description:
          "Daily counts (in `timezone`, else the project's `timeZone`, named in the answer; days with scans only), cities (top 100), scanners, most scanned tags (top 50) " +
          "and flagged scans (any ruleStatus; 'tentative' counted apart, or left out with excludeTentative=true), all " +
          'from one filter set, counted in the database. `panels` (daily, cities, scanners, codes, flagged) asks for ' +
          'only those parts, so each dashboard panel loads on its own; absent, every part comes. Scans without a tag ' +
          'are left out, as in the console (001 §7). Lists are repeated keys.',
        security: bearerOrApiKey,
        querystring: jsonSchema(ScanAggregateQuery),
        response: { 200: jsonSchema(ScanAggregates), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => scanAggregates(app.db, requireAuth(request), request.query),
  );
};
