import type { AssetFilters } from './asset-types';

/** Under the project's namespace, so a project's data is dropped together. */
export const assetKeys = {
  all: (projectId: string) => ['project', projectId, 'assets'] as const,
  lists: (projectId: string) => [...assetKeys.all(projectId), 'list'] as const,
  list: (projectId: string, filters: AssetFilters) => [...assetKeys.lists(projectId), filters] as const,
};
