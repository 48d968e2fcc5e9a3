import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';
import { BulkDownloadPage, EMPTY_QUEUE_TEXT } from './bulk-download-page';

const PROJECT = 'Spring Collection 2026';
const COLLECTION = 'Silk Scarves';

/** Tag counts of each archive when `tagCount` tags are split `perArchive` at a time. */
function archiveSizes(tagCount: number, perArchive: number): number[] {
  const total = Math.ceil(tagCount / perArchive);
  return Array.from({ length: total }, (_, index) => Math.min(perArchive, tagCount - index * perArchive));
}

async function openBulkDownloads(page: Page): Promise<BulkDownloadPage> {
  await new LoginPage(page).logInAs(demo.admin.email);
  const bulkDownloads = new BulkDownloadPage(page);
  await bulkDownloads.openFromProjects(PROJECT);
  return bulkDownloads;
}

test.describe('Bulk Download page (001 §2, §5)', () => {
  test('an order is validated, queued per archive, kept across a reload and removed job by job', async ({ page }) => {
    const bulkDownloads = await openBulkDownloads(page);
    await expect(bulkDownloads.queue.getByText(EMPTY_QUEUE_TEXT)).toBeVisible();
    await expect(page.getByText(/browser will ask for permission to download multiple files/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Downloads' })).toBeDisabled();
    await expect(page.getByText(/arrives with the tag-generation release/)).toBeVisible();

    await bulkDownloads.openDialog();
    const dialog = bulkDownloads.dialog;
    await expect(dialog.getByRole('radio', { name: 'No Logo' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Smart Fingerprint Logo' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: 'Custom Logo' })).toBeDisabled();
    await expect(dialog.getByLabel('Tags per archive')).toHaveValue('1,000');
    await expect(bulkDownloads.collectionRow(COLLECTION)).toBeVisible();

    await bulkDownloads.order();
    await expect(dialog.getByText('Select at least one collection')).toBeVisible();

    await dialog.getByRole('radio', { name: 'PDF' }).check();
    await expect(dialog.getByLabel('Tag diameter (mm)')).toHaveValue('20');
    await expect(dialog.getByLabel('Margin (mm)')).toHaveValue('5');
    await dialog.getByLabel('Tag diameter (mm)').fill('0');
    await bulkDownloads.order();
    await expect(dialog.getByText('Number greater than zero required')).toBeVisible();

    await dialog.getByLabel('Tags per archive').fill('-5');
    await bulkDownloads.order();
    await expect(dialog.getByText('Not a valid quantity')).toBeVisible();

    const perArchive = 400;
    await dialog.getByLabel('Tag diameter (mm)').fill('25');
    await dialog.getByLabel('Tags per archive').fill(String(perArchive));
    const tagCount = await bulkDownloads.tagCountOf(COLLECTION);
    expect(tagCount).toBeGreaterThan(0);
    await dialog.getByRole('checkbox', { name: `Select ${COLLECTION}` }).check();
    await bulkDownloads.order();
    await expect(dialog).toBeHidden();

    const sizes = archiveSizes(tagCount, perArchive);
    const archives = sizes.map((_, index) => `${index + 1}/${sizes.length}`);
    await expect(page.getByText(`${sizes.length} archives queued.`)).toBeVisible();
    await expect(bulkDownloads.queue.getByRole('columnheader')).toHaveText([
      'Collection',
      'Archive',
      'Format',
      'Number of Fingerprints',
      'Progress',
      'Status',
      'Actions',
    ]);
    await expect(bulkDownloads.jobRows()).toHaveCount(sizes.length);
    expect(await bulkDownloads.columnTexts(0)).toEqual(sizes.map(() => COLLECTION));
    expect(await bulkDownloads.columnTexts(1)).toEqual(archives);
    expect(await bulkDownloads.columnTexts(2)).toEqual(sizes.map(() => 'PDF (25 mm, margin 5 mm)'));
    expect(await bulkDownloads.columnTexts(3)).toEqual(sizes.map((size) => size.toLocaleString('en')));
    expect(await bulkDownloads.columnTexts(5)).toEqual(sizes.map(() => 'queued'));
    const firstFile = `${COLLECTION.replace(/[^a-z0-9]/gi, '-')}-1-of-${sizes.length}`;
    await expect(bulkDownloads.queue.getByRole('progressbar', { name: `Progress of ${firstFile}` })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expectNoSeriousAxeViolations(page);

    await page.reload();
    await expect(bulkDownloads.jobRows()).toHaveCount(sizes.length);
    expect(await bulkDownloads.columnTexts(1)).toEqual(archives);

    for (let remaining = sizes.length; remaining > 0; remaining -= 1) {
      await bulkDownloads.queue
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
      await expect(bulkDownloads.jobRows()).toHaveCount(remaining - 1);
    }
    await expect(bulkDownloads.queue.getByText(EMPTY_QUEUE_TEXT)).toBeVisible();
    await page.reload();
    await expect(bulkDownloads.queue.getByText(EMPTY_QUEUE_TEXT)).toBeVisible();
  });

  test('the dialog opens and closes with the keyboard, and focus comes back to its button', async ({ page }) => {
    const bulkDownloads = await openBulkDownloads(page);
    await bulkDownloads.setUpButton.focus();
    await page.keyboard.press('Enter');
    await expect(bulkDownloads.dialog).toBeVisible();
    await expect(bulkDownloads.dialog.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');

    await page.keyboard.press('Escape');
    await expect(bulkDownloads.dialog).toBeHidden();
    await expect(bulkDownloads.setUpButton).toBeFocused();

    await page.keyboard.press('Space');
    await expect(bulkDownloads.dialog).toBeVisible();
    await bulkDownloads.dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(bulkDownloads.dialog).toBeHidden();
  });

  test('logging out clears the queue', async ({ page }) => {
    const bulkDownloads = await openBulkDownloads(page);
    await bulkDownloads.openDialog();
    await bulkDownloads.dialog.getByRole('radio', { name: 'PNG' }).check();
    await bulkDownloads.dialog.getByRole('checkbox', { name: `Select ${COLLECTION}` }).check();
    await bulkDownloads.order();
    await expect(bulkDownloads.jobRows()).not.toHaveCount(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');
    const storedQueues = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('sf-download-queue:')),
    );
    expect(storedQueues).toEqual([]);

    await new LoginPage(page).logInAs(demo.admin.email);
    await bulkDownloads.openFromProjects(PROJECT);
    await expect(bulkDownloads.queue.getByText(EMPTY_QUEUE_TEXT)).toBeVisible();
  });
});
