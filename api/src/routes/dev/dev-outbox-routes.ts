import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { errorResponses } from '../../schemas/common.js';
import { Email } from '../../schemas/auth.js';
import { IsoDateTime } from '../../schemas/common.js';
import { jsonSchema } from '../../schemas/json-schema.js';
import { listOutboxFor } from '../../repositories/email-outbox/email-outbox-repository.js';

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
 * Never registered in production: it shows invitation tokens.
 */
export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: OutboxQuery }>(
    '/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'The newest 20 emails to one address (development and test only; absent in production)',
        querystring: jsonSchema(OutboxQuery),
        response: { 200: jsonSchema(OutboxList), ...errorResponses(400) },
      },
    },
    async (request): Promise<OutboxList> => ({
      data: (await listOutboxFor(app.db, request.query.to.toLowerCase(), 20)).map((row) => ({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        created_at: row.created_at.toISOString(),
        sent_at: row.sent_at?.toISOString() ?? null,
      })),
    }),
  );
};
