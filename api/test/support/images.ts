import sharp from 'sharp';

/** A small image made on the spot (no binary fixtures in the repo): a colour gradient, so it compresses like a photo. */
export async function testImage(format: 'png' | 'jpeg', width = 64, height = 48): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i * 7) % 256;
    pixels[i * 3 + 1] = (i * 13) % 256;
    pixels[i * 3 + 2] = (i * 31) % 256;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}
