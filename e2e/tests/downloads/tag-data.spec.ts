import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { openCollectionTab, type CollectionPlace } from '../../support/collection-tab';
import { demo } from '../../support/demo-accounts';
import { LoginPage } from '../../support/login-page';
import { signInAs, signInThroughApi } from '../../support/role-contexts';

const HEADERS_MISSING = 'Unable to find headers: [tag_id] or [tag_index_start, tag_index_end]';
const ACME = '5f000000-0000-4000-8000-000000000002';
const SPRING = '5f000000-0000-4000-8000-000000000101';
/** The gateway's and the API's body limit. */
const BODY_LIMIT = 1_048_576;

async function uploadCsv(page: Page, name: string, csv: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
}

/** Queues a download of `count` tags from 0, prepares it, saves the zip and reads its one CSV with `unzip`. */
async function downloadCsv(page: Page, prefix: string, count: number): Promise<string> {
  await page.getByLabel('Number of tags').fill(String(count));
  await page.getByLabel('File name prefix').fill(prefix);
  await page.getByRole('button', { name: 'Queue download' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Click 'Prepare All'" })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Downloads' })
    .getByRole('row')
    .filter({ hasText: `${prefix}.zip` });
  await expect(row).toContainText('queued');
  await page.getByRole('button', { name: 'Prepare All' }).click();
  await expect(row).toContainText('complete', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Prepare All' })).toBeHidden();
  const saved = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${prefix}.zip` }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`${prefix}.zip`);
  const zip = path.join(mkdtempSync(path.join(tmpdir(), 'sf-tag-data-')), download.suggestedFilename());
  await download.saveAs(zip);
  execFileSync('unzip', ['-tq', zip]);
  return execFileSync('unzip', ['-p', zip, `${prefix}.csv`]).toString('utf8');
}

async function firstTagIds(page: Page, place: CollectionPlace, count: number): Promise<string[]> {
  const call = apiAs(page.request, demo.admin.email, place.projectId);
  const ids: string[] = [];
  for (let offset = 0; offset < count; offset += 5000) {
    const limit = Math.min(5000, count - offset);
    const url = `/api/warehouse/tags?collectionIds[]=${place.collectionId}&fields=id&offset=${offset}&limit=${limit}`;
    ids.push(...((await call('GET', url)).data as { id: string }[]).map((tag) => tag.id));
  }
  return ids;
}

/** As spreadsheets save it and as the console writes it: byte-order mark, CRLF. */
const csvOf = (header: string, rows: string[]) => `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;

/** The seeded limit of Acme (api/src/seed/demo-data.ts), which later specs read. */
const ACME_SEEDED_LIMIT = 100_000;

/** Acme as the super user sees it: its limit and its active count. */
async function acmeCompany(page: Page): Promise<{ max_fingerprints: number; total_fingerprint_count: number }> {
  const companies = await apiAs(page.request, demo.superUser.email, SPRING)('GET', '/api/auth-service/companies');
  return companies.data.find((company: { id: string }) => company.id === ACME);
}

/** Acme's limit before `orderCollection` raised it: put back after the test. */
let acmeLimitToRestore: number | undefined;

/**
 * A collection of Spring with `count` tags, ordered through the API as the super user (creating a collection
 * and ordering need a system role above a brand's admin) after raising Acme's limit. Answers its name.
 */
async function orderCollection(page: Page, count: number): Promise<string> {
  const asSuper = apiAs(page.request, demo.superUser.email, SPRING);
  acmeLimitToRestore ??= (await acmeCompany(page)).max_fingerprints;
  await asSuper('PATCH', `/api/auth-service/companies/${ACME}`, { max_fingerprints: 10_000_000 });
  const name = `Upload ${count} ${Date.now()}`;
  const collection = await asSuper('POST', '/api/warehouse/collections', { name });
  const orders = `/api/warehouse/collections/${collection.id}/tag-orders`;
  await asSuper('POST', orders, { numberOfTags: count });
  await expect
    .poll(async () => (await asSuper('GET', orders)).data[0]?.status, { timeout: 60_000, intervals: [500] })
    .toBe('COMPLETED');
  return name;
}

test.describe('Collection metadata and custom attributes (000 §2, §4, §5)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, demo.admin.email);
  });

  // The tags ordered stay active and a limit below the active count is refused: the limit goes back to what it
  // was, or up to that count when the order passed it.
  test.afterEach(async ({ page }) => {
    if (acmeLimitToRestore === undefined) return;
    const limit = Math.max(acmeLimitToRestore, (await acmeCompany(page)).total_fingerprint_count);
    acmeLimitToRestore = undefined;
    await apiAs(page.request, demo.superUser.email, SPRING)('PATCH', `/api/auth-service/companies/${ACME}`, {
      max_fingerprints: limit,
    });
  });

  test('a metadata CSV of 10,000 rows is uploaded, and downloaded back equal', async ({ page }) => {
    const place = await openCollectionTab(page, 'Leather Tote Bags', 'Metadata');
    await expect(page.getByLabel('File name prefix')).toHaveAttribute(
      'placeholder',
      /^Leather-Tote-Bags-metadata-\d{4}-\d{2}-\d{2}$/,
    );
    await expectNoSeriousAxeViolations(page);
    const ids = await firstTagIds(page, place, 10_000);
    const csv = csvOf(
      'tag_id,batch,colour',
      ids.map((id, index) => `${id},${Math.floor(index / 100)},colour ${index % 7}`),
    );

    await uploadCsv(page, 'totes.csv', csv);
    const toast = page.getByRole('status').filter({ hasText: 'Metadata uploaded at' });
    await expect(toast).toContainText(/Metadata uploaded at \d{2}:\d{2}:\d{2}/);
    await expect(toast).toContainText('totes.csv: 10,000 rows, 10,000 tags updated.');

    expect(await downloadCsv(page, `totes-${Date.now()}`, 10_000)).toBe(csv);
  });

  test('a metadata CSV of 100,000 rows goes through the gateway in parts under its body limit, a bar per part, stored whole', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const place = await openCollectionTab(page, await orderCollection(page, 100_000), 'Metadata');
    const ids = await firstTagIds(page, place, 100_000);
    const csv = csvOf(
      'tag_id,batch',
      ids.map((id, index) => `${id},${index}`),
    );
    const parts: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/tag-data/uploads/')) {
        parts.push(request.postDataBuffer()?.length ?? 0);
      }
    });

    await uploadCsv(page, 'hundred-thousand.csv', csv);
    await expect(page.getByRole('progressbar', { name: /^Part 1 of \d+$/ })).toBeVisible({ timeout: 60_000 });
    const toast = page.getByRole('status').filter({ hasText: 'Metadata uploaded at' });
    await expect(toast).toContainText('hundred-thousand.csv: 100,000 rows, 100,000 tags updated.', {
      timeout: 180_000,
    });
    expect(parts.length).toBeGreaterThan(5);
    for (const bytes of parts) expect(bytes).toBeLessThanOrEqual(BODY_LIMIT);

    const last = await apiAs(
      page.request,
      demo.admin.email,
      place.projectId,
    )('GET', `/api/warehouse/tags?collectionIds[]=${place.collectionId}&fields=id,tagMetadata&offset=99998&limit=2`);
    expect(last.data).toEqual([
      { id: ids[99_998], tagMetadata: [{ data: { batch: '99998' } }] },
      { id: ids[99_999], tagMetadata: [{ data: { batch: '99999' } }] },
    ]);
  });

  test('a CSV with a bad row names it and stores nothing; a file without the id headers is refused', async ({
    page,
  }) => {
    const place = await openCollectionTab(page, 'Silk Scarves', 'Metadata');
    const ids = await firstTagIds(page, place, 4);
    const rows = ids.map((id) => `${id},bad-row-test`);
    rows[2] = 'not-a-tag,bad-row-test';
    await uploadCsv(page, 'bad.csv', csvOf('tag_id,note', rows));
    const alert = page.getByRole('alert').filter({ hasText: 'Metadata upload failed at' });
    await expect(alert).toContainText(
      "bad.csv: Row 4, column tag_id: 'not-a-tag' is not a tag id. Nothing was stored.",
    );
    const tags = await apiAs(
      page.request,
      demo.admin.email,
      place.projectId,
    )('GET', `/api/warehouse/tags?collectionIds[]=${place.collectionId}&fields=tagMetadata&limit=4`);
    expect(JSON.stringify(tags)).not.toContain('bad-row-test');

    await uploadCsv(page, 'no-ids.csv', csvOf('id,note', [`${ids[0]},x`]));
    await expect(page.getByRole('alert').filter({ hasText: HEADERS_MISSING })).toBeVisible();

    // A quote never closed used to swallow every row after it and report '1 rows, 1 tags updated'.
    const unclosed = ['tag_id,note', `${ids[0]},fine`, `${ids[1]},"never closed`, `${ids[2]},lost`].join('\r\n');
    await uploadCsv(page, 'unclosed.csv', unclosed);
    await expect(page.getByRole('alert').filter({ hasText: 'unclosed.csv' })).toContainText(
      'unclosed.csv: Line 3, column 2: the quoted value that starts here is never closed. Nothing was stored.',
    );
  });

  test('custom attributes go up and come back; a queued job survives a reload and goes at logout', async ({ page }) => {
    const place = await openCollectionTab(page, 'Silk Scarves', 'Custom Attributes (new)');
    const ids = await firstTagIds(page, place, 3);
    const csv = csvOf(
      'tag_id,region,retailer',
      ids.map((id, index) => `${id},EU,"Shop ${index}, Milan"`),
    );
    await uploadCsv(page, 'attributes.csv', csv);
    await expect(page.getByRole('status').filter({ hasText: 'Custom attributes uploaded at' })).toContainText(
      '3 rows, 3 tags updated.',
    );
    expect(await downloadCsv(page, `scarves-${Date.now()}`, 3)).toBe(csv);

    await page.getByLabel('Number of tags').fill('x');
    await page.getByRole('button', { name: 'Queue download' }).click();
    await expect(page.getByText('Not a valid number')).toBeVisible();
    await page.getByLabel('Number of tags').fill('10');
    await page.getByLabel('File name prefix').fill('kept-across-reload');
    await page.getByRole('button', { name: 'Queue download' }).click();
    await page.reload();
    const kept = page.getByRole('row').filter({ hasText: 'kept-across-reload.zip' });
    await expect(kept).toContainText('queued');
    await expect(page.getByRole('button', { name: 'Prepare All' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await new LoginPage(page).logOut();
    await signInThroughApi(page, demo.admin.email);
    await openCollectionTab(page, 'Silk Scarves', 'Custom Attributes (new)');
    await expect(page.getByText('No downloads yet. Queue one above.')).toBeVisible();
  });

  test("leaves Acme's limit as seeded, or at its active count when the tags ordered here passed it", async ({
    page,
  }) => {
    const acme = await acmeCompany(page);
    expect(acme.max_fingerprints).toBe(Math.max(ACME_SEEDED_LIMIT, acme.total_fingerprint_count));
  });
});
