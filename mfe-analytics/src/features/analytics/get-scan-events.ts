import { api } from 'shared';
import type { ScanEvent } from './types';

/** 001 §7/§9: scans come 500 per request; paging stops when fewer than 500 come back. */
export const SCAN_PAGE_SIZE = 500;

export interface ScanEventsQuery {
  projectId: string;
  createdAfter: string;
  createdBefore: string;
}

export type ScanPageFetcher = (query: ScanEventsQuery, offset: number, limit: number) => Promise<ScanEvent[]>;

/** The answer "is a list or has items" (001 §7). */
export function itemsOf(body: unknown): ScanEvent[] {
  if (Array.isArray(body)) return body as ScanEvent[];
  const items = (body as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as ScanEvent[]) : [];
}

export const fetchScanPage: ScanPageFetcher = async (query, offset, limit) => {
  const body = await api('events')
    .get('scan-events', {
      searchParams: {
        project_id: query.projectId,
        createdAfter: query.createdAfter,
        createdBefore: query.createdBefore,
        limit,
        offset,
      },
    })
    .json<unknown>();
  return itemsOf(body);
};

/** Every scan in the range, one page after another. */
export async function fetchAllScanEvents(
  query: ScanEventsQuery,
  fetchPage: ScanPageFetcher = fetchScanPage,
  pageSize = SCAN_PAGE_SIZE,
): Promise<ScanEvent[]> {
  const all: ScanEvent[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await fetchPage(query, offset, pageSize);
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
