import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';
import { PROTECTION_RULES, scanScoreFields } from './protection.js';

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
  /** The scan's score, its reasons with their numbers, and the rule set version that made them. */
  ...scanScoreFields,
  /** Present with include=detectData (the provider's super users only): the detector's findings. */
  detectData: v.optional(Json),
  /** Present with include=matchData (the provider's super users only): the matcher's results. */
  matchData: v.optional(Json),
  /** Present with include=scanData: what the scanner reported beyond the analytics fields (001 §3). */
  authData: v.optional(Json),
  addressComponents: v.optional(Json),
  thirdPartyScanResponse: v.optional(Json),
});
export type ScanEvent = v.InferOutput<typeof ScanEvent>;

export const ScanEventList = v.object({ items: v.array(ScanEvent) });
export type ScanEventList = v.InferOutput<typeof ScanEventList>;

/** Scans sent at once to POST /scan-events; the whole body also stays under the API's body limit. */
export const SCAN_EVENTS_MAX_BATCH = 500;

const JsonObject = v.nullable(v.record(v.string(), v.unknown()));
const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** A scan is located in at most this many address parts (street number to country is about 8). */
export const MAX_ADDRESS_COMPONENTS = 20;

/**
 * 001 §3 addressComponents: the place a scan was located at, in parts, as a geocoder names them
 * (`{long_name: 'Milan', short_name: 'MI', types: ['locality', 'political']}`).
 */
export const AddressComponent = v.object({
  long_name: Text(200),
  short_name: Text(200),
  types: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(50))), v.maxLength(10)),
});

/** One scan as a scanner reports it (001 §3). The collection is the tag's own, never taken from the caller. */
export const NewScanEventInput = v.object({
  clientScanId: v.pipe(v.string(), v.regex(/^[\w.:-]{8,100}$/, 'must be 8–100 letters, digits, _ . : or -')),
  createdAt: v.optional(IsoDateTime),
  tagId: v.optional(v.nullable(Uuid)),
  city: v.optional(Text(100), ''),
  country: v.optional(Text(100), ''),
  clientLocationLat: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90)))),
  clientLocationLong: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180)))),
  geolocationEnabled: v.optional(v.boolean(), false),
  clientSessionId: v.optional(v.nullable(Text(100))),
  clientAgent: v.optional(v.picklist(SCAN_AGENTS), 'OTHER'),
  scanStatus: v.picklist(SCAN_STATUSES),
  ruleStatus: v.optional(v.nullable(Text(50))),
  tagMetadata: v.optional(JsonObject),
  hookData: v.optional(JsonObject),
  userAgent: v.optional(JsonObject),
  detectData: v.optional(JsonObject),
  matchData: v.optional(JsonObject),
  /** What an outside verification service answered about the scan, shown in TED's Scan Details. */
  thirdPartyScanResponse: v.optional(JsonObject),
  /** 001 §3 authData: what the scanner's authentication step returned, an object shown in Scan Details. */
  authData: v.optional(JsonObject),
  addressComponents: v.optional(v.nullable(v.pipe(v.array(AddressComponent), v.maxLength(MAX_ADDRESS_COMPONENTS)))),
});
export type NewScanEventInput = v.InferOutput<typeof NewScanEventInput>;

export const NewScanEventsBody = v.object({
  project_id: Uuid,
  events: v.pipe(v.array(NewScanEventInput), v.minLength(1), v.maxLength(SCAN_EVENTS_MAX_BATCH)),
});
export type NewScanEventsBody = v.InferOutput<typeof NewScanEventsBody>;

export const NewScanEventsAnswer = v.object({
  stored: v.pipe(v.number(), v.integer()),
  /** Scans whose clientScanId was stored before: sent again, kept once. */
  duplicates: v.pipe(v.number(), v.integer()),
});
export type NewScanEventsAnswer = v.InferOutput<typeof NewScanEventsAnswer>;

const List = (item: v.GenericSchema<string, string>) => v.optional(v.pipe(v.array(item), v.maxLength(100)));
/** The longest name or value a scan filter takes (a country, a city, a metadata or hook data key or value). */
export const MAX_SCAN_FILTER_TEXT = 200;
export const ScanFilterText = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(MAX_SCAN_FILTER_TEXT, `At most ${MAX_SCAN_FILTER_TEXT} characters.`),
);

