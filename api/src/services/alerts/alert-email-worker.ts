import type { Db } from '../../db/db.js';
import { PROTECTION_RULE_LABELS } from 'shared/contracts/protection';
import { casePath } from 'shared/contracts/alerts';
import { startPolling } from '../polling/polling.js';
import { insertOutboxEmail } from '../../repositories/email-outbox/email-outbox-repository.js';
import { takeDueAlertEmails, type DueAlertEmail } from '../../repositories/alerts/alert-rules-repository.js';
import { alertEmail, type AlertEmailScan } from '../email/emails.js';
import type { FlaggedScanAlert } from './alert-flags.js';

export interface AlertEmailWorkerOptions {
  productName: string;
  consoleUrl: string;
  /** How long to wait before looking again when nothing is due. */
  idleMs?: number;
  onError?: (error: unknown) => void;
}

export interface AlertEmailWorker {
  /** Writes what is due now to the outbox; resolves when nothing more is due (tests await it). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

const BATCH = 20;

function emailScan(alert: FlaggedScanAlert, consoleUrl: string): AlertEmailScan {
  return {
    tagLabel: `${alert.collectionName} #${alert.tagIndex}`,
    tagId: alert.tagId,
    place: [alert.city, alert.country].filter(Boolean).join(', ') || 'an unknown place',
    scannedAt: alert.scannedAt,
    clientScanId: alert.clientScanId,
    score: alert.score,
    reasons: alert.reasons.map(
      (reason) => `${PROTECTION_RULE_LABELS[reason.rule]}: ${reason.message} (${reason.points} points)`,
    ),
    caseUrl: `${consoleUrl}${casePath(alert.projectId, alert.caseId)}`,
  };
}

/**
 * Writes due alert emails (immediate ones and hourly or daily digests) to the email outbox, from any number of API
 * processes. An email is taken and marked sent in the transaction that writes its message, so it is written
 * exactly once, also across restarts; the outbox then sends it (or keeps it, without SMTP_URL).
 */
export function startAlertEmailWorker(db: Db, options: AlertEmailWorkerOptions): AlertEmailWorker {
  const { idleMs = 1000, onError = () => undefined } = options;
  const compose = (due: DueAlertEmail) => {
    const alerts = (typeof due.alerts === 'string' ? JSON.parse(due.alerts) : due.alerts) as FlaggedScanAlert[];
    return alertEmail({
      to: due.email!,
      productName: options.productName,
      projectName: due.project_name,
      ruleName: due.rule_name,
      digest: due.frequency === 'immediately' ? null : due.frequency,
      scans: alerts.map((alert) => emailScan(alert, options.consoleUrl)),
      casesUrl: `${options.consoleUrl}/projects/${due.project_id}/cases`,
    });
  };

  async function writeDue(isStopped: () => boolean): Promise<void> {
    while (!isStopped()) {
      const taken = await db.transaction(async (tx) => {
        const due = await takeDueAlertEmails(tx, BATCH);
        // A member who left the project since is not emailed.
        for (const one of due) if (one.email) await insertOutboxEmail(tx, compose(one));
        return due.length;
      });
      if (taken === 0) return;
    }
  }

  const polling = startPolling(writeDue, { idleMs, onError });
  return { drain: polling.runNow, stop: polling.stop };
}
