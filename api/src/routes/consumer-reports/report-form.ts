import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../errors.js';
import {
  MAX_REPORT_PHOTOS,
  REPORT_PHOTO_REFUSED_MESSAGE,
  REPORT_PHOTOS_FIELD,
} from 'shared/contracts/consumer-reports';

/** What @fastify/multipart may read of one report: its limits stop a larger body while it streams. */
export const REPORT_FORM_LIMITS = {
  files: MAX_REPORT_PHOTOS,
  fields: 20,
  parts: 20 + MAX_REPORT_PHOTOS,
  // The longest field, 2,000 characters, at up to 4 bytes each.
  fieldSize: 8_000,
};

export const notMultipartReport = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the report as multipart/form-data (fields and photos).');

/** What @fastify/multipart and busboy throw, as the caller's mistake. */
function formError(error: unknown, photoCount: number): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, 'ASSET_TOO_LARGE', `Photo ${photoCount + 1}: ${REPORT_PHOTO_REFUSED_MESSAGE}`);
  }
  if (code === 'FST_FILES_LIMIT') return invalid(`Photos: send at most ${MAX_REPORT_PHOTOS}.`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return invalid('Send only the report fields and photos.');
  }
  // A missing boundary, a body cut short, a malformed header: the form could not be read.
  return invalid('The multipart form could not be read.');
}

/**
 * Reads the report's text fields and its photos in whichever order they come; each photo is buffered only up to
 * the limit. A field sent twice keeps its last value; a field too long for the form is refused by name.
 */
export async function readReportForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; photos: Buffer[] }> {
  const fields: Record<string, string> = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== REPORT_PHOTOS_FIELD) {
          part.file.resume();
          throw invalid(`Unexpected file field ${JSON.stringify(part.fieldname.slice(0, 40))}: send photos.`);
        }
        photos.push(await part.toBuffer());
      } else {
        if (part.valueTruncated) throw invalid(`${part.fieldname.slice(0, 40)}: too long.`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw formError(error, photos.length);
  }
  return { fields, photos };
}
