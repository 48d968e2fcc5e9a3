import type { ScanAgent } from 'shared/contracts/scan-events';
import { describe, expect, it } from 'vitest';
import { cityRows, dailyCounts, scannerSlices } from './aggregations';

describe('dailyCounts', () => {
  it('has one zero-filled point per day of the range and ignores days outside it', () => {
    const counts = dailyCounts(
      [
        { day: '2026-11-01', scans: 2 },
        { day: '2026-11-03', scans: 1 },
        { day: '2026-11-05', scans: 9 },
      ],
      { start: '2026-11-01', end: '2026-11-04' },
    );
    expect(counts).toEqual([
      { day: '2026-11-01', scans: 2 },
      { day: '2026-11-02', scans: 0 },
      { day: '2026-11-03', scans: 1 },
      { day: '2026-11-04', scans: 0 },
    ]);
  });
});

describe('scannerSlices', () => {
  it('names each scanner, largest first, with OTHER and unknown-to-us agents as they are', () => {
    expect(
      scannerSlices([
        { agent: 'WECHAT', scans: 2 },
        { agent: 'WEBSCANNER', scans: 1 },
        { agent: 'OTHER', scans: 2 },
      ]),
    ).toEqual([
      { id: 'WeChat', label: 'WeChat', value: 2 },
      { id: 'Web', label: 'Web', value: 1 },
      { id: 'Other', label: 'Other', value: 2 },
    ]);
  });

  it("shows at most 15 slices, folding the smallest into 'Other'", () => {
    // More scanners than the API names today: the limit holds whatever agents it adds.
    const byAgent = Array.from({ length: 20 }, (_, i) => ({
      agent: `AGENT_${String(i).padStart(2, '0')}` as ScanAgent,
      scans: 20 - i,
    }));
    const slices = scannerSlices(byAgent);
    expect(slices).toHaveLength(15);
    expect(slices[0]).toEqual({ id: 'AGENT_00', label: 'AGENT_00', value: 20 });
    expect(slices[14]).toEqual({ id: 'Other', label: 'Other', value: 6 + 5 + 4 + 3 + 2 + 1 });
    expect(slices.reduce((sum, slice) => sum + slice.value, 0)).toBe(byAgent.reduce((sum, row) => sum + row.scans, 0));
  });
});

describe('cityRows', () => {
  it("ranks cities by scans and counts unnamed ones together as 'Unknown'", () => {
    const rows = cityRows([
      { city: 'Paris', country: 'FR', scans: 2 },
      { city: '', country: '', scans: 1 },
      { city: 'X', country: 'X', scans: 2 },
      { city: 'Tokyo', country: 'JP', scans: 1 },
    ]);
    expect(rows).toEqual([
      { city: 'Unknown', country: 'Unknown', scans: 3 },
      { city: 'Paris', country: 'FR', scans: 2 },
      { city: 'Tokyo', country: 'JP', scans: 1 },
    ]);
  });

  it('keeps cities of the same name in different countries apart', () => {
    const rows = cityRows([
      { city: 'Paris', country: 'FR', scans: 5 },
      { city: 'Paris', country: 'US', scans: 1 },
      { city: 'Springfield', country: '', scans: 1 },
    ]);
    expect(rows).toEqual([
      { city: 'Paris', country: 'FR', scans: 5 },
      { city: 'Paris', country: 'US', scans: 1 },
      { city: 'Springfield', country: 'Unknown', scans: 1 },
    ]);
  });
});
