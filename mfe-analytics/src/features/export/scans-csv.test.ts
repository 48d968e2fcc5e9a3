import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { csvText, exportFileName, fetchFilteredScans, scansCsv, SCAN_PAGE_SIZE, type ListedScan } from './scans-csv';

const scan = (overrides: Partial<ListedScan> = {}): ListedScan => ({
  clientScanId: crypto.randomUUID(),
  createdAt: '2026-11-10T10:00:00.000Z',
  tagId: 'tag-1',
  collectionId: 'collection-1',
  city: 'Zürich',
  country: 'CH',
  clientLocationLat: 47.37,
  clientLocationLong: 8.54,
  geolocationEnabled: true,
  clientAgent: 'WECHAT',
  scanStatus: 'SUCCESS',
  ruleStatus: null,
  tagMetadata: { batch: 'A1' },
  score: null,
  reasons: [],
  ...overrides,
});

describe('the analytics CSV', () => {
  it('pages 500 at a time until a short page, one row per clientScanId and only scans with a tag', async () => {
    const full = Array.from({ length: SCAN_PAGE_SIZE }, () => scan());
    const last = [scan({ clientScanId: full[0]!.clientScanId }), scan({ tagId: null }), scan()];
    const fetchPage = vi.fn(async (offset: number) => (offset === 0 ? full : last));
    const progress: number[] = [];
    const scans = await fetchFilteredScans(fetchPage, (count) => progress.push(count));
    expect(fetchPage.mock.calls.map(([offset]) => offset)).toEqual([0, SCAN_PAGE_SIZE]);
    expect(scans).toHaveLength(SCAN_PAGE_SIZE + 1);
    expect(progress).toEqual([SCAN_PAGE_SIZE, SCAN_PAGE_SIZE + 1]);
  });

  it('writes latitudes and longitudes as numbers, never with the formula guard', () => {
    const scans = [
      scan({ clientLocationLat: -37.7612, clientLocationLong: 144.9631 }),
      scan({ clientLocationLat: -0.5, clientLocationLong: -122.4 }),
    ];
    const [, ...rows] = Papa.parse<string[]>(scansCsv(scans).slice(1).trim()).data;
    expect(rows.map((row) => [row[5], row[6]])).toEqual([
      ['-37.7612', '144.9631'],
      ['-0.5', '-122.4'],
    ]);
  });

  it('starts with a byte-order mark, has a header row and reads back cell for cell', () => {
    const csv = scansCsv([scan({ city: '=cmd|calc', tagMetadata: { note: 'a, "b"' } })]);
    expect(csv.startsWith('\uFEFFDate,Tag ID,Collection ID,City,Country')).toBe(true);
    const [header, row] = Papa.parse<string[]>(csv.slice(1).trim()).data;
    expect(header).toHaveLength(15);
    expect(row?.[3]).toBe("'=cmd|calc");
    expect(row?.[7]).toBe('GPS');
    expect(row?.[11]).toBe('{"note":"a, \\"b\\""}');
  });

  it("ends with the scan's score and each reason with its numbers in one cell, empty when unscored", () => {
    const flagged = scan({
      score: 82,
      reasons: [
        {
          rule: 'impossibleTravel',
          points: 70,
          message: 'Scanned in =Lagos 2 h after Paris: 4,708 km, 2,354 km/h',
          distanceKm: 4708,
          hours: 2,
          speedKmh: 2354,
          previousClientScanId: 'paris-1',
        },
        {
          rule: 'outsideMarket',
          points: 40,
          message: "Scanned in NG, outside the collection's markets: FR",
          country: 'NG',
          markets: ['FR'],
        },
      ],
    });
    const [header, row, unscored] = Papa.parse<string[]>(scansCsv([flagged, scan()]).slice(1).trim()).data;
    expect(header?.slice(13)).toEqual(['Score', 'Reasons']);
    expect(row?.slice(13)).toEqual([
      '82',
      "Impossible travel: Scanned in =Lagos 2 h after Paris: 4,708 km, 2,354 km/h; Outside market: Scanned in NG, outside the collection's markets: FR",
    ]);
    expect(unscored?.slice(13)).toEqual(['', '']);
  });

  it('is named after the project and the date range', () => {
    const range = { start: '2026-10-01', end: '2026-10-31' };
    expect(exportFileName('Spring / Summer', range, 'csv')).toBe('Spring - Summer 2026-10-01 to 2026-10-31.csv');
    expect(exportFileName('  ', range, 'zip')).toBe('scans 2026-10-01 to 2026-10-31.zip');
  });

  it('writes any table with the same byte-order mark, CRLF line ends and safe cells', () => {
    expect(
      csvText(
        ['City', 'Scans'],
        [
          ['=Paris', 3],
          ['Lyon, FR', null],
          ['-1+2', -4],
        ],
      ),
    ).toBe('\uFEFFCity,Scans\r\n\'=Paris,3\r\n"Lyon, FR",\r\n\'-1+2,-4');
  });
});
