import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { aggregates, flaggedScan } from '../../../testing/scan-fixture';
import type { PanelAggregates } from '../../../lib/types';
import { DailyScansPanel } from './daily-scans-panel';
import { FlaggedScansPanel } from './flagged-scans-panel';

const RANGE = { start: '2026-11-16', end: '2026-11-22' };
const PREVIOUS = { start: '2026-11-09', end: '2026-11-15' };

function useDaily(
  key: string,
  load: () => Promise<PanelAggregates['daily']>,
): UseQueryResult<PanelAggregates['daily']> {
  return useQuery({ queryKey: [key], queryFn: load, retry: false });
}

function Daily({
  previous,
  onCompareChange = () => undefined,
}: {
  previous?: () => Promise<PanelAggregates['daily']>;
  onCompareChange?: (compare: boolean) => void;
}) {
  const scans = useDaily('now', async () => aggregates({ total: 15, daily: [{ day: '2026-11-17', scans: 15 }] }));
  const before = useDaily('before', previous ?? (async () => aggregates()));
  return (
    <DailyScansPanel
      scans={scans}
      range={RANGE}
      comparison={previous ? { scans: before, range: PREVIOUS } : undefined}
      onCompareChange={onCompareChange}
    />
  );
}

describe('Daily Scans compared with the previous period', () => {
  it('is off by default, and the switch asks for the comparison', async () => {
    const onCompareChange = vi.fn();
    renderWithProviders(<Daily onCompareChange={onCompareChange} />);
    expect(await screen.findByText('Total scans: 15')).toBeTruthy();
    expect(screen.queryByText(/vs previous period/)).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Compare with previous period' }));
    expect(onCompareChange).toHaveBeenCalledWith(true);
  });

  it('shows the change of the total and the previous period it is measured against', async () => {
    renderWithProviders(
      <Daily previous={async () => aggregates({ total: 12, daily: [{ day: '2026-11-10', scans: 12 }] })} />,
    );
    expect(await screen.findByText('+25% vs previous period')).toBeTruthy();
    expect(
      screen.getByText(
        (_, element) =>
          element?.textContent ===
          `+25% vs previous period (12 scans from ${formatDate('2026-11-09')} to ${formatDate('2026-11-15')})`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Compare with previous period' })).toHaveProperty('checked', true);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(
      `dashed grey line: the previous period, ${formatDate('2026-11-09')} to ${formatDate('2026-11-15')}, 12 scans.`,
    );
  });

  it('keeps the range on screen when the previous period fails, with a Retry of its own', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Daily previous={() => Promise.reject(new Error('gateway timeout'))} />);
    expect((await screen.findByRole('alert')).textContent).toContain('The previous period could not be loaded.');
    expect(screen.getByText('Total scans: 15')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    log.mockRestore();
  });
});

describe('Flagged Scans without tentative flags', () => {
  function Flagged({ exclude, onChange }: { exclude: boolean; onChange: (exclude: boolean) => void }) {
    const scans = useQuery({
      queryKey: ['flagged'],
      queryFn: async () => aggregates({ flagged: { scans: 3, tentative: 2 }, flaggedRecent: [flaggedScan()] }),
    });
    return <FlaggedScansPanel scans={scans} excludeTentative={exclude} onExcludeTentativeChange={onChange} />;
  }

  it('says how many tentative flags are left out, and the switch turns it off again', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Flagged exclude onChange={onChange} />);
    await screen.findByText(/3 flagged in all, leaving out 2 tentative\./);
    fireEvent.click(screen.getByRole('switch', { name: 'Exclude tentative' }));
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
