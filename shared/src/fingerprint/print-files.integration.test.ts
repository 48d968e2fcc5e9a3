import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { fingerprintEps, GREY_LOGO_FOR_K_ONLY, type PrintOptions } from './eps';
import { fingerprintGeometry } from './geometry';
import { hubLogoFromRgba } from './hub-logo';
import { fingerprintPdf } from './pdf';
import {
  boxesIn,
  greyImage,
  inkBoxes,
  inkCoverage,
  pdfBox,
  pointsOf,
  printFolder,
  run,
  type GreyImage,
} from './print-readers';

const { saved, remove } = printFolder('fingerprint-print-');
afterAll(remove);

const shapes = fingerprintGeometry('0123456789abcdef0123456789abcdef');

const isDark = (image: GreyImage, x: number, y: number) =>
  x >= 0 && y >= 0 && x < image.width && y < image.height && image.pixels[y * image.width + x]! < 128;

const darkShare = (image: GreyImage) => image.pixels.filter((value) => value < 128).length / image.pixels.length;

function darkPixelsWithoutNeighbour(image: GreyImage, other: GreyImage): number {
  let lonely = 0;
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (!isDark(image, x, y)) continue;
      const near = [-1, 0, 1].some((dy) => [-1, 0, 1].some((dx) => isDark(other, x + dx, y + dy)));
      if (!near) lonely += 1;
    }
  }
  return lonely;
}

describe('fingerprintEps', () => {
  it('declares the bounding box Ghostscript measures, with or without bleed and crop marks', () => {
    const layouts: PrintOptions[] = [
      { bleedMm: 3, cropMarks: true },
      { cropMarks: true, colour: 'rgb', diameterMm: 35 },
    ];
    for (const options of layouts) {
      const eps = fingerprintEps(shapes, options);
      const declared = boxesIn(eps);
      const measured = inkBoxes(saved('marks.eps', eps));
      expect(measured.whole).toEqual(declared.whole);
      measured.hiRes.forEach((value, index) => expect(value).toBeCloseTo(declared.hiRes[index]!, 1));
    }
  });

  it('is the tag square in points, with the ink inside it where the geometry puts the rim', () => {
    for (const diameterMm of [10, 20, 60]) {
      const eps = fingerprintEps(shapes, { diameterMm, bleedMm: 2 });
      const side = pointsOf(diameterMm + 4);
      expect(boxesIn(eps).hiRes).toEqual([0, 0, side, side].map((value) => Math.round(value * 100_000) / 100_000));
      expect(boxesIn(eps).whole).toEqual([0, 0, Math.ceil(side), Math.ceil(side)]);
      // The rim's outer edge is 0.495 of the diameter from the centre; white paper is not ink.
      const rimEdge = pointsOf(2) + (0.5 - shapes.rim.radius - shapes.rim.width / 2) * pointsOf(diameterMm);
      const measured = inkBoxes(saved('bleed.eps', eps)).hiRes;
      expect(measured[0]).toBeCloseTo(rimEdge, 1);
      expect(measured[2]).toBeCloseTo(side - rimEdge, 1);
    }
  });

  it('prints black on the K plate only by default, and as RGB when asked', () => {
    const [c, m, y, k] = inkCoverage(saved('cmyk.eps', fingerprintEps(shapes)));
    expect([c, m, y]).toEqual([0, 0, 0]);
    expect(k).toBeGreaterThan(0.1);
    const rgb = fingerprintEps(shapes, { colour: 'rgb' });
    expect(rgb).toContain('0 0 0 setrgbcolor');
    expect(rgb).not.toContain('setcmykcolor');
  });

  it('refuses a diameter of 0 mm or less and a negative bleed', () => {
    expect(() => fingerprintEps(shapes, { diameterMm: 0 })).toThrow('The diameter must be above 0 mm');
    expect(() => fingerprintEps(shapes, { bleedMm: -1 })).toThrow('the bleed 0 mm or more');
  });

  it('draws the same tag as the PDF renderer, to a pixel at 288 dpi', () => {
    const eps = saved('same.eps', fingerprintEps(shapes));
    const pdf = saved('same.pdf', fingerprintPdf(shapes, { marginMm: 0 }));
    run('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-dEPSCrop', '-r288', '-sDEVICE=pgmraw', `-sOutputFile=${eps}.pgm`, eps]);
    run('pdftoppm', ['-r', '288', '-gray', '-singlefile', pdf, pdf]);
    const fromEps = greyImage(readFileSync(`${eps}.pgm`));
    const fromPdf = greyImage(readFileSync(`${pdf}.pgm`));
    expect([fromEps.width, fromEps.height]).toEqual([fromPdf.width, fromPdf.height]);
    expect(darkShare(fromEps)).toBeGreaterThan(0.1);
    // Ghostscript paints every pixel a shape touches, poppler the pixels it mostly covers: allow one pixel.
    expect(darkPixelsWithoutNeighbour(fromEps, fromPdf)).toBe(0);
    expect(darkPixelsWithoutNeighbour(fromPdf, fromEps)).toBe(0);
  });
});

