import type { FastifyPluginAsync } from 'fastify';
import { bearerAuth, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { InvitationLanding, TokenParams } from 'shared/contracts/registration';
import { activateInvitation, getInvitationLanding } from '../../services/invitation-links/invitation-link-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

export const invitationLinkRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: TokenParams }>(
    '/invitations/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth-service'],
        summary: 'A company or project invitation by its emailed token, for the /join-company landing',
        description:
          "`is_active` is false once used, cancelled or expired; `has_recipient` is true when the address has an account. An unknown token answers 404 'Invitation not found.'",
        params: jsonSchema(TokenParams),
        response: { 200: jsonSchema(InvitationLanding), ...errorResponses(400, 404) },
      },
    },
    async (request) => getInvitationLanding(app.db, request.params.token),
  );

  app.post<{ Params: TokenParams }>(
    '/invitations/:token/activate',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth-service'],
        summary: 'Accept an invitation as the signed-in user it was sent to',
        description:
          'Joins the company or the project with the invited role, once; the address counts as verified. ' +
          "400 'Your invitation may have expired, or is no longer valid.' for a used, cancelled or expired link; " +
          '403 when it was sent to another address; 409 when a company invitation reaches a user of another company.',
        security: bearerAuth,
        params: jsonSchema(TokenParams),
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      await activateInvitation(app.db, requireAuth(request), request.params.token);
      return reply.code(204).send();
    },
  );
};
