import type { ScanPanel } from 'shared/contracts/scan-events';
import type { PanelOptions, ScanSelection } from '../lib/types';

export const scanAggregateKeys = {
  all: (projectId: string) => ['project', projectId, 'scan-aggregates'] as const,
  panel: ({ projectId, range, filters }: ScanSelection, panel: ScanPanel, options: PanelOptions) =>
    [
      ...scanAggregateKeys.all(projectId),
      panel,
      { start: range.start, end: range.end, ...filters, ...options },
    ] as const,
};
