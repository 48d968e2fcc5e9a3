/// <reference lib="webworker" />
import type { PngWorkerRequest, PngWorkerResponse } from './png-protocol';
import { renderPngs } from './png-render';

declare const self: DedicatedWorkerGlobalScope;

// A promise: decoding the logo is asynchronous, and render messages that follow must wait for it.
let hubImage: Promise<ImageBitmap | undefined> = Promise.resolve(undefined);

self.onmessage = async ({ data }: MessageEvent<PngWorkerRequest>) => {
  if (data.type === 'configure') {
    const previous = hubImage;
    hubImage = data.hubImage ? createImageBitmap(data.hubImage) : Promise.resolve(undefined);
    void previous.then((bitmap) => bitmap?.close());
    return;
  }
  try {
    const images = await renderPngs(data.tags, data.size, await hubImage);
    const answer: PngWorkerResponse = { type: 'rendered', batchId: data.batchId, images };
    self.postMessage(answer, images);
  } catch (error) {
    const answer: PngWorkerResponse = { type: 'failed', batchId: data.batchId, message: (error as Error).message };
    self.postMessage(answer);
  }
};
