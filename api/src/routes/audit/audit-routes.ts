import type { FastifyPluginAsync } from 'fastify';
import { bearerAuth, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { AuditEventList, AuditEventListQuery, AuditVerifyQuery, AuditVerifyResult } from 'shared/contracts/audit';
import { listAuditEvents, verifyAuditChains } from '../../services/audit/audit-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

const WHO =
  "Needs audit:read: the provider's super users read every company (companyId narrows to one); anyone else " +
  "only their own company, as an Administrator of one of its projects. Another company's companyId answers 404 " +
  "'Company not found.' API keys are refused (403).";

export const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: AuditEventListQuery }>(
    '/audit-events',
    {
      schema: {
        tags: ['auth-service'],
        summary: 'The audit log, newest first: who changed what, and every sign-in event (needs audit:read)',
        description:
          'Filters narrow it: actorId (a person or API key), action, projectId, targetId (any id the record ' +
          "names), from (included) and to (excluded) as ISO times. Keyset paging: pass the answer's nextCursor " +
          `as cursor for the next page (null on the last); limit 1-200, 50 unless told. ${WHO}`,
        security: bearerAuth,
        querystring: jsonSchema(AuditEventListQuery),
        response: { 200: jsonSchema(AuditEventList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<AuditEventList> => listAuditEvents(app.db, requireAuth(request), request.query),
  );

  app.get<{ Querystring: AuditVerifyQuery }>(
    '/audit-events/verify',
    {
      schema: {
        tags: ['auth-service'],
        summary: "Check each company's hash chain of audit records (needs audit:read)",
        description:
          'Walks each chain from its first record: a record whose prev_hash is not the hash of the record before, ' +
          'or whose hash is not that of its content, is the first broken link (firstBroken; null when the chain ' +
          `holds). companyId null is the chain of records of no company (sign-in attempts for unknown emails). ${WHO}`,
        security: bearerAuth,
        querystring: jsonSchema(AuditVerifyQuery),
        response: { 200: jsonSchema(AuditVerifyResult), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<AuditVerifyResult> => verifyAuditChains(app.db, requireAuth(request), request.query),
  );
};
