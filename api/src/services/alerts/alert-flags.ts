import type { Db } from '../../db/db.js';
import type { AlertRule } from 'shared/contracts/alerts';
import { casePath, type ScanFlaggedMessage } from 'shared/contracts/alerts';
import type { ScanReason } from 'shared/contracts/protection';
import type { ClaimedScanEvent } from '../../repositories/scan-events/scan-events-repository.js';
import { addToAlertEmail, enabledRules } from '../../repositories/alerts/alert-rules-repository.js';
import { queueEvent } from '../../repositories/webhooks/webhooks-repository.js';
import { openOrFindCase } from '../cases/case-service.js';

/** What an alert email says of one flagged scan, kept with the email until it is sent. */
export interface FlaggedScanAlert {
  projectId: string;
  scanId: string;
  clientScanId: string;
  scannedAt: string;
  city: string;
  country: string;
  tagId: string;
  collectionName: string;
  tagIndex: number;
  score: number;
  reasons: Pick<ScanReason, 'rule' | 'points' | 'message'>[];
  caseId: string;
}

/** A scan as scored at ingest, with the id it was stored under. */
type ScoredRow = ClaimedScanEvent & { id: string; score: number; reasons: ScanReason[] };

const matches = (rule: AlertRule, scan: ScoredRow): boolean =>
  scan.score >= rule.minScore &&
  (rule.reasons.length === 0 || scan.reasons.some((reason) => rule.reasons.includes(reason.rule))) &&
  (rule.collectionIds.length === 0 || rule.collectionIds.includes(scan.collection_id ?? ''));

async function tagsOf(tx: Db, tagIds: string[]) {
  const rows = await tx.query<{ id: string; collection_id: string; name: string; sequence_number: string }>(
    `SELECT t.id, t.collection_id, c.name, t.sequence_number FROM tags t JOIN collections c ON c.id = t.collection_id
     WHERE t.id = ANY ($1::uuid[])`,
    [tagIds],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Acts on the scans of one project just stored: each one that an enabled alert rule matches opens or
 * joins its tag's case, queues one `scan.flagged` message when a matching rule sends to webhooks, and joins the
 * emails of each matching rule's members (sent by the alert worker, at once or in a digest). All of it in the
 * scan's transaction: a scan that is not kept alerts nobody. Unflagged scans cost nothing; flagged ones one read
 * of the rules.
 */
export async function raiseAlerts(tx: Db, projectId: string, rows: ClaimedScanEvent[]): Promise<void> {
  const flagged = rows.filter((row): row is ScoredRow => Boolean(row.tag_id && row.id && row.score));
  if (flagged.length === 0) return;
  const rules = await enabledRules(tx, projectId);
  const matched = flagged
    .map((scan) => ({ scan, rules: rules.filter((rule) => matches(rule, scan)) }))
    .filter((one) => one.rules.length > 0);
  if (matched.length === 0) return;
  const tags = await tagsOf(
    tx,
    matched.map(({ scan }) => scan.tag_id!),
  );
  const [project] = await tx.query<{ time_zone: string }>('SELECT time_zone FROM projects WHERE id = $1', [projectId]);

  for (const { scan, rules: matching } of matched) {
    const tag = tags.get(scan.tag_id!)!;
    const { caseId } = await openOrFindCase(tx, {
      projectId,
      tagId: tag.id,
      opener: { kind: 'alert', scanId: scan.id },
    });
    const scannedAt = new Date(scan.created_at).toISOString();
    if (matching.some((rule) => rule.webhooks)) {
      const message: ScanFlaggedMessage = {
        type: 'scan.flagged',
        timestamp: new Date().toISOString(),
        data: {
          projectId,
          scan: {
            id: scan.id,
            clientScanId: scan.client_scan_id,
            createdAt: scannedAt,
            city: scan.city,
            country: scan.country,
          },
          tag: {
            id: tag.id,
            collectionId: tag.collection_id,
            collectionName: tag.name,
            index: Number(tag.sequence_number),
          },
          score: scan.score,
          reasons: scan.reasons,
          case: { id: caseId, path: casePath(projectId, caseId) },
          alertRules: matching.map((rule) => ({ id: rule.id, name: rule.name })),
        },
      };
      await queueEvent(tx, {
        projectId,
        eventType: 'scan.flagged',
        body: JSON.stringify(message),
        orderingKey: `collection:${tag.collection_id}`,
      });
    }
    const alert: FlaggedScanAlert = {
      projectId,
      scanId: scan.id,
      clientScanId: scan.client_scan_id,
      scannedAt,
      city: scan.city,
      country: scan.country,
      tagId: tag.id,
      collectionName: tag.name,
      tagIndex: Number(tag.sequence_number),
      score: scan.score,
      reasons: scan.reasons.map(({ rule, points, message }) => ({ rule, points, message })),
      caseId,
    };
    for (const rule of matching) {
      for (const userId of rule.recipientIds) {
        await addToAlertEmail(tx, {
          ruleId: rule.id,
          userId,
          frequency: rule.frequency,
          timeZone: project?.time_zone ?? 'UTC',
          alert,
        });
      }
    }
  }
}
