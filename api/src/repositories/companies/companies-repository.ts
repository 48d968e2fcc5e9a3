import type { Db } from '../../db/db.js';
import type { CompanyUserSort, SortOrder } from 'shared/contracts/companies';

export interface CompanyRow {
  id: string;
  name: string;
  domain: string;
  description: string;
  max_fingerprints: number;
  total_fingerprint_count: number;
  created_at: Date;
}

const COMPANY_COLUMNS = 'id, name, domain, description, max_fingerprints, total_fingerprint_count, created_at';

export interface PageRequest<Sort extends string> {
  offset: number;
  /** null: every row. */
  limit: number | null;
  sort: Sort;
  order: SortOrder;
}

const direction = (order: SortOrder) => (order === 'desc' ? 'DESC' : 'ASC');

const COMPANY_ORDER: Record<'name' | 'created_at', string> = { name: 'lower(name)', created_at: 'created_at' };

/** Every company when `onlyCompanyId` is null, otherwise that one; one page in the asked order, and the count. */
export async function listCompanies(
  db: Db,
  onlyCompanyId: string | null,
  page: PageRequest<'name' | 'created_at'>,
): Promise<{ rows: CompanyRow[]; total: number }> {
  const filter = '$1::uuid IS NULL OR id = $1::uuid';
  const order = direction(page.order);
  const [rows, [count]] = await Promise.all([
    db.query<CompanyRow>(
      `SELECT ${COMPANY_COLUMNS} FROM companies WHERE ${filter}
       ORDER BY ${COMPANY_ORDER[page.sort]} ${order}, id ${order}
       OFFSET $2 LIMIT $3`,
      [onlyCompanyId, page.offset, page.limit],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM companies WHERE ${filter}`, [onlyCompanyId]),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function companyExists(db: Db, companyId: string): Promise<boolean> {
  return (await findCompany(db, companyId)) !== undefined;
}

export async function findCompany(db: Db, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.query<CompanyRow>(`SELECT ${COMPANY_COLUMNS} FROM companies WHERE id = $1`, [companyId]);
  return row;
}

export async function insertCompany(
  db: Db,
  company: { name: string; domain: string; description: string; maxFingerprints: number },
): Promise<CompanyRow> {
  const [row] = await db.query<CompanyRow>(
    `INSERT INTO companies (name, domain, description, max_fingerprints) VALUES ($1, $2, $3, $4)
     RETURNING ${COMPANY_COLUMNS}`,
    [company.name, company.domain, company.description, company.maxFingerprints],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** Locks the company's row for the rest of the transaction (orders take the same lock). */
export async function lockCompany(tx: Db, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await tx.query<CompanyRow>(`SELECT ${COMPANY_COLUMNS} FROM companies WHERE id = $1 FOR UPDATE`, [
    companyId,
  ]);
  return row;
}

/** Sets the company's limit or its stored active count; answers the company as it is then. */
export async function setCompanyCount(
  tx: Db,
  companyId: string,
  column: 'max_fingerprints' | 'total_fingerprint_count',
  value: number,
): Promise<CompanyRow> {
  const [row] = await tx.query<CompanyRow>(
    `UPDATE companies SET ${column} = $2 WHERE id = $1 RETURNING ${COMPANY_COLUMNS}`,
    [companyId, value],
  );
  if (!row) throw new Error('UPDATE … RETURNING gave no row');
  return row;
}

/**
 * The company's active Smart Fingerprints, optionally of one project: the tags that exist plus the
 * tags its open orders still owe (an order reserves its tags when placed).
 */
export async function countActiveFingerprints(db: Db, companyId: string, projectId: string | null): Promise<number> {
  const [row] = await db.query<{ count: string }>(
    `SELECT
       (SELECT count(*) FROM tags t JOIN collections c ON c.id = t.collection_id JOIN projects p ON p.id = c.project_id
        WHERE p.company_id = $1 AND ($2::uuid IS NULL OR p.id = $2::uuid))
     + (SELECT coalesce(sum(o.number_of_tags - o.tags_created), 0) FROM tag_orders o JOIN projects p ON p.id = o.project_id
        WHERE p.company_id = $1 AND ($2::uuid IS NULL OR p.id = $2::uuid) AND o.status <> 'COMPLETED') AS count`,
    [companyId, projectId],
  );
  return Number(row?.count ?? 0);
}

export async function projectBelongsToCompany(db: Db, projectId: string, companyId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM projects WHERE id = $1 AND company_id = $2', [projectId, companyId]);
  return rows.length > 0;
}

export interface CompanyUserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string;
  is_verified: boolean;
  created_at: Date;
}

const USER_ORDER: Record<CompanyUserSort, string> = {
  name: `lower(coalesce(first_name, '')) {dir}, lower(last_name) {dir}, email {dir}`,
  email: 'email {dir}',
  is_verified: 'is_verified {dir}, created_at DESC',
  created_at: 'created_at {dir}',
};

/** A company's users, one page in the asked order (every user when the page has no limit), and the count. */
export async function listCompanyUsers(
  db: Db,
  companyId: string,
  page: PageRequest<CompanyUserSort>,
): Promise<{ rows: CompanyUserRow[]; total: number }> {
  const order = USER_ORDER[page.sort].replaceAll('{dir}', direction(page.order));
  const [rows, [count]] = await Promise.all([
    db.query<CompanyUserRow>(
      `SELECT id, email, first_name, last_name, is_verified, created_at FROM users WHERE company_id = $1
       ORDER BY ${order}, id OFFSET $2 LIMIT $3`,
      [companyId, page.offset, page.limit],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM users WHERE company_id = $1', [companyId]),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Whether the address belongs to a user of the company. */
export async function isCompanyUserEmail(db: Db, companyId: string, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE company_id = $1 AND email = $2', [companyId, email]);
  return rows.length > 0;
}

/** The ids among `userIds` that are not users of the company. */
export async function usersOutsideCompany(db: Db, companyId: string, userIds: string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT wanted.id FROM unnest($2::uuid[]) AS wanted (id)
     WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = wanted.id AND u.company_id = $1)`,
    [companyId, userIds],
  );
  return rows.map((row) => row.id);
}
