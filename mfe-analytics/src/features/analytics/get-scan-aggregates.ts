import { keepPreviousData, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api } from 'shared';
import { rangeToQuery } from './date-range';
import { scanAggregateKeys } from './keys';
import { TEXT_FILTERS } from './filters';
import { timeZone } from './time-zone';
import type { AnalyticsFilters, DateRange, ScanAggregates } from './types';

export function aggregateSearchParams(projectId: string, range: DateRange, filters: AnalyticsFilters): URLSearchParams {
  const params = new URLSearchParams({ project_id: projectId, ...rangeToQuery(range), timezone: timeZone() });
  // The API takes lists as repeated keys.
  for (const key of ['countries', 'cities', 'collections', 'platforms', 'locationTypes'] as const) {
    for (const value of filters[key]) params.append(key, value);
  }
  for (const key of TEXT_FILTERS) if (filters[key]) params.set(key, filters[key]);
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
