import type { FastifyPluginAsync } from 'fastify';
import { bearerAuth, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { HelpRequest, HelpRequestBody } from 'shared/contracts/help-requests';
import { sendHelpRequest } from '../../services/help-requests/help-request-service.js';

export const helpRequestRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: HelpRequestBody }>(
    '/help-requests',
    {
      // Unverified and signed-out people are the likeliest to need help.
      config: { access: 'anyone' },
      schema: {
        tags: ['auth-service'],
        summary: 'Ask support for help (/need-help), signed in or not',
        description:
          'Stored, and emailed to the support address (SUPPORT_EMAIL) with reply_to as the address to answer. ' +
          'A token is optional: a signed-in caller (verified or not) may ask 10 times an hour; without a token, ' +
          '5 an hour per client and 5 an hour per reply_to address. The answer never depends on whether the ' +
          'address has an account.',
        security: [{}, ...bearerAuth],
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
            { auth: request.auth, ip: request.ip },
            request.body,
          ),
        ),
  );
};
