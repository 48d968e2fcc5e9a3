import type { TedFilters } from '../lib/ted-filters';

/** Global TED lists every project's scans; project TED is namespaced by its project. */
export const tedKeys = {
  all: (projectId?: string) => (projectId ? (['project', projectId, 'ted'] as const) : (['ted'] as const)),
  page: (projectId: string | undefined, filters: TedFilters, page: number) =>
    [...tedKeys.all(projectId), { ...filters, page }] as const,
  sessions: (filters: TedFilters, page: number) => ['ted', 'sessions', { ...filters, page }] as const,
  sessionScans: (clientSessionId: string) => ['ted', 'session-scans', clientSessionId] as const,
  /** Content-addressed: one URL, one image, for good. */
  scanImage: (url: string) => ['ted', 'scan-image', url] as const,
  tagPng: (projectId: string, tagId: string) => ['project', projectId, 'tag-png', tagId] as const,
};
