import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeApi } from 'shared/testing/fake-api-server';
import { loadArchive } from '../../jobs/persisted-jobs';
import { runTagDataJob } from './run-tag-data-jobs';
import { filtersOf, type TagDataJob } from './tag-data-jobs-store';

const job: TagDataJob = {
  id: 'job-1',
  kind: 'metadata',
  fileName: 'Silk-Scarves-metadata-2026-11-27',
  collectionId: 'c1',
  startTagOffset: 2,
  tagCount: 2,
  tagsComplete: 0,
  status: 'queued',
  downloadMethod: 'range',
  filters: { collectionIds: ['c1', 'c2'] },
  createdAt: '2026-11-27T10:00:00.000Z',
};

let api: { close: () => Promise<void> } | undefined;
afterEach(() => api?.close());

describe('a metadata job (000 §3)', () => {
  it("downloads the tags its filters select: GET /tags with each of the job's collections, from its start", async () => {
    const asked: string[] = [];
    api = await startFakeApi((request) => {
      asked.push(request.url ?? '');
      return { status: 200, body: { data: [{ id: 't3', tagMetadata: [{ data: { colour: 'red' } }] }] } };
    });
    const changes: Partial<TagDataJob>[] = [];
    await runTagDataJob('p1', job, (_id, change) => changes.push(change));
    const url = new URL(asked[0]!, 'http://x');
    expect(url.pathname).toBe('/warehouse/tags');
    expect(url.searchParams.getAll('collectionIds[]')).toEqual(['c1', 'c2']);
    expect(url.searchParams.get('offset')).toBe('2');
    expect(url.searchParams.get('limit')).toBe('2');
    expect(changes.at(-1)).toEqual({ status: 'complete' });
    expect(await loadArchive(job.id)).toBeTruthy();
  });

  it('takes its own collection when it was stored before jobs carried filters', () => {
    const { filters: _dropped, ...stored } = job;
    expect(filtersOf(stored)).toEqual({ collectionIds: ['c1'] });
    expect(filtersOf(job)).toEqual({ collectionIds: ['c1', 'c2'] });
  });
});
