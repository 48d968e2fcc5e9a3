import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';

/** 001 §9: the console pages scan events 500 at a time; more per request is refused. */
export const SCAN_EVENTS_MAX_LIMIT = 500;

export const SCAN_AGENTS = [
  'WECHAT',
  'WEBSCANNER',
  'WHATSAPP',
  'NATIVESCANNER_IOS',
  'NATIVESCANNER_ANDROID',
  'OTHER',
] as const;
export type ScanAgent = (typeof SCAN_AGENTS)[number];

export const SCAN_STATUSES = ['SUCCESS', 'DETECT_FAILED', 'MATCH_FAILED'] as const;
export type ScanStatus = (typeof SCAN_STATUSES)[number];

const Integer = v.pipe(v.number(), v.integer());

export const ScanEventQuery = v.object({
  project_id: Uuid,
  /** Inclusive lower bound on createdAt. */
  createdAfter: v.optional(IsoDateTime),
  /** Exclusive upper bound on createdAt. */
  createdBefore: v.optional(IsoDateTime),
  /** Accepted for the console's sake (001 §7); detect and match data are not served here yet. */
  include: v.optional(v.string()),
  limit: v.optional(v.pipe(Integer, v.minValue(1), v.maxValue(SCAN_EVENTS_MAX_LIMIT))),
  offset: v.optional(v.pipe(Integer, v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))),
});
export type ScanEventQuery = v.InferOutput<typeof ScanEventQuery>;

const Json = v.nullable(v.unknown());

export const ScanEvent = v.object({
  id: Uuid,
  projectId: Uuid,
  collectionId: v.nullable(Uuid),
  tagId: v.nullable(Uuid),
  clientScanId: v.string(),
  createdAt: IsoDateTime,
  city: v.string(),
  country: v.string(),
  clientLocationLat: v.nullable(v.number()),
  clientLocationLong: v.nullable(v.number()),
  geolocationEnabled: v.boolean(),
  clientSessionId: v.nullable(v.string()),
  clientAgent: v.picklist(SCAN_AGENTS),
  scanStatus: v.picklist(SCAN_STATUSES),
  ruleStatus: v.nullable(v.string()),
  tagMetadata: Json,
  hookData: Json,
  userAgent: Json,
});
export type ScanEvent = v.InferOutput<typeof ScanEvent>;

export const ScanEventList = v.object({ items: v.array(ScanEvent) });
export type ScanEventList = v.InferOutput<typeof ScanEventList>;
