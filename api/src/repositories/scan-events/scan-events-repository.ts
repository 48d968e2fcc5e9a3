import type { Db } from '../../db/db.js';
import { addScanEventMonths } from './scan-event-months.js';
import { filterClause, type ScanFilter } from '../scan-aggregates/scan-aggregates-repository.js';
import { forgetSharedPasses } from '../scan-aggregates/shared-pass.js';
import type { ScanScoreColumns } from '../../services/protection/scan-scoring.js';

export interface ScanEventRow {
  id: string;
  project_id: string;
  collection_id: string | null;
  tag_id: string | null;
  client_scan_id: string;
  created_at: Date;
  city: string;
  country: string;
  client_location_lat: number | null;
  client_location_long: number | null;
  geolocation_enabled: boolean;
  client_session_id: string | null;
  client_agent: string;
  scan_status: string;
  rule_status: string | null;
  tag_metadata: unknown;
  hook_data: unknown;
  user_agent: unknown;
}

/** The wide parts a list reads only when asked (001 §7 `include`), by the columns they come from. */
export const SCAN_EVENT_PART_COLUMNS = {
  detectData: ['detect_data'],
  matchData: ['match_data'],
  scanData: ['auth_data', 'address_components', 'third_party_scan_response'],
} as const;
export type ScanEventPart = keyof typeof SCAN_EVENT_PART_COLUMNS;

/** A listed scan with its score and the columns of the parts asked for. */
export type ListedScanEventRow = ScanEventRow &
  ScanScoreColumns &
  Partial<Record<(typeof SCAN_EVENT_PART_COLUMNS)[ScanEventPart][number], unknown>>;

/** The flagged scans only: scored at least minScore, with a reason of one of these rules. */
export interface FlagFilter {
  minScore?: number | undefined;
  reasons?: string[] | undefined;
}

/**
 * Newest first, with the dashboard's filters (scans without a tag kept); `id` breaks ties so that
 * paging with limit/offset never repeats or skips a row. The asked parts' columns come along.
 */
