import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hasPermission, useSession } from '../../session/session-store';
import { PAGE_SIZE } from '../../ui/table-paging';
import { api } from '../api-client';
import type { Account, Project } from '../types';
import { projectKeys } from './keys';

/** What the projects list asks the server for (001 §2: search and owner live in the query string). */
export interface ProjectFilters {
  search: string;
  /** A company id, or '' for every owner. */
  owner: string;
  /** From 1. */
  page: number;
}

export interface ProjectPage {
  data: Project[];
  /** Projects matching the filters in all, for the page numbers. */
  total: number;
}

export const FIRST_PROJECTS_PAGE: ProjectFilters = { search: '', owner: '', page: 1 };

const isFirstPage = ({ search, owner, page }: ProjectFilters) => !search && !owner && page === 1;

/** Spec: the project list is fetched only if the user's role has permission project:read. */
export async function getProjectsPage(
  account: Account | null,
  filters: ProjectFilters,
  signal?: AbortSignal,
): Promise<ProjectPage> {
  if (!hasPermission(account, 'project:read')) return { data: [], total: 0 };
  const searchParams: Record<string, string | number> = { offset: (filters.page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  if (filters.search.trim()) searchParams.search = filters.search.trim();
  if (filters.owner) searchParams.owner = filters.owner;
  const page = await api('auth').get('projects', { signal, searchParams }).json<ProjectPage>();
  // The session persists the first page (001 §4), so a reload draws it before the answer arrives.
  if (isFirstPage(filters)) useSession.getState().setProjects(page.data);
  return page;
}

export function projectsQueryOptions(account: Account | null, filters: ProjectFilters = FIRST_PROJECTS_PAGE) {
  return queryOptions({
    queryKey: projectKeys.list(filters),
    queryFn: ({ signal }) => getProjectsPage(account, filters, signal),
    initialData: () => {
      const persisted = isFirstPage(filters) ? useSession.getState().projects : null;
      return persisted ? { data: persisted, total: persisted.length } : undefined;
    },
    // Persisted data is shown at once but counts as stale, so it is always fetched again.
    initialDataUpdatedAt: 0,
  });
}

/** One page of the projects list; the previous page stays on screen while the next loads. */
export function useProjectsPage(filters: ProjectFilters) {
  const account = useSession((state) => state.account);
  return useQuery({ ...projectsQueryOptions(account, filters), placeholderData: keepPreviousData });
}
