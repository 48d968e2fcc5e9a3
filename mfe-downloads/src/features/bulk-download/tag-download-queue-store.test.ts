import { useSession, type Tokens } from 'shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TagDownloadJob } from './tag-download-job';
import { clearAllTagDownloadQueues, queueStorageKey, tagDownloadQueue } from './tag-download-queue-store';

const tokens: Tokens = {
  access_token: 'a',
  access_token_expiry: '2099-01-01T00:00:00Z',
  refresh_token: 'r',
  refresh_token_expiry: '2099-01-01T00:00:00Z',
};

function job(id: string, projectId = 'p1'): TagDownloadJob {
  return {
    id,
    fileName: `Bags-1-of-1`,
    collectionId: 'c1',
    collectionName: 'Bags',
    projectId,
    archiveNumber: 1,
    archiveTotal: 1,
    startTagOffset: 0,
    tagCount: 10,
    hubImageOption: 'NO_LOGO',
    imageFormatOption: 'PNG',
    pdfTagSize: 20,
    pdfTagMargin: 5,
    tagsComplete: 0,
    percentageComplete: 0,
    status: 'queued',
  };
}

function storedJobIds(key: string): string[] {
  const raw = localStorage.getItem(key);
  return raw ? (JSON.parse(raw) as { state: { jobs: TagDownloadJob[] } }).state.jobs.map((entry) => entry.id) : [];
}

describe('tag download queue', () => {
  beforeEach(() => {
    clearAllTagDownloadQueues();
    localStorage.clear();
  });

  it('stores each project under its own key, which names the account and the project', () => {
    tagDownloadQueue('p1', 'u1')
      .getState()
      .enqueue([job('a')]);
    tagDownloadQueue('p2', 'u1')
      .getState()
      .enqueue([job('b', 'p2')]);
    expect(queueStorageKey('u1', 'p1')).toContain('p1');
    expect(storedJobIds(queueStorageKey('u1', 'p1'))).toEqual(['a']);
    expect(storedJobIds(queueStorageKey('u1', 'p2'))).toEqual(['b']);
    expect(tagDownloadQueue('p1', 'u2').getState().jobs).toEqual([]);
  });

  it('removes one job and keeps the rest', () => {
    const queue = tagDownloadQueue('p1', 'u1');
    queue.getState().enqueue([job('a'), job('b')]);
    queue.getState().remove('a');
    expect(queue.getState().jobs.map((entry) => entry.id)).toEqual(['b']);
    expect(storedJobIds(queueStorageKey('u1', 'p1'))).toEqual(['b']);
  });

  it('reads the queue back after a reload', async () => {
    tagDownloadQueue('p1', 'u1')
      .getState()
      .enqueue([job('a')]);
    vi.resetModules();
    const reloaded = await import('./tag-download-queue-store');
    expect(
      reloaded
        .tagDownloadQueue('p1', 'u1')
        .getState()
        .jobs.map((entry) => entry.id),
    ).toEqual(['a']);
  });

  it('ignores stored data that is not a list of jobs', async () => {
    localStorage.setItem(queueStorageKey('u1', 'p9'), JSON.stringify({ state: { jobs: 'nope' }, version: 0 }));
    vi.resetModules();
    const reloaded = await import('./tag-download-queue-store');
    expect(reloaded.tagDownloadQueue('p9', 'u1').getState().jobs).toEqual([]);
  });

  it('empties every queue, in memory and in storage, when the session logs out', () => {
    useSession.getState().setTokens(tokens);
    const queue = tagDownloadQueue('p1', 'u1');
    queue.getState().enqueue([job('a')]);
    localStorage.setItem(
      queueStorageKey('u1', 'not-loaded'),
      JSON.stringify({ state: { jobs: [job('z')] }, version: 0 }),
    );
    localStorage.setItem('unrelated', 'kept');

    useSession.getState().logout();

    expect(queue.getState().jobs).toEqual([]);
    expect(localStorage.getItem(queueStorageKey('u1', 'p1'))).toBeNull();
    expect(localStorage.getItem(queueStorageKey('u1', 'not-loaded'))).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('keeps the queue when the tokens are only refreshed', () => {
    useSession.getState().setTokens(tokens);
    tagDownloadQueue('p1', 'u1')
      .getState()
      .enqueue([job('a')]);
    useSession.getState().setTokens({ ...tokens, access_token: 'b' });
    expect(tagDownloadQueue('p1', 'u1').getState().jobs).toHaveLength(1);
  });
});
