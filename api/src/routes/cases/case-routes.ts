import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { ProjectHeaders } from 'shared/contracts/collections';
import {
  Case,
  CaseChangeFields,
  CaseIdParams,
  CaseList,
  CaseListQuery,
  CaseNoteBody,
  CaseTimeline,
  CASE_TIMELINE_SCANS,
  NewCaseBody,
  type CaseChangeBody,
} from 'shared/contracts/cases';
import {
  addCaseNote,
  changeCase,
  getCase,
  listCases,
  openCaseByHand,
  type CaseLinks,
} from '../../services/cases/case-service.js';
import { getCaseTimeline } from '../../services/cases/case-timeline.js';
import { requireAuth } from '../../plugins/authenticate.js';

const READ =
  "Needs case:read in the project (its members, or an API key with the scope). A case of another project answers 404 'Case not found.'";
const UPDATE =
  "Needs case:update in the project (its Administrators, or an API key with the scope). A case of another project answers 404 'Case not found.'";

/** A project's cases, one per tag at a time, and the tag's timeline (ADR 0063). */
export const caseRoutes: FastifyPluginAsync = async (app) => {
  const links: CaseLinks = { consoleUrl: app.config.consoleUrl, productName: app.config.productName };
  const common = { tags: ['events'], security: bearerOrApiKey, headers: jsonSchema(ProjectHeaders) };
  const routeConfig = { access: 'verified-or-api-key' as const };

  app.get<{ Headers: ProjectHeaders; Querystring: CaseListQuery }>(
    '/cases',
    {
      config: routeConfig,
      schema: {
        ...common,
        summary: "The project's cases, newest opened first, filtered and a page at a time (needs case:read)",
        description:
          "Filters: status, openedBy, assigneeId (a member's id, or 'none'), collectionId, tagId, and the opening " +
          `days openedFrom and openedTo (YYYY-MM-DD, UTC, both included). ${READ}`,
        querystring: jsonSchema(CaseListQuery),
        response: { 200: jsonSchema(CaseList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<CaseList> =>
      listCases(app.db, requireAuth(request), request.headers.project_id, request.query),
  );

  app.post<{ Headers: ProjectHeaders; Body: NewCaseBody }>(
    '/cases',
    {
      config: routeConfig,
      schema: {
        ...common,
        summary: 'Opens a case for a tag by hand, with an optional first note (needs case:update)',
        description:
          'A tag has one case at a time that is not closed: when it has one, that case is answered with 200 (and the ' +
          `note added to it); a new case answers 201. A tag of another project answers 404 'Tag not found.' ${UPDATE}`,
        body: jsonSchema(NewCaseBody),
        response: { 200: jsonSchema(Case), 201: jsonSchema(Case), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<Case> => {
      const result = await openCaseByHand(app.db, requireAuth(request), request.headers.project_id, request.body);
      reply.code(result.opened ? 201 : 200);
      return result.case;
    },
  );

  app.get<{ Headers: ProjectHeaders; Params: CaseIdParams }>(
    '/cases/:caseId',
    {
      config: routeConfig,
      schema: {
        ...common,
        summary: 'One case (needs case:read)',
        description: READ,
        params: jsonSchema(CaseIdParams),
        response: { 200: jsonSchema(Case), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<Case> =>
      getCase(app.db, requireAuth(request), request.headers.project_id, request.params.caseId),
  );

  app.patch<{ Headers: ProjectHeaders; Params: CaseIdParams; Body: CaseChangeBody }>(
    '/cases/:caseId',
    {
      config: routeConfig,
      schema: {
        ...common,
        summary: "Changes a case's status and/or assignee (needs case:update)",
        description:
          'status open, investigating or closed; closing needs a resolution (confirmed_counterfeit, false_alarm, ' +
          'no_action), and only closing takes one. blacklistTag with confirmed_counterfeit blacklists the tag in the ' +
          'same transaction (reason counterfeit_seen; needs tag:update-status too). assigneeId is a member of the ' +
          'project, or null; a newly assigned member is emailed. Reopening a closed case answers 409 while the tag ' +
          `has another case open. Each change queues case.updated for webhooks. ${UPDATE}`,
        params: jsonSchema(CaseIdParams),
        body: jsonSchema(CaseChangeFields),
        response: { 200: jsonSchema(Case), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request): Promise<Case> =>
      changeCase(app.db, requireAuth(request), links, request.headers.project_id, request.params.caseId, request.body),
  );

  app.post<{ Headers: ProjectHeaders; Params: CaseIdParams; Body: CaseNoteBody }>(
    '/cases/:caseId/notes',
    {
      config: routeConfig,
      schema: {
        ...common,
        summary: 'Adds a note to a case (needs case:update)',
        description: `The note is trimmed and kept with its author; the answer is the case. ${UPDATE}`,
        params: jsonSchema(CaseIdParams),
        body: jsonSchema(CaseNoteBody),
        response: { 201: jsonSchema(Case), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<Case> => {
      const result = await addCaseNote(
        app.db,
        requireAuth(request),
        request.headers.project_id,
        request.params.caseId,
        request.body,
      );
      reply.code(201);
      return result;
    },
  );

  app.get<{ Headers: ProjectHeaders; Params: CaseIdParams }>(
    '/cases/:caseId/timeline',
    {
      config: routeConfig,
      schema: {
        ...common,
        summary: "The case's tag from its order on, newest first (needs case:read)",
        description:
          `Its status changes, its newest ${CASE_TIMELINE_SCANS} scans with score, reasons and coordinates, its ` +
          "consumer reports with photos, and what happened to each of the tag's cases (notes, status, assignee). " +
          `A consumer's email is answered only to callers with case:update. ${READ}`,
        params: jsonSchema(CaseIdParams),
        response: { 200: jsonSchema(CaseTimeline), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<CaseTimeline> =>
      getCaseTimeline(app.db, requireAuth(request), request.headers.project_id, request.params.caseId),
  );
};
