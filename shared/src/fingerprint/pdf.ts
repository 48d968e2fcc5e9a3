import { encode } from 'fast-png';
import { jsPDF } from 'jspdf';
import { CROP_MARK_WIDTH_PT, GREY_LOGO_FOR_K_ONLY, POINTS_PER_MM, printLayout } from './eps';
import type { FingerprintShapes, Link } from './geometry';
import { hubLogoBox, hubLogoClipRadius, type HubLogo } from './hub-logo';

export interface PdfOptions {
  diameterMm?: number;
  /** White paper around the tag on each side: the page is diameter + 2 × margin. */
  marginMm?: number;
  /** 'cmyk' paints black on the K plate only; 'rgb' as RGB 0 0 0. */
  colour?: 'cmyk' | 'rgb';
  /** Written as the page's BleedBox this far beyond the TrimBox (the tag's square); within the margin. */
  bleedMm?: number;
  /** Marks on the trim lines in the margin, from the page's edge to the bleed less a gap. */
  cropMarks?: boolean;
  /** No ink this close to the trim: the mark is drawn this far inside it. */
  clearZoneMm?: number;
  /** Paper white painted over trim and bleed; without it the page has no background. */
  whiteBackground?: boolean;
  /** A logo in the hub, as a bitmap (grey for 'cmyk', so it too prints on the K plate). */
  hubLogo?: HubLogo;
  title?: string;
}

export const DEFAULT_PDF_MARGIN_MM = 2;

// jspdf writes equal red, green and blue as DeviceGray; an opaque alpha makes it keep RGB.
const OPAQUE = { a: 1 } as unknown as number;

/** One Bézier curve per quarter turn or less: the usual approximation of a circular arc. */
function strokeArc(doc: jsPDF, link: Link, place: (x: number, y: number) => [number, number]): void {
  // The geometry measures angles clockwise from straight up; with y pointing down that is the x axis + 90°.
  const from = link.startAngle - Math.PI / 2;
  const to = link.endAngle - Math.PI / 2;
  const pieces = Math.max(1, Math.ceil((to - from) / (Math.PI / 2)));
  const step = (to - from) / pieces;
  const handle = (4 / 3) * Math.tan(step / 4) * link.radius;
  const at = (angle: number) => place(link.cx + link.radius * Math.cos(angle), link.cy + link.radius * Math.sin(angle));
  doc.moveTo(...at(from));
  for (let piece = 0; piece < pieces; piece += 1) {
    const a = from + piece * step;
    const b = a + step;
    const [c1x, c1y] = place(
      link.cx + link.radius * Math.cos(a) - handle * Math.sin(a),
      link.cy + link.radius * Math.sin(a) + handle * Math.cos(a),
    );
    const [c2x, c2y] = place(
      link.cx + link.radius * Math.cos(b) + handle * Math.sin(b),
      link.cy + link.radius * Math.sin(b) - handle * Math.cos(b),
    );
    doc.curveTo(c1x, c1y, c2x, c2y, ...at(b));
  }
  doc.stroke();
}

const logoPngs = new WeakMap<HubLogo, Uint8Array>();

/** The logo's pixels, with its alpha as the last channel when it has one. */
function logoSamples(logo: HubLogo): Uint8Array {
  if (!logo.alpha) return logo.pixels;
  const step = logo.channels + 1;
  const samples = new Uint8Array(logo.alpha.length * step);
  logo.alpha.forEach((alpha, pixel) => {
    samples.set(logo.pixels.subarray(pixel * logo.channels, (pixel + 1) * logo.channels), pixel * step);
    samples[pixel * step + logo.channels] = alpha;
  });
  return samples;
}

/**
 * The logo in the hub of a tag drawn at `placement`, clipped to the disc inside the hub ring. As a grey
 * PNG jspdf writes it DeviceGray (K only), as an RGB one DeviceRGB, its alpha as a soft mask, all
 * deflated (FlateDecode); encoded once however many files embed it.
 */
export function drawHubLogoPdf(doc: jsPDF, shapes: FingerprintShapes, logo: HubLogo, placement: PdfPlacement): void {
  let png = logoPngs.get(logo);
  if (!png) {
    const channels = logo.channels + (logo.alpha ? 1 : 0);
    png = encode({ width: logo.width, height: logo.height, data: logoSamples(logo), channels, depth: 8 });
    logoPngs.set(logo, png);
  }
  const box = hubLogoBox(shapes, logo);
  const { x, y, diameter } = placement;
  doc.saveGraphicsState();
  doc.circle(x + 0.5 * diameter, y + 0.5 * diameter, hubLogoClipRadius(shapes) * diameter, null);
  doc.clip();
  doc.discardPath();
  doc.addImage(
    png,
    'PNG',
    x + box.x * diameter,
    y + box.y * diameter,
    box.width * diameter,
    box.height * diameter,
    undefined,
    'SLOW',
  );
  doc.restoreGraphicsState();
}

