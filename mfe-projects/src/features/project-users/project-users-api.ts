import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, projectKeys, type ListResponse } from 'shared';
import { projectUserKeys } from './keys';

export { useMembers, type ProjectMember } from '../../api/project-members';

export interface PendingInvitation {
  id: string;
  email: string;
  role: { id: number; name: string };
  invited_by: string | null;
  created_at: string;
  expires_at: string;
}

/** 001 §5: an existing company user by id, an outside person by email; both with projectRoleId. */
export type NewProjectUser = { id: string; projectRoleId: number } | { email: string; projectRoleId: number };

export async function getInvitations(projectId: string, signal?: AbortSignal): Promise<PendingInvitation[]> {
  const { data } = await api('auth')
    .get('invitations', { signal, searchParams: { projectId } })
    .json<ListResponse<PendingInvitation>>();
  return data;
}

export const useInvitations = (projectId: string) =>
  useQuery({
    queryKey: projectUserKeys.invitations(projectId),
    queryFn: ({ signal }) => getInvitations(projectId, signal),
  });

export interface TeamWrites {
  add: (projectId: string, person: NewProjectUser) => Promise<unknown>;
  remove: (projectId: string, userId: string) => Promise<unknown>;
  cancel: (projectId: string, invitationId: string) => Promise<unknown>;
}

export const teamWrites: TeamWrites = {
  add: (projectId, person) =>
    api('auth')
      .post(`projects/${encodeURIComponent(projectId)}/users`, { json: { users: [person] } })
      .json(),
  remove: (projectId, userId) =>
    api('auth').delete(`projects/${encodeURIComponent(projectId)}/user/${encodeURIComponent(userId)}`),
  cancel: (projectId, invitationId) =>
    api('auth', { projectId }).delete(`invitations/${encodeURIComponent(invitationId)}`),
};

/** Each write changes the members, the invitations, or both; the project's member list rides along. */
export function useTeamWrites(projectId: string, writes = teamWrites) {
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectUserKeys.members(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectUserKeys.invitations(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.mine(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
    ]);
  return {
    add: useMutation({ mutationFn: (person: NewProjectUser) => writes.add(projectId, person), onSuccess: invalidate }),
    remove: useMutation({ mutationFn: (userId: string) => writes.remove(projectId, userId), onSuccess: invalidate }),
    cancel: useMutation({
      mutationFn: (invitationId: string) => writes.cancel(projectId, invitationId),
      onSuccess: invalidate,
    }),
  };
}
