import { startPolling } from '../polling/polling.js';
import type { Db } from '../../db/db.js';
import type { WebhookDeliveryConfig } from '../../config.js';
import { PROJECT_ROLE } from 'shared/contracts/roles';
import { insertOutboxEmail } from '../../repositories/email-outbox/email-outbox-repository.js';
import {
  claimDueDeliveries,
  projectAdministratorEmails,
  pruneFinishedDeliveries,
  recordAttempt,
  type ClaimedDelivery,
} from '../../repositories/webhooks/webhooks-repository.js';
import { webhookTurnedOffEmail } from '../email/emails.js';
import { sendWebhook, type SendResult } from './webhook-sender.js';
import type { WebhookSecretBox } from './webhook-secrets.js';

export interface WebhookWorkerOptions {
  delivery: WebhookDeliveryConfig;
  secrets: WebhookSecretBox;
  /** Production: https to public addresses only (ADR 0061). */
  publicOnly: boolean;
  productName: string;
  consoleUrl: string;
  /** How long to wait before looking again when nothing is due. */
  idleMs?: number;
  onError?: (error: unknown) => void;
}

export interface WebhookWorker {
  /** Sends what is due now; resolves when nothing more is due (tests await it). */
  drain(): Promise<void>;
  /** Deletes messages that finished longer ago than the log keeps them; answers how many went. */
  prune(): Promise<number>;
  stop(): Promise<void>;
}

/** Deliveries claimed at once; none two of one ordering key, so they are sent side by side. */
const BATCH = 10;
/** Old messages are looked for this often, and deleted this many per statement. */
const PRUNE_EVERY_MS = 3_600_000;
const PRUNE_BATCH = 1000;

/**
 * Sends queued webhook messages from any number of API processes: each claims due deliveries with a lease, signs
 * and POSTs them, and records the attempt. A process killed mid-send records nothing; once the lease runs out
 * another (or the restarted one) sends the same delivery, with the same webhook-id.
 */
export function startWebhookWorker(db: Db, options: WebhookWorkerOptions): WebhookWorker {
  const { delivery: config, secrets, idleMs = 1000, onError = () => undefined } = options;
  async function attempt(claimed: ClaimedDelivery): Promise<SendResult> {
    let signing: string[];
    try {
      signing = [claimed.secret_ciphertext, claimed.previous_secret_ciphertext]
        .filter((sealed) => sealed !== null)
        .map((sealed) => secrets.open(sealed));
    } catch {
      return {
        statusCode: null,
        durationMs: 0,
        error: 'The signing secret cannot be read (was JWT_SECRET changed?): rotate the secret.',
        responseExcerpt: '',
      };
    }
    return sendWebhook(
      { id: claimed.id, url: claimed.url, body: claimed.body, secrets: signing },
      { publicOnly: options.publicOnly, timeoutMs: config.timeoutMs, userAgent: `${options.productName} Webhooks` },
    );
  }

  async function tellAdministrators(tx: Db, claimed: ClaimedDelivery, failingSince: Date) {
    const [project] = await tx.query<{ name: string }>('SELECT name FROM projects WHERE id = $1', [claimed.project_id]);
    for (const to of await projectAdministratorEmails(tx, claimed.project_id, PROJECT_ROLE.ADMIN)) {
      await insertOutboxEmail(
        tx,
        webhookTurnedOffEmail({
          to,
          productName: options.productName,
          projectName: project?.name ?? '',
          url: claimed.url,
          failingSince: failingSince.toISOString(),
          link: `${options.consoleUrl}/projects/${claimed.project_id}/settings`,
        }),
      );
    }
  }

  async function deliver(claimed: ClaimedDelivery): Promise<void> {
    const attemptedAt = new Date();
    const result = await attempt(claimed);
    await recordAttempt(db, claimed, { ...result, attemptedAt }, config, async (tx) => {
      const [endpoint] = await tx.query<{ failing_since: Date }>(
        'SELECT failing_since FROM webhook_endpoints WHERE id = $1',
        [claimed.endpoint_id],
      );
      await tellAdministrators(tx, claimed, new Date(endpoint?.failing_since ?? attemptedAt));
    });
  }

  async function prune(): Promise<number> {
    let pruned = 0;
    let batch: number;
    do {
      batch = await pruneFinishedDeliveries(db, config.keepDays, PRUNE_BATCH);
      pruned += batch;
    } while (batch === PRUNE_BATCH);
    return pruned;
  }

  // Each process prunes once an hour; two doing it at once delete disjoint rows or nothing.
  let prunedAt = 0;
  async function sendDue(isStopped: () => boolean): Promise<void> {
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await prune();
    }
    while (!isStopped()) {
      const due = await claimDueDeliveries(db, { limit: BATCH, leaseSeconds: config.leaseSeconds });
      if (due.length === 0) return;
      await Promise.all(due.map((claimed) => deliver(claimed).catch(onError)));
    }
  }

  const polling = startPolling(sendDue, { idleMs, onError });
  return { drain: polling.runNow, prune, stop: polling.stop };
}
