import type { Db } from '../../db/db.js';

export interface AuditEventRow {
  id: string;
  occurred_at: Date;
  actor_kind: 'user' | 'api_key' | 'system';
  actor_user_id: string | null;
  actor_api_key_id: string | null;
  actor_rule: string | null;
  company_id: string | null;
  project_id: string | null;
  action: string;
  target_ids: string[];
  changes: Record<string, unknown> | null;
  client_address: string | null;
  user_agent: string | null;
  request_id: string | null;
  prev_hash: string | null;
  hash: string;
}

export type NewAuditEventRow = Omit<AuditEventRow, 'id'>;

const COLUMNS =
  'id::text AS id, occurred_at, actor_kind, actor_user_id, actor_api_key_id, actor_rule, company_id, project_id, ' +
  'action, target_ids, changes, client_address, user_agent, request_id, prev_hash, hash';

/** Serialises the writers of one chain until their transaction ends, so two of them cannot link to the same row. */
export async function lockAuditChain(tx: Db, companyId: string | null): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('audit_events:' || $1::text))`, [companyId ?? '']);
}

export async function lastAuditHash(tx: Db, companyId: string | null): Promise<string | null> {
  const [row] = await tx.query<{ hash: string }>(
    companyId === null
      ? 'SELECT hash FROM audit_events WHERE company_id IS NULL ORDER BY id DESC LIMIT 1'
      : 'SELECT hash FROM audit_events WHERE company_id = $1 ORDER BY id DESC LIMIT 1',
    companyId === null ? [] : [companyId],
  );
  return row?.hash ?? null;
}

/** The columns a record's hash covers besides prev_hash, in the order it hashes them. */
export const AUDIT_CONTENT_COLUMNS = [
  'occurred_at',
  'actor_kind',
  'actor_user_id',
  'actor_api_key_id',
  'actor_rule',
  'company_id',
  'project_id',
  'action',
  'target_ids',
  'changes',
  'client_address',
  'user_agent',
  'request_id',
] as const satisfies (keyof NewAuditEventRow)[];

const INSERTED = [...AUDIT_CONTENT_COLUMNS, 'prev_hash', 'hash'] as const;

export async function insertAuditEvent(tx: Db, row: NewAuditEventRow): Promise<void> {
  await tx.query(
    `INSERT INTO audit_events (${INSERTED.join(', ')}) VALUES (${INSERTED.map((_, index) => `$${index + 1}`).join(', ')})`,
    INSERTED.map((column) =>
      column === 'changes' && row.changes !== null ? JSON.stringify(row.changes) : row[column],
    ),
  );
}

export async function companyOfProject(db: Db, projectId: string): Promise<string | null> {
  const [row] = await db.query<{ company_id: string }>('SELECT company_id FROM projects WHERE id = $1', [projectId]);
  return row?.company_id ?? null;
}

export async function companyOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.query<{ company_id: string | null }>('SELECT company_id FROM users WHERE id = $1', [userId]);
  return row?.company_id ?? null;
}

/** Administrator (or project super user) of a project of the company: the company's staff who read its log. */
export async function administersProjectOfCompany(db: Db, userId: string, companyId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM user_projects up JOIN projects p ON p.id = up.project_id
      WHERE up.user_id = $1 AND p.company_id = $2 AND up.role_id IN (3, 4) LIMIT 1`,
    [userId, companyId],
  );
  return rows.length > 0;
}

export interface AuditEventFilter {
  /** undefined: every company (the provider). */
  companyId?: string;
  actorId?: string;
  action?: string;
  projectId?: string;
  targetId?: string;
  from?: string;
  to?: string;
  /** Only records older than this id (keyset paging, newest first). */
  beforeId?: string;
  limit: number;
}

export async function listAuditEventRows(db: Db, filter: AuditEventFilter): Promise<AuditEventRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (p: string) => string, value: unknown) => {
    if (value === undefined) return;
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  add((p) => `company_id = ${p}`, filter.companyId);
  add((p) => `(actor_user_id = ${p} OR actor_api_key_id = ${p})`, filter.actorId);
  add((p) => `action = ${p}`, filter.action);
  add((p) => `project_id = ${p}`, filter.projectId);
  add((p) => `${p} = ANY (target_ids)`, filter.targetId);
  add((p) => `occurred_at >= ${p}`, filter.from);
  add((p) => `occurred_at < ${p}`, filter.to);
  add((p) => `audit_events.id < ${p}::bigint`, filter.beforeId);
  params.push(filter.limit);
  return db.query<AuditEventRow>(
    `SELECT ${COLUMNS} FROM audit_events ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY audit_events.id DESC LIMIT $${params.length}`,
    params,
  );
}

/** The chains there are: each company with records, and null for the records of no company. */
export async function auditChainCompanies(db: Db): Promise<(string | null)[]> {
  const rows = await db.query<{ company_id: string | null }>(
    'SELECT DISTINCT company_id FROM audit_events ORDER BY company_id NULLS FIRST',
  );
  return rows.map((row) => row.company_id);
}

/** One batch of a chain, oldest first, after `afterId`. */
export async function auditChainBatch(
  db: Db,
  companyId: string | null,
  afterId: string,
  limit: number,
): Promise<AuditEventRow[]> {
  return db.query<AuditEventRow>(
    `SELECT ${COLUMNS} FROM audit_events
      WHERE ${companyId === null ? 'company_id IS NULL AND $1::text IS NULL' : 'company_id = $1'} AND audit_events.id > $2::bigint
      ORDER BY audit_events.id LIMIT $3`,
    [companyId, afterId, limit],
  );
}
