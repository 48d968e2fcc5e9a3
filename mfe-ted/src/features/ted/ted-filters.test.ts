import { isDay, startOfDay } from 'shared';
import { describe, expect, it } from 'vitest';
import {
  CARDS_PER_PAGE,
  defaultFilters,
  minAfterDay,
  normaliseAfter,
  normaliseBefore,
  pageCount,
  toQuery,
} from './ted-filters';

const NOW = new Date(2026, 10, 22, 15, 30); // 22 Nov 2026, 3:30 pm local
const DAY_MS = 86_400_000;

describe('TED filter defaults', () => {
  it('starts one day back, with no end and newest first', () => {
    expect(defaultFilters(NOW)).toEqual({ after: '2026-11-21', before: '', order: 'newest' });
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

describe('toQuery', () => {
  it('sends the start of the after day, 24 per page with the page offset', () => {
    expect(toQuery({ after: '2026-11-21', before: '', order: 'newest' }, 1, NOW)).toEqual({
      createdAfter: startOfDay('2026-11-21').toISOString(),
      order: 'newest',
      limit: 24,
      offset: 0,
    });
    expect(toQuery({ after: '2026-11-21', before: '2026-11-22', order: 'oldest' }, 3, NOW)).toEqual({
      createdAfter: startOfDay('2026-11-21').toISOString(),
      createdBefore: startOfDay('2026-11-22').toISOString(),
      order: 'oldest',
      limit: 24,
      offset: 48,
    });
  });

  it('never asks for more than the 60 days the API allows', () => {
    const query = toQuery({ after: minAfterDay(NOW), before: '', order: 'newest' }, 1, NOW);
    const earliest = NOW.getTime() - 60 * DAY_MS;
    expect(Date.parse(query.createdAfter)).toBeGreaterThan(earliest);
    expect(Date.parse(query.createdAfter)).toBeLessThanOrEqual(earliest + 60_000);
  });

  it('counts pages of 24 cards (4 per row, 6 rows)', () => {
    expect(CARDS_PER_PAGE).toBe(24);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
  });
});
