import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { DateRangeFilter } from './date-range-filter';

// jsdom never ends the popover's transition, so the open calendar counts as hidden.
const dayButton = (label: string) => screen.findByRole('button', { name: label, hidden: true });

describe('DateRangeFilter', () => {
  it('shows the range and opens a calendar where no day after today can be picked', async () => {
    renderWithProviders(
      <DateRangeFilter
        range={{ start: '2026-11-02', end: '2026-11-20' }}
        today="2026-11-20"
        onChange={() => undefined}
      />,
    );
    const input = screen.getByRole('button', { name: 'Date range' });
    // The one display format of the console, not the ISO days the link holds.
    expect(input.textContent).toBe(`${formatDate('2026-11-02')} to ${formatDate('2026-11-20')}`);
    expect(screen.getByText(`Days up to today, ${formatDate('2026-11-20')}.`)).toBeTruthy();
    fireEvent.click(input);
    expect((await dayButton('19 November 2026')).hasAttribute('disabled')).toBe(false);
    expect((await dayButton('21 November 2026')).hasAttribute('disabled')).toBe(true);
  });

  it('applies a range once both ends are picked', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <DateRangeFilter range={{ start: '2026-11-02', end: '2026-11-20' }} today="2026-11-20" onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Date range' }));
    fireEvent.click(await dayButton('10 November 2026'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(await dayButton('12 November 2026'));
    expect(onChange).toHaveBeenCalledWith({ start: '2026-11-10', end: '2026-11-12' });
  });
});
