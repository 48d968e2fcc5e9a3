import type { AnalyticsFilters, DateRange } from './types';

export const scanAggregateKeys = {
  all: (projectId: string) => ['project', projectId, 'scan-aggregates'] as const,
  of: (projectId: string, range: DateRange, filters: AnalyticsFilters) =>
    [...scanAggregateKeys.all(projectId), { start: range.start, end: range.end, ...filters }] as const,
};
