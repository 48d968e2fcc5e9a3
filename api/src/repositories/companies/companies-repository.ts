import type { Db } from '../../db/db.js';

export interface CompanyRow {
  id: string;
  name: string;
  domain: string;
  description: string;
  max_fingerprints: number;
  total_fingerprint_count: number;
  created_at: Date;
}

/** Every company when `onlyCompanyId` is null, otherwise that one; by name. */
export async function listCompanies(db: Db, onlyCompanyId: string | null): Promise<CompanyRow[]> {
  return db.query<CompanyRow>(
    `SELECT id, name, domain, description, max_fingerprints, total_fingerprint_count, created_at
     FROM companies WHERE $1::uuid IS NULL OR id = $1::uuid
     ORDER BY lower(name), id`,
    [onlyCompanyId],
  );
}

export async function companyExists(db: Db, companyId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM companies WHERE id = $1', [companyId]);
  return rows.length > 0;
}

export interface CompanyUserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string;
}

export async function listCompanyUsers(db: Db, companyId: string): Promise<CompanyUserRow[]> {
  return db.query<CompanyUserRow>(
    `SELECT id, email, first_name, last_name FROM users WHERE company_id = $1
     ORDER BY lower(coalesce(first_name, '')), lower(last_name), email`,
    [companyId],
  );
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
