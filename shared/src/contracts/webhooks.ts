import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';
import { ConsumerReport } from './consumer-reports.js';
import { BLACKLIST_REASONS, TAG_STATUSES, TAG_STATUS_SOURCES } from './tag-status.js';

/** What an endpoint can subscribe to. */
export const WEBHOOK_EVENTS = ['scan.flagged', 'tag.status_changed', 'report.created', 'case.updated'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The type of the message "Send test event" sends; every endpoint gets it, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const MAX_WEBHOOK_URL_LENGTH = 2000;
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 200;
/** The delivery log answers this many deliveries, newest first. */
export const WEBHOOK_DELIVERY_LOG_LIMIT = 50;
/** How much of a receiver's answer the log keeps. */
export const WEBHOOK_RESPONSE_EXCERPT_LENGTH = 500;
/** How long a rotated secret keeps signing beside the new one, unless the rotation says otherwise. */
export const WEBHOOK_DEFAULT_SECRET_GRACE_HOURS = 24;
export const WEBHOOK_MAX_SECRET_GRACE_HOURS = 72;

/** Why an endpoint is off: someone turned it off, or it kept failing and the API turned it off. */
export const WEBHOOK_DISABLED_REASONS = ['user', 'failing'] as const;
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

export const WebhookIdParams = v.object({ webhookId: Uuid });
export type WebhookIdParams = v.InferOutput<typeof WebhookIdParams>;

export const WebhookDeliveryParams = v.object({ webhookId: Uuid, deliveryId: Uuid });
export type WebhookDeliveryParams = v.InferOutput<typeof WebhookDeliveryParams>;

/** An http(s) address; production takes https only and checks where it leads when it sends (ADR 0061). */
export const WebhookUrl = v.pipe(
  v.string(),
  v.maxLength(MAX_WEBHOOK_URL_LENGTH, `The URL is longer than ${MAX_WEBHOOK_URL_LENGTH} characters.`),
  v.url('The URL is not a valid address.'),
  v.regex(/^https?:\/\//, 'The URL must start with https:// (or http:// outside production).'),
);

export const WebhookEvents = v.pipe(
  v.array(v.picklist(WEBHOOK_EVENTS, `An event is one of ${WEBHOOK_EVENTS.join(', ')}.`)),
  v.minLength(1, 'Choose at least one event.'),
  v.maxLength(WEBHOOK_EVENTS.length),
);

const WebhookDescription = v.pipe(
  v.string(),
  v.maxLength(
    MAX_WEBHOOK_DESCRIPTION_LENGTH,
    `The description is longer than ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters.`,
  ),
);

export const NewWebhook = v.strictObject({
  url: WebhookUrl,
  events: WebhookEvents,
  description: v.optional(WebhookDescription, ''),
});
export type NewWebhook = v.InferInput<typeof NewWebhook>;

/** What a PATCH may change; `enabled: true` also turns on an endpoint the API turned off for failing. */
export const WebhookChange = v.strictObject({
  url: v.optional(WebhookUrl),
  events: v.optional(WebhookEvents),
  description: v.optional(WebhookDescription),
  enabled: v.optional(v.boolean()),
});
export type WebhookChange = v.InferInput<typeof WebhookChange>;

export const Webhook = v.object({
  id: Uuid,
  url: v.string(),
  description: v.string(),
  events: v.array(v.picklist(WEBHOOK_EVENTS)),
  enabled: v.boolean(),
  disabledReason: v.nullable(v.picklist(WEBHOOK_DISABLED_REASONS)),
  /** The first failed attempt since the last success; the endpoint is turned off after days of failing. */
  failingSince: v.nullable(IsoDateTime),
  /** Until then the secret a rotation replaced signs every message too; null when it signs none. */
  previousSecretExpiresAt: v.nullable(IsoDateTime),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Webhook = v.InferOutput<typeof Webhook>;

export const WebhookList = v.object({ data: v.array(Webhook) });
export type WebhookList = v.InferOutput<typeof WebhookList>;

/** The signing secret (`whsec_` and base64, as Standard Webhooks libraries take it), answered only here. */
export const WebhookSecret = v.object({ secret: v.pipe(v.string(), v.startsWith('whsec_')) });
export type WebhookSecret = v.InferOutput<typeof WebhookSecret>;

/**
 * A rotation: the replaced secret keeps signing beside the new one for `keepPreviousHours` (24 by default), so a
 * receiver can take the new one without refusing a message; 0 stops it at once (a secret that leaked).
 */
export const WebhookSecretRotation = v.strictObject({
  keepPreviousHours: v.optional(
    v.pipe(
      v.number('Hours to keep the previous secret must be a number.'),
      v.integer('Hours to keep the previous secret must be a whole number.'),
      v.minValue(0, 'Hours to keep the previous secret cannot be negative.'),
      v.maxValue(
        WEBHOOK_MAX_SECRET_GRACE_HOURS,
        `The previous secret can be kept for at most ${WEBHOOK_MAX_SECRET_GRACE_HOURS} hours.`,
      ),
    ),
    WEBHOOK_DEFAULT_SECRET_GRACE_HOURS,
  ),
});
export type WebhookSecretRotation = v.InferInput<typeof WebhookSecretRotation>;

/** The answer to a create: the endpoint and, this once only, its secret. */
export const CreatedWebhook = v.object({ ...Webhook.entries, ...WebhookSecret.entries });
export type CreatedWebhook = v.InferOutput<typeof CreatedWebhook>;

export const WebhookDeliveryAttempt = v.object({
  attempt: v.number(),
  attemptedAt: IsoDateTime,
  /** The receiver's HTTP status; null when no answer came (refused address, timeout, connection error). */
  statusCode: v.nullable(v.number()),
  durationMs: v.number(),
  error: v.nullable(v.string()),
  /** The start of the receiver's answer. */
  responseExcerpt: v.string(),
});
export type WebhookDeliveryAttempt = v.InferOutput<typeof WebhookDeliveryAttempt>;

export const WebhookDelivery = v.object({
  /** The webhook-id header of every attempt. */
  id: Uuid,
  eventType: v.string(),
  state: v.picklist(WEBHOOK_DELIVERY_STATES),
  /** When a pending delivery is tried next. */
  nextAttemptAt: v.nullable(IsoDateTime),
  createdAt: IsoDateTime,
  finishedAt: v.nullable(IsoDateTime),
  /** The signed body, as sent. */
  body: v.string(),
  attempts: v.array(WebhookDeliveryAttempt),
});
export type WebhookDelivery = v.InferOutput<typeof WebhookDelivery>;

export const WebhookDeliveryList = v.object({ data: v.array(WebhookDelivery) });
export type WebhookDeliveryList = v.InferOutput<typeof WebhookDeliveryList>;

/** Who made a change a message tells of: a person or an API key, by id; null for a rule. */
const ChangedBy = v.nullable(v.object({ kind: v.picklist(['user', 'api-key']), id: Uuid }));

/**
 * The body of a `tag.status_changed` message. One tag: `tagId` and its index as `fromIndex` and `toIndex`, with
 * `from`. A range: `tagId` and `from` null (its tags may have had different statuses), one message for the range.
 */
export const TagStatusChangedMessage = v.object({
  type: v.literal('tag.status_changed'),
  timestamp: IsoDateTime,
  data: v.object({
    projectId: Uuid,
    collectionId: Uuid,
    tagId: v.nullable(Uuid),
    fromIndex: v.number(),
    toIndex: v.number(),
    from: v.nullable(v.picklist(TAG_STATUSES)),
    to: v.picklist(TAG_STATUSES),
    reason: v.nullable(v.picklist(BLACKLIST_REASONS)),
    note: v.string(),
    source: v.picklist(TAG_STATUS_SOURCES),
    changedBy: ChangedBy,
    changedAt: IsoDateTime,
  }),
});
export type TagStatusChangedMessage = v.InferOutput<typeof TagStatusChangedMessage>;

/**
 * The body of `report.created`: the report as `GET /consumer-reports/{id}` answers it (the email only when the
 * consumer agreed to be contacted by the brand, which is who receives this).
 */
export const ReportCreatedMessage = v.object({
  type: v.literal('report.created'),
  timestamp: IsoDateTime,
  data: ConsumerReport,
});
export type ReportCreatedMessage = v.InferOutput<typeof ReportCreatedMessage>;

/** The body of the message "Send test event" sends. */
export const WebhookTestMessage = v.object({
  type: v.literal(WEBHOOK_TEST_EVENT),
  timestamp: IsoDateTime,
  data: v.object({ projectId: Uuid, webhookId: Uuid, message: v.string() }),
});
export type WebhookTestMessage = v.InferOutput<typeof WebhookTestMessage>;
