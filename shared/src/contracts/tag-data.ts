import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';

/** What one upload writes: a tag's metadata or its custom attributes (000 §2, §5). */
export const TAG_DATA_KINDS = ['metadata', 'custom-attributes'] as const;
export type TagDataKind = (typeof TAG_DATA_KINDS)[number];

/** What an upload session writes: tag data, or tag statuses from a CSV (docs/adr/0057). */
export const TAG_UPLOAD_KINDS = [...TAG_DATA_KINDS, 'status'] as const;
export type TagUploadKind = (typeof TAG_UPLOAD_KINDS)[number];

export const TAG_DATA_LIMITS = {
  /** Rows of one upload, all its parts together: a million-row CSV and room to spare. */
  lines: 2_000_000,
  /** Parts of one upload session; each part is at most the API's body limit. */
  parts: 10_000,
  /** Bytes of one upload session, all its parts together: a million-row CSV staged measured about 103 MiB. */
  uploadBytes: 256 * 1024 * 1024,
  /** Open (uncommitted, unexpired) upload sessions of one user. */
  openUploads: 5,
  /** How long an upload session may take from its start to its commit. */
  uploadHours: 24,
  /** Bytes of one line, so a hostile body cannot make the API buffer without end. */
  lineBytes: 65_536,
  keysPerTag: 100,
  keyLength: 100,
  valueLength: 1000,
} as const;

/**
 * Names an object keyed by user text cannot hold: valibot's record leaves them out without a word, so
 * a column of that name would be lost while the upload reports success.
 */
export const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const Values = v.pipe(
  v.record(
    v.pipe(v.string(), v.minLength(1, 'a column name is empty'), v.maxLength(TAG_DATA_LIMITS.keyLength)),
    v.pipe(v.string(), v.maxLength(TAG_DATA_LIMITS.valueLength)),
  ),
  v.check(
    (values) => Object.keys(values).length <= TAG_DATA_LIMITS.keysPerTag,
    `at most ${TAG_DATA_LIMITS.keysPerTag} columns a tag`,
  ),
);
/** A CSV row number, stored as a PostgreSQL integer. */
const Row = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
const TagIndex = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

/** One line of the body: the CSV row it came from, the tag it is for, and the values of the row's other columns. */
export const TagLine = v.strictObject({ row: Row, tag_id: Uuid, values: Values });
export type TagLine = v.InferOutput<typeof TagLine>;

/** Range mode (metadata only): the same values for every tag from one index to another, both included. */
export const TagRangeLine = v.strictObject({
  row: Row,
  tag_index_start: TagIndex,
  tag_index_end: TagIndex,
  values: Values,
});
export type TagRangeLine = v.InferOutput<typeof TagRangeLine>;

export const TagDataResult = v.object({
  /** Lines read from the body. */
  rows: v.number(),
  /** Tags whose values changed. */
  tags_updated: v.number(),
});
export type TagDataResult = v.InferOutput<typeof TagDataResult>;

export const NewTagDataUpload = v.strictObject({ kind: v.picklist(TAG_UPLOAD_KINDS) });
export type NewTagDataUpload = v.InferOutput<typeof NewTagDataUpload>;

export const TagDataUpload = v.object({
  id: Uuid,
  kind: v.picklist(TAG_UPLOAD_KINDS),
  expires_at: IsoDateTime,
  /** Bytes one part may hold: the API's body limit. */
  part_bytes: v.number(),
  max_parts: v.number(),
  max_rows: v.number(),
});
export type TagDataUpload = v.InferOutput<typeof TagDataUpload>;

export const TagDataUploadParams = v.object({ collectionId: Uuid, uploadId: Uuid });
export type TagDataUploadParams = v.InferOutput<typeof TagDataUploadParams>;

export const TagDataPartParams = v.object({
  collectionId: Uuid,
  uploadId: Uuid,
  partNumber: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TAG_DATA_LIMITS.parts)),
});
export type TagDataPartParams = v.InferOutput<typeof TagDataPartParams>;

export const TagDataPartResult = v.object({ part: v.number(), rows: v.number() });
export type TagDataPartResult = v.InferOutput<typeof TagDataPartResult>;

/** What the browser sent, so a part that never arrived cannot go unnoticed. */
export const TagDataCommit = v.strictObject({
  parts: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TAG_DATA_LIMITS.parts)),
  rows: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TAG_DATA_LIMITS.lines)),
});
export type TagDataCommit = v.InferOutput<typeof TagDataCommit>;
