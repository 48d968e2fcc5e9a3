import { jsPDF } from 'jspdf';
import { DEFAULT_DIAMETER_MM } from './eps';
import type { FingerprintShapes, Link } from './geometry';

export interface PdfOptions {
  diameterMm?: number;
  /** White paper around the tag on each side: the page is diameter + 2 × margin. */
  marginMm?: number;
  /** 'cmyk' paints black on the K plate only; 'rgb' as RGB 0 0 0. */
  colour?: 'cmyk' | 'rgb';
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

/** One tag on one page, as vector paths, sized in millimetres. */
export function fingerprintPdf(shapes: FingerprintShapes, options: PdfOptions = {}): Uint8Array {
  const diameter = options.diameterMm ?? DEFAULT_DIAMETER_MM;
  const margin = options.marginMm ?? DEFAULT_PDF_MARGIN_MM;
  if (!(diameter > 0) || !(margin >= 0)) throw new Error('The diameter must be above 0 mm and the margin 0 mm or more');
  const page = diameter + 2 * margin;
  // Uncompressed: archives are zipped anyway, and deflating each page first made a tag three times slower
  // to make and its zip entry no smaller (42 kB → 9 kB either way).
  const doc = new jsPDF({ unit: 'mm', format: [page, page], compress: false, putOnlyUsedFonts: true });
  doc.setProperties({ title: options.title ?? 'Smart Fingerprint', creator: 'Smart Fingerprint console' });
  if ((options.colour ?? 'cmyk') === 'cmyk') {
    doc.setFillColor(0, 0, 0, 1);
    doc.setDrawColor(0, 0, 0, 1);
  } else {
    doc.setFillColor(0, 0, 0, OPAQUE);
    doc.setDrawColor(0, 0, 0, OPAQUE);
  }
  const place = (x: number, y: number): [number, number] => [margin + x * diameter, margin + y * diameter];
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
  const [a, b, c] = shapes.orientation.map(([x, y]) => place(x, y));
  doc.triangle(a![0], a![1], b![0], b![1], c![0], c![1], 'F');
  return new Uint8Array(doc.output('arraybuffer'));
}