/** Where on a page a tag is drawn: its top left corner and its diameter, in the document's unit. */
export interface PdfPlacement {
  x: number;
  y: number;
  diameter: number;
}

/**
 * Paints black as the options ask: 'cmyk' on the K plate only, 'rgb' as RGB 0 0 0.
 */
export function setPdfBlack(doc: jsPDF, colour: 'cmyk' | 'rgb' = 'cmyk'): void {
  if (colour === 'cmyk') {
    doc.setFillColor(0, 0, 0, 1);
    doc.setDrawColor(0, 0, 0, 1);
  } else {
    doc.setFillColor(0, 0, 0, OPAQUE);
    doc.setDrawColor(0, 0, 0, OPAQUE);
  }
}

/** The tag's shapes as vector paths in the current colour, at `placement` on the current page. */
export function drawFingerprintPdf(doc: jsPDF, shapes: FingerprintShapes, { x, y, diameter }: PdfPlacement): void {
  const place = (px: number, py: number): [number, number] => [x + px * diameter, y + py * diameter];
  const [centreX, centreY] = place(0.5, 0.5);
  for (const ring of [shapes.rim, shapes.hub]) {
    doc.setLineWidth(ring.width * diameter);
    doc.circle(centreX, centreY, ring.radius * diameter, 'S');
  }
  for (const dot of shapes.dots) doc.circle(...place(dot.x, dot.y), dot.r * diameter, 'F');
  doc.setLineCap('round');
  for (const link of shapes.links) {
    doc.setLineWidth(link.width * diameter);
    strokeArc(doc, link, place);
  }
  const [a, b, c] = shapes.orientation.map(([px, py]) => place(px, py));
  doc.triangle(a![0], a![1], b![0], b![1], c![0], c![1], 'F');
}

/** Eight thin filled strips on the trim lines, each `length` long from the page's edge. */
function drawPdfCropMarks(doc: jsPDF, page: number, trimAt: number, length: number): void {
  const width = CROP_MARK_WIDTH_PT / POINTS_PER_MM;
  for (const line of [trimAt, page - trimAt]) {
    for (const start of [0, page - length]) {
      doc.rect(start, line - width / 2, length, width, 'F');
      doc.rect(line - width / 2, start, width, length, 'F');
    }
  }
}

/** One tag on one page, as vector paths, sized in millimetres; the same layout as the EPS. */
export function fingerprintPdf(shapes: FingerprintShapes, options: PdfOptions = {}): Uint8Array {
  const layout = printLayout({ ...options, marginMm: options.marginMm ?? DEFAULT_PDF_MARGIN_MM });
  if ((options.colour ?? 'cmyk') === 'cmyk' && options.hubLogo && options.hubLogo.channels !== 1) {
    throw new Error(GREY_LOGO_FOR_K_ONLY);
  }
  const mm = (points: number) => points / POINTS_PER_MM;
  const page = mm(layout.side);
  const margin = mm(layout.trimAt);
  const bleed = mm(layout.bleed);
  // Uncompressed: archives are zipped anyway, and deflating each page first made a tag three times slower
  // to make and its zip entry no smaller. Coordinates to 0.001 pt (0.35 µm) rather than jspdf's 16
  // decimals: the page shrank from 40 kB to 15 kB and a tag took half the time to make and deflate.
  const doc = new jsPDF({
    unit: 'mm',
    format: [page, page],
    compress: false,
    putOnlyUsedFonts: true,
    floatPrecision: 3,
  });
  doc.setProperties({ title: options.title ?? 'Smart Fingerprint', creator: 'Smart Fingerprint console' });
  const box = (inset: number) => {
    const [low, high] = [inset * POINTS_PER_MM, (page - inset) * POINTS_PER_MM];
    return { bottomLeftX: low, bottomLeftY: low, topRightX: high, topRightY: high };
  };
  const { pageContext } = doc.getCurrentPageInfo() as unknown as { pageContext: Record<string, unknown> };
  pageContext.trimBox = box(margin);
  pageContext.bleedBox = box(margin - bleed);
  if (options.whiteBackground) {
    if ((options.colour ?? 'cmyk') === 'cmyk') doc.setFillColor(0, 0, 0, 0);
    else doc.setFillColor(255, 255, 255, OPAQUE);
    doc.rect(margin - bleed, margin - bleed, page - 2 * (margin - bleed), page - 2 * (margin - bleed), 'F');
  }
  setPdfBlack(doc, options.colour);
  if (options.cropMarks) drawPdfCropMarks(doc, page, margin, mm(layout.cropMarkLength));
  const placement = { x: mm(layout.markAt), y: mm(layout.markAt), diameter: mm(layout.markSide) };
  drawFingerprintPdf(doc, shapes, placement);
  if (options.hubLogo) drawHubLogoPdf(doc, shapes, options.hubLogo, placement);
  return new Uint8Array(doc.output('arraybuffer'));
}
