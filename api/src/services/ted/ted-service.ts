import type { Db } from '../../db/db.js';
import { forbidden, invalid } from '../../errors.js';
import {
  TED_DEFAULT_LIMIT,
  TED_HISTORY_DAYS,
  TED_SESSION_FIRST_SCANS,
  type TedScanEvent,
  type TedScanEventList,
  type TedScanEventQuery,
  type TedSession,
  type TedSessionList,
} from 'shared/contracts/ted';
import {
  countTedScanEvents,
  listTedScanEvents,
  type TedScanEventFilter,
  type TedScanEventRow,
  type TedScanEventWhere,
} from '../../repositories/ted/ted-scan-events-repository.js';
import {
  countTedSessions,
  listTedSessionKeys,
  listTedSessionScans,
  type TedSessionScanRow,
} from '../../repositories/ted/ted-sessions-repository.js';
import { isSystemSuperUser, type AuthContext } from '../auth/auth-context.js';
import { withStoredScanImagesOnly } from './scan-images.js';
import { scanScoreOf } from '../protection/scan-scoring.js';

const DAY_MS = 86_400_000;

export const tooOldMessage = `createdAfter may not be earlier than ${TED_HISTORY_DAYS} days ago.`;

/** 001 §2/§6 Global TED: scans of every project, for the system super user only. */
export async function listTedScans(
  db: Db,
  auth: AuthContext,
  query: TedScanEventQuery,
  now = new Date(),
): Promise<TedScanEventList> {
  const filter = tedFilterOf(auth, query, now);
  const [rows, total] = await Promise.all([
    listTedScanEvents(db, pageOf(filter, query)),
    countTedScanEvents(db, filter),
  ]);
  return { items: rows.map(toTedScanEvent), total };
}

/**
 * 001 §2 session view: the sessions holding a scan that matches the filters, paged in the database,
 * each with its first scans and the counts of all its scans.
 */
export async function listTedSessions(
  db: Db,
  auth: AuthContext,
  query: TedScanEventQuery,
  now = new Date(),
): Promise<TedSessionList> {
  const filter = tedFilterOf(auth, query, now);
  const [keys, total] = await Promise.all([
    listTedSessionKeys(db, pageOf(filter, query)),
    countTedSessions(db, filter),
  ]);
  const rows = keys.length > 0 ? await listTedSessionScans(db, keys, TED_SESSION_FIRST_SCANS) : [];
  const bySession = new Map<string, TedSessionScanRow[]>();
  for (const row of rows) bySession.set(row.session_key, [...(bySession.get(row.session_key) ?? []), row]);
  const items = keys.flatMap((key) => {
    const scans = bySession.get(key.client_session_id ?? `scan:${key.scan_id}`);
    return scans?.length ? [toTedSession(key.client_session_id, scans)] : [];
  });
  return { items, total };
}

/** Super users only (001 §6), and never past the 60-day history (001 §5). */
function tedFilterOf(auth: AuthContext, query: TedScanEventQuery, now: Date): TedScanEventWhere {
  if (!isSystemSuperUser(auth)) throw forbidden();
  if (Date.parse(query.createdAfter) < now.getTime() - TED_HISTORY_DAYS * DAY_MS) {
    throw invalid(tooOldMessage);
  }
  return {
    createdAfter: query.createdAfter,
    createdBefore: query.createdBefore,
    projectId: query.projectId,
    tagId: query.tagId,
    collectionIds: query['collectionIds[]'],
    clientAgents: query['clientAgents[]'],
    statuses: query['statuses[]'],
    companyId: query.companyId,
    dotsBinary: query.dotsBinary,
    clientSessionId: query.clientSessionId,
  };
}

function pageOf(filter: TedScanEventWhere, query: TedScanEventQuery): TedScanEventFilter {
  return {
    ...filter,
    order: query.order ?? 'newest',
    limit: query.limit ?? TED_DEFAULT_LIMIT,
    offset: query.offset ?? 0,
  };
}

function toTedSession(clientSessionId: string | null, scans: TedSessionScanRow[]): TedSession {
  const first = scans[0]!;
  return {
    clientSessionId,
    startedAt: first.started_at.toISOString(),
    endedAt: first.ended_at.toISOString(),
    scanCount: first.scan_count,
    statusCounts: { SUCCESS: first.succeeded, DETECT_FAILED: first.detect_failed, MATCH_FAILED: first.match_failed },
    firstScans: scans.map(toTedScanEvent),
  };
}

function toTedScanEvent(row: TedScanEventRow): TedScanEvent {
  return {
    id: row.id,
    projectId: row.project_id,
    projectName: row.project_name,
    companyName: row.company_name,
    collectionId: row.collection_id,
    tagId: row.tag_id,
    createdAt: row.created_at.toISOString(),
    city: row.city,
    country: row.country,
    clientAgent: row.client_agent as TedScanEvent['clientAgent'],
    scanStatus: row.scan_status as TedScanEvent['scanStatus'],
    detectData: withStoredScanImagesOnly(row.detect_data ?? null),
    matchData: row.match_data ?? null,
    clientScanId: row.client_scan_id,
    clientSessionId: row.client_session_id,
    collectionName: row.collection_name,
    geolocationEnabled: row.geolocation_enabled,
    clientLocationLat: row.client_location_lat,
    clientLocationLong: row.client_location_long,
    ruleStatus: row.rule_status,
    tagMetadata: row.tag_metadata ?? null,
    hookData: row.hook_data ?? null,
    userAgent: row.user_agent ?? null,
    thirdPartyScanResponse: row.third_party_scan_response ?? null,
    authData: row.auth_data ?? null,
    addressComponents: row.address_components ?? null,
    ...scanScoreOf(row),
  };
}
