/// <reference lib="webworker" />
import type { PngWorkerRequest, PngWorkerResponse } from './png-protocol';
import { renderPngs } from './png-render';

declare const self: DedicatedWorkerGlobalScope;

let hubImage: ImageBitmap | undefined;

self.onmessage = async ({ data }: MessageEvent<PngWorkerRequest>) => {
  if (data.type === 'configure') {
    hubImage?.close();
    hubImage = data.hubImage ? await createImageBitmap(data.hubImage) : undefined;
    return;
  }
  try {
    const images = await renderPngs(data.tags, data.size, hubImage);
    const answer: PngWorkerResponse = { type: 'rendered', batchId: data.batchId, images };
    self.postMessage(answer, images);
  } catch (error) {
    const answer: PngWorkerResponse = { type: 'failed', batchId: data.batchId, message: (error as Error).message };
    self.postMessage(answer);
  }
};
