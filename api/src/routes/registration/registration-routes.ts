import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import {
  RegistrationAnswer,
  RegistrationBody,
  TokenParams,
  VerificationEmailBody,
} from 'shared/contracts/registration';
import {
  register,
  resendVerification,
  verifyEmail,
  type RegistrationDeps,
} from '../../services/registration/registration-service.js';

const deps = (app: FastifyInstance): RegistrationDeps => ({
  db: app.db,
  accessTokens: app.accessTokens,
  refreshTokenTtlSeconds: app.config.refreshTokenTtlSeconds,
  consoleUrl: app.config.consoleUrl,
  productName: app.config.productName,
});

export const registrationRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: RegistrationBody }>(
    '/users',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth-service'],
        summary: 'Register an account',
        description:
          "Without `invitation_token`: 201 `{status:'verification-sent'}` for any address; a new one gets a " +
          'verification link (7 days), one that has an account gets a note to its owner instead. ' +
          "With `invitation_token` (a /join-company link for this email): 201 `{status:'registered', tokens}`, " +
          'the account is verified and joins the company or project. Limited to 5 per email and 20 per client an hour.',
        body: jsonSchema(RegistrationBody),
        response: { 201: jsonSchema(RegistrationAnswer), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await register(deps(app), request.body, request.ip)),
  );

  app.post<{ Body: VerificationEmailBody }>(
    '/users/verification-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth-service'],
        summary: 'Send the email verification link again',
        description:
          'Always 202; only an unverified account gets a new link, and its older links stop working. ' +
          'Limited to 3 per email and 20 per client an hour.',
        body: jsonSchema(VerificationEmailBody),
        response: { 202: { type: 'null' }, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await resendVerification(deps(app), request.body.email, request.ip);
      return reply.code(202).send();
    },
  );

  app.post<{ Params: TokenParams }>(
    '/invitations/activate/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth-service'],
        summary: "Verify an email with the registration link's token",
        description:
          "A used, replaced or expired link answers 400 'Your invitation may have expired, or is no longer valid.'",
        params: jsonSchema(TokenParams),
        response: { 204: { type: 'null' }, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await verifyEmail(app.db, request.params.token);
      return reply.code(204).send();
    },
  );
};
