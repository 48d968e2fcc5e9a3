/** 001 §9: png or jpeg, at most 1,000,000 bytes. */
export const MAX_ASSET_BYTES = 1_000_000;
export const ACCEPTED_TYPES = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] };
/** 001 §8: the notice of every refused upload. */
export const UPLOAD_ERROR_TITLE = 'Upload error';
export const UPLOAD_REFUSED = 'File type must be png, jpeg. Max 1MB';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/**
 * The check before sending: size, and the first bytes of a png or jpeg (a name or a browser's guessed
 * type says nothing). The server checks again, by decoding the whole image.
 */
export async function isAcceptableImage(file: File): Promise<boolean> {
  if (file.size === 0 || file.size > MAX_ASSET_BYTES) return false;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const startsWith = (magic: number[]) => magic.every((byte, i) => head[i] === byte);
  return startsWith(PNG) || startsWith(JPEG);
}

/** The name an upload gets: its file name without the extension. */
export const assetNameOf = (file: File): string => file.name.replace(/\.[^.]*$/, '').trim() || 'Image';
