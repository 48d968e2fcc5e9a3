import { zlibSync } from 'fflate';
import type { FingerprintShapes } from './geometry';
import { hubLogoBox, type HubLogo } from './hub-logo';

export interface PrintOptions {
  /** The tag's printed diameter (the side of the trimmed square). */
  diameterMm?: number;
  /** 'cmyk' paints black on the K plate only (0 0 0 1); 'rgb' as 0 0 0 for screens and office printers. */
  colour?: 'cmyk' | 'rgb';
  /** White paper colour painted this far beyond the trim on each side. */
  bleedMm?: number;
  /** Marks on the trim lines, outside the bleed. */
  cropMarks?: boolean;
  /** A logo in the hub, as a bitmap (grey for 'cmyk', so it too prints on the K plate). */
  hubLogo?: HubLogo;
}

export const POINTS_PER_MM = 72 / 25.4;
export const DEFAULT_DIAMETER_MM = 20;
/** Crop marks start this far outside the bleed and are this long. */
export const CROP_MARK_GAP_MM = 2;
const CROP_MARK_LENGTH_MM = 5;
export const CROP_MARK_WIDTH_PT = 0.25;
/** Crop marks shorter than this are not worth drawing. */
const MIN_CROP_MARK_MM = 2;

/** Where the page is fixed (PDF: diameter + 2 × margin), the margin crop marks need around a bleed. */
export const marginForCropMarks = (bleedMm: number) => bleedMm + CROP_MARK_GAP_MM + MIN_CROP_MARK_MM;

const n = (value: number) => String(Math.round(value * 100_000) / 100_000);

interface PrintLayout {
  /** Side of the whole drawing, in points: trim + bleed + crop marks. */
  side: number;
  /** Where the trimmed square starts, from the drawing's lower left corner, in points. */
  trimAt: number;
  trimSide: number;
  bleed: number;
  cropMarks: boolean;
}

function printLayout(options: PrintOptions = {}): PrintLayout {
  const trimSide = (options.diameterMm ?? DEFAULT_DIAMETER_MM) * POINTS_PER_MM;
  const bleed = (options.bleedMm ?? 0) * POINTS_PER_MM;
  if (!(trimSide > 0) || !(bleed >= 0)) throw new Error('The diameter must be above 0 mm and the bleed 0 mm or more');
  const cropMarks = options.cropMarks ?? false;
  const trimAt = bleed + (cropMarks ? (CROP_MARK_GAP_MM + CROP_MARK_LENGTH_MM) * POINTS_PER_MM : 0);
  return { side: trimSide + 2 * trimAt, trimAt, trimSide, bleed, cropMarks };
}

/**
 * Eight filled strips on the trim lines, from the drawing's edge to the bleed's edge less the gap:
 * filled rather than stroked so the bounding box is exactly the drawing's.
 */
function cropMarkStrips({ side, trimAt, trimSide }: PrintLayout): [number, number, number, number][] {
  const length = CROP_MARK_LENGTH_MM * POINTS_PER_MM;
  const half = CROP_MARK_WIDTH_PT / 2;
  const strips: [number, number, number, number][] = [];
  for (const line of [trimAt, trimAt + trimSide]) {
    for (const start of [0, side - length]) {
      strips.push([start, line - half, length, CROP_MARK_WIDTH_PT]);
      strips.push([line - half, start, CROP_MARK_WIDTH_PT, length]);
    }
  }
  return strips;
}

export const GREY_LOGO_FOR_K_ONLY = 'Black on the K plate only takes a grey logo';

const logoData = new WeakMap<HubLogo, string>();

/** The logo's pixels deflated and hex-encoded once, however many files embed them. */
function logoHex(logo: HubLogo): string {
  let hex = logoData.get(logo);
  if (!hex) {
    hex = Array.from(zlibSync(logo.pixels, { level: 9 }), (byte) => byte.toString(16).padStart(2, '0'))
      .join('')
      .replace(/.{1,128}/g, '$&\n');
    logoData.set(logo, hex);
  }
  return hex;
}

