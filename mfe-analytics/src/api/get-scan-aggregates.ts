import { keepPreviousData, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { api } from 'shared';
import { rangeToQuery } from '../lib/date-range';
import { scanAggregateKeys } from './keys';
import { TEXT_FILTERS } from '../lib/filters';
import { timeZone } from '../lib/time-zone';
import type { ScanPanel } from 'shared/contracts/scan-events';
import type { AnalyticsFilters, DateRange, PanelAggregates, PanelOptions, ScanSelection } from '../lib/types';

export function aggregateSearchParams(projectId: string, range: DateRange, filters: AnalyticsFilters): URLSearchParams {
  const params = new URLSearchParams({ project_id: projectId, ...rangeToQuery(range), timezone: timeZone() });
  // The API takes lists as repeated keys.
  for (const key of ['countries', 'cities', 'collections', 'platforms', 'locationTypes'] as const) {
    for (const value of filters[key]) params.append(key, value);
  }
  for (const key of TEXT_FILTERS) if (filters[key]) params.set(key, filters[key]);
  return params;
}

/** One panel's numbers for the selection, counted by the API (no scan is downloaded). */
export async function fetchPanelAggregates<P extends ScanPanel>(
  panel: P,
  { projectId, range, filters }: ScanSelection,
  options: PanelOptions = {},
  signal?: AbortSignal,
): Promise<PanelAggregates[P]> {
  const searchParams = aggregateSearchParams(projectId, range, filters);
  searchParams.set('panels', panel);
  if (options.excludeTentative) searchParams.set('excludeTentative', 'true');
  return api('events').get('scan-events/aggregates', { searchParams, signal }).json<PanelAggregates[P]>();
}

export type PanelQuery<P extends ScanPanel> = UseQueryResult<PanelAggregates[P]>;

/** Each panel is its own request, so each loads, fails and retries on its own. */
export const panelAggregatesQueryOptions = <P extends ScanPanel>(
  panel: P,
  selection: ScanSelection,
  options: PanelOptions = {},
) =>
  queryOptions({
    queryKey: scanAggregateKeys.panel(selection, panel, options),
    queryFn: ({ signal }) => fetchPanelAggregates(panel, selection, options, signal),
    // New filters keep the old panel on screen until its numbers arrive.
    placeholderData: keepPreviousData,
  });

export const usePanelAggregates = <P extends ScanPanel>(
  panel: P,
  selection: ScanSelection,
  options: PanelOptions & { enabled?: boolean } = {},
): PanelQuery<P> => {
  const { enabled = true, ...panelOptions } = options;
  return useQuery({ ...panelAggregatesQueryOptions(panel, selection, panelOptions), enabled });
};
