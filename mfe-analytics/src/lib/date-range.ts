import type { DateRange } from './types';
import { addDays, isDay, startOfDay, type SearchCodec } from 'shared';

/** 001 §9: analytics shows the last 30 days unless the query string says otherwise. */
export const DEFAULT_RANGE_DAYS = 30;

export function defaultRange(today: string): DateRange {
  return { start: addDays(today, -DEFAULT_RANGE_DAYS), end: today };
}

export function formatRange(range: DateRange): string {
  return `${range.start}_${range.end}`;
}

/**
 * Reads `dateRange` (`2026-10-23_2026-11-22`). A missing or malformed value, a start after the end or
 * a start in the future gives the default; an end past today is pulled back to today (001 §5).
 */
export function parseRange(value: string | null, today: string): DateRange {
  const [start = '', end = '', extra] = (value ?? '').split('_');
  if (extra !== undefined || !isDay(start) || !isDay(end) || start > end || start > today) return defaultRange(today);
  return { start, end: end > today ? today : end };
}

/** `dateRange` in the link, read against the project's today. */
export function rangeInLink(today: string): SearchCodec<DateRange> {
  return {
    read: (params) => parseRange(params.get('dateRange'), today),
    write: (params, range) => params.set('dateRange', formatRange(range)),
  };
}

export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The API's bounds: createdAfter is inclusive, createdBefore exclusive (the midnight after the end day). */
export function rangeToQuery(range: DateRange): { createdAfter: string; createdBefore: string } {
  return {
    createdAfter: startOfDay(range.start).toISOString(),
    createdBefore: startOfDay(addDays(range.end, 1)).toISOString(),
  };
}