export async function listScanEventsByProject(
  db: Db,
  filter: ScanFilter,
  page: { limit: number; offset: number },
  parts: ReadonlySet<ScanEventPart> = new Set(),
  flags: FlagFilter = {},
): Promise<ListedScanEventRow[]> {
  const { where, params } = filterClause(filter, false);
  const conditions = [where];
  if (flags.minScore !== undefined) {
    params.push(flags.minScore);
    conditions.push(`score >= $${params.length}`);
  }
  if (flags.reasons?.length) {
    params.push(flags.reasons);
    conditions.push(
      `EXISTS (SELECT FROM jsonb_array_elements(reasons) r WHERE r->>'rule' = ANY($${params.length}::text[]))`,
    );
  }
  const extra = [...parts].flatMap((part) => SCAN_EVENT_PART_COLUMNS[part]).map((column) => `, ${column}`);
  return db.query<ListedScanEventRow>(
    `SELECT id, project_id, collection_id, tag_id, client_scan_id, created_at, city, country,
            client_location_lat, client_location_long, geolocation_enabled, client_session_id,
            client_agent, scan_status, rule_status, tag_metadata, hook_data, user_agent,
            score, reasons, rule_set_version${extra.join('')}
     FROM scan_events
     WHERE ${conditions.join(' AND ')}
     ORDER BY created_at DESC, id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
}

/** A scan as the ingest endpoint, the scan page and the demo generator store it. */
export type NewScanEvent = Omit<ScanEventRow, 'id' | 'created_at'> & {
  created_at: string;
  detect_data: unknown;
  match_data: unknown;
  third_party_scan_response?: unknown;
  auth_data?: unknown;
  address_components?: unknown;
};

/** A scan with its id chosen before the insert and its score (ADR 0062); bulk loads leave the score out. */
export type ClaimedScanEvent = NewScanEvent & {
  id?: string;
  score?: number;
  reasons?: unknown;
  rule_set_version?: number;
};

/**
 * Claims these client scan ids in scan_event_client_ids, answering those this call claimed: an id claimed before,
 * by any project, is not. A concurrent claim of the same id waits for this transaction, so a scan is stored once.
 */
export async function claimClientScanIds(db: Db, clientScanIds: string[]): Promise<Set<string>> {
  const rows = await db.query<{ client_scan_id: string }>(
    `INSERT INTO scan_event_client_ids (client_scan_id) SELECT DISTINCT unnest($1::text[])
     ON CONFLICT DO NOTHING RETURNING client_scan_id`,
    [clientScanIds],
  );
  return new Set(rows.map((row) => row.client_scan_id));
}

/** Each claimed scan once: the first of each client scan id. */
export function firstOfClaimed<T extends { client_scan_id: string }>(events: T[], claimed: ReadonlySet<string>): T[] {
  const taken = new Set<string>();
  return events.filter((event) => {
    if (!claimed.has(event.client_scan_id) || taken.has(event.client_scan_id)) return false;
    taken.add(event.client_scan_id);
    return true;
  });
}

/**
 * Inserts scans whose client scan ids this transaction claimed, in one statement (a JSON array unpacked by the
 * database), each with its tag's status now. Their months' tables must exist (addScanEventMonths).
 */
export async function insertClaimedScanEvents(db: Db, events: ClaimedScanEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.query(
    `INSERT INTO scan_events (id, project_id, collection_id, tag_id, client_scan_id, created_at, city, country,
                              client_location_lat, client_location_long, geolocation_enabled, client_session_id,
                              client_agent, scan_status, rule_status, tag_metadata, hook_data, user_agent,
                              detect_data, match_data, third_party_scan_response, auth_data, address_components,
                              tag_status, score, reasons, rule_set_version)
     SELECT coalesce(id, gen_random_uuid()), project_id, collection_id, tag_id, client_scan_id, created_at, city,
            country, client_location_lat, client_location_long, geolocation_enabled, client_session_id,
            client_agent, scan_status, rule_status, tag_metadata, hook_data, user_agent, detect_data, match_data,
            third_party_scan_response, auth_data, address_components,
            (SELECT status FROM tags WHERE tags.id = e.tag_id), score, reasons, rule_set_version
     FROM jsonb_to_recordset($1::jsonb) AS e(
       id uuid, project_id uuid, collection_id uuid, tag_id uuid, client_scan_id text, created_at timestamptz,
       city text, country text, client_location_lat double precision, client_location_long double precision,
       geolocation_enabled boolean, client_session_id text, client_agent text, scan_status text,
       rule_status text, tag_metadata jsonb, hook_data jsonb, user_agent jsonb, detect_data jsonb, match_data jsonb,
       third_party_scan_response jsonb, auth_data jsonb, address_components jsonb,
       score smallint, reasons jsonb, rule_set_version integer)`,
    [JSON.stringify(events)],
  );
}

/**
 * Stores many scans as they come, unscored (the demo seed, `pnpm seed:scans`, the benches), after making their
 * months' tables. A scan whose client_scan_id was claimed before, by any project, is skipped. Returns how many
 * were inserted. Scans that arrive to be scored go through storeScans (services/protection).
 */
export async function insertScanEvents(db: Db, events: NewScanEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  await addScanEventMonths(
    db,
    events.map((event) => event.created_at),
  );
  const inserted = await db.transaction(async (tx) => {
    const claimed = await claimClientScanIds(
      tx,
      events.map((event) => event.client_scan_id),
    );
    const fresh = firstOfClaimed(events, claimed);
    await insertClaimedScanEvents(tx, fresh);
    return fresh.length;
  });
  forgetSharedPasses(new Set(events.map((event) => event.project_id)));
  return inserted;
}

/** The collection of each of these tags, for the tags that belong to the project. */
export async function collectionsOfProjectTags(
  db: Db,
  projectId: string,
  tagIds: string[],
): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; collection_id: string }>(
    `SELECT t.id, t.collection_id FROM tags t JOIN collections c ON c.id = t.collection_id
     WHERE c.project_id = $1 AND t.id = ANY($2::uuid[])`,
    [projectId, tagIds],
  );
  return new Map(rows.map((row) => [row.id, row.collection_id]));
}
