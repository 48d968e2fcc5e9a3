import type { ScanAgent } from 'shared/contracts/scan-events';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from 'shared/testing';
import { aggregates, flaggedScan, type EveryPanel } from '../../../testing/scan-fixture';
import { CityPanel } from './city-panel';
import { FlaggedScansPanel } from './flagged-scans-panel';
import { ScannerTypePanel } from './scanner-type-panel';

/** Draws panels from a real query whose fetcher is the test's. */
function WithScans({
  load,
  children,
}: {
  load: () => Promise<EveryPanel>;
  children: (scans: UseQueryResult<EveryPanel>) => ReactElement;
}) {
  const scans = useQuery({ queryKey: ['scans'], queryFn: load });
  return children(scans);
}

const renderPanels = (load: () => Promise<EveryPanel>, panels: (scans: UseQueryResult<EveryPanel>) => ReactElement) =>
  renderWithProviders(<WithScans load={load}>{panels}</WithScans>);

describe('analytics tables', () => {
  it("say exactly 'Scans not found' when there are no scans", async () => {
    renderPanels(
      async () => aggregates(),
      (scans) => (
        <>
          <CityPanel scans={scans} />
          <FlaggedScansPanel scans={scans} excludeTentative={false} onExcludeTentativeChange={() => undefined} />
        </>
      ),
    );
    await waitFor(() => expect(screen.getAllByText('Scans not found')).toHaveLength(2));
  });

  it('show a failed load with our sentence and a Retry that fetches again', async () => {
    const load = vi.fn<() => Promise<EveryPanel>>().mockRejectedValueOnce(new Error('socket hang up'));
    load.mockResolvedValue(aggregates({ byCity: [{ city: 'Lyon', country: 'FR', scans: 1 }] }));
    renderPanels(load, (scans) => <CityPanel scans={scans} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Scans could not be loaded.');
    expect(screen.queryByText(/socket hang up/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Lyon')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('page flagged scans 6 at a time with named pager buttons', async () => {
    const flagged = Array.from({ length: 8 }, (_, i) =>
      flaggedScan({ createdAt: `2026-11-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`, city: 'X' }),
    );
    renderPanels(
      async () => aggregates({ flaggedRecent: flagged }),
      (scans) => (
        <FlaggedScansPanel scans={scans} excludeTentative={false} onExcludeTentativeChange={() => undefined} />
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(7));
    expect(screen.getAllByText('Unknown')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it("draw at most 15 pie slices, the rest as 'Other' (001 §9), in the chart's name and its legend", async () => {
    // More scanners than the API names today: the limit holds whatever agents it adds.
    const byAgent = Array.from({ length: 20 }, (_, i) => ({
      agent: `AGENT_${String(i).padStart(2, '0')}` as ScanAgent,
      scans: 20 - i,
    }));
    renderPanels(
      async () => aggregates({ byAgent }),
      (scans) => <ScannerTypePanel scans={scans} range={{ start: '2026-11-01', end: '2026-11-30' }} />,
    );
    const legend = await screen.findAllByRole('listitem');
    expect(legend).toHaveLength(15);
    expect(legend[0]!.textContent).toBe('AGENT_00: 20');
    expect(legend[14]!.textContent).toBe(`Other: ${6 + 5 + 4 + 3 + 2 + 1}`);
    const chart = screen.getByRole('img', { name: /^Pie chart of scans by scanner type/ });
    expect(chart.getAttribute('aria-label')!.split(', ')).toHaveLength(15);
    expect(screen.getByText('Total scans: 210')).toBeTruthy();
  });

  it("call a city or country of one character 'Unknown' in Scans By City (001 §9)", async () => {
    renderPanels(
      async () =>
        aggregates({
          byCity: [
            { city: 'P', country: 'FR', scans: 3 },
            { city: 'Lyon', country: 'F', scans: 2 },
            { city: 'Paris', country: 'FR', scans: 1 },
          ],
        }),
      (scans) => <CityPanel scans={scans} />,
    );
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    const rows = screen
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['Unknown', 'FR', '3'],
      ['Lyon', 'Unknown', '2'],
      ['Paris', 'FR', '1'],
    ]);
  });
});
