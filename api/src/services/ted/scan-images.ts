import { createHash } from 'node:crypto';
import { forbidden, notFound } from '../../errors.js';
import { isSystemSuperUser, type AuthContext } from '../auth/auth-context.js';
import type { FileStorage } from '../storage/file-storage.js';

export const SCAN_IMAGE_TYPES = { jpg: 'image/jpeg', png: 'image/png' } as const;
export type ScanImageExtension = keyof typeof SCAN_IMAGE_TYPES;

/** Where GET /ted/scan-images/{file} answers; scans keep it in detectData's image_in_url and image_out_url. */
export const SCAN_IMAGE_URL_PATH = '/api/events/ted/scan-images/';

/** A scan image's file name is its SHA-256: one image is stored once, however many scans show it. */
export function scanImageFile(bytes: Buffer, extension: ScanImageExtension): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
}

export function scanImageKey(file: string): string {
  return `scan-images/${file}`;
}

/** Stores the image under its content address (a second put of the same bytes changes nothing); answers its URL. */
export async function storeScanImage(
  storage: FileStorage,
  bytes: Buffer,
  extension: ScanImageExtension,
): Promise<string> {
  const file = scanImageFile(bytes, extension);
  await storage.put(scanImageKey(file), bytes, SCAN_IMAGE_TYPES[extension]);
  return `${SCAN_IMAGE_URL_PATH}${file}`;
}

/** Scan images are for the tag error dashboards: super users only (001 §6); brands never see raw scans. */
export function assertMaySeeScanImages(auth: AuthContext): void {
  if (!isSystemSuperUser(auth)) throw forbidden();
}

export async function readScanImage(storage: FileStorage, file: string): Promise<Buffer> {
  const bytes = await storage.get(scanImageKey(file));
  if (!bytes) throw notFound('Scan image not found.');
  return bytes;
}