/** 001 §2's dashboard filters; lists are repeated keys (`countries=Italy&countries=Japan`). */
const ScanFilters = {
  project_id: Uuid,
  /** Inclusive lower bound on createdAt. */
  createdAfter: v.optional(IsoDateTime),
  /** Exclusive upper bound on createdAt. */
  createdBefore: v.optional(IsoDateTime),
  countries: List(ScanFilterText),
  cities: List(ScanFilterText),
  /** gps: located by the device; ipAddress: located by the network address. Absent: both. */
  locationTypes: List(v.picklist(['gps', 'ipAddress'])),
  collections: List(Uuid),
  tagId: v.optional(Uuid),
  metadataKey: v.optional(ScanFilterText),
  metadataValue: v.optional(ScanFilterText),
  hookDataKey: v.optional(ScanFilterText),
  hookDataValue: v.optional(ScanFilterText),
  platforms: List(v.picklist(SCAN_AGENTS)),
};

/**
 * The dashboard's panels, each asked for on its own so each loads and fails on its own: `daily` (with
 * the total), `cities`, `scanners`, `codes` (most scanned) and `flagged` (counts and the newest).
 */
export const SCAN_PANELS = ['daily', 'cities', 'scanners', 'codes', 'flagged'] as const;
export type ScanPanel = (typeof SCAN_PANELS)[number];

export const ScanAggregateQuery = v.object({
  ...ScanFilters,
  /** The IANA time zone days are counted in; the project's (GET /my-projects/{id} `timeZone`) when absent. */
  timezone: v.optional(v.pipe(v.string(), v.maxLength(64))),
  /** The panels to count; absent: all of them. */
  panels: v.optional(v.pipe(v.array(v.picklist(SCAN_PANELS)), v.maxLength(SCAN_PANELS.length))),
  /** 001 §4: 'tentative' is a flagged state that can be excluded; true leaves it out of the flagged panel. */
  excludeTentative: v.optional(v.boolean(), false),
});
export type ScanAggregateQuery = v.InferOutput<typeof ScanAggregateQuery>;

/**
 * 001 §7 `include`: the parts a scan list adds to each scan. detectData and matchData are the raw scan
 * diagnostics of the tag error dashboards (the provider's super users only); scanData adds authData,
 * addressComponents and thirdPartyScanResponse.
 */
export const SCAN_EVENT_INCLUDES = ['detectData', 'matchData', 'scanData'] as const;
export type ScanEventInclude = (typeof SCAN_EVENT_INCLUDES)[number];

/** The scan list: the same filters, 500 at a time (001 §7, §9). */
export const ScanEventQuery = v.object({
  ...ScanFilters,
  /** Comma-separated, e.g. `detectData,matchData,scanData` (001 §7); an unknown part is a 400 naming it. */
  include: v.optional(v.pipe(v.string(), v.maxLength(200))),
  /** Only scans scored at least this (0-100); unscored scans are left out. */
  minScore: v.optional(v.pipe(Integer, v.minValue(0), v.maxValue(100))),
  /** Only scans with a reason of one of these rules (repeated keys). */
  reasons: v.optional(v.pipe(v.array(v.picklist(PROTECTION_RULES)), v.maxLength(PROTECTION_RULES.length))),
  limit: v.optional(v.pipe(Integer, v.minValue(1), v.maxValue(SCAN_EVENTS_MAX_LIMIT))),
  offset: v.optional(v.pipe(Integer, v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))),
});
export type ScanEventQuery = v.InferOutput<typeof ScanEventQuery>;

const Count = v.pipe(v.number(), v.integer());

/** Only the asked panels' parts are present: `total` and `daily` for daily, `byCity` for cities, and so on. */
export const ScanAggregates = v.object({
  /** The time zone days were counted in: the asked one, else the project's. */
  timezone: v.string(),
  total: v.optional(Count),
  daily: v.optional(v.array(v.object({ day: v.pipe(v.string(), v.isoDate()), scans: Count }))),
  byCity: v.optional(v.array(v.object({ city: v.string(), country: v.string(), scans: Count }))),
  byAgent: v.optional(v.array(v.object({ agent: v.picklist(SCAN_AGENTS), scans: Count }))),
  topTags: v.optional(v.array(v.object({ tagId: Uuid, scans: Count }))),
  /** `scans`: the flagged scans counted (tentative ones left out when excluded); `tentative`: those flagged tentative. */
  flagged: v.optional(v.object({ scans: Count, tentative: Count })),
  /** The newest flagged scans (up to 100), for the 'Flagged Scans' table. */
  flaggedRecent: v.optional(
    v.array(
      v.object({
        clientScanId: v.string(),
        createdAt: IsoDateTime,
        city: v.string(),
        country: v.string(),
        clientAgent: v.picklist(SCAN_AGENTS),
        ruleStatus: v.string(),
      }),
    ),
  ),
});
export type ScanAggregates = v.InferOutput<typeof ScanAggregates>;
