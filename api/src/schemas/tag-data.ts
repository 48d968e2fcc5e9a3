import * as v from 'valibot';
import { Uuid } from './common.js';

/** What one upload writes: a tag's metadata or its custom attributes (000 §2, §5). */
export const TAG_DATA_KINDS = ['metadata', 'custom-attributes'] as const;
export type TagDataKind = (typeof TAG_DATA_KINDS)[number];

export const TAG_DATA_LIMITS = {
  /** Lines of one upload: a million-row CSV and room to spare. */
  lines: 2_000_000,
  /** Bytes of one line, so a hostile body cannot make the API buffer without end. */
  lineBytes: 65_536,
  keysPerTag: 100,
  keyLength: 100,
  valueLength: 1000,
} as const;

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
const Row = v.pipe(v.number(), v.integer(), v.minValue(1));
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
