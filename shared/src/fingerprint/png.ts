import type { Context2D } from './canvas';
import { PNG_DPI } from './geometry';

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

function physChunk(dpi: number): Uint8Array {
  const phys = new Uint8Array(9);
  const perMetre = Math.round(dpi / 0.0254);
  new DataView(phys.buffer).setUint32(0, perMetre);
  new DataView(phys.buffer).setUint32(4, perMetre);
  phys[8] = 1;
  return chunk('pHYs', phys);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  parts.reduce((at, part) => (out.set(part, at), at + part.length), 0);
  return out;
}

/** A PNG as a canvas encodes it, with a pHYs chunk after its header so layout software places it at its printed size. */
export function withResolution(png: Uint8Array, dpi = PNG_DPI): Uint8Array {
  const headerEnd = SIGNATURE.length + 12 + 13;
  return concat([png.subarray(0, headerEnd), physChunk(dpi), png.subarray(headerEnd)]);
}

/** Deflate's fixed Huffman codes of the literal/length symbols, bit-reversed (deflate writes a code first bit first). */
const FIXED_CODES = new Uint16Array(288);
const FIXED_LENGTHS = new Uint8Array(288);
for (let symbol = 0; symbol < 288; symbol += 1) {
  const [base, first, length] =
    symbol < 144 ? [0x30, 0, 8] : symbol < 256 ? [0x190, 144, 9] : symbol < 280 ? [0, 256, 7] : [0xc0, 280, 8];
  const code = base + symbol - first;
  let reversed = 0;
  for (let bit = 0; bit < length; bit += 1) reversed |= ((code >> bit) & 1) << (length - 1 - bit);
  FIXED_CODES[symbol] = reversed;
  FIXED_LENGTHS[symbol] = length;
}

/** For a match length of 3 to 258: its symbol, the count of extra bits after it and their value. */
const LENGTH_SYMBOLS = new Uint16Array(259);
const LENGTH_EXTRA_BITS = new Uint8Array(259);
const LENGTH_EXTRAS = new Uint8Array(259);
for (let symbol = 257, base = 3; symbol < 285; symbol += 1) {
  const extraBits = symbol < 265 ? 0 : Math.floor((symbol - 261) / 4);
  for (let extra = 0; extra < 1 << extraBits && base + extra < 258; extra += 1) {
    LENGTH_SYMBOLS[base + extra] = symbol;
    LENGTH_EXTRA_BITS[base + extra] = extraBits;
    LENGTH_EXTRAS[base + extra] = extra;
  }
  base += 1 << extraBits;
}
LENGTH_SYMBOLS[258] = 285;

const LONGEST_MATCH = 258;
const ADLER_MODULUS = 65521;

/**
 * A zlib stream of one fixed-Huffman deflate block whose only matches repeat the byte before (zlib's Z_RLE
 * strategy): a drawn tag is runs of one value, so this is nearly as small as zlib's default level at a
 * fraction of its time. fflate's level 1 took twice as long at 1000 px and the browser's CompressionStream
 * (level 6, no choice of strategy) 22 ms, three times the canvas's whole PNG encoder. It is fed whole runs
 * and keeps Adler-32 a run at a time, so a long run of white costs as much as one pixel.
 */
class ZlibRunWriter {
  /**
   * The output of the last writer, reused by the next: the caller copies a stream out before it writes
   * another, and a fresh 1.1 MB buffer a 1000 px tag was garbage the worker's collector paid for.
   */
  private static scratch = new Uint8Array(0);
  private readonly out: Uint8Array;
  private at = 2;
  private bits = 0;
  private bitCount = 0;
  private value = -1;
  private repeats = 0;
  private adlerA = 1;
  private adlerB = 0;

  constructor(length: number) {
    // Each byte is at most a 9-bit literal; then the zlib header, the end of block, padding and Adler-32.
    const bound = Math.ceil((length * 9) / 8) + 16;
    if (ZlibRunWriter.scratch.length < bound) ZlibRunWriter.scratch = new Uint8Array(bound);
    this.out = ZlibRunWriter.scratch;
    this.out.set([0x78, 0x01]);
    // BFINAL 1, BTYPE 01: the last block, with the fixed codes.
    this.write(0b011, 3);
  }

  /** `count` bytes of `value`. */
  run(value: number, count: number): void {
    // Adler-32 over `count` bytes of one value: a grows by value each byte, b by each a in turn.
    this.adlerB = (this.adlerB + count * this.adlerA + (value * count * (count + 1)) / 2) % ADLER_MODULUS;
    this.adlerA = (this.adlerA + count * value) % ADLER_MODULUS;
    if (value === this.value) {
      this.repeats += count;
    } else {
      this.flushRepeats();
      this.literal(value);
      this.value = value;
      this.repeats = count - 1;
    }
    while (this.repeats >= LONGEST_MATCH) {
      this.repeat(LONGEST_MATCH);
      this.repeats -= LONGEST_MATCH;
    }
  }

  finish(): Uint8Array {
    this.flushRepeats();
    this.literal(256);
    if (this.bitCount > 0) this.write(0, 8 - this.bitCount);
    new DataView(this.out.buffer).setUint32(this.at, ((this.adlerB << 16) | this.adlerA) >>> 0);
    return this.out.subarray(0, this.at + 4);
  }

  private flushRepeats(): void {
    if (this.repeats < 3) {
      for (let repeat = 0; repeat < this.repeats; repeat += 1) this.literal(this.value);
    } else {
      this.repeat(this.repeats);
    }
    this.repeats = 0;
  }

