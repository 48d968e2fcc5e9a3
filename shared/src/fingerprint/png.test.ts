import { decode, encode } from 'fast-png';
import { unzlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { greyscalePng, withResolution } from './png';

const AT_300_DPI = { x: 11811, y: 11811, unit: 1 };

/** RGBA pixels whose red, green and blue are each the grey `value(x, y)` gives. */
function greyRgba(width: number, height: number, value: (x: number, y: number) => number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rgba.set([value(x, y), value(x, y), value(x, y), 255], (y * width + x) * 4);
  }
  return rgba;
}

function idatOf(png: Uint8Array): Uint8Array {
  const view = new DataView(png.buffer, png.byteOffset);
  for (let at = 8; at < png.length; at += 12 + view.getUint32(at)) {
    if (String.fromCharCode(...png.subarray(at + 4, at + 8)) === 'IDAT') {
      return png.subarray(at + 8, at + 8 + view.getUint32(at));
    }
  }
  throw new Error('no IDAT');
}

describe('greyscalePng', () => {
  const pictures: Record<string, [number, number, (x: number, y: number) => number]> = {
    'white with a black disc': [300, 200, (x, y) => (Math.hypot(x - 150, y - 100) < 60 ? 0 : 255)],
    'a grey ramp, every value in every row': [256, 3, (x, y) => (x + y * 85) % 256],
    'noise, no two pixels alike in a row': [97, 41, (x, y) => (x * 7919 + y * 104729) % 251],
    'one pixel': [1, 1, () => 42],
    'runs of every length up to past 258': [1200, 2, (x) => (Math.floor(Math.sqrt(x * 8)) % 2 ? 0 : 255)],
  };
  it.each(Object.entries(pictures))(
    'writes %s as 8-bit grey at 300 dpi, pixel for pixel',
    (_, [width, height, value]) => {
      const png = greyscalePng(greyRgba(width, height, value), width, height)!;
      const image = decode(png);
      expect([image.width, image.height, image.channels, image.depth]).toEqual([width, height, 1, 8]);
      expect(image.resolution).toEqual(AT_300_DPI);
      expect(Array.from(image.data)).toEqual(
        Array.from(greyRgba(width, height, value).filter((_, at) => at % 4 === 0)),
      );
    },
  );

  it('deflates a drawn tag to under a sixth of its one channel', () => {
    // A tag-like picture: white, a ring and a disc, with grey anti-aliased edges.
    const size = 1000;
    const value = (x: number, y: number) => {
      const r = Math.hypot(x - 500, y - 500);
      const edge = Math.min(Math.abs(r - 480), Math.abs(r - 160));
      return edge < 12 ? 0 : edge < 13 ? 128 : 255;
    };
    const png = greyscalePng(greyRgba(size, size, value), size, size)!;
    expect(unzlibSync(idatOf(png)).length).toBe((size + 1) * size);
    expect(png.length).toBeLessThan((size * size) / 6);
  });

  it('leaves a file it wrote as it was when it writes the next', () => {
    const first = greyscalePng(
      greyRgba(64, 64, (x, y) => (x * y) % 256),
      64,
      64,
    )!;
    const copy = first.slice();
    greyscalePng(
      greyRgba(64, 64, (x) => (x % 3 ? 0 : 255)),
      64,
      64,
    );
    expect(Buffer.from(first).equals(Buffer.from(copy))).toBe(true);
    expect(Array.from(decode(first).data)).toEqual(
      Array.from(greyRgba(64, 64, (x, y) => (x * y) % 256).filter((_, at) => at % 4 === 0)),
    );
  });

  it('takes BGRX pixels as a VideoFrame gives them: the same grey file, and colour still refused', () => {
    const rgba = greyRgba(50, 20, (x, y) => (x * 5 + y) % 256);
    const bgrx = new Uint8Array(rgba.length);
    for (let at = 0; at < rgba.length; at += 4) bgrx.set([rgba[at + 2]!, rgba[at + 1]!, rgba[at]!, 0], at);
    expect(greyscalePng(bgrx, 50, 20)).toEqual(greyscalePng(rgba, 50, 20));
    bgrx.set([0, 0, 255, 0], 4 * 7);
    expect(greyscalePng(bgrx, 50, 20)).toBeUndefined();
  });

  it('writes nothing for a drawing with a coloured pixel, which one channel cannot hold', () => {
    const rgba = greyRgba(4, 4, () => 255);
    rgba.set([255, 0, 0], 4 * 9);
    expect(greyscalePng(rgba, 4, 4)).toBeUndefined();
  });
});

describe('withResolution', () => {
  it('gives an encoded PNG 300 dpi and keeps its pixels', () => {
    const width = 3;
    const rgb = new Uint8Array([0, 0, 0, 255, 255, 255, 10, 20, 30, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const png = decode(withResolution(encode({ width, height: 2, data: rgb, channels: 3, depth: 8 })));
    expect(png.resolution).toEqual(AT_300_DPI);
    expect(Array.from(png.data)).toEqual(Array.from(rgb));
  });
});
