import type { Db } from '../../db/db.js';
import type { CreateViewBody, ResultView, ResultViewSummary } from '../../schemas/views.js';
import { SYSTEM_ROLE } from '../../schemas/roles.js';
import { forbidden } from '../../errors.js';
import {
  insertView,
  listViewsByProject,
  type ResultViewRow,
  type ResultViewSummaryRow,
} from '../../repositories/views/views-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { resolveProjectAccess, type ProjectAccess } from '../projects/project-access.js';

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

const toView = (row: ResultViewRow): ResultView => ({
  ...toSummary(row),
  updated_at: row.updated_at.toISOString(),
  display_state: row.display_state,
  display_details: row.display_details,
  display_description: row.display_description,
  style: row.style,
  content: row.content,
});

export async function listViews(db: Db, auth: AuthContext, projectId: string): Promise<ResultViewSummary[]> {
  const access = await resolveProjectAccess(db, auth, projectId);
  if (!canReadViews(access)) throw forbidden();
  return (await listViewsByProject(db, projectId)).map(toSummary);
}

export async function createView(
  db: Db,
  auth: AuthContext,
  projectId: string,
  body: CreateViewBody,
): Promise<ResultView> {
  const access = await resolveProjectAccess(db, auth, projectId);
  if (!canCreateViews(auth, access)) throw forbidden();
  const row = await insertView(db, { projectId, name: body.name.trim(), description: body.description.trim() });
  return toView(row);
}
