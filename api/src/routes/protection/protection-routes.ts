import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { CollectionIdParams, ProjectHeaders } from 'shared/contracts/collections';
import { ProjectIdParams } from 'shared/contracts/projects';
import { CollectionMarketsBody, ProtectionRules, ProtectionSettings } from 'shared/contracts/protection';
import {
  getProtectionSettings,
  putCollectionMarkets,
  putProtectionRules,
} from '../../services/protection/protection-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

const VERSION =
  'ruleSetVersion is 1 for the defaults and goes one up at each change of the rules or of a collection’s markets; ' +
  'every scan is stored with the version that scored it.';

/** A project's protection rules (ADR 0062), beside its other settings. */
export const protectionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: ProjectIdParams }>(
    '/projects/:projectId/protection',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['auth-service'],
        summary: "The project's protection rules and each collection's markets (needs project:read)",
        description: `Every rule is on until an Administrator changes it. ${VERSION} A project the caller may not see answers 404 'Project not found.'`,
        security: bearerOrApiKey,
        params: jsonSchema(ProjectIdParams),
        response: { 200: jsonSchema(ProtectionSettings), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ProtectionSettings> =>
      getProtectionSettings(app.db, requireAuth(request), request.params.projectId),
  );

  app.put<{ Params: ProjectIdParams; Body: ProtectionRules }>(
    '/projects/:projectId/protection',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['auth-service'],
        summary: "Replace the project's protection rules (needs project:update, a project Administrator's)",
        description:
          `Every rule with its switch, whether it blacklists the tags of the scans it flags, and its numbers. ${VERSION} ` +
          'Scans already stored keep their scores.',
        security: bearerOrApiKey,
        params: jsonSchema(ProjectIdParams),
        body: jsonSchema(ProtectionRules),
        response: { 200: jsonSchema(ProtectionSettings), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ProtectionSettings> =>
      putProtectionRules(app.db, requireAuth(request), request.params.projectId, request.body),
  );
};

/** A collection's markets, which the outside-market rule reads. */
export const collectionMarketRoutes: FastifyPluginAsync = async (app) => {
  app.put<{ Headers: ProjectHeaders; Params: CollectionIdParams; Body: CollectionMarketsBody }>(
    '/collections/:collectionId/markets',
    {
      config: { access: 'verified-or-api-key' },
      schema: {
        tags: ['warehouse'],
        summary: "Set the countries a collection is sold in (needs project:update, a project Administrator's)",
        description:
          'ISO 3166-1 alpha-2 codes in capitals, each once; an empty list turns the outside-market rule off for the ' +
          `collection. Answers the project's protection settings. ${VERSION} A collection of another project answers ` +
          "404 'Collection not found.'",
        security: bearerOrApiKey,
        headers: jsonSchema(ProjectHeaders),
        params: jsonSchema(CollectionIdParams),
        body: jsonSchema(CollectionMarketsBody),
        response: { 200: jsonSchema(ProtectionSettings), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ProtectionSettings> =>
      putCollectionMarkets(
        app.db,
        requireAuth(request),
        request.headers.project_id,
        request.params.collectionId,
        request.body,
      ),
  );
};
