import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared';
import type { AnalyticsFilters, DateRange } from '../../../lib/types';
import { scanMapKeys } from './keys';
import { mapSearchParams } from './map-search-params';
import { SCANS_IN_VIEW_PAGE_SIZE, type MapArea } from '../map-view';

export interface AreaScan {
  id: string;
  clientScanId: string;
  tagId: string;
  createdAt: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  clientAgent: string;
  scanStatus: string;
}

/** GET /scan-events/map/scans: one page of the filtered scans in an area, newest first. */
export interface AreaScans {
  items: AreaScan[];
  total: number;
}

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
      searchParams.set('limit', String(SCANS_IN_VIEW_PAGE_SIZE));
      searchParams.set('offset', String((page - 1) * SCANS_IN_VIEW_PAGE_SIZE));
      return api('events').get('scan-events/map/scans', { searchParams, signal }).json<AreaScans>();
    },
    placeholderData: keepPreviousData,
  });

export const useScansInArea = (...args: Parameters<typeof scansInAreaQueryOptions>) =>
  useQuery(scansInAreaQueryOptions(...args));
