import { zlibSync } from 'fflate';
import type { FingerprintShapes } from './geometry';
import { hubLogoBox, hubLogoClipRadius, type HubLogo } from './hub-logo';

export interface PrintOptions {
  /** The tag's printed diameter (the side of the trimmed square). */
  diameterMm?: number;
  /**
   * Room around the trim on each side, as the PDF's page (ADR 0049); bleed and crop marks lie in
   * it. Without one, just the room they need.
   */
  marginMm?: number;
  /** No ink this close to the trim: the mark is drawn this far inside it. */
  clearZoneMm?: number;
  /** Paper white painted over trim and bleed; without it only the mark's ink is painted. */
  whiteBackground?: boolean;
  /** 'cmyk' paints black on the K plate only (0 0 0 1); 'rgb' as 0 0 0 for screens and office printers. */
  colour?: 'cmyk' | 'rgb';
  /** How far beyond the trim the white background reaches, on each side. */
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

export interface PrintLayout {
  /** Side of the whole drawing, in points: trim + 2 × margin. */
  side: number;
  /** Where the trimmed square starts, from the drawing's lower left corner, in points. */
  trimAt: number;
  trimSide: number;
  bleed: number;
  /** Where the mark's square starts and its side: the trim less the clear zone. */
  markAt: number;
  markSide: number;
  /** Crop marks' length from the drawing's edge, 0 without them. */
  cropMarkLength: number;
}

export const MARGIN_OR_BLEED_TOO_SMALL =
  'The margin must be 0 mm or more, and the bleed 0 mm or more within the margin';
export const NO_ROOM_FOR_THE_MARK = 'The clear zone must be 0 mm or more and leave room for the mark';

/** The layout EPS and PDF share: a drawing of diameter + 2 × margin, the mark inside the clear zone. */
export function printLayout(options: PrintOptions = {}): PrintLayout {
  const diameterMm = options.diameterMm ?? DEFAULT_DIAMETER_MM;
  const bleedMm = options.bleedMm ?? 0;
  const clearMm = options.clearZoneMm ?? 0;
  const marginMm = options.marginMm ?? bleedMm + (options.cropMarks ? CROP_MARK_GAP_MM + CROP_MARK_LENGTH_MM : 0);
  if (!(diameterMm > 0)) throw new Error('The diameter must be above 0 mm');
  if (!(marginMm >= 0) || !(bleedMm >= 0) || bleedMm > marginMm) throw new Error(MARGIN_OR_BLEED_TOO_SMALL);
  if (!(clearMm >= 0) || !(diameterMm - 2 * clearMm > 0)) throw new Error(NO_ROOM_FOR_THE_MARK);
  if (options.cropMarks && marginMm < marginForCropMarks(bleedMm)) {
    throw new Error(`Crop marks need a margin of ${marginForCropMarks(bleedMm)} mm or more`);
  }
  const points = (mm: number) => mm * POINTS_PER_MM;
  return {
    side: points(diameterMm + 2 * marginMm),
    trimAt: points(marginMm),
    trimSide: points(diameterMm),
    bleed: points(bleedMm),
    markAt: points(marginMm + clearMm),
    markSide: points(diameterMm - 2 * clearMm),
    cropMarkLength: options.cropMarks ? points(marginMm - bleedMm - CROP_MARK_GAP_MM) : 0,
  };
}

/**
 * Eight filled strips on the trim lines, from the drawing's edge to the bleed's edge less the gap:
 * filled rather than stroked so the bounding box is exactly the drawing's.
 */
function cropMarkStrips({ side, trimAt, trimSide, cropMarkLength: length }: PrintLayout): number[][] {
  const half = CROP_MARK_WIDTH_PT / 2;
  const strips: number[][] = [];
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

/**
 * The logo's samples deflated and hex-encoded once, however many files embed them; with an alpha
 * channel each pixel's mask sample comes first, opaque from one half up (PostScript has no soft mask).
 */
function logoHex(logo: HubLogo): string {
  let hex = logoData.get(logo);
  if (!hex) {
    let samples = logo.pixels;
    if (logo.alpha) {
      const step = logo.channels + 1;
      samples = new Uint8Array(logo.alpha.length * step);
      logo.alpha.forEach((alpha, pixel) => {
        samples[pixel * step] = alpha >= 128 ? 255 : 0;
        samples.set(logo.pixels.subarray(pixel * logo.channels, (pixel + 1) * logo.channels), pixel * step + 1);
      });
    }
    hex = Array.from(zlibSync(samples, { level: 9 }), (byte) => byte.toString(16).padStart(2, '0'))
      .join('')
      .replace(/.{1,128}/g, '$&\n');
    logoData.set(logo, hex);
  }
  return hex;
}

/**
 * The logo as a PostScript image in the geometry's square (y down, so rows run top to bottom), clipped
 * to the disc inside the hub ring; its alpha as an interleaved mask (ImageType 3).
 */
function logoImage(shapes: FingerprintShapes, logo: HubLogo): string[] {
  const { x, y, width, height } = hubLogoBox(shapes, logo);
  const image = (extra: string) =>
    `<< /ImageType 1 /Width ${logo.width} /Height ${logo.height} /BitsPerComponent 8 ` +
    `/ImageMatrix [${logo.width} 0 0 ${logo.height} 0 0] ${extra}>>`;
  const decode = `/Decode [${logo.channels === 1 ? '0 1' : '0 1 0 1 0 1'}] `;
  const source = '/DataSource currentfile /ASCIIHexDecode filter /FlateDecode filter ';
  return [
    'gsave',
    `newpath 0.5 0.5 ${n(hubLogoClipRadius(shapes))} 0 360 arc closepath clip newpath`,
    `${n(x)} ${n(y)} translate ${n(width)} ${n(height)} scale`,
    logo.channels === 1 ? '/DeviceGray setcolorspace' : '/DeviceRGB setcolorspace',
    logo.alpha
      ? `<< /ImageType 3 /InterleaveType 1 /DataDict ${image(decode + source)} /MaskDict ${image('/Decode [1 0] ')} >> image`
      : `${image(decode + source)} image`,
    `${logoHex(logo)}>`,
    'grestore',
  ];
}

export function fingerprintEps(shapes: FingerprintShapes, options: PrintOptions & { title?: string } = {}): string {
  const layout = printLayout(options);
  const { side, trimAt, trimSide, bleed, markAt, markSide } = layout;
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
    // Deflated image data (FlateDecode) and masked images (ImageType 3) are PostScript 3.
    `%%LanguageLevel: ${options.hubLogo ? 3 : 2}`,
    ...(cmyk ? ['%%DocumentProcessColors: Black'] : []),
    '%%EndComments',
    '%%BeginProlog',
    '/D { 0 360 arc fill } bind def',
    '/R { setlinewidth 0.5 0.5 3 -1 roll 0 360 arc closepath stroke } bind def',
    '/L { setlinewidth arc stroke } bind def',
    '%%EndProlog',
    'save',
    ...(options.whiteBackground
      ? [
          white,
          `${n(trimAt - bleed)} ${n(trimAt - bleed)} ${n(trimSide + 2 * bleed)} ${n(trimSide + 2 * bleed)} rectfill`,
        ]
      : []),
    black,
    ...(layout.cropMarkLength > 0 ? cropMarkStrips(layout).map((strip) => `${strip.map(n).join(' ')} rectfill`) : []),
    // From here on the geometry's own square: side 1, y pointing down.
    `${n(markAt)} ${n(markAt + markSide)} translate ${n(markSide)} ${n(-markSide)} scale`,
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
