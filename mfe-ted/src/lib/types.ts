import type { ScanEventReportedParts } from 'shared';

export type ScanStatus = 'SUCCESS' | 'DETECT_FAILED' | 'MATCH_FAILED';

/** A scan as GET /ted/scan-events answers it (001 §3), with the parts the scanner reported (authData, addressComponents, thirdPartyScanResponse). */
export interface TedScanEvent extends Partial<ScanEventReportedParts> {
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
  clientScanId?: string;
  clientSessionId?: string | null;
  collectionName?: string | null;
  /** true: located by the device (GPS); false: by the network address (IP). */
  geolocationEnabled?: boolean;
  ruleStatus?: string | null;
  tagMetadata?: unknown;
  hookData?: unknown;
}

/** 001 §2 session view: a client session with its first scans and the counts of all its scans. */
export interface TedSession {
  clientSessionId: string | null;
  startedAt: string;
  endedAt: string;
  scanCount: number;
  statusCounts: Record<ScanStatus, number>;
  firstScans: TedScanEvent[];
}

export interface TedSessionPage {
  items: TedSession[];
  total: number;
}

/** 001 §2 Global TED: SINGLE VIEW (scan cards) or SESSION VIEW (scans grouped by client session). */
export type TedView = 'single' | 'sessions';

export interface TedScanPage {
  items: TedScanEvent[];
  total: number;
}

export type TedOrder = 'newest' | 'oldest';

/** 001 §2: the scanner types the dashboards filter by. */
export type ScannerFilter = 'WECHAT' | 'WEBSCANNER';

/** The dashboard's filters: days as `YYYY-MM-DD` in the browser's time zone; '' or [] when not set. */
export interface TedFilters {
  after: string;
  before: string;
  order: TedOrder;
  tagId: string;
  collections: string[];
  scanners: ScannerFilter[];
  dotsBinary: string;
  /** Global TED only; its defaults are the two failures (001 §2). */
  statuses: ScanStatus[];
  /** Global TED only. */
  companyId: string;
}
