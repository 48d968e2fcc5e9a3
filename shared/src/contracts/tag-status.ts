import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';

/** A tag is active once ordered; a brand can take it out of use, or blacklist it as a known counterfeit's. */
export const TAG_STATUSES = ['active', 'inactive', 'blacklisted'] as const;
export type TagStatus = (typeof TAG_STATUSES)[number];

/** Why a tag was blacklisted; blacklisting needs one. */
export const BLACKLIST_REASONS = [
  'counterfeit_seen',
  'stolen_stock',
  'damaged_or_misprinted',
  'duplicate',
  'other',
] as const;
export type BlacklistReason = (typeof BLACKLIST_REASONS)[number];

/** How a change was made: on one tag, on an index range of a collection, from a file, or by a protection rule. */
export const TAG_STATUS_SOURCES = ['tag', 'range', 'file', 'rule'] as const;

export const MAX_STATUS_NOTE_LENGTH = 1000;

export const TAG_STATUS_LABELS: Record<TagStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  blacklisted: 'Blacklisted',
};

export const BLACKLIST_REASON_LABELS: Record<BlacklistReason, string> = {
  counterfeit_seen: 'Counterfeit seen',
  stolen_stock: 'Stolen stock',
  damaged_or_misprinted: 'Damaged or misprinted',
  duplicate: 'Duplicate',
  other: 'Other',
};

/** Where a status change came from, as the tag's history says it. */
export const TAG_STATUS_SOURCE_LABELS: Record<(typeof TAG_STATUS_SOURCES)[number], string> = {
  tag: 'This tag',
  range: 'A range',
  file: 'A file',
  rule: 'A protection rule',
};

const TagIndex = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

const statusFields = {
  status: v.picklist(TAG_STATUSES),
  reason: v.optional(v.picklist(BLACKLIST_REASONS)),
  note: v.optional(v.pipe(v.string(), v.maxLength(MAX_STATUS_NOTE_LENGTH)), ''),
};

export const TagStatusChangeBody = v.strictObject(statusFields);
export type TagStatusChangeBody = v.InferOutput<typeof TagStatusChangeBody>;

/** Every tag of the collection from one index to another, both included. */
export const TagRangeStatusChangeBody = v.strictObject({ fromIndex: TagIndex, toIndex: TagIndex, ...statusFields });
export type TagRangeStatusChangeBody = v.InferOutput<typeof TagRangeStatusChangeBody>;

export const TagStatusChange = v.object({
  from: v.picklist(TAG_STATUSES),
  to: v.picklist(TAG_STATUSES),
  reason: v.nullable(v.picklist(BLACKLIST_REASONS)),
  note: v.string(),
  source: v.picklist(TAG_STATUS_SOURCES),
  /** Who made it: a person's email, an API key's name, or null for a rule (or a person since removed). */
  changedBy: v.nullable(v.object({ kind: v.picklist(['user', 'api-key']), id: Uuid, name: v.string() })),
  /** A rule's change (source 'rule'): the scan whose score made it. */
  scanId: v.optional(Uuid),
  changedAt: IsoDateTime,
});
export type TagStatusChange = v.InferOutput<typeof TagStatusChange>;

/** A tag's status and its changes, newest first. */
export const TagStatusHistory = v.object({ status: v.picklist(TAG_STATUSES), changes: v.array(TagStatusChange) });
export type TagStatusHistory = v.InferOutput<typeof TagStatusHistory>;

export const TagRangeStatusResult = v.object({
  /** Tags in the range. */
  tags: v.number(),
  /** Tags whose status changed (the others already had it). */
  tagsChanged: v.number(),
});
export type TagRangeStatusResult = v.InferOutput<typeof TagRangeStatusResult>;

/**
 * One line of a status upload (kind 'status'): the CSV row it came from, its tag by `tag_id` or by
 * `tag_index` in the collection (every line of an upload the same way), and the change. Field names are
 * the CSV's column names, so an error names both.
 */
export const TagStatusLine = v.strictObject({
  row: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  tag_id: v.optional(Uuid),
  tag_index: v.optional(TagIndex),
  status: v.picklist(TAG_STATUSES, `is not one of ${TAG_STATUSES.join(', ')}`),
  reason: v.optional(v.picklist(BLACKLIST_REASONS, `is not one of ${BLACKLIST_REASONS.join(', ')}`)),
  note: v.optional(
    v.pipe(v.string(), v.maxLength(MAX_STATUS_NOTE_LENGTH, `is longer than ${MAX_STATUS_NOTE_LENGTH} characters`)),
    '',
  ),
});
export type TagStatusLine = v.InferOutput<typeof TagStatusLine>;

/** What is wrong with a line of a status upload, and the column it is in when it is one column's. */
export interface TagStatusLineProblem {
  column?: string;
  message: string;
}

/**
 * One line of a status upload checked alone, in the API and in the browser alike: its shape, the tag named
 * by tag_id or by tag_index (one of the two), a reason exactly when blacklisting.
 */
export function checkTagStatusLine(input: unknown): { line: TagStatusLine } | { problem: TagStatusLineProblem } {
  const parsed = v.safeParse(TagStatusLine, input);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const column = issue.path?.map((step) => String(step.key)).join('.');
    const shown = typeof issue.input === 'string' && (column === 'status' || column === 'reason');
    return { problem: { column, message: shown ? `"${String(issue.input)}" ${issue.message}` : issue.message } };
  }
  const line = parsed.output;
  if ((line.tag_id === undefined) === (line.tag_index === undefined)) {
    return { problem: { message: 'name the tag by tag_id or by tag_index, one of the two.' } };
  }
  if (line.status === 'blacklisted' && !line.reason) {
    return {
      problem: { column: 'reason', message: `blacklisting needs a reason: one of ${BLACKLIST_REASONS.join(', ')}.` },
    };
  }
  if (line.status !== 'blacklisted' && line.reason) {
    return { problem: { column: 'reason', message: 'a reason is given only when blacklisting; leave it empty.' } };
  }
  return { line };
}
