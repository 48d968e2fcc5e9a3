import nodemailer from 'nodemailer';
import type { Db } from '../../db/db.js';
import { startPolling } from '../polling/polling.js';
import { claimUnsent, markFailed, markSent } from '../../repositories/email-outbox/email-outbox-repository.js';

export interface EmailDeliveryOptions {
  smtpUrl: string;
  from: string;
  /** How long to wait before looking again when the outbox is empty. */
  idleMs?: number;
  onError?: (error: unknown) => void;
}

export interface EmailDelivery {
  /** Sends what is due now; resolves when the outbox has nothing more due (tests await it). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

const BATCH = 10;
const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 10;

/** Sends the outbox over SMTP from any number of API processes; a failed message is retried with backoff. */
export function startEmailDelivery(db: Db, options: EmailDeliveryOptions): EmailDelivery {
  const { idleMs = 1000, onError = () => undefined } = options;
  const transport = nodemailer.createTransport(options.smtpUrl);
  async function sendDue(isStopped: () => boolean): Promise<void> {
    while (!isStopped()) {
      const due = await claimUnsent(db, { limit: BATCH, leaseSeconds: LEASE_SECONDS, maxAttempts: MAX_ATTEMPTS });
      if (due.length === 0) return;
      for (const message of due) {
        try {
          await transport.sendMail({
            from: options.from,
            to: message.to_address,
            subject: message.subject,
            text: message.text_body,
            html: message.html_body,
          });
          await markSent(db, message.id);
        } catch (error) {
          onError(error);
          await markFailed(db, message.id, error instanceof Error ? error.message : String(error));
        }
      }
    }
  }

  const polling = startPolling(sendDue, { idleMs, onError });
  return {
    flush: polling.runNow,
    stop: async () => {
      await polling.stop();
      transport.close();
    },
  };
}
