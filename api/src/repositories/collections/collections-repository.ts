import type { Db } from '../../db/db.js';

export interface CollectionRow {
  id: string;
  name: string;
  project_id: string;
  tag_count: number;
  created_at: Date;
  updated_at: Date;
}

export async function listCollectionsByProject(db: Db, projectId: string): Promise<CollectionRow[]> {
  return db.query<CollectionRow>(
    `SELECT id, name, project_id, tag_count, created_at, updated_at
     FROM collections WHERE project_id = $1
     ORDER BY created_at DESC, id DESC`,
    [projectId],
  );
}
