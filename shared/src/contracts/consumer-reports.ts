import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';
import { RESULT_VIEW_LANGUAGES } from './collection-views.js';

/** A consumer may add up to three photos of the product. */
export const MAX_REPORT_PHOTOS = 3;
/**
 * A phone's camera writes 2–6 MB jpegs, so a report photo may be larger than a view's asset (1 MB); it passes the
 * same content check and re-encoding, and the same pixel limit.
 */
export const MAX_REPORT_PHOTO_BYTES = 8_000_000;
export const REPORT_PHOTO_REFUSED_MESSAGE = `Each photo must be a png or jpeg image of at most ${MAX_REPORT_PHOTO_BYTES / 1_000_000} MB.`;
export const REPORT_PHOTOS_FIELD = 'photos';

export const REPORT_TEXT_LIMITS = {
  shop: 200,
  city: 100,
  country: 100,
  onlineUrl: 2000,
  description: 2000,
  email: 254,
} as const;

const optionalText = (field: keyof typeof REPORT_TEXT_LIMITS, label: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(REPORT_TEXT_LIMITS[field], `${label}: keep it to ${REPORT_TEXT_LIMITS[field]} characters.`),
    ),
    '',
  );

/**
 * The fields of a report as the scan page's form holds them and the multipart form sends them: text, checked one
 * by one (each message names its field) and then together (a price needs its currency, an email its consent).
 * The tag, collection, project and scan are not fields: the API takes them from the tag's code and the page's scan.
 */
export const ConsumerReportFieldEntries = {
  /** The scan page's id for the scan it recorded (PageScanBody.clientScanId). */
  clientScanId: v.pipe(v.string(), v.regex(/^[\w-]{8,100}$/, 'clientScanId: the scan this report is about.')),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('What is wrong: tell us what you noticed.'),
    v.maxLength(
      REPORT_TEXT_LIMITS.description,
      `What is wrong: keep it to ${REPORT_TEXT_LIMITS.description} characters.`,
    ),
  ),
  shop: optionalText('shop', 'Shop'),
  city: optionalText('city', 'City'),
  country: optionalText('country', 'Country'),
  onlineUrl: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(
        REPORT_TEXT_LIMITS.onlineUrl,
        `Online shop: keep the address to ${REPORT_TEXT_LIMITS.onlineUrl} characters.`,
      ),
      v.check(
        (value) => value === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value),
        'Online shop: give the whole address, starting with https://',
      ),
    ),
    '',
  ),
  price: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^(\d{1,9}([.,]\d{1,2})?)?$/, 'Price: a number such as 49.90.')),
    '',
  ),
  currency: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.regex(/^([A-Z]{3})?$/, 'Currency: a three-letter code such as EUR.'),
    ),
    '',
  ),
  email: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(REPORT_TEXT_LIMITS.email, `Email: keep it to ${REPORT_TEXT_LIMITS.email} characters.`),
      v.check((value) => value === '' || v.is(v.pipe(v.string(), v.email()), value), 'Email: check the address.'),
    ),
    '',
  ),
  /** 'true' when the consumer agrees to be contacted at the email; the email is stored only then. */
  emailConsent: v.optional(v.picklist(['true', 'false'], 'emailConsent: true or false.'), 'false'),
  /** The page's language, so a reply can be written in it. */
  language: v.optional(v.picklist(RESULT_VIEW_LANGUAGES, 'language: one of the scan page languages.'), 'en'),
  /**
   * Left empty by people (the page hides it); a form that fills it is a bot's. Such a report is answered as if it
   * was kept, and is not (ADR 0060).
   */
  website: v.optional(v.string(), ''),
};

export const ConsumerReportFields = v.pipe(
  v.strictObject(ConsumerReportFieldEntries, 'Send only the report fields and photos.'),
  v.forward(
    v.partialCheck(
      [['price'], ['currency']],
      ({ price, currency }) => (price === '') === (currency === ''),
      'Currency: give the currency with the price (or leave both empty).',
    ),
    ['currency'],
  ),
  v.forward(
    v.partialCheck(
      [['email'], ['emailConsent']],
      ({ email, emailConsent }) => email === '' || emailConsent === 'true',
      'Email: tick the box to let the brand contact you, or leave the email empty.',
    ),
    ['emailConsent'],
  ),
);
export type ConsumerReportFields = v.InferOutput<typeof ConsumerReportFields>;
export type ConsumerReportFieldsInput = v.InferInput<typeof ConsumerReportFields>;

/**
 * What the OpenAPI document shows for the multipart body (the handler reads the parts as a stream and checks them
 * with ConsumerReportFields itself).
 */
