import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasPermission, useSession } from '../../session/session-store';
import { api } from '../api-client';
import type { Account, ListResponse, Project } from '../types';
import { projectKeys } from './keys';

/** Spec: the project list is fetched only if the user's role has permission project:read. */
export async function getProjects(account: Account | null, signal?: AbortSignal): Promise<Project[]> {
  if (!hasPermission(account, 'project:read')) return [];
  const { data } = await api('auth').get('projects', { signal }).json<ListResponse<Project>>();
  // The session persists the list (001 §4), so a reload draws it before the answer arrives.
  useSession.getState().setProjects(data);
  return data;
}

export function projectsQueryOptions(account: Account | null) {
  return queryOptions({
    queryKey: projectKeys.list(),
    queryFn: ({ signal }) => getProjects(account, signal),
    initialData: () => useSession.getState().projects ?? undefined,
    // Persisted data is shown at once but counts as stale, so it is always fetched again.
    initialDataUpdatedAt: 0,
  });
}

export function useProjects() {
  const account = useSession((state) => state.account);
  return useQuery(projectsQueryOptions(account));
}
