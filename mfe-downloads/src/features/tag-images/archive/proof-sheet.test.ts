import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { proofSheetPdf, proofSheetSettings, type ProofSheetJob, type ProofTag } from './proof-sheet';

// Read by poppler and qpdf, as a printer's tools would (apt: qpdf poppler-utils).
const folder = mkdtempSync(join(tmpdir(), 'proof-sheet-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const job: ProofSheetJob = {
  fileName: 'Silk-Scarves-2-of-3',
  collectionName: 'Silk Scarves — été',
  archiveNumber: 2,
  archiveTotal: 3,
  imageFormatOption: 'PDF',
  pngSize: 1000,
  pdfTagSize: 25,
  pdfTagMargin: 5,
  printColour: 'cmyk',
  bleedMm: 1,
  cropMarks: true,
  hubImageOption: 'NO_LOGO',
  clearZoneMm: 1,
  whiteBackground: false,
};
const tags: ProofTag[] = Array.from({ length: 14 }, (_, index) => ({
  seed: index.toString(16).padStart(32, '0'),
  version: 1,
  sequenceNumber: 1000 + index,
  shortCode: `code${1000 + index}`,
}));
const madeAt = new Date('2026-11-23T10:00:00Z');
// The font file the build ships; the page fetches it, a test reads it.
const font = Promise.resolve(
  new Uint8Array(
    readFileSync(
      join(
        import.meta.dirname,
        '../../../../node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      ),
    ),
  ),
);

describe('proofSheetPdf', () => {
  it('is one A4 page that qpdf accepts, with the settings and the first twelve tags named', async () => {
    const path = join(folder, 'proof.pdf');
    writeFileSync(path, await proofSheetPdf(job, tags, undefined, madeAt, font));
    expect(execFileSync('qpdf', ['--check', path], { encoding: 'utf8' })).toContain(
      'No syntax or stream encoding errors',
    );
    const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595\.2\d x 841\.8\d pts \(A4\)$/m);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Archive: Silk-Scarves-2-of-3.zip (2 of 3)');
    expect(text).toContain('Collection: Silk Scarves — été');
    expect(text).toContain('Format: PDF, tag 25 mm, margin 5 mm (page 35 mm)');
    expect(text).toContain('Black: K plate only (CMYK 0 0 0 100); bleed 1 mm; crop marks on; background none');
    expect(text).toContain('Clear zone: ink stays 1 mm inside the trim');
    expect(text).toContain('#1000');
    expect(text).toContain('code1011');
    expect(text).not.toContain('code1012');
  });

  it('embeds every font it uses, as a subset, so preflight finds nothing missing', async () => {
    const path = join(folder, 'fonts.pdf');
    writeFileSync(path, await proofSheetPdf(job, tags, undefined, madeAt, font));
    const rows = execFileSync('pdffonts', [path], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // name, type, encoding, then the emb, sub and uni columns.
      const [emb, sub] = row.trim().split(/\s+/).slice(-5, -3);
      expect({ row, emb, sub }).toMatchObject({ emb: 'yes', sub: 'yes' });
    }
  });

  it('draws the tags: a rendered page is far from blank where they sit', async () => {
    const path = join(folder, 'drawn.pdf');
    writeFileSync(path, await proofSheetPdf(job, tags.slice(0, 4), undefined, madeAt, font));
    execFileSync('pdftoppm', ['-r', '30', '-gray', '-singlefile', path, path]);
    const pgm = execFileSync('cat', [`${path}.pgm`]);
    const dark = pgm.subarray(pgm.length - 248 * 351).filter((value) => value < 128).length;
    expect(dark).toBeGreaterThan(1000);
  });
});

describe('proofSheetSettings', () => {
  it('states PNG size and leaves out print settings a PNG has not', () => {
    const lines = proofSheetSettings({ ...job, imageFormatOption: 'PNG', hubImageOption: 'CUSTOM_LOGO' }, tags, madeAt);
    expect(lines).toContain('Format: PNG, 1000 px square');
    expect(lines).toContain('Hub image: Custom Logo');
    expect(lines.some((line) => line.startsWith('Black:'))).toBe(false);
    expect(lines).toContain('Made 2026-11-23T10:00:00.000Z');
  });

  it('states an EPS at the diameter and margin it was drawn at, with its clear zone and background', () => {
    const lines = proofSheetSettings(
      { ...job, imageFormatOption: 'EPS', pdfTagSize: 30, whiteBackground: true },
      tags,
      madeAt,
    );
    expect(lines).toContain('Format: EPS, tag 30 mm, margin 5 mm (page 40 mm)');
    expect(lines).toContain('Black: K plate only (CMYK 0 0 0 100); bleed 1 mm; crop marks on; background white');
    expect(lines).toContain('Clear zone: ink stays 1 mm inside the trim');
  });
});
