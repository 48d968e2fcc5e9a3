import type { Db } from '../../db/db.js';
import { AppError, forbidden } from '../../errors.js';
import {
  TED_DEFAULT_LIMIT,
  TED_HISTORY_DAYS,
  type TedScanEvent,
  type TedScanEventList,
  type TedScanEventQuery,
} from '../../schemas/ted.js';
import {
  countTedScanEvents,
  listTedScanEvents,
  type TedScanEventRow,
} from '../../repositories/ted/ted-scan-events-repository.js';
import { isSystemSuperUser, type AuthContext } from '../auth/auth-context.js';

const DAY_MS = 86_400_000;

export const tooOldMessage = `createdAfter may not be earlier than ${TED_HISTORY_DAYS} days ago.`;

/** 001 §2/§6 Global TED: scans of every project, for the system super user only. */
export async function listTedScans(
  db: Db,
  auth: AuthContext,
  query: TedScanEventQuery,
  now = new Date(),
): Promise<TedScanEventList> {
  if (!isSystemSuperUser(auth)) throw forbidden();
  if (Date.parse(query.createdAfter) < now.getTime() - TED_HISTORY_DAYS * DAY_MS) {
    throw new AppError(400, 'VALIDATION_ERROR', tooOldMessage);
  }
  const filter = {
    createdAfter: query.createdAfter,
    createdBefore: query.createdBefore,
    projectId: query.projectId,
    tagId: query.tagId,
    collectionIds: query['collectionIds[]'],
    clientAgents: query['clientAgents[]'],
    statuses: query['statuses[]'],
    companyId: query.companyId,
    dotsBinary: query.dotsBinary,
  };
  const [rows, total] = await Promise.all([
    listTedScanEvents(db, {
      ...filter,
      order: query.order ?? 'newest',
      limit: query.limit ?? TED_DEFAULT_LIMIT,
      offset: query.offset ?? 0,
    }),
    countTedScanEvents(db, filter),
  ]);
  return { items: rows.map(toTedScanEvent), total };
}

function toTedScanEvent(row: TedScanEventRow): TedScanEvent {
  return {
    id: row.id,
    projectId: row.project_id,
    projectName: row.project_name,
    companyName: row.company_name,
    collectionId: row.collection_id,
    tagId: row.tag_id,
    createdAt: row.created_at.toISOString(),
    city: row.city,
    country: row.country,
    clientAgent: row.client_agent as TedScanEvent['clientAgent'],
    scanStatus: row.scan_status as TedScanEvent['scanStatus'],
    detectData: row.detect_data ?? null,
    matchData: row.match_data ?? null,
  };
}
