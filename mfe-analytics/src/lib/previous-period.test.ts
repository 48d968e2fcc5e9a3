import { describe, expect, it } from 'vitest';
import { changeText, previousPeriod } from './previous-period';

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

describe('previousPeriod', () => {
  it('goes back one week for a range of up to 7 days', () => {
    expect(previousPeriod({ start: '2026-11-23', end: '2026-11-23' })).toEqual({
      start: '2026-11-16',
      end: '2026-11-16',
    });
    expect(previousPeriod({ start: '2026-11-17', end: '2026-11-23' })).toEqual({
      start: '2026-11-10',
      end: '2026-11-16',
    });
  });

  it('goes back whole weeks for longer ranges, keeping the length and the weekdays, never overlapping', () => {
    const range = { start: '2026-10-24', end: '2026-11-23' }; // the default 31 days
    const previous = previousPeriod(range);
    expect(previous).toEqual({ start: '2026-09-19', end: '2026-10-19' });
    expect(weekday(previous.start)).toBe(weekday(range.start));
    expect(weekday(previous.end)).toBe(weekday(range.end));
    expect(previous.end < range.start).toBe(true);
    expect(previousPeriod({ start: '2026-11-09', end: '2026-11-22' })).toEqual({
      start: '2026-10-26',
      end: '2026-11-08',
    });
  });

  it('counts calendar days across a change of clocks and a leap day', () => {
    expect(previousPeriod({ start: '2026-10-25', end: '2026-10-31' })).toEqual({
      start: '2026-10-18',
      end: '2026-10-24',
    });
    expect(previousPeriod({ start: '2028-03-01', end: '2028-03-07' })).toEqual({
      start: '2028-02-23',
      end: '2028-02-29',
    });
  });
});

describe('changeText', () => {
  it('gives the change as a whole signed percentage', () => {
    expect(changeText(112, 100)).toBe('+12% vs previous period');
    expect(changeText(95, 100)).toBe('-5% vs previous period');
    expect(changeText(100, 100)).toBe('0% vs previous period');
    expect(changeText(2, 3)).toBe('-33% vs previous period');
  });

  it('says so when the previous period had no scans', () => {
    expect(changeText(5, 0)).toBe('No scans in the previous period');
    expect(changeText(0, 0)).toBe('No change vs previous period');
  });
});
