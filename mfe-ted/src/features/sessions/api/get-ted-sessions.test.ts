import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fetchTedSessions, tedSessionsQueryOptions } from './get-ted-sessions';
import { TED_HISTORY_DAYS } from 'shared/contracts/ted';
import { defaultFilters, sessionScansQuery, SESSION_SCANS_LIMIT } from '../../../lib/ted-filters';

describe('tedSessionsQueryOptions', () => {
  it("asks for the page's sessions with the dashboard's filters, 24 a page", async () => {
    const fetchSessions = vi.fn<typeof fetchTedSessions>(async () => ({ items: [], total: 0 }));
    const filters = { ...defaultFilters(new Date(), true), scanners: ['WECHAT' as const] };
    const options = tedSessionsQueryOptions({ filters, page: 3 }, fetchSessions);
    expect(options.queryKey.slice(0, 2)).toEqual(['ted', 'sessions']);
    await new QueryClient().fetchQuery(options);
    expect(fetchSessions.mock.calls[0]?.[0]).toMatchObject({
      limit: 24,
      offset: 48,
      order: 'newest',
      'clientAgents[]': ['WECHAT'],
      'statuses[]': ['DETECT_FAILED', 'MATCH_FAILED'],
    });
  });
});

describe('sessionScansQuery', () => {
  it('asks for every scan of the session, oldest first, over the 60-day history', () => {
    const now = new Date('2026-11-22T12:00:00.000Z');
    const query = sessionScansQuery('s1', now);
    expect(query).toMatchObject({ clientSessionId: 's1', order: 'oldest', limit: SESSION_SCANS_LIMIT, offset: 0 });
    expect(Date.parse(query.createdAfter)).toBeGreaterThanOrEqual(now.getTime() - TED_HISTORY_DAYS * 86_400_000);
    expect(Date.parse(query.createdAfter)).toBeLessThan(now.getTime() - (TED_HISTORY_DAYS - 1) * 86_400_000);
  });
});
