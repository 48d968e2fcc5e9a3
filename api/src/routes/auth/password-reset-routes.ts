import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { PasswordResetConfirm, PasswordResetRequest } from 'shared/contracts/auth';
import {
  confirmPasswordReset,
  countPasswordResetRequest,
  mailPasswordReset,
  type PasswordResetDeps,
} from '../../services/auth/password-reset-service.js';

const deps = (app: FastifyInstance): PasswordResetDeps => ({
  db: app.db,
  consoleUrl: app.config.consoleUrl,
  productName: app.config.productName,
});

export const passwordResetRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: PasswordResetRequest }>(
    '/auth/password-reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth-service'],
        summary: 'Ask for a password reset link by email',
        description:
          'Always 202, whether or not the address has an account; the link works once and for 1 hour. ' +
          'Limited to 5 requests per email and 20 per client an hour (429).',
        body: jsonSchema(PasswordResetRequest),
        response: { 202: { type: 'null' }, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await countPasswordResetRequest(deps(app), request.body.email, request.ip);
      // Whether the address has an account must not show in how long the answer takes.
      reply.afterAnswer(() => mailPasswordReset(deps(app), request.body.email));
      return reply.code(202).send();
    },
  );

  app.post<{ Body: PasswordResetConfirm }>(
    '/auth/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth-service'],
        summary: "Set a new password with a reset link's token; every session of the user ends",
        description:
          "A used, replaced or expired link answers 400 'Your invitation may have expired, or is no longer valid.' " +
          'The password needs 8 or more characters, a letter and a number.',
        body: jsonSchema(PasswordResetConfirm),
        response: { 204: { type: 'null' }, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(deps(app), request.body.token, request.body.password);
      return reply.code(204).send();
    },
  );
};
