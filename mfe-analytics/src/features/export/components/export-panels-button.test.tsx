import { fireEvent, screen, waitFor } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { saveFile } from 'shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi } from 'shared/testing/fake-api-server';
import { renderWithProviders } from 'shared/testing';
import { DEFAULT_FILTERS } from '../../../lib/filters';
import { aggregates, flaggedScan } from '../../../testing/scan-fixture';
import { ExportPanelsButton } from './export-panels-button';

vi.mock('shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared')>()),
  saveFile: vi.fn(),
}));

const SELECTION = {
  projectId: '5f000000-0000-4000-8000-000000000101',
  range: { start: '2026-11-16', end: '2026-11-22' },
  filters: { ...DEFAULT_FILTERS, platforms: ['WECHAT' as const] },
};

let api: Awaited<ReturnType<typeof startFakeApi>> | undefined;
afterEach(async () => {
  await api?.close();
  vi.mocked(saveFile).mockClear();
});

async function exportPanels(view: { comparePrevious: boolean; excludeTentative: boolean }) {
  const asked: URLSearchParams[] = [];
  api = await startFakeApi((request) => {
    const url = new URL(request.url!, 'http://api');
    if (url.pathname === '/events/scan-events') {
      asked.push(url.searchParams);
      return { status: 200, body: { items: [] } };
    }
    if (url.pathname !== '/events/scan-events/aggregates') return undefined;
    asked.push(url.searchParams);
    const before = url.searchParams.get('createdAfter')! < '2026-11-15';
    return {
      status: 200,
      body: aggregates({
        total: before ? 4 : 9,
        daily: [{ day: before ? '2026-11-09' : '2026-11-16', scans: before ? 4 : 9 }],
        flaggedRecent: [flaggedScan({ ruleStatus: 'duplicate' })],
      }),
    };
  });
  renderWithProviders(
    <ExportPanelsButton
      selection={SELECTION}
      view={view}
      suspicious={{ minScore: 70, reasons: ['impossibleTravel'] }}
      projectName="Spring / Summer"
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Export panels (zip)' }));
  await waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
  const [blob, name] = vi.mocked(saveFile).mock.calls[0]!;
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  return { name, files, asked };
}

describe('Export panels (zip)', () => {
  it("asks for each panel with the page's filters and zips one CSV per panel, named after the project and range", async () => {
    const { name, files, asked } = await exportPanels({ comparePrevious: false, excludeTentative: true });
    expect(name).toBe('Spring - Summer 2026-11-16 to 2026-11-22.zip');
    expect(Object.keys(files).sort()).toEqual([
      'daily-scans.csv',
      'flagged-scans.csv',
      'most-scanned-codes.csv',
      'scans-by-city.csv',
      'scans-by-scanner-type.csv',
      'suspicious-scans.csv',
    ]);
    expect(
      asked
        .filter((params) => params.has('panels'))
        .map((params) => params.get('panels'))
        .sort(),
    ).toEqual(['cities', 'codes', 'daily', 'flagged', 'scanners']);
    const suspicious = asked.find((params) => params.has('minScore'))!;
    expect(suspicious.get('minScore')).toBe('70');
    expect(suspicious.getAll('reasons')).toEqual(['impossibleTravel']);
    expect(asked.every((params) => params.get('platforms') === 'WECHAT')).toBe(true);
    const flagged = asked.find((params) => params.get('panels') === 'flagged')!;
    expect(flagged.get('excludeTentative')).toBe('true');
    expect(asked.filter((params) => params.has('excludeTentative'))).toHaveLength(1);
    expect(strFromU8(files['daily-scans.csv']!.subarray(3)).split('\r\n').slice(0, 3)).toEqual([
      'Day,Scans',
      '2026-11-16,9',
      '2026-11-17,0',
    ]);
  });

  it('puts the previous period beside each day when the page compares', async () => {
    const { files, asked } = await exportPanels({ comparePrevious: true, excludeTentative: false });
    expect(asked.filter((params) => params.get('panels') === 'daily')).toHaveLength(2);
    expect(strFromU8(files['daily-scans.csv']!.subarray(3)).split('\r\n').slice(0, 2)).toEqual([
      'Day,Scans,Previous period day,Previous period scans',
      '2026-11-16,9,2026-11-09,4',
    ]);
  });
});
