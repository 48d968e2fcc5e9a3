import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import type { AnalyticsFilters, DateRange } from '../../../lib/types';
import { scanMapKeys } from './keys';
import { mapSearchParams } from './map-search-params';
import type { ScanMapClusters } from 'shared/contracts/scan-map';
import { WORLD, type MapArea } from '../map-view';

export const mapClustersQueryOptions = (
  projectId: string,
  range: DateRange,
  filters: AnalyticsFilters,
  area: MapArea,
  zoom: number,
) =>
  queryOptions({
    queryKey: scanMapKeys.clusters(projectId, range, filters, area, zoom),
    queryFn: ({ signal }) => {
      const searchParams = mapSearchParams(projectId, range, filters, area);
      searchParams.set('zoom', String(zoom));
      return api('events').get('scan-events/map', { searchParams, signal }).json<ScanMapClusters>();
    },
    // While the map moves, the last clusters stay drawn until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** Waits (`area` null) until the map knows what it shows, so the first view is not asked for twice. */
export const useMapClusters = (
  projectId: string,
  range: DateRange,
  filters: AnalyticsFilters,
  area: MapArea | null,
  zoom: number,
) => useQuery({ ...mapClustersQueryOptions(projectId, range, filters, area ?? WORLD, zoom), enabled: area !== null });
