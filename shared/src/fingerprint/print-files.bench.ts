// pnpm bench:print-files — what one tag's print file costs on one core, piece by piece: the floor under
// the download archives' EPS and PDF rates (docs/benchmarks.md). Node, not Chromium: the same code runs
// in the page, and no canvas is involved.
import { createHash } from 'node:crypto';
import { deflateSync, strToU8 } from 'fflate';
import { bench, describe } from 'vitest';
import { fingerprintEps } from './eps';
import { fingerprintGeometry } from './geometry';
import { fingerprintPdf } from './pdf';

const seeds = Array.from({ length: 1000 }, (_, index) => index.toString(16).padStart(32, '0'));
const shapes = seeds.map((seed) => fingerprintGeometry(seed));
const eps = shapes.map((tag) => strToU8(fingerprintEps(tag)));
const pdf = shapes.slice(0, 200).map((tag) => fingerprintPdf(tag));
let next = 0;
const each = <T>(items: T[]) => items[next++ % items.length]!;

describe('one tag', () => {
  bench('geometry from the seed', () => void fingerprintGeometry(each(seeds)));
  bench('EPS text, as bytes', () => void strToU8(fingerprintEps(each(shapes))));
  bench('PDF (jspdf)', () => void fingerprintPdf(each(shapes)));
  bench('deflate an EPS at level 9', () => void deflateSync(each(eps), { level: 9 }));
  bench('deflate a PDF at level 9', () => void deflateSync(each(pdf), { level: 9 }));
  bench('SHA-256 of an EPS', () => void createHash('sha256').update(each(eps)).digest());
});
