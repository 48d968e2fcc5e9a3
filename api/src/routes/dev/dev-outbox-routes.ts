import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { IsoDateTime } from 'shared/contracts/common';
import { bearerAuth, errorResponses } from '../../openapi/responses.js';
import { Email } from 'shared/contracts/auth';
import { jsonSchema } from '../../openapi/json-schema.js';
import { listOutboxFor } from '../../repositories/email-outbox/email-outbox-repository.js';
import { forbidden } from '../../errors.js';
import { requireAuth } from '../../plugins/authenticate.js';
import { isSystemSuperUser } from '../../services/auth/auth-context.js';

const OutboxQuery = v.object({ to: Email });
type OutboxQuery = v.InferOutput<typeof OutboxQuery>;

const OutboxList = v.object({
  data: v.array(
    v.object({
      to: v.string(),
      subject: v.string(),
      text: v.string(),
      html: v.string(),
      created_at: IsoDateTime,
      sent_at: v.nullable(IsoDateTime),
    }),
  ),
});
type OutboxList = v.InferOutput<typeof OutboxList>;

/**
 * The mail a development or test API would have sent, so people and browser tests can follow its links.
 * Never registered in production, and only for the super user elsewhere: it shows invitation and
 * password reset tokens, so anyone else who read it could take over any account.
 */
export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: OutboxQuery }>(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'The newest 20 emails to one address (development and test only; absent in production)',
        description: 'Only the system super user may read it (403 for everyone else).',
        security: bearerAuth,
        querystring: jsonSchema(OutboxQuery),
        response: { 200: jsonSchema(OutboxList), ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<OutboxList> => {
      if (!isSystemSuperUser(requireAuth(request))) throw forbidden();
      return {
        data: (await listOutboxFor(app.db, request.query.to.toLowerCase(), 20)).map((row) => ({
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          created_at: row.created_at.toISOString(),
          sent_at: row.sent_at?.toISOString() ?? null,
        })),
      };
    },
  );
};
