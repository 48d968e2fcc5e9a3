import { shortCodeOf } from './short-codes.js';
import type { Db } from '../../db/db.js';
import { AppError, forbidden } from '../../errors.js';
import { listTagsFrom, type TagRow } from '../../repositories/tag-orders/tags-repository.js';
import { TAG_FIELDS, type Tag, type TagField, type TagQuery } from '../../schemas/tags.js';
import type { AuthContext } from '../auth/auth-context.js';
import { findProjectCollection } from '../collections/collection-service.js';
import { resolveProjectAccess } from '../projects/project-access.js';

function chosenFields(fields: string | undefined): TagField[] {
  // The short code is opt-in (`fields=id,shortCode`): callers that do not print links do not pay for it.
  if (!fields) return TAG_FIELDS.filter((field) => field !== 'shortCode');
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
  const all: Omit<Required<Tag>, 'shortCode'> = {
    id: row.id,
    seed: row.seed,
    version: row.version,
    collectionId: row.collection_id,
    sequenceNumber: row.sequence_number,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  // Computed only when asked for: it is arithmetic on 128-bit numbers, 5000 times a page.
  return Object.fromEntries(fields.map((field) => [field, field === 'shortCode' ? shortCodeOf(row.id) : all[field]]));
}

/**
 * Tags of the listed collections, in the order the collections are listed and by sequence number
 * within each: `offset` counts across them, as if they were one list.
 */
export async function listTags(db: Db, auth: AuthContext, projectId: string, query: TagQuery): Promise<Tag[]> {
  const access = await resolveProjectAccess(db, auth, projectId);
  if (!access.permissions.has('tag:read')) throw forbidden();
  const fields = chosenFields(query.fields);
  const collections = [];
  for (const id of query['collectionIds[]']) collections.push(await findProjectCollection(db, projectId, id));
  const tags: Tag[] = [];
  let skip = query.offset;
  for (const collection of collections) {
    if (tags.length === query.limit) break;
    if (skip >= collection.tag_count) {
      skip -= collection.tag_count;
      continue;
    }
    const rows = await listTagsFrom(db, collection.id, skip, query.limit - tags.length);
    tags.push(...rows.map((row) => toTag(row, fields)));
    skip = 0;
  }
  return tags;
}
