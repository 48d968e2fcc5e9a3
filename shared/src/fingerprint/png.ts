import { zlibSync } from 'fflate';
import { greyOf } from './hub-logo';

/** PNG tags print at this resolution: 1000 px is 85 mm, as the download form states. */
export const PNG_DPI = 300;

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let at = 0; at < 4; at += 1) out[4 + at] = type.charCodeAt(at);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * An 8-bit PNG of one (grey) or three (RGB) channels with a pHYs chunk, so layout software places the tag
 * at its printed size. Rows unfiltered and deflated by fflate: several times faster than fast-png's
 * encoder at 1000 px, which writes no pHYs anyway.
 */
function png(samples: Uint8Array, width: number, height: number, channels: 1 | 3, dpi: number): Uint8Array {
  const header = new Uint8Array(13);
  const headerView = new DataView(header.buffer);
  headerView.setUint32(0, width);
  headerView.setUint32(4, height);
  header.set([8, channels === 1 ? 0 : 2, 0, 0, 0], 8);
  const phys = new Uint8Array(9);
  const perMetre = Math.round(dpi / 0.0254);
  new DataView(phys.buffer).setUint32(0, perMetre);
  new DataView(phys.buffer).setUint32(4, perMetre);
  phys[8] = 1;
  const stride = width * channels;
  const rows = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y += 1) rows.set(samples.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const parts = [
    Uint8Array.from(SIGNATURE),
    chunk('IHDR', header),
    chunk('pHYs', phys),
    chunk('IDAT', zlibSync(rows, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
}

/**
 * A drawn tag (RGBA, as getImageData gives it) as an 8-bit greyscale PNG that states its resolution:
 * the mark is black on white, so one channel holds all of it at a third of the size.
 */
export function greyscalePng(rgba: ArrayLike<number>, width: number, height: number, dpi = PNG_DPI): Uint8Array {
  const grey = new Uint8Array(width * height);
  for (let pixel = 0; pixel < grey.length; pixel += 1) {
    grey[pixel] = greyOf(rgba[pixel * 4]!, rgba[pixel * 4 + 1]!, rgba[pixel * 4 + 2]!);
  }
  return png(grey, width, height, 1, dpi);
}

/** A drawn tag as greyscalePng writes it, or as 8-bit RGB when a pixel has colour (a colour hub logo). */
export function tagPng(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, dpi = PNG_DPI): Uint8Array {
  for (let at = 0; at < width * height * 4; at += 4) {
    if (rgba[at] !== rgba[at + 1] || rgba[at + 1] !== rgba[at + 2]) {
      const rgb = new Uint8Array(width * height * 3);
      for (let pixel = 0; pixel < width * height; pixel += 1)
        rgb.set(rgba.subarray(pixel * 4, pixel * 4 + 3), pixel * 3);
      return png(rgb, width, height, 3, dpi);
    }
  }
  return greyscalePng(rgba, width, height, dpi);
}
