import { describe, expect, it } from 'vitest';
import { startOfDay } from 'shared';
import { daysOf, defaultRange, formatRange, parseRange, rangeToQuery } from './date-range';

const TODAY = '2026-11-22';

describe('parseRange', () => {
  it('defaults to the last 30 days', () => {
    expect(parseRange(null, TODAY)).toEqual({ start: '2026-10-23', end: TODAY });
    expect(formatRange(defaultRange(TODAY))).toBe('2026-10-23_2026-11-22');
  });

  it('reads a valid range back', () => {
    expect(parseRange('2026-09-01_2026-09-30', TODAY)).toEqual({ start: '2026-09-01', end: '2026-09-30' });
  });

  it('never goes past today', () => {
    expect(parseRange('2026-11-01_2026-12-31', TODAY)).toEqual({ start: '2026-11-01', end: TODAY });
    expect(parseRange('2026-12-01_2026-12-31', TODAY)).toEqual(defaultRange(TODAY));
  });

  it.each(['', 'garbage', '2026-11-01', '2026-11-10_2026-11-01', '2026-02-30_2026-03-01', '2026-11-01_2026-11-02_x'])(
    'falls back to the default for %j',
    (value) => {
      expect(parseRange(value, TODAY)).toEqual(defaultRange(TODAY));
    },
  );
});

describe('daysOf', () => {
  it('lists every day, across month ends', () => {
    expect(daysOf({ start: '2026-10-30', end: '2026-11-02' })).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });
});

describe('rangeToQuery', () => {
  it('runs from local midnight of the first day to local midnight after the last', () => {
    expect(rangeToQuery({ start: '2026-11-01', end: '2026-11-02' })).toEqual({
      createdAfter: startOfDay('2026-11-01').toISOString(),
      createdBefore: startOfDay('2026-11-03').toISOString(),
    });
  });
});
