// The checks a print shop runs, on every format and option, through the real readers: Ghostscript,
// qpdf and poppler (apt: ghostscript qpdf poppler-utils), Chromium for the canvas, the API's own PNG writer (sharp).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { decode, encode } from 'fast-png';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintCanvasScript } from './canvas-script';
import { fingerprintEps, printLayout, type PrintOptions } from './eps';
import { fingerprintGeometry, PNG_DPI } from './geometry';
import { hubLogoClipRadius, hubLogoFromRgba } from './hub-logo';
import { fingerprintPdf } from './pdf';
import { greyImage, inkBoxes, inkCoverage, pdfBox, pointsOf, printFolder, run, type GreyImage } from './print-readers';
import { fingerprintSvg } from './svg';

const root = join(import.meta.dirname, '../../..');
const fromE2e = createRequire(join(root, 'e2e/package.json'));
// Neither is a dependency of shared: the API and e2e packages bring them.
const { printPng } = (await import(join(root, 'api/src/services/tags/print-png.ts'))) as {
  printPng: (svg: string) => Promise<Buffer>;
};
interface Page {
  setContent: (html: string) => Promise<void>;
  addScriptTag: (options: { content: string }) => Promise<unknown>;
  evaluate: <R, A>(run: (argument: A) => R | Promise<R>, argument: A) => Promise<R>;
}
interface Browser {
  newPage: () => Promise<Page>;
  close: () => Promise<void>;
}
const { chromium } = fromE2e('@playwright/test') as {
  chromium: { launch: (options: { executablePath?: string; args: string[] }) => Promise<Browser> };
};

const { saved, remove } = printFolder('fingerprint-preflight-');
const shapes = fingerprintGeometry('fedcba9876543210fedcba9876543210');

/** Tags are drawn 20 mm across with no margin and no clear zone, at 508 dpi: 400 pixels a side. */
const SIDE_PX = 400;
const DPI = (SIDE_PX * 25.4) / 20;
const flat = { diameterMm: 20, marginMm: 0, clearZoneMm: 0 } as const;

/** A logo as RGBA pixels, made from a function of its pixel's position. */
function rgbaLogo(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]) {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) rgba.set(pixel(x, y), (y * width + x) * 4);
  return { width, height, rgba };
}

// Each fills its box to the corners, which reach past the hub ring, with light pixels that would erase
// it: only the clip keeps them off.
const LOGOS = {
  'square and opaque': rgbaLogo(64, 64, (x) => (x < 8 ? [255, 255, 255, 255] : [20, 20, 20, 255])),
  'square with transparency': rgbaLogo(64, 64, (x, y) => [200, 0, 0, x < 32 ? 255 : (y * 4) % 256]),
  'wide and opaque': rgbaLogo(128, 96, (x) => (x < 64 ? [230, 230, 230, 255] : [x, 40, 120, 255])),
  'wide with transparency': rgbaLogo(128, 96, (x, y) => [255, 255, 255, (x + y) % 16 < 8 ? 255 : 0]),
};
type LogoName = keyof typeof LOGOS;
const pngDataUrl = ({ width, height, rgba }: (typeof LOGOS)[LogoName]) =>
  `data:image/png;base64,${Buffer.from(encode({ width, height, data: rgba, channels: 4, depth: 8 })).toString('base64')}`;

type Renderer = (logo: LogoName | null) => Promise<GreyImage>;

function renderEps(logo: LogoName | null): GreyImage {
  const { width, height, rgba } = logo ? LOGOS[logo] : { width: 0, height: 0, rgba: null };
  const hubLogo = rgba ? hubLogoFromRgba(rgba, width, height, 'cmyk') : undefined;
  const path = saved(`logo-${logo}.eps`, fingerprintEps(shapes, { ...flat, hubLogo }));
  run('gs', [
    '-q',
    '-dNOPAUSE',
    '-dBATCH',
    '-dEPSCrop',
    `-r${DPI}`,
    '-sDEVICE=pgmraw',
    `-sOutputFile=${path}.pgm`,
    path,
  ]);
  return greyImage(readFileSync(`${path}.pgm`));
}

function renderPdf(logo: LogoName | null, colour: 'cmyk' | 'rgb'): GreyImage {
  const { width, height, rgba } = logo ? LOGOS[logo] : { width: 0, height: 0, rgba: null };
  const hubLogo = rgba ? hubLogoFromRgba(rgba, width, height, colour) : undefined;
  const path = saved(`logo-${logo}-${colour}.pdf`, fingerprintPdf(shapes, { ...flat, colour, hubLogo }));
  run('pdftoppm', ['-r', String(DPI), '-gray', '-singlefile', path, path]);
  return greyImage(readFileSync(`${path}.pgm`));
}

