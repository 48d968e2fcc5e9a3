import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { startFakeApi } from 'shared/testing/fake-api-server';
import type { ScanEvent } from 'shared/contracts/scan-events';
import {
  parseSuspiciousFilters,
  writeSuspiciousFilters,
  type SuspiciousFilters,
} from '../../../hooks/use-suspicious-filters';
import { DEFAULT_FILTERS } from '../../../lib/filters';
import { SuspiciousScansPanel } from './suspicious-scans-panel';
import { lagosAfterParis } from '../../../testing/scan-fixture';

// Mantine's Select scrolls the highlighted option into view; jsdom has no layout to scroll.
Element.prototype.scrollIntoView = () => undefined;

let api: { close: () => Promise<void> } | undefined;
afterEach(async () => {
  await api?.close();
  useSession.getState().logout();
});

const TAG = '11111111-1111-4111-8111-111111111111';
const lagos = {
  id: '00000000-0000-4000-8000-000000000001',
  tagId: TAG,
  createdAt: '2026-11-27T12:00:00.000Z',
  city: 'Lagos',
  country: 'Nigeria',
  score: 70,
  reasons: [lagosAfterParis],
} as ScanEvent;

const selection = { projectId: 'p1', range: { start: '2026-11-01', end: '2026-11-28' }, filters: DEFAULT_FILTERS };

function WithFilters() {
  const [filters, setFilters] = useState<SuspiciousFilters>({ minScore: 1, reasons: [] });
  return (
    <SuspiciousScansPanel
      selection={selection}
      filters={filters}
      onFiltersChange={(patch) => setFilters((latest) => ({ ...latest, ...patch }))}
    />
  );
}

describe("'Suspicious Scans'", () => {
  it(
    'lists the scored scans with score, reasons and a tag link, and asks again by reason and minimum score',
    {
      timeout: 20_000,
    },
    async () => {
      const asked: URLSearchParams[] = [];
      api = await startFakeApi((request) => {
        const url = new URL(request.url ?? '', 'http://x');
        if (url.pathname !== '/events/scan-events') return undefined;
        asked.push(url.searchParams);
        return { status: 200, body: { items: url.searchParams.get('minScore') === '90' ? [] : [lagos] } };
      });
      renderWithProviders(<WithFilters />);
      const table = await screen.findByRole('table', { name: 'Suspicious Scans' });
      const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
      expect(cells.slice(1, 4).map((cell) => cell.textContent)).toEqual([
        'Lagos, Nigeria',
        '70',
        'Impossible travel: Scanned in Lagos 2 h after Paris: 4,708 km, 2,354 km/h',
      ]);
      expect(
        within(cells[4]!)
          .getByRole('link', { name: `Open tag ${TAG}` })
          .getAttribute('href'),
      ).toBe(`/projects/p1/tags/${TAG}`);
      expect(asked[0]!.get('minScore')).toBe('1');
      expect(asked[0]!.get('project_id')).toBe('p1');
      expect(asked[0]!.get('limit')).toBe('100');

      fireEvent.click(screen.getByRole('checkbox', { name: 'Impossible travel' }));
      await screen.findByRole('table', { name: 'Suspicious Scans' });
      await expect.poll(() => asked.at(-1)!.getAll('reasons')).toEqual(['impossibleTravel']);

      fireEvent.click(screen.getByLabelText('Minimum score', { selector: 'input' }));
      fireEvent.click(await screen.findByRole('option', { name: '90', hidden: true }));
      expect(await screen.findByText('Scans not found')).toBeTruthy();
      expect(asked.at(-1)!.get('minScore')).toBe('90');
      expect(asked.at(-1)!.getAll('reasons')).toEqual(['impossibleTravel']);
    },
  );
});

describe('the suspicious filters in the link', () => {
  it('read minScore and reasons, and take values the API would refuse as the defaults', () => {
    expect(parseSuspiciousFilters(new URLSearchParams(''))).toEqual({ minScore: 1, reasons: [] });
    expect(
      parseSuspiciousFilters(new URLSearchParams('minScore=70&reasons=outsideMarket&reasons=impossibleTravel')),
    ).toEqual({ minScore: 70, reasons: ['impossibleTravel', 'outsideMarket'] });
    expect(parseSuspiciousFilters(new URLSearchParams('minScore=101&reasons=nonsense'))).toEqual({
      minScore: 1,
      reasons: [],
    });
    expect(parseSuspiciousFilters(new URLSearchParams('minScore=2.5'))).toEqual({ minScore: 1, reasons: [] });
  });

  it('are written beside the other filters, the defaults left out', () => {
    const params = new URLSearchParams('countries=FR&reasons=tagStatus');
    writeSuspiciousFilters(params, { minScore: 50, reasons: ['impossibleTravel'] });
    expect(params.toString()).toBe('countries=FR&minScore=50&reasons=impossibleTravel');
    writeSuspiciousFilters(params, { minScore: 1, reasons: [] });
    expect(params.toString()).toBe('countries=FR');
  });
});
