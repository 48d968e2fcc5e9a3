import type { Db } from '../../db/db.js';
import { forbidden } from '../../errors.js';
import { SCAN_EVENTS_MAX_LIMIT, type ScanEvent, type ScanEventQuery } from '../../schemas/scan-events.js';
import { listScanEventsByProject, type ScanEventRow } from '../../repositories/scan-events/scan-events-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { resolveProjectAccess, type ProjectAccess } from '../projects/project-access.js';

export const canReadScanEvents = (access: ProjectAccess): boolean => access.permissions.has('scan-event:read');

export async function listScanEvents(db: Db, auth: AuthContext, query: ScanEventQuery): Promise<ScanEvent[]> {
  const access = await resolveProjectAccess(db, auth, query.project_id);
  if (!canReadScanEvents(access)) throw forbidden();
  const rows = await listScanEventsByProject(db, {
    projectId: query.project_id,
    createdAfter: query.createdAfter,
    createdBefore: query.createdBefore,
    limit: query.limit ?? SCAN_EVENTS_MAX_LIMIT,
    offset: query.offset ?? 0,
  });
  return rows.map(toScanEvent);
}

function toScanEvent(row: ScanEventRow): ScanEvent {
  return {
    id: row.id,
    projectId: row.project_id,
    collectionId: row.collection_id,
    tagId: row.tag_id,
    clientScanId: row.client_scan_id,
    createdAt: row.created_at.toISOString(),
    city: row.city,
    country: row.country,
    clientLocationLat: row.client_location_lat,
    clientLocationLong: row.client_location_long,
    geolocationEnabled: row.geolocation_enabled,
    clientSessionId: row.client_session_id,
    clientAgent: row.client_agent as ScanEvent['clientAgent'],
    scanStatus: row.scan_status as ScanEvent['scanStatus'],
    ruleStatus: row.rule_status,
    tagMetadata: row.tag_metadata,
    hookData: row.hook_data,
    userAgent: row.user_agent,
  };
}
