import type { DateRange } from './types';

export const scanEventKeys = {
  all: (projectId: string) => ['project', projectId, 'scan-events'] as const,
  range: (projectId: string, range: DateRange) =>
    [...scanEventKeys.all(projectId), { start: range.start, end: range.end }] as const,
};
