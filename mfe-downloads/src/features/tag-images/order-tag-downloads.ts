import type { Collection } from 'shared';
import * as v from 'valibot';
import { safeFileStem } from '../../jobs/file-names';
import { archiveFileName, splitIntoArchives } from './archive/archive-plan';
import { queuedTagDownloadJob, type TagDownloadJob } from './tag-download-job';
import { tagDownloadQueue } from './tag-download-queue-store';
import type { TagImageOptionValues } from './components/tag-image-options';
import { initialTagImageOptions, tagImageEntries, withTagImageChecks } from './tag-image-rules';

export const SELECT_AT_LEAST_ONE_COLLECTION = 'Select at least one collection';

/** What the order dialog edits. */
export interface TagDownloadOrderForm extends TagImageOptionValues {
  collectionIds: string[];
}

export const initialTagDownloadOrderForm: TagDownloadOrderForm = { ...initialTagImageOptions, collectionIds: [] };

/** The order dialog's rules (001 §5 "Order form for bulk download", 000 §5 "Tag download form"). */
export const tagDownloadOrderSchema = withTagImageChecks(
  v.object({
    ...tagImageEntries,
    collectionIds: v.pipe(v.array(v.string()), v.minLength(1, SELECT_AT_LEAST_ONE_COLLECTION)),
  }),
);

export type TagDownloadOrder = v.InferOutput<typeof tagDownloadOrderSchema>;

export interface TagDownloadPlan {
  jobs: TagDownloadJob[];
  /** Selected collections that hold no tags yet, so nothing could be queued for them. */
  skipped: Collection[];
}

/** Turns an order into one queued job per archive of each selected collection, in the table's order. */
export function planTagDownloadJobs(
  projectId: string,
  order: TagDownloadOrder,
  collections: Collection[],
  newId: () => string = () => crypto.randomUUID(),
): TagDownloadPlan {
  const selected = collections.filter((collection) => order.collectionIds.includes(collection.id));
  const jobs = selected.flatMap((collection) =>
    splitIntoArchives(collection.tagCount, order.tagsPerArchive).map((slice) =>
      queuedTagDownloadJob(
        {
          id: newId(),
          fileName: archiveFileName(safeFileStem(collection.name), order, slice.archiveNumber, slice.archiveTotal),
          projectId,
          ...slice,
        },
        collection,
        order,
      ),
    ),
  );
  return { jobs, skipped: selected.filter((collection) => collection.tagCount <= 0) };
}

/** Validates the dialog's values, adds the jobs to the project's queue and says what was left out. */
export function orderTagDownloads(
  projectId: string,
  values: TagDownloadOrderForm,
  collections: Collection[],
): TagDownloadPlan {
  const plan = planTagDownloadJobs(projectId, v.parse(tagDownloadOrderSchema, values), collections);
  if (plan.jobs.length > 0) tagDownloadQueue(projectId).getState().enqueue(plan.jobs);
  return plan;
}
