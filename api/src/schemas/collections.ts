import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';

/** Warehouse and content calls name their project in a `project_id` header. */
export const ProjectHeaders = v.object({ project_id: Uuid });
export type ProjectHeaders = v.InferOutput<typeof ProjectHeaders>;

export const Collection = v.object({
  id: Uuid,
  name: v.string(),
  projectId: Uuid,
  tagCount: v.number(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Collection = v.InferOutput<typeof Collection>;

export const CollectionList = v.object({ data: v.array(Collection) });
export type CollectionList = v.InferOutput<typeof CollectionList>;
