import { expect, type Page } from '@playwright/test';
import { turnToDay } from '../../support/calendar';
import { shownDay } from '../../support/shown-day';

export { shownDay };

/** `YYYY-MM-DD` of a day `days` back, in the browser's (= the runner's) time zone. */
export function dayAgo(days: number): string {
  const date = new Date(Date.now() - days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Opens a date input's calendar (the Mantine date inputs analytics uses too) and goes back month by
 * month until `day` is shown; resolves with that day's button, the calendar still open.
 */
export async function calendarDay(page: Page, label: string, day: string) {
  const calendar = page.getByRole('dialog');
  if (!(await calendar.isVisible())) await page.getByRole('button', { name: label, exact: true }).click();
  return turnToDay(calendar, day, 'previous');
}

/** Picks `day` in a date input; the input then shows it in the display format. */
export async function pickDay(page: Page, label: string, day: string): Promise<void> {
  await (await calendarDay(page, label, day)).click();
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveText(await shownDay(page, day));
  // The calendar fades out: the next pick must not take the closing one for its own.
  await expect(page.getByRole('dialog')).toBeHidden();
}