export const NewConsumerReportForm = {
  type: 'object',
  // No `required`: Fastify checks only an empty object against this; the handler checks the parts.
  properties: {
    clientScanId: {
      type: 'string',
      description: "Required: the scan page's clientScanId of the scan this report is about",
    },
    description: {
      type: 'string',
      minLength: 1,
      maxLength: REPORT_TEXT_LIMITS.description,
      description: 'Required: what is wrong',
    },
    shop: { type: 'string', maxLength: REPORT_TEXT_LIMITS.shop },
    city: { type: 'string', maxLength: REPORT_TEXT_LIMITS.city },
    country: { type: 'string', maxLength: REPORT_TEXT_LIMITS.country },
    onlineUrl: { type: 'string', maxLength: REPORT_TEXT_LIMITS.onlineUrl, description: 'http(s) address' },
    price: { type: 'string', pattern: '^\\d{1,9}([.,]\\d{1,2})?$', description: 'Needs currency' },
    currency: { type: 'string', pattern: '^[A-Za-z]{3}$', description: 'ISO 4217 code; needs price' },
    email: { type: 'string', format: 'email', maxLength: REPORT_TEXT_LIMITS.email, description: 'Needs emailConsent' },
    emailConsent: { type: 'string', enum: ['true', 'false'] },
    language: { type: 'string', enum: [...RESULT_VIEW_LANGUAGES] },
    website: { type: 'string', description: 'Leave empty (a form that fills it is taken for a bot)' },
    [REPORT_PHOTOS_FIELD]: {
      type: 'array',
      maxItems: MAX_REPORT_PHOTOS,
      items: { type: 'string', format: 'binary' },
      description: `Up to ${MAX_REPORT_PHOTOS} png or jpeg photos of at most ${MAX_REPORT_PHOTO_BYTES} bytes each`,
    },
  },
} as const;

export const ConsumerReportReceipt = v.object({ received: v.literal(true) });
export type ConsumerReportReceipt = v.InferOutput<typeof ConsumerReportReceipt>;

const Dimension = v.pipe(v.number(), v.integer());
const PhotoFile = v.object({ url: v.string(), width: Dimension, height: Dimension });

/** A photo's files, served to readers of the project's reports (relative to the API host; send credentials). */
export const ConsumerReportPhoto = v.object({
  id: Uuid,
  original: PhotoFile,
  small: PhotoFile,
  thumbnail: PhotoFile,
});

export const ConsumerReport = v.object({
  id: Uuid,
  projectId: Uuid,
  collectionId: v.nullable(Uuid),
  tagId: Uuid,
  scanEventId: Uuid,
  scannedAt: IsoDateTime,
  shop: v.string(),
  city: v.string(),
  country: v.string(),
  onlineUrl: v.string(),
  price: v.nullable(v.object({ amount: v.string(), currency: v.string() })),
  description: v.string(),
  /** Only when the consumer agreed to be contacted. */
  email: v.nullable(v.string()),
  language: v.picklist(RESULT_VIEW_LANGUAGES),
  userAgent: v.string(),
  photos: v.array(ConsumerReportPhoto),
  createdAt: IsoDateTime,
});
export type ConsumerReport = v.InferOutput<typeof ConsumerReport>;

export const ConsumerReportList = v.object({
  data: v.array(ConsumerReport),
  total: v.pipe(v.number(), v.integer()),
});
export type ConsumerReportList = v.InferOutput<typeof ConsumerReportList>;

/** As many reports as the scan events list answers at once. */
export const MAX_REPORTS_PER_PAGE = 500;

export const ConsumerReportListQuery = v.object({
  project_id: Uuid,
  tagId: v.optional(Uuid),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_REPORTS_PER_PAGE)), 50),
});
export type ConsumerReportListQuery = v.InferOutput<typeof ConsumerReportListQuery>;

export const ConsumerReportParams = v.object({ reportId: Uuid });
export type ConsumerReportParams = v.InferOutput<typeof ConsumerReportParams>;

export const ConsumerReportProjectQuery = v.object({ project_id: Uuid });
export type ConsumerReportProjectQuery = v.InferOutput<typeof ConsumerReportProjectQuery>;

export const REPORT_PHOTO_VARIANTS = ['original', 'small', 'thumbnail'] as const;
export const ConsumerReportPhotoParams = v.object({
  reportId: Uuid,
  /** `{photoId}-{variant}.{png|jpg}`, as the report's photo urls name it. */
  file: v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}-(original|small|thumbnail)\.(png|jpg)$/, 'Not a report photo file')),
});
export type ConsumerReportPhotoParams = v.InferOutput<typeof ConsumerReportPhotoParams>;
