import type { TagFile, TagFileSpec, TagFileWorkerRequest, TagFileWorkerResponse, TagToDraw } from './tag-file-protocol';
import { NOT_CONFIGURED, tagFileDrawer, type TagFileDrawer } from './tag-file-render';

/**
 * Tags per message, about 0.1 s of a worker's time each: enough that a worker has work while the page's
 * thread is busy (an EPS takes 0.3 ms, a PNG 3–10 ms, a PDF 5 ms), little enough that progress moves.
 */
const BATCH: Record<TagFileSpec['format'], number> = { EPS: 250, PNG: 25, PDF: 25 };

interface Pending {
  resolve: (files: TagFile[]) => void;
  reject: (error: Error) => void;
}

/**
 * Tag files on every core: a pool of workers that draw each file (PNG on OffscreenCanvas, EPS, PDF),
 * deflate and hash it, batches handed to whichever worker is free; the page only gathers the zip. Where
 * workers or OffscreenCanvas are missing the page does it all instead.
 */
export class TagFilePool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextBatch = 0;
  private spec: TagFileSpec | null = null;
  private pageDrawer: Promise<TagFileDrawer> | undefined;

  constructor(size = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2) {
    if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return;
    for (let index = 0; index < size; index++) {
      const worker = new Worker(new URL('./tag-file-worker.ts', import.meta.url), { name: `tag-files-${index}` });
      worker.onmessage = ({ data }: MessageEvent<TagFileWorkerResponse>) => {
        const pending = this.pending.get(data.batchId);
        this.pending.delete(data.batchId);
        if (data.type === 'drawn') pending?.resolve(data.files);
        else pending?.reject(new Error(data.message));
      };
      const stopped = (event: Event) => {
        event.preventDefault();
        this.workerStopped();
      };
      worker.onerror = stopped;
      worker.onmessageerror = stopped;
      this.workers.push(worker);
    }
  }

  /** What the next files share; null lets go of the last job's (its logo). */
  configure(spec: TagFileSpec | null): void {
    this.spec = spec;
    void this.pageDrawer?.then(
      ({ release }) => release(),
      () => undefined,
    );
    this.pageDrawer = undefined;
    const message: TagFileWorkerRequest = { type: 'configure', spec };
    for (const worker of this.workers) worker.postMessage(message);
  }

  /** Every tag's file, in order; `onProgress` hears how many are done as batches land. */
  async draw(tags: TagToDraw[], onProgress: (done: number) => void = () => undefined): Promise<TagFile[]> {
    const spec = this.spec;
    if (!spec) throw new Error(NOT_CONFIGURED);
    const size = BATCH[spec.format];
    const batches = Array.from({ length: Math.ceil(tags.length / size) }, (_, index) =>
      tags.slice(index * size, (index + 1) * size),
    );
    const results: TagFile[][] = new Array(batches.length);
    let done = 0;
    let next = 0;
    const drain = async (worker: Worker | undefined) => {
      while (next < batches.length) {
        const index = next++;
        try {
          results[index] = worker ? await this.send(worker, batches[index]!) : await this.onPage(spec, batches[index]!);
        } catch (error) {
          // The job has failed: its other batches must not run on into the next job's.
          next = batches.length;
          throw error;
        }
        done += batches[index]!.length;
        onProgress(done);
      }
    };
    // Two batches in flight per worker: the next one waits in the worker, not on the page's thread.
    await Promise.all(
      this.workers.length > 0 ? this.workers.flatMap((worker) => [drain(worker), drain(worker)]) : [drain(undefined)],
    );
    return results.flat();
  }

  terminate(): void {
    for (const worker of this.workers) worker.terminate();
    this.workers.length = 0;
  }

  /**
   * A worker that failed to load or threw outside a batch answers nothing more: the batches in flight fail
   * their job rather than wait for ever, and the page draws the jobs that follow.
   */
  private workerStopped(): void {
    this.terminate();
    for (const { reject } of this.pending.values()) reject(new Error('A tag file worker stopped.'));
    this.pending.clear();
  }

  private send(worker: Worker, tags: TagToDraw[]): Promise<TagFile[]> {
    const batchId = this.nextBatch++;
    return new Promise((resolve, reject) => {
      this.pending.set(batchId, { resolve, reject });
      const message: TagFileWorkerRequest = { type: 'draw', batchId, tags };
      worker.postMessage(message);
    });
  }

  private async onPage(spec: TagFileSpec, tags: TagToDraw[]): Promise<TagFile[]> {
    this.pageDrawer ??= tagFileDrawer(spec);
    return (await this.pageDrawer).files(tags);
  }
}
