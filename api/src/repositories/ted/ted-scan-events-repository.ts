import type { Db } from '../../db/db.js';
import type { ScanScoreColumns } from '../../services/protection/scan-scoring.js';

export interface TedScanEventRow extends ScanScoreColumns {
  id: string;
  project_id: string;
  project_name: string;
  company_name: string;
  collection_id: string | null;
  tag_id: string | null;
  created_at: Date;
  city: string;
  country: string;
  client_agent: string;
  scan_status: string;
  detect_data: unknown;
  match_data: unknown;
  client_scan_id: string;
  client_session_id: string | null;
  collection_name: string | null;
  geolocation_enabled: boolean;
  client_location_lat: number | null;
  client_location_long: number | null;
  rule_status: string | null;
  tag_metadata: unknown;
  hook_data: unknown;
  user_agent: unknown;
  third_party_scan_response: unknown;
  auth_data: unknown;
  address_components: unknown;
}

/** The columns of a TedScanEventRow, over `scan_events e` joined by TED_SCAN_JOINS. */
export const TED_SCAN_COLUMNS = `e.id, e.project_id, p.name AS project_name, c.name AS company_name, e.collection_id,
  col.name AS collection_name, e.tag_id, e.created_at, e.city, e.country, e.client_agent, e.scan_status,
  e.detect_data, e.match_data, e.client_scan_id, e.client_session_id, e.geolocation_enabled,
  e.client_location_lat, e.client_location_long, e.rule_status, e.tag_metadata, e.hook_data, e.user_agent,
  e.third_party_scan_response, e.auth_data, e.address_components, e.score, e.reasons, e.rule_set_version`;

export const TED_SCAN_JOINS = `JOIN projects p ON p.id = e.project_id
  JOIN companies c ON c.id = p.company_id
  LEFT JOIN collections col ON col.id = e.collection_id`;

export interface TedScanEventWhere {
  createdAfter: string;
  createdBefore?: string;
  projectId?: string;
  tagId?: string;
  collectionIds?: string[];
  clientAgents?: string[];
  statuses?: string[];
  companyId?: string;
  dotsBinary?: string;
  clientSessionId?: string;
}

export interface TedScanEventFilter extends TedScanEventWhere {
  order: 'newest' | 'oldest';
  limit: number;
  offset: number;
}

/**
 * Every filter of the dashboards, done in the database; an absent filter is no condition. Over
 * `scan_events e` joined to `projects p`.
 */
export function whereOf(filter: TedScanEventWhere): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  add((p) => `e.created_at >= ${p}::timestamptz`, filter.createdAfter);
  if (filter.createdBefore) add((p) => `e.created_at < ${p}::timestamptz`, filter.createdBefore);
  if (filter.projectId) add((p) => `e.project_id = ${p}::uuid`, filter.projectId);
  if (filter.tagId) add((p) => `e.tag_id = ${p}::uuid`, filter.tagId);
  if (filter.collectionIds?.length) add((p) => `e.collection_id = ANY(${p}::uuid[])`, filter.collectionIds);
  if (filter.clientAgents?.length) add((p) => `e.client_agent = ANY(${p}::text[])`, filter.clientAgents);
  if (filter.statuses?.length) add((p) => `e.scan_status = ANY(${p}::text[])`, filter.statuses);
  if (filter.companyId) add((p) => `p.company_id = ${p}::uuid`, filter.companyId);
  if (filter.dotsBinary) {
    add(
      (p) => `jsonb_typeof(e.detect_data) = 'array' AND EXISTS (
         SELECT 1 FROM jsonb_array_elements(e.detect_data) d WHERE lower(d->>'binary') = lower(${p}))`,
      filter.dotsBinary,
    );
  }
  if (filter.clientSessionId) add((p) => `e.client_session_id = ${p}`, filter.clientSessionId);
  return { sql: `WHERE ${conditions.join(' AND ')}`, params };
}

/** Scans of every project (the Global TED); `id` breaks ties so paging never repeats or skips a row. */
export async function listTedScanEvents(db: Db, filter: TedScanEventFilter): Promise<TedScanEventRow[]> {
  const direction = filter.order === 'oldest' ? 'ASC' : 'DESC';
  const where = whereOf(filter);
  const page = where.params.length;
  return db.query<TedScanEventRow>(
    `SELECT ${TED_SCAN_COLUMNS}
     FROM scan_events e
     ${TED_SCAN_JOINS}
     ${where.sql}
     ORDER BY e.created_at ${direction}, e.id ${direction}
     LIMIT $${page + 1} OFFSET $${page + 2}`,
    [...where.params, filter.limit, filter.offset],
  );
}

export async function countTedScanEvents(db: Db, filter: TedScanEventWhere): Promise<number> {
  const where = whereOf(filter);
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM scan_events e JOIN projects p ON p.id = e.project_id ${where.sql}`,
    where.params,
  );
  return row?.n ?? 0;
}
