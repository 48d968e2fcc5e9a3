import { marginForCropMarks, minTagDiameterMm, minTagSizePx, PNG_DPI } from 'shared/fingerprint';
import * as v from 'valibot';
import {
  DEFAULT_CLEAR_ZONE_MM,
  DEFAULT_PDF_TAG_MARGIN_MM,
  DEFAULT_PDF_TAG_SIZE_MM,
  DEFAULT_PNG_SIZE_PX,
  DEFAULT_TAGS_PER_ARCHIVE,
  MAX_PNG_SIZE_PX,
  MIN_PNG_SIZE_PX,
  HUB_IMAGE_OPTIONS,
  IMAGE_FORMAT_OPTIONS,
  PRINT_COLOURS,
} from './tag-download-job';
import type { TagImageOptionValues } from './components/tag-image-options';

/** 000 §5 and 001 §5 messages, verbatim. */
export const NOT_A_VALID_QUANTITY = 'Not a valid quantity';
export const NUMBER_GREATER_THAN_ZERO_REQUIRED = 'Number greater than zero required';
export const NUMBER_OF_ZERO_OR_MORE_REQUIRED = 'Number of 0 or more required';
export const CHOOSE_HUB_IMAGE = 'Choose a hub image';
export const CHOOSE_IMAGE_FORMAT = 'Choose a tag image format';
export const CHOOSE_A_LOGO = 'Choose a logo from the project assets';
export const BLEED_WITHIN_MARGIN = 'The bleed must fit within the margin';
export const smallestDiameter = (clearZoneMm: number) =>
  `Too small to print: the smallest diameter allowed is ${minTagDiameterMm(clearZoneMm)} mm`;
/** The thinnest lines print 0.25 pt or more at the form's 300 dpi, and the PNG is no smaller than MIN_PNG_SIZE_PX. */
export const smallestPngSizePx = (clearZoneMm: number) => Math.max(MIN_PNG_SIZE_PX, minTagSizePx(clearZoneMm, PNG_DPI));
export const smallestPngSize = (clearZoneMm: number) =>
  `Too small to print: the smallest size allowed is ${smallestPngSizePx(clearZoneMm)} px`;
export const cropMarksNeedMargin = (bleedMm: number) =>
  `Crop marks need a margin of ${marginForCropMarks(bleedMm)} mm or more`;

export const initialTagImageOptions: TagImageOptionValues = {
  hubImageOption: 'NO_LOGO',
  hubImageBase64Data: '',
  imageFormatOption: '',
  pdfTagSize: DEFAULT_PDF_TAG_SIZE_MM,
  pdfTagMargin: DEFAULT_PDF_TAG_MARGIN_MM,
  tagsPerArchive: DEFAULT_TAGS_PER_ARCHIVE,
  pngSize: DEFAULT_PNG_SIZE_PX,
  printColour: 'cmyk',
  bleedMm: 0,
  cropMarks: false,
  clearZoneMm: DEFAULT_CLEAR_ZONE_MM,
  whiteBackground: false,
};

