import type { Db } from '../../db/db.js';
import {
  TED_SCAN_COLUMNS,
  TED_SCAN_JOINS,
  whereOf,
  type TedScanEventFilter,
  type TedScanEventRow,
  type TedScanEventWhere,
} from './ted-scan-events-repository.js';

/** A scan without a client session is a session of its own, keyed by its id. */
const SESSION_KEY = `COALESCE(e.client_session_id, 'scan:' || e.id::text)`;

export interface TedSessionKey {
  client_session_id: string | null;
  /** The scan of a session-less group. */
  scan_id: string;
}

/**
 * One page of the sessions that hold a matching scan, grouped in the database: newest by their latest
 * matching scan, oldest by their earliest; the key breaks ties so paging never repeats or skips one.
 */
export async function listTedSessionKeys(db: Db, filter: TedScanEventFilter): Promise<TedSessionKey[]> {
  const newest = filter.order !== 'oldest';
  const where = whereOf(filter);
  const page = where.params.length;
  return db.query<TedSessionKey>(
    `SELECT min(e.client_session_id) AS client_session_id, min(e.id::text) AS scan_id
     FROM scan_events e JOIN projects p ON p.id = e.project_id
     ${where.sql}
     GROUP BY ${SESSION_KEY}
     ORDER BY ${newest ? 'max(e.created_at) DESC' : 'min(e.created_at) ASC'}, ${SESSION_KEY} ${newest ? 'DESC' : 'ASC'}
     LIMIT $${page + 1} OFFSET $${page + 2}`,
    [...where.params, filter.limit, filter.offset],
  );
}

export async function countTedSessions(db: Db, filter: TedScanEventWhere): Promise<number> {
  const where = whereOf(filter);
  const [row] = await db.query<{ n: number }>(
    `SELECT count(DISTINCT ${SESSION_KEY})::int AS n FROM scan_events e JOIN projects p ON p.id = e.project_id
     ${where.sql}`,
    where.params,
  );
  return row?.n ?? 0;
}

export interface TedSessionScanRow extends TedScanEventRow {
  session_key: string;
  scan_count: number;
  succeeded: number;
  detect_failed: number;
  match_failed: number;
  started_at: Date;
  ended_at: Date;
}

/**
 * The first `firstScans` scans of each session, in time order, each row carrying its whole session's
 * counts (every scan of the session, whatever the filters) and first and last times.
 */
export async function listTedSessionScans(
  db: Db,
  keys: TedSessionKey[],
  firstScans: number,
): Promise<TedSessionScanRow[]> {
  const sessionIds = keys.flatMap((key) => (key.client_session_id === null ? [] : [key.client_session_id]));
  const scanIds = keys.flatMap((key) => (key.client_session_id === null ? [key.scan_id] : []));
  return db.query<TedSessionScanRow>(
    `SELECT * FROM (
       SELECT ${TED_SCAN_COLUMNS}, ${SESSION_KEY} AS session_key,
              row_number() OVER (session ORDER BY e.created_at, e.id) AS position,
              (count(*) OVER session)::int AS scan_count,
              (count(*) FILTER (WHERE e.scan_status = 'SUCCESS') OVER session)::int AS succeeded,
              (count(*) FILTER (WHERE e.scan_status = 'DETECT_FAILED') OVER session)::int AS detect_failed,
              (count(*) FILTER (WHERE e.scan_status = 'MATCH_FAILED') OVER session)::int AS match_failed,
              min(e.created_at) OVER session AS started_at,
              max(e.created_at) OVER session AS ended_at
       FROM scan_events e
       ${TED_SCAN_JOINS}
       WHERE e.client_session_id = ANY($1::text[]) OR e.id = ANY($2::uuid[])
       WINDOW session AS (PARTITION BY ${SESSION_KEY})
     ) scans
     WHERE position <= $3
     ORDER BY session_key, position`,
    [sessionIds, scanIds, firstScans],
  );
}
