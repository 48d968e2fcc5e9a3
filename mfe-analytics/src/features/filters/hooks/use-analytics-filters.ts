import { parseFilters, writeFilters } from '../../../lib/filters';
import { useSearchLink } from '../../../hooks/search-link';
import type { AnalyticsFilters } from '../../../lib/types';

/** The filters of the query string and a setter that changes only the given ones. */
export function useAnalyticsFilters(): [AnalyticsFilters, (patch: Partial<AnalyticsFilters>) => void] {
  const [params, writeLink] = useSearchLink();
  const setFilters = (patch: Partial<AnalyticsFilters>) =>
    writeLink((latest) => writeFilters(latest, { ...parseFilters(latest), ...patch }));
  return [parseFilters(params), setFilters];
}
