import type { Db } from '../../db/db.js';
import type {
  WebhookDelivery,
  WebhookDeliveryAttempt,
  WebhookEvent,
  Webhook,
  WEBHOOK_DELIVERY_STATES,
  WEBHOOK_DISABLED_REASONS,
} from 'shared/contracts/webhooks';

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface EndpointRow {
  id: string;
  url: string;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
  disabled_reason: (typeof WEBHOOK_DISABLED_REASONS)[number] | null;
  failing_since: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A replaced secret signs while its grace period runs. */
const PREVIOUS_SECRET_SIGNS = 'previous_secret_expires_at > now()';

const ENDPOINT_COLUMNS = `id, url, description, events, enabled, disabled_reason,
  ${iso('failing_since')} AS failing_since,
  CASE WHEN ${PREVIOUS_SECRET_SIGNS} THEN ${iso('previous_secret_expires_at')} END AS previous_secret_expires_at,
  ${iso('created_at')} AS created_at, ${iso('updated_at')} AS updated_at`;

const toWebhook = (row: EndpointRow): Webhook => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabled_reason,
  failingSince: row.failing_since,
  previousSecretExpiresAt: row.previous_secret_expires_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export async function listEndpoints(db: Db, projectId: string): Promise<Webhook[]> {
  const rows = await db.query<EndpointRow>(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE project_id = $1 ORDER BY created_at, id`,
    [projectId],
  );
  return rows.map(toWebhook);
}

export async function findEndpoint(db: Db, projectId: string, id: string): Promise<Webhook | undefined> {
  const [row] = await db.query<EndpointRow>(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1 AND project_id = $2`,
    [id, projectId],
  );
  return row && toWebhook(row);
}

export async function insertEndpoint(
  db: Db,
  input: {
    projectId: string;
    url: string;
    description: string;
    events: WebhookEvent[];
    sealedSecret: string;
    createdBy: string;
  },
): Promise<Webhook> {
  const [row] = await db.query<EndpointRow>(
    `INSERT INTO webhook_endpoints (project_id, url, description, events, secret_ciphertext, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${ENDPOINT_COLUMNS}`,
    [input.projectId, input.url, input.description, input.events, input.sealedSecret, input.createdBy],
  );
  return toWebhook(row!);
}

/** Changes what is given; turning an endpoint on forgets its failures, turning it off records that a person did. */
export async function updateEndpoint(
  db: Db,
  projectId: string,
  id: string,
  change: { url?: string; description?: string; events?: WebhookEvent[]; enabled?: boolean },
): Promise<Webhook | undefined> {
  const [row] = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints SET
       url = coalesce($3, url),
       description = coalesce($4, description),
       events = coalesce($5, events),
       enabled = coalesce($6, enabled),
       disabled_reason = CASE WHEN $6 IS NULL THEN disabled_reason WHEN $6 THEN NULL ELSE 'user' END,
       failing_since = CASE WHEN $6 THEN NULL ELSE failing_since END,
       updated_at = now()
     WHERE id = $1 AND project_id = $2 RETURNING ${ENDPOINT_COLUMNS}`,
    [id, projectId, change.url ?? null, change.description ?? null, change.events ?? null, change.enabled ?? null],
  );
  return row && toWebhook(row);
}

/**
 * Puts a new secret in place; the one it replaces keeps signing for `keepPreviousHours` (none when 0). A secret
 * already replaced by an earlier rotation stops signing: at most two sign at once.
 */
export async function rotateEndpointSecret(
  db: Db,
  projectId: string,
  id: string,
  { sealedSecret, keepPreviousHours }: { sealedSecret: string; keepPreviousHours: number },
): Promise<Webhook | undefined> {
  const [row] = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints SET
       previous_secret_ciphertext = CASE WHEN $4 > 0 THEN secret_ciphertext END,
       previous_secret_expires_at = CASE WHEN $4 > 0 THEN now() + make_interval(hours => $4) END,
       secret_ciphertext = $3,
       updated_at = now()
     WHERE id = $1 AND project_id = $2 RETURNING ${ENDPOINT_COLUMNS}`,
    [id, projectId, sealedSecret, keepPreviousHours],
  );
  return row && toWebhook(row);
}

export async function deleteEndpoint(db: Db, projectId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM webhook_endpoints WHERE id = $1 AND project_id = $2 RETURNING 1', [
    id,
    projectId,
  ]);
  return rows.length > 0;
}

/**
 * Queues one message for one endpoint, in the caller's transaction, so it is sent only if the event is kept.
 * Messages with one ordering key reach their endpoint in the order they were queued; null orders nothing.
 */
export async function queueDelivery(
  db: Db,
  input: { endpointId: string; eventType: string; body: string; orderingKey: string | null },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (endpoint_id, event_type, body, ordering_key) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [input.endpointId, input.eventType, input.body, input.orderingKey],
  );
  return row!.id;
}

