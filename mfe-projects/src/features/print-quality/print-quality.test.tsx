import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { startFakeApi } from 'shared/testing/fake-api-server';
import PrintQualityPage from './print-quality-page';
import { unusualWeekSentence } from './print-quality-format';
import type { PrintQualityReport, PrintQualityWeek } from './types';

const ROUTE = '/projects/p1/collections/k1/print-quality';
const PATH = '/projects/:projectId/collections/:collectionId/print-quality';

const week = (n: number, scans: number, detectFailed: number, matchFailed: number, farAbove = false) => {
  const detected = scans - detectFailed;
  return {
    week: `2026-W${n}`,
    weekStart: `2026-11-${String(2 + (n - 45) * 7).padStart(2, '0')}`,
    scans,
    detect: {
      attempts: scans,
      failed: detectFailed,
      rate: scans ? detectFailed / scans : null,
      usualRate: 0.05,
      farAboveUsual: farAbove,
    },
    match: {
      attempts: detected,
      failed: matchFailed,
      rate: detected ? matchFailed / detected : null,
      usualRate: 0.04,
      farAboveUsual: false,
    },
  } satisfies PrintQualityWeek;
};

const report = (weeks: PrintQualityWeek[]): PrintQualityReport => {
  const scans = weeks.reduce((sum, w) => sum + w.scans, 0);
  const detectFailed = weeks.reduce((sum, w) => sum + w.detect.failed, 0);
  const matchFailed = weeks.reduce((sum, w) => sum + w.match.failed, 0);
  return {
    collectionId: 'k1',
    weeks,
    total: {
      scans,
      detect: { attempts: scans, failed: detectFailed, rate: scans ? detectFailed / scans : null },
      match: {
        attempts: scans - detectFailed,
        failed: matchFailed,
        rate: scans - detectFailed ? matchFailed / (scans - detectFailed) : null,
      },
    },
  };
};

let api: { close: () => Promise<void> } | undefined;
let requests: string[] = [];
afterEach(async () => {
  await api?.close();
  useSession.getState().logout();
  requests = [];
});

async function serve(answer: (url: string) => { status: number; body: unknown }) {
  api = await startFakeApi((request) => {
    if (!request.url?.startsWith('/warehouse/collections/k1/print-quality')) return undefined;
    requests.push(request.url);
    return answer(request.url);
  });
  renderWithProviders(<PrintQualityPage />, { route: ROUTE, path: PATH });
}

describe('unusualWeekSentence', () => {
  it('names the week, its rate against the usual one, and what to check', () => {
    expect(unusualWeekSentence(week(47, 40, 12, 2, true), 'detect')).toBe(
      '2026-W47 (from 16 Nov 2026): 30.0% of scans failed detection (12 of 40), against 5.0% in the other weeks. ' +
        'Check the print run of the tags scanned that week.',
    );
    expect(unusualWeekSentence(week(47, 40, 12, 2), 'match')).toBe(
      '2026-W47 (from 16 Nov 2026): 7.1% of scans that passed detection failed matching (2 of 28), against 4.0% in ' +
        'the other weeks. Check the print run of the tags scanned that week.',
    );
  });
});

describe('PrintQualityPage', () => {
  it('shows each week newest first with counts and rates, and names the week far above usual', async () => {
    await serve(() => ({
      status: 200,
      body: report([week(45, 40, 2, 2), week(46, 0, 0, 0), week(47, 40, 12, 2, true)]),
    }));
    const table = await screen.findByRole('table', { name: 'Failure rates by week' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '2026-W47 (from 16 Nov 2026)',
      '2026-W46 (from 9 Nov 2026)',
      '2026-W45 (from 2 Nov 2026)',
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['40', '12', '30.0%Far above usual', '28', '2', '7.1%']);
    expect(within(rows[1]!).getAllByRole('cell')[2]!.textContent).toBe('–');
    expect(screen.getByRole('status').textContent).toContain(unusualWeekSentence(week(47, 40, 12, 2, true), 'detect'));
    expect(screen.getByText(/Over the last 12 weeks: 80 scans; 17.5% failed detection/)).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('from 2026-W45 to 2026-W47');
    expect(requests).toEqual(['/warehouse/collections/k1/print-quality?weeks=12']);
  });

  it('says so when no week stands out', async () => {
    await serve(() => ({ status: 200, body: report([week(45, 40, 2, 2), week(46, 40, 2, 1)]) }));
    expect(await screen.findByText(/No week stands out/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("says 'No scans yet' when the period has none", async () => {
    await serve(() => ({ status: 200, body: report([week(45, 0, 0, 0), week(46, 0, 0, 0)]) }));
    expect(await screen.findByText('No scans yet in the last 12 weeks.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers Retry after a failure, and loads on it', async () => {
    let fail = true;
    await serve(() =>
      fail
        ? { status: 500, body: { error: { message: 'Internal', code: 'INTERNAL', status: 500 } } }
        : { status: 200, body: report([week(45, 40, 2, 2)]) },
    );
    expect(await screen.findByText('The print-quality report could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Failure rates by week' })).toBeTruthy();
  });

  it('asks for a longer period when one is chosen', async () => {
    await serve(() => ({ status: 200, body: report([week(45, 40, 2, 2)]) }));
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('radio', { name: '26 weeks' }));
    await waitFor(() => expect(requests).toContain('/warehouse/collections/k1/print-quality?weeks=26'));
  });
});
