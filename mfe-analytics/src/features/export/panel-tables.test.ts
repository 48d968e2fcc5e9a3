import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { panelsZip, panelTables, type PanelsData } from './panel-tables';
import { aggregates, flaggedScan, lagosAfterParis } from '../../testing/scan-fixture';

const TAG = '11111111-1111-4111-8111-111111111111';

function data(overrides: Partial<PanelsData> = {}): PanelsData {
  const all = aggregates({
    total: 3,
    daily: [{ day: '2026-11-02', scans: 3 }],
    byCity: [
      { city: '=Lyon', country: 'FR', scans: 2 },
      { city: '', country: '', scans: 1 },
    ],
    byAgent: [
      { agent: 'WECHAT', scans: 2 },
      { agent: 'WEBSCANNER', scans: 1 },
    ],
    topTags: [{ tagId: TAG, scans: 3 }],
    flaggedRecent: [flaggedScan({ createdAt: '2026-11-02T10:00:00.000Z', city: 'Paris', ruleStatus: 'tentative' })],
  });
  return {
    range: { start: '2026-11-01', end: '2026-11-02' },
    daily: all,
    scanners: all,
    cities: all,
    codes: all,
    flagged: all,
    suspicious: [
      {
        createdAt: '2026-11-02T12:00:00.000Z',
        city: 'Lagos',
        country: 'NG',
        score: 70,
        reasons: [lagosAfterParis],
        tagId: TAG,
      },
    ],
    ...overrides,
  };
}

describe('panelTables', () => {
  it('gives every panel its rows as the panels show them, each day of the range included', () => {
    const tables = panelTables(data());
    expect(tables.map((table) => table.file)).toEqual([
      'daily-scans.csv',
      'scans-by-scanner-type.csv',
      'scans-by-city.csv',
      'most-scanned-codes.csv',
      'flagged-scans.csv',
      'suspicious-scans.csv',
    ]);
    expect(tables[0]!.rows).toEqual([
      ['2026-11-01', 0],
      ['2026-11-02', 3],
    ]);
    expect(tables[1]!.rows).toEqual([
      ['WeChat', 2],
      ['Web', 1],
    ]);
    expect(tables[2]!.rows).toEqual([
      ['=Lyon', 'FR', 2],
      ['Unknown', 'Unknown', 1],
    ]);
    expect(tables[3]!.rows).toEqual([[TAG, 3]]);
    expect(tables[4]!.rows).toEqual([['2026-11-02T10:00:00.000Z', 'Paris', 'FR', 'Web', 'tentative']]);
    expect(tables[5]!.rows).toEqual([
      [
        '2026-11-02T12:00:00.000Z',
        'Lagos',
        'NG',
        70,
        'Impossible travel: Scanned in Lagos 2 h after Paris: 4,708 km, 2,354 km/h',
        TAG,
      ],
    ]);
  });

  it('puts the previous period beside each day when the page compares', () => {
    const previous = {
      range: { start: '2026-10-25', end: '2026-10-26' },
      daily: aggregates({ daily: [{ day: '2026-10-25', scans: 7 }] }),
    };
    const [daily] = panelTables(data({ previous }));
    expect(daily!.fields).toEqual(['Day', 'Scans', 'Previous period day', 'Previous period scans']);
    expect(daily!.rows).toEqual([
      ['2026-11-01', 0, '2026-10-25', 7],
      ['2026-11-02', 3, '2026-10-26', 0],
    ]);
  });
});

describe('panelsZip', () => {
  it('holds one CSV per panel, each with a byte-order mark, CRLF line ends and safe cells', () => {
    const files = unzipSync(panelsZip(panelTables(data())));
    expect(Object.keys(files)).toHaveLength(6);
    const cities = files['scans-by-city.csv']!;
    expect([...cities.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(strFromU8(cities.subarray(3))).toBe("City,Country,Scans\r\n'=Lyon,FR,2\r\nUnknown,Unknown,1");
  });
});
