import { createHash } from 'node:crypto';
import { forbidden, notFound } from '../../errors.js';
import { isSystemSuperUser, type AuthContext } from '../auth/auth-context.js';
import type { FileStorage } from '../storage/file-storage.js';

export const SCAN_IMAGE_TYPES = { jpg: 'image/jpeg', png: 'image/png' } as const;
export type ScanImageExtension = keyof typeof SCAN_IMAGE_TYPES;

/** Where GET /ted/scan-images/{file} answers; scans keep it in detectData's image_in_url and image_out_url. */
export const SCAN_IMAGE_URL_PATH = '/api/events/ted/scan-images/';

const STORED_SCAN_IMAGE_URL = new RegExp(
  `^${SCAN_IMAGE_URL_PATH}[0-9a-f]{64}\\.(${Object.keys(SCAN_IMAGE_TYPES).join('|')})$`,
);
const IMAGE_URL_KEYS = new Set(['image_in_url', 'image_out_url']);

/**
 * detectData as TED answers it: an image URL that is not one of the API's stored scan images becomes
 * null at any depth, so a scanner (any API-key holder) cannot make super users' browsers fetch a URL of
 * its choosing (ADR 0009).
 */
export function withStoredScanImagesOnly(detectData: unknown): unknown {
  if (Array.isArray(detectData)) return detectData.map(withStoredScanImagesOnly);
  if (detectData === null || typeof detectData !== 'object') return detectData;
  return Object.fromEntries(
    Object.entries(detectData).map(([key, value]) =>
      IMAGE_URL_KEYS.has(key)
        ? [key, typeof value === 'string' && STORED_SCAN_IMAGE_URL.test(value) ? value : null]
        : [key, withStoredScanImagesOnly(value)],
    ),
  );
}

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
