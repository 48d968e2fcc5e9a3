import type { Db } from '../../db/db.js';

export interface PrintQualityWeekRow {
  week: string;
  week_start: string;
  scans: number;
  detect_failed: number;
  detect_rate: number | null;
  detect_usual_rate: number | null;
  detected: number;
  match_failed: number;
  match_rate: number | null;
  match_usual_rate: number | null;
}

/**
 * A collection's scans per ISO week (UTC) over the last `weeks` weeks, the current one included: how many
 * failed detection among all scans, how many failed matching among those detected, and each rate beside the
 * rate of the period's other weeks (a bad week must not raise its own yardstick). Every week is listed,
 * scanless ones too.
 *
 * A scan belongs to the collection of its tag. A failed detection usually names no tag; it is counted for the
 * collection when another scan of its client session (the same person, moments apart) identified a tag of this
 * collection, which is how a rescan after a failure reads. The sessions are found from the failures' side (a
 * few per cent of the scans, hashed) while the collection's scans stream past: hashing the collection's sessions
 * instead spilled to disk at a million scans (15 s on PostgreSQL), and a probe per failure took 9–16 s on PGlite.
 */
export async function weeklyFailureRates(
  db: Db,
  projectId: string,
  collectionId: string,
  weeks: number,
  now: Date,
): Promise<PrintQualityWeekRow[]> {
  return db.query<PrintQualityWeekRow>(
    `WITH period AS (
       SELECT generate_series(
                date_trunc('week', $3::timestamptz AT TIME ZONE 'UTC') - make_interval(weeks => $4::int - 1),
                date_trunc('week', $3::timestamptz AT TIME ZONE 'UTC'),
                interval '1 week') AS week_start
     ),
     untagged_failures AS (
       SELECT f.created_at, f.client_session_id
       FROM scan_events f
       WHERE f.project_id = $1::uuid AND f.collection_id IS NULL AND f.scan_status = 'DETECT_FAILED'
         AND f.client_session_id IS NOT NULL
         AND f.created_at >= (SELECT min(week_start) FROM period) AT TIME ZONE 'UTC'
     ),
     rescued_sessions AS (
       SELECT DISTINCT t.client_session_id
       FROM scan_events t
       WHERE t.project_id = $1::uuid AND t.collection_id = $2::uuid
         AND t.created_at >= (SELECT min(week_start) FROM period) AT TIME ZONE 'UTC'
         AND t.client_session_id IN (SELECT client_session_id FROM untagged_failures)
     ),
     scans AS (
       SELECT e.created_at, e.scan_status
       FROM scan_events e
       WHERE e.project_id = $1::uuid AND e.collection_id = $2::uuid
         AND e.created_at >= (SELECT min(week_start) FROM period) AT TIME ZONE 'UTC'
       UNION ALL
       SELECT f.created_at, 'DETECT_FAILED'
       FROM untagged_failures f JOIN rescued_sessions USING (client_session_id)
     ),
     counted AS (
       SELECT date_trunc('week', created_at AT TIME ZONE 'UTC') AS week_start,
              count(*)::int AS scans,
              (count(*) FILTER (WHERE scan_status = 'DETECT_FAILED'))::int AS detect_failed,
              (count(*) FILTER (WHERE scan_status = 'MATCH_FAILED'))::int AS match_failed
       FROM scans
       GROUP BY 1
     ),
     weekly AS (
       SELECT p.week_start,
              coalesce(c.scans, 0) AS scans,
              coalesce(c.detect_failed, 0) AS detect_failed,
              coalesce(c.scans - c.detect_failed, 0) AS detected,
              coalesce(c.match_failed, 0) AS match_failed
       FROM period p LEFT JOIN counted c USING (week_start)
     )
     SELECT to_char(week_start, 'IYYY-"W"IW') AS week,
            to_char(week_start, 'YYYY-MM-DD') AS week_start,
            scans, detect_failed, detected, match_failed,
            detect_failed::float8 / nullif(scans, 0) AS detect_rate,
            (sum(detect_failed) OVER () - detect_failed)::float8
              / nullif(sum(scans) OVER () - scans, 0) AS detect_usual_rate,
            match_failed::float8 / nullif(detected, 0) AS match_rate,
            (sum(match_failed) OVER () - match_failed)::float8
              / nullif(sum(detected) OVER () - detected, 0) AS match_usual_rate
     FROM weekly
     ORDER BY week_start`,
    [projectId, collectionId, now.toISOString(), weeks],
  );
}
