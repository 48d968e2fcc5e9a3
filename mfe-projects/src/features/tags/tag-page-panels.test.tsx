import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { startFakeApi } from 'shared/testing/fake-api-server';
import type { TagConsumerViews, TagScan } from 'shared/contracts/tags';
import { ConsumerViews } from './consumer-views';
import { TagScans } from './tag-scans';

let api: { close: () => Promise<void> } | undefined;
afterEach(async () => {
  await api?.close();
  useSession.getState().logout();
});

const scan = (index: number): TagScan => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  createdAt: '2026-11-27T10:00:00.000Z',
  city: index === 0 ? 'Lagos' : 'Paris',
  country: index === 0 ? 'Nigeria' : 'France',
  clientAgent: 'NATIVESCANNER_IOS',
  tagStatus: index === 0 ? 'blacklisted' : null,
  scanStatus: 'MATCH_FAILED',
  score: index === 0 ? 70 : null,
  reasons:
    index === 0
      ? [
          {
            rule: 'impossibleTravel',
            points: 70,
            message: 'Scanned in Lagos 2 h after Paris: 4,708 km, 2,354 km/h',
            distanceKm: 4708,
            hours: 2,
            speedKmh: 2354,
            previousClientScanId: 'paris-1',
          },
        ]
      : [],
  ruleSetVersion: index === 0 ? 1 : null,
});

describe('TagScans', () => {
  it('lists a page of scans with place, scanner, status then, outcome, score and reasons, and asks for the next page', async () => {
    const offsets: string[] = [];
    api = await startFakeApi((request) => {
      const url = new URL(request.url ?? '', 'http://x');
      if (url.pathname !== '/warehouse/tags/t1/scans') return undefined;
      offsets.push(url.searchParams.get('offset') ?? '');
      const offset = Number(url.searchParams.get('offset'));
      return { status: 200, body: { total: 25, items: [scan(offset)] } };
    });
    renderWithProviders(<TagScans projectId="p1" tagId="t1" />);
    const table = await screen.findByRole('table', { name: 'Scans' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Lagos, Nigeria');
    expect(row.textContent).toContain('iOS');
    expect(row.textContent).toContain('Blacklisted');
    expect(row.textContent).toContain('MATCH FAILED');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(5),
    ).toEqual(['70', 'Impossible travel: Scanned in Lagos 2 h after Paris: 4,708 km, 2,354 km/h']);
    expect(screen.getByText('25 scans')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Paris, France')).toBeTruthy();
    expect(screen.getByText('Not scored')).toBeTruthy();
    expect(offsets).toEqual(['0', '20']);
  });

  it('says the tag has not been scanned when it has no scans', async () => {
    api = await startFakeApi(() => ({ status: 200, body: { total: 0, items: [] } }));
    renderWithProviders(<TagScans projectId="p1" tagId="t1" />);
    expect(await screen.findByText('This tag has not been scanned yet.')).toBeTruthy();
  });
});

describe('ConsumerViews', () => {
  it('names the view or the built-in page for each status and links each to its preview', async () => {
    const answer: TagConsumerViews = {
      items: [
        { status: 'active', state: 'positive', view: { id: 'v1', name: 'Genuine', language: 'en' } },
        { status: 'inactive', state: 'negative', view: { id: 'v2', name: 'Not genuine', language: 'en' } },
        { status: 'blacklisted', state: null, view: null },
      ],
    };
    api = await startFakeApi((request) =>
      request.url === '/warehouse/tags/t1/consumer-views' ? { status: 200, body: answer } : undefined,
    );
    renderWithProviders(<ConsumerViews projectId="p1" tagId="t1" />);
    const table = await screen.findByRole('table', { name: 'What a consumer sees' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Genuine');
    expect(rows[2]!.textContent).toContain('the failed-match view');
    expect(rows[3]!.textContent).toContain('Built-in page: "We could not verify this product"');
    const preview = within(table).getByRole('link', { name: 'Preview as a consumer: Blacklisted' });
    expect(preview.getAttribute('href')).toBe('/projects/p1/tags/t1/preview/blacklisted');
  });
});