/** The API's PNG: the SVG renderer's drawing written by the API's printPng, as tag-image-service does. */
async function renderApiPng(logo: LogoName | null): Promise<GreyImage> {
  const svg = fingerprintSvg(shapes, { size: String(SIDE_PX), ...(logo ? { hubImage: pngDataUrl(LOGOS[logo]) } : {}) });
  const png = decode(await printPng(svg));
  expect([png.channels, png.depth, png.resolution]).toEqual([1, 8, AT_300_DPI]);
  return { width: png.width, height: png.height, pixels: png.data as Uint8Array };
}

let browser: Browser | undefined;
let page: Page;
const executablePath = ['/usr/bin/chromium', process.env.CHROMIUM_PATH].find(
  (path) => path && spawnSync('test', ['-x', path]).status === 0,
);
beforeAll(async () => {
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  page = await browser.newPage();
  await page.setContent('<!doctype html><title>canvas</title>');
  await page.addScriptTag({ content: fingerprintCanvasScript() });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  remove();
});

const AT_300_DPI = { x: 11811, y: 11811, unit: 1 };

/**
 * The PNG the download writes (tagPng: grey, or as the canvas encodes it when a pixel has colour), and the
 * canvas's own encoding of the same drawing, as the files were before tags were written grey.
 */
async function canvasPngs(
  logo: LogoName | null,
  size: number,
  clearPx = 0,
): Promise<{ tag: Uint8Array; canvas: Uint8Array }> {
  const files = await page.evaluate(
    async ({ shapes, size, clearPx, logoUrl }) => {
      const canvas = new OffscreenCanvas(size, size);
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      const hub = logoUrl ? await createImageBitmap(await (await fetch(logoUrl)).blob()) : undefined;
      const drawing = window as unknown as {
        drawFingerprint: (...args: unknown[]) => void;
        tagPng: (context: OffscreenCanvasRenderingContext2D) => Promise<Uint8Array>;
      };
      drawing.drawFingerprint(context, shapes, size, hub, clearPx);
      // As base64: an array of numbers takes the page far longer to hand over.
      const base64 = (bytes: Uint8Array) => {
        let text = '';
        for (let at = 0; at < bytes.length; at += 0x8000) {
          text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
        }
        return btoa(text);
      };
      return {
        tag: base64(await drawing.tagPng(context)),
        canvas: base64(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer())),
      };
    },
    { shapes, size, clearPx, logoUrl: logo ? pngDataUrl(LOGOS[logo]) : null },
  );
  return {
    tag: new Uint8Array(Buffer.from(files.tag, 'base64')),
    canvas: new Uint8Array(Buffer.from(files.canvas, 'base64')),
  };
}

const canvasPng = async (logo: LogoName | null, size: number, clearPx = 0) =>
  (await canvasPngs(logo, size, clearPx)).tag;

async function renderCanvas(logo: LogoName | null): Promise<GreyImage> {
  const png = decode(await canvasPng(logo, SIDE_PX));
  const { channels } = png;
  const pixels = (png.data as Uint8Array).filter((_, index) => index % channels === 0);
  return { width: png.width, height: png.height, pixels };
}

/**
 * Pixels outside the disc the logo is clipped to (the hub ring and every feature beyond it) that differ
 * in ink between two renders, left after a 3×3 erosion takes off single-pixel edges of anti-aliasing.
 */
function differingOutsideHub(a: GreyImage, b: GreyImage): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  const { width, height } = a;
  const limit = hubLogoClipRadius(shapes);
  const differs = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return false;
    const dx = (x + 0.5) / width - 0.5;
    const dy = (y + 0.5) / height - 0.5;
    if (Math.hypot(dx, dy) < limit) return false;
    const at = y * width + x;
    return a.pixels[at]! < 128 !== b.pixels[at]! < 128;
  };
  let count = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ([-1, 0, 1].every((oy) => [-1, 0, 1].every((ox) => differs(x + ox, y + oy)))) count += 1;
    }
  }
  return count;
}

const centreIsDark = (image: GreyImage) =>
  image.pixels[Math.floor(image.height / 2) * image.width + Math.floor(image.width / 2)]! < 128;

describe('a hub logo leaves the mark as it is', () => {
  const renderers: Record<string, Renderer> = {
    PNG: renderCanvas,
    EPS: async (logo) => renderEps(logo),
    'PDF K-only': async (logo) => renderPdf(logo, 'cmyk'),
    'PDF RGB': async (logo) => renderPdf(logo, 'rgb'),
    'API PNG': renderApiPng,
  };
  for (const [format, render] of Object.entries(renderers)) {
    it.each(Object.keys(LOGOS) as LogoName[])(
      `${format}: the ring and everything outside the hub match the tag without a logo, for a logo %s`,
      async (logo) => {
        const plain = await render(null);
        const withLogo = await render(logo);
        expect(differingOutsideHub(plain, withLogo)).toBe(0);
        if (logo === 'square and opaque') expect(centreIsDark(withLogo)).toBe(true);
        expect(centreIsDark(plain)).toBe(false);
      },
    );
  }
});

