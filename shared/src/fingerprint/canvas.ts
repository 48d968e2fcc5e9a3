import type { FingerprintShapes } from './geometry';
import { hubLogoBox, hubLogoClipRadius } from './hub-logo';

/** A 2D context of a canvas or an OffscreenCanvas: the same drawing in a page and in a worker. */
export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** 001 §8 wording for a canvas that gives no 2D context. */
export const NO_2D_CONTEXT = 'Could not get 2D context from canvas';

/**
 * Draws the fingerprint as the SVG renderer does (black on white, the hub logo clipped to the disc inside
 * the hub ring) into a square of `size` pixels, the mark `clearPx` pixels inside its edges.
 */
export function drawFingerprint(
  context: Context2D,
  shapes: FingerprintShapes,
  size: number,
  hubImage?: CanvasImageSource & { width: number; height: number },
  clearPx = 0,
): void {
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size, size);
  const side = size - 2 * clearPx;
  if (!(side > 0)) throw new Error('The clear zone leaves no room for the mark');
  context.setTransform(side, 0, 0, side, clearPx, clearPx);
  context.fillStyle = '#000';
  context.strokeStyle = '#000';
  // The rings' ends meet unrounded, as in the SVG; the links below round theirs, and a worker draws tag after
  // tag on one context, so the cap is set each time (left round, the next tag's rings differed from the first's).
  context.lineCap = 'butt';

  for (const ring of [shapes.rim, shapes.hub]) {
    context.beginPath();
    context.lineWidth = ring.width;
    context.arc(0.5, 0.5, ring.radius, 0, Math.PI * 2);
    context.stroke();
  }
  context.beginPath();
  for (const dot of shapes.dots) {
    context.moveTo(dot.x + dot.r, dot.y);
    context.arc(dot.x, dot.y, dot.r, 0, Math.PI * 2);
  }
  context.fill();
  context.lineCap = 'round';
  for (const link of shapes.links) {
    context.beginPath();
    context.lineWidth = link.width;
    // The geometry measures angles clockwise from straight up; the canvas from the x axis.
    context.arc(link.cx, link.cy, link.radius, link.startAngle - Math.PI / 2, link.endAngle - Math.PI / 2);
    context.stroke();
  }
  context.beginPath();
  shapes.orientation.forEach(([x, y], index) => (index === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
  context.closePath();
  context.fill();

  if (hubImage) {
    const { x, y, width, height } = hubLogoBox(shapes, hubImage);
    context.save();
    context.beginPath();
    context.arc(0.5, 0.5, hubLogoClipRadius(shapes), 0, Math.PI * 2);
    context.clip();
    context.drawImage(hubImage, x, y, width, height);
    context.restore();
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
}
