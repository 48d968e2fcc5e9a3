import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import type { AnalyticsFilters, DateRange } from './types';
import { scanMapKeys } from './map-keys';
import { mapSearchParams } from './map-search-params';
import type { MapArea, MapCluster } from './map-view';

/** GET /scan-events/map: the clusters of the filtered scans in an area, counted by the database. */
export interface MapClusters {
  clusters: MapCluster[];
  /** Located scans in the area. */
  scans: number;
  /** The API left its smallest clusters out. */
  truncated: boolean;
}

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
      return api('events').get('scan-events/map', { searchParams, signal }).json<MapClusters>();
    },
    // While the map moves, the last clusters stay drawn until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useMapClusters = (...args: Parameters<typeof mapClustersQueryOptions>) =>
  useQuery(mapClustersQueryOptions(...args));
