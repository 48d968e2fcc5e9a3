import type { FastifyPluginAsync } from 'fastify';
import { bearerOrApiKey, errorResponses } from '../../openapi/responses.js';
import { jsonSchema } from '../../openapi/json-schema.js';
import { ProjectHeaders } from 'shared/contracts/collections';
import {
  CreatedWebhook,
  NewWebhook,
  Webhook,
  WebhookChange,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookDeliveryParams,
  WebhookIdParams,
  WebhookList,
  WebhookSecret,
  WebhookSecretRotation,
  WEBHOOK_DEFAULT_SECRET_GRACE_HOURS,
  WEBHOOK_DELIVERY_LOG_LIMIT,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
} from 'shared/contracts/webhooks';
import {
  changeWebhook,
  createWebhook,
  getWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliver,
  removeWebhook,
  rotateWebhookSecret,
  sendTestMessage,
  type WebhookServiceContext,
} from '../../services/webhooks/webhook-service.js';
import { requireAuth } from '../../plugins/authenticate.js';

const NEEDS =
  "Needs webhook:manage in the project (its Administrators, or an API key with the scope). A webhook of another project answers 404 'Webhook not found.'";
const SIGNING =
  'Messages are POSTed as JSON signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature: ' +
  'HMAC-SHA256 with the secret), retried with exponential backoff for 24 hours with the same webhook-id, in order ' +
  `per collection. Events: ${WEBHOOK_EVENTS.join(', ')}. In production only https URLs whose host resolves to ` +
  'public addresses are sent to, checked at each send.';

