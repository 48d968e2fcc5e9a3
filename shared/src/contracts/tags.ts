import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';
import { RESULT_VIEW_LANGUAGES, SCAN_STATES } from './collection-views.js';
import { SCAN_AGENTS, SCAN_STATUSES } from './scan-events.js';
import { scanScoreFields } from './protection.js';
import { TAG_STATUSES } from './tag-status.js';

/** 001 §7: the console fetches tags in chunks of 5000. */
export const MAX_TAGS_PER_PAGE = 5000;

export const TAG_FIELDS = [
  'id',
  'seed',
  'version',
  'collectionId',
  'sequenceNumber',
  'createdAt',
  'updatedAt',
  'shortCode',
  'tagMetadata',
  'customAttributes',
] as const;
export type TagField = (typeof TAG_FIELDS)[number];

export const Tag = v.object({
  id: v.optional(Uuid),
  /** 128 bits, as 32 hex digits. */
  seed: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/))),
  version: v.optional(v.number()),
  collectionId: v.optional(Uuid),
  sequenceNumber: v.optional(v.number()),
  createdAt: v.optional(IsoDateTime),
  updatedAt: v.optional(IsoDateTime),
  /** The code of the tag's short link `/s/{shortCode}`: its id in base 62, 22 characters. */
  shortCode: v.optional(v.pipe(v.string(), v.regex(/^[0-9A-Za-z]{22}$/))),
  /** 001 §3: a list whose first item holds the tag's metadata as a key-value map. */
  tagMetadata: v.optional(v.array(v.object({ data: v.record(v.string(), v.string()) }))),
  /** 000 §3: a list of name and value. */
  customAttributes: v.optional(v.array(v.object({ name: v.string(), value: v.string() }))),
});
export type Tag = v.InferOutput<typeof Tag>;

export const TagPage = v.object({ data: v.array(Tag) });
export type TagPage = v.InferOutput<typeof TagPage>;

export const TagQuery = v.object({
  'collectionIds[]': v.pipe(v.array(Uuid), v.minLength(1), v.maxLength(100)),
  fields: v.optional(v.pipe(v.string(), v.maxLength(200), v.regex(/^[a-zA-Z]+(,[a-zA-Z]+)*$/))),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_TAGS_PER_PAGE)), MAX_TAGS_PER_PAGE),
});
export type TagQuery = v.InferOutput<typeof TagQuery>;

/** 001 §7: the two sizes a tag's PNG is made at, in pixels. */
export const TAG_IMAGE_SIZES = ['200', '160'] as const;

export const TagIdParams = v.object({ tagId: Uuid });
export type TagIdParams = v.InferOutput<typeof TagIdParams>;

/** Any short text here; the service answers a size it does not make with a message naming the sizes. */
export const TagImageQuery = v.object({ size: v.pipe(v.string(), v.maxLength(20)) });
export type TagImageQuery = v.InferOutput<typeof TagImageQuery>;

/** One tag as its page shows it: where it is, its link, its status and its data. */
export const TagDetail = v.object({
  id: Uuid,
  shortCode: v.string(),
  collection: v.object({ id: Uuid, name: v.string() }),
  sequenceNumber: v.number(),
  status: v.picklist(TAG_STATUSES),
  createdAt: IsoDateTime,
  tagMetadata: v.record(v.string(), v.string()),
  customAttributes: v.record(v.string(), v.string()),
});
export type TagDetail = v.InferOutput<typeof TagDetail>;

/**
 * Finds one tag of the project by what a person holds: its id, its short code or short link, or, with a
 * collection, its index there.
 */
export const TagLookupQuery = v.object({
  q: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
  collectionId: v.optional(Uuid),
});
export type TagLookupQuery = v.InferOutput<typeof TagLookupQuery>;

const Integer = v.pipe(v.number(), v.integer());

/** A tag page shows its scans 20 at a time; more than 100 a request is refused. */
export const TAG_SCANS_DEFAULT_LIMIT = 20;
export const TAG_SCANS_MAX_LIMIT = 100;

export const TagScanQuery = v.object({
  limit: v.optional(v.pipe(Integer, v.minValue(1), v.maxValue(TAG_SCANS_MAX_LIMIT)), TAG_SCANS_DEFAULT_LIMIT),
  offset: v.optional(v.pipe(Integer, v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)), 0),
});
export type TagScanQuery = v.InferOutput<typeof TagScanQuery>;

/** One scan of the tag as its page lists it: when, where, with what, the tag's status then, and the outcome. */
export const TagScan = v.object({
  id: Uuid,
  createdAt: IsoDateTime,
  city: v.string(),
  country: v.string(),
  clientAgent: v.picklist(SCAN_AGENTS),
  /** The tag's status when it was scanned; null for a scan stored before statuses were kept. */
  tagStatus: v.nullable(v.picklist(TAG_STATUSES)),
  scanStatus: v.picklist(SCAN_STATUSES),
  ...scanScoreFields,
});
export type TagScan = v.InferOutput<typeof TagScan>;

export const TagScanList = v.object({
  /** Newest first. */
  items: v.array(TagScan),
  /** Every scan of the tag, whatever the page. */
  total: v.pipe(Integer, v.minValue(0)),
});
export type TagScanList = v.InferOutput<typeof TagScanList>;

/**
 * What a consumer who scans the tag sees while it has a status (ADR 0059): the view assigned to the first scan
 * state of the fallback that has one, in the asker's language and for any scanner. No view (state null): the
 * built-in page, "We could not verify this product" for an inactive or blacklisted tag, "This product has no
 * page yet." for an active one.
 */
export const TagConsumerView = v.object({
  status: v.picklist(TAG_STATUSES),
  state: v.nullable(v.picklist(SCAN_STATES)),
  view: v.nullable(v.object({ id: Uuid, name: v.string(), language: v.picklist(RESULT_VIEW_LANGUAGES) })),
});
export type TagConsumerView = v.InferOutput<typeof TagConsumerView>;

export const TagConsumerViews = v.object({ items: v.array(TagConsumerView) });
export type TagConsumerViews = v.InferOutput<typeof TagConsumerViews>;

export const TagPreviewParams = v.object({ tagId: Uuid, status: v.picklist(TAG_STATUSES) });
export type TagPreviewParams = v.InferOutput<typeof TagPreviewParams>;
