import type { ScanAgent, ScanAggregateQuery, ScanAggregates, ScanPanel } from 'shared/contracts/scan-events';

/** Inclusive calendar days, as `YYYY-MM-DD` in the browser's time zone. */
export interface DateRange {
  start: string;
  end: string;
}

export type LocationType = NonNullable<ScanAggregateQuery['locationTypes']>[number];

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
  platforms: ScanAgent[];
}

export type TextFilter = 'tagId' | 'metadataKey' | 'metadataValue' | 'hookDataKey' | 'hookDataValue';
export type ListFilter = 'countries' | 'cities' | 'collections';

/** The parts of GET /scan-events/aggregates each panel (`panels=daily`…) asks for. */
interface PanelParts extends Record<ScanPanel, keyof ScanAggregates> {
  daily: 'total' | 'daily';
  cities: 'byCity';
  scanners: 'byAgent';
  codes: 'topTags';
  /** `scans` leaves tentative flags out when they are excluded; `tentative` counts them either way. */
  flagged: 'flagged' | 'flaggedRecent';
}

/** One panel's answer: the API sends only the asked panel's parts, so those are present. */
export type PanelAggregates = { [P in ScanPanel]: Required<Pick<ScanAggregates, PanelParts[P]>> };

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
