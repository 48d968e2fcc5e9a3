import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Download } from '@playwright/test';

/** sharp, from the api package: a second PNG decoder besides the browser that drew them. */
export const sharp = createRequire(path.join(import.meta.dirname, '../../../api/package.json'))('sharp') as (
  input: Buffer,
) => {
  metadata(): Promise<{ width: number; height: number; format: string; channels: number; density?: number }>;
  stats(): Promise<{ channels: { min: number; max: number }[] }>;
  raw(): { toBuffer(): Promise<Buffer> };
  extract(region: { left: number; top: number; width: number; height: number }): {
    raw(): { toBuffer(): Promise<Buffer> };
  };
};

/**
 * `unzip -t` passes, tag files are named `{index, zero-padded}-{short code}` so that a listing sorted by
 * name is print order, manifest.csv (UTF-8 after a byte-order mark, raw data as README.txt says) lists
 * every tag file with its SHA-256 and short link, the proof sheet
 * passes qpdf and names the archive, and sample PNGs decode in sharp at 1000 px and 300 dpi with black and
 * white in them, 8-bit grey unless a colour logo is in the hub (print files are read by their own readers
 * in the test). Answers the manifest's header and tag
 * indexes, the first tag's file and the proof sheet's text.
 */
export async function checkedArchive(
  download: Download,
  tagCount: number,
  extension: 'png' | 'eps' | 'pdf' = 'png',
): Promise<{ header: string; tagIndexes: number[]; firstFile: Buffer; proofSheet: string }> {
  const zipPath = await download.path();
  execFileSync('unzip', ['-tq', zipPath]);
  const fileOf = (file: string) => execFileSync('unzip', ['-p', zipPath, file], { maxBuffer: 1 << 26 });
  const manifestBytes = fileOf('manifest.csv');
  expect([...manifestBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const manifest = manifestBytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(manifest[0]).toMatch(/^file,tag_id,tag_index,short_code,short_url,sha256(,|$)/);
  const rows = manifest.slice(1).map((line) => line.split(','));
  expect(rows).toHaveLength(tagCount);
  const tagFiles = execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter((name) => name.endsWith(`.${extension}`) && name !== 'proof-sheet.pdf');
  const byIndex = [...rows].sort((a, b) => Number(a[2]) - Number(b[2])).map((row) => row[0]);
  expect(tagFiles.toSorted()).toEqual(byIndex);
  expect(fileOf('README.txt').toString('utf8')).toContain('raw data for print software');
  for (const [file, , tagIndex, shortCode, shortUrl, sha256] of [rows[0]!, rows[tagCount - 1]!]) {
    expect(file).toBe(`${tagIndex!.padStart(6, '0')}-${shortCode}.${extension}`);
    expect(shortUrl).toMatch(new RegExp(`^http://[^/]+/s/${shortCode}$`));
    const bytes = fileOf(file!);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha256);
    if (extension === 'png') {
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'png', width: 1000, height: 1000, density: 300 });
      if (metadata.channels !== 1) {
        const pixels = await sharp(bytes).raw().toBuffer();
        const bands = metadata.channels;
        const coloured = pixels.some(
          (red, at) => at % bands === 0 && (pixels[at + 1] !== red || pixels[at + 2] !== red),
        );
        expect(coloured, 'a PNG without colour is written grey').toBe(true);
      }
      const { channels } = await sharp(bytes).stats();
      expect(channels[0]).toMatchObject({ min: 0, max: 255 });
    }
  }
  const proofPath = path.join(mkdtempSync(path.join(tmpdir(), 'sf-proof-')), 'proof-sheet.pdf');
  writeFileSync(proofPath, fileOf('proof-sheet.pdf'));
  execFileSync('qpdf', ['--check', proofPath]);
  const proofSheet = execFileSync('pdftotext', ['-layout', proofPath, '-'], { encoding: 'utf8' });
  expect(proofSheet).toContain(`Archive: ${download.suggestedFilename()}`);
  return {
    header: manifest[0]!,
    tagIndexes: rows.map((row) => Number(row[2])),
    firstFile: fileOf(rows[0]![0]!),
    proofSheet,
  };
}
