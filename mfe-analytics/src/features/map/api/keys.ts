import type { AnalyticsFilters, DateRange } from '../../../lib/types';
import type { MapArea } from '../map-view';

export const scanMapKeys = {
  all: (projectId: string) => ['project', projectId, 'scan-map'] as const,
  clusters: (projectId: string, range: DateRange, filters: AnalyticsFilters, area: MapArea, zoom: number) =>
    [...scanMapKeys.all(projectId), 'clusters', { ...range, ...filters, ...area, zoom }] as const,
  scans: (projectId: string, range: DateRange, filters: AnalyticsFilters, area: MapArea, page: number) =>
    [...scanMapKeys.all(projectId), 'scans', { ...range, ...filters, ...area, page }] as const,
};
