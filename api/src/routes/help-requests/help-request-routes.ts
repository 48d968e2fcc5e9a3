import type { FastifyPluginAsync } from 'fastify';
import { bearerAuth, errorResponses } from '../../schemas/common.js';
import { jsonSchema } from '../../schemas/json-schema.js';
import { HelpRequest, HelpRequestBody } from '../../schemas/help-requests.js';
import { sendHelpRequest } from '../../services/help-requests/help-request-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

export const helpRequestRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: HelpRequestBody }>(
    '/help-requests',
    {
      // Unverified users are the likeliest to need help.
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth-service'],
        summary: 'Ask support for help (/need-help)',
        description: 'Stored, and emailed to the support address (SUPPORT_EMAIL). Limited to 10 an hour per user.',
        security: bearerAuth,
        body: jsonSchema(HelpRequestBody),
        response: { 201: jsonSchema(HelpRequest), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await sendHelpRequest(
            { db: app.db, productName: app.config.productName, supportEmail: app.config.supportEmail },
            requireAuth(request),
            request.body,
          ),
        ),
  );
};
