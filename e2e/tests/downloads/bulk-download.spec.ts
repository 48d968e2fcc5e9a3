import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';
import { checkedArchive } from './archives';
import { BulkDownloadPage, EMPTY_QUEUE_TEXT } from './bulk-download-page';

const PROJECT = 'Spring Collection 2026';
const COLLECTION = 'Silk Scarves';

/** Tag counts of each archive when `tagCount` tags are split `perArchive` at a time. */
function archiveSizes(tagCount: number, perArchive: number): number[] {
  const total = Math.ceil(tagCount / perArchive);
  return Array.from({ length: total }, (_, index) => Math.min(perArchive, tagCount - index * perArchive));
}

async function openBulkDownloads(page: Page): Promise<BulkDownloadPage> {
  await signInThroughApi(page, demo.admin.email);
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

    await bulkDownloads.openDialog();
    const dialog = bulkDownloads.dialog;
    await expect(dialog.getByRole('radio', { name: 'No Logo' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Smart Fingerprint Logo' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: 'Custom Logo' })).toBeEnabled();
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
      'File',
      'Options',
      'Number of Fingerprints',
      'Progress',
      'Status',
      'Actions',
    ]);
    await expect(bulkDownloads.jobRows()).toHaveCount(sizes.length);
    expect(await bulkDownloads.columnTexts(0)).toEqual(sizes.map(() => COLLECTION));
    expect(await bulkDownloads.columnTexts(1)).toEqual(archives);
    const stem = `${COLLECTION.replace(/[^a-z0-9]/gi, '-')}-pdf-k`;
    expect(await bulkDownloads.columnTexts(2)).toEqual(
      sizes.map((_, index) => `${stem}-${index + 1}-of-${sizes.length}.zip`),
    );
    expect(await bulkDownloads.columnTexts(3)).toEqual(
      sizes.map(
        () => 'PDF 25 mm, margin 5 mm, K-only, no bleed, no crop marks, no logo, clear zone 1 mm, no background',
      ),
    );
    expect(await bulkDownloads.columnTexts(4)).toEqual(sizes.map((size) => size.toLocaleString('en')));
    expect(await bulkDownloads.columnTexts(5)).toEqual(sizes.map((size) => `0 of ${size.toLocaleString('en')} tags`));
    expect(await bulkDownloads.columnTexts(6)).toEqual(sizes.map(() => 'queued'));
    const firstFile = `${stem}-1-of-${sizes.length}`;
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

  test('Start Downloads draws PNG archives job by job, each a zip a second reader accepts, and a reload mid-queue loses nothing', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const bulkDownloads = await openBulkDownloads(page);
    await bulkDownloads.openDialog();
    await bulkDownloads.dialog.getByRole('radio', { name: 'PNG' }).check();
    await bulkDownloads.dialog.getByLabel('Tags per archive').fill('500');
    await bulkDownloads.dialog.getByRole('checkbox', { name: `Select ${COLLECTION}` }).check();
    await bulkDownloads.order();
    await expect(bulkDownloads.jobRows()).toHaveCount(2);
    const stem = COLLECTION.replace(/[^a-z0-9]/gi, '-');

    const firstDownload = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: 'Start Downloads' }).click();
    await expect(bulkDownloads.jobRows().first().getByText('generating')).toBeVisible();
    await expect
      .poll(async () =>
        Number(
          await bulkDownloads.queue
            .getByRole('progressbar', { name: `Progress of ${stem}-png-1-of-2` })
            .getAttribute('aria-valuenow'),
        ),
      )
      .toBeGreaterThan(0);
    const first = await firstDownload;
    expect(first.suggestedFilename()).toBe(`${stem}-png-1-of-2.zip`);
    const firstZip = await checkedArchive(first, 500);
    expect(firstZip.tagIndexes[0]).toBe(0);
    const done = bulkDownloads.jobRows().first();
    await expect(done.getByText('500 of 500 tags')).toBeVisible();
    await expect(done.getByText(/^[\d.,]+ tags per second$/)).toBeVisible();

    // The second job is under way or about to be: a reload stops it, and nothing is lost.
    await page.reload();
    await expect(bulkDownloads.jobRows()).toHaveCount(2);
    await expect(bulkDownloads.jobRows().first().getByText('complete')).toBeVisible();
    const second = bulkDownloads.jobRows().nth(1);
    await expect(second.getByText(/^(queued|interrupted)$/)).toBeVisible();
    if (await second.getByText('interrupted').isVisible()) {
      await second.getByRole('button', { name: `Restart ${stem}-png-2-of-2` }).click();
    }
    const secondDownload = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: 'Start Downloads' }).click();
    const secondZip = await checkedArchive(await secondDownload, 500);
    expect(secondZip.tagIndexes[0]).toBe(500);
    await expect(second.getByText('complete')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Downloads' })).toBeDisabled();
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
    // idb-keyval's database: the queue is kept there, and logout deletes it.
    const storedQueues = () =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve, reject) => {
            const open = indexedDB.open('keyval-store');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const keys = open.result.transaction('keyval').objectStore('keyval').getAllKeys();
              keys.onsuccess = () =>
                resolve(keys.result.map(String).filter((key) => key.startsWith('sf-download-queue:')));
            };
          }),
      );
    await expect.poll(storedQueues).toEqual([]);

    await signInThroughApi(page, demo.admin.email);
    await bulkDownloads.openFromProjects(PROJECT);
    await expect(bulkDownloads.queue.getByText(EMPTY_QUEUE_TEXT)).toBeVisible();
  });
});
