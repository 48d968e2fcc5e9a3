import type { Db } from '../../db/db.js';

export interface TedScanEventRow {
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
}

export interface TedScanEventFilter {
  createdAfter: string;
  createdBefore?: string;
  projectId?: string;
  order: 'newest' | 'oldest';
  limit: number;
  offset: number;
}

const WHERE = `WHERE e.created_at >= $1::timestamptz
       AND ($2::timestamptz IS NULL OR e.created_at < $2::timestamptz)
       AND ($3::uuid IS NULL OR e.project_id = $3::uuid)`;

/** Scans of every project (the Global TED); `id` breaks ties so paging never repeats or skips a row. */
export async function listTedScanEvents(db: Db, filter: TedScanEventFilter): Promise<TedScanEventRow[]> {
  const direction = filter.order === 'oldest' ? 'ASC' : 'DESC';
  return db.query<TedScanEventRow>(
    `SELECT e.id, e.project_id, p.name AS project_name, c.name AS company_name, e.collection_id, e.tag_id,
            e.created_at, e.city, e.country, e.client_agent, e.scan_status, e.detect_data, e.match_data
     FROM scan_events e
     JOIN projects p ON p.id = e.project_id
     JOIN companies c ON c.id = p.company_id
     ${WHERE}
     ORDER BY e.created_at ${direction}, e.id ${direction}
     LIMIT $4 OFFSET $5`,
    [filter.createdAfter, filter.createdBefore ?? null, filter.projectId ?? null, filter.limit, filter.offset],
  );
}

export async function countTedScanEvents(
  db: Db,
  filter: Pick<TedScanEventFilter, 'createdAfter' | 'createdBefore' | 'projectId'>,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM scan_events e ${WHERE}`, [
    filter.createdAfter,
    filter.createdBefore ?? null,
    filter.projectId ?? null,
  ]);
  return row?.n ?? 0;
}
