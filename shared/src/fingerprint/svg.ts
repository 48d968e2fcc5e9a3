// With the extension: the API compiles this file for Node (ADR 0044).
import type { FingerprintShapes, Link } from './geometry.js';

const n = (value: number) => String(Math.round(value * 100_000) / 100_000);

function arcPath(link: Link): string {
  const point = (angle: number) => [link.cx + link.radius * Math.sin(angle), link.cy - link.radius * Math.cos(angle)];
  const [x1, y1] = point(link.startAngle);
  const [x2, y2] = point(link.endAngle);
  const large = link.endAngle - link.startAngle > Math.PI ? 1 : 0;
  return `M${n(x1!)} ${n(y1!)}A${n(link.radius)} ${n(link.radius)} 0 ${large} 1 ${n(x2!)} ${n(y2!)}`;
}

export interface SvgOptions {
  size?: string;
  /** A data: or https: URL, drawn inside the hub ring and clipped to the disc it encloses. */
  hubImage?: string;
  /** How the print file will take the logo: in grey on the K plate, and with its opacity cut to on or off (EPS). */
  logoGrey?: boolean;
  logoMaskOnOff?: boolean;
  /** The clear zone around the mark, as a share of the side. */
  clear?: number;
}

/** Rec. 601 luminance in sRGB, as hubLogoFromRgba greys a logo; then, if asked, opacity cut at one half. */
function logoFilter({ logoGrey, logoMaskOnOff }: SvgOptions): string {
  if (!logoGrey && !logoMaskOnOff) return '';
  const grey = '0.299 0.587 0.114 0 0 ';
  return [
    '<filter id="logo-print" color-interpolation-filters="sRGB">',
    ...(logoGrey ? [`<feColorMatrix type="matrix" values="${grey.repeat(3)}0 0 0 1 0"/>`] : []),
    ...(logoMaskOnOff
      ? ['<feComponentTransfer><feFuncA type="discrete" tableValues="0 1"/></feComponentTransfer>']
      : []),
    '</filter>',
  ].join('');
}

/**
 * The fingerprint as SVG: pure black on white in a 1 × 1 view box, so any size prints sharp, the mark
 * `clear` of the side inside its edges.
 */
export function fingerprintSvg(shapes: FingerprintShapes, options: SvgOptions = {}): string {
  const { rim, hub } = shapes;
  const size = options.size ?? '100%';
  const hubSide = hub.radius * 2 - hub.width * 2;
  const clear = options.clear ?? 0;
  const filter = logoFilter(options);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" width="${size}" height="${size}">`,
    '<rect width="1" height="1" fill="#fff"/>',
    ...(clear > 0 ? [`<g transform="translate(${n(clear)} ${n(clear)}) scale(${n(1 - 2 * clear)})">`] : []),
    `<circle cx="0.5" cy="0.5" r="${n(rim.radius)}" fill="none" stroke="#000" stroke-width="${n(rim.width)}"/>`,
    `<circle cx="0.5" cy="0.5" r="${n(hub.radius)}" fill="none" stroke="#000" stroke-width="${n(hub.width)}"/>`,
    ...shapes.dots.map((dot) => `<circle cx="${n(dot.x)}" cy="${n(dot.y)}" r="${n(dot.r)}"/>`),
    ...shapes.links.map(
      (link) =>
        `<path d="${arcPath(link)}" fill="none" stroke="#000" stroke-width="${n(link.width)}" stroke-linecap="round"/>`,
    ),
    `<polygon points="${shapes.orientation.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}"/>`,
    ...(options.hubImage
      ? [
          // hubLogoClipRadius, written out: this file is built for Node and webpack alike, so imports only types.
          `<clipPath id="hub-disc"><circle cx="0.5" cy="0.5" r="${n(hub.radius - hub.width / 2)}"/></clipPath>`,
          filter,
          `<image href="${options.hubImage.replace(/"/g, '&quot;')}" x="${n(0.5 - hubSide / 2)}" y="${n(0.5 - hubSide / 2)}" width="${n(hubSide)}" height="${n(hubSide)}" preserveAspectRatio="xMidYMid meet" clip-path="url(#hub-disc)"${filter ? ' filter="url(#logo-print)"' : ''}/>`,
        ]
      : []),
    ...(clear > 0 ? ['</g>'] : []),
    '</svg>',
  ];
  return parts.join('');
}
