import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';

export const TAG_ORDER_STATUSES = ['STARTED', 'PROCESSING', 'COMPLETED'] as const;

/** 000 §5: at least 1. The upper bound keeps one order a job of minutes, not hours. */
export const MAX_TAGS_PER_ORDER = 1_000_000;

export const TagOrder = v.object({
  id: Uuid,
  collectionId: Uuid,
  projectId: Uuid,
  numberOfTags: v.number(),
  tagsCreated: v.number(),
  status: v.picklist(TAG_ORDER_STATUSES),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type TagOrder = v.InferOutput<typeof TagOrder>;

export const TagOrderList = v.object({ data: v.array(TagOrder) });
export type TagOrderList = v.InferOutput<typeof TagOrderList>;

export const NewTagOrder = v.object({
  numberOfTags: v.pipe(
    v.number('Not a valid quantity'),
    v.integer('Not a valid quantity'),
    v.minValue(1, 'Not a valid quantity'),
    v.maxValue(MAX_TAGS_PER_ORDER, `At most ${MAX_TAGS_PER_ORDER.toLocaleString('en')} per order`),
  ),
});
export type NewTagOrder = v.InferOutput<typeof NewTagOrder>;
