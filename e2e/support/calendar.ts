import { expect, type Locator } from '@playwright/test';

/** A day button's name in Mantine's calendar, e.g. '19 November 2026'. */
const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The button of a `YYYY-MM-DD` day in an open calendar (the month shown first, where two are). */
export const dayButton = (calendar: Locator, day: string): Locator =>
  calendar.getByRole('button', { name: dayLabel(day), exact: true }).first();

/** Turns an open calendar's months towards `direction`, at most `turns` times, until `day` shows; answers its button. */
export async function turnToDay(
  calendar: Locator,
  day: string,
  direction: 'previous' | 'next',
  turns = 3,
): Promise<Locator> {
  const button = dayButton(calendar, day);
  for (let turn = 0; turn < turns && !(await button.isVisible()); turn++) {
    await calendar.locator(`button[data-direction="${direction}"]`).click();
  }
  await expect(button).toBeVisible();
  return button;
}
