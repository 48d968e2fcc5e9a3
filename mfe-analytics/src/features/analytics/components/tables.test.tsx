import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AsyncData } from 'shared';
import { scan } from '../scan-fixture';
import type { ScanEvent } from '../types';
import { CityPanel } from './city-panel';
import { FlaggedScansPanel } from './flagged-scans-panel';

const loaded = (data: ScanEvent[]): AsyncData<ScanEvent[]> => ({
  data,
  error: undefined,
  isLoading: false,
  reload: vi.fn(),
});
const renderIn = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('analytics tables', () => {
  it("say exactly 'Scans not found' when there are no scans", () => {
    renderIn(
      <>
        <CityPanel scans={loaded([])} />
        <FlaggedScansPanel scans={loaded([scan({ ruleStatus: null })])} />
      </>,
    );
    expect(screen.getAllByText('Scans not found')).toHaveLength(2);
  });

  it('show a failed load with a Retry that fetches again', () => {
    const scans: AsyncData<ScanEvent[]> = {
      data: undefined,
      error: new Error('down'),
      isLoading: false,
      reload: vi.fn(),
    };
    renderIn(<CityPanel scans={scans} />);
    expect(screen.getByRole('alert').textContent).toContain('Scans could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(scans.reload).toHaveBeenCalledOnce();
  });

  it('page flagged scans 6 at a time with named pager buttons', () => {
    const flagged = Array.from({ length: 8 }, (_, i) =>
      scan({
        ruleStatus: 'tentative',
        createdAt: `2026-11-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`,
        city: 'X',
      }),
    );
    renderIn(<FlaggedScansPanel scans={loaded(flagged)} />);
    expect(screen.getAllByRole('row')).toHaveLength(7);
    expect(screen.getAllByText('Unknown')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