const greyLogo = hubLogoFromRgba(LOGOS['square with transparency'].rgba, 64, 64, 'cmyk');
const colourLogo = hubLogoFromRgba(LOGOS['square with transparency'].rgba, 64, 64, 'rgb');

interface Case {
  format: 'EPS' | 'PDF';
  colour: 'cmyk' | 'rgb';
  option: 'bleed' | 'crop marks' | 'logo' | 'white background';
  diameterMm: number;
}

const CASES: Case[] = (['EPS', 'PDF'] as const).flatMap((format) =>
  (['cmyk', 'rgb'] as const).flatMap((colour) =>
    (['bleed', 'crop marks', 'logo', 'white background'] as const).flatMap((option) =>
      [10, 30].map((diameterMm) => ({ format, colour, option, diameterMm })),
    ),
  ),
);

function printOptions({ colour, option, diameterMm }: Case): PrintOptions {
  return {
    diameterMm,
    marginMm: 6,
    clearZoneMm: 1,
    colour,
    ...(option === 'bleed' ? { bleedMm: 3 } : {}),
    ...(option === 'crop marks' ? { bleedMm: 1, cropMarks: true } : {}),
    ...(option === 'logo' ? { hubLogo: colour === 'cmyk' ? greyLogo : colourLogo } : {}),
    ...(option === 'white background' ? { bleedMm: 2, whiteBackground: true } : {}),
  };
}

/** Whether the file paints white anywhere: the page's content as qpdf uncompresses it, or the EPS's text. */
function paintsWhite(file: string, { format, colour }: Case): boolean {
  const content =
    format === 'PDF' ? run('qpdf', ['--qdf', '--object-streams=disable', file, '-']) : readFileSync(file, 'latin1');
  const white = {
    'EPS cmyk': /^0 0 0 0 setcmykcolor$/m,
    'EPS rgb': /^1 1 1 setrgbcolor$/m,
    'PDF cmyk': /^0\.? 0\.? 0\.? 0\.? k$/m,
    'PDF rgb': /^1\.? 1\.? 1\.? rg$/m,
  }[`${format} ${colour}`]!;
  return white.test(content);
}

