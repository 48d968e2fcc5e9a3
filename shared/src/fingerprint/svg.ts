// With the extension: the API compiles this file for Node (docs/decisions.md).
import type { FingerprintShapes, Link } from './geometry.js';

const n = (value: number) => String(Math.round(value * 100_000) / 100_000);

function arcPath(link: Link): string {
  const point = (angle: number) => [link.cx + link.radius * Math.sin(angle), link.cy - link.radius * Math.cos(angle)];
  const [x1, y1] = point(link.startAngle);
  const [x2, y2] = point(link.endAngle);
  const large = link.endAngle - link.startAngle > Math.PI ? 1 : 0;
  return `M${n(x1!)} ${n(y1!)}A${n(link.radius)} ${n(link.radius)} 0 ${large} 1 ${n(x2!)} ${n(y2!)}`;
}

/**
 * The fingerprint as SVG: pure black on white in a 1 × 1 view box, so any size prints sharp. A hub
 * logo (a data: or https: URL) is drawn inside the hub ring.
 */
export function fingerprintSvg(shapes: FingerprintShapes, options: { size?: string; hubImage?: string } = {}): string {
  const { rim, hub } = shapes;
  const size = options.size ?? '100%';
  const hubSide = hub.radius * 2 - hub.width * 2;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" width="${size}" height="${size}">`,
    '<rect width="1" height="1" fill="#fff"/>',
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
          `<image href="${options.hubImage.replace(/"/g, '&quot;')}" x="${n(0.5 - hubSide / 2)}" y="${n(0.5 - hubSide / 2)}" width="${n(hubSide)}" height="${n(hubSide)}" preserveAspectRatio="xMidYMid meet"/>`,
        ]
      : []),
    '</svg>',
  ];
  return parts.join('');
}
