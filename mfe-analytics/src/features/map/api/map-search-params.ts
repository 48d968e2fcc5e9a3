import { aggregateSearchParams } from '../../../api/get-scan-aggregates';
import type { AnalyticsFilters, DateRange } from '../../../lib/types';
import type { MapArea } from '../map-view';

/** The dashboard's filters and the area, as the map endpoints take them. */
export function mapSearchParams(
  projectId: string,
  range: DateRange,
  filters: AnalyticsFilters,
  area: MapArea,
): URLSearchParams {
  const params = aggregateSearchParams(projectId, range, filters);
  // Positions are not counted by day: the map has no time zone.
  params.delete('timezone');
  for (const [key, value] of Object.entries(area)) params.set(key, String(value));
  return params;
}
