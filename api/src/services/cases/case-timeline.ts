import type { Db } from '../../db/db.js';
import type { ScanReason } from 'shared/contracts/protection';
import type { ScanStatus } from 'shared/contracts/scan-events';
import { CASE_TIMELINE_SCANS, type CaseTimeline, type CaseTimelineEntry } from 'shared/contracts/cases';
import {
  findCase,
  findTagOrder,
  listTagCaseEvents,
  listTimelineScans,
} from '../../repositories/cases/cases-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { forReader, reportsOfTag } from '../consumer-reports/consumer-report-service.js';
import { requireProjectPermission } from '../projects/project-access.js';
import { tagStatusHistory } from '../tag-status/tag-status-service.js';
import { caseNotFound } from './case-service.js';

const person = (id: string | null, email: string | null, name: string | null) =>
  id === null ? null : { id, email: email ?? '', name: name ?? '' };

/** PGlite answers jsonb parsed, as PostgreSQL does; text is read in case a driver does not. */
const reasonsOf = (value: unknown): ScanReason[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as ScanReason[];

/**
 * The case's tag from its order on, newest first: its status changes, its newest scans with their scores, reasons
 * and coordinates, its reports with their photos, and what happened to each of its cases. A consumer's email is
 * for those who may act on the case (case:update); a reader without it (a Guest) gets the report without it.
 */
export async function getCaseTimeline(
  db: Db,
  auth: AuthContext,
  projectId: string,
  caseId: string,
): Promise<CaseTimeline> {
  const access = await requireProjectPermission(db, auth, projectId, 'case:read');
  const row = await findCase(db, projectId, caseId);
  if (!row) throw caseNotFound();
  const tagId = row.tag_id;
  const [order, status, scans, reports, events] = await Promise.all([
    findTagOrder(db, tagId),
    tagStatusHistory(db, projectId, tagId),
    listTimelineScans(db, projectId, tagId, CASE_TIMELINE_SCANS),
    reportsOfTag(db, projectId, tagId),
    listTagCaseEvents(db, tagId),
  ]);
  const items: CaseTimelineEntry[] = [
    { kind: 'order', at: order.created_at, orderId: order.order_id },
    ...status.changes.map((change): CaseTimelineEntry => ({
      kind: 'tag-status',
      at: change.changedAt,
      from: change.from,
      to: change.to,
      reason: change.reason,
      note: change.note,
      source: change.source,
      by: change.changedBy?.name ?? null,
    })),
    ...scans.map((scan): CaseTimelineEntry => ({
      kind: 'scan',
      at: scan.created_at,
      id: scan.id,
      city: scan.city,
      country: scan.country,
      latitude: scan.client_location_lat,
      longitude: scan.client_location_long,
      scanStatus: scan.scan_status as ScanStatus,
      score: scan.score,
      reasons: reasonsOf(scan.reasons),
      ruleSetVersion: scan.rule_set_version,
    })),
    ...reports.map((report): CaseTimelineEntry => ({
      kind: 'report',
      at: report.createdAt,
      report: forReader(report, access),
    })),
    ...events.map((event): CaseTimelineEntry => ({
      kind: 'case',
      at: event.created_at,
      caseId: event.case_id,
      event: event.kind,
      by: person(event.user_id, event.user_email, event.user_name),
      note: event.note,
      fromStatus: event.from_status,
      toStatus: event.to_status,
      resolution: event.resolution,
      assignee: person(event.assignee_id, event.assignee_email, event.assignee_name),
      blacklisted: event.blacklisted,
    })),
  ];
  // Stable: entries of one instant keep the order above (the order, then changes, scans, reports, case events).
  return { items: items.sort((a, b) => b.at.localeCompare(a.at)) };
}
