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

/** GET /scan-events/aggregates (counted in the database, scans without a tag left out). */
export interface ScanAggregates {
  total: number;
  daily: { day: string; scans: number }[];
  byCity: { city: string; country: string; scans: number }[];
  byAgent: { agent: string; scans: number }[];
  topTags: { tagId: string; scans: number }[];
  flagged: { scans: number; tentative: number };
  flaggedRecent: {
    clientScanId: string;
    createdAt: string;
    city: string;
    country: string;
    clientAgent: string;
    ruleStatus: string;
  }[];
}
