import type { FingerprintShapes } from './geometry.js';

/**
 * A hub logo as the print files embed it: 8-bit pixels, rows top to bottom, one channel (grey, printed on
 * the K plate) or three (RGB), and its opacity (one byte a pixel) when any pixel is not opaque.
 */
export interface HubLogo {
  width: number;
  height: number;
  channels: 1 | 3;
  pixels: Uint8Array;
  alpha?: Uint8Array;
}

/** Where a logo of this shape sits: fitted inside the hub ring, centred, in the geometry's unit square. */
export function hubLogoBox(shapes: FingerprintShapes, logo: { width: number; height: number }) {
  const side = shapes.hub.radius * 2 - shapes.hub.width * 2;
  const scale = Math.min(side / logo.width, side / logo.height);
  const width = logo.width * scale;
  const height = logo.height * scale;
  return { x: 0.5 - width / 2, y: 0.5 - height / 2, width, height };
}

/** The disc inside the hub ring: every format clips the logo to it, so no logo pixel reaches the ring. */
export const hubLogoClipRadius = (shapes: FingerprintShapes) => shapes.hub.radius - shapes.hub.width / 2;

/** Rec. 601 luminance: how a colour prints on the K plate alone. */
export const greyOf = (r: number, g: number, b: number) => Math.round(0.299 * r + 0.587 * g + 0.114 * b);

/**
 * RGBA pixels (a canvas's getImageData) as a HubLogo: grey by luminance for K-only print, or RGB; the
 * alpha channel stays a mask (kept only when some pixel is not opaque), never flattened onto white.
 */
export function hubLogoFromRgba(
  rgba: ArrayLike<number>,
  width: number,
  height: number,
  colour: 'cmyk' | 'rgb',
): HubLogo {
  const channels = colour === 'cmyk' ? 1 : 3;
  const pixels = new Uint8Array(width * height * channels);
  const alpha = new Uint8Array(width * height);
  let opaque = true;
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const [r, g, b, a] = [0, 1, 2, 3].map((channel) => rgba[pixel * 4 + channel]!) as [number, number, number, number];
    alpha[pixel] = a;
    if (a !== 255) opaque = false;
    if (channels === 1) pixels[pixel] = greyOf(r, g, b);
    else pixels.set([r, g, b], pixel * 3);
  }
  return { width, height, channels, pixels, ...(opaque ? {} : { alpha }) };
}
