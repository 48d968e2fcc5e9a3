import type { Db } from '../../db/db.js';
import type {
  Company,
  CompanyFingerprintCount,
  CompanyLimitBody,
  CompanyList,
  CompanyListQuery,
  CompanyUserList,
  CompanyUsersQuery,
  NewCompany,
} from 'shared/contracts/companies';
import { AppError, forbidden, invalid, notFound } from '../../errors.js';
import {
  companyExists,
  countActiveFingerprints,
  insertCompany,
  listCompanies,
  listCompanyUsers,
  lockCompany,
  projectBelongsToCompany,
  setCompanyCount,
  type CompanyRow,
  type PageRequest,
} from '../../repositories/companies/companies-repository.js';
import { isSystemSuperUser, type AuthContext } from '../auth/auth-context.js';

const toCompany = (row: CompanyRow): Company => ({ ...row, created_at: row.created_at.toISOString() });

const companyNotFound = () => notFound('Company not found.');

/** Dates sort newest first and text A to Z unless the query says otherwise. */
function pageRequest<Sort extends string>(query: {
  offset: number;
  limit?: number;
  sort: Sort;
  order?: 'asc' | 'desc';
}): PageRequest<Sort> {
  const order = query.order ?? (query.sort === 'created_at' ? 'desc' : 'asc');
  return { offset: query.offset, limit: query.limit ?? null, sort: query.sort, order };
}

/** The system super user sees every company; anyone else only their own (DESIGN §3). */
export async function listVisibleCompanies(db: Db, auth: AuthContext, query: CompanyListQuery): Promise<CompanyList> {
  if (!auth.permissions.has('company:read')) throw forbidden();
  if (!isSystemSuperUser(auth) && !auth.companyId) return { data: [], total: 0 };
  const onlyCompanyId = isSystemSuperUser(auth) ? null : auth.companyId;
  const { rows, total } = await listCompanies(db, onlyCompanyId, pageRequest(query));
  return { data: rows.map(toCompany), total };
}

/** Another company answers 404 like a missing one, so company ids do not leak. */
export async function assertCompanyVisible(db: Db, auth: AuthContext, companyId: string): Promise<void> {
  if (!auth.permissions.has('company:read')) throw forbidden();
  const visible = isSystemSuperUser(auth) ? await companyExists(db, companyId) : auth.companyId === companyId;
  if (!visible) throw companyNotFound();
}

export async function listUsersOfCompany(
  db: Db,
  auth: AuthContext,
  companyId: string,
  query: CompanyUsersQuery,
): Promise<CompanyUserList> {
  await assertCompanyVisible(db, auth, companyId);
  const { rows, total } = await listCompanyUsers(db, companyId, pageRequest(query));
  return { data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })), total };
}

/** 000 §6: creating companies and changing their limits needs company:create (the provider's staff). */
function assertMayManageCompanies(auth: AuthContext): void {
  if (!auth.permissions.has('company:create')) throw forbidden();
}

export async function createCompany(db: Db, auth: AuthContext, body: NewCompany): Promise<Company> {
  assertMayManageCompanies(auth);
  const row = await insertCompany(db, {
    name: body.name.trim(),
    domain: body.domain.trim(),
    description: body.description.trim(),
    maxFingerprints: body.max_fingerprints,
  });
  return toCompany(row);
}

export const limitBelowCount = (count: number) =>
  new AppError(
    400,
    'LIMIT_BELOW_COUNT',
    `The limit cannot be below the ${count.toLocaleString('en')} Smart Fingerprints the company already has.`,
  );

/**
 * Sets the company's limit. Under the company row's lock, like orders, so an order placed meanwhile
 * cannot slip between the check and the change; never below what the company already has.
 */
export async function changeCompanyLimit(
  db: Db,
  auth: AuthContext,
  companyId: string,
  body: CompanyLimitBody,
): Promise<Company> {
  assertMayManageCompanies(auth);
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw companyNotFound();
    if (body.max_fingerprints < company.total_fingerprint_count) throw limitBelowCount(company.total_fingerprint_count);
    return toCompany(await setCompanyCount(tx, companyId, 'max_fingerprints', body.max_fingerprints));
  });
}

/**
 * Counts the company's active Smart Fingerprints again and stores the total (ADR 0033). With
 * a project, that project's share is answered too; the stored total is always the whole company's.
 */
export async function recountCompanyFingerprints(
  db: Db,
  auth: AuthContext,
  companyId: string,
  projectId: string | undefined,
): Promise<CompanyFingerprintCount> {
  assertMayManageCompanies(auth);
  return db.transaction(async (tx) => {
    if (!(await lockCompany(tx, companyId))) throw companyNotFound();
    if (projectId && !(await projectBelongsToCompany(tx, projectId, companyId))) {
      throw invalid('The project does not belong to this company.');
    }
    const count = await countActiveFingerprints(tx, companyId, null);
    const company = await setCompanyCount(tx, companyId, 'total_fingerprint_count', count);
    return {
      total_fingerprint_count: company.total_fingerprint_count,
      max_fingerprints: company.max_fingerprints,
      ...(projectId ? { project_fingerprint_count: await countActiveFingerprints(tx, companyId, projectId) } : {}),
    };
  });
}
