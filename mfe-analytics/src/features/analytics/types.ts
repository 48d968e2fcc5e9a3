/** A scan event as GET /scan-events answers it (001 §3); only the fields analytics reads are typed strictly. */
export interface ScanEvent {
  id: string;
  projectId: string;
  collectionId: string | null;
  tagId: string | null;
  clientScanId: string;
  createdAt: string;
  city: string;
  country: string;
  clientLocationLat: number | null;
  clientLocationLong: number | null;
  geolocationEnabled: boolean;
  clientSessionId: string | null;
  clientAgent?: string | null;
  scanStatus: 'SUCCESS' | 'DETECT_FAILED' | 'MATCH_FAILED';
  ruleStatus: string | null;
  tagMetadata: unknown;
  hookData: unknown;
  userAgent: unknown;
}

/** Inclusive calendar days, as `YYYY-MM-DD` in the browser's time zone. */
export interface DateRange {
  start: string;
  end: string;
}
