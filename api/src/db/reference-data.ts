import { PERMISSIONS, ROLES, type PermissionName } from 'shared/contracts/roles';
import type { Db } from './db.js';

/** Makes the permissions, roles and role_permissions tables match shared/src/contracts/roles.ts. */
export async function syncReferenceData(tx: Db): Promise<void> {
  for (const [name, { description, type }] of Object.entries(PERMISSIONS)) {
    await tx.query(
      `INSERT INTO permissions (name, description, type) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description, type = EXCLUDED.type`,
      [name, description, type],
    );
  }
  for (const role of ROLES) {
    await tx.query(
      `INSERT INTO roles (id, name, type) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, type = EXCLUDED.type`,
      [role.id, role.name, role.type],
    );
    const wanted = new Set<string>(role.permissions);
    const current = await tx.query<{ permission_name: PermissionName }>(
      'SELECT permission_name FROM role_permissions WHERE role_id = $1',
      [role.id],
    );
    for (const { permission_name } of current) {
      if (!wanted.has(permission_name)) {
        await tx.query('DELETE FROM role_permissions WHERE role_id = $1 AND permission_name = $2', [
          role.id,
          permission_name,
        ]);
      }
    }
    const have = new Set<string>(current.map((row) => row.permission_name));
    for (const permission of role.permissions) {
      if (have.has(permission)) continue;
      await tx.query('INSERT INTO role_permissions (role_id, permission_name) VALUES ($1, $2)', [role.id, permission]);
    }
  }
  // Roles were inserted with explicit ids; keep the serial past them.
  await tx.query(`SELECT setval(pg_get_serial_sequence('roles', 'id'), (SELECT max(id) FROM roles))`);
}
