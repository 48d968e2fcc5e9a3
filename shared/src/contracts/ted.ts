import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';
import { SCAN_AGENTS, SCAN_EVENTS_MAX_LIMIT, SCAN_STATUSES } from './scan-events.js';
import { scanScoreFields } from './protection.js';

/** 001 §9: event history is 60 days; the Global TED refuses an older createdAfter. */
export const TED_HISTORY_DAYS = 60;

/** 001 §9: dashboards show 4 cards per row and 6 rows per page. */
export const TED_DEFAULT_LIMIT = 24;

export const TED_ORDERS = ['newest', 'oldest'] as const;
export type TedOrder = (typeof TED_ORDERS)[number];

const Integer = v.pipe(v.number(), v.integer());

export const TedScanEventQuery = v.object({
  /** Inclusive lower bound on createdAt; required, and not earlier than 60 days ago. */
  createdAfter: IsoDateTime,
  /** Exclusive upper bound on createdAt. */
  createdBefore: v.optional(IsoDateTime),
  projectId: v.optional(Uuid),
  limit: v.optional(v.pipe(Integer, v.minValue(1), v.maxValue(SCAN_EVENTS_MAX_LIMIT))),
  offset: v.optional(v.pipe(Integer, v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))),
  order: v.optional(v.picklist(TED_ORDERS)),
  tagId: v.optional(Uuid),
  'collectionIds[]': v.optional(v.pipe(v.array(Uuid), v.maxLength(100))),
  /** 001 §2 scanner filters. */
  'clientAgents[]': v.optional(v.pipe(v.array(v.picklist(SCAN_AGENTS)), v.maxLength(SCAN_AGENTS.length))),
  /** 001 §2 status filters; absent means every status. */
  'statuses[]': v.optional(v.pipe(v.array(v.picklist(SCAN_STATUSES)), v.maxLength(SCAN_STATUSES.length))),
  companyId: v.optional(Uuid),
  /** A detected dots binary, as the detector reports it (hexadecimal). */
  dotsBinary: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{1,128}$/))),
  /** The scans of one client session (the session dialog). */
  clientSessionId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
});
export type TedScanEventQuery = v.InferOutput<typeof TedScanEventQuery>;

const Json = v.nullable(v.unknown());

export const TedScanEvent = v.object({
  id: Uuid,
  projectId: Uuid,
  projectName: v.string(),
  companyName: v.string(),
  collectionId: v.nullable(Uuid),
  tagId: v.nullable(Uuid),
  createdAt: IsoDateTime,
  city: v.string(),
  country: v.string(),
  clientAgent: v.picklist(SCAN_AGENTS),
  scanStatus: v.picklist(SCAN_STATUSES),
  detectData: Json,
  matchData: Json,
  clientScanId: v.string(),
  clientSessionId: v.nullable(v.string()),
  collectionName: v.nullable(v.string()),
  /** true: located by the device (GPS); false: by the network address (IP). */
  geolocationEnabled: v.boolean(),
  clientLocationLat: v.nullable(v.number()),
  clientLocationLong: v.nullable(v.number()),
  ruleStatus: v.nullable(v.string()),
  tagMetadata: Json,
  hookData: Json,
  userAgent: Json,
  thirdPartyScanResponse: Json,
  /** 001 §3: what the scanner's authentication step returned. */
  authData: Json,
  /** 001 §3: the place the scan was located at, in parts (`{long_name, short_name, types}` each). */
  addressComponents: Json,
  /** The scan's score, its reasons with their numbers, and the rule set version that made them. */
  ...scanScoreFields,
});
export type TedScanEvent = v.InferOutput<typeof TedScanEvent>;

export const TedScanEventList = v.object({
  items: v.array(TedScanEvent),
  /** How many scans match the filter, whatever the page. */
  total: v.pipe(Integer, v.minValue(0)),
});
export type TedScanEventList = v.InferOutput<typeof TedScanEventList>;

const Count = v.pipe(Integer, v.minValue(0));

/** 001 §2 session view: one client session, with every scan of it counted whatever the filters. */
export const TedSession = v.object({
  /** null: a scan reported without a session, shown as a session of its own. */
  clientSessionId: v.nullable(v.string()),
  startedAt: IsoDateTime,
  endedAt: IsoDateTime,
  scanCount: Count,
  statusCounts: v.object({ SUCCESS: Count, DETECT_FAILED: Count, MATCH_FAILED: Count }),
  /** The session's first scans in time order, at most TED_SESSION_FIRST_SCANS. */
  firstScans: v.array(TedScanEvent),
});
export type TedSession = v.InferOutput<typeof TedSession>;

/** 001 §2: each session shows up to 4 thumbnails. */
export const TED_SESSION_FIRST_SCANS = 4;

export const TedSessionList = v.object({
  items: v.array(TedSession),
  /** How many sessions have a scan that matches the filter. */
  total: Count,
});
export type TedSessionList = v.InferOutput<typeof TedSessionList>;

export const ScanImageParams = v.object({
  /** `{sha256 of the bytes}.jpg` or `.png`: the name is the content's address. */
  file: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}\.(jpg|png)$/)),
});
export type ScanImageParams = v.InferOutput<typeof ScanImageParams>;
