import sharp from 'sharp';
import { fingerprintGeometry } from 'shared/fingerprint/geometry';
import { fingerprintSvg } from 'shared/fingerprint/svg';

const PHOTO_SIDE = 256;
const TAG_SIDE = 160;
const DETECTED_SIDE = 200;

/** Surfaces a tag is stuck on: bag leather, scarf silk, a lipstick box, a table top. */
const SURFACES: [string, string][] = [
  ['#c9b79c', '#6d5c48'],
  ['#d8c7d6', '#7c5f7a'],
  ['#b9c6cf', '#4f5d69'],
  ['#e2d4b8', '#8a7552'],
];

export interface PhotoShot {
  /** Degrees the phone was turned. */
  rotation: number;
  /** Gaussian blur sigma: about 1 for a steady hand, 4 and more for a shot no detector can read. */
  blur: number;
  /** Which surface the tag sits on (any integer). */
  surface: number;
}

const tagSvg = (seedHex: string, version: number, side: number) =>
  fingerprintSvg(fingerprintGeometry(seedHex, version), { size: String(side) });

/**
 * A phone's photo of a printed tag, for demo scans: the tag's own drawing (the geometry GET /tags/{id}/png
 * draws) on a label, turned, on a surface under uneven light, blurred, as a JPEG.
 */
export async function renderScanPhoto(seedHex: string, version: number, shot: PhotoShot): Promise<Buffer> {
  const [light, dark] = SURFACES[Math.abs(shot.surface) % SURFACES.length]!;
  const centre = PHOTO_SIDE / 2;
  const offset = (PHOTO_SIDE - TAG_SIDE) / 2;
  const tag = tagSvg(seedHex, version, TAG_SIDE).replace('<svg ', `<svg x="${offset}" y="${offset}" `);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIDE}" height="${PHOTO_SIDE}">` +
    '<defs><linearGradient id="surface" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    '<radialGradient id="light" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/>' +
    '<stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs>' +
    `<rect width="${PHOTO_SIDE}" height="${PHOTO_SIDE}" fill="url(#surface)"/>` +
    `<g transform="rotate(${shot.rotation.toFixed(1)} ${centre} ${centre})">` +
    `<rect x="${offset - 8}" y="${offset - 8}" width="${TAG_SIDE + 16}" height="${TAG_SIDE + 16}" rx="6" fill="#fff"/>` +
    `${tag}</g><rect width="${PHOTO_SIDE}" height="${PHOTO_SIDE}" fill="url(#light)"/></svg>`;
  return sharp(Buffer.from(svg)).blur(Math.max(0.3, shot.blur)).jpeg({ quality: 72 }).toBuffer();
}

/** What a detector hands on to the matchers: the tag straightened and thresholded to black and white, as a PNG. */
export async function renderDetectedFingerprint(seedHex: string, version: number): Promise<Buffer> {
  // Two passes: sharp runs its own operations in a fixed order, which would threshold before blurring.
  const soft = await sharp(Buffer.from(tagSvg(seedHex, version, DETECTED_SIDE)))
    .blur(0.8)
    .png()
    .toBuffer();
  return sharp(soft).threshold(128).png().toBuffer();
}
