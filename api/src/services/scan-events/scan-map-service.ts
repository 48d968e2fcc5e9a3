import type { Db } from '../../db/db.js';
import { invalid } from '../../errors.js';
import type { ScanMapClusters, ScanMapQuery, ScanMapScans, ScanMapScansQuery } from 'shared/contracts/scan-map';
import { clusterScans, listScansInArea } from '../../repositories/scan-aggregates/scan-map-aggregates.js';
import type { AuthContext } from '../auth/auth-context.js';
import { requireProjectPermission } from '../projects/project-access.js';
import { canReadScanEvents } from './scan-event-service.js';

async function checkArea(db: Db, auth: AuthContext, query: ScanMapScansQuery): Promise<void> {
  await requireProjectPermission(db, auth, query.project_id, canReadScanEvents);
  if (query.south > query.north) {
    throw invalid('south may not be greater than north.');
  }
}

/** The map's clusters of the filtered scans in an area, counted by the database. */
export async function scanMapClusters(db: Db, auth: AuthContext, query: ScanMapQuery): Promise<ScanMapClusters> {
  await checkArea(db, auth, query);
  return clusterScans(db, query);
}

/** The filtered scans of an area (the map's side list, or a cluster's popup), a page at a time. */
export async function scansInArea(db: Db, auth: AuthContext, query: ScanMapScansQuery): Promise<ScanMapScans> {
  await checkArea(db, auth, query);
  return listScansInArea(db, query);
}
