/** Calendar days as `YYYY-MM-DD` in the browser's time zone: what date inputs and query strings hold. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function startOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

export function addDays(day: string, days: number): string {
  const date = startOfDay(day);
  date.setDate(date.getDate() + days);
  return toDay(date);
}

/** A well-formed day that exists in the calendar (not 2026-02-30). */
export function isDay(value: string): boolean {
  return DAY.test(value) && toDay(startOfDay(value)) === value;
}
