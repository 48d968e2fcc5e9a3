import 'fake-indexeddb/auto';
import { clear, get, keys, set } from 'idb-keyval';
import type { Tokens } from 'shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const tokens: Tokens = {
  access_token: 'a',
  access_token_expiry: '2099-01-01T00:00:00Z',
  refresh_token: 'r',
  refresh_token_expiry: '2099-01-01T00:00:00Z',
};

interface TestJob {
  id: string;
  status: 'queued' | 'working' | 'complete' | 'interrupted';
}

const options = { prefix: 'test-jobs:', running: ['working'] as const, interrupted: 'interrupted' as const };

/** A fresh copy of the module, as a reload of the page gets: nothing in memory, IndexedDB as it was. */
async function reloaded() {
  vi.resetModules();
  const module = await import('./persisted-jobs');
  const { useSession } = await import('shared');
  return { ...module, useSession, family: module.jobFamily<TestJob>({ ...options, running: [...options.running] }) };
}

/** Waits until persist has written these jobs under `key` (it writes after each change, asynchronously). */
const writtenToIndexedDb = (key: string, jobs: TestJob[]) =>
  vi.waitFor(async () => expect(JSON.parse((await get<string>(key)) ?? '{"state":{}}').state.jobs).toEqual(jobs));

describe('jobFamily', () => {
  beforeEach(async () => {
    await clear();
    await set('unrelated', 'kept');
  });

  it('keeps each account and scope under its own IndexedDB key, and reads them back after a reload', async () => {
    const { family } = await reloaded();
    family
      .storeOf('p1', 'u1')
      .getState()
      .enqueue([{ id: 'a', status: 'queued' }]);
    family
      .storeOf('p2', 'u1')
      .getState()
      .enqueue([{ id: 'b', status: 'queued' }]);
    await vi.waitFor(async () =>
      expect((await keys()).filter((key) => String(key).startsWith('test-jobs:')).sort()).toEqual([
        'test-jobs:u1:p1',
        'test-jobs:u1:p2',
      ]),
    );

    const after = (await reloaded()).family;
    const store = after.storeOf('p1', 'u1');
    await vi.waitFor(() => expect(store.getState().jobs).toEqual([{ id: 'a', status: 'queued' }]));
    expect(after.storeOf('p1', 'u2').getState().jobs).toEqual([]);
  });

  it('says a list is not known until IndexedDB has answered, then that it is, with jobs or empty', async () => {
    const { family } = await reloaded();
    family
      .storeOf('p1', 'u1')
      .getState()
      .enqueue([{ id: 'a', status: 'queued' }]);
    await writtenToIndexedDb('test-jobs:u1:p1', [{ id: 'a', status: 'queued' }]);
    const after = (await reloaded()).family;
    const stored = after.storeOf('p1', 'u1');
    const empty = after.storeOf('p-none', 'u1');
    expect(stored.getState().hydrated).toBe(false);
    await vi.waitFor(() => expect(stored.getState().hydrated).toBe(true));
    expect(stored.getState().jobs).toEqual([{ id: 'a', status: 'queued' }]);
    await vi.waitFor(() => expect(empty.getState()).toMatchObject({ hydrated: true, jobs: [] }));
  });

  it('brings a job that was running back as interrupted', async () => {
    const { family } = await reloaded();
    family
      .storeOf('p1', 'u1')
      .getState()
      .enqueue([
        { id: 'a', status: 'working' },
        { id: 'b', status: 'complete' },
      ]);
    await writtenToIndexedDb('test-jobs:u1:p1', [
      { id: 'a', status: 'working' },
      { id: 'b', status: 'complete' },
    ]);
    const store = (await reloaded()).family.storeOf('p1', 'u1');
    await vi.waitFor(() =>
      expect(store.getState().jobs).toEqual([
        { id: 'a', status: 'interrupted' },
        { id: 'b', status: 'complete' },
      ]),
    );
  });

  it('keeps jobs queued before IndexedDB answered', async () => {
    await set('test-jobs:u1:p3', JSON.stringify({ state: { jobs: [{ id: 'old', status: 'complete' }] }, version: 0 }));
    const store = (await reloaded()).family.storeOf('p3', 'u1');
    store.getState().enqueue([{ id: 'new', status: 'queued' }]);
    await vi.waitFor(() => expect(store.getState().jobs.map((job) => job.id)).toEqual(['old', 'new']));
  });

  it('ignores stored data that is not a list of jobs', async () => {
    await set('test-jobs:u1:p9', JSON.stringify({ state: { jobs: 'nope' }, version: 0 }));
    const store = (await reloaded()).family.storeOf('p9', 'u1');
    await vi.waitFor(() => expect(store.getState().hydrated).toBe(true));
    expect(store.getState().jobs).toEqual([]);
  });

  it('deletes every job list and archive at logout, and keeps them when tokens are only refreshed', async () => {
    const { family, saveArchive, loadArchive, useSession } = await reloaded();
    useSession.getState().setTokens(tokens);
    const store = family.storeOf('p1', 'u1');
    store.getState().enqueue([{ id: 'a', status: 'complete' }]);
    await saveArchive('a', new Blob(['zip']));
    useSession.getState().setTokens({ ...tokens, access_token: 'b' });
    // Logout empties the lists in memory at once, before it deletes from IndexedDB: a refresh taken for a
    // logout would show here already.
    expect(store.getState().jobs).toHaveLength(1);
    expect(await loadArchive('a')).toBeDefined();

    useSession.getState().logout();
    await vi.waitFor(async () => expect(await loadArchive('a')).toBeUndefined());
    expect(store.getState().jobs).toEqual([]);
    expect(await get('unrelated')).toBe('kept');
  });
});

describe('jobFailure', () => {
  it("shows the API's words for a refused request, general words for a server failure, and the console's own errors", async () => {
    const { jobFailure } = await import('./persisted-jobs');
    const { ApiError } = await import('shared');
    expect(jobFailure(new ApiError('Row 3: not a tag of this collection.', 'TAG_DATA_INVALID', 400))).toBe(
      'Row 3: not a tag of this collection.',
    );
    expect(jobFailure(new ApiError('relation "tags" does not exist', 'INTERNAL', 500))).toBe(
      'The server could not answer. Restart to try again.',
    );
    expect(jobFailure(new Error('Could not get 2D context from canvas'))).toBe('Could not get 2D context from canvas');
  });
});
