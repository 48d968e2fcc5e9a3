import type { Db } from '../../db/db.js';
import type { Config } from '../../config.js';
import { conflict, invalid, notFound } from '../../errors.js';
import {
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  queueDelivery,
  requeueDelivery,
  rotateEndpointSecret,
  updateEndpoint,
} from '../../repositories/webhooks/webhooks-repository.js';
import {
  WEBHOOK_DELIVERY_LOG_LIMIT,
  WEBHOOK_TEST_EVENT,
  type CreatedWebhook,
  type NewWebhook,
  type Webhook,
  type WebhookChange,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookSecret,
  type WebhookSecretRotation,
  type WebhookTestMessage,
  WEBHOOK_DEFAULT_SECRET_GRACE_HOURS,
} from 'shared/contracts/webhooks';
import type { AuthContext } from '../auth/auth-context.js';
import { requireProjectPermission } from '../projects/project-access.js';
import { generateWebhookSecret, type WebhookSecretBox } from './webhook-secrets.js';

export interface WebhookServiceContext {
  db: Db;
  config: Pick<Config, 'nodeEnv'>;
  secrets: WebhookSecretBox;
}

const webhookNotFound = () => notFound('Webhook not found.');

/** A URL as stored: trimmed, and https in production (where it leads is checked again at each send, ADR 0061). */
function checkedUrl(config: WebhookServiceContext['config'], raw: string): string {
  const url = raw.trim();
  if (config.nodeEnv === 'production' && !url.startsWith('https://')) {
    throw invalid('A webhook URL must start with https://.');
  }
  if (/^https?:\/\/[^/]*@/.test(url)) {
    throw invalid('A webhook URL cannot hold a user name or password; put a token in its path or query instead.');
  }
  return url;
}

/** Each event once, in the contract's order. */
const distinctEvents = (events: WebhookEvent[]): WebhookEvent[] => [...new Set(events)];

async function requireEndpoint(ctx: WebhookServiceContext, projectId: string, webhookId: string): Promise<Webhook> {
  const endpoint = await findEndpoint(ctx.db, projectId, webhookId);
  if (!endpoint) throw webhookNotFound();
  return endpoint;
}

const manage = (ctx: WebhookServiceContext, auth: AuthContext, projectId: string) =>
  requireProjectPermission(ctx.db, auth, projectId, 'webhook:manage');

export async function listWebhooks(ctx: WebhookServiceContext, auth: AuthContext, projectId: string) {
  await manage(ctx, auth, projectId);
  return listEndpoints(ctx.db, projectId);
}

export async function getWebhook(ctx: WebhookServiceContext, auth: AuthContext, projectId: string, webhookId: string) {
  await manage(ctx, auth, projectId);
  return requireEndpoint(ctx, projectId, webhookId);
}

export async function createWebhook(
  ctx: WebhookServiceContext,
  auth: AuthContext,
  projectId: string,
  body: NewWebhook,
): Promise<CreatedWebhook> {
  await manage(ctx, auth, projectId);
  const secret = generateWebhookSecret();
  const endpoint = await insertEndpoint(ctx.db, {
    projectId,
    url: checkedUrl(ctx.config, body.url),
    description: (body.description ?? '').trim(),
    events: distinctEvents(body.events),
    sealedSecret: ctx.secrets.seal(secret),
    createdBy: auth.userId,
  });
  return { ...endpoint, secret };
}

export async function changeWebhook(
  ctx: WebhookServiceContext,
  auth: AuthContext,
  projectId: string,
  webhookId: string,
  body: WebhookChange,
): Promise<Webhook> {
  await manage(ctx, auth, projectId);
  const endpoint = await updateEndpoint(ctx.db, projectId, webhookId, {
    url: body.url === undefined ? undefined : checkedUrl(ctx.config, body.url),
    description: body.description?.trim(),
    events: body.events && distinctEvents(body.events),
    enabled: body.enabled,
  });
  if (!endpoint) throw webhookNotFound();
  return endpoint;
}

export async function removeWebhook(
  ctx: WebhookServiceContext,
  auth: AuthContext,
  projectId: string,
  webhookId: string,
): Promise<void> {
  await manage(ctx, auth, projectId);
  if (!(await deleteEndpoint(ctx.db, projectId, webhookId))) throw webhookNotFound();
}

/**
 * A new secret signs every message from now on, attempts of queued ones included; the one it replaces signs
 * beside it for the grace period asked for, so the receiver can switch without refusing a message.
 */
export async function rotateWebhookSecret(
  ctx: WebhookServiceContext,
  auth: AuthContext,
  projectId: string,
  webhookId: string,
  body: WebhookSecretRotation | undefined,
): Promise<WebhookSecret> {
  await manage(ctx, auth, projectId);
  const secret = generateWebhookSecret();
  const endpoint = await rotateEndpointSecret(ctx.db, projectId, webhookId, {
    sealedSecret: ctx.secrets.seal(secret),
    keepPreviousHours: body?.keepPreviousHours ?? WEBHOOK_DEFAULT_SECRET_GRACE_HOURS,
  });
  if (!endpoint) throw webhookNotFound();
  return { secret };
}

export async function listWebhookDeliveries(
  ctx: WebhookServiceContext,
  auth: AuthContext,
  projectId: string,
  webhookId: string,
): Promise<WebhookDelivery[]> {
  await manage(ctx, auth, projectId);
  await requireEndpoint(ctx, projectId, webhookId);
  return listDeliveries(ctx.db, webhookId, WEBHOOK_DELIVERY_LOG_LIMIT);
}

/** Queues a `webhook.test` message, delivered like any other: it shows in the log with its attempts. */
export async function sendTestMessage(
  ctx: WebhookServiceContext,
  auth: AuthContext,
  projectId: string,
  webhookId: string,
): Promise<WebhookDelivery> {
  await manage(ctx, auth, projectId);
  const endpoint = await requireEndpoint(ctx, projectId, webhookId);
  if (!endpoint.enabled) throw conflict('The webhook is turned off: turn it on to send a test event.');
  const message: WebhookTestMessage = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: new Date().toISOString(),
    data: { projectId, webhookId, message: 'A test event sent from the console.' },
  };
  const id = await queueDelivery(ctx.db, {
    endpointId: webhookId,
    eventType: WEBHOOK_TEST_EVENT,
    body: JSON.stringify(message),
    orderingKey: null,
  });
  return (await findDelivery(ctx.db, webhookId, id))!;
}

export async function redeliver(
  ctx: WebhookServiceContext,
  auth: AuthContext,
  projectId: string,
  webhookId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await manage(ctx, auth, projectId);
  await requireEndpoint(ctx, projectId, webhookId);
  const delivery = await findDelivery(ctx.db, webhookId, deliveryId);
  if (!delivery) throw notFound('Delivery not found.');
  if (!(await requeueDelivery(ctx.db, webhookId, deliveryId))) {
    throw conflict('This message is still being delivered: redeliver it once it was delivered or has failed.');
  }
  return (await findDelivery(ctx.db, webhookId, deliveryId))!;
}
