import { isSuperUser, projectPermissions, useMyProject, useSession, type MyProject } from 'shared';
import { usePermissions } from './get-permissions';
import type { Permission } from './types';

export interface ScopeOption {
  name: string;
  description?: string;
}

/**
 * 001 §6: the system super user chooses from every non-system permission (GET /permissions); anyone
 * else from the permissions of their role in the project (GET /my-projects/{id}).
 */
export function grantableScopes(
  superUser: boolean,
  permissions: Permission[] | undefined,
  project: MyProject | undefined,
): ScopeOption[] {
  if (superUser) return (permissions ?? []).map(({ name, description }) => ({ name, description }));
  return [...projectPermissions(project)].sort().map((name) => ({ name }));
}

export function useGrantableScopes(projectId: string, { enabled }: { enabled: boolean }) {
  const superUser = useSession((state) => isSuperUser(state.account));
  const permissions = usePermissions({ enabled: enabled && superUser });
  const project = useMyProject(projectId);
  const source = superUser ? permissions : project;
  return {
    scopes: grantableScopes(superUser, permissions.data, project.data),
    isPending: source.isPending,
    isError: source.isError,
  };
}
