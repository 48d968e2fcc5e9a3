/// <reference lib="webworker" />
import type { TagFileWorkerRequest, TagFileWorkerResponse } from './tag-file-protocol';
import { NOT_CONFIGURED, tagFileDrawer, type TagFileDrawer } from './tag-file-render';

declare const self: DedicatedWorkerGlobalScope;

// A promise: decoding the logo and loading jspdf are asynchronous, and draw messages must wait for them.
let drawer: Promise<TagFileDrawer> | undefined;

async function handle(data: TagFileWorkerRequest): Promise<void> {
  if (data.type === 'configure') {
    void drawer?.then(
      ({ release }) => release(),
      () => undefined,
    );
    drawer = data.spec ? tagFileDrawer(data.spec) : undefined;
    // A failure to configure is told by the next draw, which awaits the same promise.
    drawer?.catch(() => undefined);
    return;
  }
  try {
    if (!drawer) throw new Error(NOT_CONFIGURED);
    const files = await (await drawer).files(data.tags);
    const answer: TagFileWorkerResponse = { type: 'drawn', batchId: data.batchId, files };
    self.postMessage(answer, [...new Set(files.map((file) => file.data.buffer as ArrayBuffer))]);
  } catch (error) {
    const answer: TagFileWorkerResponse = { type: 'failed', batchId: data.batchId, message: (error as Error).message };
    self.postMessage(answer);
  }
}

// One message after another, in order: the page keeps two batches in flight so that the worker never
// waits on the page's thread between them, and a batch must not draw on the canvas another is reading.
let queue = Promise.resolve();
self.onmessage = ({ data }: MessageEvent<TagFileWorkerRequest>) => {
  queue = queue.then(() => handle(data));
};
