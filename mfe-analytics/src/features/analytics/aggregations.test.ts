import { describe, expect, it } from 'vitest';
import { cityRows, dailyCounts, flaggedScans, placeName, scannerName, scannerSlices } from './aggregations';
import { scan } from './scan-fixture';

describe('scannerName', () => {
  it("uses the spec's display names and counts a missing agent as Other", () => {
    expect(
      ['WEBSCANNER', 'WECHAT', 'NATIVESCANNER_IOS', 'NATIVESCANNER_ANDROID', 'WHATSAPP', 'OTHER'].map(scannerName),
    ).toEqual(['Web', 'WeChat', 'iOS', 'Android', 'WhatsApp', 'Other']);
    expect(scannerName(undefined)).toBe('Other');
    expect(scannerName(null)).toBe('Other');
    expect(scannerName('')).toBe('Other');
  });
});

describe('placeName', () => {
  it("calls a name of 1 character or fewer 'Unknown'", () => {
    expect(['', 'X', ' ', 'Ur', ' Paris '].map(placeName)).toEqual(['Unknown', 'Unknown', 'Unknown', 'Ur', 'Paris']);
  });
});

describe('dailyCounts', () => {
  it('has one zero-filled point per day of the range and ignores scans outside it', () => {
    const local = (day: string, hour: number) =>
      new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`).toISOString();
    const counts = dailyCounts(
      [
        scan({ createdAt: local('2026-11-01', 0) }),
        scan({ createdAt: local('2026-11-01', 23) }),
        scan({ createdAt: local('2026-11-03', 12) }),
        scan({ createdAt: local('2026-11-05', 1) }),
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
  it('counts scans per scanner, largest first, with missing agents as Other', () => {
    const scans = [
      scan({ clientAgent: 'WECHAT' }),
      scan({ clientAgent: 'WECHAT' }),
      scan({ clientAgent: 'WEBSCANNER' }),
      scan({ clientAgent: undefined }),
      scan({ clientAgent: 'OTHER' }),
    ];
    expect(scannerSlices(scans)).toEqual([
      { id: 'WeChat', label: 'WeChat', value: 2 },
      { id: 'Web', label: 'Web', value: 1 },
      { id: 'Other', label: 'Other', value: 2 },
    ]);
  });

  it("shows at most 15 slices, folding the smallest into 'Other'", () => {
    const scans = Array.from({ length: 20 }, (_, i) =>
      Array.from({ length: 20 - i }, () => scan({ clientAgent: `AGENT_${String(i).padStart(2, '0')}` })),
    ).flat();
    const slices = scannerSlices(scans);
    expect(slices).toHaveLength(15);
    expect(slices[0]).toEqual({ id: 'AGENT_00', label: 'AGENT_00', value: 20 });
    expect(slices[14]).toEqual({ id: 'Other', label: 'Other', value: 6 + 5 + 4 + 3 + 2 + 1 });
    expect(slices.reduce((sum, slice) => sum + slice.value, 0)).toBe(scans.length);
  });
});

describe('cityRows', () => {
  it("ranks cities by scans and counts unnamed ones together as 'Unknown'", () => {
    const rows = cityRows([
      scan({ city: 'Paris' }),
      scan({ city: '' }),
      scan({ city: 'X' }),
      scan({ city: 'Paris' }),
      scan({ city: 'Tokyo' }),
      scan({ city: 'X' }),
    ]);
    expect(rows).toEqual([
      { city: 'Unknown', scans: 3 },
      { city: 'Paris', scans: 2 },
      { city: 'Tokyo', scans: 1 },
    ]);
  });
});

describe('flaggedScans', () => {
  it('keeps scans with a ruleStatus, newest first', () => {
    const older = scan({ ruleStatus: 'tentative', createdAt: '2026-11-01T00:00:00.000Z' });
    const newer = scan({ ruleStatus: 'scan-velocity', createdAt: '2026-11-02T00:00:00.000Z' });
    expect(flaggedScans([older, scan({ ruleStatus: null }), newer, scan({ ruleStatus: '' })])).toEqual([newer, older]);
  });
});