  private literal(value: number): void {
    this.write(FIXED_CODES[value]!, FIXED_LENGTHS[value]!);
  }

  /** The byte before, `count` (3 to 258) more times. */
  private repeat(count: number): void {
    this.literal(LENGTH_SYMBOLS[count]!);
    this.write(LENGTH_EXTRAS[count]!, LENGTH_EXTRA_BITS[count]!);
    // Distance 1: distance code 0, five zero bits.
    this.write(0, 5);
  }

  private write(value: number, count: number): void {
    this.bits |= value << this.bitCount;
    this.bitCount += count;
    while (this.bitCount >= 8) {
      this.out[this.at++] = this.bits & 0xff;
      this.bits >>>= 8;
      this.bitCount -= 8;
    }
  }
}

/**
 * A drawn tag (4 bytes a pixel with its colour in the first three: RGBA as getImageData gives it, or the
 * BGRX of a VideoFrame) as an 8-bit greyscale PNG that states `dpi`: the mark is
 * black on white, so one channel holds all of it at half the canvas's RGBA file or less. Rows are left
 * unfiltered: runs of white and black broken only at anti-aliased edges, which the run-length writer
 * made 15% smaller than the Up or Sub filter (50 KB against 59 and 60 KB at 1000 px). Undefined as soon
 * as a pixel has colour (a colour hub logo), which one channel cannot hold. The scan compares whole
 * pixels and hands the writer a run at a time: it halved the time of a pass that handled every byte.
 */
export function greyscalePng(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  dpi = PNG_DPI,
): Uint8Array | undefined {
  // One read a pixel: the first channel in the low byte. Grey has all three equal, so their order is moot.
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  const idat = new ZlibRunWriter((width + 1) * height);
  for (let rowStart = 0; rowStart < pixels.length; rowStart += width) {
    // The row's filter byte: none.
    idat.run(0, 1);
    const rowEnd = rowStart + width;
    for (let at = rowStart; at < rowEnd;) {
      const pixel = pixels[at]!;
      const value = pixel & 0xff;
      if ((pixel & 0xffffff) !== value * 0x010101) return undefined;
      let end = at + 1;
      while (end < rowEnd && pixels[end] === pixel) end += 1;
      idat.run(value, end - at);
      at = end;
    }
  }
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  // Depth 8, colour type 0 (grey), deflate, adaptive filtering, no interlace.
  header.set([8, 0, 0, 0, 0], 8);
  return concat([
    Uint8Array.from(SIGNATURE),
    chunk('IHDR', header),
    physChunk(dpi),
    chunk('IDAT', idat.finish()),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

function canvasPng(canvas: OffscreenCanvas | HTMLCanvasElement): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no PNG'))), 'image/png'),
  );
}

/** Frame formats of 4 bytes a pixel with red, green and blue in the first three bytes, in either order. */
const FOUR_BYTE_RGB = new Set<VideoPixelFormat>(['RGBA', 'RGBX', 'BGRA', 'BGRX']);

/** A frame of the canvas as it is now, or undefined where the browser cannot make one of it. */
function frameOf(canvas: Context2D['canvas']): VideoFrame | undefined {
  try {
    return new VideoFrame(canvas, { timestamp: 0, alpha: 'discard' });
  } catch {
    return undefined;
  }
}

/** The buffer each canvas's pixels were last copied into, reused for its next tag. */
const pixelBuffers = new WeakMap<object, Uint8Array<ArrayBuffer>>();

/**
 * The pixels of `context`'s canvas, 4 bytes each. Through a VideoFrame where the browser has one that gives
 * 4-byte sRGB pixels: it copies them into a buffer kept for the canvas, where getImageData makes a new 4 MB
 * array a 1000 px tag (and converts it from premultiplied alpha); in Chromium a 1000 px tag's grey PNG took
 * 13–14 ms that way against 18–19 ms. Otherwise (no WebCodecs, or planar or wide-gamut frames) getImageData.
 */
async function pixelsOf(context: Context2D): Promise<Uint8Array | Uint8ClampedArray> {
  const { canvas } = context;
  // Opaque: the tag is drawn on white, and the alpha byte is ignored anyway.
  const frame = typeof VideoFrame === 'undefined' ? undefined : frameOf(canvas);
  if (frame) {
    try {
      const { format, colorSpace, codedWidth, codedHeight } = frame;
      if (
        format &&
        FOUR_BYTE_RGB.has(format) &&
        colorSpace.matrix === 'rgb' &&
        colorSpace.transfer === 'iec61966-2-1' &&
        codedWidth === canvas.width &&
        codedHeight === canvas.height
      ) {
        const size = frame.allocationSize();
        let buffer = pixelBuffers.get(canvas);
        if (buffer?.length !== size) pixelBuffers.set(canvas, (buffer = new Uint8Array(size)));
        await frame.copyTo(buffer);
        return buffer;
      }
    } finally {
      frame.close();
    }
  }
  return context.getImageData(0, 0, canvas.width, canvas.height).data;
}

/**
 * The PNG file of a tag drawn on `context`, stating PNG_DPI: 8-bit grey, or, when the drawing has colour
 * (a colour hub logo, which the form's preview shows in colour), as the canvas encodes it.
 */
export async function tagPng(context: Context2D): Promise<Uint8Array> {
  const { width, height } = context.canvas;
  const grey = greyscalePng(await pixelsOf(context), width, height);
  return grey ?? withResolution(new Uint8Array(await (await canvasPng(context.canvas)).arrayBuffer()));
}
