import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';
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