describe('fingerprintPdf', () => {
  it('passes qpdf --check and has a page of diameter + 2 × margin millimetres', () => {
    for (const [diameterMm, marginMm] of [
      [20, 2],
      [30, 0],
      [12.5, 1.5],
    ] as const) {
      const path = saved(`tag-${diameterMm}.pdf`, fingerprintPdf(shapes, { diameterMm, marginMm }));
      expect(run('qpdf', ['--check', path])).toContain('No syntax or stream encoding errors found');
      const [width, height] = run('pdfinfo', [path])
        .match(/^Page size:\s+([\d.]+) x ([\d.]+) pts$/m)!
        .slice(1)
        .map(Number);
      expect(width).toBeCloseTo(pointsOf(diameterMm + 2 * marginMm), 3);
      expect(height).toBeCloseTo(pointsOf(diameterMm + 2 * marginMm), 3);
    }
  });

  it('refuses a diameter of 0 mm or less and a negative margin', () => {
    expect(() => fingerprintPdf(shapes, { diameterMm: -5 })).toThrow('The diameter must be above 0 mm');
    expect(() => fingerprintPdf(shapes, { marginMm: -0.1 })).toThrow('The margin must be 0 mm or more');
  });

  it('writes the tag square as TrimBox and the bleed as BleedBox, within the page', () => {
    const path = saved('boxes.pdf', fingerprintPdf(shapes, { diameterMm: 20, marginMm: 6, bleedMm: 2 }));
    const box = (name: string) => pdfBox(path, name);
    const expected = (from: number, to: number) => [from, from, to, to].map(pointsOf);
    box('TrimBox').forEach((value, index) => expect(value).toBeCloseTo(expected(6, 26)[index]!, 2));
    box('BleedBox').forEach((value, index) => expect(value).toBeCloseTo(expected(4, 28)[index]!, 2));
    box('MediaBox').forEach((value, index) => expect(value).toBeCloseTo(expected(0, 32)[index]!, 2));
  });

  it('draws crop marks in the margin on the trim lines, and only where the margin leaves room', () => {
    const withMarks = saved('marks.pdf', fingerprintPdf(shapes, { diameterMm: 20, marginMm: 8, cropMarks: true }));
    run('pdftoppm', ['-r', '254', '-gray', '-singlefile', withMarks, withMarks]);
    const image = greyImage(readFileSync(`${withMarks}.pgm`));
    // 254 dpi is 10 pixels a millimetre: the trim line sits 80 px in; the page's corner square is empty.
    const at = (x: number, y: number) => image.pixels[y * image.width + x]!;
    expect(Math.min(at(20, 79), at(20, 80), at(20, 81))).toBeLessThan(128);
    expect(Math.min(at(79, 20), at(80, 20), at(81, 20))).toBeLessThan(128);
    expect(at(20, 20)).toBeGreaterThan(200);
    // Nothing between the marks' end and the trim: the gap keeps them off the bleed.
    expect(at(70, 80)).toBeGreaterThan(200);
    expect(() => fingerprintPdf(shapes, { marginMm: 3, cropMarks: true })).toThrow(
      'Crop marks need a margin of 4 mm or more',
    );
    expect(() => fingerprintPdf(shapes, { marginMm: 2, bleedMm: 3 })).toThrow('within the margin');
  });

  it('renders to an image with the tag on it', () => {
    const path = saved('render.pdf', fingerprintPdf(shapes));
    run('pdftoppm', ['-r', '150', '-gray', '-singlefile', path, path]);
    expect(darkShare(greyImage(readFileSync(`${path}.pgm`)))).toBeGreaterThan(0.05);
  });

  it('prints black on the K plate only by default, and as RGB when asked', () => {
    const [c, m, y, k] = inkCoverage(saved('cmyk.pdf', fingerprintPdf(shapes)));
    expect([c, m, y]).toEqual([0, 0, 0]);
    expect(k).toBeGreaterThan(0.1);
    const rgbPage = run('qpdf', [
      '--qdf',
      '--object-streams=disable',
      saved('rgb.pdf', fingerprintPdf(shapes, { colour: 'rgb' })),
      '-',
    ]);
    expect(rgbPage).toMatch(/^0\.? 0\.? 0\.? rg$/m);
    expect(rgbPage).not.toMatch(/ k$/m);
  });
});

