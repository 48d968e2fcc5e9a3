import type { Db } from '../../db/db.js';
import type { PermissionType } from 'shared/contracts/roles';

export async function listRoles(db: Db): Promise<{ id: number; name: string; type: PermissionType }[]> {
  return db.query('SELECT id, name, type FROM roles ORDER BY id');
}

/** Permissions of the given type, by name. */
export async function listPermissionsOfType(
  db: Db,
  type: PermissionType,
): Promise<{ name: string; description: string; type: PermissionType }[]> {
  return db.query('SELECT name, description, type FROM permissions WHERE type = $1 ORDER BY name', [type]);
}
