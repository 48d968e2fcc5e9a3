import sharp, { type Sharp } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../errors.js';
import { ASSET_REFUSED_MESSAGE, type AssetExtension, type AssetVariant } from 'shared/contracts/assets';

/** A 1 MB png can inflate to gigabytes of pixels; 40 megapixels is well above any view's needs. */
export const MAX_ASSET_PIXELS = 40_000_000;

/** Bounding boxes of the derived formats (fit inside, never enlarged). */
const FORMAT_BOXES: Record<Exclude<AssetVariant, 'original'>, { width: number; height: number }> = {
  small: { width: 500, height: 500 },
  thumbnail: { width: 245, height: 156 },
};

const FORMATS = {
  'image/png': { extension: 'png', mime: 'image/png' },
  'image/jpeg': { extension: 'jpg', mime: 'image/jpeg' },
} as const;
export type AssetMime = keyof typeof FORMATS;

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedAsset {
  mime: AssetMime;
  extension: AssetExtension;
  files: Record<AssetVariant, EncodedImage>;
}

export const refusedType = () => new AppError(400, 'ASSET_TYPE_NOT_ALLOWED', ASSET_REFUSED_MESSAGE);
const unreadable = () =>
  new AppError(
    400,
    'ASSET_UNREADABLE',
    `The image could not be read (damaged or incomplete). ${ASSET_REFUSED_MESSAGE}`,
  );
const tooManyPixels = () =>
  new AppError(400, 'ASSET_TOO_MANY_PIXELS', `The image may have at most ${MAX_ASSET_PIXELS / 1_000_000} megapixels.`);

/**
 * Checks the upload by its bytes (magic numbers, then a full decode), never by its name or declared
 * type, and re-encodes every file it keeps: what is stored holds pixels only, so no metadata, trailing
 * payload or polyglot content survives. The EXIF orientation is applied before it is dropped.
 */
export async function processAssetImage(upload: Buffer): Promise<ProcessedAsset> {
  const detected = await fileTypeFromBuffer(upload);
  const format = detected && detected.mime in FORMATS ? FORMATS[detected.mime as AssetMime] : undefined;
  if (!format) throw refusedType();
  const decode = () => sharp(upload, { failOn: 'error', limitInputPixels: MAX_ASSET_PIXELS }).rotate();
  const encode = (image: Sharp) =>
    format.mime === 'image/png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 88, mozjpeg: true });
  const render = async (image: Sharp): Promise<EncodedImage> => {
    const { data, info } = await encode(image).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  try {
    const metadata = await sharp(upload, { limitInputPixels: false }).metadata();
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_ASSET_PIXELS) throw tooManyPixels();
    const resized = (box: { width: number; height: number }) =>
      decode().resize({ ...box, fit: 'inside', withoutEnlargement: true });
    const [original, small, thumbnail] = await Promise.all([
      render(decode()),
      render(resized(FORMAT_BOXES.small)),
      render(resized(FORMAT_BOXES.thumbnail)),
    ]);
    return { mime: format.mime, extension: format.extension, files: { original, small, thumbnail } };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp says only "Input buffer …", "VipsJpeg: …" and the like: the bytes are not a whole image.
    throw unreadable();
  }
}

export const mimeOfExtension = (extension: string): AssetMime => (extension === 'png' ? 'image/png' : 'image/jpeg');
