import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared';
import { apiKeyKeys } from './keys';

export async function revokeApiKey(apiKeyId: string): Promise<void> {
  await api('auth').delete(`api-keys/${encodeURIComponent(apiKeyId)}`);
}

/** A revoked key leaves the project's list. */
export function useRevokeApiKey(projectId: string, revoke = revokeApiKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revoke,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list(projectId) }),
  });
}
