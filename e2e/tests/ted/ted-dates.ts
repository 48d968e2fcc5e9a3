import { expect, type Page } from '@playwright/test';
import { shownDay } from '../../support/shown-day';

export { shownDay };

/** `YYYY-MM-DD` of a day `days` back, in the browser's (= the runner's) time zone. */
export function dayAgo(days: number): string {
  const date = new Date(Date.now() - days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day button's name in Mantine's calendar, e.g. '19 November 2026'. */
const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Opens a date input's calendar (the Mantine date inputs analytics uses too) and goes back month by
 * month until `day` is shown; resolves with that day's button, the calendar still open.
 */
export async function calendarDay(page: Page, label: string, day: string) {
  const calendar = page.getByRole('dialog');
  if (!(await calendar.isVisible())) await page.getByRole('button', { name: label, exact: true }).click();
  const button = calendar.getByRole('button', { name: dayLabel(day), exact: true }).first();
  for (let back = 0; back < 3 && !(await button.isVisible()); back++) {
    await calendar.locator('button[data-direction="previous"]').click();
  }
  await expect(button).toBeVisible();
  return button;
}

/** Picks `day` in a date input; the input then shows it in the display format. */
export async function pickDay(page: Page, label: string, day: string): Promise<void> {
  await (await calendarDay(page, label, day)).click();
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveText(await shownDay(page, day));
}
