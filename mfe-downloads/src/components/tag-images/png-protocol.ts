import type { TagToDraw } from './png-render';

/** Page → worker. A hub logo is sent once per job (`configure`), not with every batch. */
export type PngWorkerRequest =
  { type: 'configure'; hubImage: Blob | null } | { type: 'render'; batchId: number; size: number; tags: TagToDraw[] };

/** Worker → page. Images travel as transferred ArrayBuffers: no copy. */
export type PngWorkerResponse =
  { type: 'rendered'; batchId: number; images: ArrayBuffer[] } | { type: 'failed'; batchId: number; message: string };