export function toNumber(value: unknown): number {
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

export const wholeQuantity = (message: string, min: number) =>
  v.pipe(v.unknown(), v.transform(toNumber), v.number(message), v.integer(message), v.minValue(min, message));

/** 001 §5: the internal code of a tags-per-archive value that is not a number above zero, and its message. */
export const tagsPerArchiveIssueMessages = { NOT_A_NUMBER: NOT_A_VALID_QUANTITY } as const;
export type TagsPerArchiveIssueCode = keyof typeof tagsPerArchiveIssueMessages;

const tagsPerArchiveSchema = wholeQuantity(tagsPerArchiveIssueMessages.NOT_A_NUMBER, 1);

/** NOT_A_NUMBER for a value that is not a whole number of 1 or more (text, blank, negative, 0, 2.5); else null. */
export function tagsPerArchiveIssue(value: unknown): TagsPerArchiveIssueCode | null {
  return v.is(tagsPerArchiveSchema, value) ? null : 'NOT_A_NUMBER';
}

const pngSide = v.pipe(
  v.unknown(),
  v.transform(toNumber),
  v.number(),
  v.integer(),
  v.minValue(1),
  v.maxValue(MAX_PNG_SIZE_PX),
);

/** The fields every tag image form has: how each tag is drawn and how many go in an archive. */
export const tagImageEntries = {
  hubImageOption: v.picklist(HUB_IMAGE_OPTIONS, CHOOSE_HUB_IMAGE),
  hubImageBase64Data: v.string(),
  imageFormatOption: v.picklist(IMAGE_FORMAT_OPTIONS, CHOOSE_IMAGE_FORMAT),
  pdfTagSize: v.unknown(),
  pdfTagMargin: v.unknown(),
  tagsPerArchive: tagsPerArchiveSchema,
  pngSize: v.unknown(),
  printColour: v.picklist(PRINT_COLOURS),
  bleedMm: v.unknown(),
  cropMarks: v.boolean(),
  clearZoneMm: v.unknown(),
  whiteBackground: v.boolean(),
};

const bleedMillimetres = v.pipe(
  v.unknown(),
  v.transform(toNumber),
  v.number(NUMBER_OF_ZERO_OR_MORE_REQUIRED),
  v.finite(NUMBER_OF_ZERO_OR_MORE_REQUIRED),
  v.minValue(0, NUMBER_OF_ZERO_OR_MORE_REQUIRED),
);

const isVector = (format: string) => format === 'EPS' || format === 'PDF';
/** The diameter and margin count only for EPS and PDF (ADR 0049: EPS takes the PDF's fields). */
const pdfSizeIsValid = (format: string, size: unknown) => !isVector(format) || v.is(positiveMillimetres, size);

/** A print file's margin and bleed as numbers, or undefined while either is not one (reported on its own). */
function pdfMillimetres(input: { imageFormatOption: string; pdfTagMargin: unknown; bleedMm: unknown }) {
  const margin = toNumber(input.pdfTagMargin);
  const bleed = toNumber(input.bleedMm);
  return isVector(input.imageFormatOption) && margin > 0 && bleed >= 0 ? { margin, bleed } : undefined;
}

type TagImageFields = v.InferOutput<v.ObjectSchema<typeof tagImageEntries, undefined>>;

/**
 * The checks across fields (000 §5 "Tag download form"), as partial checks so each is reported even
 * while another field is still wrong; then the PDF sizes as numbers (defaults for other formats) and the
 * logo only with Custom Logo.
 */
export function withTagImageChecks<T extends TagImageFields>(fields: v.GenericSchema<unknown, T>) {
  // Checked as the fields all forms share; the form's own fields ride along untouched.
  const checked = v.pipe(
    fields as v.GenericSchema<unknown, TagImageFields>,
    v.forward(
      v.partialCheck(
        [['imageFormatOption'], ['pdfTagSize']],
        (input) => pdfSizeIsValid(input.imageFormatOption, input.pdfTagSize),
        NUMBER_GREATER_THAN_ZERO_REQUIRED,
      ),
      ['pdfTagSize'],
    ),
    v.forward(
      v.partialCheck(
        [['imageFormatOption'], ['pdfTagMargin']],
        (input) => pdfSizeIsValid(input.imageFormatOption, input.pdfTagMargin),
        NUMBER_GREATER_THAN_ZERO_REQUIRED,
      ),
      ['pdfTagMargin'],
    ),
    v.forward(
      v.partialCheck(
        [['hubImageOption'], ['hubImageBase64Data']],
        (input) => input.hubImageOption !== 'CUSTOM_LOGO' || input.hubImageBase64Data !== '',
        CHOOSE_A_LOGO,
      ),
      ['hubImageBase64Data'],
    ),
    v.forward(
      v.partialCheck(
        [['imageFormatOption'], ['pngSize']],
        (input) => input.imageFormatOption !== 'PNG' || v.is(pngSide, input.pngSize),
        NOT_A_VALID_QUANTITY,
      ),
      ['pngSize'],
    ),
    v.forward(
      v.partialCheck(
        [['imageFormatOption'], ['pngSize'], ['clearZoneMm']],
        (input) => {
          const [size, clear] = [toNumber(input.pngSize), toNumber(input.clearZoneMm)];
          return input.imageFormatOption !== 'PNG' || !(clear >= 0 && size >= 1) || size >= smallestPngSizePx(clear);
        },
        (issue) => smallestPngSize(toNumber((issue.input as { clearZoneMm: unknown }).clearZoneMm)),
      ),
      ['pngSize'],
    ),
    v.forward(
      v.partialCheck(
        [['imageFormatOption'], ['pdfTagSize'], ['clearZoneMm']],
        (input) => {
          const [size, clear] = [toNumber(input.pdfTagSize), toNumber(input.clearZoneMm)];
          return !isVector(input.imageFormatOption) || !(size > 0 && clear >= 0) || size >= minTagDiameterMm(clear);
        },
        (issue) => smallestDiameter(toNumber((issue.input as { clearZoneMm: unknown }).clearZoneMm)),
      ),
      ['pdfTagSize'],
    ),
    v.forward(
      v.partialCheck(
        [['imageFormatOption'], ['bleedMm']],
        (input) => !isVector(input.imageFormatOption) || v.is(bleedMillimetres, input.bleedMm),
        NUMBER_OF_ZERO_OR_MORE_REQUIRED,
      ),
      ['bleedMm'],
    ),
    v.forward(
      v.partialCheck(
        [['clearZoneMm']],
        (input) => v.is(bleedMillimetres, input.clearZoneMm),
        NUMBER_OF_ZERO_OR_MORE_REQUIRED,
      ),
      ['clearZoneMm'],
    ),
    // A PDF page and an EPS are diameter + 2 × margin (001 §7), so bleed and crop marks fit in the margin.
    v.forward(
      v.partialCheck(
        [['imageFormatOption'], ['pdfTagMargin'], ['bleedMm']],
        (input) => {
          const pdf = pdfMillimetres(input);
          return !pdf || pdf.bleed <= pdf.margin;
        },
        BLEED_WITHIN_MARGIN,
      ),
      ['bleedMm'],
    ),
    v.forward(
      v.partialCheck(
        [['imageFormatOption'], ['pdfTagMargin'], ['bleedMm'], ['cropMarks']],
        (input) => {
          const pdf = pdfMillimetres(input);
          return !pdf || !input.cropMarks || pdf.bleed > pdf.margin || pdf.margin >= marginForCropMarks(pdf.bleed);
        },
        (issue) => cropMarksNeedMargin(toNumber((issue.input as { bleedMm: unknown }).bleedMm)),
      ),
      ['pdfTagMargin'],
    ),
    v.transform((input) => ({
      ...input,
      printColour: isVector(input.imageFormatOption) ? input.printColour : 'cmyk',
      bleedMm: isVector(input.imageFormatOption) ? toNumber(input.bleedMm) : 0,
      cropMarks: isVector(input.imageFormatOption) && input.cropMarks,
      whiteBackground: isVector(input.imageFormatOption) && input.whiteBackground,
      clearZoneMm: toNumber(input.clearZoneMm),
      pngSize: input.imageFormatOption === 'PNG' ? toNumber(input.pngSize) : DEFAULT_PNG_SIZE_PX,
      pdfTagSize: isVector(input.imageFormatOption) ? toNumber(input.pdfTagSize) : DEFAULT_PDF_TAG_SIZE_MM,
      pdfTagMargin: isVector(input.imageFormatOption) ? toNumber(input.pdfTagMargin) : DEFAULT_PDF_TAG_MARGIN_MM,
      hubImageBase64Data: input.hubImageOption === 'CUSTOM_LOGO' ? input.hubImageBase64Data : '',
    })),
  );
  return checked as unknown as v.GenericSchema<
    unknown,
    Omit<T, 'pdfTagSize' | 'pdfTagMargin' | 'pngSize' | 'bleedMm' | 'clearZoneMm'> & {
      pdfTagSize: number;
      pdfTagMargin: number;
      pngSize: number;
      bleedMm: number;
      clearZoneMm: number;
    }
  >;
}
