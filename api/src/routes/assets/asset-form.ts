import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../errors.js';
import { ASSET_REFUSED_MESSAGE, MAX_ASSET_NAME_LENGTH } from 'shared/contracts/assets';
import { assetName } from '../../services/assets/asset-service.js';

export const notMultipart = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the asset as multipart/form-data with assetFile and name.');

/** Refused while streaming: the multipart fileSize limit stops reading at 1,000,000 bytes. */
const tooLarge = () => new AppError(413, 'ASSET_TOO_LARGE', ASSET_REFUSED_MESSAGE);

/** What @fastify/multipart and busboy throw, as the caller's mistake. */
function formError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return invalid('Send one file, as assetFile.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return invalid('Send only assetFile and name.');
  // A missing boundary, a body cut short, a malformed header: the form could not be read.
  return invalid('The multipart form could not be read.');
}

/**
 * Reads assetFile and name in whichever order they come. The file is buffered only up to the limit;
 * a larger one is refused as soon as the limit is crossed.
 */
export async function readAssetForm(request: FastifyRequest): Promise<{ name: string; file: Buffer }> {
  let file: Buffer | undefined;
  let name: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'assetFile') {
          part.file.resume();
          throw invalid(`Unexpected file field ${JSON.stringify(part.fieldname.slice(0, 40))}: send assetFile.`);
        }
        file = await part.toBuffer();
      } else if (part.fieldname === 'name') {
        if (part.valueTruncated) throw invalid(`name must be at most ${MAX_ASSET_NAME_LENGTH} characters.`);
        name = String(part.value);
      }
    }
  } catch (error) {
    throw formError(error);
  }
  if (!file) throw invalid('assetFile is required: attach a png or jpeg image.');
  return { name: assetName(name), file };
}
