import { encode } from 'fast-png';
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

/** The pHYs chunk: pixels per metre on both axes, so layout software places the tag at its printed size. */
function physChunk(dpi: number): Uint8Array {
  const chunk = new Uint8Array(4 + 4 + 9 + 4);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, 9);
  chunk.set([0x70, 0x48, 0x59, 0x73], 4);
  const perMetre = Math.round(dpi / 0.0254);
  view.setUint32(8, perMetre);
  view.setUint32(12, perMetre);
  chunk[16] = 1;
  view.setUint32(17, crc32(chunk.subarray(4, 17)));
  return chunk;
}

/** After the 8-byte signature and the IHDR chunk (13 bytes of data, 12 of length, type and CRC). */
const AFTER_IHDR = 8 + 25;

/** The PNG with a pHYs chunk after its header. */
function withResolution(png: Uint8Array, dpi: number): Uint8Array {
  const phys = physChunk(dpi);
  const out = new Uint8Array(png.length + phys.length);
  out.set(png.subarray(0, AFTER_IHDR));
  out.set(phys, AFTER_IHDR);
  out.set(png.subarray(AFTER_IHDR), AFTER_IHDR + phys.length);
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
  return withResolution(encode({ width, height, data: grey, channels: 1, depth: 8 }), dpi);
}

/** A drawn tag as greyscalePng writes it, or as 8-bit RGB when a pixel has colour (a colour hub logo). */
export function tagPng(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, dpi = PNG_DPI): Uint8Array {
  for (let at = 0; at < width * height * 4; at += 4) {
    if (rgba[at] !== rgba[at + 1] || rgba[at + 1] !== rgba[at + 2]) {
      const rgb = new Uint8Array(width * height * 3);
      for (let pixel = 0; pixel < width * height; pixel += 1)
        rgb.set(rgba.subarray(pixel * 4, pixel * 4 + 3), pixel * 3);
      return withResolution(encode({ width, height, data: rgb, channels: 3, depth: 8 }), dpi);
    }
  }
  return greyscalePng(rgba, width, height, dpi);
}