describe('a hub logo in print files', () => {
  const greyLogo = hubLogoFromRgba(
    new Uint8Array(16 * 8 * 4).fill(64).map((v, i) => (i % 4 === 3 ? 255 : v)),
    16,
    8,
    'cmyk',
  );
  const redLogo = hubLogoFromRgba(
    Uint8Array.from({ length: 8 * 8 * 4 }, (_, i) => [200, 0, 0, 255][i % 4]!),
    8,
    8,
    'rgb',
  );

  /** The colour at the tag's centre, drawn by Ghostscript (EPS) or pdftoppm (PDF) at 72 dpi. */
  function centre(path: string, format: 'eps' | 'pdf'): number[] {
    if (format === 'eps')
      run('gs', [
        '-q',
        '-dNOPAUSE',
        '-dBATCH',
        '-dEPSCrop',
        '-r72',
        '-sDEVICE=ppmraw',
        `-sOutputFile=${path}.ppm`,
        path,
      ]);
    else run('pdftoppm', ['-r', '72', '-singlefile', path, path]);
    const ppm = readFileSync(`${path}.ppm`);
    const [width, height] = ppm
      .subarray(0, 200)
      .toString('latin1')
      .split('\n')
      .filter((line) => !line.startsWith('#'))[1]!
      .split(/\s+/)
      .map(Number) as [number, number];
    const pixels = ppm.subarray(ppm.length - width * height * 3);
    const at = (Math.floor(height / 2) * width + Math.floor(width / 2)) * 3;
    return [...pixels.subarray(at, at + 3)];
  }

  it('greys by luminance for K-only print and keeps transparency as a mask, not white', () => {
    const logo = hubLogoFromRgba([255, 0, 0, 255, 0, 0, 0, 0], 2, 1, 'cmyk');
    expect([...logo.pixels]).toEqual([76, 0]);
    expect([...logo.alpha!]).toEqual([255, 0]);
    expect(logo.channels).toBe(1);
    expect(hubLogoFromRgba([9, 9, 9, 255], 1, 1, 'rgb').alpha).toBeUndefined();
  });

  it('is drawn in the hub of an EPS, grey on the K plate only, or in its colours as RGB', () => {
    const grey = saved('logo-grey.eps', fingerprintEps(shapes, { diameterMm: 60, hubLogo: greyLogo }));
    expect(readFileSync(grey, 'latin1')).toContain('%%LanguageLevel: 3');
    expect(inkBoxes(grey).hiRes).toHaveLength(4);
    const [r, g, b] = centre(grey, 'eps');
    expect([r, g, b].every((value) => Math.abs(value! - 64) < 12)).toBe(true);
    const [c, m, y] = inkCoverage(grey);
    expect([c, m, y]).toEqual([0, 0, 0]);
    const red = saved('logo-red.eps', fingerprintEps(shapes, { diameterMm: 60, colour: 'rgb', hubLogo: redLogo }));
    expect(centre(red, 'eps')).toEqual([200, 0, 0]);
  });

  it('is drawn in the hub of a PDF, grey on the K plate only, or in its colours as RGB', () => {
    const grey = saved('logo-grey.pdf', fingerprintPdf(shapes, { diameterMm: 60, marginMm: 0, hubLogo: greyLogo }));
    expect(run('qpdf', ['--check', grey])).toContain('No syntax or stream encoding errors found');
    const [r] = centre(grey, 'pdf');
    expect(Math.abs(r! - 64)).toBeLessThan(12);
    const [c, m, y] = inkCoverage(grey);
    expect([c, m, y]).toEqual([0, 0, 0]);
    const red = saved(
      'logo-red.pdf',
      fingerprintPdf(shapes, { diameterMm: 60, marginMm: 0, colour: 'rgb', hubLogo: redLogo }),
    );
    expect(centre(red, 'pdf')).toEqual([200, 0, 0]);
  });

  it('refuses a colour logo in a file that prints on the K plate only', () => {
    expect(() => fingerprintEps(shapes, { hubLogo: redLogo })).toThrow(GREY_LOGO_FOR_K_ONLY);
    expect(() => fingerprintPdf(shapes, { hubLogo: redLogo })).toThrow(GREY_LOGO_FOR_K_ONLY);
  });
});
