import { defaultFilters } from '../lib/ted-filters';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTedScans, itemsPageOf, pageOf, tedScansQueryOptions } from './get-ted-scans';
import { TED_HISTORY_DAYS } from 'shared/contracts/ted';

describe('itemsPageOf', () => {
  it('reads items and total, and survives an odd body', () => {
    expect(itemsPageOf({ items: [{ clientSessionId: 's1' }], total: 40 })).toMatchObject({ total: 40 });
    expect(itemsPageOf(null)).toEqual({ items: [], total: 0 });
    expect(itemsPageOf({ items: 'x', total: 'y' })).toEqual({ items: [], total: 0 });
  });
});

describe('pageOf', () => {
  it('reads items and total', () => {
    expect(pageOf({ items: [{ id: 'a' }], total: 30 })).toEqual({ items: [{ id: 'a' }], total: 30 });
  });

  it('accepts a bare list and survives an odd body', () => {
    expect(pageOf([{ id: 'a' }, { id: 'b' }]).total).toBe(2);
    expect(pageOf(null)).toEqual({ items: [], total: 0 });
    expect(pageOf({ items: 'x' })).toEqual({ items: [], total: 0 });
  });
});

describe('tedScansQueryOptions', () => {
  afterEach(() => vi.useRealTimers());

  it('takes the 60-day bound when each request leaves, so a page left open for minutes still asks a valid window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
    const fetchScans = vi.fn<typeof fetchTedScans>(async () => ({ items: [], total: 0 }));
    const client = new QueryClient();
    const request = { filters: { ...defaultFilters(new Date()), after: '2026-09-23' }, page: 1 };
    await client.fetchQuery(tedScansQueryOptions(request, fetchScans));

    vi.setSystemTime(new Date('2026-11-22T12:05:00.000Z'));
    await client.refetchQueries();

    const earliestAllowed = Date.parse('2026-11-22T12:05:00.000Z') - TED_HISTORY_DAYS * 86_400_000;
    const asked = fetchScans.mock.calls.map(([query]) => Date.parse(query.createdAfter));
    expect(asked).toHaveLength(2);
    expect(asked[1]).toBeGreaterThanOrEqual(earliestAllowed);
  });

  it('namespaces project TED by project and sends its id', async () => {
    const fetchScans = vi.fn<typeof fetchTedScans>(async () => ({ items: [], total: 0 }));
    const options = tedScansQueryOptions(
      { projectId: 'p1', filters: { ...defaultFilters(new Date()), after: '2026-11-21' }, page: 2 },
      fetchScans,
    );
    expect(options.queryKey.slice(0, 3)).toEqual(['project', 'p1', 'ted']);
    await new QueryClient().fetchQuery(options);
    expect(fetchScans.mock.calls[0]?.[0]).toMatchObject({ projectId: 'p1', offset: 24, limit: 24 });
  });
});
