import type { Db } from '../../db/db.js';
import { AppError, invalid } from '../../errors.js';
import {
  AddressComponent,
  SCAN_EVENT_INCLUDES,
  SCAN_EVENTS_MAX_LIMIT,
  type ScanEventInclude,
  type NewScanEventsAnswer,
  type NewScanEventsBody,
  type ScanAggregateQuery,
  type ScanAggregates,
  type ScanEvent,
  type ScanEventQuery,
} from 'shared/contracts/scan-events';
import {
  collectionsOfProjectTags,
  listScanEventsByProject,
  type ListedScanEventRow,
  type NewScanEvent,
} from '../../repositories/scan-events/scan-events-repository.js';
import { aggregateScans } from '../../repositories/scan-aggregates/scan-aggregates-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { findProjectTimeZone } from '../../repositories/projects/projects-repository.js';
import { type ProjectAccess, requireProjectPermission } from '../projects/project-access.js';
import { isTimeZone } from '../projects/time-zones.js';
import { isSystemSuperUser } from '../auth/auth-context.js';
import { withStoredScanImagesOnly } from '../ted/scan-images.js';
import { storeScans } from '../protection/store-scans.js';
import { scanScoreOf } from '../protection/scan-scoring.js';

export const canReadScanEvents = (access: ProjectAccess): boolean => access.permissions.has('scan-event:read');

export async function listScanEvents(db: Db, auth: AuthContext, query: ScanEventQuery): Promise<ScanEvent[]> {
  await requireProjectPermission(db, auth, query.project_id, canReadScanEvents);
  const { limit = SCAN_EVENTS_MAX_LIMIT, offset = 0, include, minScore, reasons, ...filter } = query;
  const parts = includedParts(include);
  // Detect and match data are the raw scan diagnostics of the tag error dashboards (001 §6): a brand never
  // sees raw scans (ADR 0037).
  if ((parts.has('detectData') || parts.has('matchData')) && !isSystemSuperUser(auth)) {
    throw new AppError(
      403,
      'FORBIDDEN',
      "include=detectData and include=matchData are for the provider's super users (the tag error dashboards).",
    );
  }
  const rows = await listScanEventsByProject(db, filter, { limit, offset }, parts, { minScore, reasons });
  return rows.map((row) => toScanEvent(row, parts));
}

/** `include` as 001 §7 writes it, comma-separated; an unknown part is named in the 400. */
function includedParts(include: string | undefined): Set<ScanEventInclude> {
  const parts = new Set<ScanEventInclude>();
  for (const part of (include ?? '').split(',').map((name) => name.trim())) {
    if (!part) continue;
    if (!(SCAN_EVENT_INCLUDES as readonly string[]).includes(part)) {
      throw invalid(
        `include may name ${SCAN_EVENT_INCLUDES.join(', ')} (comma-separated); '${part.slice(0, 50)}' is none of them.`,
      );
    }
    parts.add(part as ScanEventInclude);
  }
  return parts;
}

function toScanEvent(row: ListedScanEventRow, parts: ReadonlySet<ScanEventInclude>): ScanEvent {
  return {
    id: row.id,
    projectId: row.project_id,
    collectionId: row.collection_id,
    tagId: row.tag_id,
    clientScanId: row.client_scan_id,
    createdAt: row.created_at.toISOString(),
    city: row.city,
    country: row.country,
    clientLocationLat: row.client_location_lat,
    clientLocationLong: row.client_location_long,
    geolocationEnabled: row.geolocation_enabled,
    clientSessionId: row.client_session_id,
    clientAgent: row.client_agent as ScanEvent['clientAgent'],
    scanStatus: row.scan_status as ScanEvent['scanStatus'],
    ruleStatus: row.rule_status,
    tagMetadata: row.tag_metadata,
    hookData: row.hook_data,
    userAgent: row.user_agent,
    ...scanScoreOf(row),
    ...(parts.has('detectData') && { detectData: withStoredScanImagesOnly(row.detect_data ?? null) }),
    ...(parts.has('matchData') && { matchData: row.match_data ?? null }),
    ...(parts.has('scanData') && {
      authData: row.auth_data ?? null,
      addressComponents: row.address_components ?? null,
      thirdPartyScanResponse: row.third_party_scan_response ?? null,
    }),
  };
}

