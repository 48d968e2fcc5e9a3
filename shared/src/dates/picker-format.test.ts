import { describe, expect, it } from 'vitest';
import { formatDate } from '../format/dates';
import { formatPickedDates } from './picker-format';

describe("the date inputs' display", () => {
  it('shows a day, a range and a half-picked range in the display format', () => {
    expect(formatPickedDates({ date: '2026-11-27', labelSeparator: 'to' })).toBe(formatDate('2026-11-27'));
    expect(formatPickedDates({ date: ['2026-11-01', '2026-11-27'], labelSeparator: 'to' })).toBe(
      `${formatDate('2026-11-01')} to ${formatDate('2026-11-27')}`,
    );
    expect(formatPickedDates({ date: ['2026-11-01', null], labelSeparator: 'to' })).toBe(formatDate('2026-11-01'));
    expect(formatPickedDates({ date: null, labelSeparator: 'to' })).toBe('');
  });
});
