import sharp from 'sharp';
import { PNG_DPI } from 'shared/fingerprint/geometry';

/**
 * A drawing (SVG) as a PNG a print shop takes, as the console's tag files are: 8-bit grey, the mark being
 * black on white, stating PNG_DPI (pHYs). librsvg renders with an alpha channel, dropped on the drawing's
 * white background; `withDensity` also writes an eXIf chunk holding the same resolution.
 */
export function printPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().toColourspace('b-w').withDensity(PNG_DPI).png().toBuffer();
}