/**
 * Queues an event for every enabled endpoint of the project that subscribes to it, in the caller's transaction;
 * answers how many messages were queued.
 */
export async function queueEvent(
  db: Db,
  input: { projectId: string; eventType: WebhookEvent; body: string; orderingKey: string | null },
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (endpoint_id, event_type, body, ordering_key)
     SELECT id, $2, $3, $4 FROM webhook_endpoints WHERE project_id = $1 AND enabled AND $2 = ANY (events)
     ORDER BY id
     RETURNING id`,
    [input.projectId, input.eventType, input.body, input.orderingKey],
  );
  return rows.length;
}

interface DeliveryRow {
  id: string;
  event_type: string;
  state: (typeof WEBHOOK_DELIVERY_STATES)[number];
  next_attempt_at: string | null;
  created_at: string;
  finished_at: string | null;
  body: string;
  attempts: WebhookDeliveryAttempt[] | string;
}

/** The delivery and its attempts, oldest attempt first (PGlite answers json as text, PostgreSQL parsed). */
const DELIVERY_SELECT = `SELECT d.id, d.event_type, d.state,
    CASE WHEN d.state = 'pending' THEN ${iso('d.next_attempt_at')} END AS next_attempt_at,
    ${iso('d.created_at')} AS created_at, ${iso('d.finished_at')} AS finished_at, d.body,
    coalesce((SELECT json_agg(json_build_object(
        'attempt', a.attempt, 'attemptedAt', ${iso('a.attempted_at')}, 'statusCode', a.status_code,
        'durationMs', a.duration_ms, 'error', a.error, 'responseExcerpt', a.response_excerpt) ORDER BY a.attempt)
      FROM webhook_delivery_attempts a WHERE a.delivery_id = d.id), '[]') AS attempts
  FROM webhook_deliveries d`;

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventType: row.event_type,
  state: row.state,
  nextAttemptAt: row.next_attempt_at,
  createdAt: row.created_at,
  finishedAt: row.finished_at,
  body: row.body,
  attempts: typeof row.attempts === 'string' ? (JSON.parse(row.attempts) as WebhookDeliveryAttempt[]) : row.attempts,
});

export async function listDeliveries(db: Db, endpointId: string, limit: number): Promise<WebhookDelivery[]> {
  const rows = await db.query<DeliveryRow>(`${DELIVERY_SELECT} WHERE d.endpoint_id = $1 ORDER BY d.seq DESC LIMIT $2`, [
    endpointId,
    limit,
  ]);
  return rows.map(toDelivery);
}

export async function findDelivery(db: Db, endpointId: string, id: string): Promise<WebhookDelivery | undefined> {
  const [row] = await db.query<DeliveryRow>(`${DELIVERY_SELECT} WHERE d.endpoint_id = $1 AND d.id = $2`, [
    endpointId,
    id,
  ]);
  return row && toDelivery(row);
}

/**
 * Sends a finished delivery again, with the same webhook-id and a new retry window. A redelivery is a replay a
 * person asked for: it keeps no place in its key's order, so it neither waits for nor holds up newer messages.
 * Answers false when the delivery is still pending.
 */
export async function requeueDelivery(db: Db, endpointId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = now(), retry_from = now(),
       finished_at = NULL, ordering_key = NULL
     WHERE endpoint_id = $1 AND id = $2 AND state <> 'pending' RETURNING 1`,
    [endpointId, id],
  );
  return rows.length > 0;
}

export interface ClaimedDelivery {
  id: string;
  endpoint_id: string;
  project_id: string;
  url: string;
  secret_ciphertext: string;
  /** The secret a rotation replaced, while it still signs. */
  previous_secret_ciphertext: string | null;
  body: string;
  attempts: number;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints for `leaseSeconds` (moving their next attempt past the
 * lease: a process that dies mid-send leaves them to another once it runs out). A delivery waits while an older
 * one with its endpoint and ordering key is pending, so each key's messages arrive in order; a claim therefore
 * never holds two of one key.
 */
export async function claimDueDeliveries(
  db: Db,
  { limit, leaseSeconds }: { limit: number; leaseSeconds: number },
): Promise<ClaimedDelivery[]> {
  return db.query<ClaimedDelivery>(
    `WITH claimed AS (
       UPDATE webhook_deliveries SET next_attempt_at = now() + make_interval(secs => $2)
       WHERE id IN (
         SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
         WHERE d.state = 'pending' AND d.next_attempt_at <= now() AND e.enabled
           AND NOT EXISTS (
             SELECT 1 FROM webhook_deliveries earlier
             WHERE earlier.endpoint_id = d.endpoint_id AND earlier.ordering_key = d.ordering_key
               AND earlier.state = 'pending' AND earlier.seq < d.seq)
         ORDER BY d.seq LIMIT $1
         FOR UPDATE OF d SKIP LOCKED)
       RETURNING id, endpoint_id, body, attempts, seq
     )
     SELECT c.id, c.endpoint_id, e.project_id, e.url, e.secret_ciphertext,
       CASE WHEN e.${PREVIOUS_SECRET_SIGNS} THEN e.previous_secret_ciphertext END AS previous_secret_ciphertext,
       c.body, c.attempts
     FROM claimed c JOIN webhook_endpoints e ON e.id = c.endpoint_id ORDER BY c.seq`,
    [limit, leaseSeconds],
  );
}

export interface AttemptOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string;
  attemptedAt: Date;
}

