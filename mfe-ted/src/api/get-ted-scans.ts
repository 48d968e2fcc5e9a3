import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import { tedKeys } from './keys';
import { toQuery, type TedFilters } from '../lib/ted-filters';
import type { TedScanEvent, TedScanEventList, TedScanEventQuery } from 'shared/contracts/ted';

/** Reads `{items, total}` defensively: no list is an empty one, no total counts the list. */
export function itemsPageOf<T>(body: unknown): { items: T[]; total: number } {
  const { items, total } = (body ?? {}) as { items?: unknown; total?: unknown };
  const list = Array.isArray(items) ? (items as T[]) : [];
  return { items: list, total: typeof total === 'number' ? total : list.length };
}

/** Reads `{items, total}`; a bare list counts as one page of everything. */
export function pageOf(body: unknown): TedScanEventList {
  if (Array.isArray(body)) return { items: body as TedScanEvent[], total: body.length };
  return itemsPageOf<TedScanEvent>(body);
}

/** A list filter repeats its key (`statuses[]=A&statuses[]=B`). */
export function searchParamsOf(query: TedScanEventQuery): URLSearchParams {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) searchParams.append(key, String(item));
  }
  return searchParams;
}

export async function fetchTedScans(query: TedScanEventQuery, signal?: AbortSignal): Promise<TedScanEventList> {
  const body = await api('events')
    .get('ted/scan-events', { searchParams: searchParamsOf(query), signal })
    .json<unknown>();
  return pageOf(body);
}

export interface TedScansRequest {
  projectId?: string;
  filters: TedFilters;
  page: number;
}

export function tedScansQueryOptions({ projectId, filters, page }: TedScansRequest, fetchScans = fetchTedScans) {
  return queryOptions({
    queryKey: tedKeys.page(projectId, filters, page),
    // The 60-day bound moves with the clock: it is taken when the request leaves, never when the page opened.
    queryFn: ({ signal }) =>
      fetchScans({ ...toQuery(filters, page, new Date()), ...(projectId ? { projectId } : {}) }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTedScans(request: TedScansRequest, fetchScans?: typeof fetchTedScans) {
  return useQuery(tedScansQueryOptions(request, fetchScans));
}
