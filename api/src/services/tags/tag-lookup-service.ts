import type { Db } from '../../db/db.js';
import { invalid, notFound } from '../../errors.js';
import { findProjectTag, type TagDetailRow } from '../../repositories/tag-orders/tags-repository.js';
import type { TagDetail, TagLookupQuery } from 'shared/contracts/tags';
import type { AuthContext } from '../auth/auth-context.js';
import { findProjectCollection } from '../collections/collection-service.js';
import { requireProjectPermission } from '../projects/project-access.js';
import { shortCodeOf, tagIdOf } from './short-codes.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INDEX = /^\d{1,15}$/;

function toDetail(row: TagDetailRow): TagDetail {
  return {
    id: row.id,
    shortCode: shortCodeOf(row.id),
    collection: { id: row.collection_id, name: row.collection_name },
    sequenceNumber: Number(row.sequence_number),
    status: row.status,
    createdAt: row.created_at,
    tagMetadata: row.metadata ?? {},
    customAttributes: row.custom_attributes ?? {},
  };
}

export async function getTag(db: Db, auth: AuthContext, projectId: string, tagId: string): Promise<TagDetail> {
  await requireProjectPermission(db, auth, projectId, 'tag:read');
  const row = await findProjectTag(db, projectId, { tagId });
  if (!row) throw notFound('Tag not found.');
  return toDetail(row);
}

/** The tag id in what a person pasted: an id, a short code, or a short link ending in one. */
function tagIdIn(text: string): string | undefined {
  if (UUID.test(text)) return text.toLowerCase();
  const lastSegment =
    text
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .pop() ?? '';
  return tagIdOf(lastSegment);
}

export async function lookUpTag(
  db: Db,
  auth: AuthContext,
  projectId: string,
  query: TagLookupQuery,
): Promise<TagDetail> {
  await requireProjectPermission(db, auth, projectId, 'tag:read');
  const text = query.q.trim();
  let row: TagDetailRow | undefined;
  if (query.collectionId && INDEX.test(text)) {
    await findProjectCollection(db, projectId, query.collectionId);
    row = await findProjectTag(db, projectId, { collectionId: query.collectionId, index: Number(text) });
  } else {
    const tagId = tagIdIn(text);
    if (!tagId) {
      throw invalid(
        query.collectionId
          ? 'Enter a tag id, a short code, a short link or an index in the collection.'
          : 'Enter a tag id, a short code or a short link (or choose a collection to find a tag by its index).',
      );
    }
    row = await findProjectTag(db, projectId, { tagId });
  }
  if (!row) throw notFound(`No tag of this project matches "${text.slice(0, 80)}".`);
  return toDetail(row);
}
