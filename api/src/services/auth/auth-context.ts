import type { PermissionName, SystemRoleLevel } from 'shared/contracts/roles';
import { SYSTEM_ROLE } from 'shared/contracts/roles';

/** Who is calling, as the authenticate plugin resolved it from the access token and the database. */
export interface AuthContext {
  userId: string;
  email: string;
  companyId: string | null;
  systemRole: SystemRoleLevel;
  isVerified: boolean;
  /** Permissions of the user's system role. Project permissions come from project membership. */
  permissions: ReadonlySet<PermissionName>;
  /** The session (refresh-token family) of the access token; null for a project API key. */
  sessionId: string | null;
  /**
   * Set when a machine calls with a project API key: the caller is the key's owner, but only inside
   * `projectId` and with no more than `scopes` (see resolveProjectAccess).
   */
  apiKey?: { id: string; projectId: string; scopes: ReadonlySet<string> };
}

export const isSystemSuperUser = (auth: AuthContext): boolean => auth.systemRole === SYSTEM_ROLE.SUPER_USER;
