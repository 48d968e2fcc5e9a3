import type { Db } from '../../db/db.js';
import { forbidden } from '../../errors.js';
import { listPermissionsOfType, listRoles } from '../../repositories/roles/roles-repository.js';
import type { PermissionList, RoleList } from 'shared/contracts/permissions';
import { isSystemSuperUser, type AuthContext } from '../auth/auth-context.js';

export async function getRoles(db: Db): Promise<RoleList['data']> {
  return listRoles(db);
}

/** 001 §6: the system super user lists every non-system permission; anyone else is refused. */
export async function getPermissions(db: Db, auth: AuthContext): Promise<PermissionList['data']> {
  if (!isSystemSuperUser(auth)) throw forbidden();
  return listPermissionsOfType(db, 'projects');
}