/** The logo as a PostScript image in the geometry's square (y down, so rows run top to bottom). */
function logoImage(shapes: FingerprintShapes, logo: HubLogo): string[] {
  const { x, y, width, height } = hubLogoBox(shapes, logo);
  return [
    'gsave',
    `${n(x)} ${n(y)} translate ${n(width)} ${n(height)} scale`,
    logo.channels === 1 ? '/DeviceGray setcolorspace' : '/DeviceRGB setcolorspace',
    `<< /ImageType 1 /Width ${logo.width} /Height ${logo.height} /BitsPerComponent 8 ` +
      `/Decode [${logo.channels === 1 ? '0 1' : '0 1 0 1 0 1'}] /ImageMatrix [${logo.width} 0 0 ${logo.height} 0 0] ` +
      '/DataSource currentfile /ASCIIHexDecode filter /FlateDecode filter >> image',
    `${logoHex(logo)}>`,
    'grestore',
  ];
}

export function fingerprintEps(shapes: FingerprintShapes, options: PrintOptions & { title?: string } = {}): string {
  const layout = printLayout(options);
  const { side, trimAt, trimSide, bleed } = layout;
  const cmyk = (options.colour ?? 'cmyk') === 'cmyk';
  if (cmyk && options.hubLogo && options.hubLogo.channels !== 1) throw new Error(GREY_LOGO_FOR_K_ONLY);
  const black = cmyk ? '0 0 0 1 setcmykcolor' : '0 0 0 setrgbcolor';
  const white = cmyk ? '0 0 0 0 setcmykcolor' : '1 1 1 setrgbcolor';
  const title = (options.title ?? 'Smart Fingerprint').replace(/[^\x20-\x7e]|[()\\]/g, '_');
  const { rim, hub } = shapes;
  const parts = [
    '%!PS-Adobe-3.0 EPSF-3.0',
    `%%BoundingBox: 0 0 ${Math.ceil(side)} ${Math.ceil(side)}`,
    `%%HiResBoundingBox: 0 0 ${n(side)} ${n(side)}`,
    `%%Title: (${title})`,
    '%%Creator: Smart Fingerprint console',
    // Deflated image data (FlateDecode) is PostScript 3.
    `%%LanguageLevel: ${options.hubLogo ? 3 : 2}`,
    ...(cmyk ? ['%%DocumentProcessColors: Black'] : []),
    '%%EndComments',
    '%%BeginProlog',
    '/D { 0 360 arc fill } bind def',
    '/R { setlinewidth 0.5 0.5 3 -1 roll 0 360 arc closepath stroke } bind def',
    '/L { setlinewidth arc stroke } bind def',
    '%%EndProlog',
    'save',
    white,
    `${n(trimAt - bleed)} ${n(trimAt - bleed)} ${n(trimSide + 2 * bleed)} ${n(trimSide + 2 * bleed)} rectfill`,
    black,
    ...(layout.cropMarks ? cropMarkStrips(layout).map((strip) => `${strip.map(n).join(' ')} rectfill`) : []),
    // From here on the geometry's own square: side 1, y pointing down.
    `${n(trimAt)} ${n(trimAt + trimSide)} translate ${n(trimSide)} ${n(-trimSide)} scale`,
    `newpath ${n(rim.radius)} ${n(rim.width)} R`,
    `${n(hub.radius)} ${n(hub.width)} R`,
    ...shapes.dots.map((dot) => `${n(dot.x)} ${n(dot.y)} ${n(dot.r)} D`),
    '1 setlinecap',
    // With y flipped, PostScript's angle from the x axis is the geometry's angle from straight up less 90°.
    ...shapes.links.map(
      (link) =>
        `${n(link.cx)} ${n(link.cy)} ${n(link.radius)} ${n((link.startAngle * 180) / Math.PI - 90)} ` +
        `${n((link.endAngle * 180) / Math.PI - 90)} ${n(link.width)} L`,
    ),
    shapes.orientation.map(([x, y], index) => `${n(x)} ${n(y)} ${index === 0 ? 'moveto' : 'lineto'}`).join(' ') +
      ' closepath fill',
    ...(options.hubLogo ? logoImage(shapes, options.hubLogo) : []),
    'restore',
    'showpage',
    '%%EOF',
    '',
  ];
  return parts.join('\n');
}
