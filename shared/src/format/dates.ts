import { isDay, startOfDay } from '../dates/calendar-days';

/**
 * Dates as people read them, in their own locale (27 Nov 2026 in en-GB, Nov 27, 2026 in en-US). Query
 * strings and API bodies keep ISO days (shared/src/dates); only what is shown goes through here.
 */
// A calendar day (YYYY-MM-DD) is that day wherever the reader is; new Date() would read it as UTC midnight.
const asDate = (value: string | Date) =>
  typeof value !== 'string' ? value : isDay(value) ? startOfDay(value) : new Date(value);

export function formatDate(value: string | Date, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(asDate(value));
}

export function formatDateTime(value: string | Date, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(asDate(value));
}
