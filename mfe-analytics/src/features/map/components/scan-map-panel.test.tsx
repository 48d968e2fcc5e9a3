import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from 'shared/testing';
import { startFakeApi } from 'shared/testing/fake-api-server';
import { DEFAULT_FILTERS } from '../../../lib/filters';
import { ScanMapPanel } from './scan-map-panel';

const TOTAL = 11;
const requests: URL[] = [];

function answer(request: IncomingMessage) {
  const url = new URL(request.url ?? '', 'http://api.test');
  requests.push(url);
  if (url.pathname === '/events/scan-events/map') {
    return { status: 200, body: { clusters: [], scans: TOTAL, truncated: false } };
  }
  if (url.pathname === '/events/scan-events/map/scans') {
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    const items = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(offset + index).padStart(12, '0')}`,
      clientScanId: `scan-${offset + index}`,
      tagId: '11111111-1111-4111-8111-111111111111',
      createdAt: '2026-11-10T12:00:00.000Z',
      city: offset + index === 0 ? 'X' : 'Milan',
      country: 'IT',
      latitude: 45.46,
      longitude: 9.19,
      clientAgent: 'WECHAT',
      scanStatus: 'SUCCESS',
    }));
    return { status: 200, body: { items, total: TOTAL } };
  }
  return undefined;
}

let api: { close: () => Promise<void> };
beforeAll(async () => {
  api = await startFakeApi(answer);
});
afterAll(() => api.close());

describe('ScanMapPanel', () => {
  it('says the map cannot be drawn without WebGL, and still lists the scans of the world 8 a page', async () => {
    renderWithProviders(
      <ScanMapPanel
        projectId="5f000000-0000-4000-8000-000000000001"
        range={{ start: '2026-11-01', end: '2026-11-30' }}
        filters={{ ...DEFAULT_FILTERS, platforms: ['WECHAT'] }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('This browser has WebGL 2 turned off');
    const list = await screen.findByRole('table', { name: 'Scans in view' });
    await waitFor(() => expect(list.querySelectorAll('tbody tr')).toHaveLength(8));
    expect(list.querySelector('tbody tr')?.textContent).toContain('Unknown, IT');
    expect(screen.getByText('1–8 of 11 scans')).toBeTruthy();
    // The caption comes from the clusters' own request, which may answer after the list's.
    expect(await screen.findByText('11 scans in view, in 0 clusters.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText('9–11 of 11 scans')).toBeTruthy());
    const secondPage = () =>
      requests.find((url) => url.pathname.endsWith('/map/scans') && url.searchParams.get('offset') === '8');
    await waitFor(() => expect(secondPage()).toBeDefined());
    const last = secondPage()!;
    expect(Object.fromEntries(last.searchParams)).toMatchObject({
      west: '-180',
      south: '-90',
      east: '180',
      north: '90',
      platforms: 'WECHAT',
      limit: '8',
      offset: '8',
    });
    expect(last.searchParams.has('timezone')).toBe(false);
  });
});