/** A project's webhook endpoints, their delivery log, redelivery and test messages (ADR 0061). */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const ctx: WebhookServiceContext = { db: app.db, config: app.config, secrets: app.webhookSecrets };
  const common = { tags: ['events'], security: bearerOrApiKey, headers: jsonSchema(ProjectHeaders) };
  const routeConfig = { access: 'verified-or-api-key' as const };

  app.get<{ Headers: ProjectHeaders }>(
    '/webhooks',
    {
      config: routeConfig,
      schema: {
        ...common,
        summary: "The project's webhooks, oldest first (needs webhook:manage)",
        description: `The secret is never part of this answer. ${NEEDS}`,
        response: { 200: jsonSchema(WebhookList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<WebhookList> => ({
      data: await listWebhooks(ctx, requireAuth(request), request.headers.project_id),
    }),
  );

  app.post<{ Headers: ProjectHeaders; Body: NewWebhook }>(
    '/webhooks',
    {
      config: routeConfig,
      schema: {
        ...common,
        summary: 'Adds a webhook; the answer holds its signing secret, shown this once (needs webhook:manage)',
        description: `${SIGNING} ${NEEDS}`,
        body: jsonSchema(NewWebhook),
        response: { 201: jsonSchema(CreatedWebhook), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<CreatedWebhook> => {
      const created = await createWebhook(ctx, requireAuth(request), request.headers.project_id, request.body);
      reply.code(201);
      return created;
    },
  );

  app.get<{ Headers: ProjectHeaders; Params: WebhookIdParams }>(
    '/webhooks/:webhookId',
    {
      config: routeConfig,
      schema: {
        ...common,
        summary: 'A webhook (needs webhook:manage)',
        description: NEEDS,
        params: jsonSchema(WebhookIdParams),
        response: { 200: jsonSchema(Webhook), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<Webhook> =>
      getWebhook(ctx, requireAuth(request), request.headers.project_id, request.params.webhookId),
  );

  app.patch<{ Headers: ProjectHeaders; Params: WebhookIdParams; Body: WebhookChange }>(
    '/webhooks/:webhookId',
    {
      config: routeConfig,
      schema: {
        ...common,
        summary: "Changes a webhook's URL, events or description, or turns it on or off (needs webhook:manage)",
        description:
          'Turning it on again also clears its failures (a webhook failing for 3 days is turned off and its ' +
          `Administrators are emailed); messages queued meanwhile are then sent. ${NEEDS}`,
        params: jsonSchema(WebhookIdParams),
        body: jsonSchema(WebhookChange),
        response: { 200: jsonSchema(Webhook), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<Webhook> =>
      changeWebhook(ctx, requireAuth(request), request.headers.project_id, request.params.webhookId, request.body),
  );

  app.delete<{ Headers: ProjectHeaders; Params: WebhookIdParams }>(
    '/webhooks/:webhookId',
    {
      config: routeConfig,
      schema: {
        ...common,
        summary: 'Removes a webhook with its queued messages and log (needs webhook:manage)',
        description: NEEDS,
        params: jsonSchema(WebhookIdParams),
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeWebhook(ctx, requireAuth(request), request.headers.project_id, request.params.webhookId);
      return reply.code(204).send();
    },
  );

  app.post<{ Headers: ProjectHeaders; Params: WebhookIdParams; Body: WebhookSecretRotation | undefined }>(
    '/webhooks/:webhookId/secret',
    {
      config: routeConfig,
      // No body is a rotation with the default grace period.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        ...common,
        summary: 'Replaces the signing secret and answers the new one, shown this once (needs webhook:manage)',
        description:
          'Every attempt from now on is signed with the new secret, those of queued messages too. The replaced ' +
          `secret signs beside it for keepPreviousHours (${WEBHOOK_DEFAULT_SECRET_GRACE_HOURS} by default; 0 stops ` +
          'it at once), a second v1 signature in webhook-signature, so a receiver can switch without refusing a ' +
          `message; the webhook's previousSecretExpiresAt says until when. The body may be left out. ${NEEDS}`,
        params: jsonSchema(WebhookIdParams),
        body: jsonSchema(WebhookSecretRotation),
        response: { 200: jsonSchema(WebhookSecret), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<WebhookSecret> =>
      rotateWebhookSecret(
        ctx,
        requireAuth(request),
        request.headers.project_id,
        request.params.webhookId,
        request.body,
      ),
  );

  app.post<{ Headers: ProjectHeaders; Params: WebhookIdParams }>(
    '/webhooks/:webhookId/test',
    {
      config: routeConfig,
      schema: {
        ...common,
        summary: `Queues a ${WEBHOOK_TEST_EVENT} message to the webhook and answers its delivery (needs webhook:manage)`,
        description: `It is sent like any message and shows in the delivery log. A webhook that is off answers 409. ${NEEDS}`,
        params: jsonSchema(WebhookIdParams),
        response: { 202: jsonSchema(WebhookDelivery), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply): Promise<WebhookDelivery> => {
      const delivery = await sendTestMessage(
        ctx,
        requireAuth(request),
        request.headers.project_id,
        request.params.webhookId,
      );
      reply.code(202);
      return delivery;
    },
  );

  app.get<{ Headers: ProjectHeaders; Params: WebhookIdParams }>(
    '/webhooks/:webhookId/deliveries',
    {
      config: routeConfig,
      schema: {
        ...common,
        summary:
          "The webhook's delivery log: its messages, newest first, each with its attempts (needs webhook:manage)",
        description:
          `The newest ${WEBHOOK_DELIVERY_LOG_LIMIT} messages. Each attempt has its time, number, the receiver's ` +
          `status (null when none answered), duration, error and the start of the answer. ${NEEDS}`,
        params: jsonSchema(WebhookIdParams),
        response: { 200: jsonSchema(WebhookDeliveryList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<WebhookDeliveryList> => ({
      data: await listWebhookDeliveries(
        ctx,
        requireAuth(request),
        request.headers.project_id,
        request.params.webhookId,
      ),
    }),
  );

  app.post<{ Headers: ProjectHeaders; Params: WebhookDeliveryParams }>(
    '/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    {
      config: routeConfig,
      schema: {
        ...common,
        summary: 'Sends a delivered or failed message again, with the same webhook-id (needs webhook:manage)',
        description:
          'The message is retried for another 24 hours, outside the order of newer messages. A message still ' +
          `being delivered answers 409; one of another webhook 404 'Delivery not found.' ${NEEDS}`,
        params: jsonSchema(WebhookDeliveryParams),
        response: { 202: jsonSchema(WebhookDelivery), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply): Promise<WebhookDelivery> => {
      const delivery = await redeliver(
        ctx,
        requireAuth(request),
        request.headers.project_id,
        request.params.webhookId,
        request.params.deliveryId,
      );
      reply.code(202);
      return delivery;
    },
  );
};
