import * as v from 'valibot';

/** The report looks back this many ISO weeks unless asked otherwise: about a quarter. */
export const PRINT_QUALITY_DEFAULT_WEEKS = 12;
export const PRINT_QUALITY_MAX_WEEKS = 52;

const Integer = v.pipe(v.number(), v.integer());
const Count = v.pipe(Integer, v.minValue(0));
/** A share of scans from 0 to 1; null when there was nothing to divide by. */
const Rate = v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(1)));
const Day = v.pipe(v.string(), v.isoDate());

export const PrintQualityQuery = v.object({
  weeks: v.optional(v.pipe(Integer, v.minValue(1), v.maxValue(PRINT_QUALITY_MAX_WEEKS))),
});
export type PrintQualityQuery = v.InferOutput<typeof PrintQualityQuery>;

/** One failure kind over some scans: how many were tried, how many failed, and the share. */
const FailureRate = v.object({
  attempts: Count,
  failed: Count,
  rate: Rate,
});

/** A week's failures, beside the rate of the period's other weeks, and whether the week stands out from it. */
const WeeklyFailureRate = v.object({
  ...FailureRate.entries,
  usualRate: Rate,
  farAboveUsual: v.boolean(),
});

export const PrintQualityWeek = v.object({
  /** ISO week, e.g. 2026-W47, in UTC. */
  week: v.string(),
  /** The Monday the week starts on (UTC). */
  weekStart: Day,
  scans: Count,
  /** DETECT_FAILED among all the week's scans. */
  detect: WeeklyFailureRate,
  /** MATCH_FAILED among the week's scans that passed detection. */
  match: WeeklyFailureRate,
});
export type PrintQualityWeek = v.InferOutput<typeof PrintQualityWeek>;

export const PrintQualityReport = v.object({
  collectionId: v.pipe(v.string(), v.uuid()),
  /** Oldest first, every week of the period, weeks without scans included. */
  weeks: v.array(PrintQualityWeek),
  total: v.object({ scans: Count, detect: FailureRate, match: FailureRate }),
});
export type PrintQualityReport = v.InferOutput<typeof PrintQualityReport>;
