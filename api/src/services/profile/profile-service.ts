import type { Db } from '../../db/db.js';
import type { Profile, UpdateProfileBody } from 'shared/contracts/profile';
import { invalidToken } from '../../errors.js';
import {
  findProfileRow,
  listRolePermissionNames,
  updateNamesAndAcceptTerms,
} from '../../repositories/users/users-repository.js';
import type { AuthContext } from '../auth/auth-context.js';

export async function getProfile(db: Db, auth: AuthContext): Promise<Profile> {
  const row = await findProfileRow(db, auth.userId);
  // The token was valid a moment ago; the user has just been deleted.
  if (!row) throw invalidToken('subject no longer exists');
  const permissions = await listRolePermissionNames(db, row.role_id);
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    is_verified: row.is_verified,
    created_at: row.created_at.toISOString(),
    company_id: row.company_id,
    company:
      row.company_id === null
        ? null
        : {
            id: row.company_id,
            name: row.company_name ?? '',
            domain: row.company_domain ?? '',
            description: row.company_description ?? '',
            max_fingerprints: row.company_max_fingerprints ?? 0,
            total_fingerprint_count: row.company_total_fingerprint_count ?? 0,
          },
    system_role: row.system_role,
    role: {
      id: row.role_id,
      name: row.role_name,
      rolePermissions: permissions.map((name) => ({ permission: { name } })),
    },
  };
}

/** Onboarding: a user may always complete their own names and accept the terms. */
export async function updateProfile(db: Db, auth: AuthContext, input: UpdateProfileBody): Promise<Profile> {
  await updateNamesAndAcceptTerms(db, auth.userId, {
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
  });
  return getProfile(db, auth);
}
