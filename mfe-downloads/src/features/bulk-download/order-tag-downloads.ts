import type { Collection } from 'shared';
import * as v from 'valibot';
import { archiveFileName, splitIntoArchives } from '../../components/tag-images/archive-plan';
import {
  DEFAULT_PDF_TAG_MARGIN_MM,
  DEFAULT_PDF_TAG_SIZE_MM,
  DEFAULT_TAGS_PER_ARCHIVE,
  HUB_IMAGE_OPTIONS,
  IMAGE_FORMAT_OPTIONS,
  type TagDownloadJob,
} from '../../components/tag-images/tag-download-job';
import { tagDownloadQueue } from '../../components/tag-images/tag-download-queue-store';
import type { TagImageOptionValues } from '../../components/tag-images/tag-image-options';

/** 000 §5 and 001 §5 messages, verbatim. */
export const NOT_A_VALID_QUANTITY = 'Not a valid quantity';
export const NUMBER_GREATER_THAN_ZERO_REQUIRED = 'Number greater than zero required';
export const SELECT_AT_LEAST_ONE_COLLECTION = 'Select at least one collection';
export const CHOOSE_HUB_IMAGE = 'Choose a hub image';
export const CHOOSE_IMAGE_FORMAT = 'Choose a tag image format';

/** What the order dialog edits. */
export interface TagDownloadOrderForm extends TagImageOptionValues {
  collectionIds: string[];
}

export const initialTagDownloadOrderForm: TagDownloadOrderForm = {
  hubImageOption: 'NO_LOGO',
  imageFormatOption: '',
  pdfTagSize: DEFAULT_PDF_TAG_SIZE_MM,
  pdfTagMargin: DEFAULT_PDF_TAG_MARGIN_MM,
  tagsPerArchive: DEFAULT_TAGS_PER_ARCHIVE,
  collectionIds: [],
};

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

const positiveMillimetres = v.pipe(
  v.unknown(),
  v.transform(toNumber),
  v.number(NUMBER_GREATER_THAN_ZERO_REQUIRED),
  v.finite(NUMBER_GREATER_THAN_ZERO_REQUIRED),
  v.gtValue(0, NUMBER_GREATER_THAN_ZERO_REQUIRED),
);

const archiveQuantity = v.pipe(
  v.unknown(),
  v.transform(toNumber),
  v.number(NOT_A_VALID_QUANTITY),
  v.integer(NOT_A_VALID_QUANTITY),
  v.gtValue(0, NOT_A_VALID_QUANTITY),
);

const orderFields = v.object({
  hubImageOption: v.picklist(HUB_IMAGE_OPTIONS, CHOOSE_HUB_IMAGE),
  imageFormatOption: v.picklist(IMAGE_FORMAT_OPTIONS, CHOOSE_IMAGE_FORMAT),
  pdfTagSize: v.unknown(),
  pdfTagMargin: v.unknown(),
  tagsPerArchive: archiveQuantity,
  collectionIds: v.pipe(v.array(v.string()), v.minLength(1, SELECT_AT_LEAST_ONE_COLLECTION)),
});

/** PDF sizes count only when PDF is the format. */
const pdfSizeIsValid = (format: string, size: unknown) => format !== 'PDF' || v.is(positiveMillimetres, size);

/**
 * The order dialog's rules (001 §5 "Order form for bulk download", 000 §5 "Tag download form"). The PDF
 * sizes are partial checks so that they are reported even while another field is still wrong.
 */
export const tagDownloadOrderSchema = v.pipe(
  orderFields,
  v.forward(
    v.partialCheck(
      [['imageFormatOption'], ['pdfTagSize']],
      (order) => pdfSizeIsValid(order.imageFormatOption, order.pdfTagSize),
      NUMBER_GREATER_THAN_ZERO_REQUIRED,
    ),
    ['pdfTagSize'],
  ),
  v.forward(
    v.partialCheck(
      [['imageFormatOption'], ['pdfTagMargin']],
      (order) => pdfSizeIsValid(order.imageFormatOption, order.pdfTagMargin),
      NUMBER_GREATER_THAN_ZERO_REQUIRED,
    ),
    ['pdfTagMargin'],
  ),
  // Formats other than PDF keep the default sizes, whatever was left in the hidden inputs.
  v.transform((order) => ({
    ...order,
    pdfTagSize: order.imageFormatOption === 'PDF' ? toNumber(order.pdfTagSize) : DEFAULT_PDF_TAG_SIZE_MM,
    pdfTagMargin: order.imageFormatOption === 'PDF' ? toNumber(order.pdfTagMargin) : DEFAULT_PDF_TAG_MARGIN_MM,
  })),
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
    splitIntoArchives(collection.tagCount, order.tagsPerArchive).map((slice): TagDownloadJob => ({
      id: newId(),
      fileName: archiveFileName(collection.name, slice.archiveNumber, slice.archiveTotal),
      collectionId: collection.id,
      collectionName: collection.name,
      projectId,
      ...slice,
      hubImageOption: order.hubImageOption,
      imageFormatOption: order.imageFormatOption,
      pdfTagSize: order.pdfTagSize,
      pdfTagMargin: order.pdfTagMargin,
      tagsComplete: 0,
      percentageComplete: 0,
      status: 'queued',
    })),
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