describe('print files pass preflight', () => {
  it.each(CASES)('$format $colour with $option at $diameterMm mm', (testCase) => {
    const options = printOptions(testCase);
    const file =
      testCase.format === 'EPS'
        ? saved(`case.eps`, fingerprintEps(shapes, options))
        : saved(`case.pdf`, fingerprintPdf(shapes, options));
    const layout = printLayout(options);
    const page = layout.side;
    if (testCase.format === 'PDF') {
      expect(run('qpdf', ['--check', file])).toContain('No syntax or stream encoding errors found');
      const box = (name: string) => pdfBox(file, name);
      const trim = [layout.trimAt, layout.trimAt, page - layout.trimAt, page - layout.trimAt];
      // jspdf writes boxes to 0.01 pt.
      box('TrimBox').forEach((value, index) => expect(value).toBeCloseTo(trim[index]!, 1));
      box('MediaBox').forEach((value, index) => expect(value).toBeCloseTo([0, 0, page, page][index]!, 1));
      if (testCase.option === 'logo') {
        // The logo's samples and its soft mask, both deflated.
        const qdf = run('qpdf', ['--qdf', '--object-streams=disable', '--decode-level=none', file, '-']);
        const images = qdf.split(/\n(?=\d+ 0 obj)/).filter((object) => object.includes('/Subtype /Image'));
        expect(images.length).toBe(2);
        for (const image of images) expect(image).toContain('/FlateDecode');
      }
    } else {
      const declared = readFileSync(file, 'latin1')
        .match(/^%%HiResBoundingBox: (.*)$/m)![1]!
        .split(' ')
        .map(Number);
      declared.forEach((value, index) => expect(value).toBeCloseTo([0, 0, page, page][index]!, 3));
    }

    const ink = inkBoxes(file).hiRes;
    if (testCase.option === 'crop marks') {
      // The marks run from the drawing's edge.
      expect(ink[0]).toBeCloseTo(0, 1);
      expect(ink[2]).toBeCloseTo(page, 1);
    } else {
      // The bbox device counts no white: the ink is the mark's, at least the clear zone inside the trim.
      const clear = pointsOf(1);
      for (const low of [ink[0]!, ink[1]!]) expect(low).toBeGreaterThanOrEqual(layout.trimAt + clear - 0.01);
      for (const high of [ink[2]!, ink[3]!]) expect(high).toBeLessThanOrEqual(page - layout.trimAt - clear + 0.01);
    }
    // White paper only when asked, over trim and bleed.
    expect(paintsWhite(file, testCase)).toBe(testCase.option === 'white background');

    const [c, m, y, k] = inkCoverage(file);
    if (testCase.colour === 'cmyk') expect([c, m, y]).toEqual([0, 0, 0]);
    expect(k).toBeGreaterThan(0);
  });

  it('a PNG with a colour logo keeps its colours, and states 300 dpi', async () => {
    const png = decode(await canvasPng('wide and opaque', 200));
    expect(png.channels).toBeGreaterThanOrEqual(3);
    expect([png.depth, png.resolution]).toEqual([8, AT_300_DPI]);
  });

  it.each([
    ['no logo', null],
    ['a grey logo', 'square and opaque'],
    ['a logo with transparency', 'wide with transparency'],
  ] as const)(
    'a 1000 px PNG with %s is 8-bit grey, pixel for pixel the canvas’s RGB encoding of it',
    async (_, logo) => {
      const { tag, canvas } = await canvasPngs(logo, 1000, 12);
      const grey = decode(tag);
      const rgb = decode(canvas);
      expect([grey.channels, grey.depth, grey.resolution]).toEqual([1, 8, AT_300_DPI]);
      const red = (rgb.data as Uint8Array).filter((_, index) => index % rgb.channels === 0);
      expect(Buffer.from(grey.data as Uint8Array).equals(Buffer.from(red))).toBe(true);
      // Under half the bytes of the RGB file.
      expect(tag.length).toBeLessThan(canvas.length / 2);
    },
  );

  it.each([
    [200, null],
    [1000, null],
    [1000, 'square with transparency'],
  ] as const)(
    'a %i px PNG (logo: %s) read through a VideoFrame is the file getImageData gives, tag after tag on one canvas',
    async (size, logo) => {
      const seeds = [
        '0123456789abcdef0123456789abcdef',
        'fedcba9876543210fedcba9876543210',
        '00ff00ff00ff00ff00ff00ff00ff00ff',
      ];
      const files = await page.evaluate(
        async ({ shapes, size, logoUrl }) => {
          const canvas = new OffscreenCanvas(size, size);
          const context = canvas.getContext('2d', { willReadFrequently: true })!;
          const hub = logoUrl ? await createImageBitmap(await (await fetch(logoUrl)).blob()) : undefined;
          const drawing = window as unknown as {
            drawFingerprint: (...args: unknown[]) => void;
            tagPng: (context: OffscreenCanvasRenderingContext2D) => Promise<Uint8Array>;
          };
          const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
          const { VideoFrame } = window;
          const read = async (withFrames: boolean) => {
            Object.assign(window, { VideoFrame: withFrames ? VideoFrame : undefined });
            const written: string[] = [];
            // One canvas for every tag, as the worker draws them: the frame's buffer is reused.
            for (const each of shapes) {
              drawing.drawFingerprint(context, each, size, hub);
              written.push(hex(await drawing.tagPng(context)));
            }
            return written;
          };
          const framed = await read(true);
          const unframed = await read(false);
          Object.assign(window, { VideoFrame });
          return { hasFrames: typeof VideoFrame === 'function', framed, unframed };
        },
        {
          shapes: seeds.map((seed) => fingerprintGeometry(seed)),
          size,
          logoUrl: logo ? pngDataUrl(LOGOS[logo]) : null,
        },
      );
      expect(files.hasFrames).toBe(true);
      expect(new Set(files.framed).size).toBe(seeds.length);
      expect(files.framed).toEqual(files.unframed);
    },
  );

  it.each([200, 1000])('a %i px PNG is 8-bit grey, states 300 dpi and keeps 1 mm clear of its edges', async (size) => {
    const clearPx = Math.round(PNG_DPI / 25.4);
    const png = decode(await canvasPng('wide with transparency', size, clearPx));
    expect([png.width, png.height, png.channels, png.depth]).toEqual([size, size, 1, 8]);
    expect(png.resolution).toEqual(AT_300_DPI);
    const pixels = png.data as Uint8Array;
    let darkNearEdge = 0;
    let dark = 0;
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        if (pixels[y * size + x]! >= 128) continue;
        dark += 1;
        if (Math.min(x, y, size - 1 - x, size - 1 - y) < clearPx) darkNearEdge += 1;
      }
    }
    expect(dark).toBeGreaterThan(size * size * 0.1);
    expect(darkNearEdge).toBe(0);
  });
});
