import type { FailureKind, PrintQualityWeek } from './types';

/** A rate as a percentage with one decimal; a week without scans has none. */
export const percent = (rate: number | null): string => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);

const mondayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-W45 (from 3 Nov 2026)': the ISO week and the Monday it starts on. */
export const weekLabel = (week: PrintQualityWeek): string =>
  `${week.week} (from ${mondayFormat.format(new Date(`${week.weekStart}T00:00:00Z`))})`;

const FAILED: Record<FailureKind, string> = {
  detect: 'of scans failed detection',
  match: 'of scans that passed detection failed matching',
};

/** The sentence that names a week far above the collection's usual failure rate, so a bad print run is caught. */
export function unusualWeekSentence(week: PrintQualityWeek, kind: FailureKind): string {
  const { rate, failed, attempts, usualRate } = week[kind];
  return (
    `${weekLabel(week)}: ${percent(rate)} ${FAILED[kind]} (${failed} of ${attempts}), against ` +
    `${percent(usualRate)} in the other weeks. Check the print run of the tags scanned that week.`
  );
}
