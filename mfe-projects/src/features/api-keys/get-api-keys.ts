import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ListResponse } from 'shared';
import { apiKeyKeys } from './keys';
import type { ApiKey } from './types';

export async function getApiKeys(projectId: string, signal?: AbortSignal): Promise<ApiKey[]> {
  const { data } = await api('auth')
    .get('api-keys', { searchParams: { projectId }, signal })
    .json<ListResponse<ApiKey>>();
  return data;
}

export const apiKeysQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: apiKeyKeys.list(projectId), queryFn: ({ signal }) => getApiKeys(projectId, signal) });

export function useApiKeys(projectId: string) {
  return useQuery(apiKeysQueryOptions(projectId));
}
