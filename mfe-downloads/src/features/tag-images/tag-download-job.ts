/** 001 §9 "Tag download" constants. */
export const DEFAULT_TAGS_PER_ARCHIVE = 1000;
/** Used when a job arrives without a usable archive size. */
export const FALLBACK_TAGS_PER_ARCHIVE = 5000;
export const DEFAULT_PDF_TAG_SIZE_MM = 20;
/** PNG tags: 1000 px prints 85 mm at 300 dpi; 200 px is the API's and a web page's size. */
export const DEFAULT_PNG_SIZE_PX = 1000;
export const MIN_PNG_SIZE_PX = 100;
export const MAX_PNG_SIZE_PX = 4000;
export const DEFAULT_PDF_TAG_MARGIN_MM = 5;
/** Ink stays this far inside the trim in every format, so a die-cut's tolerance misses the rim. */
export const DEFAULT_CLEAR_ZONE_MM = 1;
/** EPS and PDF: black on the K plate only unless RGB is asked for (print-ready by default). */
export const PRINT_COLOURS = ['cmyk', 'rgb'] as const;
export type PrintColour = (typeof PRINT_COLOURS)[number];
/** The collection table in the order dialog shows 100 rows per page. */
export const ORDER_COLLECTIONS_PAGE_SIZE = 100;

export const HUB_IMAGE_OPTIONS = ['NO_LOGO', 'PRODUCT_LOGO', 'CUSTOM_LOGO'] as const;
export type HubImageOption = (typeof HUB_IMAGE_OPTIONS)[number];

export const IMAGE_FORMAT_OPTIONS = ['EPS', 'PNG', 'PDF'] as const;
export type ImageFormatOption = (typeof IMAGE_FORMAT_OPTIONS)[number];

/** 001 §4: the states a job moves through, in order. */
export const TAG_DOWNLOAD_JOB_STATUSES = [
  'queued',
  'downloading data',
  'generating',
  'archiving',
  'finalising',
  'cleaning up',
  'complete',
  // Beside the spec's states: a job that threw, and one a reload cut short; both can be restarted.
  'failed',
  'interrupted',
] as const;
export type TagDownloadJobStatus = (typeof TAG_DOWNLOAD_JOB_STATUSES)[number];

export const RUNNING_STATUSES: readonly TagDownloadJobStatus[] = [
  'downloading data',
  'generating',
  'archiving',
  'finalising',
  'cleaning up',
];
export const isRunning = (job: { status: TagDownloadJobStatus }) => RUNNING_STATUSES.includes(job.status);

/**
 * One archive (zip) to be generated in the browser: the spec's "local download job" (001 §3).
 * `collectionName` is kept so the queue can be shown after a reload without fetching collections.
 */
export interface TagDownloadJob {
  id: string;
  fileName: string;
  collectionId: string;
  collectionName: string;
  projectId: string;
  archiveNumber: number;
  archiveTotal: number;
  startTagOffset: number;
  tagCount: number;
  hubImageOption: HubImageOption;
  imageFormatOption: ImageFormatOption;
  pdfTagSize: number;
  pdfTagMargin: number;
  pngSize: number;
  /** The custom logo as a data: URL; '' with No Logo. */
  hubImageBase64Data: string;
  /** EPS and PDF print settings; absent in jobs queued before they existed: K-only, no bleed, no marks. */
  printColour?: PrintColour;
  bleedMm?: number;
  cropMarks?: boolean;
  /** Absent in jobs queued before they existed: no clear zone, no white background. */
  clearZoneMm?: number;
  whiteBackground?: boolean;
  tagsComplete: number;
  percentageComplete: number;
  /** Tags drawn a second since drawing began; absent until the first tags are drawn. */
  tagsPerSecond?: number;
  status: TagDownloadJobStatus;
  error?: string;
}

/** What a tag image form decides about each image; the form's other values stay out of the job. */
const TAG_IMAGE_CHOICE_KEYS = [
  'hubImageOption',
  'imageFormatOption',
  'pdfTagSize',
  'pdfTagMargin',
  'pngSize',
  'hubImageBase64Data',
  'printColour',
  'bleedMm',
  'cropMarks',
  'clearZoneMm',
  'whiteBackground',
] as const satisfies readonly (keyof TagDownloadJob)[];
export type TagImageChoices = Pick<TagDownloadJob, (typeof TAG_IMAGE_CHOICE_KEYS)[number]>;

/** A queued job for one archive of a collection's tags. */
export function queuedTagDownloadJob(
  job: Pick<
    TagDownloadJob,
    'id' | 'fileName' | 'projectId' | 'archiveNumber' | 'archiveTotal' | 'startTagOffset' | 'tagCount'
  >,
  collection: { id: string; name: string },
  choices: TagImageChoices,
): TagDownloadJob {
  return {
    ...job,
    collectionId: collection.id,
    collectionName: collection.name,
    ...(Object.fromEntries(TAG_IMAGE_CHOICE_KEYS.map((key) => [key, choices[key]])) as TagImageChoices),
    tagsComplete: 0,
    percentageComplete: 0,
    status: 'queued',
  };
}
