import type { Db } from '../../db/db.js';
import { AppError, forbidden } from '../../errors.js';
import type { ScanMapClusters, ScanMapQuery, ScanMapScans, ScanMapScansQuery } from '../../schemas/scan-map.js';
import { clusterScans, listScansInArea } from '../../repositories/scan-aggregates/scan-map-aggregates.js';
import type { AuthContext } from '../auth/auth-context.js';
import { resolveProjectAccess } from '../projects/project-access.js';
import { canReadScanEvents } from './scan-event-service.js';

async function checkArea(db: Db, auth: AuthContext, query: ScanMapScansQuery): Promise<void> {
  const access = await resolveProjectAccess(db, auth, query.project_id);
  if (!canReadScanEvents(access)) throw forbidden();
  if (query.south > query.north) {
    throw new AppError(400, 'VALIDATION_ERROR', 'south may not be greater than north.');
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
