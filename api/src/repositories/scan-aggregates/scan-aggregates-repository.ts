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

type AggregateQuery = ScanAggregateQuery & { timezone: string };

/**
 * Each panel's part of the answer: named subqueries (`WITH`) and the columns read from them. Every panel reads
 * `scan_events` on its own and only the columns it counts, which the covering index of migration 021 holds, so
 * a panel over a million scans is an index-only scan instead of a read of every wide row.
 */
const PANELS: Record<
  ScanPanel,
  (query: AggregateQuery, where: string, param: (value: unknown) => string) => { with?: string; columns: string }
> = {
  daily: (query, where, param) => ({
    with: `days AS (
       SELECT (created_at AT TIME ZONE ${param(query.timezone)})::date AS day, count(*)::int AS scans
       FROM scan_events WHERE ${where} GROUP BY 1)`,
    columns: `
       (SELECT coalesce(sum(scans), 0)::int FROM days) AS total,
       coalesce((SELECT json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'scans', scans) ORDER BY day)
                 FROM days), '[]') AS daily`,
  }),
  cities: (_query, where) => ({
    columns: `
       coalesce((SELECT json_agg(c) FROM (
         SELECT city, country, count(*)::int AS scans FROM scan_events WHERE ${where}
         GROUP BY city, country ORDER BY scans DESC, city, country LIMIT ${TOP_CITIES}) c), '[]') AS "byCity"`,
  }),
  scanners: (_query, where) => ({
    columns: `
       coalesce((SELECT json_agg(a) FROM (
         SELECT client_agent AS agent, count(*)::int AS scans FROM scan_events WHERE ${where}
         GROUP BY client_agent ORDER BY scans DESC, client_agent) a), '[]') AS "byAgent"`,
  }),
  codes: (_query, where) => ({
    columns: `
       coalesce((SELECT json_agg(t) FROM (
         SELECT tag_id AS "tagId", count(*)::int AS scans FROM scan_events WHERE ${where}
         GROUP BY tag_id ORDER BY scans DESC, tag_id LIMIT ${TOP_TAGS}) t), '[]') AS "topTags"`,
  }),
  flagged: (query, where) => {
    const counted = query.excludeTentative ? FLAGGED_NOT_TENTATIVE : FLAGGED;
    return {
      with: `flags AS (
         SELECT count(*) FILTER (WHERE ${counted})::int AS scans,
                count(*) FILTER (WHERE rule_status = 'tentative')::int AS tentative
         FROM scan_events WHERE ${where} AND ${FLAGGED})`,
      columns: `
         (SELECT json_build_object('scans', scans, 'tentative', tentative) FROM flags) AS flagged,
         coalesce((SELECT json_agg(f) FROM (
           SELECT client_scan_id AS "clientScanId",
                  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
                  city, country, client_agent AS "clientAgent", rule_status AS "ruleStatus"
           FROM scan_events WHERE ${where} AND ${counted}
           ORDER BY created_at DESC, id DESC LIMIT ${RECENT_FLAGGED}) f), '[]') AS "flaggedRecent"`,
    };
  },
};

/** The asked panels' numbers (every panel when none is named), in one statement. */
export async function aggregateScans(db: Db, query: AggregateQuery): Promise<Omit<ScanAggregates, 'timezone'>> {
  const { where, params } = filterClause(query);
  const param = (value: unknown) => `$${params.push(value)}`;
  const panels = (query.panels?.length ? [...new Set(query.panels)] : SCAN_PANELS).map((panel) =>
    PANELS[panel](query, where, param),
  );
  const named = panels.flatMap((panel) => (panel.with ? [panel.with] : []));
  const [row] = await db.query<Omit<ScanAggregates, 'timezone'>>(
    `${named.length ? `WITH ${named.join(',')}` : ''} SELECT ${panels.map((panel) => panel.columns).join(',')}`,
    params,
  );
  return row!;
}