export interface RetryPolicy {
  retryBaseMs: number;
  retryMaxMs: number;
  retryForSeconds: number;
  disableAfterSeconds: number;
}

/**
 * Records an attempt and what follows from it, in one transaction: delivered; or tried again after
 * base × 2^(attempt − 1) (at most the maximum) while that is inside the retry window, else failed for good. The
 * endpoint's failing streak starts at its first failure and ends at a success; an endpoint failing for longer
 * than `disableAfterSeconds` is turned off, and `whenTurnedOff` runs in the same transaction (it tells people).
 */
export async function recordAttempt(
  db: Db,
  delivery: Pick<ClaimedDelivery, 'id' | 'endpoint_id' | 'attempts'>,
  outcome: AttemptOutcome,
  policy: RetryPolicy,
  whenTurnedOff: (tx: Db) => Promise<void>,
): Promise<void> {
  const attempt = delivery.attempts + 1;
  const delivered = outcome.error === null;
  const delayMs = Math.min(policy.retryBaseMs * 2 ** (attempt - 1), policy.retryMaxMs);
  return db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO webhook_delivery_attempts
         (delivery_id, attempt, attempted_at, status_code, duration_ms, error, response_excerpt)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        delivery.id,
        attempt,
        outcome.attemptedAt.toISOString(),
        outcome.statusCode,
        outcome.durationMs,
        outcome.error,
        outcome.responseExcerpt,
      ],
    );
    await tx.query(
      `UPDATE webhook_deliveries SET attempts = $2,
         state = CASE WHEN $3 THEN 'delivered'
           WHEN now() + make_interval(secs => $4::double precision / 1000)
             > retry_from + make_interval(secs => $5) THEN 'failed'
           ELSE 'pending' END,
         next_attempt_at = CASE WHEN $3 THEN next_attempt_at
           ELSE now() + make_interval(secs => $4::double precision / 1000) END
       WHERE id = $1`,
      [delivery.id, attempt, delivered, delayMs, policy.retryForSeconds],
    );
    await tx.query(`UPDATE webhook_deliveries SET finished_at = now() WHERE id = $1 AND state <> 'pending'`, [
      delivery.id,
    ]);
    if (delivered) {
      await tx.query('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL', [
        delivery.endpoint_id,
      ]);
      return;
    }
    const turnedOff = await tx.query<{ enabled: boolean }>(
      `UPDATE webhook_endpoints SET failing_since = coalesce(failing_since, $2),
         enabled = CASE WHEN coalesce(failing_since, $2) <= now() - make_interval(secs => $3) THEN false ELSE enabled END,
         disabled_reason = CASE WHEN coalesce(failing_since, $2) <= now() - make_interval(secs => $3) THEN 'failing'
           ELSE disabled_reason END,
         updated_at = now()
       WHERE id = $1 AND enabled
       RETURNING enabled`,
      [delivery.endpoint_id, outcome.attemptedAt.toISOString(), policy.disableAfterSeconds],
    );
    if (turnedOff[0]?.enabled === false) await whenTurnedOff(tx);
  });
}

/**
 * Deletes delivered and failed messages (their attempts with them) that finished more than `keepDays` ago, at
 * most `limit` at a time so no statement holds many locks; answers how many went.
 */
export async function pruneFinishedDeliveries(db: Db, keepDays: number, limit: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM webhook_deliveries WHERE id IN (
       SELECT id FROM webhook_deliveries
       WHERE state <> 'pending' AND finished_at < now() - make_interval(days => $1)
       LIMIT $2)
     RETURNING 1`,
    [keepDays, limit],
  );
  return rows.length;
}

/** The email addresses of a project's Administrators, who hear when its webhook is turned off. */
export async function projectAdministratorEmails(db: Db, projectId: string, adminRoleId: number): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    `SELECT u.email FROM user_projects up JOIN users u ON u.id = up.user_id
     WHERE up.project_id = $1 AND up.role_id = $2 ORDER BY u.email`,
    [projectId, adminRoleId],
  );
  return rows.map((row) => row.email);
}
