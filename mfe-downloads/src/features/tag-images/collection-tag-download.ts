import { plural, type Collection } from 'shared';
import * as v from 'valibot';
import { safeFileStem } from '../../jobs/file-names';
import { archiveFileName, splitIntoArchives } from './archive/archive-plan';
import { queuedTagDownloadJob, type TagDownloadJob } from './tag-download-job';
import type { TagImageOptionValues } from './components/tag-image-options';
import {
  initialTagImageOptions,
  NUMBER_GREATER_THAN_ZERO_REQUIRED,
  NUMBER_OF_ZERO_OR_MORE_REQUIRED,
  tagImageEntries,
  toNumber,
  wholeQuantity,
  withTagImageChecks,
} from './tag-image-rules';

export const FILE_NAME_PREFIX_REQUIRED = 'File name prefix required';

/** The collection's 'Download Fingerprints' form (000 §5 "Tag download form"). */
export interface CollectionTagDownloadForm extends TagImageOptionValues {
  numberOfTags: number | string;
  firstIndex: number | string;
  fileNamePrefix: string;
}

export const initialCollectionTagDownloadForm = (collection: Collection): CollectionTagDownloadForm => ({
  ...initialTagImageOptions,
  numberOfTags: collection.tagCount,
  firstIndex: 0,
  fileNamePrefix: safeFileStem(collection.name),
});

/** The form's rules; the tags asked for must exist in the collection. */
export const collectionTagDownloadSchema = (collection: Collection) =>
  withTagImageChecks(
    v.pipe(
      v.object({
        ...tagImageEntries,
        numberOfTags: wholeQuantity(NUMBER_GREATER_THAN_ZERO_REQUIRED, 1),
        firstIndex: wholeQuantity(NUMBER_OF_ZERO_OR_MORE_REQUIRED, 0),
        fileNamePrefix: v.pipe(v.string(), v.trim(), v.minLength(1, FILE_NAME_PREFIX_REQUIRED)),
      }),
      v.forward(
        v.partialCheck(
          [['numberOfTags'], ['firstIndex']],
          ({ numberOfTags, firstIndex }) => toNumber(firstIndex) + toNumber(numberOfTags) <= collection.tagCount,
          `The collection has ${plural(collection.tagCount, 'tag')}: index of first tag plus number of tags must not pass it.`,
        ),
        ['numberOfTags'],
      ),
    ),
  );

export type CollectionTagDownload = v.InferOutput<ReturnType<typeof collectionTagDownloadSchema>>;

/** One queued job per archive, `{prefix}-{kind}-{n}-of-{total}`, starting at the chosen index. */
export function planCollectionJobs(
  projectId: string,
  collection: Collection,
  order: CollectionTagDownload,
  newId: () => string = () => crypto.randomUUID(),
): TagDownloadJob[] {
  const numberOfTags = toNumber(order.numberOfTags);
  const firstIndex = toNumber(order.firstIndex);
  return splitIntoArchives(numberOfTags, toNumber(order.tagsPerArchive)).map((slice) =>
    queuedTagDownloadJob(
      {
        id: newId(),
        fileName: archiveFileName(order.fileNamePrefix, order, slice.archiveNumber, slice.archiveTotal),
        projectId,
        ...slice,
        startTagOffset: firstIndex + slice.startTagOffset,
      },
      collection,
      order,
    ),
  );
}
