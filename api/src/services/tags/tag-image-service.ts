import { fingerprintGeometry } from 'shared/fingerprint/geometry';
import { fingerprintSvg } from 'shared/fingerprint/svg';
import * as v from 'valibot';
import type { Db } from '../../db/db.js';
import { invalid, notFound } from '../../errors.js';
import { findProjectTagDrawing } from '../../repositories/tag-orders/tags-repository.js';
import { TAG_IMAGE_SIZES } from 'shared/contracts/tags';
import type { AuthContext } from '../auth/auth-context.js';
import { requireProjectPermission } from '../projects/project-access.js';
import { printPng } from './print-png.js';

const TagImageSize = v.picklist(TAG_IMAGE_SIZES);

/** A tag of the project drawn from its seed and version, as the browser draws it, `size` pixels square: 8-bit grey at 300 dpi. */
export async function tagPng(
  db: Db,
  auth: AuthContext,
  projectId: string,
  tagId: string,
  size: string,
): Promise<Buffer> {
  const parsed = v.safeParse(TagImageSize, size);
  if (!parsed.success) {
    throw invalid(`size must be ${TAG_IMAGE_SIZES.join(' or ')} (pixels).`);
  }
  await requireProjectPermission(db, auth, projectId, 'tag:read');
  const tag = await findProjectTagDrawing(db, projectId, tagId);
  if (!tag) throw notFound('Tag not found.');
  const svg = fingerprintSvg(fingerprintGeometry(tag.seed, tag.version), { size: parsed.output });
  return printPng(svg);
}
