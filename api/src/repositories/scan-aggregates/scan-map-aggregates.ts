import type { Db } from '../../db/db.js';
import type { ScanMapClusters, ScanMapQuery, ScanMapScans, ScanMapScansQuery } from 'shared/contracts/scan-map';
import { MAP_MAX_CLUSTERS, MAP_SCANS_PAGE_SIZE } from 'shared/contracts/scan-map';
import { filterClause, withPanelPlanning } from './scan-aggregates-repository.js';

/**
 * The map's clusters and the scans of an area, with the dashboard's filters. Clusters are counted in the
 * database by snapping each scan to a Web Mercator grid whose cells are about 64 screen pixels at the
 * map's zoom, so the answer stays small whatever the number of scans.
 */

/** Web Mercator stops here; scans nearer the poles are drawn on its edge. */
const MERCATOR_MAX_LATITUDE = 85.05112878;
/** A 512-pixel world tile split into 8 cells a side: cells of 64 pixels. */
const CELLS_PER_TILE = 8;

type Area = Pick<ScanMapQuery, 'west' | 'south' | 'east' | 'north'>;

function areaClause(query: ScanMapQuery | ScanMapScansQuery) {
  const { where, params } = filterClause(query);
  const add = (value: unknown) => `$${params.push(value)}`;
  const { west, south, east, north }: Area = query;
  const longitude =
    west <= east
      ? `client_location_long BETWEEN ${add(west)} AND ${add(east)}`
      : `(client_location_long >= ${add(west)} OR client_location_long <= ${add(east)})`;
  return {
    where: `${where} AND client_location_lat BETWEEN ${add(south)} AND ${add(north)} AND ${longitude}`,
    params,
  };
}

export async function clusterScans(db: Db, query: ScanMapQuery): Promise<ScanMapClusters> {
  const { where, params } = areaClause(query);
  const cells = `$${params.push(CELLS_PER_TILE * 2 ** query.zoom)}::float8`;
  const limit = `$${params.push(MAP_MAX_CLUSTERS)}`;
  const rows = await withPanelPlanning(db, (tx) =>
    tx.query<ScanMapClusters['clusters'][number] & { cells: number; located: number }>(
      `WITH located AS (
       SELECT client_location_long AS lng, client_location_lat AS lat,
              radians(least(greatest(client_location_lat, -${MERCATOR_MAX_LATITUDE}), ${MERCATOR_MAX_LATITUDE})) AS phi
       FROM scan_events WHERE ${where})
     SELECT avg(lng) AS longitude, avg(lat) AS latitude, count(*)::int AS scans,
            min(lng) AS west, min(lat) AS south, max(lng) AS east, max(lat) AS north,
            (count(*) OVER ())::int AS cells, (sum(count(*)) OVER ())::int AS located
     FROM located
     GROUP BY floor((lng + 180) / 360 * ${cells}),
              floor((1 - ln(tan(phi) + 1 / cos(phi)) / pi()) / 2 * ${cells})
     ORDER BY scans DESC, longitude, latitude
     LIMIT ${limit}`,
      params,
    ),
  );
  return {
    clusters: rows.map(({ cells: _cells, located: _located, ...cluster }) => cluster),
    scans: rows[0]?.located ?? 0,
    truncated: (rows[0]?.cells ?? 0) > MAP_MAX_CLUSTERS,
  };
}

/** The located scans of an area, newest first, a page at a time, with how many there are. */
export async function listScansInArea(db: Db, query: ScanMapScansQuery): Promise<ScanMapScans> {
  const { where, params } = areaClause(query);
  const limit = `$${params.push(query.limit ?? MAP_SCANS_PAGE_SIZE)}`;
  const offset = `$${params.push(query.offset ?? 0)}`;
  const [row] = await withPanelPlanning(db, (tx) =>
    tx.query<ScanMapScans>(
      // The count and the page each read scan_events: a shared `SELECT *` would copy every wide row of the area first.
      `SELECT (SELECT count(*)::int FROM scan_events WHERE ${where}) AS total,
       coalesce((SELECT json_agg(s) FROM (
         SELECT id, client_scan_id AS "clientScanId", tag_id AS "tagId",
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
                city, country, client_location_lat AS latitude, client_location_long AS longitude,
                client_agent AS "clientAgent", scan_status AS "scanStatus"
         FROM scan_events WHERE ${where}
         ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}) s), '[]') AS items`,
      params,
    ),
  );
  return row!;
}
