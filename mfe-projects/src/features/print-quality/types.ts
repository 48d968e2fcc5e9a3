/** One kind of failure over some scans, as GET /collections/{id}/print-quality answers it. */
export interface FailureRate {
  attempts: number;
  failed: number;
  /** 0 to 1; null when there were no attempts. */
  rate: number | null;
}

export interface WeeklyFailureRate extends FailureRate {
  /** The rate of the period's other weeks. */
  usualRate: number | null;
  farAboveUsual: boolean;
}

export interface PrintQualityWeek {
  /** ISO week in UTC, e.g. 2026-W47. */
  week: string;
  /** The Monday it starts on, YYYY-MM-DD. */
  weekStart: string;
  scans: number;
  detect: WeeklyFailureRate;
  match: WeeklyFailureRate;
}

export interface PrintQualityReport {
  collectionId: string;
  weeks: PrintQualityWeek[];
  total: { scans: number; detect: FailureRate; match: FailureRate };
}

export type FailureKind = 'detect' | 'match';
