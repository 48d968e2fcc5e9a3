import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from 'shared';
import type { CollectionMarketsBody, ProtectionRules, ProtectionSettings } from 'shared/contracts/protection';

export const protectionKeys = {
  settings: (projectId: string) => ['project', projectId, 'protection'] as const,
};

export const protectionQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: protectionKeys.settings(projectId),
    queryFn: ({ signal }) =>
      api('auth')
        .get(`projects/${encodeURIComponent(projectId)}/protection`, { signal })
        .json<ProtectionSettings>(),
  });

export const useProtection = (projectId: string) => useQuery(protectionQueryOptions(projectId));

/** Both changes answer the whole settings (the version went up), which replace what the tab shows. */
function useProtectionMutation<Input>(projectId: string, send: (input: Input) => Promise<ProtectionSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => queryClient.setQueryData(protectionKeys.settings(projectId), settings),
  });
}

export const useSaveProtectionRules = (projectId: string) =>
  useProtectionMutation(projectId, (rules: ProtectionRules) =>
    api('auth')
      .put(`projects/${encodeURIComponent(projectId)}/protection`, { json: rules })
      .json<ProtectionSettings>(),
  );

export const useSaveCollectionMarkets = (projectId: string) =>
  useProtectionMutation(projectId, ({ collectionId, markets }: { collectionId: string } & CollectionMarketsBody) =>
    api('warehouse', { projectId })
      .put(`collections/${encodeURIComponent(collectionId)}/markets`, { json: { markets } })
      .json<ProtectionSettings>(),
  );
