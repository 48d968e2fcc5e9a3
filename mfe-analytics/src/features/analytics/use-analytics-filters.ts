import { parseFilters, writeFilters } from './filters';
import { useSearchLink } from './search-link';
import type { AnalyticsFilters } from './types';

/** The filters of the query string and a setter that changes only the given ones. */
export function useAnalyticsFilters(): [AnalyticsFilters, (patch: Partial<AnalyticsFilters>) => void] {
  const [params, writeLink] = useSearchLink();
  const setFilters = (patch: Partial<AnalyticsFilters>) =>
    writeLink((latest) => writeFilters(latest, { ...parseFilters(latest), ...patch }));
  return [parseFilters(params), setFilters];
}
