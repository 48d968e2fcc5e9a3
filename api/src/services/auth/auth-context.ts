import type { PermissionName, SystemRoleLevel } from '../../schemas/roles.js';
import { SYSTEM_ROLE } from '../../schemas/roles.js';

/** Who is calling, as the authenticate plugin resolved it from the access token and the database. */
export interface AuthContext {
  userId: string;
  email: string;
  companyId: string | null;
  systemRole: SystemRoleLevel;
  isVerified: boolean;
  /** Permissions of the user's system role. Project permissions come from project membership. */
  permissions: ReadonlySet<PermissionName>;
  sessionId: string;
}

export const isSystemSuperUser = (auth: AuthContext): boolean => auth.systemRole === SYSTEM_ROLE.SUPER_USER;
