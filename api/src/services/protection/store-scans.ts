import type { Db } from '../../db/db.js';
import type { ProtectionRules, ScanReason } from 'shared/contracts/protection';
import {
  claimClientScanIds,
  firstOfClaimed,
  insertClaimedScanEvents,
  type ClaimedScanEvent,
  type NewScanEvent,
} from '../../repositories/scan-events/scan-events-repository.js';
import { addScanEventMonths } from '../../repositories/scan-events/scan-event-months.js';
import { forgetSharedPasses } from '../../repositories/scan-aggregates/shared-pass.js';
import { earlierScansOfTags, lockScannedTags } from '../../repositories/protection/protection-repository.js';
import { anyRuleOn, scoreScan, WINDOW_MS, type ScoredScan } from './scan-scoring.js';
import { projectsRuleSets } from './protection-service.js';
import { blacklistTagByRule } from '../tag-status/tag-status-service.js';
import { raiseAlerts } from '../alerts/alert-flags.js';

/** Scoring takes at most this many of a tag's latest scans in the window: counts stop here (ADR 0062). */
export const HISTORY_PER_TAG = 1000;

const atOf = (event: NewScanEvent) => Date.parse(event.created_at);

/** Time, then client scan id: the order scans are scored in, and what "earlier" means. */
const before = (a: { at: number; clientScanId: string }, b: { at: number; clientScanId: string }) =>
  a.at < b.at || (a.at === b.at && a.clientScanId < b.clientScanId);

function scoredScanOf(event: NewScanEvent): ScoredScan {
  return {
    clientScanId: event.client_scan_id,
    at: atOf(event),
    city: event.city,
    country: event.country,
    lat: event.client_location_lat,
    long: event.client_location_long,
    sessionId: event.client_session_id,
    scanStatus: event.scan_status,
  };
}

/** A tag to blacklist: the scan that did it, and the first blacklisting rule's reason. */
interface Blacklisting {
  tagId: string;
  scanId: string;
  reason: ScanReason;
}

/**
 * Scores the scans of one project in time order, each against its tag's stored scans and the batch's earlier
 * ones, and answers them ready to insert with the blacklistings their rules ask for.
 */
async function scoreProjectScans(
  tx: Db,
  events: NewScanEvent[],
  ruleSet: { rules: ProtectionRules; version: number },
): Promise<{ rows: ClaimedScanEvent[]; blacklistings: Blacklisting[] }> {
  const { rules, version } = ruleSet;
  if (!anyRuleOn(rules)) {
    return {
      rows: events.map((event) => ({ ...event, score: 0, reasons: [], rule_set_version: version })),
      blacklistings: [],
    };
  }
  const tagIds = [...new Set(events.flatMap((event) => (event.tag_id ? [event.tag_id] : [])))];
  const times = events.map(atOf);
  const tags = await lockScannedTags(tx, tagIds);
  const stored = await earlierScansOfTags(
    tx,
    tagIds,
    new Date(Math.min(...times) - WINDOW_MS).toISOString(),
    new Date(Math.max(...times)).toISOString(),
    HISTORY_PER_TAG,
  );
  const history = new Map<string, ScoredScan[]>();
  for (const { tagId, ...scan } of stored) {
    const scans = history.get(tagId) ?? [];
    scans.push(scan);
    history.set(tagId, scans);
  }
  for (const scans of history.values()) scans.sort((a, b) => (before(a, b) ? -1 : 1));

  const ordered = events
    .map((event) => ({ event, scan: scoredScanOf(event) }))
    .sort((a, b) => (before(a.scan, b.scan) ? -1 : 1));
  const rows: ClaimedScanEvent[] = [];
  const blacklistings: Blacklisting[] = [];
  for (const { event, scan } of ordered) {
    const tag = event.tag_id ? tags.get(event.tag_id) : undefined;
    const tagScans = event.tag_id ? (history.get(event.tag_id) ?? []) : [];
    const earlier = tagScans.filter((one) => one.at > scan.at - WINDOW_MS && before(one, scan));
    const result = scoreScan({
      scan: { ...scan, addressComponents: event.address_components },
      earlier,
      // A scan without a tag has no status, no collection and no history: no rule can flag it.
      tagStatus: tag?.status ?? null,
      markets: tag?.markets ?? [],
      rules,
    });
    const id = crypto.randomUUID();
    rows.push({ ...event, id, score: result.score, reasons: result.reasons, rule_set_version: version });
    if (event.tag_id) {
      tagScans.push(scan);
      tagScans.sort((a, b) => (before(a, b) ? -1 : 1));
      history.set(event.tag_id, tagScans);
      const reason = result.reasons.find((one) => result.blacklistingRules.includes(one.rule));
      if (reason) blacklistings.push({ tagId: event.tag_id, scanId: id, reason });
    }
  }
  return { rows, blacklistings };
}

/**
 * Stores scans as they arrive (POST /scan-events, the scan page), each stored once by client scan id, scored by
 * its project's rules in the same transaction (ADR 0062). A rule set to blacklist does so through the tag status
 * service, naming the scan. Returns how many were stored.
 */
export async function storeScans(db: Db, events: NewScanEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  await addScanEventMonths(
    db,
    events.map((event) => event.created_at),
  );
  const stored = await db.transaction(async (tx) => {
    const claimed = await claimClientScanIds(
      tx,
      events.map((event) => event.client_scan_id),
    );
    const fresh = firstOfClaimed(events, claimed);
    const byProject = new Map<string, NewScanEvent[]>();
    for (const event of fresh) {
      const projectEvents = byProject.get(event.project_id) ?? [];
      projectEvents.push(event);
      byProject.set(event.project_id, projectEvents);
    }
    const ruleSets = await projectsRuleSets(tx, [...byProject.keys()]);
    for (const [projectId, projectEvents] of byProject) {
      const { rows, blacklistings } = await scoreProjectScans(tx, projectEvents, ruleSets.get(projectId)!);
      await insertClaimedScanEvents(tx, rows);
      for (const blacklisting of blacklistings) {
        await blacklistTagByRule(tx, blacklisting.tagId, blacklisting.scanId, blacklisting.reason);
      }
      await raiseAlerts(tx, projectId, rows);
    }
    return fresh.length;
  });
  forgetSharedPasses(new Set(events.map((event) => event.project_id)));
  return stored;
}
