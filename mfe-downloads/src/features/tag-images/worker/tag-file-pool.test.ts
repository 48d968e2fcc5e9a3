import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TagFileWorkerRequest, TagToDraw } from './tag-file-protocol';
import { TagFilePool } from './tag-file-pool';

/** Stands in for the browser's Worker (jsdom has none): records what the page sends and answers when told. */
class ScriptedWorker {
  static all: ScriptedWorker[] = [];
  readonly sent: TagFileWorkerRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: ((event: Event) => void) | null = null;

  constructor() {
    ScriptedWorker.all.push(this);
  }

  postMessage(message: TagFileWorkerRequest) {
    this.sent.push(message);
  }

  terminate() {
    this.terminated = true;
  }

  draws() {
    return this.sent.filter((message) => message.type === 'draw');
  }

  answer(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: message }));
  }
}

const tags = (count: number): TagToDraw[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `tag-${index}`,
    seed: '0123456789abcdef0123456789abcdef',
    version: 1,
  }));

beforeEach(() => {
  ScriptedWorker.all = [];
  vi.stubGlobal('Worker', ScriptedWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
});
afterEach(() => vi.unstubAllGlobals());

describe('TagFilePool', () => {
  it('fails the job when a worker stops, and draws the next job on the page', async () => {
    const pool = new TagFilePool(2);
    pool.configure({ format: 'EPS', print: {} });
    const job = pool.draw(tags(1000));
    ScriptedWorker.all[0]!.onerror?.(new Event('error', { cancelable: true }));
    await expect(job).rejects.toThrow('A tag file worker stopped.');
    expect(ScriptedWorker.all.every((worker) => worker.terminated)).toBe(true);

    vi.unstubAllGlobals();
    pool.configure({ format: 'EPS', print: {} });
    const files = await pool.draw(tags(3));
    expect(files.map((file) => file.name)).toEqual(['tag-0.eps', 'tag-1.eps', 'tag-2.eps']);
  });

  it('sends no more of a job once one of its batches has failed', async () => {
    const pool = new TagFilePool(1);
    pool.configure({ format: 'EPS', print: {} });
    const [worker] = ScriptedWorker.all;
    const job = pool.draw(tags(2500));
    expect(worker!.draws()).toHaveLength(2);
    const first = worker!.draws()[0] as Extract<TagFileWorkerRequest, { type: 'draw' }>;
    worker!.answer({ type: 'failed', batchId: first.batchId, message: 'The hub logo could not be read.' });
    await expect(job).rejects.toThrow('The hub logo could not be read.');
    const second = worker!.draws()[1] as Extract<TagFileWorkerRequest, { type: 'draw' }>;
    worker!.answer({ type: 'drawn', batchId: second.batchId, files: [] });
    await Promise.resolve();
    expect(worker!.draws()).toHaveLength(2);
  });
});
