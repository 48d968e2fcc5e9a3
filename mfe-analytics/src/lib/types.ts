/** Inclusive calendar days, as `YYYY-MM-DD` in the browser's time zone. */
export interface DateRange {
  start: string;
  end: string;
}

export const SCANNER_AGENTS = [
  'WEBSCANNER',
  'WECHAT',
  'NATIVESCANNER_IOS',
  'NATIVESCANNER_ANDROID',
  'WHATSAPP',
  'OTHER',
] as const;
export type ScannerAgent = (typeof SCANNER_AGENTS)[number];
export type LocationType = 'gps' | 'ipAddress';

/** 001 §2's filters besides the date range; an empty list or text means 'any'. */
export interface AnalyticsFilters {
  countries: string[];
  cities: string[];
  locationTypes: LocationType[];
  collections: string[];
  tagId: string;
  metadataKey: string;
  metadataValue: string;
  hookDataKey: string;
  hookDataValue: string;
  platforms: ScannerAgent[];
}

export type TextFilter = 'tagId' | 'metadataKey' | 'metadataValue' | 'hookDataKey' | 'hookDataValue';
export type ListFilter = 'countries' | 'cities' | 'collections';

export interface FlaggedScan {
  clientScanId: string;
  createdAt: string;
  city: string;
  country: string;
  clientAgent: string;
  ruleStatus: string;
}

/**
 * GET /scan-events/aggregates, one panel's part at a time (`panels=daily`…): counted in the database,
 * scans without a tag left out.
 */
export interface PanelAggregates {
  daily: { total: number; daily: { day: string; scans: number }[] };
  cities: { byCity: { city: string; country: string; scans: number }[] };
  scanners: { byAgent: { agent: string; scans: number }[] };
  codes: { topTags: { tagId: string; scans: number }[] };
  /** `scans` leaves tentative flags out when they are excluded; `tentative` counts them either way. */
  flagged: { flagged: { scans: number; tentative: number }; flaggedRecent: FlaggedScan[] };
}
export type ScanPanel = keyof PanelAggregates;

/** Every panel's part together, as the API answers without `panels`. */
export type ScanAggregates = PanelAggregates['daily'] &
  PanelAggregates['cities'] &
  PanelAggregates['scanners'] &
  PanelAggregates['codes'] &
  PanelAggregates['flagged'];

/** What the page shows: the project, the range and the filters every panel shares. */
export interface ScanSelection {
  projectId: string;
  range: DateRange;
  filters: AnalyticsFilters;
}

/** What one panel asks besides the selection: only 'Flagged Scans' can leave tentative flags out. */
export interface PanelOptions {
  excludeTentative?: boolean;
}
