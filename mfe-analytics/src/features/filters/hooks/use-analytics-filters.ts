import { useSearchState, type SearchCodec } from 'shared';
import { parseFilters, writeFilters } from '../../../lib/filters';
import type { AnalyticsFilters } from '../../../lib/types';

const filtersInLink: SearchCodec<AnalyticsFilters> = { read: parseFilters, write: writeFilters };

/** The filters of the query string and a setter that changes only the given ones. */
export function useAnalyticsFilters(): [AnalyticsFilters, (patch: Partial<AnalyticsFilters>) => void] {
  const [filters, setFilters] = useSearchState(filtersInLink);
  return [filters, (patch) => setFilters((latest) => ({ ...latest, ...patch }))];
}
