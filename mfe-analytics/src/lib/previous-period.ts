import { addDays } from 'shared';
import { daysOf } from './date-range';
import type { DateRange } from './types';

/**
 * The period of the same length just before the range, moved back by whole weeks so each day meets the
 * same weekday (a Monday is compared with a Monday). A range of 1 to 7 days goes back 7 days, 8 to 14
 * days goes back 14, and so on; the two periods never overlap.
 */
export function previousPeriod(range: DateRange): DateRange {
  const shift = Math.ceil(daysOf(range).length / 7) * 7;
  return { start: addDays(range.start, -shift), end: addDays(range.end, -shift) };
}

const percent = new Intl.NumberFormat('en', { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 });

/** '+12% vs previous period'; a previous period without scans has no percentage to give. */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'No change vs previous period' : 'No scans in the previous period';
  return `${percent.format((current - previous) / previous)} vs previous period`;
}
