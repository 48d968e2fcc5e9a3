import Papa from 'papaparse';
import { api, csvCell } from 'shared';
import { PROTECTION_RULE_LABELS, type ScanReason } from 'shared/contracts/protection';
import { SCAN_EVENTS_MAX_LIMIT, type ScanEvent, type ScanEventList } from 'shared/contracts/scan-events';
import { aggregateSearchParams } from '../../api/get-scan-aggregates';
import type { AnalyticsFilters, DateRange } from '../../lib/types';

/** 001 §7, §9: scans come 500 a request, the API's largest page; paging stops when fewer come back. */
export const SCAN_PAGE_SIZE = SCAN_EVENTS_MAX_LIMIT;

/** A scan as GET /scan-events lists it; the CSV takes these columns. */
export type ListedScan = Pick<
  ScanEvent,
  | 'clientScanId'
  | 'createdAt'
  | 'tagId'
  | 'collectionId'
  | 'city'
  | 'country'
  | 'clientLocationLat'
  | 'clientLocationLong'
  | 'geolocationEnabled'
  | 'clientAgent'
  | 'scanStatus'
  | 'ruleStatus'
  | 'tagMetadata'
  | 'score'
  | 'reasons'
>;

export type ScanPageFetcher = (offset: number, signal?: AbortSignal) => Promise<ListedScan[]>;

export const scanPageFetcher =
  (projectId: string, range: DateRange, filters: AnalyticsFilters): ScanPageFetcher =>
  async (offset, signal) => {
    const searchParams = aggregateSearchParams(projectId, range, filters);
    searchParams.delete('timezone');
    searchParams.set('limit', String(SCAN_PAGE_SIZE));
    searchParams.set('offset', String(offset));
    const body = await api('events').get('scan-events', { searchParams, signal }).json<ScanEventList>();
    return body.items;
  };

/**
 * Every scan the filters select, page after page, one per clientScanId and only those with a tag
 * (001 §7, as the panels count them). `onProgress` hears the running count.
 */
export async function fetchFilteredScans(
  fetchPage: ScanPageFetcher,
  onProgress: (count: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<ListedScan[]> {
  const seen = new Set<string>();
  const scans: ListedScan[] = [];
  for (let offset = 0; ; offset += SCAN_PAGE_SIZE) {
    const page = await fetchPage(offset, signal);
    for (const scan of page) {
      if (!scan.tagId || seen.has(scan.clientScanId)) continue;
      seen.add(scan.clientScanId);
      scans.push(scan);
    }
    onProgress(scans.length);
    if (page.length < SCAN_PAGE_SIZE) return scans;
  }
}

/** A scan's reasons in one cell: each rule and its sentence with the numbers, as the panels show them. */
export const reasonsText = (reasons: ScanReason[]): string =>
  reasons.map((reason) => `${PROTECTION_RULE_LABELS[reason.rule]}: ${reason.message}`).join('; ');

const COLUMNS: [string, (scan: ListedScan) => unknown][] = [
  ['Date', (scan) => scan.createdAt],
  ['Tag ID', (scan) => scan.tagId],
  ['Collection ID', (scan) => scan.collectionId],
  ['City', (scan) => scan.city],
  ['Country', (scan) => scan.country],
  ['Latitude', (scan) => scan.clientLocationLat],
  ['Longitude', (scan) => scan.clientLocationLong],
  ['Located by', (scan) => (scan.geolocationEnabled ? 'GPS' : 'IP address')],
  ['Scanner', (scan) => scan.clientAgent],
  ['Status', (scan) => scan.scanStatus],
  ['Flag', (scan) => scan.ruleStatus],
  ['Tag metadata', (scan) => scan.tagMetadata],
  ['Client scan ID', (scan) => scan.clientScanId],
  ['Score', (scan) => scan.score],
  ['Reasons', (scan) => reasonsText(scan.reasons)],
];

/**
 * The one CSV writer of the page's exports: UTF-8 with a byte-order mark (so spreadsheets read accents
 * right), CRLF line ends, numbers as numbers and text that starts a formula made safe (shared's guard).
 */
export function csvText(fields: string[], rows: unknown[][]): string {
  const data = rows.map((row) => row.map(csvCell));
  return `\uFEFF${Papa.unparse({ fields, data }, { newline: '\r\n' })}`;
}

export function scansCsv(scans: ListedScan[]): string {
  return csvText(
    COLUMNS.map(([name]) => name),
    scans.map((scan) => COLUMNS.map(([, value]) => value(scan))),
  );
}

/** 001 §7: the project name plus the date range, then the file type. */
export function exportFileName(projectName: string, range: DateRange, extension: 'csv' | 'zip'): string {
  return `${projectName.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'scans'} ${range.start} to ${range.end}.${extension}`;
}
