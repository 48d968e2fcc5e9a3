import type { TedFilters } from './types';

/** Global TED lists every project's scans; project TED is namespaced by its project. */
export const tedKeys = {
  all: (projectId?: string) => (projectId ? (['project', projectId, 'ted'] as const) : (['ted'] as const)),
  page: (projectId: string | undefined, filters: TedFilters, page: number) =>
    [...tedKeys.all(projectId), { ...filters, page }] as const,
};
