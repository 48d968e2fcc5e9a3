import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import type { AnalyticsFilters, DateRange } from '../../../lib/types';
import { scanMapKeys } from './keys';
import { mapSearchParams } from './map-search-params';
import { MAP_SCANS_PAGE_SIZE, type ScanMapScans } from 'shared/contracts/scan-map';
import type { MapArea } from '../map-view';

export const scansInAreaQueryOptions = (
  projectId: string,
  range: DateRange,
  filters: AnalyticsFilters,
  area: MapArea,
  page: number,
) =>
  queryOptions({
    queryKey: scanMapKeys.scans(projectId, range, filters, area, page),
    queryFn: ({ signal }) => {
      const searchParams = mapSearchParams(projectId, range, filters, area);
      searchParams.set('limit', String(MAP_SCANS_PAGE_SIZE));
      searchParams.set('offset', String((page - 1) * MAP_SCANS_PAGE_SIZE));
      return api('events').get('scan-events/map/scans', { searchParams, signal }).json<ScanMapScans>();
    },
    placeholderData: keepPreviousData,
  });

export const useScansInArea = (...args: Parameters<typeof scansInAreaQueryOptions>) =>
  useQuery(scansInAreaQueryOptions(...args));
