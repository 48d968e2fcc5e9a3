import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import type { MyProject } from '../types';
import { projectKeys } from './keys';

/** 001 §7 GET /my-projects/{id}: the project and the caller's role in it; 404 when not theirs. */
export async function getMyProject(projectId: string, signal?: AbortSignal): Promise<MyProject> {
  return api('auth')
    .get(`my-projects/${encodeURIComponent(projectId)}`, { signal })
    .json<MyProject>();
}

export function myProjectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.mine(projectId),
    queryFn: ({ signal }) => getMyProject(projectId, signal),
  });
}

export function useMyProject(projectId: string) {
  return useQuery(myProjectQueryOptions(projectId));
}

/** The permission names the caller holds in the project. */
export const projectPermissions = (project: MyProject | undefined): ReadonlySet<string> =>
  new Set(project?.role.rolePermissions.map(({ permission }) => permission.name) ?? []);
