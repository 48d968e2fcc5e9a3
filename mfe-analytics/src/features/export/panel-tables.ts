import { strToU8, zipSync } from 'fflate';
import { placeName, scannerName } from 'shared';
import { cityRows, dailyCounts, scannerSlices } from '../../lib/aggregations';
import { csvText, reasonsText } from './scans-csv';
import type { ScanEvent } from 'shared/contracts/scan-events';
import type { DateRange, PanelAggregates } from '../../lib/types';

/** One panel's table as the zip holds it: a CSV file per panel. */
export interface PanelTable {
  file: string;
  fields: string[];
  rows: unknown[][];
}

export interface PanelsData {
  range: DateRange;
  daily: PanelAggregates['daily'];
  /** Present when the page compares with the previous period. */
  previous?: { range: DateRange; daily: PanelAggregates['daily'] };
  scanners: PanelAggregates['scanners'];
  cities: PanelAggregates['cities'];
  codes: PanelAggregates['codes'];
  flagged: PanelAggregates['flagged'];
  /** 'Suspicious Scans': the newest scored scans of the selection. */
  suspicious: Pick<ScanEvent, 'createdAt' | 'city' | 'country' | 'score' | 'reasons' | 'tagId'>[];
}

/** Every panel's rows as the panels show them (names, 'Unknown', 'Other'), all of them rather than a page. */
export function panelTables(data: PanelsData): PanelTable[] {
  const days = dailyCounts(data.daily.daily, data.range);
  const previous = data.previous && dailyCounts(data.previous.daily.daily, data.previous.range);
  return [
    {
      file: 'daily-scans.csv',
      fields: previous ? ['Day', 'Scans', 'Previous period day', 'Previous period scans'] : ['Day', 'Scans'],
      rows: days.map(({ day, scans }, i) =>
        previous ? [day, scans, previous[i]?.day, previous[i]?.scans] : [day, scans],
      ),
    },
    {
      file: 'scans-by-scanner-type.csv',
      fields: ['Scanner', 'Scans'],
      rows: scannerSlices(data.scanners.byAgent).map((slice) => [slice.label, slice.value]),
    },
    {
      file: 'scans-by-city.csv',
      fields: ['City', 'Country', 'Scans'],
      rows: cityRows(data.cities.byCity).map((row) => [row.city, row.country, row.scans]),
    },
    {
      file: 'most-scanned-codes.csv',
      fields: ['Tag ID', 'Scans'],
      rows: data.codes.topTags.map((row) => [row.tagId, row.scans]),
    },
    {
      file: 'flagged-scans.csv',
      fields: ['Date', 'City', 'Country', 'Scanner', 'Flag'],
      rows: data.flagged.flaggedRecent.map((scan) => [
        scan.createdAt,
        placeName(scan.city),
        placeName(scan.country),
        scannerName(scan.clientAgent),
        scan.ruleStatus,
      ]),
    },
    {
      file: 'suspicious-scans.csv',
      fields: ['Date', 'City', 'Country', 'Score', 'Reasons', 'Tag ID'],
      rows: data.suspicious.map((scan) => [
        scan.createdAt,
        placeName(scan.city),
        placeName(scan.country),
        scan.score,
        reasonsText(scan.reasons),
        scan.tagId,
      ]),
    },
  ];
}

/** One zip of CSVs, each written like the scans CSV. */
export function panelsZip(tables: PanelTable[]): Uint8Array<ArrayBuffer> {
  const files = Object.fromEntries(tables.map((table) => [table.file, strToU8(csvText(table.fields, table.rows))]));
  // fflate writes into a plain ArrayBuffer, which a Blob takes.
  return zipSync(files) as Uint8Array<ArrayBuffer>;
}
