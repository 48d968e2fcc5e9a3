import { createHash } from 'node:crypto';
import type { Db } from '../../db/db.js';
import { forbidden, notFound } from '../../errors.js';
import type {
  AuditAction,
  AuditChainReport,
  AuditEvent,
  AuditEventList,
  AuditEventListQuery,
  AuditVerifyQuery,
  AuditVerifyResult,
} from 'shared/contracts/audit';
import {
  AUDIT_CONTENT_COLUMNS,
  administersProjectOfCompany,
  auditChainBatch,
  auditChainCompanies,
  companyOfProject,
  companyOfUser,
  insertAuditEvent,
  lastAuditHash,
  listAuditEventRows,
  lockAuditChain,
  type AuditEventRow,
  type NewAuditEventRow,
} from '../../repositories/audit/audit-events-repository.js';
import { isSystemSuperUser, type AuthContext, type RequestClient } from '../auth/auth-context.js';

export type AuditActor =
  | { kind: 'user'; userId: string | null }
  | { kind: 'api_key'; userId: string; apiKeyId: string }
  | { kind: 'system'; rule: string };

export interface AuditEventInput {
  actor: AuditActor;
  action: AuditAction;
  /** The company whose chain the record joins; found from the project, else from the acting user, when absent. */
  companyId?: string | null;
  projectId?: string | null;
  targetIds?: string[];
  changes?: Record<string, unknown> | null;
  client?: RequestClient;
}

/** The person or API key behind an authenticated request. */
export const actorOf = (auth: AuthContext): AuditActor =>
  auth.apiKey
    ? { kind: 'api_key', userId: auth.userId, apiKeyId: auth.apiKey.id }
    : { kind: 'user', userId: auth.userId };

/** JSON with object keys sorted, so a record hashes the same after jsonb has reordered its keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function hashOf(row: Omit<NewAuditEventRow, 'hash'>): string {
  const content = AUDIT_CONTENT_COLUMNS.map((column) =>
    column === 'occurred_at' ? row.occurred_at.toISOString() : row[column],
  );
  return createHash('sha256')
    .update(canonical([row.prev_hash, ...content]))
    .digest('hex');
}

/**
 * Records one event in the transaction of the change it describes: if the change rolls back, so does its record.
 * The chain's lock is held until that transaction ends, so concurrent writers of one company link one after another.
 */
export async function recordAuditEvent(db: Db, input: AuditEventInput): Promise<void> {
  await db.transaction(async (tx) => {
    const companyId =
      input.companyId !== undefined
        ? input.companyId
        : input.projectId
          ? await companyOfProject(tx, input.projectId)
          : input.actor.kind !== 'system' && input.actor.userId
            ? await companyOfUser(tx, input.actor.userId)
            : null;
    await lockAuditChain(tx, companyId);
    const row: Omit<NewAuditEventRow, 'hash'> = {
      occurred_at: new Date(),
      actor_kind: input.actor.kind,
      actor_user_id: input.actor.kind === 'system' ? null : input.actor.userId,
      actor_api_key_id: input.actor.kind === 'api_key' ? input.actor.apiKeyId : null,
      actor_rule: input.actor.kind === 'system' ? input.actor.rule : null,
      company_id: companyId,
      project_id: input.projectId ?? null,
      action: input.action,
      target_ids: input.targetIds ?? [],
      changes: input.changes ?? null,
      client_address: input.client?.address ?? null,
      user_agent: input.client?.userAgent ?? null,
      request_id: input.client?.requestId ?? null,
      prev_hash: await lastAuditHash(tx, companyId),
    };
    await insertAuditEvent(tx, { ...row, hash: hashOf(row) });
  });
}

/**
 * The company whose log the caller reads: the provider's super users any company (or all, undefined); anyone else
 * with audit:read only their own, and only as an Administrator of one of its projects. Another company answers 404.
 */
async function readableCompany(db: Db, auth: AuthContext, companyId: string | undefined): Promise<string | undefined> {
  if (!auth.permissions.has('audit:read')) throw forbidden();
  if (isSystemSuperUser(auth)) return companyId;
  if (!auth.companyId || !(await administersProjectOfCompany(db, auth.userId, auth.companyId))) throw forbidden();
  if (companyId !== undefined && companyId !== auth.companyId) throw notFound('Company not found.');
  return auth.companyId;
}

const toAuditEvent = (row: AuditEventRow): AuditEvent => ({
  id: row.id,
  occurredAt: row.occurred_at.toISOString(),
  actor: {
    kind: row.actor_kind,
    userId: row.actor_user_id,
    apiKeyId: row.actor_api_key_id,
    rule: row.actor_rule,
  },
  companyId: row.company_id,
  projectId: row.project_id,
  action: row.action,
  targetIds: row.target_ids,
  changes: row.changes,
  clientAddress: row.client_address,
  userAgent: row.user_agent,
  requestId: row.request_id,
});

export async function listAuditEvents(db: Db, auth: AuthContext, query: AuditEventListQuery): Promise<AuditEventList> {
  const companyId = await readableCompany(db, auth, query.companyId);
  const { cursor, limit, ...filters } = query;
  const rows = await listAuditEventRows(db, { ...filters, companyId, beforeId: cursor, limit: limit + 1 });
  const items = rows.slice(0, limit).map(toAuditEvent);
  return { items, nextCursor: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
}

const VERIFY_BATCH = 1000;

async function verifyChain(db: Db, companyId: string | null): Promise<AuditChainReport> {
  let events = 0;
  let previous: string | null = null;
  let afterId = '0';
  for (;;) {
    const rows = await auditChainBatch(db, companyId, afterId, VERIFY_BATCH);
    for (const { hash, id, ...row } of rows) {
      events += 1;
      if (row.prev_hash !== previous) {
        return { companyId, events, firstBroken: { id, reason: 'previous hash does not match' } };
      }
      if (hashOf(row) !== hash) {
        return { companyId, events, firstBroken: { id, reason: 'hash does not match its content' } };
      }
      previous = hash;
    }
    if (rows.length < VERIFY_BATCH) return { companyId, events, firstBroken: null };
    afterId = rows[rows.length - 1]!.id;
  }
}

/** Walks each chain the caller may read from its first record and reports the first link that does not hold. */
export async function verifyAuditChains(
  db: Db,
  auth: AuthContext,
  query: AuditVerifyQuery,
): Promise<AuditVerifyResult> {
  const companyId = await readableCompany(db, auth, query.companyId);
  const companies = companyId === undefined ? await auditChainCompanies(db) : [companyId];
  const chains: AuditChainReport[] = [];
  for (const company of companies) chains.push(await verifyChain(db, company));
  return { chains };
}
