import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates for display', () => {
  it("writes a day in the reader's locale", () => {
    expect(formatDate('2026-11-27', 'en-GB')).toBe('27 Nov 2026');
    expect(formatDate('2026-11-27', 'en-US')).toBe('Nov 27, 2026');
    expect(formatDate('2026-11-27', 'de-DE')).toBe('27.11.2026');
  });

  it('keeps a calendar day on its day in every time zone', () => {
    expect(formatDate('2026-01-01', 'en-GB')).toBe('1 Jan 2026');
  });

  it('writes a moment with its local time', () => {
    const moment = new Date(2026, 10, 27, 14, 5);
    expect(formatDateTime(moment, 'en-GB')).toBe('27 Nov 2026, 14:05');
  });
});
