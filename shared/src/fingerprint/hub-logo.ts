import type { FingerprintShapes } from './geometry.js';

/**
 * A hub logo as the print files embed it: opaque 8-bit pixels, rows top to bottom, one channel (grey,
 * printed on the K plate) or three (RGB).
 */
export interface HubLogo {
  width: number;
  height: number;
  channels: 1 | 3;
  pixels: Uint8Array;
}

/** Where a logo of this shape sits: fitted inside the hub ring, centred, in the geometry's unit square. */
export function hubLogoBox(shapes: FingerprintShapes, logo: { width: number; height: number }) {
  const side = shapes.hub.radius * 2 - shapes.hub.width * 2;
  const scale = Math.min(side / logo.width, side / logo.height);
  const width = logo.width * scale;
  const height = logo.height * scale;
  return { x: 0.5 - width / 2, y: 0.5 - height / 2, width, height };
}

/**
 * RGBA pixels (a canvas's getImageData) as a HubLogo laid on white paper, the hub's colour: grey by
 * luminance (Rec. 601) for K-only print, or RGB.
 */
export function hubLogoFromRgba(
  rgba: ArrayLike<number>,
  width: number,
  height: number,
  colour: 'cmyk' | 'rgb',
): HubLogo {
  const channels = colour === 'cmyk' ? 1 : 3;
  const pixels = new Uint8Array(width * height * channels);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const alpha = rgba[pixel * 4 + 3]! / 255;
    const [r, g, b] = [0, 1, 2].map((channel) => rgba[pixel * 4 + channel]! * alpha + 255 * (1 - alpha)) as [
      number,
      number,
      number,
    ];
    if (channels === 1) {
      pixels[pixel] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    } else {
      pixels.set([Math.round(r), Math.round(g), Math.round(b)], pixel * 3);
    }
  }
  return { width, height, channels, pixels };
}
