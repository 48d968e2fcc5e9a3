import * as v from 'valibot';
import { IsoDateTime, RequiredText, Uuid } from './common.js';

/** Warehouse and content calls name their project in a `project_id` header. */
export const ProjectHeaders = v.object({ project_id: Uuid });
export type ProjectHeaders = v.InferOutput<typeof ProjectHeaders>;

export const Collection = v.object({
  id: Uuid,
  name: v.string(),
  projectId: Uuid,
  tagCount: v.number(),
  /** Tags ordered so far; above tagCount while an order is being made (001 §4 Top-up Status). */
  tagsOrdered: v.number(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Collection = v.InferOutput<typeof Collection>;

/** 001 §7: a page of collections; the console follows `continuationToken` until it is absent. */
export const CollectionPage = v.object({
  data: v.array(Collection),
  continuationToken: v.optional(v.string()),
});
export type CollectionPage = v.InferOutput<typeof CollectionPage>;

export const CollectionPageQuery = v.object({
  continue: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type CollectionPageQuery = v.InferOutput<typeof CollectionPageQuery>;

export const CollectionIdParams = v.object({ collectionId: Uuid });
export type CollectionIdParams = v.InferOutput<typeof CollectionIdParams>;

/** 001 §5: collectionName is required; blank counts as missing. */
export const NewCollection = v.object({
  name: RequiredText('Collection name', 255),
});
export type NewCollection = v.InferOutput<typeof NewCollection>;
