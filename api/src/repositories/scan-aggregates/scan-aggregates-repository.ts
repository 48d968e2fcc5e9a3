import type { Db } from '../../db/db.js';
import {
  SCAN_PANELS,
  type ScanAggregateQuery,
  type ScanAggregates,
  type ScanPanel,
} from '../../schemas/scan-events.js';

/**
 * Every dashboard panel's numbers, counted in the database with one set of filters. The one place
 * that knows how aggregates are computed: moving scans to a column store changes this file only
 * (docs/architecture.md).
 */

const TOP_CITIES = 100;
const TOP_TAGS = 50;
const RECENT_FLAGGED = 100;

export type ScanFilter = Omit<ScanAggregateQuery, 'timezone' | 'panels' | 'excludeTentative'>;

/**
 * The WHERE clause of 001 §2's filters, with its parameters. Aggregates leave scans without a tag out
 * (001 §7); the scan list keeps them for callers that want them (`withTagOnly: false`).
 */
export function filterClause(query: ScanFilter, withTagOnly = true): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  const conditions = [`project_id = ${add(query.project_id)}`];
  if (withTagOnly) conditions.push('tag_id IS NOT NULL');
  if (query.createdAfter) conditions.push(`created_at >= ${add(query.createdAfter)}::timestamptz`);
  if (query.createdBefore) conditions.push(`created_at < ${add(query.createdBefore)}::timestamptz`);
  if (query.countries?.length) conditions.push(`country = ANY(${add(query.countries)}::text[])`);
  if (query.cities?.length) conditions.push(`city = ANY(${add(query.cities)}::text[])`);
  const types = new Set(query.locationTypes ?? ['gps', 'ipAddress']);
  if (!types.has('gps')) conditions.push('NOT geolocation_enabled');
  if (!types.has('ipAddress')) conditions.push('geolocation_enabled');
  if (query.collections?.length) conditions.push(`collection_id = ANY(${add(query.collections)}::uuid[])`);
  if (query.tagId) conditions.push(`tag_id = ${add(query.tagId)}::uuid`);
  if (query.metadataKey) {
    conditions.push(
      query.metadataValue
        ? `tag_metadata ->> ${add(query.metadataKey)} = ${add(query.metadataValue)}`
        : `tag_metadata ? ${add(query.metadataKey)}`,
    );
  }
  if (query.hookDataKey) {
    // 001 §3: hook data holds, per key, the hook's response; its `data` is what is matched.
    conditions.push(
      query.hookDataValue
        ? `hook_data -> ${add(query.hookDataKey)} -> 'response' ->> 'data' = ${add(query.hookDataValue)}`
        : `hook_data ? ${add(query.hookDataKey)}`,
    );
  }
  if (query.platforms?.length) conditions.push(`client_agent = ANY(${add(query.platforms)}::text[])`);
  return { where: conditions.join(' AND '), params };
}

const FLAGGED = "coalesce(rule_status, '') <> ''";
const FLAGGED_NOT_TENTATIVE = "coalesce(rule_status, '') NOT IN ('', 'tentative')";

/** Each panel's columns of the answer, over the `filtered` scans; `param` adds a query parameter. */
const PANEL_COLUMNS: Record<
  ScanPanel,
  (query: ScanAggregateQuery & { timezone: string }, param: (value: unknown) => string) => string
> = {
  daily: (query, param) => `
       (SELECT count(*)::int FROM filtered) AS total,
       coalesce((SELECT json_agg(d ORDER BY d.day) FROM (
         SELECT to_char(date_trunc('day', created_at AT TIME ZONE ${param(query.timezone)}), 'YYYY-MM-DD') AS day,
                count(*)::int AS scans
         FROM filtered GROUP BY 1) d), '[]') AS daily`,
  cities: () => `
       coalesce((SELECT json_agg(c) FROM (
         SELECT city, country, count(*)::int AS scans FROM filtered
         GROUP BY city, country ORDER BY scans DESC, city, country LIMIT ${TOP_CITIES}) c), '[]') AS "byCity"`,
  scanners: () => `
       coalesce((SELECT json_agg(a) FROM (
         SELECT client_agent AS agent, count(*)::int AS scans FROM filtered
         GROUP BY client_agent ORDER BY scans DESC, client_agent) a), '[]') AS "byAgent"`,
  codes: () => `
       coalesce((SELECT json_agg(t) FROM (
         SELECT tag_id AS "tagId", count(*)::int AS scans FROM filtered
         GROUP BY tag_id ORDER BY scans DESC, tag_id LIMIT ${TOP_TAGS}) t), '[]') AS "topTags"`,
  flagged: (query) => {
    const counted = query.excludeTentative ? FLAGGED_NOT_TENTATIVE : FLAGGED;
    return `
       json_build_object(
         'scans', (SELECT count(*)::int FROM filtered WHERE ${counted}),
         'tentative', (SELECT count(*)::int FROM filtered WHERE rule_status = 'tentative')
       ) AS flagged,
       coalesce((SELECT json_agg(f) FROM (
         SELECT client_scan_id AS "clientScanId",
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
                city, country, client_agent AS "clientAgent", rule_status AS "ruleStatus"
         FROM filtered WHERE ${counted}
         ORDER BY created_at DESC, id DESC LIMIT ${RECENT_FLAGGED}) f), '[]') AS "flaggedRecent"`;
  },
};

/** The asked panels' numbers (every panel when none is named), in one pass over the filtered scans. */
export async function aggregateScans(
  db: Db,
  query: ScanAggregateQuery & { timezone: string },
): Promise<Omit<ScanAggregates, 'timezone'>> {
  const { where, params } = filterClause(query);
  const param = (value: unknown) => `$${params.push(value)}`;
  const panels = query.panels?.length ? [...new Set(query.panels)] : SCAN_PANELS;
  const columns = panels.map((panel) => PANEL_COLUMNS[panel](query, param)).join(',');
  const [row] = await db.query<Omit<ScanAggregates, 'timezone'>>(
    `WITH filtered AS (SELECT * FROM scan_events WHERE ${where}) SELECT ${columns}`,
    params,
  );
  return row!;
}
