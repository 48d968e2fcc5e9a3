import { isDay, startOfDay } from 'shared';
import { TED_DEFAULT_LIMIT } from 'shared/contracts/ted';
import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  filtersFromSearch,
  minAfterDay,
  normaliseAfter,
  normaliseBefore,
  pageCount,
  searchFromFilters,
  toQuery,
} from './ted-filters';

const NOW = new Date(2026, 10, 22, 15, 30); // 22 Nov 2026, 3:30 pm local
const DAY_MS = 86_400_000;

describe('TED filter defaults', () => {
  it('starts one day back, with no end and newest first; the Global TED shows the two failures', () => {
    expect(defaultFilters(NOW)).toEqual({
      after: '2026-11-21',
      before: '',
      order: 'newest',
      tagId: '',
      collections: [],
      scanners: [],
      dotsBinary: '',
      statuses: [],
      companyId: '',
    });
    expect(defaultFilters(NOW, true).statuses).toEqual(['DETECT_FAILED', 'MATCH_FAILED']);
  });

  it('allows 60 days of history', () => {
    expect(minAfterDay(NOW)).toBe('2026-09-23');
  });

  it("resets a cleared or too early 'Scanned after' to 60 days ago (001 §5)", () => {
    expect(normaliseAfter('', NOW)).toBe('2026-09-23');
    expect(normaliseAfter('2026-01-01', NOW)).toBe('2026-09-23');
    expect(normaliseAfter('2026-02-30', NOW)).toBe('2026-09-23');
    expect(normaliseAfter('2026-10-01', NOW)).toBe('2026-10-01');
  });

  it("clears an invalid 'Scanned before'", () => {
    expect(normaliseBefore('')).toBe('');
    expect(normaliseBefore('nope')).toBe('');
    expect(normaliseBefore('2026-11-01')).toBe('2026-11-01');
    expect(isDay('2026-11-31')).toBe(false);
  });
});

describe('the query string', () => {
  it('carries what differs from the defaults and reads back to the same filters', () => {
    const filters = {
      ...defaultFilters(NOW, true),
      after: '2026-11-01',
      order: 'oldest' as const,
      scanners: ['WECHAT' as const, 'WEBSCANNER' as const],
      statuses: ['SUCCESS' as const],
      companyId: 'co1',
      tagId: 'abc',
    };
    const search = searchFromFilters(filters, 3, NOW, true);
    expect(search.toString()).toBe(
      'after=2026-11-01&order=oldest&tagId=abc&scanners=WECHAT%2CWEBSCANNER&statuses=SUCCESS&company=co1&page=3',
    );
    expect(filtersFromSearch(search, NOW, true)).toEqual(filters);
    expect(searchFromFilters(defaultFilters(NOW, true), 1, NOW, true).toString()).toBe('');
  });

  it('ignores unknown scanners and statuses, and global-only filters inside a project', () => {
    const search = new URLSearchParams('scanners=WECHAT,FAX&statuses=SUCCESS&company=co1&after=2020-01-01');
    expect(filtersFromSearch(search, NOW, false)).toEqual({
      ...defaultFilters(NOW),
      after: minAfterDay(NOW),
      scanners: ['WECHAT'],
    });
  });
});

describe('toQuery', () => {
  it('sends the start of the after day, 24 per page with the page offset', () => {
    expect(toQuery({ ...defaultFilters(NOW), after: '2026-11-21' }, 1, NOW)).toEqual({
      createdAfter: startOfDay('2026-11-21').toISOString(),
      order: 'newest',
      limit: 24,
      offset: 0,
    });
    expect(
      toQuery({ ...defaultFilters(NOW), after: '2026-11-21', before: '2026-11-22', order: 'oldest' }, 3, NOW),
    ).toEqual({
      createdAfter: startOfDay('2026-11-21').toISOString(),
      createdBefore: startOfDay('2026-11-22').toISOString(),
      order: 'oldest',
      limit: 24,
      offset: 48,
    });
  });

  it('never asks for more than the 60 days the API allows', () => {
    const query = toQuery({ ...defaultFilters(NOW), after: minAfterDay(NOW) }, 1, NOW);
    const earliest = NOW.getTime() - 60 * DAY_MS;
    expect(Date.parse(query.createdAfter)).toBeGreaterThan(earliest);
    expect(Date.parse(query.createdAfter)).toBeLessThanOrEqual(earliest + 60_000);
  });

  it('sends each set filter, and leaves out a half-typed tag id or binary', () => {
    const tagId = '0b7e3c52-8f1a-4d2e-9c3b-1a2b3c4d5e6f';
    const filters = {
      ...defaultFilters(NOW, true),
      tagId,
      collections: ['c1', 'c2'],
      scanners: ['WECHAT' as const],
      dotsBinary: 'A0f3',
      companyId: 'co1',
    };
    expect(toQuery(filters, 1, NOW)).toMatchObject({
      tagId,
      'collectionIds[]': ['c1', 'c2'],
      'clientAgents[]': ['WECHAT'],
      'statuses[]': ['DETECT_FAILED', 'MATCH_FAILED'],
      companyId: 'co1',
      dotsBinary: 'A0f3',
    });
    const partial = toQuery({ ...filters, tagId: '0b7e3c52', dotsBinary: 'xyz' }, 1, NOW);
    expect(partial).not.toHaveProperty('tagId');
    expect(partial).not.toHaveProperty('dotsBinary');
  });

  it('counts pages of 24 cards (4 per row, 6 rows)', () => {
    expect(TED_DEFAULT_LIMIT).toBe(24);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
  });
});
