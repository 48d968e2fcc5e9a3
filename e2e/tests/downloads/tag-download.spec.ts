import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';
import { demo } from '../../support/demo-accounts';
import { uploadAsset } from '../views/assets-page';
import { fingerprintGeometry, fingerprintSvg } from '../../../shared/src/fingerprint';
import { checkedArchive, sharp } from './archives';
import { openDownloadFingerprints } from './download-fingerprints-page';

/** The seed of the page's logo preview (mfe-downloads custom-logo-field.tsx). */
const PREVIEW_SEED = '0123456789abcdef0123456789abcdef';

const COLLECTION = 'Silk Scarves';

test.describe('Download Fingerprints, a collection tab (000 §2, §4, §5)', () => {
  test('the form refuses what 000 §5 refuses, with its words', async ({ page }) => {
    await openDownloadFingerprints(page, COLLECTION);
    await expect(page.getByRole('radio', { name: 'No Logo' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Smart Fingerprint Logo' })).toBeDisabled();
    await expect(page.getByLabel('Tags per archive')).toHaveValue('1,000');
    await expect(page.getByLabel('File name prefix')).toHaveValue('Silk-Scarves');
    await page.getByRole('radio', { name: 'PDF' }).check();
    await page.getByLabel('Tag diameter (mm)').fill('0');
    await page.getByLabel('Number of tags').fill('0');
    await page.getByLabel('Index of first tag').fill('-1');
    await page.getByLabel('Tags per archive').fill('-5');
    await page.getByLabel('File name prefix').fill('');
    await page.getByRole('button', { name: 'Queue download' }).click();
    await expect(page.getByText('Number greater than zero required')).toHaveCount(2);
    await expect(page.getByText('Number of 0 or more required')).toBeVisible();
    await expect(page.getByText('Not a valid quantity')).toBeVisible();
    await expect(page.getByText('File name prefix required')).toBeVisible();
    await page.getByRole('radio', { name: 'Custom Logo' }).check();
    await page.getByRole('button', { name: 'Queue download' }).click();
    await expect(page.getByText('Choose a logo from the project assets')).toBeVisible();
    await expect(page.getByText('No downloads of this collection yet.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('the form keeps ink 1 mm inside the trim by default and refuses a tag too small to print', async ({ page }) => {
    await openDownloadFingerprints(page, COLLECTION);
    await page.getByRole('radio', { name: 'EPS' }).check();
    await expect(page.getByLabel('Clear zone (mm)')).toHaveValue('1');
    await expect(page.getByRole('checkbox', { name: 'White background' })).not.toBeChecked();
    await page.getByLabel('Tag diameter (mm)').fill('5');
    await page.getByRole('button', { name: 'Queue download' }).click();
    await expect(page.getByText('Too small to print: the smallest diameter allowed is 7.9 mm')).toBeVisible();
    await page.getByLabel('Clear zone (mm)').fill('0');
    await page.getByRole('button', { name: 'Queue download' }).click();
    await expect(page.getByText('Too small to print: the smallest diameter allowed is 5.9 mm')).toBeVisible();
    await page.getByRole('radio', { name: 'PNG' }).check();
    await expect(page.getByLabel('Clear zone (mm)')).toHaveValue('0');
    await page.getByLabel('Image size (px)').fill('80');
    await page.getByRole('button', { name: 'Queue download' }).click();
    await expect(page.getByText('Too small to print: the smallest size allowed is 100 px')).toBeVisible();
    await expect(page.getByText('No downloads of this collection yet.')).toBeVisible();
  });

  test('a custom logo from the assets is drawn in the hub of every tag of the archives Prepare All makes', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const projectId = await openDownloadFingerprints(page, COLLECTION);
    const logo = `Hub logo ${Date.now()}`;
    await uploadAsset(request, demo.admin.email, projectId, logo);

    await page.getByRole('radio', { name: 'Custom Logo' }).check();
    await page.getByRole('button', { name: 'Choose logo' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an asset' });
    await picker.getByRole('button', { name: logo }).click();
    await expect(picker).toBeHidden();
    const preview = page.getByRole('img', { name: 'A tag with the custom logo in its hub' });
    await expect(preview).toBeVisible();
    // Golden check: the preview's SVG, drawn by shared/fingerprint in Chromium, is the SVG Node draws.
    const svgInChromium = decodeURIComponent((await preview.getAttribute('src'))!.replace('data:image/svg+xml,', ''));
    const hubImage = /<image href="([^"]+)"/.exec(svgInChromium)![1]!;
    expect(svgInChromium).toBe(fingerprintSvg(fingerprintGeometry(PREVIEW_SEED), { hubImage, size: '160' }));

    await page.getByRole('radio', { name: 'PNG' }).check();
    await page.getByLabel('Number of tags').fill('50');
    await page.getByLabel('Index of first tag').fill('10');
    await page.getByLabel('Tags per archive').fill('25');
    const prefix = `hub-${Date.now()}`;
    await page.getByLabel('File name prefix').fill(prefix);
    await page.getByRole('button', { name: 'Queue download' }).click();
    await expect(page.getByRole('status')).toHaveText(
      "Your download was queued. Click 'Prepare All' to make the files.",
    );
    const rows = page.getByRole('table').getByRole('row').filter({ hasText: COLLECTION });
    await expect(rows).toHaveCount(2);

    await page.getByRole('button', { name: 'Prepare All' }).click();
    await expect(rows.getByText('complete')).toHaveCount(2, { timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Prepare All' })).toBeHidden();
    await expectNoSeriousAxeViolations(page);

    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${prefix}-png-2-of-2` }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`${prefix}-png-2-of-2.zip`);
    const archive = await checkedArchive(download, 25);
    expect(archive.tagIndexes).toEqual(Array.from({ length: 25 }, (_, index) => 35 + index));

    // The test logo is a colour pattern; an empty hub is white. Its centre must be in colour.
    const centre = await sharp(archive.firstFile)
      .extract({ left: 480, top: 480, width: 40, height: 40 })
      .raw()
      .toBuffer();
    const coloured = centre.filter((_, index) => index % 3 === 0 && centre[index] !== centre[index + 1]).length;
    expect(coloured).toBeGreaterThan(100);

    // The print files carry it too: grey on the K plate in a K-only PDF, in its colours in an RGB EPS.
    await page.getByRole('radio', { name: 'PDF' }).check();
    await page.getByLabel('Number of tags').fill('5');
    await page.getByLabel('File name prefix').fill(prefix);
    await page.getByRole('button', { name: 'Queue download' }).click();
    await page.getByRole('radio', { name: 'EPS' }).check();
    await page.getByRole('radio', { name: 'RGB black (screens, office printers)' }).check();
    await page.getByRole('button', { name: 'Queue download' }).click();
    await page.getByRole('button', { name: 'Prepare All' }).click();
    const dir = mkdtempSync(path.join(tmpdir(), 'sf-logo-'));
    // Runs of one prefix in other formats and colours have names of their own.
    for (const [format, kind] of [
      ['pdf', 'pdf-k'],
      ['eps', 'eps-rgb'],
    ] as const) {
      const button = page.getByRole('button', { name: `Download ${prefix}-${kind}-1-of-1` });
      await expect(button).toBeVisible({ timeout: 60_000 });
      const savedFile = page.waitForEvent('download');
      await button.click();
      const file = path.join(dir, `tag.${format}`);
      writeFileSync(file, (await checkedArchive(await savedFile, 5, format)).firstFile);
      const png = path.join(dir, `${format}.png`);
      if (format === 'pdf')
        execFileSync('pdftoppm', ['-r', '200', '-png', '-singlefile', file, png.replace(/\.png$/, '')]);
      else
        execFileSync('gs', [
          '-q',
          '-dSAFER',
          '-dBATCH',
          '-dNOPAUSE',
          '-dEPSCrop',
          '-r200',
          '-sDEVICE=png16m',
          `-sOutputFile=${png}`,
          file,
        ]);
      const rendered = readFileSync(png);
      const { width, height } = await sharp(rendered).metadata();
      const pixels = await sharp(rendered)
        .extract({ left: Math.round(width / 2) - 5, top: Math.round(height / 2) - 5, width: 10, height: 10 })
        .raw()
        .toBuffer();
      const channels = pixels.length / 100;
      const hub = Array.from({ length: 100 }, (_, index) => [
        ...pixels.subarray(index * channels, index * channels + 3),
      ]);
      expect(hub.filter(([r, g, b]) => r! < 250 || g! < 250 || b! < 250).length).toBeGreaterThan(50);
      const inColour = hub.filter(([r, g, b]) => r !== g || g !== b).length;
      if (format === 'pdf') expect(inColour).toBe(0);
      else expect(inColour).toBeGreaterThan(50);
    }
  });

  test('EPS and PDF archives with bleed and crop marks pass Ghostscript, qpdf and pdfinfo, the PDF page being diameter plus two margins', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openDownloadFingerprints(page, COLLECTION);
    const stamp = Date.now();
    const queue = async (format: 'EPS' | 'PDF', prefix: string) => {
      await page.getByRole('radio', { name: format }).check();
      if (format === 'PDF') {
        await page.getByRole('radio', { name: 'Black ink only (CMYK, K plate)' }).check();
        await page.getByLabel('Tag diameter (mm)').fill('25');
        await page.getByLabel('Margin (mm)').fill('3');
      } else {
        // Print-ready by default: black on the K plate only.
        await expect(page.getByRole('radio', { name: 'Black ink only (CMYK, K plate)' })).toBeChecked();
        await page.getByRole('radio', { name: 'RGB black (screens, office printers)' }).check();
      }
      await page.getByLabel('Bleed (mm)').fill('1');
      await page.getByRole('checkbox', { name: 'Crop marks' }).check();
      await page.getByLabel('Number of tags').fill('20');
      await page.getByLabel('File name prefix').fill(prefix);
      if (format === 'PDF') {
        // The page is diameter + 2 × margin: marks need the margin to leave room beyond the bleed.
        await page.getByRole('button', { name: 'Queue download' }).click();
        await expect(page.getByText('Crop marks need a margin of 5 mm or more')).toBeVisible();
        await page.getByLabel('Margin (mm)').fill('5');
      }
      await page.getByRole('button', { name: 'Queue download' }).click();
      await expect(
        page.getByRole('row').filter({ hasText: `${format === 'PDF' ? 'PDF 25 mm' : 'EPS'}` }),
      ).not.toHaveCount(0);
    };
    await queue('EPS', `eps-${stamp}`);
    await queue('PDF', `pdf-${stamp}`);
    await page.getByRole('button', { name: 'Prepare All' }).click();
    await expect(page.getByRole('button', { name: `Download pdf-${stamp}-pdf-k-1-of-1` })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('button', { name: `Download eps-${stamp}-eps-rgb-1-of-1` })).toBeVisible();

    const dir = mkdtempSync(path.join(tmpdir(), 'sf-print-'));
    const points = (mm: number) => (mm * 72) / 25.4;
    for (const [format, kind] of [
      ['eps', 'eps-rgb'],
      ['pdf', 'pdf-k'],
    ] as const) {
      const saved = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download ${format}-${stamp}-${kind}-1-of-1` }).click();
      const { firstFile, proofSheet } = await checkedArchive(await saved, 20, format);
      const file = path.join(dir, `tag.${format}`);
      writeFileSync(file, firstFile);
      if (format === 'eps') {
        expect(proofSheet).toContain('Black: RGB 0 0 0; bleed 1 mm; crop marks on');
        // 20 mm and the 5 mm margin each side, as the PDF's page: the bleed and the crop marks lie in it.
        expect(firstFile.toString('latin1')).toContain(
          `%%BoundingBox: 0 0 ${Math.ceil(points(30))} ${Math.ceil(points(30))}`,
        );
        // Ghostscript draws it and reports the box of what it drew (on stderr): the marks reach the edges.
        const gs = spawnSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=bbox', file], {
          encoding: 'utf8',
        });
        expect(gs.status).toBe(0);
        const [, x0, , x1] = /%%HiResBoundingBox: ([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)/.exec(gs.stderr)!;
        expect(Number(x0)).toBeLessThan(1);
        expect(Number(x1)).toBeGreaterThan(points(30) - 1);
        expect(firstFile.toString('latin1').startsWith('%!PS-Adobe-3.0 EPSF-3.0')).toBe(true);
      } else {
        expect(proofSheet).toContain('Format: PDF, tag 25 mm, margin 5 mm (page 35 mm)');
        expect(proofSheet).toContain('Black: K plate only (CMYK 0 0 0 100); bleed 1 mm; crop marks on');
        execFileSync('qpdf', ['--check', file]);
        const info = execFileSync('pdfinfo', ['-box', file], { encoding: 'utf8' });
        const box = (name: string) =>
          new RegExp(`^${name}:\\s+(.*)$`, 'm').exec(info)![1]!.trim().split(/\s+/).map(Number);
        const [, , width, height] = box('MediaBox');
        expect(width).toBeCloseTo(points(25 + 2 * 5), 1);
        expect(height).toBeCloseTo(points(25 + 2 * 5), 1);
        expect(box('TrimBox')[0]).toBeCloseTo(points(5), 1);
        expect(box('BleedBox')[0]).toBeCloseTo(points(4), 1);
      }
    }
  });

  test("an archive lists its tags' metadata in manifest.csv and by range in manifest-ranges.csv, as /metadata reads it", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const ranges = `tag_index_start,tag_index_end,print_run\r\n100,104,run-${stamp}-A\r\n105,109,run-${stamp}-B\r\n`;
    await openDownloadFingerprints(page, COLLECTION);
    await page.getByRole('navigation', { name: 'Collection' }).getByRole('link', { name: 'Metadata' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    await (await chooser).setFiles({ name: 'runs.csv', mimeType: 'text/csv', buffer: Buffer.from(ranges, 'utf8') });
    await expect(page.getByText('runs.csv: 2 rows, 10 tags updated.')).toBeVisible({ timeout: 30_000 });

    await page
      .getByRole('navigation', { name: 'Collection' })
      .getByRole('link', { name: 'Download Fingerprints' })
      .click();
    await page.getByRole('radio', { name: 'EPS' }).check();
    await page.getByLabel('Number of tags').fill('10');
    await page.getByLabel('Index of first tag').fill('100');
    await page.getByLabel('File name prefix').fill(`runs-${stamp}`);
    await page.getByRole('button', { name: 'Queue download' }).click();
    await page.getByRole('button', { name: 'Prepare All' }).click();
    const button = page.getByRole('button', { name: `Download runs-${stamp}-eps-k-1-of-1` });
    await expect(button).toBeVisible({ timeout: 60_000 });
    const saved = page.waitForEvent('download');
    await button.click();
    const download = await saved;
    const archive = await checkedArchive(download, 10, 'eps');
    expect(archive.header.split(',')).toContain('print_run');
    expect(archive.tagIndexes).toEqual(Array.from({ length: 10 }, (_, index) => 100 + index));
    expect(execFileSync('unzip', ['-p', await download.path(), 'manifest-ranges.csv']).toString('utf8')).toBe(
      `\uFEFF${ranges}`,
    );
    expect(archive.proofSheet).toContain('First tags of the archive, from index 100');
    expect(archive.proofSheet).toContain('#109');
  });
});
