import type { PrintOptions } from 'shared/fingerprint';
import type { PdfOptions } from 'shared/fingerprint/pdf';
import type { ZipEntry } from './zip-entries';

export interface TagToDraw {
  /** Names the file and titles EPS and PDF. */
  id: string;
  seed: string;
  version: number;
}

/** What every file of a job shares. A PNG hub logo goes as the image file; EPS and PDF take a bitmap. */
export type TagFileSpec =
  | { format: 'PNG'; sizePx: number; clearPx: number; hubImage: Blob | null }
  | { format: 'EPS'; print: PrintOptions }
  | { format: 'PDF'; print: PdfOptions };

/** A tag's file as the zip stores it, with the SHA-256 of the file for the manifest. */
export type TagFile = ZipEntry & { sha256: string };

/** Page → worker. The spec is sent once per job (`configure`), not with every batch; null lets go of it. */
export type TagFileWorkerRequest =
  { type: 'configure'; spec: TagFileSpec | null } | { type: 'draw'; batchId: number; tags: TagToDraw[] };

/** Worker → page. File bytes travel as transferred ArrayBuffers: no copy. */
export type TagFileWorkerResponse =
  { type: 'drawn'; batchId: number; files: TagFile[] } | { type: 'failed'; batchId: number; message: string };
