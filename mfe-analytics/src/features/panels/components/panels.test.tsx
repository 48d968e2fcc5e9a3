import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from 'shared/testing';
import { aggregates, type EveryPanel } from '../../../testing/scan-fixture';
import { CityPanel } from './city-panel';
import { FlaggedScansPanel } from './flagged-scans-panel';
import { Panel } from '../../../components/panel';
import { TopCodesPanel } from './top-codes-panel';

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

const TAG_A = '11111111-1111-4111-8111-111111111111';
const TAG_B = '22222222-2222-4222-8222-222222222222';

function Exploding({ fails }: { fails: () => boolean }) {
  if (fails()) throw new Error('chart broke');
  return <p>Chart drawn</p>;
}

describe('analytics panels', () => {
  it('keep a panel that fails to draw inside its card, and Retry draws it again', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // React renders twice before giving up on a component, so it throws twice.
    const fails = vi
      .fn(() => false)
      .mockReturnValueOnce(true)
      .mockReturnValueOnce(true);
    const onRetry = vi.fn();
    renderWithProviders(
      <>
        <Panel title="Daily Scans" onRetry={onRetry}>
          <Exploding fails={fails} />
        </Panel>
        <Panel title="Scans By City">
          <p>Paris 3</p>
        </Panel>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This panel could not be shown.');
    expect(screen.getByRole('region', { name: 'Daily Scans' })).toBeTruthy();
    expect(screen.getByText('Paris 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('Chart drawn')).toBeTruthy();
    log.mockRestore();
  });

  it("list the most scanned codes 6 a page, and picking one asks for that code's scans", async () => {
    const onPick = vi.fn();
    const topTags = [
      TAG_A,
      TAG_B,
      ...Array.from({ length: 5 }, (_, i) => `3333333${i}-3333-4333-8333-333333333333`),
    ].map((tagId, i) => ({ tagId, scans: 100 - i }));
    renderWithProviders(
      <WithScans load={async () => aggregates({ topTags })}>
        {(scans) => <TopCodesPanel scans={scans} onPickCode={onPick} />}
      </WithScans>,
    );
    const panel = await screen.findByRole('region', { name: 'Most Scanned Codes' });
    await waitFor(() => expect(panel.querySelectorAll('tbody tr')).toHaveLength(6));
    expect(panel.textContent).toContain('The 50 most scanned codes.');
    fireEvent.click(screen.getByRole('button', { name: `Show only the scans of code ${TAG_B}` }));
    expect(onPick).toHaveBeenCalledWith(TAG_B);
  });

  it("say 'Scans not found' for codes too, and that flagged scans are the newest 100", async () => {
    renderWithProviders(
      <WithScans load={async () => aggregates({ flagged: { scans: 1234, tentative: 12 } })}>
        {(scans) => (
          <>
            <TopCodesPanel scans={scans} onPickCode={() => undefined} />
            <FlaggedScansPanel scans={scans} excludeTentative={false} onExcludeTentativeChange={() => undefined} />
            <CityPanel scans={scans} />
          </>
        )}
      </WithScans>,
    );
    await waitFor(() => expect(screen.getAllByText('Scans not found')).toHaveLength(3));
    const flagged = screen.getByRole('region', { name: 'Flagged Scans' });
    expect(flagged.textContent).toMatch(/Shows only the newest 100 flagged scans; dates in [\w/+-]+\./);
    expect(flagged.textContent).toContain('1,234 flagged in all, 12 of them tentative.');
  });
});
