import { useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from 'shared';

/** A project's members: its team page lists them, and alert rules email some of them. */
export interface ProjectMember {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string;
  role: { id: number; name: string };
  added_at: string;
}

export const projectMemberKeys = {
  list: (projectId: string) => ['project', projectId, 'users'] as const,
};

export async function getMembers(projectId: string, signal?: AbortSignal): Promise<ProjectMember[]> {
  const { data } = await api('auth')
    .get(`projects/${encodeURIComponent(projectId)}/users`, { signal })
    .json<ListResponse<ProjectMember>>();
  return data;
}

export const useMembers = (projectId: string) =>
  useQuery({ queryKey: projectMemberKeys.list(projectId), queryFn: ({ signal }) => getMembers(projectId, signal) });
