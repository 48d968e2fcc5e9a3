import type { Db } from '../../db/db.js';
import type { Company, CompanyUser } from '../../schemas/companies.js';
import { forbidden, notFound } from '../../errors.js';
import {
  companyExists,
  listCompanies,
  listCompanyUsers,
  type CompanyRow,
} from '../../repositories/companies/companies-repository.js';
import { isSystemSuperUser, type AuthContext } from '../auth/auth-context.js';

const toCompany = (row: CompanyRow): Company => ({ ...row, created_at: row.created_at.toISOString() });

/** The system super user sees every company; anyone else only their own (DESIGN §3). */
export async function listVisibleCompanies(db: Db, auth: AuthContext): Promise<Company[]> {
  if (!auth.permissions.has('company:read')) throw forbidden();
  if (isSystemSuperUser(auth)) return (await listCompanies(db, null)).map(toCompany);
  if (!auth.companyId) return [];
  return (await listCompanies(db, auth.companyId)).map(toCompany);
}

/** Another company answers 404 like a missing one, so company ids do not leak. */
export async function assertCompanyVisible(db: Db, auth: AuthContext, companyId: string): Promise<void> {
  if (!auth.permissions.has('company:read')) throw forbidden();
  const visible = isSystemSuperUser(auth) ? await companyExists(db, companyId) : auth.companyId === companyId;
  if (!visible) throw notFound('Company not found.');
}

export async function listUsersOfCompany(db: Db, auth: AuthContext, companyId: string): Promise<CompanyUser[]> {
  await assertCompanyVisible(db, auth, companyId);
  return listCompanyUsers(db, companyId);
}