/** Each JSON part of a scan (metadata, hook, detect, match, auth data, address…) is kept to this size. */
const MAX_JSON_PART_BYTES = 16_384;
/** A scanner's clock may run a little ahead; a scan from further in the future is refused. */
const MAX_CLOCK_AHEAD_MS = 5 * 60 * 1000;

/** Fastify's schema lets unknown keys through; an address part is refused with them rather than stored. */
const ADDRESS_COMPONENT_KEYS = new Set(Object.keys(AddressComponent.entries));

const invalidEvent = (index: number, problem: string) => invalid(`events[${index}] ${problem}`);

/**
 * Stores scans reported by a scanner (a project API key with scan-event:create, or a user with it), each scored
 * by the project's protection rules. Each tag must be the project's; the collection is the tag's own. Scans sent
 * again (same clientScanId) are stored once, so a scanner can retry a batch safely.
 */
export async function ingestScanEvents(
  db: Db,
  auth: AuthContext,
  body: NewScanEventsBody,
): Promise<NewScanEventsAnswer> {
  await requireProjectPermission(db, auth, body.project_id, 'scan-event:create');
  const tagIds = [...new Set(body.events.flatMap((event) => (event.tagId ? [event.tagId] : [])))];
  const collectionOf = await collectionsOfProjectTags(db, body.project_id, tagIds);
  const now = Date.now();
  const seen = new Set<string>();
  const rows: NewScanEvent[] = body.events.map((event, index) => {
    if (event.tagId && !collectionOf.has(event.tagId)) throw invalidEvent(index, 'tagId is not a tag of this project.');
    if (seen.has(event.clientScanId)) throw invalidEvent(index, 'repeats a clientScanId of this batch.');
    seen.add(event.clientScanId);
    if (event.createdAt && Date.parse(event.createdAt) > now + MAX_CLOCK_AHEAD_MS) {
      throw invalidEvent(index, 'createdAt is in the future.');
    }
    const unknownKey = event.addressComponents?.findIndex((component) =>
      Object.keys(component).some((key) => !ADDRESS_COMPONENT_KEYS.has(key)),
    );
    if (unknownKey !== undefined && unknownKey >= 0) {
      throw invalidEvent(index, `addressComponents[${unknownKey}] may hold only long_name, short_name and types.`);
    }
    for (const part of [
      'tagMetadata',
      'hookData',
      'userAgent',
      'detectData',
      'matchData',
      'thirdPartyScanResponse',
      'authData',
      'addressComponents',
    ] as const) {
      if (JSON.stringify(event[part] ?? null).length > MAX_JSON_PART_BYTES) {
        throw invalidEvent(index, `${part} is larger than ${MAX_JSON_PART_BYTES} bytes.`);
      }
    }
    return {
      project_id: body.project_id,
      collection_id: event.tagId ? (collectionOf.get(event.tagId) ?? null) : null,
      tag_id: event.tagId ?? null,
      client_scan_id: event.clientScanId,
      created_at: event.createdAt ?? new Date(now).toISOString(),
      city: event.city,
      country: event.country,
      client_location_lat: event.clientLocationLat ?? null,
      client_location_long: event.clientLocationLong ?? null,
      geolocation_enabled: event.geolocationEnabled,
      client_session_id: event.clientSessionId ?? null,
      client_agent: event.clientAgent,
      scan_status: event.scanStatus,
      rule_status: event.ruleStatus ?? null,
      tag_metadata: event.tagMetadata ?? null,
      hook_data: event.hookData ?? null,
      user_agent: event.userAgent ?? null,
      detect_data: event.detectData ?? null,
      match_data: event.matchData ?? null,
      third_party_scan_response: event.thirdPartyScanResponse ?? null,
      auth_data: event.authData ?? null,
      address_components: event.addressComponents ?? null,
    };
  });
  const stored = await storeScans(db, rows);
  return { stored, duplicates: rows.length - stored };
}

/**
 * The asked panels' numbers for the filters, counted by the database (not by downloading scans), with days in
 * the caller's time zone or else the project's.
 */
export async function scanAggregates(db: Db, auth: AuthContext, query: ScanAggregateQuery): Promise<ScanAggregates> {
  await requireProjectPermission(db, auth, query.project_id, canReadScanEvents);
  const timezone = query.timezone ?? (await findProjectTimeZone(db, query.project_id)) ?? 'UTC';
  if (!isTimeZone(timezone)) {
    throw invalid(`timezone '${timezone}' is not an IANA time zone.`);
  }
  return { timezone, ...(await aggregateScans(db, { ...query, timezone })) };
}
