import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { ProjectHeaders } from 'shared/contracts/collections';
import { AlertRule, AlertRuleChange, AlertRuleIdParams, AlertRuleList, NewAlertRule } from 'shared/contracts/alerts';
import {
  changeAlertRule,
  createAlertRule,
  getAlertRule,
  listAlertRules,
  removeAlertRule,
} from '../../services/alerts/alert-rule-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

const NEEDS =
  "Needs alert:manage in the project (its Administrators, or an API key with the scope). A rule of another project answers 404 'Alert rule not found.'";
const WHAT =
  'A scored scan of a tag that an enabled rule matches (any of its reasons, or any reason when it names none; at ' +
  'least its minimum score; one of its collections, or any when it names none) is flagged: in the transaction that ' +
  "stores it, the tag's case is opened or found, one scan.flagged message is queued to the project's webhooks " +
  'when a matching rule sends to them, and its members are emailed at once or in an hourly or daily digest, each ' +
  'email naming the tag, the scan, the reasons with their numbers and the link to the case. A rule needs members ' +
  'to email (of the project), webhooks, or both.';

/** A project's alert rules. */
export const alertRuleRoutes: FastifyPluginAsync = async (app) => {
  const common = { tags: ['events'], security: bearerOrApiKey, headers: jsonSchema(ProjectHeaders) };
  const config = { access: 'verified-or-api-key' as const };

  app.get<{ Headers: ProjectHeaders }>(
    '/alert-rules',
    {
      config,
      schema: {
        ...common,
        summary: "The project's alert rules, oldest first (needs alert:manage)",
        description: `${WHAT} ${NEEDS}`,
        response: { 200: jsonSchema(AlertRuleList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<AlertRuleList> => ({
      data: await listAlertRules(app.db, requireAuth(request), request.headers.project_id),
    }),
  );

  app.post<{ Headers: ProjectHeaders; Body: NewAlertRule }>(
    '/alert-rules',
    {
      config,
      schema: {
        ...common,
        summary: 'Adds an alert rule (needs alert:manage)',
        description: `${WHAT} ${NEEDS}`,
        body: jsonSchema(NewAlertRule),
        response: { 201: jsonSchema(AlertRule), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<AlertRule> => {
      const rule = await createAlertRule(app.db, requireAuth(request), request.headers.project_id, request.body);
      reply.code(201);
      return rule;
    },
  );

  app.get<{ Headers: ProjectHeaders; Params: AlertRuleIdParams }>(
    '/alert-rules/:alertRuleId',
    {
      config,
      schema: {
        ...common,
        summary: 'An alert rule (needs alert:manage)',
        description: NEEDS,
        params: jsonSchema(AlertRuleIdParams),
        response: { 200: jsonSchema(AlertRule), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<AlertRule> =>
      getAlertRule(app.db, requireAuth(request), request.headers.project_id, request.params.alertRuleId),
  );

  app.patch<{ Headers: ProjectHeaders; Params: AlertRuleIdParams; Body: AlertRuleChange }>(
    '/alert-rules/:alertRuleId',
    {
      config,
      schema: {
        ...common,
        summary: 'Changes an alert rule, or turns it on or off (needs alert:manage)',
        description: `Fields left out stay as they are; scans flagged before the change keep their emails. ${NEEDS}`,
        params: jsonSchema(AlertRuleIdParams),
        body: jsonSchema(AlertRuleChange),
        response: { 200: jsonSchema(AlertRule), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<AlertRule> =>
      changeAlertRule(
        app.db,
        requireAuth(request),
        request.headers.project_id,
        request.params.alertRuleId,
        request.body,
      ),
  );

  app.delete<{ Headers: ProjectHeaders; Params: AlertRuleIdParams }>(
    '/alert-rules/:alertRuleId',
    {
      config,
      schema: {
        ...common,
        summary: 'Removes an alert rule with its unsent emails and digests (needs alert:manage)',
        description: NEEDS,
        params: jsonSchema(AlertRuleIdParams),
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeAlertRule(app.db, requireAuth(request), request.headers.project_id, request.params.alertRuleId);
      return reply.code(204).send();
    },
  );
};
