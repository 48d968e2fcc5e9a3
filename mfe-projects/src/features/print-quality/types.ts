import type { PrintQualityWeek } from 'shared/contracts/print-quality';

/** GET /collections/{id}/print-quality, as the contract states it. */
export type { PrintQualityReport, PrintQualityWeek } from 'shared/contracts/print-quality';

/** One kind of failure over a week's scans, beside the rate of the period's other weeks. */
export type WeeklyFailureRate = PrintQualityWeek['detect'];

export type FailureKind = 'detect' | 'match';
