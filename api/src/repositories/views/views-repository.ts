import type { Db } from '../../db/db.js';
import type { ResultViewStyle, UpdateViewBody, ViewEditor } from 'shared/contracts/views';

export interface ResultViewSummaryRow {
  id: string;
  name: string;
  description: string;
  project_id: string;
  created_at: Date;
}

export interface ResultViewRow extends ResultViewSummaryRow {
  updated_at: Date;
  display_state: string;
  display_details: string;
  display_description: string;
  html_content_url: string;
  product_image_url: string;
  product_image_asset_id: string | null;
  logo_image_url: string;
  logo_image_asset_id: string | null;
  icon_image_asset_id: string | null;
  style: ResultViewStyle;
  content: Record<string, unknown>;
  version: number;
  updated_by: ViewEditor | null;
}

/** Who saved last comes along in every read and in RETURNING (a subquery sees the row as written). */
export const VIEW_COLUMNS = `id, name, description, project_id, created_at, updated_at,
  display_state, display_details, display_description, html_content_url, product_image_url, product_image_asset_id,
  logo_image_url, logo_image_asset_id, icon_image_asset_id, style, content, version,
  (SELECT json_build_object('id', u.id, 'email', u.email,
     'name', coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email))
   FROM users u WHERE u.id = result_views.updated_by) AS updated_by`;

export async function listViewsByProject(db: Db, projectId: string): Promise<ResultViewSummaryRow[]> {
  return db.query<ResultViewSummaryRow>(
    `SELECT id, name, description, project_id, created_at
     FROM result_views WHERE project_id = $1
     ORDER BY created_at DESC, id DESC`,
    [projectId],
  );
}

/** Style and content take the table's defaults: the placeholder a new view starts from. */
export async function insertView(
  db: Db,
  view: { projectId: string; name: string; description: string; userId: string },
): Promise<ResultViewRow> {
  const [row] = await db.query<ResultViewRow>(
    `INSERT INTO result_views (project_id, name, description, updated_by) VALUES ($1, $2, $3, $4)
     RETURNING ${VIEW_COLUMNS}`,
    [view.projectId, view.name, view.description, view.userId],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function findView(db: Db, projectId: string, viewId: string): Promise<ResultViewRow | undefined> {
  const [row] = await db.query<ResultViewRow>(
    `SELECT ${VIEW_COLUMNS} FROM result_views WHERE id = $1 AND project_id = $2`,
    [viewId, projectId],
  );
  return row;
}

/**
 * Replaces everything the editor changes and counts the version up, only while the view is at one of
 * `expectedVersions` (null: at any). Checked in this one statement, so of concurrent saves from one version
 * exactly one matches: PostgreSQL re-reads the WHERE on the row a waiting UPDATE finds committed.
 * Undefined when the project has no such view or the version moved on.
 */
export async function updateView(
  db: Db,
  projectId: string,
  viewId: string,
  view: UpdateViewBody,
  save: { userId: string; expectedVersions: number[] | null },
): Promise<ResultViewRow | undefined> {
  const [row] = await db.query<ResultViewRow>(
    `UPDATE result_views SET name = $3, description = $4, display_state = $5, display_details = $6,
       display_description = $7, product_image_url = $8, product_image_asset_id = $9, logo_image_url = $10,
       logo_image_asset_id = $11, icon_image_asset_id = $12, style = $13, content = $14, updated_at = now(),
       version = version + 1, updated_by = $15, html_content_url = coalesce($17, html_content_url)
     WHERE id = $1 AND project_id = $2 AND ($16::integer[] IS NULL OR version = ANY ($16::integer[]))
     RETURNING ${VIEW_COLUMNS}`,
    [
      viewId,
      projectId,
      view.name,
      view.description,
      view.display_state,
      view.display_details,
      view.display_description,
      view.product_image_url,
      view.product_image_asset_id,
      view.logo_image_url,
      view.logo_image_asset_id,
      view.icon_image_asset_id,
      JSON.stringify(view.style),
      JSON.stringify(view.content),
      save.userId,
      save.expectedVersions,
      view.html_content_url ?? null,
    ],
  );
  return row;
}

export async function deleteView(db: Db, projectId: string, viewId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM result_views WHERE id = $1 AND project_id = $2 RETURNING id', [
    viewId,
    projectId,
  ]);
  return rows.length > 0;
}

export async function countViewAssignments(db: Db, viewId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM collection_views WHERE view_id = $1',
    [viewId],
  );
  return row?.count ?? 0;
}
