import { keepPreviousData, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api } from 'shared';
import { rangeToQuery } from './date-range';
import { scanEventKeys } from './keys';
import type { DateRange, ScanEvent } from './types';

/** 001 §7/§9: scans come 500 per request; paging stops when fewer than 500 come back. */
export const SCAN_PAGE_SIZE = 500;

export interface ScanEventsQuery {
  projectId: string;
  createdAfter: string;
  createdBefore: string;
}

export type ScanPageFetcher = (
  query: ScanEventsQuery,
  offset: number,
  limit: number,
  signal?: AbortSignal,
) => Promise<ScanEvent[]>;

/** The answer "is a list or has items" (001 §7). */
export function itemsOf(body: unknown): ScanEvent[] {
  if (Array.isArray(body)) return body as ScanEvent[];
  const items = (body as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as ScanEvent[]) : [];
}

export const fetchScanPage: ScanPageFetcher = async (query, offset, limit, signal) => {
  const body = await api('events')
    .get('scan-events', {
      searchParams: {
        project_id: query.projectId,
        createdAfter: query.createdAfter,
        createdBefore: query.createdBefore,
        limit,
        offset,
      },
      signal,
    })
    .json<unknown>();
  return itemsOf(body);
};

/** Every scan in the range, one page after another; an aborted signal stops the loop. */
export async function fetchAllScanEvents(
  query: ScanEventsQuery,
  fetchPage: ScanPageFetcher = fetchScanPage,
  pageSize = SCAN_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ScanEvent[]> {
  const all: ScanEvent[] = [];
  for (let offset = 0; ; offset += pageSize) {
    signal?.throwIfAborted();
    const page = await fetchPage(query, offset, pageSize, signal);
    all.push(...page);
    if (page.length < pageSize) return all;
  }
}

/** 001 §7: one scan per clientScanId (the first seen wins), and scans without a tag are dropped. */
export function cleanScans(scans: ScanEvent[]): ScanEvent[] {
  const seen = new Set<string>();
  return scans.filter((scan) => {
    if (!scan.tagId) return false;
    if (seen.has(scan.clientScanId)) return false;
    seen.add(scan.clientScanId);
    return true;
  });
}

export type ScansQuery = UseQueryResult<ScanEvent[]>;

export function scansQueryOptions(projectId: string, range: DateRange, fetchPage: ScanPageFetcher = fetchScanPage) {
  return queryOptions({
    queryKey: scanEventKeys.range(projectId, range),
    queryFn: async ({ signal }) =>
      cleanScans(await fetchAllScanEvents({ projectId, ...rangeToQuery(range) }, fetchPage, SCAN_PAGE_SIZE, signal)),
    // A new range keeps the old one's panels on screen until its scans arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * The project's scans for the range, deduplicated and with a tag. A failed fetch puts the query in
 * error, logged by the query cache (001 §8); panels show it with a Retry. Leaving a range aborts its
 * paging loop.
 */
export function useScans(projectId: string, range: DateRange, fetchPage?: ScanPageFetcher): ScansQuery {
  return useQuery(scansQueryOptions(projectId, range, fetchPage));
}
