import type { Db } from '../../db/db.js';
import { forbidden, notFound } from '../../errors.js';
import { PROJECT_ROLE, PROJECT_SCOPE_PERMISSIONS, type PermissionName } from 'shared/contracts/roles';
import { findProjectMembership } from '../../repositories/projects/projects-repository.js';
import { isSystemSuperUser, type AuthContext } from '../auth/auth-context.js';

export interface ProjectAccess {
  projectId: string;
  companyId: string;
  /** The caller's project role; the system super user counts as the project SUPER_USER. */
  roleId: number;
  /** What the caller may do inside this project. */
  permissions: ReadonlySet<PermissionName>;
}

/**
 * Resolves the caller's rights in a project. A project the caller may not see answers
 * 404 'Project not found.', exactly like a project that does not exist, so ids do not leak.
 */
export async function resolveProjectAccess(db: Db, auth: AuthContext, projectId: string): Promise<ProjectAccess> {
  if (!auth.apiKey) return resolveMemberAccess(db, auth, projectId);
  // A project API key works in its own project only, with its owner's rights there limited to its scopes.
  if (auth.apiKey.projectId !== projectId) throw notFound('Project not found.');
  const { scopes } = auth.apiKey;
  const access = await resolveMemberAccess(db, auth, projectId);
  return { ...access, permissions: new Set([...access.permissions].filter((name) => scopes.has(name))) };
}

/**
 * The caller's access to a project when it holds `allows` (a permission, or a test of the access): a project
 * the caller may not see is 404 as above, a right it lacks there 403.
 */
export async function requireProjectPermission(
  db: Db,
  auth: AuthContext,
  projectId: string,
  allows: PermissionName | ((access: ProjectAccess) => boolean),
): Promise<ProjectAccess> {
  const access = await resolveProjectAccess(db, auth, projectId);
  if (!(typeof allows === 'function' ? allows(access) : access.permissions.has(allows))) throw forbidden();
  return access;
}

async function resolveMemberAccess(db: Db, auth: AuthContext, projectId: string): Promise<ProjectAccess> {
  const membership = await findProjectMembership(db, projectId, auth.userId);
  if (!membership) throw notFound('Project not found.');
  if (isSystemSuperUser(auth)) {
    return {
      projectId,
      companyId: membership.company_id,
      roleId: PROJECT_ROLE.SUPER_USER,
      permissions: new Set(PROJECT_SCOPE_PERMISSIONS),
    };
  }
  if (membership.role_id === null) throw notFound('Project not found.');
  return {
    projectId,
    companyId: membership.company_id,
    roleId: membership.role_id,
    permissions: new Set(membership.permissions),
  };
}
