import type { Db } from '../../db/db.js';
import * as v from 'valibot';
import type { CreateViewBody, ResultView, ResultViewSummary, UpdateViewBody } from 'shared/contracts/views';
import { checkViewContent } from 'shared/contracts/view-content';
import { Uuid } from 'shared/contracts/common';
import { SYSTEM_ROLE } from 'shared/contracts/roles';
import { AppError, invalid, notFound } from '../../errors.js';
import {
  countViewAssignments,
  deleteView,
  findView,
  insertView,
  listViewsByProject,
  updateView,
  type ResultViewRow,
  type ResultViewSummaryRow,
} from '../../repositories/views/views-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { assetUrlsOf } from '../assets/asset-service.js';
import { type ProjectAccess, requireProjectPermission } from '../projects/project-access.js';

export const canReadViews = (access: ProjectAccess): boolean => access.permissions.has('view:read');

/** 001 §6 / DESIGN §3: creating result views needs view:create in the project and system_role above 1. */
export const canCreateViews = (auth: AuthContext, access: ProjectAccess): boolean =>
  auth.systemRole > SYSTEM_ROLE.ADMIN && access.permissions.has('view:create');

const toSummary = (row: ResultViewSummaryRow): ResultViewSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  project_id: row.project_id,
  created_at: row.created_at.toISOString(),
});

/** Every asset id the view draws: product, logo and icon, and each image item's. */
function assetIdsOf(row: ResultViewRow): string[] {
  const sections = Array.isArray(row.content.sections) ? (row.content.sections as unknown[]) : [];
  const itemAssetIds = sections.flatMap((section) => {
    const items = (section as { data?: { content?: unknown } }).data?.content;
    return Array.isArray(items) ? items.map((item) => (item as { data?: { assetId?: unknown } }).data?.assetId) : [];
  });
  return [row.product_image_asset_id, row.logo_image_asset_id, row.icon_image_asset_id, ...itemAssetIds].filter(
    (id): id is string => v.is(Uuid, id),
  );
}

const versionOf = (row: ResultViewRow) => ({
  version: row.version,
  updated_at: row.updated_at.toISOString(),
  updated_by: row.updated_by,
});

const viewFields = (row: ResultViewRow): Omit<ResultView, 'asset_urls'> => ({
  ...toSummary(row),
  ...versionOf(row),
  display_state: row.display_state,
  display_details: row.display_details,
  display_description: row.display_description,
  html_content_url: row.html_content_url,
  product_image_url: row.product_image_url,
  product_image_asset_id: row.product_image_asset_id,
  logo_image_url: row.logo_image_url,
  logo_image_asset_id: row.logo_image_asset_id,
  icon_image_asset_id: row.icon_image_asset_id,
  style: row.style,
  content: row.content,
});

/** The view as the API answers it, with the file URL of each asset it uses. */
export const toView = async (db: Db, row: ResultViewRow): Promise<ResultView> => ({
  ...viewFields(row),
  asset_urls: await assetUrlsOf(db, row.project_id, assetIdsOf(row)),
});

export async function listViews(db: Db, auth: AuthContext, projectId: string): Promise<ResultViewSummary[]> {
  await requireProjectPermission(db, auth, projectId, canReadViews);
  return (await listViewsByProject(db, projectId)).map(toSummary);
}

export async function createView(
  db: Db,
  auth: AuthContext,
  projectId: string,
  body: CreateViewBody,
): Promise<ResultView> {
  await requireProjectPermission(db, auth, projectId, (access) => canCreateViews(auth, access));
  const row = await insertView(db, {
    projectId,
    name: body.name.trim(),
    description: body.description.trim(),
    userId: auth.userId,
  });
  return toView(db, row);
}

const viewNotFound = () => notFound('Result view not found.');

/** A strong tag (If-Match compares strongly, RFC 9110 §13.1.1): the version in quotes. */
export const etagOf = (version: number): string => `"${version}"`;

const MAX_VERSION = 2_147_483_647;

/** The versions an If-Match header names, null for `*`; weak or malformed tags match none. */
export function versionsIn(ifMatch: string): number[] | null {
  const tags = ifMatch.split(',').map((tag) => tag.trim());
  if (tags.includes('*')) return null;
  return tags.flatMap((tag) => {
    const digits = /^"(\d{1,10})"$/.exec(tag)?.[1];
    return digits !== undefined && Number(digits) <= MAX_VERSION ? [Number(digits)] : [];
  });
}

const ifMatchRequired = () =>
  new AppError(
    428,
    'PRECONDITION_REQUIRED',
    'Send If-Match with the ETag of the version you changed (GET answers it), so a newer save is not overwritten.',
  );

/** 412 naming who saved the view since, and when; its ETag lets a caller overwrite on purpose. */
function viewChanged(row: ResultViewRow): AppError {
  const by = row.updated_by ? ` by ${row.updated_by.name}` : '';
  return new AppError(
    412,
    'VIEW_CHANGED',
    `This view was saved${by} at ${row.updated_at.toISOString()}, after the version you changed. ` +
      `Load it again, or send If-Match: ${etagOf(row.version)} to overwrite it.`,
    { etag: etagOf(row.version) },
    { current: versionOf(row) },
  );
}

export async function getView(db: Db, auth: AuthContext, projectId: string, viewId: string): Promise<ResultView> {
  await requireProjectPermission(db, auth, projectId, canReadViews);
  const row = await findView(db, projectId, viewId);
  if (!row) throw viewNotFound();
  return toView(db, row);
}

/**
 * Saves the editor's draft whole, only over the version If-Match names (ADR 0013); the content is
 * checked item by item (view-content.ts).
 */
export async function saveView(
  db: Db,
  auth: AuthContext,
  projectId: string,
  viewId: string,
  body: UpdateViewBody,
  ifMatch: string | undefined,
): Promise<ResultView> {
  await requireProjectPermission(db, auth, projectId, (access) => canCreateViews(auth, access));
  if (!ifMatch?.trim()) throw ifMatchRequired();
  const content = checkViewContent(body.content);
  if (!content.ok) throw invalid(content.problem);
  const row = await updateView(
    db,
    projectId,
    viewId,
    { ...body, name: body.name.trim(), description: body.description.trim(), content: content.content },
    { userId: auth.userId, expectedVersions: versionsIn(ifMatch) },
  );
  if (row) return toView(db, row);
  const current = await findView(db, projectId, viewId);
  throw current ? viewChanged(current) : viewNotFound();
}

/** A view some collection shows cannot go: scanners would meet no page. */
export async function removeView(db: Db, auth: AuthContext, projectId: string, viewId: string): Promise<void> {
  await requireProjectPermission(db, auth, projectId, (access) => canCreateViews(auth, access));
  const assignments = await countViewAssignments(db, viewId);
  if (assignments > 0) {
    throw new AppError(
      409,
      'VIEW_IN_USE',
      `This view is assigned to ${assignments} collection ${assignments === 1 ? 'entry' : 'entries'}; remove those first.`,
    );
  }
  if (!(await deleteView(db, projectId, viewId))) throw viewNotFound();
}
