import type { FastifyPluginAsync } from 'fastify';
import { serviceUnavailable } from '../../errors.js';
import { errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { Health } from 'shared/contracts/health';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: jsonSchema(Health), ...errorResponses(503) },
      },
    },
    async (request): Promise<Health> => {
      try {
        await app.db.query('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw serviceUnavailable();
      }
      return { status: 'ok', db: 'ok' };
    },
  );
};
