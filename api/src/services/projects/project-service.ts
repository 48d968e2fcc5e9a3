import type { Db } from '../../db/db.js';
import type {
  MyProject,
  NewProject,
  Project,
  ProjectList,
  ProjectListQuery,
  ProjectSettings,
} from 'shared/contracts/projects';
import { forbidden, invalid, notFound } from '../../errors.js';
import { PROJECT_ROLE, ROLES, SYSTEM_ROLE } from 'shared/contracts/roles';
import {
  findProject,
  insertProject,
  listProjectsPage,
  updateProjectTimeZone,
  type ProjectRow,
} from '../../repositories/projects/projects-repository.js';
import { usersOutsideCompany } from '../../repositories/companies/companies-repository.js';
import { isSystemSuperUser, type AuthContext } from '../auth/auth-context.js';
import { assertCompanyVisible } from '../companies/company-service.js';
import { requireProjectPermission } from './project-access.js';
import { isTimeZone } from './time-zones.js';

export const canListProjects = (auth: AuthContext): boolean => auth.permissions.has('project:read');

/** 001 §6: creating projects needs project:create and system_role above 1. */
export const canCreateProjects = (auth: AuthContext): boolean =>
  auth.systemRole > SYSTEM_ROLE.ADMIN && auth.permissions.has('project:create');

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    company_id: row.company_id,
    company: {
      id: row.company_id,
      name: row.company_name,
      total_fingerprint_count: row.company_total_fingerprint_count,
      max_fingerprints: row.company_max_fingerprints,
    },
    created_at: row.created_at.toISOString(),
    timeZone: row.time_zone,
    userProjects: row.user_projects,
  };
}

/** The system super user sees every project; everyone else only the projects they are a member of. */
export async function listProjects(db: Db, auth: AuthContext, query: ProjectListQuery): Promise<ProjectList> {
  if (!canListProjects(auth)) throw forbidden();
  const { rows, total } = await listProjectsPage(
    db,
    { memberUserId: isSystemSuperUser(auth) ? null : auth.userId, search: query.search, ownerCompanyId: query.owner },
    { offset: query.offset, limit: query.limit },
  );
  return { data: rows.map(toProject), total };
}

const usersOutsideCompanyError = () => invalid("Every listed user must be one of the company's users.");

/** The listed company users join the new project as Administrators. */
export async function createProject(db: Db, auth: AuthContext, body: NewProject): Promise<Project> {
  if (!canCreateProjects(auth)) throw forbidden();
  await assertCompanyVisible(db, auth, body.companyId);
  const memberUserIds = [...new Set(body.users)];
  if ((await usersOutsideCompany(db, body.companyId, memberUserIds)).length > 0) throw usersOutsideCompanyError();
  const projectId = await insertProject(db, {
    name: body.name.trim(),
    companyId: body.companyId,
    memberUserIds,
    memberRoleId: PROJECT_ROLE.ADMIN,
  });
  const row = await findProject(db, projectId);
  if (!row) throw new Error('a project just created is missing');
  return toProject(row);
}

/** The project with the caller's role in it: the system super user acts as the project SUPER_USER. */
export async function getMyProject(db: Db, auth: AuthContext, projectId: string): Promise<MyProject> {
  const access = await requireProjectPermission(db, auth, projectId, 'project:read');
  const row = await findProject(db, projectId);
  if (!row) throw notFound('Project not found.');
  const roleId = isSystemSuperUser(auth)
    ? PROJECT_ROLE.SUPER_USER
    : row.user_projects.find((member) => member.user_id === auth.userId)?.role_id;
  const role = ROLES.find((candidate) => candidate.id === roleId && candidate.type === 'projects');
  if (!role) throw notFound('Project not found.');
  return {
    ...toProject(row),
    role: {
      id: role.id,
      name: role.name,
      rolePermissions: [...access.permissions].sort().map((name) => ({ permission: { name } })),
    },
  };
}

/** A project Administrator (project:update) changes the project's settings: for now its time zone. */
export async function updateProjectSettings(
  db: Db,
  auth: AuthContext,
  projectId: string,
  settings: ProjectSettings,
): Promise<Project> {
  await requireProjectPermission(db, auth, projectId, 'project:update');
  if (!isTimeZone(settings.timeZone)) {
    throw invalid(`timeZone '${settings.timeZone}' is not an IANA time zone.`);
  }
  await updateProjectTimeZone(db, projectId, settings.timeZone);
  const row = await findProject(db, projectId);
  if (!row) throw notFound('Project not found.');
  return toProject(row);
}
