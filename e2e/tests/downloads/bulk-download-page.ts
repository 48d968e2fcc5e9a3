import { expect, type Locator, type Page } from '@playwright/test';

export const EMPTY_QUEUE_TEXT = 'Set up a new tag download to get started.';

/** The Bulk Download page (/projects/:projectId/download) and its 'Start New Tag Download' dialog. */
export class BulkDownloadPage {
  readonly dialog: Locator;
  readonly queue: Locator;
  readonly setUpButton: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Start New Tag Download' });
    this.queue = page.getByRole('region', { name: 'Queued Downloads' });
    this.setUpButton = page.getByRole('button', { name: 'Set Up New Tag Download' });
  }

  /** From the projects list, through the project's side navigation. */
  async openFromProjects(projectName: string) {
    await this.page.goto('/projects');
    await this.page.getByRole('link', { name: projectName }).click();
    await this.page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Bulk Downloads' }).click();
    await expect(this.page).toHaveURL(/\/projects\/[^/]+\/download$/);
    await expect(this.page.getByRole('heading', { name: 'Bulk Downloads', level: 1 })).toBeVisible();
  }

  async openDialog() {
    await this.setUpButton.click();
    await expect(this.dialog).toBeVisible();
  }

  collectionRow(name: string): Locator {
    return this.dialog.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** The collection's Total Fingerprints as the dialog shows it, e.g. '1,000' → 1000 (any '+N processing' after it left out). */
  async tagCountOf(name: string): Promise<number> {
    const text = await this.collectionRow(name).getByRole('cell').nth(2).textContent();
    return Number(/^[\d,]+/.exec(text ?? '')?.[0].replaceAll(',', '') ?? NaN);
  }

  async order() {
    await this.dialog.getByRole('button', { name: 'Order' }).click();
  }

  /** The queue's body rows (the header row left out). */
  jobRows(): Locator {
    return this.queue.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  /** The text of one column for every queued job, by the column's position. */
  async columnTexts(column: number): Promise<string[]> {
    return this.jobRows().evaluateAll(
      (rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent?.trim() ?? ''),
      column,
    );
  }
}
