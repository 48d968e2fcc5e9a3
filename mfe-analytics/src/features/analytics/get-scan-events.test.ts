import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { scan } from './scan-fixture';
import type { ScanEvent } from './types';
import { cleanScans, fetchAllScanEvents, itemsOf, scansQueryOptions, type ScanPageFetcher } from './get-scan-events';

const query = { projectId: 'p1', createdAfter: '2026-10-23T00:00:00.000Z', createdBefore: '2026-11-23T00:00:00.000Z' };

describe('fetchAllScanEvents', () => {
  it('asks page after page until fewer than a full page comes back', async () => {
    const all = Array.from({ length: 7 }, () => scan());
    const fetchPage = vi.fn<ScanPageFetcher>(async (_query, offset, limit) => all.slice(offset, offset + limit));
    expect(await fetchAllScanEvents(query, fetchPage, 3)).toEqual(all);
    expect(fetchPage.mock.calls.map(([, offset, limit]) => [offset, limit])).toEqual([
      [0, 3],
      [3, 3],
      [6, 3],
    ]);
    expect(fetchPage).toHaveBeenCalledWith(query, 0, 3, undefined);
  });

  it('asks once more when the last page is exactly full', async () => {
    const all = Array.from({ length: 4 }, () => scan());
    const fetchPage = vi.fn<ScanPageFetcher>(async (_query, offset, limit) => all.slice(offset, offset + limit));
    expect(await fetchAllScanEvents(query, fetchPage, 2)).toHaveLength(4);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('uses 500 per request by default', async () => {
    const fetchPage = vi.fn<ScanPageFetcher>(async () => []);
    await fetchAllScanEvents(query, fetchPage);
    expect(fetchPage).toHaveBeenCalledWith(query, 0, 500, undefined);
  });

  it('stops asking for pages once its signal is aborted', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn<ScanPageFetcher>(async () => {
      controller.abort();
      return [scan(), scan()];
    });
    await expect(fetchAllScanEvents(query, fetchPage, 2, controller.signal)).rejects.toThrow();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('passes a failure on', async () => {
    await expect(fetchAllScanEvents(query, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});

describe('itemsOf', () => {
  it('accepts a list or an object with items', () => {
    const one: ScanEvent = scan();
    expect(itemsOf([one])).toEqual([one]);
    expect(itemsOf({ items: [one] })).toEqual([one]);
    expect(itemsOf({})).toEqual([]);
  });
});

describe('cleanScans', () => {
  it('keeps the first scan of each clientScanId and drops scans without a tag', () => {
    const first = scan({ clientScanId: 'a' });
    const kept = scan({ clientScanId: 'b' });
    expect(cleanScans([first, scan({ clientScanId: 'a' }), scan({ tagId: null }), scan({ tagId: '' }), kept])).toEqual([
      first,
      kept,
    ]);
  });
});

describe('scansQueryOptions', () => {
  it("abandons the old range's paging loop when the query is cancelled, and hands each page the signal", async () => {
    const client = new QueryClient();
    const range = { start: '2026-10-23', end: '2026-11-22' };
    let release: () => void = () => undefined;
    const fetchPage = vi.fn<ScanPageFetcher>(
      (_query, _offset, limit) =>
        new Promise((resolve) => {
          release = () => resolve(Array.from({ length: limit }, () => scan()));
        }),
    );
    const fetching = client.fetchQuery(scansQueryOptions('p1', range, fetchPage)).catch((error: unknown) => error);
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    const signal = fetchPage.mock.calls[0]?.[3];
    await client.cancelQueries();
    release();
    await fetching;
    expect(signal?.aborted).toBe(true);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
