export type ScanStatus = 'SUCCESS' | 'DETECT_FAILED' | 'MATCH_FAILED';

/** A scan as GET /ted/scan-events answers it (001 §3); detect and match data are read defensively. */
export interface TedScanEvent {
  id: string;
  projectId: string;
  projectName: string;
  companyName: string;
  collectionId: string | null;
  tagId: string | null;
  createdAt: string;
  city: string;
  country: string;
  clientAgent?: string | null;
  scanStatus: ScanStatus;
  detectData: unknown;
  matchData: unknown;
}

export interface TedScanPage {
  items: TedScanEvent[];
  total: number;
}

export type TedOrder = 'newest' | 'oldest';

/** The dashboard's filters: days as `YYYY-MM-DD` in the browser's time zone. */
export interface TedFilters {
  after: string;
  /** '' when not set. */
  before: string;
  order: TedOrder;
}
