import { describe, expect, it } from 'vitest';
import { addDays, isDay, startOfDay, toDay } from './calendar-days';

describe('calendar days', () => {
  it('round-trips a day through local midnight', () => {
    expect(toDay(startOfDay('2026-11-22'))).toBe('2026-11-22');
    expect(startOfDay('2026-11-22').getHours()).toBe(0);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('accepts only real, well-formed days', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('22/11/2026')).toBe(false);
    expect(isDay('')).toBe(false);
  });
});
