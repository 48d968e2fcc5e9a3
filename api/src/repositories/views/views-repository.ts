import type { Db } from '../../db/db.js';
import type { ResultViewContent, ResultViewStyle } from '../../schemas/views.js';

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
  style: ResultViewStyle;
  content: ResultViewContent;
}

const VIEW_COLUMNS = `id, name, description, project_id, created_at, updated_at,
  display_state, display_details, display_description, style, content`;

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
  view: { projectId: string; name: string; description: string },
): Promise<ResultViewRow> {
  const [row] = await db.query<ResultViewRow>(
    `INSERT INTO result_views (project_id, name, description) VALUES ($1, $2, $3)
     RETURNING ${VIEW_COLUMNS}`,
    [view.projectId, view.name, view.description],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}
