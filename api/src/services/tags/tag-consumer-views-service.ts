import type { Db } from '../../db/db.js';
import { notFound } from '../../errors.js';
import { findProjectTag, type TagDetailRow } from '../../repositories/tag-orders/tags-repository.js';
import type { ScanPage } from 'shared/contracts/scan-pages';
import type { TagConsumerViews } from 'shared/contracts/tags';
import { TAG_STATUSES, type TagStatus } from 'shared/contracts/tag-status';
import type { AuthContext } from '../auth/auth-context.js';
import { requireProjectPermission } from '../projects/project-access.js';
import { preferredLanguages, scanPageFor, viewForStatus } from '../scan-pages/scan-page-service.js';
import { shortCodeOf } from './short-codes.js';

/** The console asks as a plain browser would: the views for any scanner. */
const ANY_SCANNER = 'ALL';

async function projectTag(db: Db, auth: AuthContext, projectId: string, tagId: string): Promise<TagDetailRow> {
  await requireProjectPermission(db, auth, projectId, 'tag:read');
  const tag = await findProjectTag(db, projectId, { tagId });
  if (!tag) throw notFound('Tag not found.');
  return tag;
}

/** For each status the tag can have, the view its collection shows a consumer, in the asker's languages. */
export async function getTagConsumerViews(
  db: Db,
  auth: AuthContext,
  projectId: string,
  tagId: string,
  acceptLanguage: string | undefined,
): Promise<TagConsumerViews> {
  const tag = await projectTag(db, auth, projectId, tagId);
  const languages = preferredLanguages(acceptLanguage);
  const items = await Promise.all(
    TAG_STATUSES.map(async (status) => {
      const chosen = await viewForStatus(db, tag.collection_id, status, ANY_SCANNER, languages);
      return chosen
        ? {
            status,
            state: chosen.state,
            view: { id: chosen.view.id, name: chosen.view.name, language: chosen.language },
          }
        : { status, state: null, view: null };
    }),
  );
  return { items };
}

/**
 * The scan page of the tag as a consumer would get it were the tag in `status`: the same answer as the public
 * scan page, read with the member's rights and never recorded as a scan.
 */
export async function previewTagScanPage(
  db: Db,
  auth: AuthContext,
  projectId: string,
  tagId: string,
  status: TagStatus,
  acceptLanguage: string | undefined,
): Promise<ScanPage> {
  const tag = await projectTag(db, auth, projectId, tagId);
  const scanned = {
    code: shortCodeOf(tag.id),
    sequenceNumber: Number(tag.sequence_number),
    collectionId: tag.collection_id,
  };
  return scanPageFor(db, scanned, status, ANY_SCANNER, preferredLanguages(acceptLanguage));
}
