import { keepPreviousData, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api } from 'shared';
import { rangeToQuery } from './date-range';
import { scanAggregateKeys } from './keys';
import type { AnalyticsFilters, DateRange, ScanAggregates } from './types';

/** Days are counted in the browser's time zone, like the date range the user picks. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function aggregateSearchParams(projectId: string, range: DateRange, filters: AnalyticsFilters): URLSearchParams {
  const params = new URLSearchParams({ project_id: projectId, ...rangeToQuery(range), timezone: timeZone() });
  for (const platform of filters.platforms) params.append('platforms', platform);
  for (const type of filters.locationTypes) params.append('locationTypes', type);
  return params;
}

/** Every panel's numbers for the range and filters, counted by the API (no scan is downloaded). */
export const fetchScanAggregates = (
  projectId: string,
  range: DateRange,
  filters: AnalyticsFilters,
  signal?: AbortSignal,
) =>
  api('events')
    .get('scan-events/aggregates', { searchParams: aggregateSearchParams(projectId, range, filters), signal })
    .json<ScanAggregates>();

export type AggregatesQuery = UseQueryResult<ScanAggregates>;

export const scanAggregatesQueryOptions = (projectId: string, range: DateRange, filters: AnalyticsFilters) =>
  queryOptions({
    queryKey: scanAggregateKeys.of(projectId, range, filters),
    queryFn: ({ signal }) => fetchScanAggregates(projectId, range, filters, signal),
    // New filters keep the old panels on screen until their numbers arrive.
    placeholderData: keepPreviousData,
  });

export const useScanAggregates = (projectId: string, range: DateRange, filters: AnalyticsFilters): AggregatesQuery =>
  useQuery(scanAggregatesQueryOptions(projectId, range, filters));
