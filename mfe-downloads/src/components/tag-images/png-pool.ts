import type { PngWorkerRequest, PngWorkerResponse } from './png-protocol';
import { renderPngs, type TagToDraw } from './png-render';

/** Tags per message: big enough that messaging costs little, small enough that progress moves. */
const BATCH = 25;

interface Pending {
  resolve: (images: ArrayBuffer[]) => void;
  reject: (error: Error) => void;
}

/**
 * PNG rendering on every core: a pool of workers drawing on OffscreenCanvas, batches handed to
 * whichever worker is free. Where workers or OffscreenCanvas are missing it draws on the page instead.
 */
export class PngRenderPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextBatch = 0;
  private hubImage: Blob | null = null;

  constructor(size = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2) {
    if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return;
    for (let index = 0; index < size; index++) {
      const worker = new Worker(new URL('./png-worker.ts', import.meta.url), { name: `png-${index}` });
      worker.onmessage = ({ data }: MessageEvent<PngWorkerResponse>) => {
        const pending = this.pending.get(data.batchId);
        this.pending.delete(data.batchId);
        if (data.type === 'rendered') pending?.resolve(data.images);
        else pending?.reject(new Error(data.message));
      };
      this.workers.push(worker);
    }
  }

  get workerCount(): number {
    return this.workers.length;
  }

  configure(hubImage: Blob | null): void {
    this.hubImage = hubImage;
    const message: PngWorkerRequest = { type: 'configure', hubImage };
    for (const worker of this.workers) worker.postMessage(message);
  }

  /** PNG bytes of every tag, in order; `onProgress` hears how many are done as batches land. */
  async render(
    tags: TagToDraw[],
    size: number,
    onProgress: (done: number) => void = () => undefined,
  ): Promise<ArrayBuffer[]> {
    const batches = Array.from({ length: Math.ceil(tags.length / BATCH) }, (_, index) =>
      tags.slice(index * BATCH, (index + 1) * BATCH),
    );
    const results: ArrayBuffer[][] = new Array(batches.length);
    let done = 0;
    let next = 0;
    const drain = async (worker: Worker | undefined) => {
      while (next < batches.length) {
        const index = next++;
        results[index] = worker
          ? await this.send(worker, batches[index]!, size)
          : await this.onPage(batches[index]!, size);
        done += batches[index]!.length;
        onProgress(done);
      }
    };
    await Promise.all(this.workers.length > 0 ? this.workers.map(drain) : [drain(undefined)]);
    return results.flat();
  }

  terminate(): void {
    for (const worker of this.workers) worker.terminate();
    this.workers.length = 0;
  }

  private send(worker: Worker, tags: TagToDraw[], size: number): Promise<ArrayBuffer[]> {
    const batchId = this.nextBatch++;
    return new Promise((resolve, reject) => {
      this.pending.set(batchId, { resolve, reject });
      const message: PngWorkerRequest = { type: 'render', batchId, size, tags };
      worker.postMessage(message);
    });
  }

  private async onPage(tags: TagToDraw[], size: number): Promise<ArrayBuffer[]> {
    const hub = this.hubImage ? await createImageBitmap(this.hubImage) : undefined;
    try {
      return await renderPngs(tags, size, hub);
    } finally {
      hub?.close();
    }
  }
}
