// What the print-file integration tests read files with: Ghostscript, qpdf and poppler, run as a print shop
// would (apt: ghostscript qpdf poppler-utils). Test support only: nothing in the product imports it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const pointsOf = (mm: number) => (mm * 72) / 25.4;

/** A temporary folder for a test file's outputs: `saved` writes one and answers its path. */
export function printFolder(prefix: string) {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  return {
    folder,
    saved: (name: string, content: string | Uint8Array) => {
      const path = join(folder, name);
      writeFileSync(path, content);
      return path;
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

export const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8', stdio: 'pipe' });

/** The %%BoundingBox and %%HiResBoundingBox comments of a PostScript text. */
export function boxesIn(text: string): { whole: number[]; hiRes: number[] } {
  const numbers = (label: string) =>
    text
      .match(new RegExp(`^%%${label}: (.*)$`, 'm'))![1]!
      .trim()
      .split(/\s+/)
      .map(Number);
  return { whole: numbers('BoundingBox'), hiRes: numbers('HiResBoundingBox') };
}

/** The ink's bounding boxes as Ghostscript's bbox device measures them (it answers on stderr), in points. */
export function inkBoxes(path: string): { whole: number[]; hiRes: number[] } {
  const result = spawnSync('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-sDEVICE=bbox', path], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`gs bbox failed on ${path}: ${result.stderr}`);
  return boxesIn(result.stderr);
}

/** A PDF's page box by name (MediaBox, TrimBox, BleedBox…) as `pdfinfo -box` reports it, in points. */
export function pdfBox(path: string, name: string): number[] {
  return run('pdfinfo', ['-box', path])
    .match(new RegExp(`^${name}:\\s+(.*)$`, 'm'))![1]!
    .trim()
    .split(/\s+/)
    .map(Number);
}

/** C, M, Y and K ink coverage of the first page, as Ghostscript's inkcov device measures it. */
export function inkCoverage(path: string): number[] {
  return run('gs', ['-q', '-dEPSCrop', '-o', '-', '-sDEVICE=inkcov', path]).trim().split(/\s+/).slice(0, 4).map(Number);
}

export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A binary PGM (P5) as Ghostscript and pdftoppm write it, comment lines allowed in the header. */
export function greyImage(pgm: Buffer): GreyImage {
  const header = pgm
    .subarray(0, 200)
    .toString('latin1')
    .split('\n')
    .filter((line) => !line.startsWith('#'));
  const [width, height] = header[1]!.split(/\s+/).map(Number) as [number, number];
  return { width, height, pixels: pgm.subarray(pgm.length - width * height) };
}
