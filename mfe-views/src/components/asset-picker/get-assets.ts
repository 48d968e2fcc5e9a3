import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import type { AssetFilters, AssetPage } from './asset-types';
import { assetKeys } from './asset-keys';

/** 001 §9: 4 per row; six rows a page. */
export const ASSETS_PAGE_SIZE = 24;

export async function getAssets(projectId: string, filters: AssetFilters, signal?: AbortSignal): Promise<AssetPage> {
  const searchParams: Record<string, string | number> = {
    sort: filters.sort,
    offset: (filters.page - 1) * ASSETS_PAGE_SIZE,
    limit: ASSETS_PAGE_SIZE,
  };
  if (filters.search.trim()) searchParams.search = filters.search.trim();
  return api('content', { projectId }).get('assets', { signal, searchParams }).json<AssetPage>();
}

export function assetsQueryOptions(projectId: string, filters: AssetFilters) {
  return queryOptions({
    queryKey: assetKeys.list(projectId, filters),
    queryFn: ({ signal }) => getAssets(projectId, filters, signal),
  });
}

/** One page of the project's assets; the previous page stays on screen while the next loads. */
export function useAssets(
  projectId: string,
  filters: AssetFilters,
  options: { refetchOnMount?: boolean | 'always' } = {},
) {
  return useQuery({ ...assetsQueryOptions(projectId, filters), placeholderData: keepPreviousData, ...options });
}
