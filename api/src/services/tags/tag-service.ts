import { shortCodeOf } from './short-codes.js';
import type { Db } from '../../db/db.js';
import { AppError } from '../../errors.js';
import { listTagsFrom, type TagRow } from '../../repositories/tag-orders/tags-repository.js';
import { TAG_FIELDS, type Tag, type TagField, type TagQuery } from 'shared/contracts/tags';
import type { AuthContext } from '../auth/auth-context.js';
import { findProjectCollection } from '../collections/collection-service.js';
import { requireProjectPermission } from '../projects/project-access.js';

/** Opt-in (`fields=id,shortCode`): callers that do not print links or data do not pay for them. */
const OPT_IN_FIELDS: readonly TagField[] = ['shortCode', 'tagMetadata', 'customAttributes'];
const DATA_FIELDS: readonly TagField[] = ['tagMetadata', 'customAttributes'];

function chosenFields(fields: string | undefined): TagField[] {
  if (!fields) return TAG_FIELDS.filter((field) => !OPT_IN_FIELDS.includes(field));
  const names = fields.split(',');
  const unknown = names.filter((name) => !(TAG_FIELDS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      `Unknown fields: ${unknown.join(', ')}. Known: ${TAG_FIELDS.join(', ')}.`,
    );
  }
  return names as TagField[];
}

function toTag(row: TagRow, fields: TagField[]): Tag {
  const all: Omit<Required<Tag>, (typeof OPT_IN_FIELDS)[number]> = {
    id: row.id,
    seed: row.seed,
    version: row.version,
    collectionId: row.collection_id,
    sequenceNumber: row.sequence_number,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  const optIn = {
    // Computed only when asked for: it is arithmetic on 128-bit numbers, 5000 times a page.
    shortCode: () => shortCodeOf(row.id),
    tagMetadata: () => [{ data: row.metadata ?? {} }],
    customAttributes: () => Object.entries(row.custom_attributes ?? {}).map(([name, value]) => ({ name, value })),
  };
  return Object.fromEntries(
    fields.map((field) => [
      field,
      field in optIn ? optIn[field as keyof typeof optIn]() : all[field as keyof typeof all],
    ]),
  );
}

/**
 * Tags of the listed collections, in the order the collections are listed and by sequence number
 * within each: `offset` counts across them, as if they were one list.
 */
export async function listTags(db: Db, auth: AuthContext, projectId: string, query: TagQuery): Promise<Tag[]> {
  await requireProjectPermission(db, auth, projectId, 'tag:read');
  const fields = chosenFields(query.fields);
  const collections = [];
  for (const id of query['collectionIds[]']) collections.push(await findProjectCollection(db, projectId, id));
  const withData = fields.some((field) => DATA_FIELDS.includes(field));
  const tags: Tag[] = [];
  let skip = query.offset;
  for (const collection of collections) {
    if (tags.length === query.limit) break;
    if (skip >= collection.tag_count) {
      skip -= collection.tag_count;
      continue;
    }
    const rows = await listTagsFrom(db, collection.id, skip, query.limit - tags.length, withData);
    tags.push(...rows.map((row) => toTag(row, fields)));
    skip = 0;
  }
  return tags;
}
