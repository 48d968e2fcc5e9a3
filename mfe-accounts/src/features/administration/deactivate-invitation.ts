import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared';
import { adminKeys } from './keys';

/** A company invitation is cancelled by id, without the project header a project invitation needs. */
export async function deactivateInvitation(invitationId: string): Promise<void> {
  await api('auth').delete(`invitations/${encodeURIComponent(invitationId)}`);
}

export function useDeactivateInvitation(companyId: string, deactivate = deactivateInvitation) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.invitations(companyId) }),
  });
}
