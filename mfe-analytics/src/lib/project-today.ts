import { toDay } from 'shared';

/**
 * Today's date in the project's time zone (`YYYY-MM-DD`), where its analytics count days; in the
 * browser's zone when the project names none or a zone this browser does not know.
 */
export function projectToday(timeZone: string | undefined, now = new Date()): string {
  if (!timeZone) return toDay(now);
  try {
    const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
    return `${parts.year}-${parts.month}-${parts.day}`;
  } catch {
    return toDay(now);
  }
}
