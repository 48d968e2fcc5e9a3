import type { Page } from '@playwright/test';

/** A YYYY-MM-DD day as the console shows it: the browser locale's medium date (shared formatDate). */
export function shownDay(page: Page, day: string): Promise<string> {
  return page.evaluate((iso) => {
    const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(year, month - 1, date));
  }, day);
}
