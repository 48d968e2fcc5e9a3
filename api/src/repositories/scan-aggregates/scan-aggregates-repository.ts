import type { Db } from '../../db/db.js';
import {
  SCAN_PANELS,
  type ScanAggregateQuery,
  type ScanAggregates,
  type ScanPanel,
} from 'shared/contracts/scan-events';
import { sharedPass } from './shared-pass.js';

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

/**
 * The covering index of migration 021 holds every counted column, yet when most rows of a month match, the planner
 * prices reading that month's wide rows below reading the index, which took a half to a third of the time at a
 * million scans (docs/benchmarks.md).
 */
const READ_THE_COVERING_INDEX = 'SET LOCAL enable_seqscan = off';
/** Days are an expression without statistics: the planner expects a day per scan and sorts them all to count days. */
const HASH_THE_FEW_DAYS = 'SET LOCAL hash_mem_multiplier = 16';

/** Runs panel SQL in a transaction of its own with what the planner cannot know set for it alone. */
export function withPanelPlanning<T>(db: Db, run: (tx: Db) => Promise<T>, settings = [READ_THE_COVERING_INDEX]) {
  return db.transaction(async (tx) => {
    for (const setting of settings) await tx.query(setting);
    return run(tx);
  });
}

const FLAGGED = "coalesce(rule_status, '') <> ''";
const FLAGGED_NOT_TENTATIVE = "coalesce(rule_status, '') NOT IN ('', 'tentative')";

type AggregateQuery = ScanAggregateQuery & { timezone: string };
type AllPanels = Required<Omit<ScanAggregates, 'timezone'>>;

/** Which parts of the answer each panel asks for. */
const PANEL_FIELDS: Record<ScanPanel, (keyof AllPanels)[]> = {
  daily: ['total', 'daily'],
  cities: ['byCity'],
  scanners: ['byAgent'],
  codes: ['topTags'],
  flagged: ['flagged', 'flaggedRecent'],
};

/**
 * Every panel from one read of the filtered scans: `GROUPING SETS` counts days, cities, scanners, codes and flag
 * kinds in the same pass over the covering index of migration 021 (only the counted columns, an index-only
 * scan). The newest flagged scans are a walk back from the range's end that stops at the hundredth.
 */
async function countAllPanels(db: Db, query: AggregateQuery): Promise<AllPanels> {
  const { where, params } = filterClause(query);
  const param = (value: unknown) => `$${params.push(value)}`;
  const counted = query.excludeTentative ? FLAGGED_NOT_TENTATIVE : FLAGGED;
  const [row] = await withPanelPlanning(
    db,
    (tx) =>
      tx.query<AllPanels>(
        `WITH sets AS MATERIALIZED (
       SELECT CASE 0 WHEN GROUPING(day) THEN 'daily' WHEN GROUPING(city, country) THEN 'cities'
                     WHEN GROUPING(agent) THEN 'scanners' WHEN GROUPING(tag) THEN 'codes' ELSE 'flags' END AS panel,
              day, city, country, agent, tag, flag, count(*)::int AS scans
       FROM (SELECT (created_at AT TIME ZONE ${param(query.timezone)})::date AS day, city, country,
                    client_agent AS agent, tag_id AS tag,
                    CASE WHEN NOT ${FLAGGED} THEN 'none' WHEN rule_status = 'tentative' THEN 'tentative' ELSE 'other' END
                      AS flag
             FROM scan_events WHERE ${where}) s
       GROUP BY GROUPING SETS ((day), (city, country), (agent), (tag), (flag)))
     SELECT
       (SELECT coalesce(sum(scans), 0)::int FROM sets WHERE panel = 'daily') AS total,
       coalesce((SELECT json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'scans', scans) ORDER BY day)
                 FROM sets WHERE panel = 'daily'), '[]') AS daily,
       coalesce((SELECT json_agg(c) FROM (
         SELECT city, country, scans FROM sets WHERE panel = 'cities'
         ORDER BY scans DESC, city, country LIMIT ${TOP_CITIES}) c), '[]') AS "byCity",
       coalesce((SELECT json_agg(a) FROM (
         SELECT agent, scans FROM sets WHERE panel = 'scanners' ORDER BY scans DESC, agent) a), '[]') AS "byAgent",
       coalesce((SELECT json_agg(t) FROM (
         SELECT tag AS "tagId", scans FROM sets WHERE panel = 'codes'
         ORDER BY scans DESC, tag LIMIT ${TOP_TAGS}) t), '[]') AS "topTags",
       (SELECT json_build_object(
                 'scans', coalesce(sum(scans) FILTER (WHERE flag = 'other'${query.excludeTentative ? '' : " OR flag = 'tentative'"}), 0),
                 'tentative', coalesce(sum(scans) FILTER (WHERE flag = 'tentative'), 0))
        FROM sets WHERE panel = 'flags') AS flagged,
       coalesce((SELECT json_agg(f) FROM (
         SELECT client_scan_id AS "clientScanId",
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
                city, country, client_agent AS "clientAgent", rule_status AS "ruleStatus"
         FROM scan_events WHERE ${where} AND ${counted}
         ORDER BY created_at DESC, id DESC LIMIT ${RECENT_FLAGGED}) f), '[]') AS "flaggedRecent"`,
        params,
      ),
    [READ_THE_COVERING_INDEX, HASH_THE_FEW_DAYS],
  );
  return row!;
}

/**
 * The asked panels' numbers (every panel when none is named). The panel requests of one dashboard load share
 * one pass over their scans (shared-pass.ts), each answering with its own panels.
 */
export async function aggregateScans(db: Db, query: AggregateQuery): Promise<Omit<ScanAggregates, 'timezone'>> {
  const { panels, ...passQuery } = query;
  const all = await sharedPass(db, query.project_id, JSON.stringify(passQuery), () => countAllPanels(db, passQuery));
  const fields = (panels?.length ? panels : SCAN_PANELS).flatMap((panel) => PANEL_FIELDS[panel]);
  return Object.fromEntries(fields.map((field) => [field, all[field]]));
}
