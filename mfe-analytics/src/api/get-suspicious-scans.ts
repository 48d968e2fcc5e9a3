import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import type { ScanEventList } from 'shared/contracts/scan-events';
import { aggregateSearchParams } from './get-scan-aggregates';
import type { ScanSelection } from '../lib/types';
import type { SuspiciousFilters } from '../hooks/use-suspicious-filters';

/** Like 'Flagged Scans', the panel lists the newest 100 of the selection. */
export const LISTED_SUSPICIOUS = 100;

export const suspiciousScanKeys = {
  list: ({ projectId, range, filters }: ScanSelection, suspicious: SuspiciousFilters) =>
    ['project', projectId, 'suspicious-scans', { ...range, ...filters, ...suspicious }] as const,
};

/** GET /scan-events with the page's filters and the scan list's minScore and reasons (ADR 0062). */
export async function fetchSuspiciousScans(
  selection: ScanSelection,
  { minScore, reasons }: SuspiciousFilters,
  signal?: AbortSignal,
): Promise<ScanEventList['items']> {
  const searchParams = aggregateSearchParams(selection.projectId, selection.range, selection.filters);
  searchParams.delete('timezone');
  searchParams.set('minScore', String(minScore));
  for (const reason of reasons) searchParams.append('reasons', reason);
  searchParams.set('limit', String(LISTED_SUSPICIOUS));
  return (await api('events').get('scan-events', { searchParams, signal }).json<ScanEventList>()).items;
}

export const suspiciousScansQueryOptions = (selection: ScanSelection, suspicious: SuspiciousFilters) =>
  queryOptions({
    queryKey: suspiciousScanKeys.list(selection, suspicious),
    queryFn: ({ signal }) => fetchSuspiciousScans(selection, suspicious, signal),
    placeholderData: keepPreviousData,
  });

export const useSuspiciousScans = (selection: ScanSelection, suspicious: SuspiciousFilters) =>
  useQuery(suspiciousScansQueryOptions(selection, suspicious));
